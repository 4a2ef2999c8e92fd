/**
 * Hand-written gradient rules of the array operations a tape records as one step
 * (runtime/launch-recorder.ts RecordedOp): a sum or mean over every axis or one axis adds its
 * result's gradient, times the scale, to every element of the input that went into it.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { kernel } from '../runtime/define-kernel.js';
import type { RecordedOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { f32, f64, i32 } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';

/** The kernels, made at first use (defining a kernel at import would cost every program that imports tutti). */
let sumBackward: ReturnType<typeof makeKernels> | undefined;

const makeKernels = () => ({
  f32: kernel(
    { g: arrayOf(f32), xg: arrayOf(f32), span: i32, inner: i32, scale: f32 },
    (i, { g, xg, span, inner, scale }) => {
      xg[i] = (xg[i] as number) + (g[Math.trunc(i / span) * inner + (i % inner)] as number) * scale;
    },
  ),
  f64: kernel(
    { g: arrayOf(f64), xg: arrayOf(f64), span: i32, inner: i32, scale: f64 },
    (i, { g, xg, span, inner, scale }) => {
      xg[i] = (xg[i] as number) + (g[Math.trunc(i / span) * inner + (i % inner)] as number) * scale;
    },
  ),
});

/** The arrays of a recorded operation, checked. */
export function opArrays(op: RecordedOp): { input: NDArray; output: NDArray } {
  const { input, output } = op;
  if (!(input instanceof NDArray) || !(output instanceof NDArray))
    throw new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', `np.${op.op}: not an NDArray`);
  if (input.dtype !== 'f32' && input.dtype !== 'f64')
    throw new AutodiffError(
      'AUTODIFF_INTEGER_PATH',
      '',
      `np.${op.op} of ${input.describe()}: a sum of integers has no gradient`,
      undefined,
      'convert the input to a float dtype first (np.astype)',
    );
  return { input, output };
}

/** Adds the gradient of a sum's input: xg[i] += g[its result element] · scale. */
export function runOpBackward(op: RecordedOp, g: NDArray, xg: NDArray): Promise<unknown> {
  const shape = opArrays(op).input.shape;
  const n = op.axis === undefined ? shape.reduce((a, b) => a * b, 1) : (shape[op.axis] ?? 1);
  const inner = op.axis === undefined ? 1 : shape.slice(op.axis + 1).reduce((a, b) => a * b, 1);
  sumBackward ??= makeKernels();
  const span = n * inner;
  if (xg.dtype === 'f64')
    return sumBackward.f64.launch(xg.length, {
      g: g as NDArray<'f64'>,
      xg: xg as NDArray<'f64'>,
      span,
      inner,
      scale: op.scale,
    });
  return sumBackward.f32.launch(xg.length, {
    g: g as NDArray<'f32'>,
    xg: xg as NDArray<'f32'>,
    span,
    inner,
    scale: op.scale,
  });
}
