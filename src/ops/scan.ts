/**
 * Scans: tt.cumsum and tt.scan with a user combiner, as a blocked two-pass algorithm on
 * plain-range kernels (no work-groups needed): (1) one item per block of B elements folds its
 * block's total; (2) the totals are scanned exclusively the same way (recursively, starting from
 * `init`); (3) one item per block re-walks its block from its offset, writing every prefix. Each
 * item runs eight independent chains over its block (scan-kernels.ts has the exact order). The
 * scan runs over the array in its flat (row-major) order and keeps its shape.
 */
import { full } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { userCall } from '../runtime/user-call.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import {
  blockSize,
  ceilDiv,
  checkArray,
  checkAxis,
  checkInit,
  checkOptions,
  dtypeOf,
  Launches,
  like,
  refuseF64,
} from './common.js';
import { userFold } from './reduce.js';
import type { Combiner, Fold } from './reduce-kernels.js';
import { lines } from './reduce-passes.js';
import { scanLines } from './scan-axis.js';
import { scanApplyKernel, scanTotalsKernel } from './scan-kernels.js';
import { type Accumulated, widened } from './widen.js';

export interface ScanOptions {
  /** y[k] folds x[0..k-1] (y[0] = init) instead of x[0..k]. Default false. */
  readonly exclusive?: boolean;
  /**
   * Scan each line along this axis on its own (negative counts from the end), like
   * `tf.cumsum(x, axis)`; omitted: the whole array in flat (row-major) order.
   */
  readonly axis?: number;
}

/** Scans x (flat) into a new array of x's shape; submits every launch to `run`. */
function scanInto(
  run: Launches,
  x: NDArray,
  fold: Fold,
  init: number,
  exclusive: boolean,
  shape: readonly number[],
): NDArray {
  const n = x.length;
  const B = blockSize(x.device);
  const nb = ceilDiv(n, B);
  let offs: NDArray;
  if (nb === 1) {
    offs = full([1], init, dtypeOf(x.dtype), { queue: x.queue });
  } else {
    const totals = like(x, x.dtype, [nb]);
    run.add(scanTotalsKernel(fold, x.dtype).launch(nb, { x, out: totals, n, B }));
    offs = scanInto(run, totals, fold, init, true, [nb]);
    run.release(totals);
  }
  const y = like(x, x.dtype, shape);
  run.add(scanApplyKernel(fold, x.dtype, exclusive).launch(nb, { x, offs, y, n, B }));
  run.release(offs);
  return y;
}

function scanOp(op: string, x: NDArray, fold: Fold, init: number, opts: ScanOptions | undefined): NDArray {
  refuseF64(op, x);
  checkOptions(op, opts, ['exclusive', 'axis'], ['exclusive']);
  if (opts?.axis !== undefined) {
    const axis = checkAxis(op, x, opts.axis);
    if (x.length === 0) return like(x, x.dtype, x.shape);
    const dims = lines(x.shape, axis);
    return scanLines(new Launches(), x, fold, init, opts.exclusive === true, dims, x.shape);
  }
  if (x.length === 0) return like(x, x.dtype, x.shape);
  return scanInto(new Launches(), x, fold, init, opts?.exclusive === true, x.shape);
}

/** An exclusive/inclusive running sum whose launches join `run` (for other ops' internals). */
export function cumsumInto<N extends ArrayDTypeName>(
  run: Launches,
  x: NDArray<N>,
  exclusive: boolean,
): NDArray<N> {
  return scanInto(run, x, SUM, 0, exclusive, x.shape) as NDArray<N>;
}

const SUM: Fold = { name: 'cumsum', combine: (a, b) => a + b, key: 'sum', commutative: true };

/**
 * Running sums in flat order: y[k] = x[0] + … + x[k] (exclusive: x[0] + … + x[k-1], y[0] = 0), in
 * x's dtype (f32 sums in f32, 32-bit integers wrap; 8/16-bit integers give i32/u32, widen.ts), on
 * x's device; with `opts.axis`, along each line of
 * that axis (scan-axis.ts).
 */
export function cumsum<N extends ArrayDTypeName>(x: NDArray<N>, opts?: ScanOptions): NDArray<Accumulated<N>> {
  return withOpCall(userCall('tt.cumsum', [x]), () => cumsumNow(x, opts));
}

function cumsumNow<N extends ArrayDTypeName>(x: NDArray<N>, opts?: ScanOptions): NDArray<Accumulated<N>> {
  const op = 'tt.cumsum';
  checkArray(op, x);
  checkOptions(op, opts, ['exclusive', 'axis'], ['exclusive']);
  if (opts?.axis !== undefined) checkAxis(op, x, opts.axis);
  const run = new Launches();
  const wide = widened(run, x);
  if (wide === (x as NDArray)) return scanOp(op, wide, SUM, 0, opts) as NDArray<Accumulated<N>>;
  const y = scanOp(op, wide, SUM, 0, opts);
  run.release(wide);
  return y as NDArray<Accumulated<N>>;
}

/**
 * A scan with a user combiner in the kernel language (associative): y[k] = init ⊕ x[0] ⊕ … ⊕ x[k]
 * (exclusive: up to x[k-1], y[0] = init); with `opts.axis`, along each line of that axis.
 */
export function scan<N extends ArrayDTypeName>(
  x: NDArray<N>,
  combiner: Combiner,
  init: number,
  opts?: ScanOptions,
): NDArray<N> {
  const op = 'tt.scan';
  return withOpCall(userCall(op, [x]), () => {
    checkArray(op, x);
    const fold = userFold(op, combiner, x.dtype);
    checkInit(op, init, x.dtype);
    return scanOp(op, x, fold, init, opts) as NDArray<N>;
  });
}
