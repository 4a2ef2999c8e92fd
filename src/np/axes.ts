/**
 * The `axis` argument of tt.np's reductions (NumPy's: one integer, a list of them, or none for
 * every axis) and the plan that reduces several axes with the one-axis reduction kernels: runs of
 * adjacent reduced axes merge into one axis of a view (no copy), and the runs are reduced from the
 * last to the first, so every pass reads lines of its own input and the axes before it keep their
 * index. The last pass writes the wanted shape (keepdims or not) directly.
 */
import { ArrayOpError } from '../errors/errors.js';
import { normalizeAxis } from './args.js';

/** One pass: reduce `axis` of an array of shape `input` into a new array of shape `output`. */
export interface AxisPass {
  readonly input: readonly number[];
  readonly axis: number;
  readonly output: readonly number[];
}

export interface ReductionPlan {
  /** The reduced axes of x, ascending. */
  readonly axes: readonly number[];
  /** The result's shape. */
  readonly shape: readonly number[];
  /** How many elements each result element folds (the product of the reduced sizes). */
  readonly count: number;
  /** The shape x is viewed as before the first pass (its reduced runs merged). */
  readonly view: readonly number[];
  /** The passes in order; none when no axis is reduced (a 0-d array, or `axis: []`). */
  readonly passes: readonly AxisPass[];
}

/**
 * `axis` (undefined: every axis; an integer; a list of integers, negative from the end) as the
 * sorted list of reduced axes; OP_AXIS_OUT_OF_RANGE outside the rank, OP_BAD_ARGUMENT for a
 * repeated axis or anything else.
 */
export function normalizeAxes(op: string, axis: unknown, rank: number): number[] {
  if (axis === undefined || axis === null) return Array.from({ length: rank }, (_, k) => k);
  if (typeof axis === 'number') return [normalizeAxis(op, axis, rank)];
  if (!Array.isArray(axis))
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `axis must be an integer or a list of integers, got ${typeof axis}`,
    );
  const axes = axis.map((a: unknown) => normalizeAxis(op, a, rank));
  const seen = new Set<number>();
  for (const [k, a] of axes.entries()) {
    if (seen.has(a))
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `axis ${String(axis[k])} is repeated in [${axis.join(', ')}] (axis ${a} of ${rank}); name each axis once`,
      );
    seen.add(a);
  }
  return axes.sort((a, b) => a - b);
}

const product = (s: readonly number[]) => s.reduce((a, b) => a * b, 1);

/** Maximal runs of consecutive axes in a sorted list: [[1, 2], [4]] for [1, 2, 4]. */
function runsOf(axes: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const a of axes) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === a - 1) last.push(a);
    else runs.push([a]);
  }
  return runs;
}

/**
 * The passes reducing `axes` of `shape`. With `merge`, every run of adjacent axes is one axis of
 * the view (one pass per run); without, one pass per axis (autodiff's tape reports each pass as a
 * one-axis sum). Passes go from the last axis to the first; with keepdims a pass leaves its axis
 * as 1, else removes it.
 */
export function reductionPlan(
  shape: readonly number[],
  axes: readonly number[],
  keepdims: boolean,
  merge = true,
): ReductionPlan {
  const reduced = new Set(axes);
  const want = keepdims
    ? shape.map((d, k) => (reduced.has(k) ? 1 : d))
    : shape.filter((_, k) => !reduced.has(k));
  const groups = merge ? runsOf(axes) : axes.map((a) => [a]);
  const view: number[] = [];
  const at: number[] = [];
  for (let k = 0; k < shape.length; ) {
    const g = groups.find((r) => r[0] === k);
    if (g) {
      at.push(view.length);
      view.push(product(g.map((a) => shape[a] ?? 1)));
      k += g.length;
    } else view.push(shape[k++] ?? 1);
  }
  const passes: AxisPass[] = [];
  let cur = view;
  for (let j = at.length - 1; j >= 0; j--) {
    const axis = at[j] ?? 0;
    const next = keepdims ? cur.map((d, k) => (k === axis ? 1 : d)) : cur.filter((_, k) => k !== axis);
    passes.push({ input: cur, axis, output: j === 0 ? want : next });
    cur = next;
  }
  return { axes, shape: want, count: product(axes.map((a) => shape[a] ?? 1)), view, passes };
}
