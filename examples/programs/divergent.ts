/**
 * A divergent Monte Carlo transport toy (issue 35 item 5): a 1-D slab [0, L] of two materials
 * (left and right of L/2), particles with a position, direction, time, generation and their own
 * xorshift32 random state. Seven event types: `move` (fly an exponential distance), `cross` (the
 * flight ended in the other material), `collide` (choose what happens), `scatter` (new
 * direction), `split` (two children: the population grows, up to MAX_GEN generations), `absorb`
 * and `census` (the particle's time reached T). Leaving the slab is leakage. Tallies are integer
 * counts by atomics, so results do not depend on the order of events: every program type, the
 * plain one-kernel-per-item version and the plain-JS reference give the same counts.
 */
import * as tt from '../../src/index.js';

const INV24 = 1 / 16777216;
const MAX_GEN = 4;
/** Stack depth of the plain kernel: a split keeps one child and stacks the other. */
const DEPTH = MAX_GEN + 1;

const xs = (s: number): number => {
  let t = s;
  t = (t ^ (t << 13)) >>> 0;
  t = (t ^ (t >>> 17)) >>> 0;
  t = (t ^ (t << 5)) >>> 0;
  return t;
};

/** Tally slots. */
export const DTALLY = {
  absorbed: 0,
  leftLeak: 1,
  rightLeak: 2,
  collisions: 3,
  splits: 4,
  crossings: 5,
  census: 6,
} as const;

/** Material constants: total cross-section, scatter and split probabilities, left (0) and right (1). */
const SIG0 = 1;
const SIG1 = 2.5;
const PSC0 = 0.55;
const PSC1 = 0.7;
const PSP0 = 0.2;
const PSP1 = 0.08;
const constants = { INV24, MAX_GEN, SIG0, SIG1, PSC0, PSC1, PSP0, PSP1 };

const state = {
  tally: tt.arrayOf(tt.u32),
  bins: tt.arrayOf(tt.u32),
  next: tt.arrayOf(tt.u32),
  n: tt.u32,
  L: tt.f32,
  T: tt.f32,
};

export const divergentSpec = tt.programSpec({
  name: 'divergent',
  state,
  helpers: { xs },
  constants,
  functions: {
    move: tt.asyncFn(
      { x: tt.f32, mu: tt.f32, t: tt.f32, rng: tt.u32, gen: tt.u32 },
      ({ x, mu, t, rng, gen }, { tally, L, T }, prog) => {
        const s = xs(rng);
        const u = tt.f32((s >>> 8) + 1) * INV24;
        const left = x < L * 0.5;
        const d = -Math.log(u) / (left ? SIG0 : SIG1);
        if (t + d > T) {
          prog.async.census(x);
          return;
        }
        const nx = x + mu * d;
        if (nx < 0) {
          Atomics.add(tally, 1, 1);
          return;
        }
        if (nx > L) {
          Atomics.add(tally, 2, 1);
          return;
        }
        if (nx < L * 0.5 !== left) prog.async.cross(nx, t + d, s, gen);
        else prog.async.collide(nx, t + d, s, gen);
      },
    ),
    cross: tt.asyncFn({ x: tt.f32, t: tt.f32, rng: tt.u32, gen: tt.u32 }, ({ x, t, rng, gen }, { tally }, prog) => {
      Atomics.add(tally, 5, 1);
      prog.async.collide(x, t, rng, gen);
    }),
    collide: tt.asyncFn({ x: tt.f32, t: tt.f32, rng: tt.u32, gen: tt.u32 }, ({ x, t, rng, gen }, { tally, L }, prog) => {
      const s = xs(rng);
      const u = tt.f32((s >>> 8) + 1) * INV24;
      Atomics.add(tally, 3, 1);
      const left = x < L * 0.5;
      const pSplit = left ? PSP0 : PSP1;
      if (u < pSplit && gen < MAX_GEN) prog.async.split(x, t, s, gen);
      else if (u < pSplit + (left ? PSC0 : PSC1)) prog.async.scatter(x, t, s, gen);
      else prog.async.absorb(x);
    }),
    scatter: tt.asyncFn({ x: tt.f32, t: tt.f32, rng: tt.u32, gen: tt.u32 }, ({ x, t, rng, gen }, _st, prog) => {
      const s = xs(rng);
      prog.async.move(x, 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1, t, s, gen);
    }),
    split: tt.asyncFn({ x: tt.f32, t: tt.f32, rng: tt.u32, gen: tt.u32 }, ({ x, t, rng, gen }, { tally }, prog) => {
      Atomics.add(tally, 4, 1);
      const a = xs(rng);
      const b = xs((a ^ 0x5bd1e995) >>> 0);
      prog.async.move(x, 2 * (tt.f32((a >>> 8) + 1) * INV24) - 1, t, a, gen + 1);
      prog.async.move(x, 2 * (tt.f32((b >>> 8) + 1) * INV24) - 1, t, b, gen + 1);
    }),
    absorb: tt.asyncFn({ x: tt.f32 }, ({ x }, { tally, bins, L }) => {
      Atomics.add(tally, 0, 1);
      Atomics.add(bins, Math.min(tt.i32((x / L) * bins.length), bins.length - 1), 1);
    }),
    census: tt.asyncFn({ x: tt.f32 }, ({ x }, { tally, bins, L }) => {
      Atomics.add(tally, 6, 1);
      Atomics.add(bins, bins.length - 1 - Math.min(tt.i32((x / L) * bins.length), bins.length - 1), 1);
    }),
  },
  makeWork: ({ next, n, L }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    const s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    prog.async.move(L * 0.25, 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1, 0, s, 0);
    return true;
  },
});

