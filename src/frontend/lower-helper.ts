/**
 * Function bodies to raw IR, and what concerns helpers as a whole: a helper lowered from its
 * source text, tt's built-in RNG helpers added when called, and the check that no helper recurses.
 */
import type * as A from 'acorn';
import type { AccessSite, IRFunction, RawStmt, RawType } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { type InlineHelpers, LowerContext } from './context.js';
import { F16_IR_NAMES, f16Source } from './f16-builtins.js';
import { lowerExpr } from './lower-expr.js';
import { lowerBlock } from './lower-stmt.js';
import { type KernelFunctionNode, parseFunction } from './parse.js';
import { RNG_BUILTINS, RNG_IR_NAMES, type RngBuiltin, rngSource } from './rng-builtins.js';
import { type Binding, Scope } from './scope.js';
import { KernelSource } from './source.js';

/** The statements of a kernel's or helper's body (an expression body: a helper returns it). */
export function lowerBody(fnNode: KernelFunctionNode, cx: LowerContext): RawStmt[] {
  const out: RawStmt[] = [];
  if (fnNode.body.type === 'BlockStatement') lowerBlock(fnNode.body.body, cx, out);
  else if (cx.helper !== null)
    out.push({ kind: 'return', value: lowerExpr(fnNode.body, cx), loc: cx.src.locOf(fnNode.body) });
  else
    lowerBlock(
      [
        {
          type: 'ExpressionStatement',
          expression: fnNode.body,
          start: fnNode.body.start,
          end: fnNode.body.end,
          loc: fnNode.body.loc,
        } as A.ExpressionStatement,
      ],
      cx,
      out,
    );
  return out;
}

/** Lowers one helper from its source text (a declared helper, or one of tt's built-in helpers). */
export function lowerHelperSource(
  src: KernelSource,
  name: string,
  irName: string,
  globals: ReadonlyMap<string, Binding>,
  sites: AccessSite[],
  reserved: ReadonlySet<string>,
  inline?: InlineHelpers,
): { fn: IRFunction<RawType>; src: KernelSource } {
  const node = parseFunction(src);
  // Kernel parameters and helper names are visible to every function of the kernel in IR, so a
  // helper's own parameters and locals must not reuse them (`(x) => x * x` next to a param `x`).
  const scope = new Scope(globals, reserved);
  const params = node.params.map((p) => {
    if (p.type !== 'Identifier') {
      throw src.syntaxError(
        'KERNEL_BAD_HELPER_PARAM',
        p,
        'helper parameters must be plain identifiers (scalars)',
      );
    }
    scope.declareLocal(p.name, false);
    return scope.locals[scope.locals.length - 1] as IRFunction<RawType>['params'][number];
  });
  const cx = new LowerContext(src, scope, sites, name);
  Object.assign(cx, { globals, inline });
  const body = lowerBody(node, cx);
  const locals = scope.locals.slice(params.length);
  return { fn: { name: irName, sourceName: name, params, locals, returnType: 'unknown', body }, src };
}

/**
 * Adds the built-in helpers of tt.rand/randn/randInt/philox4x32 that the kernel or its helpers
 * call (and those they call), lowered from their kernel-language source (frontend/rng-builtins.ts).
 */
export function addRngHelpers(
  kernel: string,
  body: readonly RawStmt[],
  functions: IRFunction<RawType>[],
  sources: Map<string, KernelSource>,
  globals: ReadonlyMap<string, Binding>,
  sites: AccessSite[],
  reserved: ReadonlySet<string>,
): void {
  const wanted = (stmts: readonly RawStmt[]): string[] => {
    const names: string[] = [];
    visit(stmts, (e) => {
      if (e.kind === 'helper' && (RNG_IR_NAMES.has(e.name) || F16_IR_NAMES.has(e.name))) names.push(e.name);
    });
    return names;
  };
  const queue = [...wanted(body), ...functions.flatMap((f) => wanted(f.body))];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (functions.some((f) => f.name === name)) continue;
    const builtin = (Object.keys(RNG_BUILTINS) as RngBuiltin[]).find((k) => RNG_BUILTINS[k].irName === name);
    const f16 = f16Source(name);
    const text = builtin ? rngSource(builtin) : f16?.source;
    const label = `tt.${builtin ?? f16?.name ?? name}`;
    if (text === undefined) continue;
    const src = new KernelSource(text, kernel, label);
    const r = lowerHelperSource(src, label, name, globals, sites, reserved);
    functions.push(r.fn);
    sources.set(name, r.src);
    queue.push(...wanted(r.fn.body));
  }
}

/** Rejects helper call cycles (recursion), naming a call site in the cycle. */
export function checkNoRecursion(
  fns: readonly IRFunction<RawType>[],
  sources: ReadonlyMap<string, KernelSource>,
): void {
  const calls = new Map<string, { callee: string; loc: { line: number; column: number } }[]>();
  for (const f of fns) {
    const list: { callee: string; loc: { line: number; column: number } }[] = [];
    visit(f.body, (e) => {
      if (e.kind === 'helper') list.push({ callee: e.name, loc: e.loc ?? { line: 1, column: 1 } });
    });
    calls.set(f.name, list);
  }
  const state = new Map<string, 'active' | 'done'>();
  const dfs = (name: string): void => {
    state.set(name, 'active');
    for (const c of calls.get(name) ?? []) {
      if (state.get(c.callee) === 'active') {
        const src = sources.get(name);
        if (src) {
          throw src.syntaxError(
            'KERNEL_RECURSION',
            c.loc,
            `recursive call of helper '${c.callee}'`,
            'rewrite it as a loop',
          );
        }
      }
      if (!state.has(c.callee)) dfs(c.callee);
    }
    state.set(name, 'done');
  };
  for (const f of fns) if (!state.has(f.name)) dfs(f.name);
}
