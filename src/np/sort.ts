/**
 * np.sort and np.argsort on tt.sort / tt.argsort (src/ops/sort.ts: a stable merge or radix sort on
 * the array's device). NumPy's axis: default -1 (every last-axis line), an integer, or null (the
 * flattened array, a 1-D result). Both are stable (equal elements keep their order; NumPy's
 * default quicksort is not). tt.sort keys i32, u32 and f32; 8/16-bit integers and bools are sorted
 * as i32 copies (exact) and converted back; f64 is refused (OP_BAD_DTYPE).
 */
import { ArrayOpError } from '../errors/errors.js';
import { argsort as ttArgsort, sort as ttSort } from '../ops/sort.js';
import { wholeView } from '../runtime/array-view.js';
import type { NDArray } from '../runtime/ndarray.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { npDTypeOf } from './dtypes.js';
import { astype } from './elementwise-api.js';
import { checkNpOptions } from './options.js';

export interface SortOptions {
  /** The axis to sort along (negative counts from the end; default -1); null: the flattened array. */
  readonly axis?: number | null;
}

const KEYED = new Set(['i32', 'u32', 'f32']);

function sorted(op: string, x: NDArray, opts: SortOptions | undefined, indices: boolean): NDArray {
  checkNpOptions(op, opts, ['axis']);
  const a = checkArrayArg(op, x);
  const t = npDTypeOf(a);
  if (t === 'f64')
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `${a.describe()}: sorting keys i32, u32 and f32 (and smaller integers and bools); convert f64 with np.astype(x, tt.f32) if its precision will do`,
    );
  const flat = opts?.axis === null;
  const axis = flat ? 0 : normalizeAxis(op, opts?.axis ?? -1, a.shape.length);
  const input = flat && a.shape.length !== 1 ? wholeView(a, [a.length]) : a;
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

/** A sorted copy along `axis` (default -1; null: the flattened array); stable; NaN last. */
export function sort(x: NDArray, opts?: SortOptions): NDArray {
  return sorted('np.sort', x, opts, false);
}

/** i32 indices that sort x along `axis` (default -1; null: flattened); stable. */
export function argsort(x: NDArray, opts?: SortOptions): NDArray {
  return sorted('np.argsort', x, opts, true);
}
