/**
 * Type variables of generic kernels: `tt.float` (f32 or f64) and `tt.int` (i32 or u32). A schema
 * that names one (`{ x: tt.arrayOf(tt.float), a: tt.float }`) defines a generic kernel: every
 * launch binds each variable to the dtype of the arrays passed for it, and the kernel is compiled
 * once per binding (docs/kernel-language.md, "Generic kernels").
 */
import type { NumericDTypeName } from './dtype.js';

/** 1, 2 or 3 (schema.ts's Rank, repeated: schema.ts imports this file). */
type GenericRank = 1 | 2 | 3;

export interface TypeVar<C extends NumericDTypeName = NumericDTypeName> {
  readonly kind: 'typevar';
  /** The name users write after `tt.` ('float', 'int'). */
  readonly name: string;
  /** The dtypes a launch may bind it to, the first being the one a definition is checked with. */
  readonly choices: readonly C[];
}

/** `tt.arrayOf(tt.float)`: an array whose dtype a launch decides (one of the variable's choices). */
export interface GenericArrayParam<C extends NumericDTypeName = NumericDTypeName> {
  readonly kind: 'array';
  readonly dtype: TypeVar<C>;
  readonly rank?: GenericRank;
}

/** `tt.arrayOf(tt.float, 2)`: a shaped generic array (`g[r][c]`, `g.shape[k]`). */
export interface ShapedGenericArrayParam<
  C extends NumericDTypeName = NumericDTypeName,
  R extends GenericRank = GenericRank,
> extends GenericArrayParam<C> {
  readonly rank: R;
}

function typeVar<C extends NumericDTypeName>(name: string, choices: readonly C[]): TypeVar<C> {
  return Object.freeze({ kind: 'typevar', name, choices: Object.freeze([...choices]) });
}

/** f32 or f64, decided by the arrays of a launch. */
export const float: TypeVar<'f32' | 'f64'> = typeVar('float', ['f32', 'f64']);
/** i32 or u32, decided by the arrays of a launch. */
export const int: TypeVar<'i32' | 'u32'> = typeVar('int', ['i32', 'u32']);

export function isTypeVar(v: unknown): v is TypeVar {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'typevar';
}

export function isGenericArrayParam(v: unknown): v is GenericArrayParam {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { kind?: unknown }).kind === 'array' &&
    isTypeVar((v as { dtype?: unknown }).dtype)
  );
}
