/**
 * The merge-sort path of tt.sort / tt.argsort (sort-path.ts says when it runs): a stable sort of
 * the same u32 keys as the radix path (sort-kernels.ts), so both give the same bits and the same
 * argsort indices.
 *
 * 1. `runs`: one item per run of R = 16 consecutive keys sorts it in place by insertion (stable:
 *    an element moves left only past strictly greater keys), carrying its value.
 * 2. Merge passes, width w = R, 2R, 4R … while w < n: run pairs [s, s+w) and [s+w, s+2w) are merged
 *    into the other buffer (ping-pong). Every pass is parallel: one item per chunk of C = 32
 *    outputs (chunks never straddle a pair, since C divides 2w) finds by binary search how many of
 *    its first outputs come from the left run (the "co-rank" or merge path: the smallest a with
 *    not A[a] <= B[k-a-1]), then merges its C outputs sequentially. Ties take the left run first,
 *    so the merge is stable.
 *
 * Launches: 1 + ⌈log2(n / R)⌉, against 4 × (count + cumsum + scatter) for radix; every per-item
 * loop is at most R²/2 or C + 31 iterations, far below the software WebGPU adapter's 65 535.
 */
import { InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel, ceilDiv, type Launches, like } from './common.js';

const U = arrayOf(dt.u32);
const I = arrayOf(dt.i32);

/** Keys per insertion-sorted run. */
const R = 16;
/** Outputs per merge item: a power of two dividing 2R, so a chunk never straddles two pairs. */
const C = 32;

interface RunParams {
  keys: number[];
  vals: number[];
  n: number;
  R: number;
}

function runsKernel(withValues: boolean) {
  return cachedKernel(`sort:merge:runs:${withValues}`, () => ({
    schema: { keys: U, vals: I, n: dt.i32, R: dt.i32 } satisfies Schema,
    opts: { name: 'merge_sort_runs', unsafe: true, constants: { VALUES: withValues } },
    fn: (r: number, { keys, vals, n, R }: RunParams) => {
      const start = r * R;
      const end = Math.min(start + R, n);
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
  n: number;
  w: number;
  w2: number;
  C: number;
}

function mergeKernel(withValues: boolean) {
  return cachedKernel(`sort:merge:pass:${withValues}`, () => ({
    schema: {
      keys: U,
      vals: I,
      okeys: U,
      ovals: I,
      n: dt.i32,
      w: dt.i32,
      w2: dt.i32,
      C: dt.i32,
    } satisfies Schema,
    opts: { name: 'merge_sort_pass', unsafe: true, constants: { VALUES: withValues } },
    fn: (c: number, { keys, vals, okeys, ovals, n, w, w2, C }: MergeParams) => {
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
        if (a < aEnd && (b >= bEnd || (keys[a] as number) <= (keys[b] as number))) {
          okeys[o] = keys[a] as number;
          if (VALUES) ovals[o] = vals[a] as number;
          a++;
        } else {
          okeys[o] = keys[b] as number;
          if (VALUES) ovals[o] = vals[b] as number;
          b++;
        }
      }
    },
  }));
}

/**
 * Sorts `keys` (and `vals` with them, stably) by merge sort. Like the radix path it consumes its
 * inputs: the sorted keys and values are returned (in the given arrays or in spares of the same
 * shapes) and every other buffer is released once its launches have run.
 */
export function mergeSortKeys(
  run: Launches,
  x: NDArray,
  keys: NDArray<'u32'>,
  vals: NDArray<'i32'> | undefined,
): { keys: NDArray<'u32'>; vals: NDArray<'i32'> | undefined } {
  const n = keys.length;
  // 2w must stay an i32 (w < n ≤ 2^30); the size thresholds keep the merge path far below this.
  if (n > 2 ** 30) throw new InternalError(`merge sort of ${n} keys (at most 2^30)`);
  const withValues = vals !== undefined;
  const v0 = vals ?? like(x, 'i32', [1]);
  run.add(runsKernel(withValues).launch(ceilDiv(n, R), { keys, vals: v0, n, R }));
  if (n <= R) {
    if (!vals) run.release(v0);
    return { keys, vals };
  }
  let k = keys;
  let v = v0;
  let ok = like(x, 'u32', keys.shape);
  let ov = vals ? like(x, 'i32', vals.shape) : v0;
  for (let w = R; w < n; w *= 2) {
    const params = { keys: k, vals: v, okeys: ok, ovals: ov, n, w, w2: 2 * w, C };
    run.add(mergeKernel(withValues).launch(ceilDiv(n, C), params));
    [k, ok] = [ok, k];
    [v, ov] = [ov, v];
  }
  run.release(ok);
  run.release(ov === v ? v0 : ov);
  return { keys: k, vals: vals ? v : undefined };
}

declare const VALUES: boolean;
