/**
 * Lane coalescing (issue 35 item 2): an AsyncProgram worker runs the oldest pending calls of one
 * function as a batch of up to `tuning.lanes`, and an idle worker fills a batch of new roots from
 * makeWork. Results stay exact against plain JS whatever the lane count; the report's batch count
 * shows the coalescing (lanes 1: one batch per call; lanes 8: several calls per batch).
 */
import { describe, expect, it } from 'vitest';
import { collatzReference, makeProgram, runCollatz } from '../../examples/programs/collatz.js';
import {
  DEFAULT_DIVERGENT,
  divergentReference,
  divergentSpec,
  runDivergent,
} from '../../examples/programs/divergent.js';
import {
  DEFAULT_TRANSPORT,
  runTransport,
  transportReference,
  transportSpec,
} from '../../examples/programs/transport.js';
import * as tt from '../../src/index.js';

const cpuDevices = tt
  .devices()
  .filter((d) => d.available && d.kind !== 'gpu')
  .map((d) => d.id);
const total = (r: tt.ProgramReport) => Object.values(r.calls).reduce((s, x) => s + x, 0);

describe.each(cpuDevices)('lane coalescing on %s', (dev) => {
  const n = 4000;
  const want = Array.from(collatzReference(n));

  it('Collatz: exact under every lane count; lanes 1 is one batch per call', async () => {
    const one = await runCollatz('async', dev, n, { workers: 4, lanes: 1 });
    expect(Array.from(one.out)).toEqual(want);
    expect(one.report.batches).toBe(total(one.report));
    const eight = await runCollatz('async', dev, n, { workers: 4, lanes: 8 });
    expect(Array.from(eight.out)).toEqual(want);
    expect(total(eight.report)).toBe(total(one.report)); // Collatz makes a fixed number of calls
    expect(eight.report.batches).toBeGreaterThanOrEqual(total(eight.report) / 8);
    expect(total(eight.report) / eight.report.batches).toBeGreaterThan(3);
  });

  it('transport: exact, several calls per batch; EventProgram batches are its function launches', async () => {
    const p = { ...DEFAULT_TRANSPORT, n: 3000 };
    const ref = transportReference(p);
    const a = await runTransport(makeProgram(transportSpec, 'async', { workers: 4, lanes: 16 }), dev, p);
    expect(Array.from(a.tally)).toEqual(Array.from(ref.tally));
    expect(Array.from(a.bins)).toEqual(Array.from(ref.bins));
    const ar = a.report as tt.ProgramReport;
    expect(total(ar) / ar.batches).toBeGreaterThan(4);
    const e = await runTransport(makeProgram(transportSpec, 'event'), dev, p);
    expect(Array.from(e.tally)).toEqual(Array.from(ref.tally));
    const er = e.report as tt.ProgramReport;
    expect(er.batches).toBeLessThanOrEqual(2 * er.passes);
    expect(er.batches).toBeGreaterThanOrEqual(er.passes - 1);
  });

  it('divergent, lanes 32: no slow start (at most 2 dispatches, not ~15), exact, also in minimal stacks', async () => {
    const p = { ...DEFAULT_DIVERGENT, n: 3000 };
    const ref = divergentReference(p);
    const slow = await runDivergent(makeProgram(divergentSpec, 'async', { workers: 4 }), dev, p);
    expect(slow.report?.passes).toBeGreaterThan(8); // lanes 1: the budget doubles from 1 root
    for (const stackSize of [64, 2]) {
      // stackSize 2: every batch is cut to the room its callees have left (the per-batch caps)
      const r = await runDivergent(
        makeProgram(divergentSpec, 'async', { workers: 4, lanes: 32, stackSize }),
        dev,
        p,
      );
      expect(Array.from(r.tally)).toEqual(Array.from(ref.tally));
      expect(Array.from(r.bins)).toEqual(Array.from(ref.bins));
      const rep = r.report as tt.ProgramReport;
      // js runs its one worker's items in order: it keeps the slow start (async-program.ts firstTarget)
      if (stackSize === 64 && !dev.startsWith('js')) expect(rep.passes).toBeLessThanOrEqual(2);
      expect(total(rep)).toBe(total(slow.report as tt.ProgramReport));
    }
  });
});

it('refuses a lane count that is not a positive integer', async () => {
  const p = makeProgram(transportSpec, 'async', { lanes: 0 });
  await expect(runTransport(p, 'js', { ...DEFAULT_TRANSPORT, n: 10 })).rejects.toMatchObject({
    code: 'PROGRAM_BAD_TUNING',
  });
});
