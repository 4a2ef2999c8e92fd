/**
 * The flat scan's two block kernels (scan.ts). One work item scans one block of B elements, in
 * groups of eight consecutive elements: the group's own prefixes g_0 = x_0, g_i = g_{i-1} ⊕ x_i
 * do not depend on the running value, so only one combine per group (acc ⊕ g_7) is on the
 * block's dependency chain — instead of one per element — and every access stays contiguous
 * (eight strided chains would make the stores miss the cache; contiguous groups let a CPU
 * overlap groups and let the compiler vectorise the eight independent `acc ⊕ g_i`).
 *
 * Order (every device runs these kernels, so CPU devices give identical bits):
 * - `totals`: acc = g_7 of the block's first group, then acc ⊕ g_7 of each later group, then the
 *   elements after the last whole group one by one (left to right).
 * - `apply`: from acc = the block's offset (the exclusive scan of the totals), each group writes
 *   y_i = acc ⊕ g_i (exclusive: y_0 = acc, y_i = acc ⊕ g_{i-1}) and moves on with acc ⊕ g_7; the
 *   elements after the last whole group continue one by one.
 * Only associativity is assumed (operands keep their left-to-right order).
 */
import type { ArrayDTypeName } from '../types/dtype.js';
import { i32 } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel, dtypeOf } from './common.js';
import type { Fold } from './reduce-kernels.js';

interface TotalsParams {
  x: number[];
  out: number[];
  n: number;
  B: number;
}

interface ApplyParams {
  x: number[];
  offs: number[];
  y: number[];
  n: number;
  B: number;
}

/** out[b] = the fold of block b of x (B elements, the last block shorter), in the order above. */
export function scanTotalsKernel(fold: Fold, dtype: ArrayDTypeName) {
  const t = dtypeOf(dtype);
  return cachedKernel(`scan:totals:${dtype}:${fold.key}`, () => ({
    schema: { x: arrayOf(t), out: arrayOf(t), n: i32, B: i32 } satisfies Schema,
    opts: { name: `${fold.name}_totals`, helpers: { combine: fold.combine } },
    fn: (b: number, { x, out, n, B }: TotalsParams) => {
      const start = b * B;
      const end = Math.min(start + B, n);
      const G = (end - start) >> 3;
      let acc = x[start] as number;
      let k = start + 1;
      if (G > 0) {
        acc = combine(
          combine(
            combine(
              combine(
                combine(
                  combine(combine(acc, x[start + 1] as number), x[start + 2] as number),
                  x[start + 3] as number,
                ),
                x[start + 4] as number,
              ),
              x[start + 5] as number,
            ),
            x[start + 6] as number,
          ),
          x[start + 7] as number,
        );
        for (let g = 1; g < G; g++) {
          let s = combine(x[start + 8 * g] as number, x[start + 8 * g + 1] as number);
          s = combine(s, x[start + 8 * g + 2] as number);
          s = combine(s, x[start + 8 * g + 3] as number);
          s = combine(s, x[start + 8 * g + 4] as number);
          s = combine(s, x[start + 8 * g + 5] as number);
          s = combine(s, x[start + 8 * g + 6] as number);
          s = combine(s, x[start + 8 * g + 7] as number);
          acc = combine(acc, s);
        }
        k = start + 8 * G;
      }
      for (; k < end; k++) acc = combine(acc, x[k] as number);
      out[b] = acc;
    },
  }));
}

/** y = the scan of x block by block, block b starting from offs[b], in the order above. */
export function scanApplyKernel(fold: Fold, dtype: ArrayDTypeName, exclusive: boolean) {
  const t = dtypeOf(dtype);
  return cachedKernel(`scan:apply:${exclusive}:${dtype}:${fold.key}`, () => ({
    schema: { x: arrayOf(t), offs: arrayOf(t), y: arrayOf(t), n: i32, B: i32 } satisfies Schema,
    opts: {
      name: `${fold.name}_scan`,
      helpers: { combine: fold.combine },
      constants: { EXCLUSIVE: exclusive },
    },
    fn: (b: number, { x, offs, y, n, B }: ApplyParams) => {
      const start = b * B;
      const end = Math.min(start + B, n);
      const G = (end - start) >> 3;
      let acc = offs[b] as number;
      for (let g = 0; g < G; g++) {
        const g0 = x[start + 8 * g] as number;
        const g1 = combine(g0, x[start + 8 * g + 1] as number);
        const g2 = combine(g1, x[start + 8 * g + 2] as number);
        const g3 = combine(g2, x[start + 8 * g + 3] as number);
        const g4 = combine(g3, x[start + 8 * g + 4] as number);
        const g5 = combine(g4, x[start + 8 * g + 5] as number);
        const g6 = combine(g5, x[start + 8 * g + 6] as number);
        const g7 = combine(g6, x[start + 8 * g + 7] as number);
        if (EXCLUSIVE) {
          y[start + 8 * g] = acc;
          y[start + 8 * g + 1] = combine(acc, g0);
          y[start + 8 * g + 2] = combine(acc, g1);
          y[start + 8 * g + 3] = combine(acc, g2);
          y[start + 8 * g + 4] = combine(acc, g3);
          y[start + 8 * g + 5] = combine(acc, g4);
          y[start + 8 * g + 6] = combine(acc, g5);
          y[start + 8 * g + 7] = combine(acc, g6);
        } else {
          y[start + 8 * g] = combine(acc, g0);
          y[start + 8 * g + 1] = combine(acc, g1);
          y[start + 8 * g + 2] = combine(acc, g2);
          y[start + 8 * g + 3] = combine(acc, g3);
          y[start + 8 * g + 4] = combine(acc, g4);
          y[start + 8 * g + 5] = combine(acc, g5);
          y[start + 8 * g + 6] = combine(acc, g6);
          y[start + 8 * g + 7] = combine(acc, g7);
        }
        acc = combine(acc, g7);
      }
      for (let k = start + 8 * G; k < end; k++) {
        if (EXCLUSIVE) {
          y[k] = acc;
          acc = combine(acc, x[k] as number);
        } else {
          acc = combine(acc, x[k] as number);
          y[k] = acc;
        }
      }
    },
  }));
}

declare const EXCLUSIVE: boolean;
declare function combine(a: number, b: number): number;
