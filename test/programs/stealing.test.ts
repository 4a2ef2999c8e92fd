/**
 * Work stealing within a dispatch (issue 35 item 4): on CPU devices an idle AsyncProgram worker
 * takes the oldest half of a running worker's pending calls. A fan-out whose root lands on one
 * worker spreads over the others without host round trips; results stay exact against plain JS,
 * the call count is the spec's (a tree makes a fixed number of calls), and `tuning.steal: false`
 * turns it off (no steals reported, same results).
 */
import { describe, expect, it } from 'vitest';
import { collatzReference, runCollatz } from '../../examples/programs/collatz.js';
import * as tt from '../../src/index.js';

const cpuDevices = tt
  .devices()
  .filter((d) => d.available && d.kind === 'cpu' && !d.id.startsWith('js'))
  .map((d) => d.id);
const total = (r: tt.ProgramReport) => Object.values(r.calls).reduce((s, x) => s + x, 0);

const DEPTH = 14;
/** A binary tree of calls from one root: every leaf adds a value that depends on its path. */
const treeSpec = tt.programSpec({
  name: 'tree',
  state: { sums: tt.arrayOf(tt.u32), depth: tt.u32 },
  functions: {
    node: tt.asyncFn({ level: tt.u32, id: tt.u32 }, ({ level, id }, { sums, depth }, prog) => {
      let h = Math.imul(id, -1640531535) >>> 0;
      for (let k = 0; k < 200; k++) h = (h ^ (h >>> 13) ^ (h << 5)) >>> 0; // some work per call
      if (level >= depth) {
        Atomics.add(sums, 0, 1);
        Atomics.add(sums, 1 + (h & 7), h & 0xff);
        return;
      }
      prog.async.node(level + 1, 2 * id);
      prog.async.node(level + 1, 2 * id + 1);
    }),
  },
  initialize: (_s, prog) => {
    prog.async.node(0, 1);
  },
});

function treeReference(depth: number): number[] {
  const sums = new Array<number>(9).fill(0);
  for (let id = 2 ** depth; id < 2 ** (depth + 1); id++) {
    let h = Math.imul(id, -1640531535) >>> 0;
    for (let k = 0; k < 200; k++) h = (h ^ (h >>> 13) ^ (h << 5)) >>> 0;
    sums[0] = (sums[0] ?? 0) + 1;
    sums[1 + (h & 7)] = (sums[1 + (h & 7)] ?? 0) + (h & 0xff);
  }
  return sums;
}

async function runTree(dev: string, tuning: tt.ProgramTuning) {
  const sums = tt.zeros([9], tt.u32, { device: dev });
  const report = await new tt.AsyncProgram(treeSpec, tuning).run({ sums, depth: DEPTH }, { device: dev });
  const out = Array.from((await sums.read()) as Uint32Array);
  sums.dispose();
  return { out, report };
}

describe.each(cpuDevices)('work stealing on %s', (dev) => {
  const want = treeReference(DEPTH);
  const calls = 2 ** (DEPTH + 1) - 1;

  it('a fan-out from one worker: exact, the spec call count, calls stolen within dispatches', async () => {
    // A steal needs the second thread to start while the first worker still runs: on a loaded
    // machine (or beside other test files) that may miss a run, so up to 10 runs (each exact,
    // each the spec's call count).
    let steals = 0;
    for (let run = 0; run < 10 && steals === 0; run++) {
      const on = await runTree(dev, { workers: 2, stackSize: 1 << 15 });
      expect(on.out).toEqual(want);
      expect(total(on.report)).toBe(calls);
      steals = on.report.steals;
    }
    expect(steals).toBeGreaterThan(0);
    const off = await runTree(dev, { workers: 2, stackSize: 1 << 15, steal: false });
    expect(off.out).toEqual(want);
    expect(total(off.report)).toBe(calls);
    expect(off.report.steals).toBe(0);
  });

  it('Collatz stays exact with stealing, many workers and small stacks', async () => {
    const n = 3000;
    const r = await runCollatz('async', dev, n, { workers: 16, stackSize: 4 });
    expect(Array.from(r.out)).toEqual(Array.from(collatzReference(n)));
  });
});

describe('work stealing: where it is off', () => {
  it('js (one worker) reports no steals; tuning.steal must be a boolean', async () => {
    const r = await runTree('js', { stackSize: 1 << 15 });
    expect(r.out).toEqual(treeReference(DEPTH));
    expect(r.report.steals).toBe(0);
    const bad = { steal: 1 } as unknown as tt.ProgramTuning; // a wrong type on purpose
    await expect(runTree('js', bad)).rejects.toMatchObject({ code: 'PROGRAM_BAD_TUNING' });
  });
});
