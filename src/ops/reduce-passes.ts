/**
 * The multi-pass driver shared by reductions and scans: every pass is one launch on the input's
 * queue, submitted at once (queue order chains them), each shrinking the reduced axis by the block
 * size B until one partial per line is left.
 */
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { blockSize, ceilDiv, type Launches, like } from './common.js';
import { type Fold, initKernel, lanesKernel, stridedKernel } from './reduce-kernels.js';

/** Splits a shape around `axis`: outer × len × inner (axis undefined: the whole array is one line). */
export function lines(shape: readonly number[], axis: number | undefined) {
  if (axis === undefined) return { outer: 1, len: shape.reduce((a, b) => a * b, 1), inner: 1 };
  const prod = (s: readonly number[]) => s.reduce((a, b) => a * b, 1);
  return { outer: prod(shape.slice(0, axis)), len: shape[axis] ?? 1, inner: prod(shape.slice(axis + 1)) };
}

/**
 * Folds every line of x (outer × len × inner, len ≥ 1) into an array of outer × inner results on
 * x's device. With `init`, the last pass folds `init` first (left of everything).
 */
export function foldLines<N extends ArrayDTypeName>(
  run: Launches,
  x: NDArray<N>,
  fold: Fold,
  outer: number,
  len: number,
  inner: number,
  init?: number,
  finalShape: readonly number[] = [outer * inner],
): NDArray<N> {
  const B = blockSize(x.device);
  let cur: NDArray<N> = x;
  let curLen = len;
  for (;;) {
    const nb = ceilDiv(curLen, B);
    const last = nb === 1;
    if (last && init !== undefined) {
      const out = like(x, x.dtype, finalShape);
      run.add(initKernel(fold, x.dtype).launch(outer * inner, { x: cur, out, len: curLen, inner, init }));
      if (cur !== x) run.release(cur);
      return out;
    }
    const out = like(x, x.dtype, last ? finalShape : [outer * nb * inner]);
    const k = inner === 1 && fold.commutative ? lanesKernel(fold, x.dtype) : stridedKernel(fold, x.dtype);
    run.add(k.launch(outer * nb * inner, { x: cur, out, len: curLen, inner, nb, B }));
    if (cur !== x) run.release(cur);
    cur = out;
    curLen = nb;
    if (last) return cur;
  }
}
