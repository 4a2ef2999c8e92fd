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
import { ceilDiv, checkArray, Launches, like } from './common.js';
import { cumsumInto } from './scan.js';
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

/** A sorted copy of x (flat order, x's shape and dtype) on x's device. */
export function sort<N extends ArrayDTypeNameSortable>(x: NDArray<N>): NDArray<N> {
  const op = 'tt.sort';
  check(op, x);
  const out = like(x, x.dtype, x.shape);
  if (x.length === 0) return out;
  const run = new Launches();
  const { keys } = sortKeys(run, x, makeKeys(run, x), undefined);
  if (x.dtype === 'f32') {
    const bits = bitView(out, 'u32');
    const p = f32BitsFromKeys().launch(x.length, { keys, bits });
    run.add(p);
    out.chain(p);
    run.release(bits);
  } else {
    run.add(
      intsFromKeys(x.dtype as 'i32' | 'u32').launch(x.length, { keys, x: out as NDArray<'i32' | 'u32'> }),
    );
  }
  run.release(keys);
  return out;
}

/** i32 indices that sort x (flat order), stable: equal elements keep their order. */
export function argsort(x: NDArray): NDArray<'i32'> {
  const op = 'tt.argsort';
  check(op, x);
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
