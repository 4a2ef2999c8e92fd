/**
 * The divergent transport toy (issue 35 item 5; examples/programs/divergent.ts): seven event
 * types, a population that grows by splitting and shrinks by absorption, leakage and census. Both
 * program types and the plain one-kernel-per-item version give exactly the plain-JS tallies on
 * every available CPU device.
 */
import { describe, expect, it } from 'vitest';
import { makeProgram, type ProgramType } from '../../examples/programs/collatz.js';
import {
  DEFAULT_DIVERGENT,
  DTALLY,
  divergentReference,
  divergentSpec,
  runDivergent,
} from '../../examples/programs/divergent.js';
import * as tt from '../../src/index.js';

const cpuDevices = tt
  .devices()
  .filter((d) => d.available)
  .map((d) => d.id);
const p = { ...DEFAULT_DIVERGENT, n: 2000 };
const want = divergentReference(p);

it('the reference exercises every event: splits, crossings, census, absorption and leakage', () => {
  for (const k of Object.values(DTALLY)) expect(want.tally[k]).toBeGreaterThan(0);
  // the population grows: more histories end than sources started
  const ends = want.tally[0] + want.tally[1] + want.tally[2] + want.tally[6];
  expect(ends).toBe(p.n + want.tally[4]);
  expect(ends).toBeGreaterThan(p.n);
});

// AsyncProgram's worker kernel for 7 functions binds 6 storage buffers (3 state arrays, 1 control
// array, one call-stack array per dtype: f32 and u32), within llvmpipe's 16 per stage; a device
// allowing fewer refuses it with KERNEL_TOO_MANY_PARAMS (docs/programs.md).
const tooFewBuffers = (dev: string) => {
  const d = tt.devices().find((x) => x.id === dev);
  return d?.kind === 'gpu' && Number(d.details.maxStorageBuffersPerShaderStage ?? Infinity) < 6;
};

describe.each(cpuDevices)('divergent transport on %s', (dev) => {
  it.each(['event', 'async', 'plain'] as (ProgramType | 'plain')[])('%s: exact tallies', async (type) => {
    if (type === 'async' && tooFewBuffers(dev)) {
      await expect(runDivergent(makeProgram(divergentSpec, type), dev, p)).rejects.toMatchObject({
        code: 'KERNEL_TOO_MANY_PARAMS',
      });
      return;
    }
    const prog = type === 'plain' ? null : makeProgram(divergentSpec, type);
    const r = await runDivergent(prog, dev, p);
    expect(Array.from(r.tally)).toEqual(Array.from(want.tally));
    expect(Array.from(r.bins)).toEqual(Array.from(want.bins));
  });
});
