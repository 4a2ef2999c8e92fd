/**
 * The merge-sort path of tt.sort / tt.argsort (sort-path.ts says when it runs): a stable sort of
 * the same u32 keys as the radix path (sort-kernels.ts), so both give the same bits and the same
 * argsort indices.
 *
 * 1. `runs`: one item per run of R = 32 consecutive elements makes their keys and sorts them in place
 *    by insertion (stable: an element moves left only past strictly greater keys), carrying values.
 * 2. Merge passes, width w = R, 2R, 4R … while w < n: run pairs [s, s+w) and [s+w, s+2w) are merged
 *    into the other buffer (ping-pong). Every pass is parallel: one item per chunk of C = 32
 *    outputs (chunks never straddle a pair, since C divides 2w) finds by binary search how many of
 *    its first outputs come from the left run (the "co-rank" or merge path: the smallest a with
 *    not A[a] <= B[k-a-1]), then merges its C outputs sequentially. Ties take the left run first,
 *    so the merge is stable.
 *
 * The flat sort fuses the key conversions into the first and last launches: 1 + max(1, ⌈log2(n/R)⌉)
 * launches in all, against 2 + 4 × (count + cumsum + scatter) for radix. Every per-item loop is at
 * most R²/2 or C + 31 iterations, far below the software WebGPU adapter's 65 535.
 */
import { InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { bitView } from './bit-view.js';
import { cachedKernel, ceilDiv, type Launches, like } from './common.js';
import type { SortKeys } from './sort-axis.js';
import { type KeySource, keyConstants, keyValue as keyValueFn, sortKey as sortKeyFn } from './sort-keys.js';

const U = arrayOf(dt.u32);
const I = arrayOf(dt.i32);

/** Keys per insertion-sorted run. */
const R = 32;
/** Outputs per merge item: a power of two dividing 2R, so a chunk never straddles two pairs. */
const C = 32;

/** The schema type of an array of `src` (f32 is read and written through a u32 view of its bits). */
function elementArray(src: KeySource) {
  return src === 'i32' ? I : U;
}

interface RunParams {
  src: number[];
  keys: number[];
  vals: number[];
  n: number;
  R: number;
}

/**
 * Item r: keys[run] = the keys of src[run] (IOTA: vals[run] = the positions), then the run sorted
 * in place by insertion, values carried (VALUES).
 */
function runsKernel(src: KeySource, values: 'none' | 'carry' | 'iota') {
  return cachedKernel(`sort:merge:runs:${src}:${values}`, () => ({
    schema: { src: elementArray(src), keys: U, vals: I, n: dt.i32, R: dt.i32 } satisfies Schema,
    opts: {
      name: 'merge_sort_runs',
      unsafe: true,
      helpers: { sortKey: sortKeyFn },
      constants: { ...keyConstants(src), VALUES: values !== 'none', IOTA: values === 'iota' },
    },
    fn: (r: number, { src, keys, vals, n, R }: RunParams) => {
      const start = r * R;
      const end = Math.min(start + R, n);
      for (let i = start; i < end; i++) {
        keys[i] = sortKey(src[i] as number);
        if (IOTA) vals[i] = i;
      }
      for (let i = start + 1; i < end; i++) {
        const key = keys[i] as number;
        let v = 0;
        if (VALUES) v = vals[i] as number;
        let j = i - 1;
        while (j >= start && (keys[j] as number) > key) {
          keys[j + 1] = keys[j] as number;
          if (VALUES) vals[j + 1] = vals[j] as number;
          j--;
        }
        keys[j + 1] = key;
        if (VALUES) vals[j + 1] = v;
      }
    },
  }));
}

interface MergeParams {
  keys: number[];
  vals: number[];
  okeys: number[];
  ovals: number[];
  res: number[];
  n: number;
  w: number;
  w2: number;
  C: number;
}

/**
 * One merge pass. Non-final passes write keys (and values) to okeys/ovals; the final pass writes
 * only the result: the values (ovals) when VALUES, else the elements of the keys (res).
 */
function mergeKernel(src: KeySource, withValues: boolean, final: boolean) {
  return cachedKernel(`sort:merge:pass:${src}:${withValues}:${final}`, () => ({
    schema: {
      keys: U,
      vals: I,
      okeys: U,
      ovals: I,
      res: elementArray(src),
      n: dt.i32,
      w: dt.i32,
      w2: dt.i32,
      C: dt.i32,
    } satisfies Schema,
    opts: {
      name: 'merge_sort_pass',
      unsafe: true,
      helpers: { keyValue: keyValueFn },
      constants: { ...keyConstants(src), VALUES: withValues, FINAL: final },
    },
    fn: (c: number, { keys, vals, okeys, ovals, res, n, w, w2, C }: MergeParams) => {
      const first = c * C;
      const s = first - (first % w2);
      const aEnd = Math.min(s + w, n);
      const bEnd = Math.min(s + w2, n);
      const k = first - s;
      // Co-rank: how many of the first k outputs of this pair come from the left run.
      let lo = Math.max(0, k - (bEnd - aEnd));
      let hi = Math.min(k, aEnd - s);
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((keys[s + mid] as number) <= (keys[aEnd + k - mid - 1] as number)) lo = mid + 1;
        else hi = mid;
      }
      let a = s + lo;
      let b = aEnd + k - lo;
      const end = Math.min(first + C, bEnd);
      for (let o = first; o < end; o++) {
        let from = b;
        if (a < aEnd && (b >= bEnd || (keys[a] as number) <= (keys[b] as number))) {
          from = a;
          a++;
        } else {
          b++;
        }
        if (FINAL) {
          if (VALUES) ovals[o] = vals[from] as number;
          else res[o] = keyValue(keys[from] as number);
        } else {
          okeys[o] = keys[from] as number;
          if (VALUES) ovals[o] = vals[from] as number;
        }
      }
    },
  }));
}

