/**
 * The frontend's view of vectors, matrices and structs: a ValueType says how many scalar
 * components (lanes) a value has and what they mean; a Composite is a value as its lanes, each a
 * raw IR expression. Everything composite is scalarised here, so the IR stays scalar.
 */
import { closestName } from '../errors/options.js';
import type { RawExpr } from '../ir/nodes.js';
import type { CompositeType, FieldType } from '../types/struct.js';
import type { VecElem } from '../types/vector.js';

export type Elem = VecElem;
export interface StructFieldType {
  readonly name: string;
  readonly offset: number;
  readonly type: ValueType;
}
export type ValueType =
  | { readonly kind: 'scalar'; readonly elem: Elem }
  | { readonly kind: 'vector'; readonly elem: Elem; readonly n: number }
  /** Column-major n×n: lane c*n + r is row r of column c. */
  | { readonly kind: 'matrix'; readonly elem: Elem; readonly n: number }
  | {
      readonly kind: 'struct';
      readonly elem: Elem;
      readonly fields: readonly StructFieldType[];
      readonly words: number;
    };

/** A vector, matrix or struct value: one raw expression per lane, in layout order. */
export interface Composite {
  readonly composite: true;
  readonly type: ValueType;
  readonly lanes: readonly RawExpr[];
}

export function composite(type: ValueType, lanes: readonly RawExpr[]): Composite {
  return { composite: true, type, lanes };
}

export function isComposite(v: RawExpr | Composite): v is Composite {
  return (v as { composite?: unknown }).composite === true;
}

export function wordsOf(t: ValueType): number {
  switch (t.kind) {
    case 'scalar':
      return 1;
    case 'vector':
      return t.n;
    case 'matrix':
      return t.n * t.n;
    case 'struct':
      return t.words;
  }
}

const SUFFIX: Readonly<Record<Elem, string>> = { f32: 'f', f64: 'd', i32: 'i', u32: 'u' };
export const COMPONENTS = ['x', 'y', 'z', 'w'] as const;

export function typeName(t: ValueType): string {
  switch (t.kind) {
    case 'scalar':
      return t.elem;
    case 'vector':
      return `vec${t.n}${SUFFIX[t.elem]}`;
    case 'matrix':
      return `mat${t.n}${SUFFIX[t.elem]}`;
    case 'struct':
      return `struct { ${t.fields.map((f) => `${f.name}: ${typeName(f.type)}`).join(', ')} }`;
  }
}

/** Names of a type's lanes, for readable IR locals: x y z, m00…, pos_x vel_y mass. */
export function laneNames(t: ValueType): string[] {
  switch (t.kind) {
    case 'scalar':
      return ['v'];
    case 'vector':
      return COMPONENTS.slice(0, t.n).map(String);
    case 'matrix':
      return Array.from({ length: t.n * t.n }, (_, k) => `c${Math.floor(k / t.n)}${k % t.n}`);
    case 'struct':
      return t.fields.flatMap((f) =>
        f.type.kind === 'scalar' ? [f.name] : laneNames(f.type).map((l) => `${f.name}_${l}`),
      );
  }
}

/** The ValueType of a schema field type or element type (tt.f32, tt.vec3f, tt.struct({…})). */
export function valueTypeOf(t: FieldType | CompositeType): ValueType {
  switch (t.kind) {
    case 'dtype':
      return { kind: 'scalar', elem: t.name };
    case 'vector':
      return { kind: 'vector', elem: t.elem, n: t.lanes };
    case 'matrix':
      return { kind: 'matrix', elem: t.elem, n: t.size };
    case 'struct':
      return {
        kind: 'struct',
        elem: t.elem,
        words: t.words,
        fields: t.layout.map((f) => ({ name: f.name, offset: f.offset, type: valueTypeOf(f.type) })),
      };
  }
}

/** The closest of `names` to `name` (at most 2 edits), for "did you mean" hints. */
export function closest(name: string, names: readonly string[]): string | undefined {
  return closestName(name, names, 2);
}
