/**
 * Lowers one program function (an async function, makeWork, initialize or finalize) to raw IR with
 * the kernel frontend: its args become locals, its state binds like kernel params, and its `prog`
 * parameter is a frontend hook, so `prog.async.f(…)` / `prog.sync.f(…)` / `prog.haltEarly()`
 * arrive as placeholder helper calls that `rewrite.ts` replaces.
 */
import type * as A from 'acorn';
import type { ErrorCode } from '../errors/codes.js';
import { InternalError, ProgramSpecError, type SourceLocation } from '../errors/errors.js';
import { caretExcerpt } from '../errors/excerpt.js';
import { LowerContext } from '../frontend/context.js';
import { lowerExpr } from '../frontend/lower-expr.js';
import { bindParams, type KernelFunction } from '../frontend/lower-kernel.js';
import { lowerBlock } from '../frontend/lower-stmt.js';
import { parseFunction } from '../frontend/parse.js';
import { type Binding, Scope } from '../frontend/scope.js';
import { KernelSource } from '../frontend/source.js';
import type { AccessSite, IRParam, IRVariable, RawStmt, RawType, ScalarType } from '../ir/nodes.js';
import { isDType, isSmallDType } from '../types/dtype.js';
import type { ProgramSpec } from './spec.js';

/** The frontend hook name `prog` is bound to, whatever the user calls the parameter. */
export const PROG_HOOK = 'prog';

export type FnRole = 'async' | 'makeWork' | 'initialize' | 'finalize' | 'groupInitialize' | 'groupFinalize';

/** The roles that run inside a group, so see its group and thread state. */
const GROUP_ROLES: readonly FnRole[] = ['async', 'makeWork', 'groupInitialize', 'groupFinalize'];

/** What every function lowered into one generated kernel shares. */
export interface LowerShared {
  readonly spec: ProgramSpec;
  readonly stateParams: readonly IRParam<RawType>[];
  /** The group and thread state arrays (local-state.ts), bound for the roles that run in a group. */
  readonly localParams: readonly IRParam<RawType>[];
  readonly globals: ReadonlyMap<string, Binding>;
  readonly sites: AccessSite[];
  /** IR names in use in the kernel (params, locals of functions lowered so far). */
  readonly taken: Set<string>;
  readonly locals: IRVariable<RawType>[];
}

export interface ArgLocal {
  readonly name: string;
  readonly irName: string;
  readonly dtype: ScalarType;
}

export interface LoweredFn {
  readonly name: string;
  readonly role: FnRole;
  readonly src: KernelSource;
  readonly args: readonly ArgLocal[];
  readonly body: RawStmt[];
}

export function specError(
  src: KernelSource,
  code: ErrorCode,
  at: SourceLocation | Pick<A.Node, 'loc'>,
  reason: string,
  hint?: string,
): ProgramSpecError {
  const loc = 'line' in at ? at : src.locOf(at);
  return new ProgramSpecError(code, src.kernel, reason, loc, caretExcerpt(src.text, loc), hint);
}

function fnOf(spec: ProgramSpec, name: string, role: FnRole): KernelFunction {
  if (role === 'async') {
    const f = spec.functions[name];
    if (!f) throw new InternalError(`no async function ${name}`);
    return f.fn;
  }
  const f = spec.def[role];
  if (typeof f !== 'function') throw new InternalError(`no ${role}`);
  // A user function checked above to be a function; the frontend lowers it from its source text.
  return f as unknown as KernelFunction;
}

export function lowerProgramFn(sh: LowerShared, name: string, role: FnRole): LoweredFn {
  const fn = fnOf(sh.spec, name, role);
  const src = new KernelSource(fn.toString(), `${sh.spec.name}.${name}`);
  const node = parseFunction(src);
  const expected = role === 'async' ? 3 : 2;
  if (node.params.length > expected) {
    throw specError(
      src,
      'PROGRAM_BAD_FUNCTION',
      node.params[expected] as A.Node,
      role === 'async'
        ? 'an async function takes (args, state, prog) only'
        : `${role} takes (state, prog) only`,
    );
  }
  const [argsP, stateP, progP] = role === 'async' ? node.params : [undefined, node.params[0], node.params[1]];
  const outer = new Map(sh.globals);
  const params = GROUP_ROLES.includes(role) ? [...sh.stateParams, ...sh.localParams] : sh.stateParams;
  bindParams(stateP, src, params, outer);
  if (progP) {
    if (progP.type !== 'Identifier') {
      throw specError(src, 'PROGRAM_BAD_FUNCTION', progP, 'the prog parameter must be a plain identifier');
    }
    outer.set(progP.name, { kind: 'hook', name: PROG_HOOK });
  }
  const scope = new Scope(outer, sh.taken);
  const args: ArgLocal[] = [];
  if (role === 'async') {
    const schema = sh.spec.functions[name]?.args ?? {};
    const declared = new Map<string, string>();
    if (argsP && argsP.type !== 'ObjectPattern') {
      throw specError(
        src,
        'PROGRAM_BAD_FUNCTION',
        argsP,
        'the args parameter must destructure the arguments: ({ a, b }, state, prog) => …',
      );
    }
    for (const prop of argsP?.properties ?? []) {
      const key =
        prop.type === 'Property' && prop.key.type === 'Identifier' && !prop.computed
          ? prop.key.name
          : undefined;
      if (prop.type !== 'Property' || key === undefined || prop.value.type !== 'Identifier') {
        throw specError(src, 'PROGRAM_BAD_FUNCTION', prop, 'arguments must be destructured as plain names');
      }
      if (!Object.hasOwn(schema, key)) {
        throw specError(
          src,
          'PROGRAM_UNKNOWN_ARG',
          prop,
          `'${key}' is not an argument of ${name}`,
          `its schema declares: ${Object.keys(schema).join(', ') || '(nothing)'}`,
        );
      }
      declared.set(key, scope.declareLocal(prop.value.name, false));
    }
    for (const [k, t] of Object.entries(schema)) {
      const irName = declared.get(k) ?? scope.temp(`arg_${k}`);
      if (!isDType(t)) throw new InternalError('non-scalar argument');
      if (isSmallDType(t.name)) {
        throw specError(
          src,
          'PROGRAM_BAD_FUNCTION',
          node,
          `'${k}' is a scalar of type ${t.name}, which exists only as an array element`,
          t.name === 'f16' ? 'declare it tt.f32' : 'declare it tt.i32',
        );
      }
      args.push({ name: k, irName, dtype: t.name });
    }
  }
  const cx = new LowerContext(src, scope, sh.sites, role === 'makeWork' ? 'makeWork' : null);
  const body: RawStmt[] = [];
  if (node.body.type === 'BlockStatement') lowerBlock(node.body.body, cx, body);
  else if (role === 'makeWork') {
    body.push({ kind: 'return', value: lowerExpr(node.body, cx), loc: src.locOf(node.body) });
  } else {
    lowerBlock(
      [
        {
          type: 'ExpressionStatement',
          expression: node.body,
          start: node.body.start,
          end: node.body.end,
          loc: node.body.loc,
        } as A.ExpressionStatement,
      ],
      cx,
      body,
    );
  }
  for (const l of scope.locals) {
    sh.locals.push(l);
    sh.taken.add(l.name);
  }
  return { name, role, src, args, body };
}
