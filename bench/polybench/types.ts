/**
 * One PolyBench/C 4.2.1 kernel ported to tutti as a user would write it (one tt.kernel per parallel
 * loop nest, the host looping over time steps and sequential outer loops), beside a plain JS port of
 * the same C loops and the facts the C harness needs (source folder, dumped arrays, OpenMP pragmas).
 */
import * as tt from '../../src/index.js';

export type Category = 'blas' | 'kernels' | 'solvers' | 'datamining' | 'medley' | 'stencils';
export type Dataset = 'SMALL' | 'MEDIUM';
export type Sizes = Readonly<Record<string, number>>;

/** A host array of the port: its data (f64 as PolyBench's default DATA_TYPE, i32 where it is int) and shape. */
export interface HostArray {
  readonly data: Float64Array | Int32Array;
  readonly shape: readonly number[];
}
export type HostData = Record<string, HostArray>;
export type DeviceData = Record<string, tt.NDArray>;

/** `#pragma omp parallel for <clause>` before each occurrence of `at` in the kernel (or only the nth). */
export interface OmpPragma {
  readonly at: string;
  readonly clause?: string;
  readonly nth?: number;
}

export interface PolyKernel {
  readonly name: string;
  readonly category: Category;
  /** Folder of the C source under bench/polybench/c. */
  readonly dir: string;
  readonly sizes: Readonly<Record<Dataset, Sizes>>;
  /** The arrays PolyBench dumps, in its order. */
  readonly outputs: readonly string[];
  /** Dumped part of a square output, where PolyBench prints one triangle (j ≤ i, or j ≥ i). */
  readonly dumped?: 'lower' | 'upper';
  readonly omp: readonly OmpPragma[];
  /** Extra C defines (deriche's default DATA_TYPE is float: it is built with double, as the port). */
  readonly cdefs?: readonly string[];
  /** Fresh inputs (the C init_array), temporaries included. */
  init(s: Sizes): HostData;
  /** The plain JS port (flat typed arrays, the C loops as written). */
  plain(s: Sizes, d: HostData): void;
  /** The tutti port: launches its kernels on the arrays' device; resolves when all have run. */
  tutti(s: Sizes, d: DeviceData): Promise<void>;
}

export const F64 = tt.arrayOf(tt.f64);
export const F64x2 = tt.arrayOf(tt.f64, 2);
export const F64x3 = tt.arrayOf(tt.f64, 3);
export const I32x2 = tt.arrayOf(tt.i32, 2);
export const I32 = tt.arrayOf(tt.i32);

/** A row-major f64 array of `shape`, element k = fill(...index of k). */
export function f64(shape: readonly number[], fill?: (...ix: number[]) => number): HostArray {
  const data = new Float64Array(shape.reduce((a, b) => a * b, 1));
  if (fill) eachIndex(shape, (k, ix) => (data[k] = fill(...ix)));
  return { data, shape };
}

export function i32(shape: readonly number[], fill?: (...ix: number[]) => number): HostArray {
  const data = new Int32Array(shape.reduce((a, b) => a * b, 1));
  if (fill) eachIndex(shape, (k, ix) => (data[k] = fill(...ix)));
  return { data, shape };
}

function eachIndex(shape: readonly number[], f: (k: number, ix: number[]) => void): void {
  const ix = shape.map(() => 0);
  const n = shape.reduce((a, b) => a * b, 1);
  for (let k = 0; k < n; k++) {
    f(k, ix);
    for (let d = shape.length - 1; d >= 0; d--) {
      ix[d] = (ix[d] ?? 0) + 1;
      if ((ix[d] ?? 0) < (shape[d] ?? 0)) break;
      ix[d] = 0;
    }
  }
}

/** The typed array of `d[name]` as f64 (the plain ports index flat arrays). */
export function F(d: HostData, name: string): Float64Array {
  const a = d[name]?.data;
  if (!(a instanceof Float64Array)) throw new Error(`polybench: no f64 array '${name}'`);
  return a;
}

export function I(d: HostData, name: string): Int32Array {
  const a = d[name]?.data;
  if (!(a instanceof Int32Array)) throw new Error(`polybench: no i32 array '${name}'`);
  return a;
}

/** The f64 device array `name` (its dtype checked: the kernels' schemas take NDArray<'f64'>). */
export function nd(d: DeviceData, name: string): tt.NDArray<'f64'> {
  const a = d[name];
  if (a?.dtype !== 'f64') throw new Error(`polybench: no f64 device array '${name}'`);
  return a as tt.NDArray<'f64'>;
}

export function ndi(d: DeviceData, name: string): tt.NDArray<'i32'> {
  const a = d[name];
  if (a?.dtype !== 'i32') throw new Error(`polybench: no i32 device array '${name}'`);
  return a as tt.NDArray<'i32'>;
}

/** The kernel options every port uses: f64 floats (PolyBench's DATA_TYPE), a name for messages. */
export const opts = (name: string) => ({ name, float: 'f64' as const });

/** Make A positive semi-definite as PolyBench's cholesky/lu/ludcmp init does: A = A·Aᵀ. */
export function psd(n: number, A: Float64Array): void {
  const B = new Float64Array(n * n);
  for (let t = 0; t < n; ++t)
    for (let r = 0; r < n; ++r) for (let s = 0; s < n; ++s) B[r * n + s] += A[r * n + t] * A[s * n + t];
  A.set(B);
}

/** The lower-triangular init shared by cholesky, lu and ludcmp (before psd). */
export function lowerInit(n: number): Float64Array {
  const A = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) A[i * n + j] = (-j % n) / n + 1;
    A[i * n + i] = 1;
  }
  psd(n, A);
  return A;
}
