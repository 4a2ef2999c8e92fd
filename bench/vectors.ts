/**
 * Vectors, structs and shaped indexing cost nothing: an N-body step and a particle step written with vec3f
 * structs (`tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 })`, methods, tt.dot, a helper
 * taking the array) against the same kernels hand-flattened to scalar arrays (7 f32 words per
 * particle, p[7 * i + 3]), timed round-robin per device in the same run. The frontend scalarises
 * vectors, so both compute the same operations in the same order: results are checked bit for bit.
 * Beside them, a 5-point stencil over a G×G grid's interior (an offset launch) written with
 * `g[r][c]` on `tt.arrayOf(tt.f32, 2)` against the same stencil hand-flattened (`g[r * w + c]`).
 *   npm run bench:vectors [-- --n 2048 --particles 1000000 --grid 2048 --devices wasm,native]
 * Writes bench/results/vectors.json; prints the machine load with the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';

const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const N = Number(argOf('--n') ?? 2048);
const P = Number(argOf('--particles') ?? 1_000_000);
const G = Number(argOf('--grid') ?? 2048);
const wanted = (argOf('--devices') ?? 'wasm,native').split(',');

const stencilShaped = tt.kernel(
  { g: tt.arrayOf(tt.f32, 2), o: tt.arrayOf(tt.f32, 2) },
  ([r, c], { g, o }) => {
    o[r][c] = 0.2 * (g[r][c] + g[r - 1][c] + g[r + 1][c] + g[r][c - 1] + g[r][c + 1]);
  },
  { name: 'stencil_shaped' },
);
const stencilFlat = tt.kernel(
  { g: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32), w: tt.i32 },
  ([r, c], { g, o, w }) => {
    o[r * w + c] =
      0.2 * (g[r * w + c] + g[(r - 1) * w + c] + g[(r + 1) * w + c] + g[r * w + c - 1] + g[r * w + c + 1]);
  },
  { name: 'stencil_flat' },
);

const Particle = tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 });

const pull = (p: tt.CompositeArrayView<typeof Particle>, i: number, j: number) => {
  const d = p[j].pos.sub(p[i].pos);
  const r2 = tt.dot(d, d) + 0.01;
  return d.mul(p[j].mass / (Math.sqrt(r2) * r2));
};
const nbodyStruct = tt.kernel(
  { p: tt.arrayOf(Particle), out: tt.arrayOf(Particle), dt: tt.f32, n: tt.i32 },
  (i, { p, out, dt, n }) => {
    let acc = tt.vec3f(0);
    for (let j = 0; j < n; j++) acc = acc.add(pull(p, i, j));
    const me = p[i];
    me.vel = me.vel.add(acc.mul(dt));
    me.pos = me.pos.add(me.vel.mul(dt));
    out[i] = me;
  },
  { name: 'nbody_struct', helpers: { pull } },
);
const nbodyFlat = tt.kernel(
  { p: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), dt: tt.f32, n: tt.i32 },
  (i, { p, out, dt, n }) => {
    let ax = tt.f32(0);
    let ay = tt.f32(0);
    let az = tt.f32(0);
    for (let j = 0; j < n; j++) {
      const dx = p[7 * j] - p[7 * i];
      const dy = p[7 * j + 1] - p[7 * i + 1];
      const dz = p[7 * j + 2] - p[7 * i + 2];
      const r2 = dx * dx + dy * dy + dz * dz + 0.01;
      const s = p[7 * j + 6] / (Math.sqrt(r2) * r2);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    const vx = p[7 * i + 3] + ax * dt;
    const vy = p[7 * i + 4] + ay * dt;
    const vz = p[7 * i + 5] + az * dt;
    out[7 * i] = p[7 * i] + vx * dt;
    out[7 * i + 1] = p[7 * i + 1] + vy * dt;
    out[7 * i + 2] = p[7 * i + 2] + vz * dt;
    out[7 * i + 3] = vx;
    out[7 * i + 4] = vy;
    out[7 * i + 5] = vz;
    out[7 * i + 6] = p[7 * i + 6];
  },
  { name: 'nbody_flat' },
);

const stepStruct = tt.kernel(
  { p: tt.arrayOf(Particle), dt: tt.f32 },
  (i, { p, dt }) => {
    p[i].vel = p[i].vel.add(tt.vec3f(0, -9.81, 0).mul(dt));
    p[i].pos = p[i].pos.add(p[i].vel.mul(dt));
    if (p[i].pos.y < 0) {
      p[i].pos.y = -p[i].pos.y;
      p[i].vel.y *= -0.5;
    }
  },
  { name: 'step_struct' },
);
const stepFlat = tt.kernel(
  { p: tt.arrayOf(tt.f32), dt: tt.f32 },
  (i, { p, dt }) => {
    const b = 7 * i;
    p[b + 3] = p[b + 3] + tt.f32(0) * dt;
    p[b + 4] = p[b + 4] + tt.f32(-9.81) * dt;
    p[b + 5] = p[b + 5] + tt.f32(0) * dt;
    p[b] = p[b] + p[b + 3] * dt;
    p[b + 1] = p[b + 1] + p[b + 4] * dt;
    p[b + 2] = p[b + 2] + p[b + 5] * dt;
    if (p[b + 1] < 0) {
      p[b + 1] = -p[b + 1];
      p[b + 4] *= -0.5;
    }
  },
  { name: 'step_flat' },
);

const particles = (n: number) =>
  Float32Array.from({ length: 7 * n }, (_, k) =>
    Math.fround(k % 7 === 6 ? 1 + (k % 3) : Math.cos(k * 0.37) * 2),
  );

async function benchDevice(device: tt.Device): Promise<Record<string, number>> {
  const words = particles(N);
  const src = tt.array(words, { device, shape: [N, 7] });
  const outS = tt.zeros([N], Particle, { device });
  const outF = tt.zeros([N], Particle, { device });
  const pS = tt.array(particles(P), { device, shape: [P, 7] });
  const pF = tt.array(particles(P), { device, shape: [P, 7] });
  const grid = Float32Array.from({ length: G * G }, (_, k) => Math.fround(Math.sin(k * 0.013)));
  const gS = tt.array(grid, { device, shape: [G, G] });
  const gF = tt.array(grid, { device });
  const oS = tt.zeros([G, G], tt.f32, { device });
  const oF = tt.zeros([G * G], tt.f32, { device });
  const interior = { offset: [1, 1] };
  const runners = new Map<string, () => Promise<unknown>>([
    ['nbody struct', () => nbodyStruct.launch(N, { p: src, out: outS, dt: 0.01, n: N })],
    ['nbody flat', () => nbodyFlat.launch(N, { p: src, out: outF, dt: 0.01, n: N })],
    ['step struct', () => stepStruct.launch(P, { p: pS, dt: 1e-3 })],
    ['step flat', () => stepFlat.launch(P, { p: pF, dt: 1e-3 })],
    ['stencil shaped', () => stencilShaped.launch([G - 2, G - 2], { g: gS, o: oS }, interior)],
    ['stencil flat', () => stencilFlat.launch([G - 2, G - 2], { g: gF, o: oF, w: G }, interior)],
  ]);
  const ms = await interleaved(runners, { rounds: 15, budgetMs: 8000, rotate: true });
  const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
    a.length === b.length && Array.prototype.every.call(a, (x: number, k: number) => Object.is(x, b[k]));
  if (!same(await outS.read(), await outF.read())) throw new Error(`${device.id}: nbody struct != flat`);
  if (!same(await pS.read(), await pF.read())) throw new Error(`${device.id}: step struct != flat`);
  if (!same(await oS.read(), await oF.read())) throw new Error(`${device.id}: stencil shaped != flat`);
  for (const a of [src, outS, outF, pS, pF, gS, gF, oS, oF]) a.dispose();
  return ms;
}

const results: Record<string, Record<string, number>> = {};
for (const d of tt.devices().filter((x) => x.available && wanted.includes(x.backend))) {
  const ms = await benchDevice(d);
  results[d.id] = ms;
  const ratio = (a: string, b: string) => ((ms[a] ?? 0) / (ms[b] ?? 1)).toFixed(3);
  console.log(
    `${d.id}: nbody n=${N} struct ${ms['nbody struct']?.toFixed(2)} ms, flat ${ms['nbody flat']?.toFixed(2)} ms (${ratio('nbody struct', 'nbody flat')}x); ` +
      `step ${P} particles struct ${ms['step struct']?.toFixed(2)} ms, flat ${ms['step flat']?.toFixed(2)} ms (${ratio('step struct', 'step flat')}x); ` +
      `stencil ${G}² shaped ${ms['stencil shaped']?.toFixed(2)} ms, flat ${ms['stencil flat']?.toFixed(2)} ms (${ratio('stencil shaped', 'stencil flat')}x)`,
  );
}
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'vectors.json'),
  `${JSON.stringify({ n: N, particles: P, grid: G, load: loadavg(), results }, null, 2)}\n`,
);
await tt.shutdown();
