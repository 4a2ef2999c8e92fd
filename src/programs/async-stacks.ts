/**
 * AsyncProgram's call stacks, packed: one device array per argument dtype for the whole program
 * (not one per function and dtype), so a worker kernel binds at most four stack buffers whatever
 * the number of functions (WebGPU's storage buffers per shader stage: 16 on llvmpipe). Function g's
 * arguments of a dtype are rows `base_g + j` of that dtype's array (base_g: the arguments of that
 * dtype of the functions before g); a row holds every worker's ring (`WS = workers × S` words):
 * argument j of g, worker w, slot t is at `(base_g + j) × WS + w × S + t`.
 */
import type { ScalarType } from '../ir/nodes.js';
import type { ArgSlot, FnLayout } from './layout.js';

/** The hidden array holding every function's call arguments of `dtype`. */
export const stackArray = (dtype: string) => `__st_${dtype}`;

/** Rows (arguments, all functions together) of each dtype's stack array, in first-use order. */
export function stackRows(layouts: readonly FnLayout[]): Map<ScalarType, number> {
  const rows = new Map<ScalarType, number>();
  for (const l of layouts) for (const [dt, n] of l.groups) rows.set(dt, (rows.get(dt) ?? 0) + n);
  return rows;
}

/** The row of argument `a` of function `l` in its dtype's stack array. */
export function stackRow(layouts: readonly FnLayout[], l: FnLayout, a: ArgSlot): number {
  let base = 0;
  for (const x of layouts) {
    if (x.index >= l.index) break;
    base += x.groups.get(a.dtype) ?? 0;
  }
  return base + a.j;
}
