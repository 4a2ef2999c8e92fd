/**
 * Line coordinates for tt.jit's fused reductions (jit-reduce.ts): the first pass already knows each
 * element's line `o`, its position along the line and (strided pass) its place `t` among the
 * `inner` elements, so a leaf whose strides collapse over the root's axes grouped as
 * [outer, len, inner] is read at so + o·S0 + along·S1 + t·S2 — no division per element, where
 * the general strided form divides the flat index by each axis's stride. A group collapses when
 * the leaf reads it in row-major order (each axis's stride the next one's times its size, size-1
 * axes ignored) or not at all (every stride 0: broadcast along the whole group).
 */
import { leafStrides } from './jit-kernel.js';
import type { TraceNode } from './jit-trace.js';

/** The stride of axes [from, to) read as one, or undefined when they do not collapse. */
function collapse(
  st: readonly number[],
  shape: readonly number[],
  from: number,
  to: number,
): number | undefined {
  const axes: number[] = [];
  for (let d = from; d < to; d++) if ((shape[d] ?? 1) !== 1) axes.push(d);
  if (axes.every((d) => st[d] === 0)) return 0;
  for (let j = 0; j + 1 < axes.length; j++) {
    const [d, e] = [axes[j] ?? 0, axes[j + 1] ?? 0];
    if (st[d] !== (st[e] ?? 0) * (shape[e] ?? 1)) return undefined;
  }
  return st[axes[axes.length - 1] ?? 0] ?? 0;
}

/** The first axis at which the product of `shape`'s leading sizes reaches `size` (undefined: never). */
function boundary(shape: readonly number[], size: number, from: number): number | undefined {
  let p = shape.slice(0, from).reduce((a, b) => a * b, 1);
  for (let d = from; d <= shape.length; d++) {
    if (p === size) return d;
    p *= shape[d] ?? 1;
  }
  return undefined;
}

/**
 * Each leaf's strides along [outer, len] (`groups` 2: the lanes pass, inner 1) or
 * [outer, len, inner] (3), or undefined when some leaf's strides do not collapse.
 */
export function lineStrides(
  leaves: readonly TraceNode[],
  shape: readonly number[],
  geometry: { readonly outer: number; readonly len: number },
  groups: 2 | 3,
): number[][] | undefined {
  const i = boundary(shape, geometry.outer, 0);
  const j = i === undefined ? undefined : boundary(shape, geometry.outer * geometry.len, i);
  if (i === undefined || j === undefined) return undefined;
  const cuts = groups === 2 ? [0, i, shape.length] : [0, i, j, shape.length];
  const out: number[][] = [];
  for (const l of leaves) {
    const st = leafStrides(l, shape);
    const s: number[] = [];
    for (let g = 1; g < cuts.length; g++) {
      const c = collapse(st, shape, cuts[g - 1] ?? 0, cuts[g] ?? 0);
      if (c === undefined) return undefined;
      s.push(c);
    }
    out.push(s);
  }
  return out;
}
