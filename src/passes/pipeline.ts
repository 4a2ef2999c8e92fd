/**
 * The compile pipeline as one visible, ordered list of passes, then the variant passes that derive
 * other versions of the finished kernel (the fast variant with hoisted range checks).
 * User passes and log points (`tt.pipeline`, user-passes.ts) take their places in the list;
 * `TUTTI_DUMP_IR=1` prints each pass's time and the IR after it to stderr; `TUTTI_VERIFY=each`
 * runs the IR verifier after every pass (and on every variant), to find the pass that broke an
 * invariant.
 */
import { envFlag, readEnv } from '../config/env.js';
import type { KernelSources } from '../frontend/source.js';
import type { KernelIR, RawKernelIR } from '../ir/nodes.js';
import { printKernel } from '../ir/printer.js';
import { verifyKernel, verifyNoHooks } from '../ir/verify.js';
import { insertBoundsChecks } from './bounds-checks.js';
import { foldConstants } from './fold-constants.js';
import { type HoistedKernel, hoistRangeChecks } from './hoist-range-checks.js';
import { inferTypes } from './infer-types.js';
import { sequenceEffects } from './sequence-effects.js';
import { type LogPoint, logPass, planPasses, runUserPass, userPass } from './user-passes.js';

export interface Pass {
  readonly name: string;
  readonly run: (k: KernelIR) => KernelIR;
}

/** Passes over typed IR, in order. `infer-types` (raw -> typed) always runs first. */
export const PASSES: readonly Pass[] = [
  { name: 'sequence-effects', run: sequenceEffects },
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

export interface VariantPass {
  readonly name: string;
  readonly run: (k: KernelIR) => HoistedKernel | null;
}

/** Passes that derive a variant of the finished kernel (after PASSES). */
export const VARIANT_PASSES: readonly VariantPass[] = [{ name: 'hoist-range-checks', run: hoistRangeChecks }];

export interface PassTiming {
  readonly pass: string;
  readonly ms: number;
}

/** True when TUTTI_VERIFY=each asks for the verifier after every pass. */
function verifyEach(): boolean {
  return readEnv('TUTTI_VERIFY')?.toLowerCase() === 'each';
}

/** The typed passes to run, built-in and user, in order (user-passes.ts places the user ones). */
function typedPasses(builtin: readonly Pass[]): Pass[] {
  return planPasses(builtin.map((p) => p.name)).flatMap((name): Pass[] => {
    const own = builtin.find((p) => p.name === name);
    if (own) return [own];
    const user = userPass(name);
    return user ? [{ name, run: (k) => runUserPass(user, k) }] : [];
  });
}

/** TUTTI_DUMP_IR's log point: each pass's time and the IR after it, to stderr. */
const dumpIR: LogPoint = (k, { pass, ms }) => {
  const what = pass === 'frontend' ? 'raw IR from the frontend' : `after ${pass} (${ms.toFixed(3)} ms)`;
  console.error(`;; ---- ${k.name}: ${what}\n${printKernel(k)}`);
};

export function runPipeline(
  raw: RawKernelIR,
  sources: KernelSources,
  passes: readonly Pass[] = PASSES,
): { ir: KernelIR; fast: HoistedKernel | null; timings: PassTiming[] } {
  const dump = envFlag('TUTTI_DUMP_IR');
  const each = verifyEach();
  const timings: PassTiming[] = [];
  const log = (pass: string, ms: number, k: KernelIR | RawKernelIR) => {
    timings.push({ pass, ms });
    const info = { kernel: k.name, pass, ms };
    if (dump) dumpIR(k, info);
    logPass(k, info);
  };
  const check = (pass: string, k: KernelIR) => {
    if (!each) return;
    const t = performance.now();
    verifyKernel(k, pass);
    timings.push({ pass: `verify after ${pass}`, ms: performance.now() - t });
  };
  if (dump) dumpIR(raw, { kernel: raw.name, pass: 'frontend', ms: 0 });
  logPass(raw, { kernel: raw.name, pass: 'frontend', ms: 0 });
  // Hook nodes are lowered by the frontend's caller (programs/): one left here is a tutti bug.
  verifyNoHooks(raw);
  let t = performance.now();
  let ir = inferTypes(raw, sources);
  log('infer-types', performance.now() - t, ir);
  check('infer-types', ir);
  for (const p of typedPasses(passes)) {
    t = performance.now();
    ir = p.run(ir);
    log(p.name, performance.now() - t, ir);
    check(p.name, ir);
  }
  let fast: HoistedKernel | null = null;
  for (const p of VARIANT_PASSES) {
    t = performance.now();
    fast = p.run(ir) ?? fast;
    const variant = fast?.fast ?? ir;
    log(p.name, performance.now() - t, variant);
    check(p.name, variant);
  }
  return { ir, fast, timings };
}
