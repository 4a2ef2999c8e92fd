/**
 * The PolyBench ports of bench/polybench cannot rot silently: four of them (blas, kernels, solvers,
 * stencils) run on the js device at the SMALL dataset and must equal the original C's output,
 * dumped by `node dist/bench/polybench/run.js --size=SMALL --write-fixtures` into
 * test/fixtures/polybench (the C and the ports round the same f64 operations in the same order).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareOutputs, FIXTURE_KERNELS, runPlain, runPort } from '../../bench/polybench/check.js';
import { BLAS } from '../../bench/polybench/ports/blas.js';
import { KERNELS } from '../../bench/polybench/ports/kernels.js';
import { SOLVERS } from '../../bench/polybench/ports/solvers.js';
import { STENCILS } from '../../bench/polybench/ports/stencils.js';
import * as tt from '../../src/index.js';

const ports = [...BLAS, ...KERNELS, ...SOLVERS, ...STENCILS].filter((k) => FIXTURE_KERNELS.includes(k.name));

function reference(name: string): Map<string, number[]> {
  const file = join(import.meta.dirname, '..', 'fixtures', 'polybench', `${name}.json`);
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as {
    dataset: string;
    outputs: Record<string, number[]>;
  };
  expect(fixture.dataset).toBe('SMALL');
  return new Map(Object.entries(fixture.outputs));
}

afterAll(() => tt.shutdown());

describe('PolyBench ports against the original C (SMALL, js device)', () => {
  it('covers every fixture kernel', () => {
    expect(ports.map((k) => k.name).sort()).toEqual([...FIXTURE_KERNELS].sort());
  });

  it.each(ports.map((k) => [k.name, k] as const))('%s equals the C output', async (_name, k) => {
    const js = tt.devices().find((d) => d.backend === 'js');
    if (!js) throw new Error('no js device');
    const s = k.sizes.SMALL;
    const init = k.init(s);
    const want = reference(k.name);
    const tutti = compareOutputs(k, want, await runPort(k, s, init, js));
    expect(tutti.detail).toBe('');
    expect(tutti.ok).toBe(true);
    // a wrong port (here: one time step or one sweep fewer) must fail the same check
    const plain = compareOutputs(k, want, runPlain(k, s, init));
    expect(plain.ok).toBe(true);
    const wrong = compareOutputs(
      k,
      want,
      runPlain(k, { ...s, N: (s.N ?? 2) - 1, TSTEPS: (s.TSTEPS ?? 2) - 1 }, init),
    );
    expect(wrong.ok).toBe(false);
  });
});
