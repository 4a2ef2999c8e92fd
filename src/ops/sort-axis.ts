/**
 * tt.sort / tt.argsort with `{ axis }`: every line along the axis sorted on its own, around the
 * flat sort's steps (sort.ts: merge or radix). The array is viewed as outer × len × inner
 * (reduce-passes.ts `lines`); line L = o * inner + j holds x[o, 0..len-1, j].
 *
 * Two stable sorts give the segmented order: (1) sort every element by its key, remembering its
 * flat index; (2) sort those, stably, by the line each came from. Elements of one line are then
 * consecutive, in key order (stability keeps (1)'s order inside a line), line L at positions
 * L * len … L * len + len - 1. A gather writes them back at their place along the axis: the value
 * (from its sorted key, so NaNs come back canonical as in the flat sort) or, for argsort, the
 * element's index along the axis. Equal keys keep their order along the axis: argsort is stable.
 */
import { InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel, Launches, like } from './common.js';
import { lines } from './reduce-passes.js';
import { iota } from './sort-kernels.js';

/** u32 keys in order, and the i32 values (argsort's indices) that moved with them, if any. */
export interface SortedKeys {
  readonly keys: NDArray<'u32'>;
  readonly vals: NDArray<'i32'> | undefined;
}

/**
 * A stable sort of `keys` (made from x; `vals` move with them) on one path (radix or merge). It
 * consumes its inputs: the sorted keys and values are returned, every other buffer is released.
 * `bits` (16 or 32, default 32): every key is below 2^bits, so the radix path sorts that many bits.
 */
export type SortKeys = (
  run: Launches,
  x: NDArray,
  keys: NDArray<'u32'>,
  vals: NDArray<'i32'> | undefined,
  bits?: 16 | 32,
) => SortedKeys;

/** The flat sort's steps (sort.ts; either path), passed in so this file does not import sort.ts back. */
export interface SortCore {
  makeKeys(run: Launches, x: NDArray): NDArray<'u32'>;
  sortKeys: SortKeys;
  valuesFromKeys(run: Launches, keys: NDArray<'u32'>, out: NDArray): void;
}

const U = arrayOf(dt.u32);
const I = arrayOf(dt.i32);

interface LineParams {
  perm: number[];
  lineKeys: number[];
  len: number;
  inner: number;
}

/** lineKeys[i] = the line of element perm[i]. */
function lineOf() {
  return cachedKernel('sort:axis:line', () => ({
    schema: { perm: I, lineKeys: U, len: dt.i32, inner: dt.i32 } satisfies Schema,
    opts: { name: 'sort_axis_line' },
    fn: (i: number, { perm, lineKeys, len, inner }: LineParams) => {
      const f = perm[i] as number;
      const o = Math.trunc(f / (len * inner));
      lineKeys[i] = o * inner + (f % inner);
    },
  }));
}

interface GatherParams {
  pos: number[];
  perm: number[];
  keys: number[];
  out: number[];
  len: number;
  inner: number;
}

/**
 * Item f (the output element at o, k, j): the k-th element of line o * inner + j in the segmented
 * order is element `pos` of the key-sorted order; write its key (values) or its index along the
 * axis (argsort).
 */
function gather(indices: boolean) {
  return cachedKernel(`sort:axis:gather:${indices}`, () => ({
    schema: { pos: I, perm: I, keys: U, out: indices ? I : U, len: dt.i32, inner: dt.i32 } satisfies Schema,
    opts: { name: indices ? 'argsort_axis_gather' : 'sort_axis_gather', constants: { INDICES: indices } },
    fn: (f: number, { pos, perm, keys, out, len, inner }: GatherParams) => {
      const j = f % inner;
      const r = Math.trunc(f / inner);
      const k = r % len;
      const o = Math.trunc(r / len);
      const p = pos[(o * inner + j) * len + k] as number;
      if (INDICES) out[f] = Math.trunc((perm[p] as number) / inner) % len;
      else out[f] = keys[p] as number;
    },
  }));
}

/** x sorted along `axis` (values, or i32 indices along the axis when `indices`). */
export function sortAlong(x: NDArray, axis: number, indices: boolean, core: SortCore): NDArray {
  const { len, inner } = lines(x.shape, axis);
  const n = x.length;
  const out = like(x, indices ? 'i32' : x.dtype, x.shape);
  if (n === 0) return out;
  const run = new Launches();
  // (1) every element by key, with its flat index.
  const perm0 = like(x, 'i32', [n]);
  run.add(iota().launch(n, { v: perm0 }));
  const byKey = core.sortKeys(run, x, core.makeKeys(run, x), perm0);
  const perm = byKey.vals;
  if (!perm) throw new InternalError('sort along an axis lost its indices');
  // (2) stably by line; the values carried are positions in (1)'s order.
  const lineKeys = like(x, 'u32', [n]);
  run.add(lineOf().launch(n, { perm, lineKeys, len, inner }));
  const pos0 = like(x, 'i32', [n]);
  run.add(iota().launch(n, { v: pos0 }));
  const byLine = core.sortKeys(run, x, lineKeys, pos0);
  const pos = byLine.vals;
  if (!pos) throw new InternalError('sort along an axis lost its positions');
  run.release(byLine.keys);
  if (indices) {
    run.add(gather(true).launch(n, { pos, perm, keys: byKey.keys, out: out as NDArray<'i32'>, len, inner }));
  } else {
    const keys = like(x, 'u32', [n]);
    run.add(gather(false).launch(n, { pos, perm, keys: byKey.keys, out: keys, len, inner }));
    core.valuesFromKeys(run, keys, out);
    run.release(keys);
  }
  run.release(byKey.keys);
  run.release(perm);
  run.release(pos);
  return out;
}

declare const INDICES: boolean;
