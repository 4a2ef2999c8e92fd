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
import { MATH_FUNCTIONS } from './nodes.js';
import { FLOAT_ATOMIC_OPS } from './ops.js';
import { printKernel } from './printer.js';
import { visit } from './walk.js';

const SCALARS: ReadonlySet<string> = new Set(['bool', 'i32', 'u32', 'f32', 'f64', 'i64', 'u64']);
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

/** What the checks of one kernel share: its arrays, scalars and helpers, and the problems found. */
interface Context {
  readonly k: KernelIR;
  readonly problems: string[];
  readonly arrays: Map<string, ScalarType>;
  readonly scalars: Map<string, ScalarType>;
  /** u8c arrays: a store takes any number type (the clamp converts it). */
  readonly clamped: ReadonlySet<string>;
  /** Arrays with a storage type narrower than their element type (no atomics on them). */
  readonly small: ReadonlySet<string>;
  /** Params and shared arrays: no local may reuse one of these names. */
  readonly names: Set<string>;
  readonly fns: ReadonlyMap<string, IRFunction>;
}

function fail(c: Context, m: string): void {
  c.problems.push(m);
}

function same(c: Context, a: Expr, t: ScalarType, what: string): void {
  if (a.type !== t) fail(c, `${what}: operand of type ${a.type}, expected ${t}`);
}

function declare(c: Context, v: IRVariable, where: string): void {
  if (!IDENT.test(v.name)) fail(c, `${where}: '${v.name}' is not a safe identifier`);
  if (!SCALARS.has(v.type)) fail(c, `${where}: '${v.name}' has non-scalar type ${v.type}`);
}

/** Checks the typed-IR invariants; `after` names the pass that produced `k` (for the message). */
export function verifyKernel(k: KernelIR, after?: string): void {
  const c = contextOf(k);
  checkDeclarations(c);
  for (const f of k.functions) {
    if (!IDENT.test(f.name)) fail(c, `function name ${f.name}`);
    checkBlock(c, f.body, scopeOf(c, [...f.params, ...f.locals], f.returnType, `fn ${f.name}`), 0);
  }
  checkBlock(c, k.body, scopeOf(c, k.locals, null, 'kernel'), 0);
  if (!IDENT.test(k.name)) fail(c, `kernel name ${k.name}`);
  if (c.problems.length) {
    throw new IRVerifyError(
      `IR verification failed${after ? ` after pass '${after}'` : ''}:\n- ${c.problems.join('\n- ')}\n${printKernel(k)}`,
    );
  }
}

function contextOf(k: KernelIR): Context {
  return {
    k,
    problems: [],
    arrays: new Map(),
    scalars: new Map(),
    clamped: new Set(k.params.filter((p) => p.storage === 'u8c').map((p) => p.name)),
    small: new Set(k.params.filter((p) => p.storage !== undefined).map((p) => p.name)),
    names: new Set(),
    fns: new Map(k.functions.map((f) => [f.name, f])),
  };
}

/** Params, shared arrays and the work-group shape; fills the context's arrays, scalars and names. */
function checkDeclarations(c: Context): void {
  const { k, names, arrays } = c;
  for (const p of k.params) {
    declare(c, p, 'param');
    if (names.has(p.name)) fail(c, `duplicate param ${p.name}`);
    names.add(p.name);
    (p.isArray ? arrays : c.scalars).set(p.name, p.type);
    if (p.isArray && p.type === 'bool') fail(c, `array param ${p.name} of bool`);
  }
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])]) {
    if (!IDENT.test(a.name) || names.has(a.name)) fail(c, `shared array '${a.name}' name`);
    if (!Number.isInteger(a.length) || a.length < 1) fail(c, `shared array '${a.name}' length ${a.length}`);
    names.add(a.name);
    arrays.set(a.name, a.type);
  }
  if (
    k.workgroup &&
    (k.workgroup.length !== k.rank || k.workgroup.some((n) => !Number.isInteger(n) || n < 1))
  )
    fail(c, `workgroup [${k.workgroup.join(', ')}] for rank ${k.rank}`);
  if ((k.shared?.length ?? 0) > 0 && !k.workgroup) fail(c, 'shared arrays without a workgroup');
}

function scopeOf(
  c: Context,
  vars: readonly IRVariable[],
  returnType: ScalarType | null,
  where: string,
): Scope {
  const m = new Map<string, ScalarType>();
  for (const v of vars) {
    declare(c, v, where);
    if (m.has(v.name) || c.names.has(v.name)) fail(c, `${where}: '${v.name}' declared twice`);
    m.set(v.name, v.type);
  }
  return { vars: m, returnType };
}

