/**
 * The lane rule of the C renderer: when a kernel may run `LANES` consecutive work items of the
 * innermost launch index together (render-lanes.ts), statement by statement, with a mask per lane.
 * Plain items already vectorise when their body is straight-line code (the compiler vectorises
 * the block loop); a body with a loop whose trip count differs between items (an escape-time
 * loop such as Mandelbrot's) stays scalar, one item at a time. Running the items as lanes turns
 * that loop into "while any lane is active", which the compiler vectorises.
 *
 * A kernel qualifies when
 *   1. its body has a loop or a console.log (whose atomic slot claim keeps the compiler from
 *      vectorising plain items), and no `return`, `break` or `continue` (lanes leave a loop together);
 *   2. every array access is one the block check covers (hoisted: unchecked in the fast path), one
 *      at a launch index (`y[j]`, proven for every item), or one the entry check of a top-level
 *      loop covers (loop versioning, lane-loops.ts; for a loop after a store, made at the first
 *      store): so every lane may evaluate every access, and errors stay exactly those of the
 *      checked path (a lane group whose loop check fails has changed nothing yet, and its items
 *      then run one at a time);
 *   3. each array that is stored is accessed at one and the same index, affine in the innermost
 *      index with a constant non-zero coefficient: each lane touches only its own element, so no
 *      lane reads what another writes (the entry also checks at run time that the stored arrays
 *      do not overlap the other arrays) — or else (accessed in a checked loop, stored under an
 *      invariant test such as `i === 0`, or at a step that is a product of invariants) each group
 *      checks before its first store that no lane accesses an element another lane stores
 *      (lane-hazard.ts), or runs item by item; never when every lane stores one element;
 *   4. nothing has effects or can fail except stores: no atomics (but console.log's slot claim,
 *      which runs lane by lane behind a test that any lane prints), no assignments inside
 *      expressions, helpers without loops, no integer division or remainder, no float -> int
 *      conversion (ToInt32), and only Math functions that are one instruction or a select (so
 *      inactive lanes can compute and discard, and the loop stays vectorisable).
 * Leading early returns (`if (j > i) return;`) are tested per group first (`leadingGuards`).
 * Anything else runs one item at a time, as before; the results are the same either way.
 */

import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { Expr, KernelIR, MathFn, Stmt } from '../../ir/nodes.js';
import { childExprs, visit } from '../../ir/walk.js';
import type { Affine, Hoisting } from '../../passes/affine-index.js';
import { accessConditions } from './lane-conditions.js';
import { checkedLoops } from './lane-loops.js';
import { uniformExpr, uniformLocals } from './lane-uniform.js';

/** console.log's hidden arrays (frontend/lower-print.ts): their records are written per lane. */
export const isPrintArray = (array: string): boolean => array === PRINT_WORDS;

/** True for console.log's slot claim `slot = Atomics.add(tt_print, 0, 1)` (render-lanes.ts). */
export function isPrintSlot(s: Stmt): boolean {
  return s.kind === 'assign' && s.value.kind === 'atomic' && s.value.array === PRINT_WORDS;
}

/** Work items per lane group: one AVX-512 vector of f32, two of AVX2, four of SSE / NEON. */
export const LANES = 16;

const LANE_MATH: ReadonlySet<MathFn> = new Set([
  'sqrt',
  'abs',
  'floor',
  'ceil',
  'trunc',
  'fround',
  'imul',
  'umulhi',
]);
const INT_MINMAX: ReadonlySet<MathFn> = new Set(['min', 'max']);

const key = (a: Affine | { readonly launch: number }): string =>
  JSON.stringify(a, (_k, v) => (typeof v === 'bigint' ? String(v) : v));

/**
 * An access the launch proved in bounds for every item (passes/hoist-range-checks.ts: indexed
 * exactly by a launch index, unchecked in the fast variant), so for every lane too.
 */
const launchAccess = (a: Access): boolean => !a.checked && a.index.kind === 'index';

type Access = { readonly checked: boolean; readonly index: Expr };

/** An access's index as lanes.ts compares them: affine (block-checked) or a launch index. */
type Form = Affine | { readonly launch: number };

