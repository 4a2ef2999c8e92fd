/**
 * The TypeScript side of generic kernels: a schema naming type variables (types/generic.ts) and
 * what the kernel body sees for it.
 */
import type { DType, TypedArrayOf } from './dtype.js';
import type { GenericArrayParam, ShapedGenericArrayParam, TypeVar } from './generic.js';
import { isGenericArrayParam, isTypeVar } from './generic.js';
import type { ArrayParam, ParamView, ShapedView } from './schema.js';

/** A schema some of whose entries are type variables or arrays of one. */
export type GenericSchema = Readonly<Record<string, DType | ArrayParam | TypeVar | GenericArrayParam>>;

/** True when the schema names a type variable (tt.kernel then defines a generic kernel). */
export function isGenericSchema(schema: object): boolean {
  return Object.values(schema).some((p) => isTypeVar(p) || isGenericArrayParam(p));
}

/** What a generic kernel's body sees: a generic array is any of its variable's TypedArrays. */
export type GenericKernelParams<S extends GenericSchema> = {
  readonly [K in keyof S]: S[K] extends ShapedGenericArrayParam<infer C, infer R>
    ? { [N in C]: ShapedView<N, R> }[C]
    : S[K] extends GenericArrayParam<infer C>
      ? TypedArrayOf<C>
      : S[K] extends TypeVar
        ? number
        : ParamView<S[K]>;
};