function checkExpr(c: Context, e: Expr, s: Scope): void {
  // Typed IR cannot hold a hook node by its type; IR built by hand (or a pass's bug) still may.
  if (isHook(e)) {
    fail(c, hookProblem(e));
    return;
  }
  const { k } = c;
  if (!SCALARS.has(e.type)) fail(c, `expression ${e.kind} has type ${e.type}`);
  switch (e.kind) {
    case 'const':
      if (
        e.type === 'bool'
          ? typeof e.value !== 'boolean'
          : typeof e.value !== (e.type === 'i64' || e.type === 'u64' ? 'bigint' : 'number')
      )
        fail(c, `const ${String(e.value)} does not fit ${e.type}`);
      break;
    case 'index':
      if (e.type !== 'i32' || e.dim >= k.rank) fail(c, `index dim ${e.dim} in rank ${k.rank}`);
      break;
    case 'groupId':
      if (e.type !== 'i32' || e.dim >= k.rank || !k.workgroup) fail(c, `${e.which} dim ${e.dim}`);
      if (k.groupLoops && e.which !== 'groups') fail(c, `${e.which} id left in group loops`);
      break;
    case 'param':
      if (c.scalars.get(e.name) !== e.type) fail(c, `param ${e.name} is not a scalar of ${e.type}`);
      break;
    case 'local':
      if (s.vars.get(e.name) !== e.type) fail(c, `local ${e.name}: ${e.type} undeclared or mistyped`);
      break;
    case 'length':
      if (!c.arrays.has(e.array) || e.type !== 'i32') fail(c, `length of ${e.array}`);
      break;
    case 'dimcheck':
      if (e.type !== 'i32' || c.scalars.get(e.extent) !== 'i32') fail(c, `dimcheck against ${e.extent}`);
      same(c, e.index, 'i32', `dimension index against ${e.extent}`);
      checkExpr(c, e.index, s);
      break;
    case 'load':
      if (c.arrays.get(e.array) !== e.type) fail(c, `load ${e.array}: ${e.type}`);
      same(c, e.index, 'i32', `index of ${e.array}`);
      checkExpr(c, e.index, s);
      break;
    case 'unary':
      if (e.op === 'not') same(c, e.arg, 'bool', 'not');
      else same(c, e.arg, e.type, e.op);
      if (e.op === 'bitnot' && !['i32', 'u32', 'i64', 'u64'].includes(e.type))
        fail(c, 'bitnot on non-integer');
      checkExpr(c, e.arg, s);
      break;
    case 'binary':
      checkBinary(c, e, s);
      break;
    case 'logical':
      same(c, e.left, 'bool', e.op);
      same(c, e.right, 'bool', e.op);
      if (e.type !== 'bool') fail(c, 'logical yields bool');
      checkExpr(c, e.left, s);
      checkExpr(c, e.right, s);
      break;
    case 'cond':
      same(c, e.test, 'bool', 'cond test');
      same(c, e.consequent, e.type, 'cond then');
      same(c, e.alternate, e.type, 'cond else');
      for (const x of [e.test, e.consequent, e.alternate]) checkExpr(c, x, s);
      break;
    case 'call':
      checkCall(c, e, s);
      break;
    case 'cast':
      checkExpr(c, e.arg, s);
      break;
    case 'atomic':
      checkAtomic(c, e, s);
      break;
    case 'let':
      checkLet(c, e, s);
      break;
    case 'helper':
      checkHelper(c, e, s);
      break;
  }
}

type ExprOf<K extends Expr['kind']> = Extract<Expr, { kind: K }>;

function checkBinary(c: Context, e: ExprOf<'binary'>, s: Scope): void {
  const cmp = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'].includes(e.op);
  const shift = e.op === 'shl' || e.op === 'shr' || e.op === 'ushr';
  if (cmp) {
    if (e.type !== 'bool') fail(c, `${e.op} must yield bool`);
    same(c, e.right, e.left.type, e.op);
  } else if (shift) {
    same(c, e.left, e.type, e.op);
    same(c, e.right, 'u32', `${e.op} amount`);
  } else {
    same(c, e.left, e.type, e.op);
    same(c, e.right, e.type, e.op);
  }
  const big = e.left.type === 'i64' || e.left.type === 'u64';
  const ints = e.left.type === 'i32' || e.left.type === 'u32' || big;
  if ((e.op === 'idiv' || e.op.startsWith('bit') || shift) && !ints) fail(c, `${e.op} on ${e.left.type}`);
  if (e.op === 'div' && ints) fail(c, 'div on integers (use idiv)');
  if (e.op === 'shr' && e.type !== (big ? e.left.type : 'i32')) fail(c, 'shr yields i32');
  if (e.op === 'ushr' && (big || e.type !== 'u32')) fail(c, 'ushr yields u32');
  if (e.left.type === 'bool' && !(e.op === 'eq' || e.op === 'ne')) fail(c, `${e.op} on bool`);
  checkExpr(c, e.left, s);
  checkExpr(c, e.right, s);
}

