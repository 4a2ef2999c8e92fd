/**
 * tt.sort and tt.argsort (i32, u32, f32; flat order, or along an axis): the input becomes u32 keys
 * whose unsigned order is the wanted one (sort-kernels.ts), a stable sort orders them — merge sort
 * at small sizes, radix sort at large ones (sort-path.ts) — and the keys turn back into values.
 * f32 is ordered like Float32Array.prototype.sort: -Infinity … -0, +0 … +Infinity, NaN last;
 * argsort is stable (equal keys keep their input order) and returns i32 indices.
 */
import { ArrayOpError, InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { userCall } from '../runtime/user-call.js';
import { bitView } from './bit-view.js';
import { checkArray, checkAxis, checkOptions, Launches, like } from './common.js';
import type { AxisOptions } from './reduce.js';
import { type SortCore, sortAlong } from './sort-axis.js';
import { iota, keysKernel, valuesKernel } from './sort-kernels.js';
import { mergeSortFlat, mergeSortKeys } from './sort-merge.js';
import { type SortPath, sortPath } from './sort-path.js';
import { radixSortKeys } from './sort-radix.js';

type SortDType = 'i32' | 'u32' | 'f32';
const SORTABLE: readonly SortDType[] = ['i32', 'u32', 'f32'];

function makeKeys(run: Launches, x: NDArray): NDArray<'u32'> {
  const keys = like(x, 'u32', [x.length]);
  if (x.dtype === 'f32') {
    const bits = bitView(x, 'u32');
    run.add(keysKernel('f32').launch(x.length, { x: bits, keys }));
    run.release(bits);
  } else {
    run.add(keysKernel(x.dtype as 'i32' | 'u32').launch(x.length, { x: x as NDArray<'i32' | 'u32'>, keys }));
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
    run.add(valuesKernel('f32').launch(out.length, { keys, x: bits }));
    run.release(bits);
  } else {
    run.add(
      valuesKernel(out.dtype as 'i32' | 'u32').launch(out.length, { keys, x: out as NDArray<'i32' | 'u32'> }),
    );
  }
}

/** The steps of one sort path (the axis form runs two of its stable sorts). */
function core(path: SortPath): SortCore {
  return { makeKeys, sortKeys: path === 'merge' ? mergeSortKeys : radixSortKeys, valuesFromKeys };
}

/**
 * x sorted (values, or i32 indices when `indices`) by the given path: the flat array, or with
 * `axis` every line along it. tt.sort / tt.argsort pick the path by size (sort-path.ts); the
 * benchmark and tests call this to run either path at any size.
 */
export function sortWith(x: NDArray, path: SortPath, indices: boolean, axis?: number): NDArray {
  const c = core(path);
  if (axis !== undefined) return sortAlong(x, axis, indices, c);
  const out = like(x, indices ? 'i32' : x.dtype, x.shape);
  if (x.length === 0) return out;
  const run = new Launches();
  if (path === 'merge') {
    mergeSortFlat(run, x, out, indices);
    return out;
  }
  if (indices) {
    const idx = out as NDArray<'i32'>;
    run.add(iota().launch(x.length, { v: idx }));
    const { keys, vals } = c.sortKeys(run, x, makeKeys(run, x), idx);
    run.release(keys);
    if (!vals) throw new InternalError('argsort lost its indices');
    return vals;
  }
  const { keys } = c.sortKeys(run, x, makeKeys(run, x), undefined);
  valuesFromKeys(run, keys, out);
  run.release(keys);
  return out;
}

/**
 * A sorted copy of x (x's shape and dtype) on x's device: the flat array in order, or with
 * `{ axis }` every line along that axis (sort-axis.ts).
 */
export function sort<N extends ArrayDTypeNameSortable>(x: NDArray<N>, opts?: AxisOptions): NDArray<N> {
  const op = 'tt.sort';
  return withOpCall(userCall(op, [x]), () => {
    check(op, x);
    const axis = sortAxis(op, x, opts);
    return sortWith(x, sortPath(x.device, x.length), false, axis) as NDArray<N>;
  });
}

/**
 * i32 indices that sort x, stable (equal elements keep their order): flat indices, or with
 * `{ axis }` indices along that axis, per line (like NumPy's argsort).
 */
export function argsort(x: NDArray, opts?: AxisOptions): NDArray<'i32'> {
  const op = 'tt.argsort';
  return withOpCall(userCall(op, [x]), () => {
    check(op, x);
    const axis = sortAxis(op, x, opts);
    return sortWith(x, sortPath(x.device, x.length), true, axis) as NDArray<'i32'>;
  });
}

export type ArrayDTypeNameSortable = SortDType;

/**
 * Sorts u32 `keys`, each at most `maxKey`, stably, consuming them: the sorted keys and the i32
 * indices that sort them (deterministic mode's logged atomics, ordered-atomics.ts). Keys below 2^16
 * take two radix passes instead of four.
 */
export function sortKeysWithOrder(
  keys: NDArray<'u32'>,
  maxKey: number,
): { sorted: NDArray<'u32'>; order: NDArray<'i32'> } {
  const run = new Launches();
  const order = like(keys, 'i32', [keys.length]);
  run.add(iota().launch(keys.length, { v: order }));
  const path = sortPath(keys.device, keys.length);
  const sorted = core(path).sortKeys(run, keys, keys, order, maxKey < 2 ** 16 ? 16 : 32);
  if (!sorted.vals) throw new InternalError('sortKeysWithOrder lost its indices');
  return { sorted: sorted.keys, order: sorted.vals };
}

/** The normalised axis of `opts`, or undefined for the flat array (no axis, or a 1-D array). */
function sortAxis(op: string, x: NDArray, opts: AxisOptions | undefined): number | undefined {
  checkOptions(op, opts, ['axis']);
  if (opts?.axis === undefined) return undefined;
  const axis = checkAxis(op, x, opts.axis);
  return x.shape.length > 1 ? axis : undefined;
}