function exprProblem(
  e: Expr,
  k: KernelIR,
  h: Hoisting,
  loopCovered: ReadonlySet<object>,
  launchSafe: (a: Access) => boolean,
): string | undefined {
  switch (e.kind) {
    case 'atomic':
      // console.log's slot claim runs lane by lane, only when a lane prints (render-lanes.ts)
      return e.array === PRINT_WORDS ? undefined : 'atomics';
    case 'let':
      return 'an assignment inside an expression';
    case 'load':
      return h.unchecked.has(e) || loopCovered.has(e) || launchSafe(e)
        ? undefined
        : `a checked access to '${e.array}'`;
    case 'dimcheck':
      return e.checked && !h.unchecked.has(e) && !loopCovered.has(e)
        ? 'a checked dimension of a shaped array'
        : undefined;
    case 'binary':
      if (e.op === 'idiv' || e.op === 'rem') return 'integer division or remainder';
      return undefined;
    case 'cast':
      return (e.arg.type === 'f32' || e.arg.type === 'f64') && (e.type === 'i32' || e.type === 'u32')
        ? 'a float -> int conversion'
        : undefined;
    case 'call':
      if (LANE_MATH.has(e.fn)) return undefined;
      if (INT_MINMAX.has(e.fn) && (e.type === 'i32' || e.type === 'u32')) return undefined;
      return `Math.${e.fn}`;
    case 'helper': {
      const f = k.functions.find((x) => x.name === e.name);
      let loop = false;
      const onStmt = (s: Stmt) => {
        if (s.kind === 'loop') loop = true;
      };
      if (f) visit(f.body, () => {}, onStmt);
      return loop ? `helper '${e.name}' has a loop` : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The body's leading early returns (`if (j > i) return;`, a triangular launch) and the rest. A lane
 * group tests them first (render-lanes.ts): if every item returns, the group is done; if some do,
 * its items run one at a time; if none does, the rest runs as lanes with every lane active.
 */
export function leadingGuards(k: KernelIR): { readonly guards: readonly Expr[]; readonly rest: KernelIR } {
  const guards: Expr[] = [];
  let n = 0;
  for (const s of k.body) {
    const onlyReturn = s.kind === 'if' && s.alternate.length === 0 && s.consequent.length === 1;
    if (!onlyReturn || s.consequent[0]?.kind !== 'return') break;
    guards.push(s.test);
    n++;
  }
  return { guards, rest: n === 0 ? k : { ...k, body: k.body.slice(n) } };
}

/** Why kernel `k` does not run as lanes, or undefined when it does. */
export function laneProblem(kernel: KernelIR, h: Hoisting): string | undefined {
  return laneAnalysis(kernel, h).problem;
}

/** The stored arrays whose accesses each lane group checks before its first store (lane-hazard.ts). */
export function laneHazardArrays(kernel: KernelIR, h: Hoisting): ReadonlySet<string> {
  return laneAnalysis(kernel, h).hazard;
}

function laneAnalysis(
  kernel: KernelIR,
  h: Hoisting,
): { readonly problem?: string; readonly hazard: Set<string> } {
  const hazard = new Set<string>();
  if (kernel.private?.length) return { problem: 'a private array (one per item)', hazard };
  const { guards, rest: k } = leadingGuards(kernel);
  // every lane evaluates every guard: accesses in them must be ones the block check covers
  const guardProblem = (e: Expr): string | undefined =>
    exprProblem(e, k, h, new Set(), () => false) ??
    childExprs(e)
      .map(guardProblem)
      .find((p) => p !== undefined);
  const inGuard = guards.map(guardProblem).find((p) => p !== undefined);
  if (inGuard) return { problem: inGuard, hazard };
  let loops = 0;
  let problem: string | undefined;
  // accesses at a launch index (y[i] = s): proven for every item, so for every lane
  const launchSafe = launchAccess;
  const loopCovered = new Set<object>();
  for (const l of checkedLoops(k, h).values()) for (const n of l.h.unchecked) loopCovered.add(n);
  const accesses = new Map<string, Form[]>();
  const stored = new Set<string>();
  const loopAccessed = new Set<string>();
  // stores under an invariant test: left out of `accesses`, checked per group instead
  const conditions = accessConditions(
    k.body,
    () => '',
    () => false,
  );
  const conditioned = new Set<string>();
  const note = (array: string, node: Access, into = accesses) => {
    const a: Form | undefined = launchSafe(node)
      ? { launch: node.index.kind === 'index' ? node.index.dim : -1 }
      : h.indexOf.get(node);
    if (a) into.set(array, [...(into.get(array) ?? []), a]);
  };
  // console.log's record values (in its stores) are written lane by lane, behind its test
  const record = new Set<object>();
  const onStmt = (s: Stmt) => {
    if (s.kind === 'store' && isPrintArray(s.array))
      visit([s], (e) => {
        record.add(e);
      });
    if (s.kind === 'loop') loops++;
    if (s.kind === 'return' || s.kind === 'break' || s.kind === 'continue') problem ??= `'${s.kind}'`;
    if (s.kind === 'fence') problem ??= 'a memory fence';
    if (s.kind === 'store' && !isPrintArray(s.array)) {
      stored.add(s.array);
      if (!h.unchecked.has(s) && !launchSafe(s) && !loopCovered.has(s))
        problem ??= `a checked access to '${s.array}'`;
      if (loopCovered.has(s)) loopAccessed.add(s.array);
      // a store at each lane's own element (y[i], printing kernels' else) needs no test per group
      const launch = s.index.kind === 'index' ? s.index.dim : -1;
      const form: Form | undefined = launchSafe(s) ? { launch } : h.indexOf.get(s);
      const own = form !== undefined && ownElement([form], k.rank - 1) === undefined;
      if (conditions.get(s)?.conds.length && !own) conditioned.add(s.array);
      else note(s.array, s);
    }
  };
  visit(
    k.body,
    (e) => {
      if (!record.has(e)) problem ??= exprProblem(e, k, h, loopCovered, launchSafe);
      if (e.kind === 'load') note(e.array, e);
      if (e.kind === 'load' && !h.unchecked.has(e) && !launchSafe(e)) loopAccessed.add(e.array);
    },
    onStmt,
  );
  for (const f of k.functions) {
    visit(f.body, (e) => {
      problem ??= exprProblem(e, k, h, loopCovered, launchSafe);
    });
  }
  if (problem) return { problem, hazard };
  // a stored array accessed in a checked loop: each lane group checks, before its first store,
  // that no lane reads what another stores and that no two lanes store the same element
  // (lane-hazard.ts), so its lane step may be a product of invariants (a row of a shaped array)
  // the guards of a group run before any of its stores: they may read only arrays never stored
  const guardLoaded = new Set<string>();
  visit(
    guards.map((g) => ({ kind: 'expr' as const, expr: g })),
    (e) => {
      if (e.kind === 'load') guardLoaded.add(e.array);
    },
  );
  for (const array of stored)
    if (guardLoaded.has(array))
      return { problem: `'${array}' is stored and read in an early return`, hazard };
  // a printing kernel's items do not vectorise (the slot claim is an atomic): lanes do
  if (loops === 0 && !k.prints?.length)
    return { problem: 'no loop (the plain items already vectorise)', hazard };
  const inner = k.rank - 1;
  const skewed = skewedLoop(k, h, inner);
  if (skewed) return { problem: skewed, hazard };
  const same = sameElementStores(k, h, inner);
  for (const array of stored) {
    // stored at the same element by every lane, unconditionally: every group would fail its check
    if (same.has(array)) return { problem: `'${array}' is stored at the same element by every lane`, hazard };
    // accessed in a checked loop: the group's hazard check tests all its accesses (lane-hazard.ts)
    if (loopAccessed.has(array)) {
      hazard.add(array);
      continue;
    }
    // each lane its own element (a constant step), except stores under an invariant test
    // (`if (i === 0) r[k] = s`) or at a step that is a product of invariants: checked per group
    const own = ownElement(accesses.get(array) ?? [], inner);
    if (own === 'symbolic' || (own === undefined && conditioned.has(array))) hazard.add(array);
    else if (own !== undefined) return { problem: `'${array}' is ${own}`, hazard };
  }
  // a kernel without loops prints (lane-resume.ts): its group resumes past the first store
  if (hazard.size > 0 && loops === 0)
    return { problem: 'a stored array that no lane owns, and no loop', hazard };
  return { hazard };
}

/** Why the accesses `forms` of a stored array are not each lane's own element, or undefined. */
function ownElement(forms: readonly Form[], inner: number): string | undefined {
  const first = forms[0];
  if (!first) return undefined;
  if (forms.some((a) => key(a) !== key(first))) return 'stored and accessed at another index';
  // y[i] with i the innermost index: each lane its own element
  if ('launch' in first) return first.launch === inner ? undefined : 'stored at an outer launch index';
  const [m, ...more] = first.dims[inner] ?? [];
  if (m && more.length === 0 && m.syms.length === 0 && m.k !== 0n) return undefined;
  // a product of invariants (a row of a shaped array): distinct per lane only when it is not 0
  if (m && m.k !== 0n) return 'symbolic';
  return 'stored at an index whose step between items is not a constant';
}

/**
 * A checked loop whose counter starts at a different value in each lane (`for (k = i + 1; …)` over
 * lanes i): every access of the loop is then a 16-element gather, and one item at a time (its
 * accesses contiguous or strided scalars) is faster — nussinov's diagonals ran 1.5× slower as lanes.
 */
function skewedLoop(k: KernelIR, h: Hoisting, inner: number): string | undefined {
  const uniform = uniformLocals(k);
  for (const [loop, cl] of checkedLoops(k, h)) {
    const init = k.body[k.body.indexOf(loop) - 1];
    if (init?.kind === 'assign' && init.name === cl.h.loopVar && !uniformExpr(init.value, uniform, inner))
      return 'a loop whose counter starts at another value in each lane (all its accesses gathers)';
  }
  return undefined;
}

/** Arrays with a store outside checked loops at one element for all lanes, under no invariant test. */
function sameElementStores(k: KernelIR, h: Hoisting, inner: number): Set<string> {
  const conditions = accessConditions(
    k.body,
    () => '',
    () => false,
  );
  const out = new Set<string>();
  visit(
    k.body,
    () => {},
    (s) => {
      if (s.kind !== 'store' || isPrintArray(s.array) || conditions.get(s)?.conds.length) return;
      const f = h.indexOf.get(s);
      const launch = launchAccess(s) && s.index.kind === 'index' ? s.index.dim : undefined;
      if (launch !== undefined ? launch !== inner : f && (f.dims[inner] ?? []).length === 0) out.add(s.array);
    },
  );
  return out;
}

/** The arrays `k` stores into (the lanes entry checks they do not overlap the others). */
export function storedArrays(k: KernelIR): string[] {
  const out = new Set<string>();
  visit(
    k.body,
    () => {},
    (s) => {
      if (s.kind === 'store' && !isPrintArray(s.array)) out.add(s.array);
    },
  );
  return [...out];
}
