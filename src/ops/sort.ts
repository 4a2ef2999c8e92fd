/**
 * tt.sort and tt.argsort (i32, u32, f32; flat order): a stable LSD radix sort, four 8-bit digit
 * passes over u32 keys (sort-kernels.ts), every pass three launches on the input's queue. f32 is
 * ordered like Float32Array.prototype.sort: -Infinity … -0, +0 … +Infinity, NaN last; argsort
 * is stable (equal keys keep their input order) and returns i32 indices.
 */
import { ArrayOpError, InternalError } from '../errors/errors.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import { bitView } from './bit-view.js';
import { ceilDiv, checkArray, checkAxis, checkOptions, Launches, like } from './common.js';
import type { AxisOptions } from './reduce.js';
import { cumsumInto } from './scan.js';
import { type RadixCore, sortAlong } from './sort-axis.js';
import {
  countKernel,
  f32BitsFromKeys,
  intsFromKeys,
  iota,
  keysFromF32Bits,
  keysFromInts,
  scatterKernel,
} from './sort-kernels.js';

type SortDType = 'i32' | 'u32' | 'f32';
const SORTABLE: readonly SortDType[] = ['i32', 'u32', 'f32'];

/** Elements per block: GPUs many small blocks (per-item loops far below 65 535); CPUs ~64 blocks. */
function radixBlock(device: Device, n: number): number {
  if (device.kind === 'gpu') return 1024;
  if (device.backend === 'js') return Math.max(1024, n);
  return Math.max(4096, ceilDiv(n, 64));
}

function sortKeys(run: Launches, x: NDArray, keys: NDArray<'u32'>, vals: NDArray<'i32'> | undefined) {
  const n = x.length;
  const B = radixBlock(x.device, n);
  const nb = ceilDiv(n, B);
  const dummy = vals ? undefined : like(x, 'i32', [1]);
  // Ping-pong buffers: pass p reads one pair and writes the other (4 passes end in `keys`/`vals`).
  const spareKeys = like(x, 'u32', [n]);
  const spareVals = vals ? like(x, 'i32', [n]) : dummy;
  const counts = like(x, 'i32', [256 * nb]);
  let k = keys;
  let v = vals ?? dummy;
  let ok = spareKeys;
  let ov = spareVals;
  for (let shift = 0; shift < 32; shift += 8) {
    run.add(countKernel().launch(nb, { keys: k, counts, n, B, nb, shift }));
    const offs = cumsumInto(run, counts, true);
    if (!v || !ov) throw new InternalError('radix values');
    run.add(
      scatterKernel(vals !== undefined).launch(nb, {
        keys: k,
        vals: v,
        offs,
        okeys: ok,
        ovals: ov,
        n,
        B,
        nb,
        shift,
      }),
    );
    run.release(offs);
    [k, ok] = [ok, k];
    [v, ov] = [ov, v];
  }
  run.release(counts);
  run.release(spareKeys);
  if (spareVals) run.release(spareVals);
  return { keys: k, vals: vals ? v : undefined };
}

function makeKeys(run: Launches, x: NDArray): NDArray<'u32'> {
  const keys = like(x, 'u32', [x.length]);
  if (x.dtype === 'f32') {
    const bits = bitView(x, 'u32');
    const p = keysFromF32Bits().launch(x.length, { bits, keys });
    run.add(p);
    x.chain(p);
    run.release(bits);
  } else {
    run.add(
      keysFromInts(x.dtype as 'i32' | 'u32').launch(x.length, { x: x as NDArray<'i32' | 'u32'>, keys }),
    );
  }
  return keys;
}

function check(op: string, x: unknown): NDArray {
  const a = checkArray(op, x, SORTABLE);
  if (a.length > 2 ** 31 - 1) throw new ArrayOpError('OP_BAD_ARGUMENT', op, 'arrays over 2^31-1 elements');
  return a;
}

/** Writes the values of `keys` (sortable u32 keys of x's dtype) into `out` (x's dtype). */
function valuesFromKeys(run: Launches, keys: NDArray<'u32'>, out: NDArray): void {
  if (out.dtype === 'f32') {
    const bits = bitView(out, 'u32');
    const p = f32BitsFromKeys().launch(out.length, { keys, bits });
    run.add(p);
    out.chain(p);
    run.release(bits);
  } else {
    run.add(
      intsFromKeys(out.dtype as 'i32' | 'u32').launch(out.length, { keys, x: out as NDArray<'i32' | 'u32'> }),
    );
  }
}

/**
 * A sorted copy of x (x's shape and dtype) on x's device: the flat array in order, or with
 * `{ axis }` every line along that axis (sort-axis.ts).
 */
export function sort<N extends ArrayDTypeNameSortable>(x: NDArray<N>, opts?: AxisOptions): NDArray<N> {
  const op = 'tt.sort';
  check(op, x);
  const axis = sortAxis(op, x, opts);
  if (axis !== undefined) return sortAlong(x, axis, false, RADIX) as NDArray<N>;
  const out = like(x, x.dtype, x.shape);
  if (x.length === 0) return out;
  const run = new Launches();
  const { keys } = sortKeys(run, x, makeKeys(run, x), undefined);
  valuesFromKeys(run, keys, out);
  run.release(keys);
  return out;
}

/**
 * i32 indices that sort x, stable (equal elements keep their order): flat indices, or with
 * `{ axis }` indices along that axis, per line (like NumPy's argsort).
 */
export function argsort(x: NDArray, opts?: AxisOptions): NDArray<'i32'> {
  const op = 'tt.argsort';
  check(op, x);
  const axis = sortAxis(op, x, opts);
  if (axis !== undefined) return sortAlong(x, axis, true, RADIX) as NDArray<'i32'>;
  const idx = like(x, 'i32', x.shape);
  if (x.length === 0) return idx;
  const run = new Launches();
  run.add(iota().launch(x.length, { v: idx }));
  const { keys, vals } = sortKeys(run, x, makeKeys(run, x), idx);
  run.release(keys);
  if (!vals) throw new InternalError('argsort lost its indices');
  return vals;
}

export type ArrayDTypeNameSortable = SortDType;

const RADIX: RadixCore = { makeKeys, sortKeys, valuesFromKeys };

/** The normalised axis of `opts`, or undefined for the flat array (no axis, or a 1-D array). */
function sortAxis(op: string, x: NDArray, opts: AxisOptions | undefined): number | undefined {
  checkOptions(op, opts, ['axis']);
  if (opts?.axis === undefined) return undefined;
  const axis = checkAxis(op, x, opts.axis);
  return x.shape.length > 1 ? axis : undefined;
}
