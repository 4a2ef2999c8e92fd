/**
 * tt.cumsum / tt.scan with `{ axis }`: every line along the axis scanned on its own, with the
 * flat scan's blocked two-pass algorithm (scan.ts) generalised to lines. The array is viewed as
 * outer × len × inner (reduce-passes.ts `lines`); each line is cut into nb = ⌈len / B⌉ blocks:
 * (1) one item per (line, block) folds its block's total (the reductions' strided kernel, which
 * already works per line); (2) the totals, an outer × nb × inner array, are scanned exclusively
 * along their middle axis the same way (recursively, from `init`); (3) one item per (line, block)
 * re-walks its block from its offset, writing every prefix. Every per-item loop is bounded by B.
 */
import { full } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import { blockSize, cachedKernel, ceilDiv, dtypeOf, type Launches, like } from './common.js';
import {
  BLOCK_HELPERS,
  type BlockedLines,
  blockedSchema,
  type Fold,
  stridedKernel,
} from './reduce-kernels.js';

interface ApplyParams extends BlockedLines {
  x: number[];
  offs: number[];
  y: number[];
}

function applyLinesKernel(fold: Fold, dtype: ArrayDTypeName, exclusive: boolean) {
  const t = dtypeOf(dtype);
  return cachedKernel(`scan:lines:${exclusive}:${dtype}:${fold.key}`, () => ({
    schema: blockedSchema({ x: arrayOf(t), offs: arrayOf(t), y: arrayOf(t) }),
    opts: {
      name: `${fold.name}_scan_lines`,
      helpers: { combine: fold.combine, ...BLOCK_HELPERS },
      constants: { EXCLUSIVE: exclusive },
      unsafe: true,
    },
    fn: (i: number, { x, offs, y, len, inner, nb, B }: ApplyParams) => {
      const base = lineBase(i, len, inner, nb);
      const start = blockStart(i, inner, nb, B);
      const end = Math.min(start + B, len);
      let acc = offs[i] as number;
      for (let k = start; k < end; k++) {
        const at = base + k * inner;
        if (EXCLUSIVE) {
          y[at] = acc;
          acc = combine(acc, x[at] as number);
        } else {
          acc = combine(acc, x[at] as number);
          y[at] = acc;
        }
      }
    },
  }));
}

/**
 * Scans every line of x (outer × len × inner, len ≥ 1, outer·inner ≥ 1) along its middle axis into
 * a new array of `shape`; submits every launch to `run`.
 */
export function scanLines(
  run: Launches,
  x: NDArray,
  fold: Fold,
  init: number,
  exclusive: boolean,
  dims: { readonly outer: number; readonly len: number; readonly inner: number },
  shape: readonly number[],
): NDArray {
  const { outer, len, inner } = dims;
  const B = blockSize(x.device);
  const nb = ceilDiv(len, B);
  const items = outer * nb * inner;
  let offs: NDArray;
  if (nb === 1) {
    offs = full([items], init, dtypeOf(x.dtype), { queue: x.queue });
  } else {
    const totals = like(x, x.dtype, [items]);
    run.add(stridedKernel(fold, x.dtype).launch(items, { x, out: totals, len, inner, nb, B }));
    offs = scanLines(run, totals, fold, init, true, { outer, len: nb, inner }, [items]);
    run.release(totals);
  }
  const y = like(x, x.dtype, shape);
  run.add(applyLinesKernel(fold, x.dtype, exclusive).launch(items, { x, offs, y, len, inner, nb, B }));
  run.release(offs);
  return y;
}

declare const EXCLUSIVE: boolean;
declare function combine(a: number, b: number): number;
declare function lineBase(i: number, len: number, inner: number, nb: number): number;
declare function blockStart(i: number, inner: number, nb: number, B: number): number;
