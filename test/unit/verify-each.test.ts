/**
 * TUTTI_VERIFY=each: the IR verifier runs after every pass of the pipeline (and on the fast
 * variant), so a pass that breaks an invariant is named at once instead of surfacing later.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type KernelDefinition, lowerKernel } from '../../src/frontend/lower-kernel.js';
import * as tt from '../../src/index.js';
import { insertBoundsChecks } from '../../src/passes/bounds-checks.js';
import { foldConstants } from '../../src/passes/fold-constants.js';
import { type Pass, runPipeline } from '../../src/passes/pipeline.js';

const saved = process.env.TUTTI_VERIFY;
afterEach(() => {
  if (saved === undefined) delete process.env.TUTTI_VERIFY;
  else process.env.TUTTI_VERIFY = saved;
});

const def: KernelDefinition = {
  name: 'scaled',
  schema: { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
  fn: ((i: number, { x, y }: { x: Float32Array; y: Float32Array }) => {
    y[i] = x[i] * 2;
  }) as unknown as KernelDefinition['fn'],
  helpers: {},
  constants: {},
  floatType: 'f32',
  unsafe: false,
};

/** A pass with a bug: it gives the first array parameter an abstract (untyped) type. */
const breakIt: Pass = {
  name: 'break-it',
  run: (k) => ({ ...k, params: k.params.map((p, i) => (i === 0 ? { ...p, type: 'int' as never } : p)) }),
};

function pipeline(passes: readonly Pass[]) {
  const { raw, sources } = lowerKernel(def);
  return runPipeline(raw, sources, passes);
}

describe('TUTTI_VERIFY=each', () => {
  it('runs the verifier after every pass and on the fast variant', () => {
    process.env.TUTTI_VERIFY = 'each';
    const { timings, fast } = pipeline([
      { name: 'fold-constants', run: foldConstants },
      { name: 'bounds-checks', run: insertBoundsChecks },
    ]);
    expect(timings.map((t) => t.pass)).toEqual([
      'infer-types',
      'verify after infer-types',
      'fold-constants',
      'verify after fold-constants',
      'bounds-checks',
      'verify after bounds-checks',
      'hoist-range-checks',
      'verify after hoist-range-checks',
    ]);
    expect(fast).not.toBeNull();
  });

  it('names the pass that broke an invariant', () => {
    process.env.TUTTI_VERIFY = 'each';
    expect(() => pipeline([breakIt, { name: 'fold-constants', run: foldConstants }])).toThrow(
      /IR verification failed after pass 'break-it'[\s\S]*non-scalar type int/,
    );
  });

  it('is off by default: without it the broken IR is only caught by a later verify pass', () => {
    delete process.env.TUTTI_VERIFY;
    expect(() => pipeline([breakIt])).not.toThrow();
  });
});