function checkCall(c: Context, e: ExprOf<'call'>, s: Scope): void {
  if (e.fn === 'fround' || e.fn === 'imul') fail(c, `${e.fn} must be lowered by typing`);
  if (e.args.length !== MATH_FUNCTIONS[e.fn]) fail(c, `${e.fn} arity`);
  if (e.fn === 'clz32') {
    if (e.type !== 'i32') fail(c, 'clz32 yields i32');
  } else if (e.fn === 'word64hi' || e.fn === 'word64lo') {
    if (e.type !== 'u32') fail(c, `${e.fn} yields u32`);
    const t = e.args[0]?.type;
    if (t !== 'f64' && t !== 'i64' && t !== 'u64') fail(c, `${e.fn} of a ${String(t)}`);
  } else if (e.fn === 'f32bits' || e.fn === 'bitsf32') {
    const [from, to] = e.fn === 'f32bits' ? ['f32', 'u32'] : ['u32', 'f32'];
    if (e.type !== to) fail(c, `${e.fn} yields ${to}`);
    for (const a of e.args) same(c, a, from as ScalarType, e.fn);
  } else for (const a of e.args) same(c, a, e.type, e.fn);
  for (const a of e.args) checkExpr(c, a, s);
}

function checkAtomic(c: Context, e: ExprOf<'atomic'>, s: Scope): void {
  const t = c.arrays.get(e.array);
  const intOk = t === 'i32' || t === 'u32';
  const floatOk = (t === 'f32' || t === 'f64') && FLOAT_ATOMIC_OPS.has(e.op);
  if ((!intOk && !floatOk) || c.clamped.has(e.array) || c.small.has(e.array)) {
    fail(c, `atomic ${e.op} on ${e.array} of ${String(t)}`);
  }
  if (e.type !== t) fail(c, `atomic ${e.array} yields ${e.type}`);
  same(c, e.index, 'i32', 'atomic index');
  for (const a of e.args) same(c, a, e.type, `atomic ${e.op}`);
  checkExpr(c, e.index, s);
  for (const a of e.args) checkExpr(c, a, s);
}

function checkLet(c: Context, e: ExprOf<'let'>, s: Scope): void {
  const t = s.vars.get(e.name);
  if (t === undefined) fail(c, `let binds undeclared ${e.name}`);
  else if (e.value.type !== t) fail(c, `let binds ${e.value.type} to ${e.name}: ${t}`);
  same(c, e.body, e.type, 'let body');
  checkExpr(c, e.value, s);
  checkExpr(c, e.body, s);
}

function checkHelper(c: Context, e: ExprOf<'helper'>, s: Scope): void {
  const f = c.fns.get(e.name);
  if (!f) {
    fail(c, `unknown helper ${e.name}`);
    return;
  }
  if (f.returnType !== e.type) fail(c, `helper ${e.name} returns ${f.returnType}`);
  if (f.params.length !== e.args.length) fail(c, `helper ${e.name} arity`);
  f.params.forEach((p, i) => {
    const a = e.args[i];
    if (a) same(c, a, p.type, `arg ${i} of ${e.name}`);
  });
  for (const a of e.args) checkExpr(c, a, s);
}

function checkBlock(c: Context, stmts: readonly Stmt[], s: Scope, loopDepth: number): void {
  for (const st of stmts) checkStmt(c, st, s, loopDepth);
}

function checkStmt(c: Context, st: Stmt, s: Scope, loopDepth: number): void {
  const { k } = c;
  switch (st.kind) {
    case 'assign': {
      const t = s.vars.get(st.name);
      if (t === undefined) fail(c, `assign to undeclared ${st.name}`);
      else if (st.value.type !== t) fail(c, `assign ${st.value.type} to ${st.name}: ${t}`);
      checkExpr(c, st.value, s);
      break;
    }
    case 'store': {
      const t = c.arrays.get(st.array);
      if (t === undefined) fail(c, `store to non-array ${st.array}`);
      else if (st.value.type !== t && !(c.clamped.has(st.array) && st.value.type !== 'bool')) {
        fail(c, `store ${st.value.type} into ${st.array}: ${t}[]`);
      }
      if (st.index.type !== 'i32') fail(c, `store index of ${st.array} is ${st.index.type}`);
      checkExpr(c, st.index, s);
      checkExpr(c, st.value, s);
      break;
    }
    case 'expr':
      checkExpr(c, st.expr, s);
      break;
    case 'if':
      if (st.test.type !== 'bool') fail(c, 'if test not bool');
      checkExpr(c, st.test, s);
      checkBlock(c, st.consequent, s, loopDepth);
      checkBlock(c, st.alternate, s, loopDepth);
      break;
    case 'loop':
      if (st.test) {
        if (st.test.type !== 'bool') fail(c, 'loop test not bool');
        checkExpr(c, st.test, s);
      }
      checkBlock(c, st.body, s, loopDepth + 1);
      checkBlock(c, st.update, s, loopDepth + 1);
      break;
    case 'break':
    case 'continue':
      if (loopDepth === 0) fail(c, `${st.kind} outside a loop`);
      break;
    case 'barrier':
      if (s.returnType !== null || !k.workgroup || k.groupLoops)
        fail(c, 'barrier outside a work-group kernel');
      break;
    case 'fence':
      if (st.scope === 'workgroup' && !k.workgroup) fail(c, 'work-group fence outside a work-group kernel');
      break;
    case 'return':
      if (s.returnType === null) {
        if (st.value) fail(c, 'kernel return with a value');
      } else if (!st.value || st.value.type !== s.returnType) fail(c, `return in a ${s.returnType} function`);
      if (st.value) checkExpr(c, st.value, s);
      break;
  }
}

nameErrorClasses({ IRVerifyError });
