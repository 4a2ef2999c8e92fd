/**
 * A stable sort of f64 lines for tt.np's sort/argsort on devices with f64 (the key-based sorts of
 * sort.ts key 32-bit values): a bottom-up merge sort, one launch per pass (⌈log2 L⌉ passes for
 * lines of L elements). In the pass of width w each element finds its place in the merged pair of
 * runs by a binary search in the other run — before equal elements of the right run when it is in
 * the left one, after equal ones of the left run otherwise — so equal elements keep their order.
 * The order is sort.ts's: -Infinity … -0, +0 … +Infinity, NaN last.
 */
import type { NDArray } from '../runtime/ndarray.js';
import * as dt from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import { cachedKernel, Launches, like } from './common.js';

interface Pass {
  sv: number[];
  si: number[];
  dv: number[];
  di: number[];
  L: number;
  w: number;
}

/** Whether a sorts strictly before b: smaller, -0 before +0, NaN after every number. */
const before = (a: number, b: number): boolean =>
  // biome-ignore lint/suspicious/noSelfCompare: v !== v is the kernel language's NaN test
  a < b || (b !== b && a === a) || (a === 0 && b === 0 && 1 / a < 0 && 1 / b > 0);

function mergePass() {
  return cachedKernel('sort:f64:merge', () => ({
    schema: {
      sv: arrayOf(dt.f64),
      si: arrayOf(dt.i32),
      dv: arrayOf(dt.f64),
      di: arrayOf(dt.i32),
      L: dt.i32,
      w: dt.i32,
    },
    opts: { name: 'sort_f64_merge', helpers: { before }, unsafe: true },
    fn: (i: number, { sv, si, dv, di, L, w }: Pass) => {
      const p = i % L;
      const base = i - p;
      const start = p - (p % (2 * w));
      const mid = Math.min(start + w, L);
      const end = Math.min(start + 2 * w, L);
      const x = sv[i] as number;
      const id = w === 1 ? p : (si[i] as number);
      let pos = 0;
      if (p < mid) {
        // the right run's elements strictly before x
        let lo = mid;
        let hi = end;
        while (lo < hi) {
          const h = (lo + hi) >> 1;
          if (before(sv[base + h] as number, x)) lo = h + 1;
          else hi = h;
        }
        pos = p + (lo - mid);
      } else {
        // the left run's elements not after x
        let lo = start;
        let hi = mid;
        while (lo < hi) {
          const h = (lo + hi) >> 1;
          if (before(x, sv[base + h] as number)) hi = h;
          else lo = h + 1;
        }
        pos = start + (p - mid) + (lo - start);
      }
      dv[base + pos] = x;
      di[base + pos] = id;
    },
  }));
}

/**
 * Sorts every line of L contiguous elements of the f64 array x (its length a multiple of L, L ≥ 2):
 * the sorted values and the i32 indices (within each line) that sort them, in new arrays of x's
 * shape; `indices`: only the indices are kept (the values are freed), else only the values.
 */
export function sortF64Lines(x: NDArray<'f64'>, L: number, indices: boolean): NDArray {
  const run = new Launches();
  const n = x.length;
  const vals = [like(x, 'f64', x.shape), like(x, 'f64', x.shape)] as const;
  const idx = [like(x, 'i32', x.shape), like(x, 'i32', x.shape)] as const;
  let src: NDArray<'f64'> = x;
  let srcIdx: NDArray<'i32'> = idx[1];
  let k = 0;
  for (let w = 1; w < L; w *= 2, k ^= 1) {
    const dv = k ? vals[1] : vals[0];
    const di = k ? idx[1] : idx[0];
    run.add(mergePass().launch(n, { sv: src, si: srcIdx, dv, di, L, w }));
    src = dv;
    srcIdx = di;
  }
  const keep = indices ? srcIdx : src;
  for (const a of [...vals, ...idx]) if (a !== keep) run.release(a);
  return keep;
}
