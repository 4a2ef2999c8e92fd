/**
 * Hand-written gradient rules of the array operations a tape records as one step
 * (runtime/launch-recorder.ts RecordedOp): a sum or mean over every axis or one axis adds its
 * result's gradient, times the scale, to every element of the input that went into it; a matrix
 * product C = A·B adds G·Bᵀ to A's gradient and Aᵀ·G to B's (1-D operands as a row / a column;
 * batched products per matrix, summed over the batch axes an operand broadcast along).
 */
import { AutodiffError } from '../errors/autodiff.js';
import { matmul } from '../np/linalg.js';
import { sum } from '../np/reduce.js';
import { transpose } from '../np/shape.js';
import { reshape } from '../np/views.js';
import { kernel } from '../runtime/define-kernel.js';
import type { RecordedOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { f32, f64, i32 } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';

/** The kernels, made at first use (defining a kernel at import would cost every program that imports tutti). */
let kernels: { f32: ReturnType<typeof spreadKernels>; f64: ReturnType<typeof spreadKernels> } | undefined;

/**
 * xg += g spread over the reduced axis, as a 2-D launch [outer, span] (span = axis length · inner)
 * so that no item divides: `add` (span 1, a flat add), `row` (inner 1: a row's elements all take
 * g[r]) and `inner` (the general case, one remainder per item). With `keep` 0 every kernel writes
 * its destination (`=`) instead of adding to it: a gradient the tape has just made (fresh: see
 * Tape.gradToWrite) needs no zero fill first. Each writes every element of its destination.
 */
const spreadKernels = (dt: typeof f32 | typeof f64) => ({
  /**
   * dst[j] += Σ_a src[(o·n + a)·inner + t] for j = o·inner + t: the sum over the middle axis of
   * [outer, n, inner], a 2-D launch [outer, inner] (no division per item; t is the inner loop).
   */
  sumMiddle: kernel(
    { src: arrayOf(dt), dst: arrayOf(dt), n: i32, inner: i32, keep: i32 },
    ([o, t]: [number, number], { src, dst, n, inner, keep }) => {
      const base = o * n * inner + t;
      let s = 0;
      for (let a = 0; a < n; a++) s += src[base + a * inner] as number;
      const j = o * inner + t;
      dst[j] = (keep !== 0 ? (dst[j] as number) : 0) + s;
    },
  ),
  add: kernel({ g: arrayOf(dt), xg: arrayOf(dt), scale: dt, keep: i32 }, (i, { g, xg, scale, keep }) => {
    xg[i] = (keep !== 0 ? (xg[i] as number) : 0) + (g[i] as number) * scale;
  }),
  row: kernel(
    { g: arrayOf(dt), xg: arrayOf(dt), span: i32, scale: dt, keep: i32 },
    ([r, c]: [number, number], { g, xg, span, scale, keep }) => {
      const i = r * span + c;
      xg[i] = (keep !== 0 ? (xg[i] as number) : 0) + (g[r] as number) * scale;
    },
  ),
  inner: kernel(
    { g: arrayOf(dt), xg: arrayOf(dt), span: i32, inner: i32, scale: dt, keep: i32 },
    ([r, c]: [number, number], { g, xg, span, inner, scale, keep }) => {
      const i = r * span + c;
      xg[i] = (keep !== 0 ? (xg[i] as number) : 0) + (g[r * inner + (c % inner)] as number) * scale;
    },
  ),
});

/** The arrays of a recorded operation, checked: float inputs of one dtype. */
export function opArrays(op: RecordedOp): { inputs: NDArray[]; output: NDArray } {
  const inputs = op.inputs.filter((a): a is NDArray => a instanceof NDArray);
  const { output } = op;
  if (inputs.length !== op.inputs.length || !(output instanceof NDArray))
    throw new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', `np.${op.op}: not an NDArray`);
  for (const a of inputs)
    if ((a.dtype !== 'f32' && a.dtype !== 'f64') || a.dtype !== output.dtype)
      throw new AutodiffError(
        'AUTODIFF_INTEGER_PATH',
        '',
        `np.${op.op} of ${inputs.map((x) => x.describe()).join(' and ')}: gradients need float operands of the result's dtype`,
        undefined,
        'convert the operands to one float dtype first (np.astype)',
      );
  return { inputs, output };
}

/** A gradient array and whether it is fresh (written whole by its first use, not added to). */
export interface GradTarget {
  readonly g: NDArray;
  readonly fresh: boolean;
}

/** xg[i] += g[result element of i] · scale (a sum's rule; also adds a whole array when span = 1). */
function addSpread(
  g: NDArray,
  into: GradTarget,
  span: number,
  inner: number,
  scale: number,
): Promise<unknown> {
  const xg = into.g;
  const keep = into.fresh ? 0 : 1;
  kernels ??= { f32: spreadKernels(f32), f64: spreadKernels(f64) };
  const k = xg.dtype === 'f64' ? kernels.f64 : kernels.f32;
  // the kernels' parameters take the dtype of xg; g has it too (opArrays checked)
  const arrays = { g: g as NDArray<'f32'>, xg: xg as NDArray<'f32'> };
  if (span === 1 || xg.length === 0) return k.add.launch(xg.length, { ...arrays, scale, keep });
  const outer = xg.length / span;
  if (inner === 1) return k.row.launch([outer, span], { ...arrays, span, scale, keep });
  return k.inner.launch([outer, span], { ...arrays, span, inner, scale, keep });
}

/** dst += src summed over the middle axis of its view [outer, n, inner] (dst: [outer, inner]; `=` when fresh). */
export function sumMiddle(src: NDArray, into: GradTarget, n: number, inner: number): Promise<unknown> {
  const dst = into.g;
  kernels ??= { f32: spreadKernels(f32), f64: spreadKernels(f64) };
  const k = dst.dtype === 'f64' ? kernels.f64 : kernels.f32;
  // the kernel's parameters take the dtype of dst; src has it too
  if (dst.length === 0) return Promise.resolve();
  const range: [number, number] = [dst.length / inner, inner];
  const keep = into.fresh ? 0 : 1;
  return k.sumMiddle.launch(range, {
    src: src as NDArray<'f32'>,
    dst: dst as NDArray<'f32'>,
    n,
    inner,
    keep,
  });
}

/** x with its last two axes swapped (a view). */
function swapLast(x: NDArray): NDArray {
  const r = x.shape.length;
  return transpose(
    x,
    [...x.shape.keys()].map((d) => (d === r - 2 ? r - 1 : d === r - 1 ? r - 2 : d)),
  );
}

/**
 * `d` (a product over the broadcast batch, [...batch, rows, cols]) summed over the batch axes that
 * `like` (its operand, [...own batch, rows, cols]) broadcast along — the leading axes it lacks and
 * its size-1 axes — so it has like's elements; `temps` collects what is made.
 */
function unbroadcast(d: NDArray, like: readonly number[], temps: NDArray[]): NDArray {
  const lead = d.shape.length - like.length;
  const axes = d.shape
    .map((_, k) => k)
    .filter((k) => k < lead || ((like[k - lead] ?? 1) === 1 && (d.shape[k] ?? 1) !== 1));
  if (axes.length === 0) return d;
  const s = sum(d, { axis: axes, keepdims: true });
  temps.push(s);
  return s;
}

/**
 * G·Bᵀ into A's gradient, Aᵀ·G into B's (each only when wanted; batched products over the last
 * two axes, summed over the batch axes the operand broadcast along), disposing the temporaries
 * after their last use. 1-D operands are a row / a column.
 */
function matmulBackward(
  a: NDArray,
  b: NDArray,
  g: NDArray,
  grads: readonly (GradTarget | undefined)[],
): Promise<unknown> {
  const [ga, gb] = grads;
  const k = a.shape[a.shape.length - 1] ?? 1;
  const a2 = a.shape.length === 1 ? reshape(a, [1, k]) : a;
  const b2 = b.shape.length === 1 ? reshape(b, [k, 1]) : b;
  const m = a2.shape[a2.shape.length - 2] ?? 1;
  const n = b2.shape[b2.shape.length - 1] ?? 1;
  const g2 = reshape(g, [
    ...g.shape.slice(0, g.shape.length - (a.shape.length === 1 ? 0 : 1) - (b.shape.length === 1 ? 0 : 1)),
    m,
    n,
  ]);
  const temps = [g2, ...(a2 === a ? [] : [a2]), ...(b2 === b ? [] : [b2])];
  const product = (l: NDArray, r: NDArray, operand: NDArray, into: GradTarget) => {
    const d = matmul(l, r);
    temps.push(l === g2 ? r : l, d);
    const summed = unbroadcast(d, operand.shape, temps);
    return addSpread(summed, into, 1, 1, 1);
  };
  const done = Promise.all([
    ga ? product(g2, swapLast(b2), a2, ga) : null,
    gb ? product(swapLast(a2), g2, b2, gb) : null,
  ]);
  return done.finally(() => {
    for (const t of temps) t.dispose();
  });
}

/**
 * Adds the gradients of the operation's inputs (`grads`, in input order; a fresh one is written)
 * from its result's `g`.
 */
export function runOpBackward(
  op: RecordedOp,
  g: NDArray,
  grads: readonly (GradTarget | undefined)[],
): Promise<unknown> {
  const { inputs } = opArrays(op);
  if (op.op === 'matmul') {
    const [a, b] = inputs;
    return a && b ? matmulBackward(a, b, g, grads) : Promise.resolve();
  }
  const [xg] = grads;
  const shape = inputs[0]?.shape ?? [];
  if (!xg) return Promise.resolve();
  const n = op.axis === undefined ? shape.reduce((x, y) => x * y, 1) : (shape[op.axis] ?? 1);
  const inner = op.axis === undefined ? 1 : shape.slice(op.axis + 1).reduce((x, y) => x * y, 1);
  return addSpread(g, xg, n * inner, inner, op.scale);
}
