/** The C STREAM reference (bench/c/stream.c, timed in C) that stream.ts and the np benches compare against. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLibrary } from '../src/backends/native/build.js';
import { callAsync, declare, type FfiArg, loadLibrary } from '../src/backends/shared/koffi.js';
import { settings } from '../src/config/settings.js';

/** A file of the repository, found from this module whether it runs from bench/ or dist/bench/. */
export function repoFile(rel: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    try {
      readFileSync(join(dir, rel));
      return join(dir, rel);
    } catch {
      dir = dirname(dir);
    }
  }
  throw new Error(`${rel} not found`);
}

/** bench/c/stream.c's entry: (threads, op 0 copy / 1 saxpy / 2 triad, n, passes, a, b, c, s, ms[passes]). */
export type CStream = (args: readonly FfiArg[]) => Promise<unknown>;

/** bench/c/stream.c built with the native backend's compiler and flags (OpenMP, all cores). */
export async function loadCStream(): Promise<CStream> {
  const src = readFileSync(repoFile('bench/c/stream.c'), 'utf8');
  const built = await buildLibrary('native-ref', "C reference 'stream'", src);
  const fn = declare(await loadLibrary(built.path), 'tutti_ref_stream', 'void', [
    'int32_t',
    'int32_t',
    'int32_t',
    'int32_t',
    'double *',
    'double *',
    'double *',
    'double',
    'double *',
  ]);
  return (args) => callAsync(fn, args);
}

/** The C STREAM triad on `n` f64, all threads; each call runs one pass and returns its C-timed ms. */
export async function loadTriad(n: number): Promise<() => Promise<number>> {
  const stream = await loadCStream();
  const [a, b, c] = [0, 2, 1].map((v) => new Float64Array(n).fill(v));
  const ms = new Float64Array(1);
  return async () => {
    await stream([settings().threads, 2, n, 1, a, b, c, 3.0, ms]);
    return ms[0] ?? Number.NaN;
  };
}
