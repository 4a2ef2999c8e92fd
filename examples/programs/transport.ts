/**
 * A toy Monte Carlo neutron transport in a 1-D slab [0, L]: particles start at the centre with an
 * isotropic direction, fly an exponential distance (`move`), and at each collision (`collide`)
 * scatter isotropically or are absorbed; leaving the slab is leakage. Per-event async functions,
 * tallies by atomics (integer counts, so results do not depend on the order of events). Each
 * particle carries its own xorshift32 random state, so its history is the same under every
 * program type.
 */
import * as tt from '../../src/index.js';

const INV24 = 1 / 16777216;

/** xorshift32, as a helper the functions share. */
const xs = (s: number): number => {
  let t = s;
  t = (t ^ (t << 13)) >>> 0;
  t = (t ^ (t >>> 17)) >>> 0;
  t = (t ^ (t << 5)) >>> 0;
  return t;
};

/** Tally slots: absorbed, leaked left, leaked right, collisions. */
export const TALLY = { absorbed: 0, leftLeak: 1, rightLeak: 2, collisions: 3 } as const;

export const transportSpec = tt.programSpec({
  name: 'transport',
  state: {
    tally: tt.arrayOf(tt.u32),
    bins: tt.arrayOf(tt.u32),
    next: tt.arrayOf(tt.u32),
    n: tt.u32,
    sigT: tt.f32,
    pScatter: tt.f32,
    L: tt.f32,
  },
  helpers: { xs },
  constants: { INV24 },
  functions: {
    move: tt.asyncFn({ x: tt.f32, mu: tt.f32, rng: tt.u32 }, ({ x, mu, rng }, { tally, sigT, L }, prog) => {
      const s = xs(rng);
      const u = tt.f32((s >>> 8) + 1) * INV24;
      const nx = x + mu * (-Math.log(u) / sigT);
      if (nx < 0) {
        Atomics.add(tally, 1, 1);
        return;
      }
      if (nx > L) {
        Atomics.add(tally, 2, 1);
        return;
      }
      prog.async.collide(nx, s);
    }),
    collide: tt.asyncFn({ x: tt.f32, rng: tt.u32 }, ({ x, rng }, { tally, bins, pScatter, L }, prog) => {
      let s = xs(rng);
      const u = tt.f32((s >>> 8) + 1) * INV24;
      Atomics.add(tally, 3, 1);
      if (u < pScatter) {
        s = xs(s);
        const u2 = tt.f32((s >>> 8) + 1) * INV24;
        prog.async.move(x, 2 * u2 - 1, s);
        return;
      }
      Atomics.add(tally, 0, 1);
      const b = Math.min(tt.i32((x / L) * bins.length), bins.length - 1);
      Atomics.add(bins, b, 1);
    }),
  },
  makeWork: ({ next, n, L }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    const s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    const u = tt.f32((s >>> 8) + 1) * INV24;
    prog.async.move(L * 0.5, 2 * u - 1, s);
    return true;
  },
});

/** The plain one-kernel-per-item version: each item follows one particle until it is absorbed or leaks. */
export const transportKernel = tt.kernel(
  {
    tally: tt.arrayOf(tt.u32),
    bins: tt.arrayOf(tt.u32),
    sigT: tt.f32,
    pScatter: tt.f32,
    L: tt.f32,
  },
  (i, { tally, bins, sigT, pScatter, L }) => {
    let s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    let x = L * 0.5;
    let mu = 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1;
    for (;;) {
      s = xs(s);
      const u = tt.f32((s >>> 8) + 1) * INV24;
      x = x + mu * (-Math.log(u) / sigT);
      if (x < 0) {
        Atomics.add(tally, 1, 1);
        return;
      }
      if (x > L) {
        Atomics.add(tally, 2, 1);
        return;
      }
      s = xs(s);
      const c = tt.f32((s >>> 8) + 1) * INV24;
      Atomics.add(tally, 3, 1);
      if (c < pScatter) {
        s = xs(s);
        mu = 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1;
      } else {
        Atomics.add(tally, 0, 1);
        const b = Math.min(tt.i32((x / L) * bins.length), bins.length - 1);
        Atomics.add(bins, b, 1);
        return;
      }
    }
  },
  { helpers: { xs }, constants: { INV24 } },
);

export interface TransportProblem {
  readonly n: number;
  readonly sigT: number;
  readonly pScatter: number;
  readonly L: number;
  readonly bins: number;
}

export const DEFAULT_TRANSPORT: Omit<TransportProblem, 'n'> = { sigT: 1, pScatter: 0.7, L: 8, bins: 16 };

/** The plain-JS reference, in f32 arithmetic like the kernels. */
export function transportReference(p: TransportProblem): { tally: Uint32Array; bins: Uint32Array } {
  const fr = Math.fround;
  const tally = new Uint32Array(4);
  const bins = new Uint32Array(p.bins);
  const sigT = fr(p.sigT);
  const L = fr(p.L);
  const pS = fr(p.pScatter);
  const uni = (s: number) => fr(fr((s >>> 8) + 1) * fr(INV24));
  for (let i = 0; i < p.n; i++) {
    let s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    let x = fr(L * 0.5);
    let mu = fr(fr(2 * uni(s)) - 1);
    for (;;) {
      s = xs(s);
      x = fr(x + fr(mu * fr(fr(-fr(Math.log(uni(s)))) / sigT)));
      if (x < 0) {
        tally[1]++;
        break;
      }
      if (x > L) {
        tally[2]++;
        break;
      }
      s = xs(s);
      tally[3]++;
      if (uni(s) < pS) {
        s = xs(s);
        mu = fr(fr(2 * uni(s)) - 1);
      } else {
        tally[0]++;
        bins[Math.min(Math.trunc(fr(fr(x / L) * p.bins)), p.bins - 1)]++;
        break;
      }
    }
  }
  return { tally, bins };
}

/** Runs the transport toy on a device with a program (or the one-kernel-per-item version when null). */
export async function runTransport(
  program: { run: tt.EventProgram['run'] } | null,
  device: string,
  p: TransportProblem,
): Promise<{ tally: Uint32Array; bins: Uint32Array; report: tt.ProgramReport | null }> {
  const tally = tt.zeros([4], tt.u32, { device });
  const bins = tt.zeros([p.bins], tt.u32, { device });
  const next = tt.zeros([1], tt.u32, { device });
  const args = { tally, bins, sigT: p.sigT, pScatter: p.pScatter, L: p.L };
  let report: tt.ProgramReport | null = null;
  if (program) report = await program.run({ ...args, next, n: p.n }, { device });
  else await transportKernel.launch(p.n, args, { device });
  const out = { tally: (await tally.read()) as Uint32Array, bins: (await bins.read()) as Uint32Array, report };
  for (const a of [tally, bins, next]) a.dispose();
  return out;
}
