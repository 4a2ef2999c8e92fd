/**
 * tt.min / tt.max: reductions of an NDArray (ops/reduce.ts), and, given two vectors (or a vector
 * and a number), their componentwise minimum / maximum, as in kernels (frontend/vector-ops.ts).
 */
import type { AnyVec } from '../types/vector.js';
import { HostVec } from './host-vectors.js';
import { max as maxReduction, min as minReduction, type Reduction } from './reduce.js';

type Componentwise = <V extends AnyVec>(a: V, b: V | number) => V;

function both(fn: 'min' | 'max', reduction: Reduction): Reduction & Componentwise {
  const f = (...args: unknown[]): unknown => {
    const [a, b] = args;
    if (a instanceof HostVec) {
      const pick = fn === 'min' ? Math.min : Math.max;
      const other = (k: number) => (b instanceof HostVec ? (b.c[k] ?? 0) : Number(b));
      return new HostVec(
        a.type,
        a.c.map((x, k) => pick(x, other(k))),
      );
    }
    return (reduction as (...x: unknown[]) => unknown)(...args);
  };
  // One function with both call signatures (the reduction's overloads and the vector one).
  return f as unknown as Reduction & Componentwise;
}

export const min = both('min', minReduction);
export const max = both('max', maxReduction);
