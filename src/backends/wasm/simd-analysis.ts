/**
 * The vectorisation rule. A kernel gets a 4-lane (2-lane for f64) SIMD path over its innermost launch index
 * (`i` of a 1-D kernel, `j` of `[i, j]`, `k` of `[i, j, k]`; call it `x`) when:
 *   1. every array access (load or store) is indexed by `x + d`, where `d` is a
 *      sum of uniform terms (constants, parameters, outer indices; through lane-affine locals such
 *      as `const k = r * n + q`, see passes/lane-index.ts): `y[i]`, `out[py * w + px]`, `u[k - n]`; and
 *      every access to an array that is stored uses one and the same index — so each item touches
 *      only its own element of the stored arrays and no work item reads what another one writes.
 *      Accesses inside an `if` run for all lanes (the block's range check covers them) and stores
 *      there are masked. Arrays read at other indices must not overlap the stored ones in memory
 *      (checked at run time, simd-loop.ts);
 *   1b. a top-level loop with a lane-uniform test may also load at indices that read its counter and
 *      other uniform locals (one element for all lanes, splat; or `x` plus a loop-varying offset),
 *      covered by one test at the loop's entry (simd-loop-checks.ts); stores stay as in rule 1;
 *   1c. such a loop may also load at an affine index that is not consecutive across lanes (a row
 *      reduction's `A[i][j]` with lanes over `i`): one scalar load per lane (simd-gather.ts);
 *   1d. a top-level counted loop whose bound differs per lane keeps its counter scalar and runs
 *      to the furthest lane's bound, each lane masked at its own (simd-ragged.ts): its loads are
 *      covered by its entry test as in 1b;
 *   1e. a stored array whose every access is at the item's own column `[r][x + c]` may be accessed
 *      at any row (simd-accesses.ts `columnOwned`); 1f. nested loops: simd-nested-loops.ts;
 *   2. control flow is `if` and loops without break/continue/return (lanes run them under a mask:
 *      a loop runs while any lane is still active; assignments only change active lanes);
 *   2b. but a top-level `if (c) return;` ends the item for the lanes where c holds: later
 *      statements run under the mask of live lanes (simd-early-return.ts);
 *   3. every value is f32, i32, u32 or bool — or, for a kernel with f64 values, f64, i32, u32 or
 *      bool on 2 lanes (f64x2, lanes64.ts; f32 and f64 together stay scalar): no atomics (but console.log's slot claim and
 *      record, in loops too, which run lane by lane: simd-print.ts `vprint`), integer `/` or `%`,
 *      Math functions other than sqrt/abs/floor/ceil/trunc/min/max, clz32 and umulhi (the high word of
 *      a u32 product: tt.rand's Philox) and those of tutti's wasm math library (math/library.ts,
 *      exp/log/sin/… on f32; on f64 every float Math function: f64x2, the library's 2-lane
 *      functions, or the scalar call lane by lane). Shift counts that differ between lanes and clz32 run lane by lane.
 *      (f32 -> int casts keep JS's wrapping: lanes out of i32 range take a slow path.)
 *   4. a helper call (tt.rand, tt.randn, tt.randInt, tt.philox4x32 and declared helpers) is to a
 *      helper without loops, of lane types only, that returns once at its end: it gets a 4-lane
 *      twin (simd-helpers.ts), which every lane runs — it has no effects and cannot fail.
 * Anything else runs scalar, with identical results. Conditions and branches are evaluated eagerly in
 * all lanes, which is safe because the 4 lanes run only when every access of every lane is in range
 * (else 4 checked scalar items run) and nothing else can fail or have effects.
 */

