/**
 * The compile pipeline as one visible, ordered list of passes. `TUTTI_DUMP_IR=1` prints each
 * pass's time and the IR after it to stderr.
 */
import { envFlag } from '../config/env.js';
import type { KernelSources } from '../frontend/source.js';
import type { KernelIR, RawKernelIR } from '../ir/nodes.js';
import { printKernel } from '../ir/printer.js';
import { verifyKernel } from '../ir/verify.js';
import { insertBoundsChecks } from './bounds-checks.js';
import { foldConstants } from './fold-constants.js';
import { inferTypes } from './infer-types.js';

export interface Pass {
  readonly name: string;
  readonly run: (k: KernelIR) => KernelIR;
}

/** Passes over typed IR, in order. `infer-types` (raw -> typed) always runs first. */
export const PASSES: readonly Pass[] = [
  { name: 'fold-constants', run: foldConstants },
  { name: 'bounds-checks', run: insertBoundsChecks },
  {
    name: 'verify',
    run: (k) => {
      verifyKernel(k);
      return k;
    },
  },
];

export interface PassTiming {
  readonly pass: string;
  readonly ms: number;
}

export function runPipeline(
  raw: RawKernelIR,
  sources: KernelSources,
): { ir: KernelIR; timings: PassTiming[] } {
  const dump = envFlag('TUTTI_DUMP_IR');
  const timings: PassTiming[] = [];
  const log = (pass: string, ms: number, k: KernelIR | RawKernelIR) => {
    timings.push({ pass, ms });
    if (dump) console.error(`;; ---- ${k.name}: after ${pass} (${ms.toFixed(3)} ms)\n${printKernel(k)}`);
  };
  if (dump) console.error(`;; ---- ${raw.name}: raw IR from the frontend\n${printKernel(raw)}`);
  let t = performance.now();
  let ir = inferTypes(raw, sources);
  log('infer-types', performance.now() - t, ir);
  for (const p of PASSES) {
    t = performance.now();
    ir = p.run(ir);
    log(p.name, performance.now() - t, ir);
  }
  return { ir, timings };
}
