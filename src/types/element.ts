/**
 * Arrays of vectors, matrices and structs in schemas: `tt.arrayOf(tt.vec3f)` is an array of f32
 * words, 3 per element; a kernel indexes it by element (`p[i]`, `p[i].x`, `p[i].pos.y`) and its
 * `.length` counts elements. The launch passes an NDArray of the word type (e.g. from
 * `tt.zeros([n], tt.vec3f)`, shape [n, 3]).
 */
import { DTYPES, type DType, type DTypeInfo } from './dtype.js';
import type { CompositeType, ValueOf } from './struct.js';

export interface CompositeArrayParam<T extends CompositeType = CompositeType> {
  readonly kind: 'array';
  readonly dtype: DTypeInfo<T['elem']> & ((v: number | boolean) => number);
  readonly element: T;
}

/** What the kernel body sees for `tt.arrayOf(T)`: elements of T by index, and the element count. */
export interface CompositeArrayView<T extends CompositeType> {
  [i: number]: ValueOf<T>;
  readonly length: number;
}

/** `tt.arrayOf(T, rank)`: a shaped array of vectors/structs (`g[r][c].x`, `g.shape[k]`). */
export interface ShapedCompositeArrayParam<
  T extends CompositeType = CompositeType,
  R extends 1 | 2 | 3 = 1 | 2 | 3,
> extends CompositeArrayParam<T> {
  readonly rank: R;
}

/** What the kernel body sees for `tt.arrayOf(T, rank)`: elements by one index per dimension. */
export type ShapedCompositeView<T extends CompositeType, R extends 1 | 2 | 3> = R extends 1
  ? CompositeArrayView<T> & { readonly shape: readonly [number] }
  : R extends 2
    ? {
        readonly [r: number]: { [c: number]: ValueOf<T> };
        readonly shape: readonly [number, number];
        readonly length: number;
      }
    : {
        readonly [d: number]: { readonly [r: number]: { [c: number]: ValueOf<T> } };
        readonly shape: readonly [number, number, number];
        readonly length: number;
      };

export function compositeArrayOf<T extends CompositeType>(element: T, rank?: number): CompositeArrayParam<T> {
  // An invalid rank is refused with the schema (KERNEL_BAD_SCHEMA): arrays of elements are flat.
  const dtype = DTYPES[element.elem] as DType<T['elem']>;
  return Object.freeze(
    rank === undefined ? { kind: 'array', dtype, element } : { kind: 'array', dtype, element, rank },
  ) as CompositeArrayParam<T>;
}