/** Passes while w < n from w = R (at least one where `final`, to write the result). */
function widths(n: number, final: boolean): number[] {
  const ws: number[] = [];
  for (let w = R; w < n || (final && ws.length === 0); w *= 2) ws.push(w);
  return ws;
}

function checkSize(n: number): void {
  // 2w must stay an i32 (w < n ≤ 2^30); the size thresholds keep the merge path far below this.
  if (n > 2 ** 30) throw new InternalError(`merge sort of ${n} keys (at most 2^30)`);
}

/**
 * The flat tt.sort / tt.argsort by merge sort, fused: the runs launch makes the keys of x (and the
 * indices 0 … n-1 for argsort) and the last merge pass writes the result into `out` (x's dtype,
 * or i32 indices when `indices`). 1 + max(1, ⌈log2(n / R)⌉) launches.
 */
export function mergeSortFlat(run: Launches, x: NDArray, out: NDArray, indices: boolean): void {
  const n = x.length;
  checkSize(n);
  const src = x.dtype as 'i32' | 'u32' | 'f32';
  const input = src === 'f32' ? bitView(x, 'u32') : (x as NDArray<'i32' | 'u32'>);
  const res = src === 'f32' && !indices ? bitView(out, 'u32') : (out as NDArray<'i32' | 'u32'>);
  const dummyRes = like(x, src === 'i32' ? 'i32' : 'u32', [1]);
  const dummyVals = like(x, 'i32', [1]);
  // Ping-pong: each pass reads (k, v) and writes (ok, ov); the last writes the result instead.
  let [k, ok] = [like(x, 'u32', [n]), like(x, 'u32', [n])];
  let [v, ov] = indices ? [like(x, 'i32', [n]), like(x, 'i32', [n])] : [dummyVals, dummyVals];
  const runs = runsKernel(src, indices ? 'iota' : 'none').launch(ceilDiv(n, R), {
    src: input,
    keys: k,
    vals: v,
    n,
    R,
  });
  run.add(runs);
  const ws = widths(n, true);
  ws.forEach((w, p) => {
    const last = p === ws.length - 1;
    const pass = mergeKernel(src, indices, last).launch(ceilDiv(n, C), {
      keys: k,
      vals: v,
      okeys: ok,
      ovals: last && indices ? (out as NDArray<'i32'>) : ov,
      res: last && !indices ? res : dummyRes,
      n,
      w,
      w2: 2 * w,
      C,
    });
    run.add(pass);
    [k, ok] = [ok, k];
    [v, ov] = [ov, v];
  });
  for (const a of new Set([k, ok, v, ov, dummyVals, dummyRes])) run.release(a);
  if (input !== x) run.release(input);
  if (res !== out) run.release(res);
}

/**
 * Sorts `keys` (u32 keys already made; `vals` with them, stably) by merge sort — the axis form's
 * two sorts (sort-axis.ts). Like the radix path it consumes its inputs: the sorted keys and values
 * are returned and every other buffer is released once its launches have run.
 */
export const mergeSortKeys: SortKeys = (run, x, keys, vals) => {
  const n = keys.length;
  checkSize(n);
  const v0 = vals ?? like(x, 'i32', [1]);
  let k = like(x, 'u32', [n]);
  run.add(
    runsKernel('keys', vals ? 'carry' : 'none').launch(ceilDiv(n, R), { src: keys, keys: k, vals: v0, n, R }),
  );
  let v = v0;
  let ok = keys;
  let ov = vals ? like(x, 'i32', vals.shape) : v0;
  const dummyRes = like(x, 'u32', [1]);
  for (const w of widths(n, false)) {
    const params = { keys: k, vals: v, okeys: ok, ovals: ov, res: dummyRes, n, w, w2: 2 * w, C };
    run.add(mergeKernel('keys', vals !== undefined, false).launch(ceilDiv(n, C), params));
    [k, ok] = [ok, k];
    [v, ov] = [ov, v];
  }
  run.release(ok);
  run.release(dummyRes);
  run.release(ov === v ? v0 : ov);
  return { keys: k, vals: vals ? v : undefined };
};

// The kernels call the helpers by these names (an imported binding would be rewritten by bundlers).
declare function sortKey(s: number): number;
declare function keyValue(k: number): number;
declare const VALUES: boolean;
declare const IOTA: boolean;
declare const FINAL: boolean;
