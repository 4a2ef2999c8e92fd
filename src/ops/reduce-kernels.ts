/**
 * The reduction kernels, plain-range (no work-groups): one work item folds one block of at most B
 * elements of one reduction line, so every per-item loop is bounded by the block size.
 *
 * An input of `outer × len × inner` elements (the reduced axis in the middle) is viewed as
 * `outer × nb × inner` blocks; item i = (o, b, j) folds x[o, b*B .. min(b*B+B, len), j] into
 * out[i]. `strided` folds left to right (associativity is all it needs); `lanes` is for commutative
 * built-ins on contiguous lines (inner = 1): element k goes to partial k mod 4 and the four
 * partials are combined as (p0 ⊕ p1) ⊕ (p2 ⊕ p3) — four independent chains, which CPUs overlap.
 * `withInit` is the last pass: one item per line folds `init` then every remaining partial.
 */

import type { KernelOptions } from '../runtime/kernel.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { f32, i32, isSmallDType } from '../types/dtype.js';
import { type ArrayParam, arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel, dtypeOf } from './common.js';

export type Combiner = (a: number, b: number) => number;

/** A fold: its combiner (kernel language), a cache key for it, and whether it commutes. */
export interface Fold {
  readonly name: string;
  readonly combine: Combiner;
  readonly key: string;
  readonly commutative: boolean;
}

/**
 * The scalars of every per-block kernel (here, arg-reduce.ts, scan-axis.ts): lines of `len`
 * elements `inner` apart, cut into `nb` blocks of at most `B` elements.
 */
export interface BlockedLines {
  len: number;
  inner: number;
  nb: number;
  B: number;
}

/**
 * Helpers of every per-block kernel: item i is (o, b, j) — block b of the line at outer index o,
 * inner index j. `lineBase`: the offset of that line's first element; `blockStart`: the index
 * along the line where block b starts. Each kernel ends its block at min(start + B, len).
 */
export const BLOCK_HELPERS = {
  lineBase: (i: number, len: number, inner: number, nb: number): number => {
    const o = Math.trunc(Math.trunc(i / inner) / nb);
    return o * len * inner + (i % inner);
  },
  blockStart: (i: number, inner: number, nb: number, B: number): number => (Math.trunc(i / inner) % nb) * B,
};

/** A per-block kernel's schema: its arrays (in launch order), then the BlockedLines scalars. */
export function blockedSchema<A extends Record<string, ArrayParam>>(arrays: A) {
  return { ...arrays, len: i32, inner: i32, nb: i32, B: i32 } satisfies Schema;
}

interface BlockParams extends BlockedLines {
  x: number[];
  out: number[];
}

interface InitParams {
  x: number[];
  out: number[];
  len: number;
  inner: number;
  init: number;
}

function schemaFor(dtype: ArrayDTypeName) {
  const t = dtypeOf(dtype);
  return blockedSchema({ x: arrayOf(t), out: arrayOf(t) });
}

function options(fold: Fold, kind: string): KernelOptions {
  return { name: `${fold.name}_${kind}`, helpers: { combine: fold.combine }, unsafe: true };
}

export function stridedKernel(fold: Fold, dtype: ArrayDTypeName) {
  return cachedKernel(`reduce:strided:${dtype}:${fold.key}`, () => ({
    schema: schemaFor(dtype),
    opts: { ...options(fold, 'strided'), helpers: { combine: fold.combine, ...BLOCK_HELPERS } },
    fn: (i: number, { x, out, len, inner, nb, B }: BlockParams) => {
      const base = lineBase(i, len, inner, nb);
      const start = blockStart(i, inner, nb, B);
      const end = Math.min(start + B, len);
      let acc = x[base + start * inner] as number;
      for (let k = start + 1; k < end; k++) acc = combine(acc, x[base + k * inner] as number);
      out[i] = acc;
    },
  }));
}

export function lanesKernel(fold: Fold, dtype: ArrayDTypeName) {
  return cachedKernel(`reduce:lanes:${dtype}:${fold.key}`, () => ({
    schema: schemaFor(dtype),
    opts: options(fold, 'lanes'),
    fn: (i: number, { x, out, len, nb, B }: BlockParams) => {
      const b = i % nb;
      const o = Math.trunc(i / nb);
      const start = o * len + b * B;
      const end = o * len + Math.min(b * B + B, len);
      let acc = x[start] as number;
      if (end - start >= 8) {
        let a1 = x[start + 1] as number;
        let a2 = x[start + 2] as number;
        let a3 = x[start + 3] as number;
        const stop = start + 4 + Math.trunc((end - start - 4) / 4) * 4;
        for (let k = start + 4; k < stop; k += 4) {
          acc = combine(acc, x[k] as number);
          a1 = combine(a1, x[k + 1] as number);
          a2 = combine(a2, x[k + 2] as number);
          a3 = combine(a3, x[k + 3] as number);
        }
        acc = combine(combine(acc, a1), combine(a2, a3));
        for (let k = stop; k < end; k++) acc = combine(acc, x[k] as number);
      } else {
        for (let k = start + 1; k < end; k++) acc = combine(acc, x[k] as number);
      }
      out[i] = acc;
    },
  }));
}

export function initKernel(fold: Fold, dtype: ArrayDTypeName) {
  const t = dtypeOf(dtype);
  return cachedKernel(`reduce:init:${dtype}:${fold.key}`, () => ({
    // 8/16-bit types exist only as array elements; their values are i32 in kernels (f16's f32).
    schema: {
      x: arrayOf(t),
      out: arrayOf(t),
      len: i32,
      inner: i32,
      init: dtype === 'f16' ? f32 : isSmallDType(dtype) ? i32 : t,
    } satisfies Schema,
    opts: options(fold, 'init'),
    fn: (i: number, { x, out, len, inner, init }: InitParams) => {
      const j = i % inner;
      const o = Math.trunc(i / inner);
      const base = o * len * inner + j;
      let acc = init;
      for (let k = 0; k < len; k++) acc = combine(acc, x[base + k * inner] as number);
      out[i] = acc;
    },
  }));
}

declare function combine(a: number, b: number): number;
declare function lineBase(i: number, len: number, inner: number, nb: number): number;
declare function blockStart(i: number, inner: number, nb: number, B: number): number;
