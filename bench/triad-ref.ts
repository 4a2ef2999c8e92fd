/** The C STREAM triad reference the np benches compare against (bench/c/stream.c), timed in C. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLibrary } from '../src/backends/native/build.js';
import { callAsync, declare, loadLibrary } from '../src/backends/shared/koffi.js';
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

/** The C STREAM triad on `n` f64, all threads; each call runs one pass and returns its C-timed ms. */
export async function loadTriad(n: number): Promise<() => Promise<number>> {
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
  const [a, b, c] = [0, 2, 1].map((v) => new Float64Array(n).fill(v));
  const ms = new Float64Array(1);
  return async () => {
    await callAsync(fn, [settings().threads, 2, n, 1, a, b, c, 3.0, ms]);
    return ms[0] ?? Number.NaN;
  };
}
