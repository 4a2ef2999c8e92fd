/**
 * np.sort and np.argsort on tt.sort / tt.argsort (src/ops/sort.ts: a stable merge or radix sort on
 * the array's device). NumPy's axis: default -1 (every last-axis line), an integer, or null (the
 * flattened array, a 1-D result). Both are stable (equal elements keep their order; NumPy's
 * default quicksort is not). tt.sort keys i32, u32 and f32; 8/16-bit integers and bools are sorted
 * as i32 copies (exact) and converted back; f64 by a merge sort of its own (ops/sort-f64.ts) where
 * the device has f64 (elsewhere OP_BAD_DTYPE).
 */
import { ArrayOpError } from '../errors/errors.js';
import { argsort as ttArgsort, sort as ttSort } from '../ops/sort.js';
import { sortF64Lines } from '../ops/sort-f64.js';
import type { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { zeros } from './creation.js';
import { npDTypeOf } from './dtypes.js';
import { astype } from './elementwise-api.js';
import { traceOf, traceOp } from './jit-ops.js';
import type { Trace } from './jit-trace.js';
import { checkNpOptions } from './options.js';
import { copy, flattened, ravel, transpose } from './views.js';

export interface SortOptions {
  /** The axis to sort along (negative counts from the end; default -1); null: the flattened array. */
  readonly axis?: number | null;
}

const KEYED = new Set(['i32', 'u32', 'f32']);

function sorted(op: string, x: NDArray, opts: SortOptions | undefined, indices: boolean): NDArray {
  checkNpOptions(op, opts, ['axis']);
  const trace = traceOf([x]);
  const a = trace ? x : checkArrayArg(op, x);
  const t = npDTypeOf(a);
  if (t === 'f64' && !a.device.caps.f64)
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `${a.describe()}: device ${a.device.id} has no f64; convert with np.astype(x, tt.f32) if its precision will do, or sort on a CPU device`,
    );
  const flat = opts?.axis === null;
  const axis = flat ? 0 : normalizeAxis(op, opts?.axis ?? -1, a.shape.length);
  if (trace) return tracedSort(op, trace, a, opts, indices);
  if (t === 'f64') return sortedF64(a as NDArray<'f64'>, flat ? undefined : axis, indices);
  const input = flat ? flattened(a) : a;
  // smaller integers and bools sort as i32 keys; f16 as f32 (exact: every f16 is an f32)
  const keys = KEYED.has(t) ? input : astype(input, t === 'f16' ? 'f32' : 'i32');
  const out = indices ? ttArgsort(keys, { axis }) : ttSort(keys as NDArray<'i32' | 'f32'>, { axis });
  if (keys !== input) keys.dispose();
  if (input !== a) input.dispose();
  if (indices || keys === input) return out;
  const back = astype(out, t);
  out.dispose();
  return back;
}

/**
 * np.sort/np.argsort in a jit trace: 8/16-bit integers, bools and f16 are converted to their key
 * type and a sort's result back as recorded elementwise nodes (they fuse into the chains around
 * the sort); the sort itself is an op node running eager's on the keys.
 */
function tracedSort(
  op: string,
  trace: Trace,
  a: NDArray,
  opts: SortOptions | undefined,
  indices: boolean,
): NDArray {
  const t = npDTypeOf(a);
  const keyType = KEYED.has(t) || t === 'f64' ? t : t === 'f16' ? 'f32' : 'i32';
  const keys = keyType === t ? a : astype(a, keyType);
  const shape = opts?.axis === null ? [a.length] : a.shape;
  const run = ([v]: readonly NDArray[]) => sorted(op, v as NDArray, opts, indices);
  const out = traceOp(trace, op, [keys], { dtype: indices ? 'i32' : keyType, shape }, run);
  return indices || keyType === t ? out : astype(out, t);
}

/** A sorted copy along `axis` (default -1; null: the flattened array); stable; NaN last. */
function sortNow(x: NDArray, opts?: SortOptions): NDArray {
  return sorted('np.sort', x, opts, false);
}
/** A sorted copy along `axis` (default -1; null: the flattened array); stable; NaN last. */
export const sort = labelled('np.sort', sortNow);

/** i32 indices that sort x along `axis` (default -1; null: flattened); stable. */
function argsortNow(x: NDArray, opts?: SortOptions): NDArray {
  return sorted('np.argsort', x, opts, true);
}
/** i32 indices that sort x along `axis` (default -1; null: flattened); stable. */
export const argsort = labelled('np.argsort', argsortNow);

/**
 * f64 lines sorted by the merge sort of ops/sort-f64.ts: the flattened array (axis undefined) or
 * every line along `axis` (another axis than the last is moved last by a transposed copy, and the
 * result moved back by one more).
 */
function sortedF64(a: NDArray<'f64'>, axis: number | undefined, indices: boolean): NDArray {
  const rank = a.shape.length;
  const last = axis === undefined || axis === rank - 1;
  const shape = axis === undefined ? [a.length] : a.shape;
  const L = axis === undefined ? a.length : (a.shape[axis] ?? 1);
  if (L <= 1 || a.length === 0)
    return indices ? zeros(shape, { dtype: 'i32', queue: a.queue }) : copy(axis === undefined ? ravel(a) : a);
  const perm = [...a.shape.keys()].filter((d) => d !== axis);
  if (axis !== undefined) perm.push(axis);
  // a transposed or strided input is read through one counted copy (a launch argument)
  const lines = last ? (axis === undefined ? ravel(a) : a) : transpose(a, perm);
  const out = sortF64Lines(lines as NDArray<'f64'>, L, indices);
  if (lines !== a) lines.dispose();
  if (last) return out;
  const back = perm.map((_, d) => perm.indexOf(d));
  const moved = transpose(out, back);
  const result = copy(moved);
  moved.dispose();
  out.dispose();
  return result;
}
