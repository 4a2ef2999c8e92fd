/**
 * Hand-written gradient rules of the array operations a tape records as one step
 * (runtime/launch-recorder.ts RecordedOp): a sum or mean over every axis or one axis adds its
 * result's gradient, times the scale, to every element of the input that went into it; a matrix
 * product C = A·B adds G·Bᵀ to A's gradient and Aᵀ·G to B's (1-D operands as a row / a column).
 */
import { AutodiffError } from '../errors/autodiff.js';
import { matmul } from '../np/linalg.js';
import { transpose } from '../np/shape.js';
import { reshape } from '../np/views.js';
import { kernel } from '../runtime/define-kernel.js';
import type { RecordedOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { f32, f64, i32 } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';

/** The kernels, made at first use (defining a kernel at import would cost every program that imports tutti). */
let kernels: ReturnType<typeof makeKernels> | undefined;

const makeKernels = () => ({
  sum32: kernel(
    { g: arrayOf(f32), xg: arrayOf(f32), span: i32, inner: i32, scale: f32 },
    (i, { g, xg, span, inner, scale }) => {
      xg[i] = (xg[i] as number) + (g[Math.trunc(i / span) * inner + (i % inner)] as number) * scale;
    },
  ),
  sum64: kernel(
    { g: arrayOf(f64), xg: arrayOf(f64), span: i32, inner: i32, scale: f64 },
    (i, { g, xg, span, inner, scale }) => {
      xg[i] = (xg[i] as number) + (g[Math.trunc(i / span) * inner + (i % inner)] as number) * scale;
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

/** xg[i] += g[result element of i] · scale (a sum's rule; also adds a whole array when span = 1). */
function addSpread(g: NDArray, xg: NDArray, span: number, inner: number, scale: number): Promise<unknown> {
  kernels ??= makeKernels();
  if (xg.dtype === 'f64')
    return kernels.sum64.launch(xg.length, {
      g: g as NDArray<'f64'>,
      xg: xg as NDArray<'f64'>,
      span,
      inner,
      scale,
    });
  return kernels.sum32.launch(xg.length, {
    g: g as NDArray<'f32'>,
    xg: xg as NDArray<'f32'>,
    span,
    inner,
    scale,
  });
}

/** G·Bᵀ into A's gradient, Aᵀ·G into B's, disposing the temporaries after their last use. */
function matmulBackward(a: NDArray, b: NDArray, g: NDArray, grads: readonly NDArray[]): Promise<unknown> {
  const k = b.shape[0] ?? 1;
  const a2 = a.shape.length === 1 ? reshape(a, [1, k]) : a;
  const b2 = b.shape.length === 1 ? reshape(b, [k, 1]) : b;
  const g2 = reshape(g, [a2.shape[0] ?? 1, b2.shape[1] ?? 1]);
  const bt = transpose(b2);
  const at = transpose(a2);
  const da = matmul(g2, bt);
  const db = matmul(at, g2);
  const [ga, gb] = grads;
  const done = Promise.all([ga ? addSpread(da, ga, 1, 1, 1) : null, gb ? addSpread(db, gb, 1, 1, 1) : null]);
  const temps = [g2, bt, at, da, db, ...(a2 === a ? [] : [a2]), ...(b2 === b ? [] : [b2])];
  return done.finally(() => {
    for (const t of temps) t.dispose();
  });
}

/** Adds the gradients of the operation's inputs (`grads`, in input order) from its result's `g`. */
export function runOpBackward(op: RecordedOp, g: NDArray, grads: readonly NDArray[]): Promise<unknown> {
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
