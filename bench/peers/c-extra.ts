/**
 * Hand-written C for the two workloads bench/c does not have (bench/peers/c/*.c), built with the
 * native backend's compiler and flags through the same cache, called through the same koffi path
 * as bench/c-reference.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Inputs } from '../../demo/workloads.js';
import { buildLibrary } from '../../src/backends/native/build.js';
import { callAsync, declare, type FfiArg, loadLibrary } from '../../src/backends/shared/koffi.js';
import { settings } from '../../src/config/settings.js';

const SIGNATURES: Record<string, { file: string; params: readonly (readonly [string, string])[] }> = {
  blackscholes: {
    file: 'blackscholes.c',
    params: [
      ['len:S', 'int32_t'],
      ['S', 'const float *'],
      ['X', 'const float *'],
      ['T', 'const float *'],
      ['call', 'float *'],
      ['put', 'float *'],
      ['R', 'float'],
      ['V', 'float'],
    ],
  },
  'sqrt-chain': {
    file: 'sqrt_chain.c',
    params: [
      ['len:x', 'int32_t'],
      ['x', 'const float *'],
      ['y', 'const float *'],
      ['out', 'float *'],
    ],
  },
};

export const EXTRA_C: readonly string[] = Object.keys(SIGNATURES);

function source(file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const c of [join(dir, 'c', file), join(dir, 'bench', 'peers', 'c', file)]) {
      if (existsSync(c)) return readFileSync(c, 'utf8');
    }
    dir = dirname(dir);
  }
  throw new Error(`bench/peers/c/${file} not found`);
}

/** Builds the C reference of `workload` and returns a call over a workload's inputs. */
export async function loadExtraC(workload: string): Promise<(inputs: Inputs) => Promise<void>> {
  const sig = SIGNATURES[workload];
  if (!sig) throw new Error(`no C reference for ${workload}`);
  const symbol = `tutti_ref_${sig.file.replace(/\.c$/, '')}`;
  const built = await buildLibrary('native-ref', `C reference '${workload}'`, source(sig.file));
  const fn = declare(await loadLibrary(built.path), symbol, 'void', [
    'int32_t',
    ...sig.params.map((p) => p[1]),
  ]);
  return async (inputs) => {
    const args: FfiArg[] = sig.params.map(([name]) => {
      const v = inputs[name.startsWith('len:') ? name.slice(4) : name];
      if (v === undefined) throw new Error(`C reference ${workload}: missing input ${name}`);
      return name.startsWith('len:') && typeof v !== 'number' ? v.length : (v as FfiArg);
    });
    await callAsync(fn, [settings().threads, ...args]);
  };
}
