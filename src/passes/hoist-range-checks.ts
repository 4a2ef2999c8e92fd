/**
 * `hoist-range-checks`: an access indexed exactly by a launch index (`x[i]`, or `row[j]` in a 2-D
 * kernel) is in bounds for the whole launch iff the array is at least as long as that range
 * extent. Such accesses can skip their per-element test when the host has checked the extent.
 *
 * This produces a second, *fast* variant of the kernel plus the preconditions it relies on; the
 * runtime launches the fast variant only when every precondition holds, and the fully checked
 * kernel otherwise, so errors are reported exactly as before. Every backend benefits unchanged.
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';

/**
 * `length(array) >= range[dim]` must hold for the fast variant. For a dimension check of a shaped
 * array (`g[i][j]`), `array` names the hidden extent parameter: its value must be >= range[dim].
 */
export interface RangePrecondition {
  readonly array: string;
  readonly dim: 0 | 1 | 2;
}

export interface HoistedKernel {
  readonly fast: KernelIR;
  readonly requires: readonly RangePrecondition[];
}

const launchDim = (e: Expr): 0 | 1 | 2 | undefined => (e.kind === 'index' ? e.dim : undefined);

export function hoistRangeChecks(k: KernelIR): HoistedKernel | null {
  if (k.options.unsafe) return null;
  const requires = new Map<string, RangePrecondition>();
  const note = (array: string, dim: 0 | 1 | 2) => requires.set(`${array}:${dim}`, { array, dim });
  const rewrite = (stmts: readonly Stmt[]): Stmt[] =>
    mapStmts(
      mapExprs(stmts, (e) => {
        if (e.kind === 'dimcheck' && e.checked) {
          const dim = launchDim(e.index);
          if (dim !== undefined) {
            note(e.extent, dim);
            return { ...e, checked: false };
          }
        }
        if ((e.kind === 'load' || e.kind === 'atomic') && e.checked) {
          const dim = launchDim(e.index);
          if (dim !== undefined) {
            note(e.array, dim);
            return { ...e, checked: false };
          }
        }
        return e;
      }),
      (s) => {
        if (s.kind === 'store' && s.checked) {
          const dim = launchDim(s.index);
          if (dim !== undefined) {
            note(s.array, dim);
            return { ...s, checked: false, hostChecked: true };
          }
        }
        return s;
      },
    );
  // Helpers cannot see arrays, so only the kernel body has accesses to rewrite.
  const body = rewrite(k.body);
  if (requires.size === 0) return null;
  return { fast: { ...k, body }, requires: [...requires.values()] };
}

/** True when `lengths` (by IR array name) satisfy every precondition for `extents`. */
export function rangeChecksHold(
  requires: readonly RangePrecondition[],
  extents: readonly number[],
  lengthOf: (array: string) => number,
): boolean {
  for (const r of requires) if (lengthOf(r.array) < (extents[r.dim] ?? 0)) return false;
  return true;
}
