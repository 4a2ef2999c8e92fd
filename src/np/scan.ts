/**
 * np.cumsum and np.cumprod on tt.cumsum / tt.scan (src/ops/scan.ts: their blocked order; 8/16-bit
 * integers and bools accumulate in 32 bits). NumPy's axis: omitted (or null) scans the flattened
 * array into a 1-D result; an integer scans every line along that axis, keeping x's shape.
 */
import { cumsum as ttCumsum, scan as ttScan } from '../ops/scan.js';
import { accumulatedDType } from '../ops/widen.js';
import type { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { npDTypeOf, storageOf } from './dtypes.js';
import { astype } from './elementwise-api.js';
import { traceOf, traceOp } from './jit-ops.js';
import { checkNpOptions } from './options.js';
import type { NpDType } from './promote.js';
import { flattened } from './views.js';

export interface ScanOptions {
  /** The axis to scan along (negative counts from the end); omitted or null: the flattened array. */
  readonly axis?: number | null;
}

/** The product combiner of cumprod (one constant function: its source text keys the kernel). */
const times = (a: number, b: number): number => a * b;

function scanned(op: string, x: NDArray, opts: ScanOptions | undefined, which: 'sum' | 'prod'): NDArray {
  checkNpOptions(op, opts, ['axis']);
  const trace = traceOf([x]);
  const a = trace ? x : checkArrayArg(op, x);
  const flat = opts?.axis === undefined || opts.axis === null;
  const axis = flat ? 0 : normalizeAxis(op, opts.axis, a.shape.length);
  if (trace) {
    // cumprod's conversion to the accumulated type is recorded: it fuses into the chain feeding it
    const t = accumulatedDType(storageOf(npDTypeOf(a))) as NpDType;
    const input = which === 'prod' && npDTypeOf(a) !== t ? astype(a, t) : a;
    const shape = flat ? [a.length] : a.shape;
    return traceOp(trace, op, [input], { dtype: t, shape }, ([v]) => scanned(op, v as NDArray, opts, which));
  }
  const input = flat ? flattened(a) : a;
  const t = accumulatedDType(storageOf(npDTypeOf(a))) as NpDType;
  let out: NDArray;
  if (which === 'sum') out = ttCumsum(input, { axis });
  else {
    const wide = npDTypeOf(input) === t ? input : astype(input, t);
    out = ttScan(wide, times, 1, { axis });
    if (wide !== input) wide.dispose();
  }
  if (input !== a) input.dispose();
  return out;
}

/** Running sums along `axis` (omitted: of the flattened array), x's dtype widened as sums are. */
function cumsumNow(x: NDArray, opts?: ScanOptions): NDArray {
  return scanned('np.cumsum', x, opts, 'sum');
}
/** Running sums along `axis` (omitted: of the flattened array), x's dtype widened as sums are. */
export const cumsum = labelled('np.cumsum', cumsumNow);

/** Running products along `axis` (omitted: of the flattened array), widened as cumsum. */
function cumprodNow(x: NDArray, opts?: ScanOptions): NDArray {
  return scanned('np.cumprod', x, opts, 'prod');
}
/** Running products along `axis` (omitted: of the flattened array), widened as cumsum. */
export const cumprod = labelled('np.cumprod', cumprodNow);
