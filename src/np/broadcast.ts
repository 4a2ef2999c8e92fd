/**
 * NumPy's broadcasting rules for shapes: shapes are aligned at their last axis; two sizes along an
 * axis are compatible when they are equal or one of them is 1 (a missing axis counts as 1); the
 * result takes the larger size. Broadcast axes are read with stride 0, so no data is copied.
 */
import { ArrayOpError } from '../errors/errors.js';

const fmt = (s: readonly number[]): string => `[${s.join(', ')}]`;

/** The shape all of `shapes` broadcast to, or OP_SHAPE_MISMATCH naming the shapes that do not. */
export function broadcastShapes(op: string, shapes: readonly (readonly number[])[]): number[] {
  const rank = Math.max(0, ...shapes.map((s) => s.length));
  const out: number[] = new Array<number>(rank).fill(1);
  const from: (readonly number[] | undefined)[] = new Array(rank).fill(undefined);
  for (const s of shapes) {
    for (let k = 0; k < s.length; k++) {
      const d = rank - s.length + k;
      const size = s[k] ?? 1;
      const cur = out[d] ?? 1;
      if (size === cur || size === 1) continue;
      if (cur !== 1) {
        throw new ArrayOpError(
          'OP_SHAPE_MISMATCH',
          op,
          `shapes ${fmt(from[d] ?? [])} and ${fmt(s)} do not broadcast: axis ${d - rank} has sizes ${cur} and ${size} (sizes must be equal, or one of them 1)`,
        );
      }
      out[d] = size;
      from[d] = s;
    }
  }
  return out;
}

/** Row-major (C-order) strides of a contiguous array of `shape`, in elements. */
export function contiguousStrides(shape: readonly number[]): number[] {
  const st = new Array<number>(shape.length).fill(0);
  let acc = 1;
  for (let d = shape.length - 1; d >= 0; d--) {
    st[d] = acc;
    acc *= shape[d] ?? 1;
  }
  return st;
}

/**
 * The strides, along each axis of `out`, of a contiguous array of `shape` broadcast to `out`: 0 on
 * the axes it is broadcast along (a missing axis, or size 1 where out is larger).
 */
export function broadcastStrides(shape: readonly number[], out: readonly number[]): number[] {
  const own = contiguousStrides(shape);
  return out.map((size, d) => {
    const k = d - (out.length - shape.length);
    if (k < 0) return 0;
    return (shape[k] ?? 1) === 1 && size !== 1 ? 0 : (own[k] ?? 0);
  });
}

export function sameShape(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function sizeOf(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

export { fmt as formatShape };