import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { Expr, IRFunction, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { childExprs, visit } from '../../ir/walk.js';
import { isUniform, LaneIndexer, laneDimChecks } from '../../passes/lane-index.js';
import { inLibrary } from './math/library.js';
import { type SimdMath, WASM_FLOAT_MATH, WASM_SIMD_MATH } from './math-table.js';
import { offsetProblem, ownedColumn, type SimdAccess, withinByDims } from './simd-accesses.js';
import { hasEarlyReturn, withoutEarlyReturns } from './simd-early-return.js';
import { gatherable } from './simd-gather.js';
import { type CheckedLoop, checkableLoops, coverAccess } from './simd-loop-checks.js';
import { printRecord } from './simd-print-split.js';
import { raggedLoops } from './simd-ragged.js';
import type { LaneWidth } from './types.js';

export { aliasPairs, type SimdAccess } from './simd-accesses.js';

export { isUniform };

export type SimdVerdict =
  | { readonly simd: true; readonly lanes: LaneWidth }
  | { readonly simd: false; readonly reason: string };

const LANE_TYPES: ReadonlySet<string> = new Set(['f32', 'i32', 'u32', 'bool']);
/** The 2-lane (f64x2) path's value types: f64 kernels run two items per block (rule 3). */
const LANE_TYPES_F64: ReadonlySet<string> = new Set(['f64', 'i32', 'u32', 'bool']);

interface Ctx {
  readonly inner: number;
  /** Lane-uniform locals (one scalar for all lanes), and offsets that may read them. */
  readonly uniform: ReadonlySet<string>;
  readonly loopLanes: LaneIndexer;
  /** Top-level loops whose entry test may cover their accesses, and the one being walked. */
  readonly loops: ReadonlyMap<LoopStmt, CheckedLoop>;
  loop: CheckedLoop | undefined;
  /** Dimension checks the entry test of their loop covers (not checked per block). */
  readonly entryDims: Set<object>;
  /** The value types lanes hold (LANE_TYPES, or LANE_TYPES_F64 for 2 lanes). */
  readonly types: ReadonlySet<string>;
  readonly width: LaneWidth;
  readonly lanes: LaneIndexer;
  readonly accesses: SimdAccess[];
  readonly functions: ReadonlyMap<string, IRFunction>;
  /** Helpers checked so far: why one cannot run on 4 lanes, or undefined. */
  readonly helpers: Map<string, string | undefined>;
}

function accessProblem(
  c: Ctx,
  node: object,
  array: string,
  index: Expr,
  nested: Nesting,
  store: boolean,
  checked: boolean,
): string | undefined {
  const access = c.lanes.access(index);
  // a store's index temporary (passes/lane-index.ts `indexTemps`) stands for its value
  const at = (index.kind === 'local' ? c.loopLanes.temp(index.name) : undefined) ?? index;
  const column = ownedColumn(at, c.lanes);
  const owned = column === undefined ? {} : { column };
  const base = { array, store, nested: nested !== 'top', checked, withinDims: withinByDims(at), ...owned };
  if (access) {
    c.accesses.push({ ...base, access, form: 'block' });
    return undefined;
  }
  const why = `array '${array}' is indexed by something other than u + ${'ijk'[c.inner]} + d`;
  // a store at a row that moves along a loop, in the item's own column (simd-accesses.ts `columnOwned`)
  if (store && (column === undefined || !c.loopLanes.access(index))) return why;
  if (isUniform(index, c.inner)) {
    c.accesses.push({ ...base, access: { offset: [] }, form: 'splat', index });
    return undefined;
  }
  const form = c.loopLanes.access(index)
    ? 'lanes'
    : isUniform(index, c.inner, c.uniform)
      ? 'splat'
      : c.loop && gatherable(node as Expr, c.uniform)
        ? 'gather'
        : undefined;
  if (!form) return why;
  if (!c.loop || !checked || !entryCovers(c, c.loop, node, at))
    return `array '${array}' is accessed in a loop at an index its entry cannot check`;
  c.accesses.push({ ...base, access: { offset: [] }, form });
  return undefined;
}

/** The entry test of `loop` covers the access `node` (or each dimension of its index) and every checked dimension of its index. */
function entryCovers(c: Ctx, loop: CheckedLoop, node: object, index: Expr): boolean {
  // a shaped index whose every dimension is in range is in range (a store's index temporary's value)
  let ok = coverAccess(loop, node, c.uniform, c.inner) || withinByDims(index);
  visit([{ kind: 'expr', expr: index }], (e) => {
    if (e.kind !== 'dimcheck' || !e.checked) return;
    if (c.lanes.access(e.index) || isUniform(e.index, c.inner)) return; // checked per block
    if (coverAccess(loop, e, c.uniform, c.inner)) c.entryDims.add(e);
    else ok = false;
  });
  return ok;
}

/** Where an access sits: top level, inside an `if` only, or inside a loop. */
type Nesting = 'top' | 'if' | 'loop';

function exprProblem(c: Ctx, e: Expr, nested: Nesting): string | undefined {
  if (!c.types.has(e.type)) return `a value of type ${e.type}`;
  switch (e.kind) {
    case 'load': {
      return accessProblem(c, e, e.array, e.index, nested, false, e.checked); // the index is per 4 lanes
    }
    case 'atomic':
      return 'atomics';
    case 'helper': {
      const p = helperProblem(c, e.name);
      if (p) return p;
      break;
    }
    case 'let':
      return 'a bound operand';
    case 'call': {
      const t = e.args[0]?.type;
      const int = t === 'i32' || t === 'u32';
      if (LANE_INT_CALLS.has(e.fn) && int && e.args.every((a) => a.type === t)) break;
      const lanes: SimdMath = WASM_SIMD_MATH[e.fn];
      // f64: f64x2 instructions, the library's 2-lane functions, or the scalar call lane by lane
      const ok =
        t === 'f32'
          ? lanes.f32 || inLibrary(e.fn, 'f32')
          : t === 'f64'
            ? FLOAT_MATH.has(e.fn)
            : int && lanes.int;
      if (!ok || e.type !== t || !e.args.every((a) => a.type === t)) return `Math.${e.fn} on ${t ?? '?'}`;
      break;
    }
    case 'cast': {
      const from = e.arg.type;
      if (!c.types.has(from)) return `a cast from ${from}`;
      break;
    }
    case 'binary': {
      const float = e.left.type === 'f32' || e.left.type === 'f64';
      if (e.op === 'idiv' || e.op === 'rem') return 'integer division or remainder';
      if (float && ['bitand', 'bitor', 'bitxor', 'shl', 'shr', 'ushr'].includes(e.op))
        return 'bit operations on floats';
      if (e.op === 'div' && !float) return 'division of integers';
      if (e.left.type === 'bool' && e.op !== 'eq' && e.op !== 'ne') return `${e.op} on bools`;
      break;
    }
  }
  for (const x of childExprs(e)) {
    const p = exprProblem(c, x, nested);
    if (p) return p;
  }
  return undefined;
}

function stmtsProblem(c: Ctx, stmts: readonly Stmt[], nested: Nesting): string | undefined {
  for (let n = 0; n < stmts.length; n++) {
    const record = printRecord(stmts, n);
    if (record) {
      // run lane by lane as scalar code (simd-codegen.ts `vprint`)
      n += record.length - 1;
      continue;
    }
    const st = stmts[n] as Stmt;
    if (nested === 'top') c.loop = st.kind === 'loop' ? c.loops.get(st) : undefined;
    const p = stmtProblem(c, st, nested);
    if (nested === 'top') c.loop = undefined;
    if (p) return p;
  }
  return undefined;
}

function stmtProblem(c: Ctx, s: Stmt, nested: Nesting): string | undefined {
  switch (s.kind) {
    case 'assign':
      return exprProblem(c, s.value, nested);
    case 'store':
      return (
        accessProblem(c, s, s.array, s.index, nested, true, s.checked) ?? exprProblem(c, s.value, nested)
      );
    case 'if':
      return (
        exprProblem(c, s.test, inIf(nested)) ??
        stmtsProblem(c, s.consequent, inIf(nested)) ??
        stmtsProblem(c, s.alternate, inIf(nested))
      );
    case 'loop':
      return (
        (s.test ? exprProblem(c, s.test, 'loop') : undefined) ??
        stmtsProblem(c, s.body, 'loop') ??
        stmtsProblem(c, s.update, 'loop')
      );
    default:
      return `a ${s.kind} statement`;
  }
}

const inIf = (n: Nesting): Nesting => (n === 'loop' ? 'loop' : 'if');

/** Math functions on floats: on f64 lanes each has an f64x2 form or runs lane by lane (simd-codegen.ts). */
const FLOAT_MATH: ReadonlySet<string> = new Set(
  Object.entries(WASM_FLOAT_MATH)
    .filter(([, how]) => how !== 'not-float')
    .map(([fn]) => fn),
);

/** Integer Math functions with a 4-lane form (simd-codegen.ts `call`) whatever their result type. */
const LANE_INT_CALLS: ReadonlySet<string> = new Set(['umulhi', 'clz32']);

/** Why helper `name` has no 4-lane twin (rule 4), or undefined when it has one. */
function helperProblem(c: Ctx, name: string): string | undefined {
  if (c.helpers.has(name)) return c.helpers.get(name);
  const f = c.functions.get(name);
  let p: string | undefined;
  if (!f) p = `helper '${name}' not found`;
  else {
    c.helpers.set(name, `helper '${f.sourceName}' calls itself`); // refused by the frontend anyway
    p = helperBodyProblem(c, f);
  }
  c.helpers.set(name, p);
  return p;
}

function helperBodyProblem(c: Ctx, f: IRFunction): string | undefined {
  const why = `helper '${f.sourceName}'`;
  if (!c.types.has(f.returnType)) return `${why} returns ${f.returnType}`;
  for (const v of [...f.params, ...f.locals]) if (!c.types.has(v.type)) return `${why} has a ${v.type} value`;
  const last = f.body[f.body.length - 1];
  if (last?.kind !== 'return' || !last.value) return `${why} does not end with its only return`;
  const stmts = (ss: readonly Stmt[]): string | undefined => {
    for (const s of ss) {
      const p =
        s.kind === 'assign'
          ? exprProblem(c, s.value, 'if')
          : s.kind === 'if'
            ? (exprProblem(c, s.test, 'if') ?? stmts(s.consequent) ?? stmts(s.alternate))
            : `${why} has a ${s.kind} statement`;
      if (p) return p;
    }
    return undefined;
  };
  return stmts(f.body.slice(0, -1)) ?? exprProblem(c, last.value, 'if');
}

/** The helpers the 4-lane body calls, directly or through other helpers (each gets a twin). */
export function laneHelpers(k: KernelIR): IRFunction[] {
  const byName = new Map(k.functions.map((f) => [f.name, f] as const));
  const found = new Map<string, IRFunction>();
  const scan = (stmts: readonly Stmt[]): void =>
    visit(stmts, (e) => {
      const f = e.kind === 'helper' ? byName.get(e.name) : undefined;
      if (f && !found.has(f.name)) {
        found.set(f.name, f);
        scan(f.body);
      }
    });
  scan(k.body);
  return [...found.values()];
}
/** Whether `k` holds f64 values (parameters, locals, helpers or expressions): its lanes are f64x2. */
function usesF64(k: KernelIR): boolean {
  const vars = [
    ...k.params.filter((p) => p.isArray),
    ...k.locals,
    ...k.functions.flatMap((f) => [...f.params, ...f.locals]),
  ];
  if (vars.some((v) => v.type === 'f64') || k.functions.some((f) => f.returnType === 'f64')) return true;
  let found = false;
  const scan = (e: Expr): void => {
    if (e.type === 'f64') found = true;
  };
  visit(k.body, scan);
  for (const f of k.functions) visit(f.body, scan);
  return found;
}

/** A vectorisable kernel's plan: its accesses and how many items a block runs. */
export interface SimdPlan {
  readonly accesses: readonly SimdAccess[];
  readonly width: LaneWidth;
  /** Lane-uniform locals: one scalar local each (simd-codegen.ts). */
  readonly uniform: ReadonlySet<string>;
  /** Top-level loops with an entry test (simd-loop-checks.ts), and the dimension checks it covers. */
  readonly loops: ReadonlyMap<LoopStmt, CheckedLoop>;
  readonly entryDims: ReadonlySet<object>;
}

/** Whether `k`'s body prints: console.log copies locals lane by lane, so none stays uniform. */
function prints(k: KernelIR): boolean {
  let found = false;
  visit(k.body, (e) => {
    if (e.kind === 'atomic' && e.array === PRINT_WORDS) found = true;
  });
  return found;
}

/** The accesses of a vectorisable kernel, or why it is not one. */
export function simdPlan(kernel: KernelIR): SimdPlan | { reason: string } {
  // top-level early returns narrow the live lanes (simd-early-return.ts), not with a print's split
  if (hasEarlyReturn(kernel) && prints(kernel))
    return { reason: 'a return statement in a kernel that prints' };
  const k = withoutEarlyReturns(kernel);
  if (k.options.scalar) return { reason: 'its IR asks for scalar items (options.scalar)' };
  for (const p of k.params) if (p.storage !== undefined) return { reason: `an array of ${p.storage}` };
  if (k.private?.length) return { reason: 'a private array (one per item)' };
  const width: LaneWidth = usesF64(k) ? 2 : 4;
  const types = width === 2 ? LANE_TYPES_F64 : LANE_TYPES;
  for (const p of k.params)
    if (p.isArray && !types.has(p.type)) return { reason: `arrays of ${p.type} and f64 values together` };
  for (const l of k.locals) if (!types.has(l.type)) return { reason: `local of type ${l.type}` };
  const inner = k.rank - 1;
  // loops whose bound differs per lane keep their counter scalar (simd-ragged.ts)
  const ragged = raggedLoops(k);
  const uniform = ragged?.uniform ?? new Set<string>();
  const c: Ctx = {
    inner,
    uniform,
    loopLanes: new LaneIndexer(k, inner, uniform),
    loops: checkableLoops(k, uniform, ragged?.loops),
    loop: undefined,
    entryDims: new Set(),
    types,
    width,
    lanes: new LaneIndexer(k, inner),
    accesses: [],
    functions: new Map(k.functions.map((f) => [f.name, f] as const)),
    helpers: new Map(),
  };
  const p = stmtsProblem(c, k.body, 'top') ?? offsetProblem(c.accesses);
  const dims = laneDimChecks(k, c.lanes, inner, c.entryDims)
    ? undefined
    : 'a shaped array indexed by something other than u + x + d';
  const why = p ?? dims;
  return why
    ? { reason: why }
    : { accesses: c.accesses, width, uniform, loops: c.loops, entryDims: c.entryDims };
}

/** Decides whether `k` gets a SIMD path (see the rule above), and its lanes. */
export function simdVerdict(k: KernelIR): SimdVerdict {
  const plan = simdPlan(k);
  return 'reason' in plan ? { simd: false, reason: plan.reason } : { simd: true, lanes: plan.width };
}
