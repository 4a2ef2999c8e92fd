/**
 * The types of vectors and matrices: `tt.vec3f` (also vec2/vec4 over f32 `f`, f64 `d`, i32 `i`,
 * u32 `u`) and `tt.mat2f/mat3f/mat4f`. Each is a descriptor usable in schemas
 * (`tt.arrayOf(tt.vec3f)`, an array of 3n words) and a constructor: in kernels the frontend
 * scalarises vectors into one value per component (frontend/lower-vector.ts); on the host
 * (ops/host-vectors.ts) `tt.vec3f(1, 2, 3)` builds a value with the same componentwise semantics.
 */

export type VecElem = 'f32' | 'f64' | 'i32' | 'u32';
export type VecLanes = 2 | 3 | 4;

declare const elemBrand: unique symbol;

interface VecOps<V, E extends VecElem> {
  /** The component type: vectors of different component types do not mix. */
  readonly [elemBrand]?: E;
  add(o: V | number): V;
  sub(o: V | number): V;
  mul(o: V | number): V;
  div(o: V | number): V;
  neg(): V;
}
export interface Vec2<E extends VecElem = VecElem> extends VecOps<Vec2<E>, E> {
  x: number;
  y: number;
}
export interface Vec3<E extends VecElem = VecElem> extends VecOps<Vec3<E>, E> {
  x: number;
  y: number;
  z: number;
}
export interface Vec4<E extends VecElem = VecElem> extends VecOps<Vec4<E>, E> {
  x: number;
  y: number;
  z: number;
  w: number;
}
export type VecOf<E extends VecElem, N extends VecLanes> = N extends 2
  ? Vec2<E>
  : N extends 3
    ? Vec3<E>
    : Vec4<E>;
export type AnyVec = Vec2 | Vec3 | Vec4;

/** An n×n matrix, column-major (like WGSL): `tt.mat3f(c0, c1, c2)` or 9 numbers, column by column. */
export interface Mat<E extends VecElem, N extends VecLanes> {
  readonly [elemBrand]?: E;
  readonly size: N;
  add(o: Mat<E, N>): Mat<E, N>;
  sub(o: Mat<E, N>): Mat<E, N>;
  mul(o: VecOf<E, N>): VecOf<E, N>;
  mul(o: Mat<E, N> | number): Mat<E, N>;
  transpose(): Mat<E, N>;
  /** Column k (a constant in kernels). */
  col(k: number): VecOf<E, N>;
}

type Ctor<E extends VecElem, N extends VecLanes> = N extends 2
  ? { (x: number, y: number): Vec2<E>; (s: number): Vec2<E> }
  : N extends 3
    ? {
        (x: number, y: number, z: number): Vec3<E>;
        (s: number): Vec3<E>;
        (xy: Vec2<E>, z: number): Vec3<E>;
        (x: number, yz: Vec2<E>): Vec3<E>;
      }
    : {
        (x: number, y: number, z: number, w: number): Vec4<E>;
        (s: number): Vec4<E>;
        (xyz: Vec3<E>, w: number): Vec4<E>;
        (xy: Vec2<E>, z: number, w: number): Vec4<E>;
        (xy: Vec2<E>, zw: Vec2<E>): Vec4<E>;
      };

export interface VectorTypeInfo<E extends VecElem = VecElem, N extends VecLanes = VecLanes> {
  readonly kind: 'vector';
  readonly name: string;
  readonly elem: E;
  readonly lanes: N;
  /** Words (elements of `elem`) one value takes in an array. */
  readonly words: N;
}
export type VectorType<E extends VecElem = VecElem, N extends VecLanes = VecLanes> = VectorTypeInfo<E, N> &
  Ctor<E, N>;

export interface MatrixTypeInfo<E extends VecElem = VecElem, N extends VecLanes = VecLanes> {
  readonly kind: 'matrix';
  readonly name: string;
  readonly elem: E;
  readonly size: N;
  readonly words: number;
}
export type MatrixType<E extends VecElem = VecElem, N extends VecLanes = VecLanes> = MatrixTypeInfo<E, N> &
  ((...columnsOrNumbers: (number | VecOf<E, N>)[]) => Mat<E, N>);

const ELEM_OF: Readonly<Record<string, VecElem>> = { f: 'f32', d: 'f64', i: 'i32', u: 'u32' };

/** The vector or matrix type named `name` (vec3f, mat4f, …), if any. */
export function vectorTypeByName(name: string): VectorTypeInfo | MatrixTypeInfo | undefined {
  const m = /^(vec|mat)([234])([fdiu])$/.exec(name);
  const elem = m ? ELEM_OF[m[3] ?? ''] : undefined;
  if (!m || !elem) return undefined;
  const n = Number(m[2]) as VecLanes;
  if (m[1] === 'vec') return { kind: 'vector', name, elem, lanes: n, words: n };
  return elem === 'f32' ? { kind: 'matrix', name, elem, size: n, words: n * n } : undefined;
}
