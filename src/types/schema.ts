/**
 * Kernel parameter schemas: `{ a: tt.f32, x: tt.arrayOf(tt.f32) }`, and the TypeScript types
 * derived from them for the kernel body and for `launch` arguments.
 */
import type {
  AnyDTypeName,
  ArrayDTypeName,
  DType,
  DTypeName,
  NumericDTypeName,
  TypedArrayOf,
} from './dtype.js';
import {
  type CompositeArrayParam,
  type CompositeArrayView,
  compositeArrayOf,
  type ShapedCompositeArrayParam,
  type ShapedCompositeView,
} from './element.js';
import type { GenericArrayParam, ShapedGenericArrayParam, TypeVar } from './generic.js';
import type { CompositeType } from './struct.js';

export interface ArrayParam<N extends ArrayDTypeName = ArrayDTypeName> {
  readonly kind: 'array';
  readonly dtype: DType<N>;
  /** Set by `tt.arrayOf(dtype, rank)`: the kernel indexes it `g[r][c]`; a launch passes that rank. */
  readonly rank?: Rank;
  /** Set by `tt.arrayOf(tt.vec3f)` / `tt.arrayOf(SomeStruct)`: the element, `words` of `dtype` each. */
  readonly element?: CompositeType;
}

/** `tt.arrayOf(dtype, rank)`: an array the kernel indexes per dimension and whose shape it reads. */
export interface ShapedArrayParam<N extends ArrayDTypeName = ArrayDTypeName, R extends Rank = Rank>
  extends ArrayParam<N> {
  readonly rank: R;
}

export type ParamType = DType | ArrayParam;
export type Schema = Readonly<Record<string, ParamType>>;

/**
 * An array parameter: `tt.arrayOf(tt.f32)` is flat (`x[i]`, any shape at launch);
 * `tt.arrayOf(tt.f32, 2)` is shaped: `g[r][c]`, `g.shape[k]`, and a launch passes a 2-D array.
 */
export function arrayOf<C extends NumericDTypeName, R extends Rank>(
  dtype: TypeVar<C>,
  rank: R,
): ShapedGenericArrayParam<C, R>;
export function arrayOf<C extends NumericDTypeName>(dtype: TypeVar<C>): GenericArrayParam<C>;
export function arrayOf<T extends CompositeType, R extends Rank>(
  element: T,
  rank: R,
): ShapedCompositeArrayParam<T, R>;
export function arrayOf<T extends CompositeType>(element: T): CompositeArrayParam<T>;
export function arrayOf<N extends ArrayDTypeName, R extends Rank>(
  dtype: DType<N>,
  rank: R,
): ShapedArrayParam<N, R>;
export function arrayOf<N extends ArrayDTypeName>(dtype: DType<N>): ArrayParam<N>;
export function arrayOf<N extends ArrayDTypeName>(
  dtype: DType<N> | TypeVar | CompositeType,
  rank?: Rank,
):
  | { readonly kind: 'array'; readonly dtype: DType<N> | TypeVar; readonly rank?: Rank }
  | CompositeArrayParam {
  // An array of elements is an array of their word type (dtype) with `element` set.
  if (dtype.kind !== 'dtype' && dtype.kind !== 'typevar') return compositeArrayOf(dtype, rank);
  return Object.freeze(rank === undefined ? { kind: 'array', dtype } : { kind: 'array', dtype, rank });
}

/**
 * What the kernel body sees for a shaped array: rows (`g[r]`, only to index further or as the
 * array of an Atomics call), `g.shape` and `g.length` (the total number of elements).
 */
export type ShapedView<N extends ArrayDTypeName, R extends Rank> = R extends 1
  ? TypedArrayOf<N> & { readonly shape: readonly [number] }
  : R extends 2
    ? {
        readonly [r: number]: TypedArrayOf<N>;
        readonly shape: readonly [number, number];
        readonly length: number;
      }
    : {
        readonly [d: number]: { readonly [r: number]: TypedArrayOf<N> };
        readonly shape: readonly [number, number, number];
        readonly length: number;
      };

export function isArrayParam(p: unknown): p is ArrayParam {
  return typeof p === 'object' && p !== null && (p as { kind?: unknown }).kind === 'array';
}

/** Small dtypes exist only as array elements: a scalar of one is `never`, so TypeScript refuses it. */
export type ScalarValue<N extends AnyDTypeName> = N extends 'bool'
  ? boolean
  : N extends 'i64' | 'u64'
    ? bigint
    : N extends DTypeName
      ? number
      : never;

/** What the kernel body sees of one plain parameter: an array as its TypedArray, a scalar as a number/boolean. */
export type ParamView<P> =
  P extends ShapedArrayParam<infer N, infer R>
    ? ShapedView<N, R>
    : P extends ArrayParam<infer N>
      ? TypedArrayOf<N>
      : P extends DType<infer N>
        ? ScalarValue<N>
        : never;

