/**
 * Group and thread state (issue 35 item 1): per-group arrays every function of a group sees,
 * zeroed when the group starts, groupInitialize / groupFinalize per group. A transport toy that
 * tallies into group state without atomics and flushes in groupFinalize is exact against plain JS
 * under both program types on every available device (webgpu on llvmpipe too); groups start zeroed and end once each (an
 * AsyncProgram worker per dispatch, an EventProgram item per call); bad specs are refused.
 */
import { describe, expect, it } from 'vitest';
import { makeProgram, type ProgramType } from '../../examples/programs/collatz.js';
import { transportReference } from '../../examples/programs/transport.js';
import * as tt from '../../src/index.js';

const INV24 = 1 / 16777216;
const xs = (s: number): number => {
  let t = s;
  t = (t ^ (t << 13)) >>> 0;
  t = (t ^ (t >>> 17)) >>> 0;
  t = (t ^ (t << 5)) >>> 0;
  return t;
};

/** The transport toy of examples/programs/transport.ts, tallying in group state. */
const groupTransport = tt.programSpec({
  name: 'grouptransport',
  state: {
    tally: tt.arrayOf(tt.u32),
    bins: tt.arrayOf(tt.u32),
    groups: tt.arrayOf(tt.u32),
    next: tt.arrayOf(tt.u32),
    n: tt.u32,
    sigT: tt.f32,
    pScatter: tt.f32,
    L: tt.f32,
  },
  groupState: { local: [tt.u32, 4] },
  threadState: { seen: [tt.u32, 1] },
  helpers: { xs },
  constants: { INV24 },
  functions: {
    move: tt.asyncFn(
      { x: tt.f32, mu: tt.f32, rng: tt.u32 },
      ({ x, mu, rng }, { local, seen, sigT, L }, prog) => {
        seen[0] += 1;
        const s = xs(rng);
        const u = tt.f32((s >>> 8) + 1) * INV24;
        const nx = x + mu * (-Math.log(u) / sigT);
        if (nx < 0) {
          local[1] += 1;
          return;
        }
        if (nx > L) {
          local[2] += 1;
          return;
        }
        prog.async.collide(nx, s);
      },
    ),
    collide: tt.asyncFn(
      { x: tt.f32, rng: tt.u32 },
      ({ x, rng }, { local, seen, bins, pScatter, L }, prog) => {
        seen[0] += 1;
        let s = xs(rng);
        const u = tt.f32((s >>> 8) + 1) * INV24;
        local[3] += 1;
        if (u < pScatter) {
          s = xs(s);
          const u2 = tt.f32((s >>> 8) + 1) * INV24;
          prog.async.move(x, 2 * u2 - 1, s);
          return;
        }
        local[0] += 1;
        const b = Math.min(tt.i32((x / L) * bins.length), bins.length - 1);
        Atomics.add(bins, b, 1);
      },
    ),
  },
  makeWork: ({ next, n, L }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    const s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    const u = tt.f32((s >>> 8) + 1) * INV24;
    prog.async.move(L * 0.5, 2 * u - 1, s);
    return true;
  },
  groupInitialize: ({ local, seen, groups }) => {
    // A group starts with zeroed state: count the groups that did not.
    let dirty = seen[0];
    for (let k = 0; k < local.length; k++) dirty += local[k];
    if (dirty !== 0) Atomics.add(groups, 1, 1);
  },
  groupFinalize: ({ local, seen, tally, groups }) => {
    for (let k = 0; k < 4; k++) if (local[k] !== 0) Atomics.add(tally, k, local[k]);
    Atomics.add(groups, 0, 1);
    Atomics.add(groups, 2, seen[0]);
  },
});

const problem = { n: 3000, sigT: 1, pScatter: 0.7, L: 8, bins: 16 };
const allDevices = tt
  .devices()
  .filter((d) => d.available)
  .map((d) => d.id);

