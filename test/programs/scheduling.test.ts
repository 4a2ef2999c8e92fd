/**
 * Bounded scheduling (issue 35): the calls a program makes are a property of the spec, not of the
 * program type. Connected components (label propagation seeded by makeWork) and BFS (spread from
 * initialize) are exact against plain JS on every available device under both program types, and
 * make at most 2x the calls of the sequential plain-JS run (oldest first, makeWork when idle).
 * A makeWork that says yes but does nothing is caught early with PROGRAM_NO_PROGRESS.
 */
import { describe, expect, it } from 'vitest';
import { makeProgram, type ProgramType } from '../../examples/programs/collatz.js';
import {
  bfsReference,
  bfsSpec,
  componentsReference,
  componentsSpec,
  makeGraph,
  runGraph,
} from '../../examples/programs/graphs.js';
import * as tt from '../../src/index.js';

const all = tt.devices();
const TYPES: ProgramType[] = ['event', 'async'];
// webgpu (llvmpipe here, a CPU rasteriser) runs the same sizes: about a second per program.
const cpuDevices = all.filter((d) => d.available && d.kind !== 'gpu').map((d) => d.id);
const gpuDevices = all.filter((d) => d.available && d.kind === 'gpu').map((d) => d.id);

// (no describe without a test: on a machine with every device, vitest fails an empty suite)
const unavailable = all.filter((x) => !x.available);
if (unavailable.length > 0) {
  describe('unavailable devices', () => {
    for (const d of unavailable) it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
  });
}

describe.each([...cpuDevices, ...gpuDevices])('graph programs on %s', (dev) => {
  const g = makeGraph(2000);
  const cc = componentsReference(g);
  const bfs = bfsReference(g);

  it.each(TYPES)('components under %s: exact labels, within 2x the sequential calls', async (type) => {
    const { out, report } = await runGraph(makeProgram(componentsSpec, type), 'components', g, dev);
    expect(Array.from(out)).toEqual(Array.from(cc.comp));
    expect(report.calls.visit).toBeGreaterThanOrEqual(cc.calls);
    expect(report.calls.visit).toBeLessThanOrEqual(2 * cc.calls);
    expect(report.makeWorkCalls).toBeGreaterThanOrEqual(g.n);
  });

  it.each(TYPES)('BFS under %s: exact distances, within 2x the sequential calls', async (type) => {
    const { out, report } = await runGraph(makeProgram(bfsSpec, type), 'bfs', g, dev);
    expect(Array.from(out)).toEqual(Array.from(bfs.dist));
    expect(report.calls.visit).toBeGreaterThanOrEqual(bfs.calls);
    expect(report.calls.visit).toBeLessThanOrEqual(2 * bfs.calls);
  });
});

describe('the sequential references', () => {
  it('count one call per seed plus one per neighbour of each vertex reached', () => {
    const g = makeGraph(500);
    const degrees = g.rowPtr[g.n] as number;
    expect(componentsReference(g).calls).toBe(g.n + degrees);
    const { dist, calls } = bfsReference(g);
    let reached = 0;
    for (let v = 0; v < g.n; v++)
      if (dist[v] !== 0xffffffff) reached += (g.rowPtr[v + 1] ?? 0) - (g.rowPtr[v] ?? 0);
    expect(calls).toBe(1 + reached);
  });
});

const idleSpec = tt.programSpec({
  name: 'idle',
  state: { out: tt.arrayOf(tt.u32) },
  functions: {
    f: tt.asyncFn({ v: tt.u32 }, ({ v }, { out }) => {
      out[0] = v;
    }),
  },
  makeWork: () => true,
});

describe.each(['js', ...cpuDevices.filter((d) => !d.startsWith('js'))])(
  'a spec that cannot terminate on %s',
  (dev) => {
    it.each(TYPES)('%s fails early with PROGRAM_NO_PROGRESS and the counts', async (type) => {
      const out = tt.zeros([1], tt.u32, { device: dev });
      const program = makeProgram(idleSpec, type, { maxPasses: 1000 });
      const err = await program.run({ out }, { device: dev }).catch((e: unknown) => e);
      out.dispose();
      expect(err).toBeInstanceOf(tt.ProgramRunError);
      expect((err as tt.ProgramRunError).code).toBe('PROGRAM_NO_PROGRESS');
      const m = /\((\d+) (passes|dispatches), (\d+) calls, (\d+) pending\)/.exec((err as Error).message);
      expect(m).not.toBeNull();
      expect(Number(m?.[1])).toBeLessThanOrEqual(20);
      expect(Number(m?.[3])).toBe(0);
      expect(Number(m?.[4])).toBe(0);
    });

    it.each(TYPES)(
      '%s: a makeWork that claims work needing no call is progress, not a hang',
      async (type) => {
        const spec = tt.programSpec({
          name: 'claims',
          state: { next: tt.arrayOf(tt.u32), n: tt.u32 },
          functions: { f: tt.asyncFn({ v: tt.u32 }, () => {}) },
          makeWork: ({ next, n }) => {
            const i = Atomics.add(next, 0, 1);
            return i < n;
          },
        });
        const next = tt.zeros([1], tt.u32, { device: dev });
        const report = await makeProgram(spec, type).run({ next, n: 300 }, { device: dev });
        next.dispose();
        expect(report.calls.f).toBe(0);
        expect(report.makeWorkCalls).toBeGreaterThanOrEqual(300);
      },
    );
  },
);
