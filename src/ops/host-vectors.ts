/**
 * Vector and matrix values on the host: `tt.vec3f(1, 2, 3)`, `tt.mat3f(…)` build values whose
 * operations round each component to the component type, as kernels compute them
 * (frontend/vector-ops.ts). The same objects are the descriptors schemas use (types/vector.ts).
 */
import { ArrayError } from '../errors/errors.js';
import { DTYPES } from '../types/dtype.js';
import type {
  MatrixType,
  MatrixTypeInfo,
  VecElem,
  VecLanes,
  VectorType,
  VectorTypeInfo,
} from '../types/vector.js';

const LANE_NAMES = ['x', 'y', 'z', 'w'] as const;

/** A vector or matrix value on the host: components rounded to the component type on every write. */
export class HostVec {
  readonly c: number[];
  constructor(
    readonly type: VectorTypeInfo | MatrixTypeInfo,
    lanes: readonly number[],
  ) {
    const cast = DTYPES[type.elem];
    this.c = lanes.map((v) => cast(v) as number);
    if (type.kind === 'vector') {
      LANE_NAMES.slice(0, type.lanes).forEach((name, k) => {
        Object.defineProperty(this, name, {
          get: () => this.c[k],
          set: (v: number) => {
            this.c[k] = cast(v) as number;
          },
          enumerable: true,
        });
      });
    }
  }
  private zip(o: HostVec | number, f: (a: number, b: number) => number): HostVec {
    const cast = DTYPES[this.type.elem];
    const other = typeof o === 'number' ? this.c.map(() => cast(o) as number) : o.c;
    return new HostVec(
      this.type,
      this.c.map((a, k) => lane(this.type.elem, f(a, other[k] ?? 0))),
    );
  }
  add(o: HostVec | number): HostVec {
    return this.zip(o, (a, b) => a + b);
  }
  sub(o: HostVec | number): HostVec {
    return this.zip(o, (a, b) => a - b);
  }
  mul(o: HostVec | number): HostVec {
    if (this.type.kind === 'matrix' && typeof o !== 'number') return matMul(this, o);
    return this.zip(o, (a, b) => a * b);
  }
  div(o: HostVec | number): HostVec {
    return this.zip(o, (a, b) => a / b);
  }
  neg(): HostVec {
    return new HostVec(
      this.type,
      this.c.map((a) => lane(this.type.elem, -a)),
    );
  }
  transpose(): HostVec {
    const n = matrixSize(this);
    return new HostVec(
      this.type,
      this.c.map((_, k) => this.c[(k % n) * n + Math.floor(k / n)] ?? 0),
    );
  }
  col(k: number): HostVec {
    const n = matrixSize(this);
    const info: VectorTypeInfo = {
      kind: 'vector',
      name: `vec${n}${SUFFIX[this.type.elem]}`,
      elem: this.type.elem,
      lanes: n as VecLanes,
      words: n as VecLanes,
    };
    return new HostVec(info, this.c.slice(k * n, k * n + n));
  }
}

/** One component of a result: integer lanes wrap like tt.i32(a op b) / tt.u32(…), floats round. */
export function lane(elem: VecElem, v: number): number {
  return DTYPES[elem](v) as number;
}

function matrixSize(m: HostVec): number {
  return m.type.kind === 'matrix' ? m.type.size : m.c.length;
}

/** Column-major m × v and m × m, each dot product summed in order 0..n-1 and rounded per step. */
function matMul(m: HostVec, o: HostVec): HostVec {
  const n = matrixSize(m);
  const e = m.type.elem;
  const cols = o.type.kind === 'matrix' ? n : 1;
  const out: number[] = [];
  for (let j = 0; j < cols; j++) {
    for (let r = 0; r < n; r++) {
      let s = 0;
      for (let k = 0; k < n; k++) {
        const p = lane(e, (m.c[k * n + r] ?? 0) * (o.c[j * n + k] ?? 0));
        s = k === 0 ? p : lane(e, s + p);
      }
      out.push(s);
    }
  }
  return new HostVec(o.type, out);
}

function flatten(type: VectorTypeInfo | MatrixTypeInfo, args: readonly unknown[]): number[] {
  const words = type.words;
  const flat = args.flatMap((a) => (a instanceof HostVec ? a.c : [Number(a)]));
  if (flat.length === 1 && type.kind === 'vector') return Array.from({ length: words }, () => flat[0] ?? 0);
  if (flat.length !== words) {
    throw new ArrayError(
      'VECTOR_BAD_ARGUMENT',
      `${type.name} takes ${words} components (or 1 to fill all); got ${flat.length}`,
    );
  }
  return flat;
}

const SUFFIX: Readonly<Record<VecElem, string>> = { f32: 'f', f64: 'd', i32: 'i', u32: 'u' };

function describe<T extends VectorTypeInfo | MatrixTypeInfo>(info: T): T & ((...a: unknown[]) => HostVec) {
  const fn = (...args: unknown[]) => new HostVec(info, flatten(info, args));
  for (const [k, v] of Object.entries(info)) Object.defineProperty(fn, k, { value: v, enumerable: true });
  Object.defineProperty(fn, 'toString', { value: () => info.name });
  return Object.freeze(fn) as T & ((...a: unknown[]) => HostVec);
}

function vector<E extends VecElem, N extends VecLanes>(elem: E, lanes: N): VectorType<E, N> {
  const info: VectorTypeInfo<E, N> = {
    kind: 'vector',
    name: `vec${lanes}${SUFFIX[elem]}`,
    elem,
    lanes,
    words: lanes,
  };
  // The descriptor with its constructor: TS cannot type one function with the per-arity overloads.
  return describe(info) as unknown as VectorType<E, N>;
}

function matrix<N extends VecLanes>(size: N): MatrixType<'f32', N> {
  const info: MatrixTypeInfo<'f32', N> = {
    kind: 'matrix',
    name: `mat${size}f`,
    elem: 'f32',
    size,
    words: size * size,
  };
  // As for vector(): the descriptor is also the constructor.
  return describe(info) as unknown as MatrixType<'f32', N>;
}

export const vec2f = vector('f32', 2);
export const vec3f = vector('f32', 3);
export const vec4f = vector('f32', 4);
export const vec2d = vector('f64', 2);
export const vec3d = vector('f64', 3);
export const vec4d = vector('f64', 4);
export const vec2i = vector('i32', 2);
export const vec3i = vector('i32', 3);
export const vec4i = vector('i32', 4);
export const vec2u = vector('u32', 2);
export const vec3u = vector('u32', 3);
export const vec4u = vector('u32', 4);
export const mat2f = matrix(2);
export const mat3f = matrix(3);
export const mat4f = matrix(4);
