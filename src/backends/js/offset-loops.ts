/**
 * The offset variant's launch loops over the shifted indices. A launch with `{ offset }` runs the
 * kernel's offset variant (runtime/offset.ts), whose launch indices read `index + tt_offsetD`: one
 * more add per index per item, and one more value live, than the hand loop `for (i = 1; i < n; …)`
 * (fdtd-2d's `ey` update: 11.0 → 10.1 ms over 100 steps when the loop runs over the shifted index,
 * hand-edited). In the launch's unchecked copy (the whole-launch range test holds) the js renderer
 * runs the loops from `tt_offsetD` to `nD + tt_offsetD`, renders `index + tt_offsetD` as the
 * counter itself and a bare index as `counter - tt_offsetD`: the same numbers (offset + extent ≤
 * 2^31 - 1 is checked at launch), so the same results; the copies with range checks keep the
 * counters from 0, so every `KernelRangeError` is reported as before.
 */
import type { KernelIR } from '../../ir/nodes.js';
import type { AffineNames } from '../../passes/affine-index.js';
import { JS_AFFINE_NAMES } from './range-checks.js';
import { P } from './render-expr.js';

/** Launch dimension -> its hidden offset parameter, for an offset variant (else empty). */
export function offsetShift(k: KernelIR): ReadonlyMap<number, string> {
  const shift = new Map<number, string>();
  if (k.groupLoops || k.workgroup) return shift;
  for (let d = 0; d < k.rank; d++) {
    const p = k.params.find((q) => !q.isArray && q.type === 'i32' && q.sourceName === `(offset ${d})`);
    if (p) shift.set(d, p.name);
  }
  return shift;
}

/** The affine analysis' names where the launch counters run shifted: index d is `counter - offset`. */
export function shiftedNames(shift: ReadonlyMap<number, string>): AffineNames {
  if (shift.size === 0) return JS_AFFINE_NAMES;
  const index = (d: number) => {
    const off = shift.get(d);
    return off === undefined ? `i${d}` : `(i${d} - ${P(off)})`;
  };
  return { ...JS_AFFINE_NAMES, index };
}

/** The first and end values of launch dimension d's counter: from 0, or shifted by its offset. */
export function counterRange(
  shift: ReadonlyMap<number, string>,
): [(d: number) => string, (d: number) => string] {
  const off = (d: number) => shift.get(d);
  return [
    (d) => {
      const o = off(d);
      return o === undefined ? '0' : P(o);
    },
    (d) => {
      const o = off(d);
      return o === undefined ? `n${d}` : `n${d} + ${P(o)}`;
    },
  ];
}
