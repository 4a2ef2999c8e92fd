/**
 * The peers bench/ops measures in the same run: TensorFlow.js on its wasm backend (XNNPACK, SIMD),
 * jax-js on its wasm device, the hand C OpenMP sum and OpenBLAS sgemm called directly. Each loads
 * lazily; one that cannot run here is reported with the reason instead of a figure.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gemm, loadBlas } from '../../src/backends/native/blas.js';
import { buildLibrary } from '../../src/backends/native/build.js';
import { callAsync, declare, loadLibrary } from '../../src/backends/shared/koffi.js';
import { settings } from '../../src/config/settings.js';

export type Tf = typeof import('@tensorflow/tfjs-core');
export type Jax = typeof import('@jax-js/jax');

export async function loadTf(): Promise<Tf> {
  const tf = await import('@tensorflow/tfjs-core');
  await import('@tensorflow/tfjs-backend-wasm');
  await tf.setBackend('wasm');
  await tf.ready();
  return tf;
}

export async function loadJax(): Promise<Jax> {
  const jax = await import('@jax-js/jax');
  await jax.init('wasm');
  jax.defaultDevice('wasm');
  return jax;
}

/** The C OpenMP sum (bench/ops/sum.c), same compiler and flags as native kernels. */
export async function loadCSum(): Promise<(x: Float32Array) => Promise<number>> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(dir, 'sum.c'), join(dir, '..', '..', '..', 'bench', 'ops', 'sum.c')];
  let source = '';
  for (const c of candidates) {
    try {
      source = readFileSync(c, 'utf8');
      break;
    } catch {}
  }
  if (!source) throw new Error('bench/ops/sum.c not found');
  const built = await buildLibrary('native-ref', "C reference 'sum'", source);
  const fn = declare(await loadLibrary(built.path), 'tutti_ref_sum', 'void', [
    'int32_t',
    'int32_t',
    'const float *',
    'float *',
  ]);
  const out = new Float32Array(1);
  return async (x) => {
    await callAsync(fn, [settings().threads, x.length, x, out]);
    return out[0] ?? 0;
  };
}

/**
 * cblas_sgemm timed by a C loop (bench/ops/sgemm.c): `reps` calls after one untimed warm-up, on the
 * C's own aligned copies, through the same OpenBLAS instance as tt.matmul. Resolves to the time of
 * each call in milliseconds, measured in C.
 */
export async function loadCSgemmLoop(): Promise<
  (a: Float32Array, b: Float32Array, c: Float32Array, n: number, reps: number) => Promise<number[]>
> {
  const blas = await loadBlas();
  if (!blas) throw new Error('no CBLAS library here');
  const built = await buildLibrary('native-ref', "C reference 'sgemm loop'", readSource('sgemm.c'));
  const fn = declare(await loadLibrary(built.path), 'tutti_ref_sgemm_loop', 'void', [
    'int32_t',
    'const uint8_t *',
    'int32_t',
    'int32_t',
    'const float *',
    'const float *',
    'float *',
    'double *',
  ]);
  const path = new TextEncoder().encode(`${blas.path}\0`);
  return async (a, b, c, n, reps) => {
    const ms = new Float64Array(reps);
    await callAsync(fn, [settings().threads, path, n, reps, a, b, c, ms]);
    if (ms.some((x) => x < 0)) throw new Error(`cblas_sgemm not found in ${blas.path}`);
    return Array.from(ms);
  };
}

function readSource(file: string): string {
  const dir = dirname(fileURLToPath(import.meta.url));
  for (const c of [join(dir, file), join(dir, '..', '..', '..', 'bench', 'ops', file)]) {
    try {
      return readFileSync(c, 'utf8');
    } catch {}
  }
  throw new Error(`bench/ops/${file} not found`);
}

/** OpenBLAS cblas_sgemm called directly (no tutti queue, no NDArrays). */
export async function loadSgemm(): Promise<
  (a: Float32Array, b: Float32Array, c: Float32Array, n: number) => Promise<void>
> {
  const blas = await loadBlas();
  if (!blas) throw new Error('no CBLAS library here');
  return (a, b, c, n) => gemm(blas, 'f32', { m: n, k: n, n, a, b, c });
}
