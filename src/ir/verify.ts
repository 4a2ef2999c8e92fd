/**
 * Checks the invariants of typed IR. Passes run it last; a failure is a bug in tutti, not in the
 * user's kernel, so it throws an InternalError (code TUTTI_BUG) carrying the printed IR.
 */

import { InternalError } from '../errors/errors.js';
import { nameErrorClasses } from '../errors/names.js';
import type {
  Expr,
  HookExpr,
  IRFunction,
  IRVariable,
  KernelIR,
  RawExpr,
  RawKernelIR,
  ScalarType,
  Stmt,
} from './nodes.js';
import { FLOAT_ATOMIC_OPS, MATH_FUNCTIONS } from './nodes.js';
import { printKernel } from './printer.js';
import { visit } from './walk.js';

const SCALARS: ReadonlySet<string> = new Set(['bool', 'i32', 'u32', 'f32', 'f64']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The typed IR broke an invariant: a bug in a pass or the frontend, never in the user's kernel. */
export class IRVerifyError extends InternalError {}

interface Scope {
  readonly vars: ReadonlyMap<string, ScalarType>;
  readonly returnType: ScalarType | null;
}

function isHook(e: RawExpr): e is HookExpr {
  return e.kind === 'hook';
}

function hookProblem(e: HookExpr): string {
  const at = e.loc ? ` at ${e.loc.line}:${e.loc.column}` : '';
  return `hook call ${[e.hook, ...e.path].join('.')}(…)${at} left in the IR: whoever bound hook '${e.hook}' (a program type) must lower it to real IR`;
}

/**
 * Refuses raw IR that still holds hook nodes (see HookExpr): the pipeline runs it before typing, so
 * a hook the frontend's caller did not lower is a tutti bug (IRVerifyError), never a typing error.
 */
export function verifyNoHooks(k: RawKernelIR): void {
  const problems: string[] = [];
  const look = (e: RawExpr) => {
    if (isHook(e)) problems.push(hookProblem(e));
  };
  for (const f of k.functions) visit(f.body, look);
  visit(k.body, look);
  if (problems.length) {
    throw new IRVerifyError(`IR verification failed:\n- ${problems.join('\n- ')}\n${printKernel(k)}`);
  }
}

/** Checks the typed-IR invariants; `after` names the pass that produced `k` (for the message). */
export function verifyKernel(k: KernelIR, after?: string): void {
  const problems: string[] = [];
  const fail = (m: string) => problems.push(m);
  const arrays = new Map<string, ScalarType>();
  /** u8c arrays: a store takes any number type (the clamp converts it). */
  const clamped = new Set(k.params.filter((p) => p.storage === 'u8c').map((p) => p.name));
  const small = new Set(k.params.filter((p) => p.storage !== undefined).map((p) => p.name));
  const scalars = new Map<string, ScalarType>();
  const names = new Set<string>();
  const declare = (v: IRVariable, where: string): void => {
    if (!IDENT.test(v.name)) fail(`${where}: '${v.name}' is not a safe identifier`);
    if (!SCALARS.has(v.type)) fail(`${where}: '${v.name}' has non-scalar type ${v.type}`);
  };
  for (const p of k.params) {
    declare(p, 'param');
    if (names.has(p.name)) fail(`duplicate param ${p.name}`);
    names.add(p.name);
    (p.isArray ? arrays : scalars).set(p.name, p.type);
    if (p.isArray && p.type === 'bool') fail(`array param ${p.name} of bool`);
  }
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])]) {
    if (!IDENT.test(a.name) || names.has(a.name)) fail(`shared array '${a.name}' name`);
    if (!Number.isInteger(a.length) || a.length < 1) fail(`shared array '${a.name}' length ${a.length}`);
    names.add(a.name);
    arrays.set(a.name, a.type);
  }
  if (
    k.workgroup &&
    (k.workgroup.length !== k.rank || k.workgroup.some((n) => !Number.isInteger(n) || n < 1))
  )
    fail(`workgroup [${k.workgroup.join(', ')}] for rank ${k.rank}`);
  if ((k.shared?.length ?? 0) > 0 && !k.workgroup) fail('shared arrays without a workgroup');
  const fns = new Map<string, IRFunction>();
  for (const f of k.functions) fns.set(f.name, f);

  const checkExpr = (e: Expr, s: Scope): void => {
    // Typed IR cannot hold a hook node by its type; IR built by hand (or a pass's bug) still may.
    if (isHook(e)) {
      fail(hookProblem(e));
      return;
    }
    if (!SCALARS.has(e.type)) fail(`expression ${e.kind} has type ${e.type}`);
    const same = (a: Expr, t: ScalarType, what: string) => {
      if (a.type !== t) fail(`${what}: operand of type ${a.type}, expected ${t}`);
    };
    switch (e.kind) {
      case 'const':
        if (e.type === 'bool' ? typeof e.value !== 'boolean' : typeof e.value !== 'number')
          fail(`const ${String(e.value)} does not fit ${e.type}`);
        break;
      case 'index':
        if (e.type !== 'i32' || e.dim >= k.rank) fail(`index dim ${e.dim} in rank ${k.rank}`);
        break;
      case 'groupId':
        if (e.type !== 'i32' || e.dim >= k.rank || !k.workgroup) fail(`${e.which} dim ${e.dim}`);
        if (k.groupLoops && e.which !== 'groups') fail(`${e.which} id left in group loops`);
        break;
      case 'param':
        if (scalars.get(e.name) !== e.type) fail(`param ${e.name} is not a scalar of ${e.type}`);
        break;
      case 'local':
        if (s.vars.get(e.name) !== e.type) fail(`local ${e.name}: ${e.type} undeclared or mistyped`);
        break;
      case 'length':
        if (!arrays.has(e.array) || e.type !== 'i32') fail(`length of ${e.array}`);
        break;
      case 'dimcheck':
        if (e.type !== 'i32' || scalars.get(e.extent) !== 'i32') fail(`dimcheck against ${e.extent}`);
        same(e.index, 'i32', `dimension index against ${e.extent}`);
        checkExpr(e.index, s);
        break;
      case 'load':
        if (arrays.get(e.array) !== e.type) fail(`load ${e.array}: ${e.type}`);
        same(e.index, 'i32', `index of ${e.array}`);
        checkExpr(e.index, s);
        break;
      case 'unary':
        if (e.op === 'not') same(e.arg, 'bool', 'not');
        else same(e.arg, e.type, e.op);
        if (e.op === 'bitnot' && e.type !== 'i32' && e.type !== 'u32') fail('bitnot on non-integer');
        checkExpr(e.arg, s);
        break;
      case 'binary': {
        const cmp = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'].includes(e.op);
        const shift = e.op === 'shl' || e.op === 'shr' || e.op === 'ushr';
        if (cmp) {
          if (e.type !== 'bool') fail(`${e.op} must yield bool`);
          same(e.right, e.left.type, e.op);
        } else if (shift) {
          same(e.left, e.type, e.op);
          same(e.right, 'u32', `${e.op} amount`);
        } else {
          same(e.left, e.type, e.op);
          same(e.right, e.type, e.op);
        }
        const ints = e.left.type === 'i32' || e.left.type === 'u32';
        if ((e.op === 'idiv' || e.op.startsWith('bit') || shift) && !ints) fail(`${e.op} on ${e.left.type}`);
        if (e.op === 'div' && ints) fail('div on integers (use idiv)');
        if (e.op === 'shr' && e.type !== 'i32') fail('shr yields i32');
        if (e.op === 'ushr' && e.type !== 'u32') fail('ushr yields u32');
        if (e.left.type === 'bool' && !(e.op === 'eq' || e.op === 'ne')) fail(`${e.op} on bool`);
        checkExpr(e.left, s);
        checkExpr(e.right, s);
        break;
      }
      case 'logical':
        same(e.left, 'bool', e.op);
        same(e.right, 'bool', e.op);
        if (e.type !== 'bool') fail('logical yields bool');
        checkExpr(e.left, s);
        checkExpr(e.right, s);
        break;
      case 'cond':
        same(e.test, 'bool', 'cond test');
        same(e.consequent, e.type, 'cond then');
        same(e.alternate, e.type, 'cond else');
        for (const c of [e.test, e.consequent, e.alternate]) checkExpr(c, s);
        break;
      case 'call':
        if (e.fn === 'fround' || e.fn === 'imul') fail(`${e.fn} must be lowered by typing`);
        if (e.args.length !== MATH_FUNCTIONS[e.fn]) fail(`${e.fn} arity`);
        if (e.fn === 'clz32') {
          if (e.type !== 'i32') fail('clz32 yields i32');
        } else for (const a of e.args) same(a, e.type, e.fn);
        for (const a of e.args) checkExpr(a, s);
        break;
      case 'cast':
        checkExpr(e.arg, s);
        break;
      case 'atomic': {
        const t = arrays.get(e.array);
        const intOk = t === 'i32' || t === 'u32';
        const floatOk = (t === 'f32' || t === 'f64') && FLOAT_ATOMIC_OPS.has(e.op);
        if ((!intOk && !floatOk) || clamped.has(e.array) || small.has(e.array)) {
          fail(`atomic ${e.op} on ${e.array} of ${String(t)}`);
        }
        if (e.type !== t) fail(`atomic ${e.array} yields ${e.type}`);
        same(e.index, 'i32', 'atomic index');
        for (const a of e.args) same(a, e.type, `atomic ${e.op}`);
        checkExpr(e.index, s);
        for (const a of e.args) checkExpr(a, s);
        break;
      }
      case 'let': {
        const t = s.vars.get(e.name);
        if (t === undefined) fail(`let binds undeclared ${e.name}`);
        else if (e.value.type !== t) fail(`let binds ${e.value.type} to ${e.name}: ${t}`);
        same(e.body, e.type, 'let body');
        checkExpr(e.value, s);
        checkExpr(e.body, s);
        break;
      }
      case 'helper': {
        const f = fns.get(e.name);
        if (!f) {
          fail(`unknown helper ${e.name}`);
          break;
        }
        if (f.returnType !== e.type) fail(`helper ${e.name} returns ${f.returnType}`);
        if (f.params.length !== e.args.length) fail(`helper ${e.name} arity`);
        f.params.forEach((p, i) => {
          const a = e.args[i];
          if (a) same(a, p.type, `arg ${i} of ${e.name}`);
        });
        for (const a of e.args) checkExpr(a, s);
        break;
      }
    }
  };

  const checkBlock = (stmts: readonly Stmt[], s: Scope, loopDepth: number): void => {
    for (const st of stmts) {
      switch (st.kind) {
        case 'assign': {
          const t = s.vars.get(st.name);
          if (t === undefined) fail(`assign to undeclared ${st.name}`);
          else if (st.value.type !== t) fail(`assign ${st.value.type} to ${st.name}: ${t}`);
          checkExpr(st.value, s);
          break;
        }
        case 'store': {
          const t = arrays.get(st.array);
          if (t === undefined) fail(`store to non-array ${st.array}`);
          else if (st.value.type !== t && !(clamped.has(st.array) && st.value.type !== 'bool')) {
            fail(`store ${st.value.type} into ${st.array}: ${t}[]`);
          }
          if (st.index.type !== 'i32') fail(`store index of ${st.array} is ${st.index.type}`);
          checkExpr(st.index, s);
          checkExpr(st.value, s);
          break;
        }
        case 'expr':
          checkExpr(st.expr, s);
          break;
        case 'if':
          if (st.test.type !== 'bool') fail('if test not bool');
          checkExpr(st.test, s);
          checkBlock(st.consequent, s, loopDepth);
          checkBlock(st.alternate, s, loopDepth);
          break;
        case 'loop':
          if (st.test) {
            if (st.test.type !== 'bool') fail('loop test not bool');
            checkExpr(st.test, s);
          }
          checkBlock(st.body, s, loopDepth + 1);
          checkBlock(st.update, s, loopDepth + 1);
          break;
        case 'break':
        case 'continue':
          if (loopDepth === 0) fail(`${st.kind} outside a loop`);
          break;
        case 'barrier':
          if (s.returnType !== null || !k.workgroup || k.groupLoops)
            fail('barrier outside a work-group kernel');
          break;
        case 'return':
          if (s.returnType === null) {
            if (st.value) fail('kernel return with a value');
          } else if (!st.value || st.value.type !== s.returnType)
            fail(`return in a ${s.returnType} function`);
          if (st.value) checkExpr(st.value, s);
          break;
      }
    }
  };

  const scopeOf = (vars: readonly IRVariable[], returnType: ScalarType | null, where: string): Scope => {
    const m = new Map<string, ScalarType>();
    for (const v of vars) {
      declare(v, where);
      if (m.has(v.name) || names.has(v.name)) fail(`${where}: '${v.name}' declared twice`);
      m.set(v.name, v.type);
    }
    return { vars: m, returnType };
  };

  for (const f of k.functions) {
    if (!IDENT.test(f.name)) fail(`function name ${f.name}`);
    checkBlock(f.body, scopeOf([...f.params, ...f.locals], f.returnType, `fn ${f.name}`), 0);
  }
  checkBlock(k.body, scopeOf(k.locals, null, 'kernel'), 0);
  if (!IDENT.test(k.name)) fail(`kernel name ${k.name}`);
  if (problems.length) {
    throw new IRVerifyError(
      `IR verification failed${after ? ` after pass '${after}'` : ''}:\n- ${problems.join('\n- ')}\n${printKernel(k)}`,
    );
  }
}

nameErrorClasses({ IRVerifyError });
