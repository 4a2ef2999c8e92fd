/**
 * The radix-sort kernels (plain ranges), and the key conversions before and after it (the keys:
 * sort-keys.ts; the merge path fuses them into its own kernels). One pass per 8-bit digit: `count`
 * (one item per block: digit counts of its block, stored digit-major), an exclusive scan of the
 * counts (tt.cumsum), and `scatter` (one item per block walks its block in order: stable).
 */
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel } from './common.js';
import { keyConstants, keyValue as keyValueFn, sortKey as sortKeyFn } from './sort-keys.js';

const U = arrayOf(dt.u32);
const I = arrayOf(dt.i32);

type KeyedDType = 'i32' | 'u32' | 'f32';

/** The array a key kernel reads or writes for `src`: an f32 array as its u32 bits (bit-view.ts). */
function keyedArray(src: KeyedDType) {
  return arrayOf(src === 'f32' ? dt.u32 : (dt.dtypeByName(src) as dt.DType<'i32' | 'u32'>));
}

/** keys[i] = the sort key of x[i] (x of dtype `src`; f32: its bits). */
export function keysKernel(src: KeyedDType) {
  return cachedKernel(`sort:keys:${src}`, () => ({
    schema: { x: keyedArray(src), keys: U } satisfies Schema,
    opts: { name: `sort_keys_${src}`, helpers: { sortKey: sortKeyFn }, constants: keyConstants(src) },
    fn: (i: number, { x, keys }: { x: number[]; keys: number[] }) => {
      keys[i] = sortKey(x[i] as number);
    },
  }));
}

/** x[i] = the value of sort key keys[i] (x of dtype `src`; f32: its bits). */
export function valuesKernel(src: KeyedDType) {
  return cachedKernel(`sort:unkeys:${src}`, () => ({
    schema: { keys: U, x: keyedArray(src) } satisfies Schema,
    opts: { name: `sort_unkeys_${src}`, helpers: { keyValue: keyValueFn }, constants: keyConstants(src) },
    fn: (i: number, { x, keys }: { x: number[]; keys: number[] }) => {
      x[i] = keyValue(keys[i] as number);
    },
  }));
}

export function iota() {
  return cachedKernel('sort:iota', () => ({
    schema: { v: I } satisfies Schema,
    opts: { name: 'iota' },
    fn: (i: number, { v }: { v: number[] }) => {
      v[i] = i;
    },
  }));
}

interface CountParams {
  keys: number[];
  counts: number[];
  n: number;
  B: number;
  nb: number;
  shift: number;
}

export function countKernel() {
  return cachedKernel('sort:count', () => ({
    schema: { keys: U, counts: I, n: dt.i32, B: dt.i32, nb: dt.i32, shift: dt.u32 } satisfies Schema,
    opts: { name: 'radix_count', unsafe: true },
    fn: (b: number, { keys, counts, n, B, nb, shift }: CountParams) => {
      for (let d = 0; d < 256; d++) counts[d * nb + b] = 0;
      const start = b * B;
      const end = Math.min(start + B, n);
      for (let k = start; k < end; k++) {
        const d = dt.i32(((keys[k] as number) >>> shift) & 255);
        counts[d * nb + b] = (counts[d * nb + b] as number) + 1;
      }
    },
  }));
}

interface ScatterParams {
  keys: number[];
  vals: number[];
  offs: number[];
  okeys: number[];
  ovals: number[];
  n: number;
  B: number;
  nb: number;
  shift: number;
}

export function scatterKernel(withValues: boolean) {
  return cachedKernel(`sort:scatter:${withValues}`, () => ({
    schema: {
      keys: U,
      vals: I,
      offs: I,
      okeys: U,
      ovals: I,
      n: dt.i32,
      B: dt.i32,
      nb: dt.i32,
      shift: dt.u32,
    } satisfies Schema,
    opts: { name: 'radix_scatter', unsafe: true, constants: { VALUES: withValues } },
    fn: (b: number, { keys, vals, offs, okeys, ovals, n, B, nb, shift }: ScatterParams) => {
      const start = b * B;
      const end = Math.min(start + B, n);
      for (let k = start; k < end; k++) {
        const key = keys[k] as number;
        const slot = dt.i32((key >>> shift) & 255) * nb + b;
        const pos = offs[slot] as number;
        offs[slot] = pos + 1;
        okeys[pos] = key;
        if (VALUES) ovals[pos] = vals[k] as number;
      }
    },
  }));
}

// The kernels call the helpers by these names (an imported binding would be rewritten by bundlers).
declare function sortKey(s: number): number;
declare function keyValue(k: number): number;
declare const VALUES: boolean;
