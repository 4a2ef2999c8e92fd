/**
 * tt.argmin / tt.argmax: the index of the first smallest / largest element (a NaN counts as
 * smaller and larger than everything, so the first NaN wins, as in NumPy). Blocked like the other
 * reductions: the first pass folds values into (value, index) partials, later passes fold
 * partials, left to right, so ties keep the lowest index. Indices are i32.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { KernelOptions } from '../runtime/kernel.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { userCall } from '../runtime/user-call.js';
import { type ArrayDTypeName, i32 } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import {
  blockSize,
  cachedKernel,
  ceilDiv,
  checkArray,
  checkAxis,
  checkOptions,
  dtypeOf,
  Launches,
  like,
  refuseF64,
} from './common.js';
import type { AxisOptions } from './reduce.js';
import { readScalar, reducedShape } from './reduce.js';
import { BLOCK_HELPERS, type BlockedLines, blockedSchema } from './reduce-kernels.js';
import { lines } from './reduce-passes.js';

type Which = 'min' | 'max';

/** True when b should replace the current best a (strictly better, or the first NaN). */
const BETTER: Record<Which, (b: number, a: number) => boolean> = {
  // biome-ignore lint/suspicious/noSelfCompare: v !== v is the kernel language's NaN test
  min: (b, a) => b < a || (b !== b && a === a),
  // biome-ignore lint/suspicious/noSelfCompare: v !== v is the kernel language's NaN test
  max: (b, a) => b > a || (b !== b && a === a),
};

interface P extends BlockedLines {
  x: number[];
  xi: number[];
  ov: number[];
  oi: number[];
}

function opts(which: Which, pass: string): KernelOptions {
  return { name: `arg${which}_${pass}`, helpers: { better: BETTER[which], ...BLOCK_HELPERS }, unsafe: true };
}

function firstKernel(which: Which, dtype: ArrayDTypeName) {
  const t = dtypeOf(dtype);
  return cachedKernel(`arg:${which}:first:${dtype}`, () => ({
    schema: blockedSchema({ x: arrayOf(t), ov: arrayOf(t), oi: arrayOf(i32) }),
    opts: opts(which, 'first'),
    fn: (i: number, { x, ov, oi, len, inner, nb, B }: Omit<P, 'xi'>) => {
      const base = lineBase(i, len, inner, nb);
      const start = blockStart(i, inner, nb, B);
      const end = Math.min(start + B, len);
      let best = x[base + start * inner] as number;
      let bi = start;
      for (let k = start + 1; k < end; k++) {
        const v = x[base + k * inner] as number;
        if (better(v, best)) {
          best = v;
          bi = k;
        }
      }
      ov[i] = best;
      oi[i] = bi;
    },
  }));
}

function nextKernel(which: Which, dtype: ArrayDTypeName) {
  const t = dtypeOf(dtype);
  return cachedKernel(`arg:${which}:next:${dtype}`, () => ({
    schema: blockedSchema({ x: arrayOf(t), xi: arrayOf(i32), ov: arrayOf(t), oi: arrayOf(i32) }),
    opts: opts(which, 'next'),
    fn: (i: number, { x, xi, ov, oi, len, inner, nb, B }: P) => {
      const base = lineBase(i, len, inner, nb);
      const start = blockStart(i, inner, nb, B);
      const end = Math.min(start + B, len);
      let best = x[base + start * inner] as number;
      let bi = xi[base + start * inner] as number;
      for (let k = start + 1; k < end; k++) {
        const v = x[base + k * inner] as number;
        if (better(v, best)) {
          best = v;
          bi = xi[base + k * inner] as number;
        }
      }
      ov[i] = best;
      oi[i] = bi;
    },
  }));
}