/** What the kernel body sees: arrays as TypedArrays (or views of vectors/structs), scalars as numbers/booleans. */
export type KernelParams<S extends Schema> = {
  readonly [K in keyof S]: S[K] extends ShapedCompositeArrayParam<infer T, infer R>
    ? ShapedCompositeView<T, R>
    : S[K] extends CompositeArrayParam<infer T>
      ? CompositeArrayView<T>
      : ParamView<S[K]>;
};

export type Rank = 1 | 2 | 3;

/**
 * The kernel's first parameter. It is a number for 1-D kernels (`i`), and destructures into
 * numbers for 2-D/3-D kernels (`[i, j]`, `[i, j, k]`). One type serves all ranks because
 * TypeScript cannot pick an overload from how an untyped parameter is destructured.
 */
export type KernelIndex = number & {
  readonly 0: number;
  readonly 1: number;
  readonly 2: number;
  [Symbol.iterator](): Iterator<number>;
};

/** A launch range: n (1-D), [h, w] (2-D) or [d, h, w] (3-D); it must match the kernel's index. */
export type LaunchRange =
  | number
  | readonly [number]
  | readonly [number, number]
  | readonly [number, number, number];

/**
 * What a kernel's index parameter may be annotated as, to type its launches by rank:
 * `(i: number, …)` launches with `n`, `([i, j]: [number, number], …)` with `[h, w]`, a 3-tuple with
 * `[d, h, w]`. Unannotated (the usual `(i, …)` / `([i, j], …)`), the index is KernelIndex: TypeScript
 * cannot tell a destructured parameter's arity, so any range type-checks and launch checks the rank
 * (LAUNCH_BAD_RANGE).
 */
export type IndexAnnotation =
  | KernelIndex
  | number
  | readonly [number, number]
  | readonly [number, number, number];

/** The launch range of a kernel whose index parameter has type I (see IndexAnnotation). */
export type RangeOf<I> = [I] extends [KernelIndex]
  ? LaunchRange
  : I extends number
    ? number | readonly [number]
    : I extends readonly [number, number]
      ? readonly [number, number]
      : I extends readonly [number, number, number]
        ? readonly [number, number, number]
        : LaunchRange;

/**
 * The third parameter of a work-group kernel (`{ workgroup: [x, y] }`): the item's place in its
 * group. Index `d` is the dimension (0 = the slowest-varying, like the kernel's index).
 */
export interface WorkGroup {
  /** This item's id inside its group, per dimension (0 .. size[d] - 1). */
  readonly local: readonly [number, number, number];
  /** The group's id, per dimension (global id = group * size + local). */
  readonly group: readonly [number, number, number];
  /** The work-group size, per dimension (the kernel's `workgroup` option). */
  readonly size: readonly [number, number, number];
  /** The number of groups, per dimension (range / size). */
  readonly groups: readonly [number, number, number];
  /** Memory shared by the items of a group; a const at the top of the kernel, of constant length. */
  shared<N extends 'f32' | 'f64' | 'i32' | 'u32'>(dtype: DType<N>, length: number): TypedArrayOf<N>;
  /** Waits until every item of the group has reached this barrier (uniform control flow only). */
  barrier(): void;
  /**
   * A work-group memory fence: this item's memory operations before it are seen by the group's
   * items before those after it (uniform control flow only, as WGSL spells it with a barrier).
   */
  fence(): void;
  /**
   * Sub-groups (docs/kernel-language.md#sub-groups): the group's items in runs of `subgroupSize`
   * consecutive flat local ids. The collectives below are reached by every item of the group.
   */
  readonly subgroupSize: number;
  /** This item's sub-group, 0 .. subgroupCount - 1. */
  readonly subgroupId: number;
  /** This item's lane in its sub-group, 0 .. subgroupSize - 1. */
  readonly subgroupLocalId: number;
  /** Sub-groups per work-group. */
  readonly subgroupCount: number;
  /** The sum of `v` over the sub-group (in lane order), given to every item of it. */
  subgroupAdd(v: number): number;
  subgroupMin(v: number): number;
  subgroupMax(v: number): number;
  /** The sum of `v` over lanes 0 .. this lane. */
  subgroupInclusiveAdd(v: number): number;
  /** The sum of `v` over lanes 0 .. this lane - 1 (0 on lane 0). */
  subgroupExclusiveAdd(v: number): number;
  /** `v` of lane `lane` (modulo the size; the same lane for every item of the group). */
  subgroupBroadcast(v: number, lane: number): number;
  /** `v` of lane `lane` (modulo the size), a lane per item. */
  subgroupShuffle(v: number, lane: number): number;
}
