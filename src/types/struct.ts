/**
 * Struct types: `tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 })`. A struct is stored
 * as its fields' words one after another, in declaration order, without padding: every field
 * (scalars, vectors, matrices, nested structs) must have the same 32- or 64-bit word type, so an
 * array of n structs is one TypedArray of n × words elements (Particle: 7 f32 words, pos at 0,
 * vel at 3, mass at 6). The host reads it with `unpack` and writes it with `pack`.
 */
import type { DType, TypedArrayOf } from './dtype.js';
import type { Mat, MatrixTypeInfo, VecElem, VecOf, VectorTypeInfo } from './vector.js';

export type FieldType = DType<VecElem> | VectorTypeInfo | MatrixTypeInfo | StructTypeInfo;
export type Fields = Readonly<Record<string, FieldType>>;

export interface StructField {
  readonly name: string;
  /** The field's first word within the struct. */
  readonly offset: number;
  readonly words: number;
  readonly type: FieldType;
}

export interface StructTypeInfo<F extends Fields = Fields> {
  readonly kind: 'struct';
  readonly fields: F;
  readonly layout: readonly StructField[];
  /** The word type every field shares. */
  readonly elem: VecElem;
  /** Words per struct. */
  readonly words: number;
}

/** One TypedArray per field: a field of w words holds n × w elements (struct k at k × w). */
export type FieldArrays<F extends Fields, E extends VecElem> = { [K in keyof F]: TypedArrayOf<E> };

export interface StructType<F extends Fields = Fields, E extends VecElem = VecElem>
  extends StructTypeInfo<F> {
  readonly elem: E;
  /** Splits the words of an array of structs (e.g. `await arr.read()`) into one array per field. */
  unpack(data: ArrayLike<number>): FieldArrays<F, E>;
  /** The words of n structs from one array per field (the inverse of unpack). */
  pack(fields: { readonly [K in keyof F]: ArrayLike<number> }): TypedArrayOf<E>;
}

/** The word type of a field type. */
export type ElemOf<T> = T extends { readonly kind: 'dtype'; readonly name: infer N }
  ? N
  : T extends { readonly elem: infer E }
    ? E
    : never;
/** The struct's word type: the one its first field has. */
export type StructElem<F extends Fields> = ElemOf<F[keyof F]> & VecElem;

/** What a kernel sees for a value of type T: numbers, vectors, matrices, struct objects. */
export type ValueOf<T> =
  T extends VectorTypeInfo<infer E, infer N>
    ? VecOf<E, N>
    : T extends MatrixTypeInfo<infer E, infer N>
      ? Mat<E, N>
      : T extends StructTypeInfo<infer F>
        ? StructValue<F>
        : T extends DType
          ? number
          : never;
export type StructValue<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> };

export type CompositeType = VectorTypeInfo | MatrixTypeInfo | StructTypeInfo;

/** A field type's words and word type, or a sentence saying why it cannot be a field. */
export function fieldInfo(t: unknown): { words: number; elem: VecElem } | string {
  if (typeof t !== 'function' && typeof t !== 'object') return 'is not a type';
  if (t === null) return 'is not a type';
  const k = (t as { kind?: unknown }).kind;
  if (k === 'dtype') {
    const name = (t as DType).name;
    if (name === 'f32' || name === 'f64' || name === 'i32' || name === 'u32') return { words: 1, elem: name };
    return `has type ${name}; struct fields are f32, f64, i32, u32, vectors, matrices or structs`;
  }
  if (k === 'vector' || k === 'matrix' || k === 'struct') {
    const c = t as CompositeType;
    return { words: c.words, elem: c.elem };
  }
  return 'is not a type (tt.f32, tt.vec3f, tt.struct({…}), …)';
}

/** The layout of a struct's fields, or the first problem with them. */
export function structLayout(
  fields: Fields,
): { layout: StructField[]; elem: VecElem; words: number } | string {
  const layout: StructField[] = [];
  let offset = 0;
  let elem: VecElem | undefined;
  for (const [name, type] of Object.entries(fields)) {
    const info = fieldInfo(type);
    if (typeof info === 'string') return `field '${name}' ${info}`;
    if (elem !== undefined && info.elem !== elem) {
      return `field '${name}' has ${info.elem} words but the fields before it have ${elem}: all fields of a struct share one word type (declare it with ${elem} fields, or keep a separate array)`;
    }
    elem = info.elem;
    layout.push({ name, offset, words: info.words, type });
    offset += info.words;
  }
  if (elem === undefined) return 'a struct needs at least one field';
  return { layout, elem, words: offset };
}