/**
 * The best plain version: one kernel, one item per source particle, following it and every
 * descendant to the end (a split stacks one child in the item's slice of `stack`).
 */
export const divergentKernel = tt.kernel(
  { ...state, stack: tt.arrayOf(tt.f32), stackRng: tt.arrayOf(tt.u32) },
  (i, { tally, bins, n, L, T, stack, stackRng }) => {
    if (i >= n) return;
    let s = xs(Math.imul(i + 1, -1640531535) >>> 0);
    let x = L * 0.25;
    let mu = 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1;
    let t = tt.f32(0);
    let gen = tt.u32(0);
    let top = 0;
    const base = i * DEPTH;
    for (;;) {
      // one flight and what ends it; `alive` false: take the next stacked particle
      let alive = true;
      s = xs(s);
      const left = x < L * 0.5;
      const d = -Math.log(tt.f32((s >>> 8) + 1) * INV24) / (left ? SIG0 : SIG1);
      const nx = x + mu * d;
      if (t + d > T) {
        Atomics.add(tally, 6, 1);
        Atomics.add(bins, bins.length - 1 - Math.min(tt.i32((x / L) * bins.length), bins.length - 1), 1);
        alive = false;
      } else if (nx < 0) {
        Atomics.add(tally, 1, 1);
        alive = false;
      } else if (nx > L) {
        Atomics.add(tally, 2, 1);
        alive = false;
      } else {
        if (nx < L * 0.5 !== left) Atomics.add(tally, 5, 1);
        x = nx;
        t = t + d;
        s = xs(s);
        const u = tt.f32((s >>> 8) + 1) * INV24;
        Atomics.add(tally, 3, 1);
        const nl = x < L * 0.5;
        const pSplit = nl ? PSP0 : PSP1;
        if (u < pSplit && gen < MAX_GEN) {
          Atomics.add(tally, 4, 1);
          const a = xs(s);
          const b = xs((a ^ 0x5bd1e995) >>> 0);
          gen = (gen + 1) >>> 0;
          stack[3 * (base + top)] = x;
          stack[3 * (base + top) + 1] = 2 * (tt.f32((b >>> 8) + 1) * INV24) - 1;
          stack[3 * (base + top) + 2] = t;
          stackRng[2 * (base + top)] = b;
          stackRng[2 * (base + top) + 1] = gen;
          top = top + 1;
          s = a;
          mu = 2 * (tt.f32((a >>> 8) + 1) * INV24) - 1;
        } else if (u < pSplit + (nl ? PSC0 : PSC1)) {
          s = xs(s);
          mu = 2 * (tt.f32((s >>> 8) + 1) * INV24) - 1;
        } else {
          Atomics.add(tally, 0, 1);
          Atomics.add(bins, Math.min(tt.i32((x / L) * bins.length), bins.length - 1), 1);
          alive = false;
        }
      }
      if (!alive) {
        if (top === 0) return;
        top = top - 1;
        x = stack[3 * (base + top)];
        mu = stack[3 * (base + top) + 1];
        t = stack[3 * (base + top) + 2];
        s = stackRng[2 * (base + top)];
        gen = stackRng[2 * (base + top) + 1];
      }
    }
  },
  { helpers: { xs }, constants: { ...constants, DEPTH } },
);

