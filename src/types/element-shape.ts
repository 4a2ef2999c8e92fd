/** The host shape of an array of vectors, matrices or structs: NumPy's view, one more axis of words. */
import type { CompositeType } from './struct.js';

export type { CompositeType };

/** For a vector/matrix/struct element type: the array's shape [...shape, words] and word type. */
export function elementShape(
  shape: readonly number[] | number,
  t: unknown,
): { shape: number[]; elem: CompositeType['elem'] } | undefined {
  const kind = (t as { kind?: unknown } | null)?.kind;
  if (kind !== 'vector' && kind !== 'matrix' && kind !== 'struct') return undefined;
  const c = t as CompositeType;
  const dims =
    typeof shape === 'number' ? [shape] : Array.isArray(shape) ? [...(shape as number[])] : undefined;
  // A shape that is no list is refused by checkShape with its usual message.
  if (!dims) return undefined;
  return { shape: [...dims, c.words], elem: c.elem };
}