async function run(type: ProgramType, device: string) {
  const tally = tt.zeros([4], tt.u32, { device });
  const bins = tt.zeros([problem.bins], tt.u32, { device });
  const groups = tt.zeros([3], tt.u32, { device });
  const next = tt.zeros([1], tt.u32, { device });
  const program = makeProgram(
    groupTransport,
    type,
    type === 'async' ? { workers: 8, cyclesPerDispatch: 500 } : {},
  );
  const report = await program.run(
    { tally, bins, groups, next, n: problem.n, sigT: problem.sigT, pScatter: problem.pScatter, L: problem.L },
    { device },
  );
  const out = {
    tally: Array.from((await tally.read()) as Uint32Array),
    bins: Array.from((await bins.read()) as Uint32Array),
    groups: Array.from((await groups.read()) as Uint32Array),
    report,
  };
  for (const a of [tally, bins, groups, next]) a.dispose();
  return out;
}

describe.each(allDevices)('group and thread state on %s', (dev) => {
  const want = transportReference(problem);
  it.each(['event', 'async'] as ProgramType[])(
    '%s: group tallies flushed by groupFinalize are exact',
    async (type) => {
      const r = await run(type, dev);
      expect(r.tally).toEqual(Array.from(want.tally));
      expect(r.bins).toEqual(Array.from(want.bins));
      const calls = (r.report.calls.move ?? 0) + (r.report.calls.collide ?? 0);
      expect(r.groups[1]).toBe(0); // every group started zeroed
      expect(r.groups[2]).toBe(calls); // thread state saw every call once
      // lifetimes: an AsyncProgram worker is a group per dispatch; an EventProgram item per call
      if (type === 'async') expect(r.groups[0]).toBe(8 * r.report.passes);
      else expect(r.groups[0]).toBe(calls + r.report.makeWorkCalls);
    },
  );
});

describe('group and thread state: bad specs', () => {
  const fn = tt.asyncFn({ v: tt.u32 }, ({ v }, { out }) => {
    out[0] = v;
  });
  const base = { state: { out: tt.arrayOf(tt.u32) }, functions: { f: fn } };
  it('refuses group state larger than shared memory, with the limit', () => {
    expect(() => tt.programSpec({ ...base, groupState: { big: [tt.f64, 4096] } })).toThrow(
      expect.objectContaining({ code: 'PROGRAM_BAD_SPEC', message: expect.stringContaining('16384 bytes') }),
    );
    expect(() => tt.programSpec({ ...base, threadState: { big: [tt.u32, 257] } })).toThrow(
      expect.objectContaining({ code: 'PROGRAM_BAD_SPEC', message: expect.stringContaining('1024 bytes') }),
    );
  });
  it('refuses malformed entries and names taken by the state', () => {
    const bad = [
      { groupState: { out: [tt.u32, 2] } },
      { groupState: { g: [tt.u32, 0] } },
      { threadState: { t: tt.u32 } },
    ];
    for (const extra of bad) {
      expect(() => tt.programSpec({ ...base, ...(extra as object) })).toThrow(
        expect.objectContaining({ code: 'PROGRAM_BAD_SPEC' }),
      );
    }
  });
  it('refuses calls from groupInitialize / groupFinalize', () => {
    const make = () =>
      tt.programSpec({
        ...base,
        groupState: { g: [tt.u32, 2] },
        groupFinalize: (_s, prog) => {
          prog.async.f(1);
        },
      });
    expect(make).toThrow(expect.objectContaining({ code: 'PROGRAM_BAD_CALL' }));
  });
  it('checks group-state indices against the declared length, not the whole array', async () => {
    const spec = tt.programSpec({
      state: { out: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32) },
      groupState: { g: [tt.u32, 2] },
      functions: { f: fn },
      makeWork: ({ next, g }, prog) => {
        const i = Atomics.add(next, 0, 1);
        if (i >= 4) return false;
        g[i] = 1; // i = 2, 3 are past the group's 2 elements
        prog.async.f(i);
        return true;
      },
    });
    const out = tt.zeros([1], tt.u32);
    const next = tt.zeros([1], tt.u32);
    await expect(new tt.AsyncProgram(spec, { workers: 2 }).run({ out, next })).rejects.toThrow(
      expect.objectContaining({
        code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
        array: 'g',
        index: 2,
        length: 2,
        line: 4,
      }),
    );
  });
});