function argReduce(which: Which, x: NDArray, opts?: AxisOptions): Promise<number> | NDArray<'i32'> {
  const op = `tt.arg${which}`;
  checkArray(op, x);
  checkOptions(op, opts, ['axis']);
  refuseF64(op, x);
  const axis = opts?.axis === undefined ? undefined : checkAxis(op, x, opts.axis);
  const { len } = lines(x.shape, axis);
  if (len === 0 || x.length === 0) {
    throw new ArrayOpError(
      'OP_EMPTY_ARRAY',
      op,
      `${x.describe()} has no elements${axis === undefined ? '' : ` along axis ${axis}`}, so there is no index to return; check the length first`,
    );
  }
  const finalShape = axis === undefined ? [1] : reducedShape(x.shape, axis);
  const run = new Launches();
  const vi = argReduceTo(which, x, axis, finalShape, run);
  if (axis !== undefined) return vi;
  return readScalar(vi, run, 0);
}

/**
 * The i32 indices of the best element of every line along `axis` (undefined: the whole array)
 * of x (checked, non-empty) in a new array of `finalShape` (tt.np's keepdims or 0-d shapes).
 */
export function argReduceTo(
  which: Which,
  x: NDArray,
  axis: number | undefined,
  finalShape: readonly number[],
  run: Launches = new Launches(),
): NDArray<'i32'> {
  const { outer, len, inner } = lines(x.shape, axis);
  const B = blockSize(x.device);
  const nb = ceilDiv(len, B);
  const shape = nb === 1 ? finalShape : [outer * nb * inner];
  const ov = like(x, x.dtype, shape);
  const oi = like(x, 'i32', shape);
  run.add(firstKernel(which, x.dtype).launch(outer * nb * inner, { x, ov, oi, len, inner, nb, B }));
  return argPassesFrom(which, run, ov, oi, outer, nb, inner, finalShape);
}

/**
 * The passes after the first: folds the (value, index) partials `v`, `vi` of lines of `len`
 * blocks (outer × len × inner) until one per line is left, in a new array of `finalShape`. tt.jit's
 * fused first pass (src/np/jit-reduce.ts) continues here.
 */
export function argPassesFrom(
  which: Which,
  run: Launches,
  v: NDArray,
  vi: NDArray<'i32'>,
  outer: number,
  len: number,
  inner: number,
  finalShape: readonly number[],
): NDArray<'i32'> {
  const B = blockSize(v.device);
  let curLen = len;
  while (curLen > 1) {
    const nb = ceilDiv(curLen, B);
    const shape = nb === 1 ? finalShape : [outer * nb * inner];
    const ov = like(v, v.dtype, shape);
    const oi = like(v, 'i32', shape);
    const range = outer * nb * inner;
    run.add(nextKernel(which, v.dtype).launch(range, { x: v, xi: vi, ov, oi, len: curLen, inner, nb, B }));
    run.release(v);
    run.release(vi);
    v = ov;
    vi = oi;
    curLen = nb;
  }
  run.release(v);
  return vi;
}

type ArgReduction = {
  (x: NDArray, opts: AxisOptions & { readonly axis: number }): NDArray<'i32'>;
  (x: NDArray, opts?: AxisOptions): Promise<number>;
};

/** Index of the first smallest element (first NaN if any); with `{ axis }` an i32 NDArray. Empty: ArrayOpError OP_EMPTY_ARRAY. */
export const argmin: ArgReduction = ((x: NDArray, o?: AxisOptions) =>
  withOpCall(userCall('tt.argmin', [x]), () => argReduce('min', x, o))) as ArgReduction;
/** Index of the first largest element (first NaN if any); with `{ axis }` an i32 NDArray. Empty: ArrayOpError OP_EMPTY_ARRAY. */
export const argmax: ArgReduction = ((x: NDArray, o?: AxisOptions) =>
  withOpCall(userCall('tt.argmax', [x]), () => argReduce('max', x, o))) as ArgReduction;

declare function better(b: number, a: number): boolean;
declare function lineBase(i: number, len: number, inner: number, nb: number): number;
declare function blockStart(i: number, inner: number, nb: number, B: number): number;