export interface DivergentProblem {
  readonly n: number;
  readonly L: number;
  readonly T: number;
  readonly bins: number;
}

export const DEFAULT_DIVERGENT: Omit<DivergentProblem, 'n'> = { L: 6, T: 6, bins: 16 };

/** The plain-JS reference, in f32 arithmetic like the kernels, one particle and its descendants at a time. */
export function divergentReference(p: DivergentProblem): { tally: Uint32Array; bins: Uint32Array } {
  const fr = Math.fround;
  const tally = new Uint32Array(7);
  const bins = new Uint32Array(p.bins);
  const L = fr(p.L);
  const T = fr(p.T);
  const H = fr(L * 0.5);
  const uni = (s: number) => fr(fr((s >>> 8) + 1) * fr(INV24));
  const bin = (x: number) => Math.min(Math.trunc(fr(fr(x / L) * p.bins)), p.bins - 1);
  const M = { SIG0: fr(SIG0), SIG1: fr(SIG1), PSC0: fr(PSC0), PSC1: fr(PSC1), PSP0: fr(PSP0), PSP1: fr(PSP1) };
  for (let i = 0; i < p.n; i++) {
    const s0 = xs(Math.imul(i + 1, -1640531535) >>> 0);
    const todo: [number, number, number, number, number][] = [[fr(L * 0.25), fr(fr(2 * uni(s0)) - 1), 0, s0, 0]];
    for (let q = todo.pop(); q; q = todo.pop()) {
      let [x, mu, t, s, gen] = q;
      for (;;) {
        s = xs(s);
        const left = x < H;
        const d = fr(fr(-fr(Math.log(uni(s)))) / (left ? M.SIG0 : M.SIG1));
        if (fr(t + d) > T) {
          tally[6]++;
          bins[p.bins - 1 - bin(x)]++;
          break;
        }
        const nx = fr(x + fr(mu * d));
        if (nx < 0 || nx > L) {
          tally[nx < 0 ? 1 : 2]++;
          break;
        }
        if (nx < H !== left) tally[5]++;
        x = nx;
        t = fr(t + d);
        s = xs(s);
        const u = uni(s);
        tally[3]++;
        const nl = x < H;
        const pSplit = nl ? M.PSP0 : M.PSP1;
        if (u < pSplit && gen < MAX_GEN) {
          tally[4]++;
          const a = xs(s);
          const b = xs((a ^ 0x5bd1e995) >>> 0);
          todo.push([x, fr(fr(2 * uni(b)) - 1), t, b, gen + 1]);
          [s, mu, gen] = [a, fr(fr(2 * uni(a)) - 1), gen + 1];
        } else if (u < fr(pSplit + (nl ? M.PSC0 : M.PSC1))) {
          s = xs(s);
          mu = fr(fr(2 * uni(s)) - 1);
        } else {
          tally[0]++;
          bins[bin(x)]++;
          break;
        }
      }
    }
  }
  return { tally, bins };
}

/** Runs the toy on a device with a program (or the plain one-kernel-per-item version when null). */
export async function runDivergent(
  program: { run: tt.EventProgram['run'] } | null,
  device: string,
  p: DivergentProblem,
): Promise<{ tally: Uint32Array; bins: Uint32Array; report: tt.ProgramReport | null }> {
  const tally = tt.zeros([7], tt.u32, { device });
  const bins = tt.zeros([p.bins], tt.u32, { device });
  const next = tt.zeros([1], tt.u32, { device });
  const args = { tally, bins, next, n: p.n, L: p.L, T: p.T };
  let report: tt.ProgramReport | null = null;
  const scratch: tt.NDArray[] = [];
  if (program) report = await program.run(args, { device });
  else {
    const stack = tt.zeros([3 * p.n * DEPTH], tt.f32, { device });
    const stackRng = tt.zeros([2 * p.n * DEPTH], tt.u32, { device });
    scratch.push(stack, stackRng);
    await divergentKernel.launch(p.n, { ...args, stack, stackRng }, { device });
  }
  const out = { tally: (await tally.read()) as Uint32Array, bins: (await bins.read()) as Uint32Array, report };
  for (const a of [tally, bins, next, ...scratch]) a.dispose();
  return out;
}
