/**
 * A block reduction written two ways, per device, timed round-robin in the same run: the
 * shared-memory tree (256 items per group, a halving loop with a barrier per step) against sub-group
 * sums (g.subgroupAdd, one partial per sub-group in shared memory, one barrier, item 0 adds the
 * partials). Each group writes its sum; both results are checked against the exact sums (small
 * integers in f32, so every order gives the same bits).
 *   npm run build && node dist/bench/subgroup-reduce.js [--n 4194304] [--devices wasm,native,cuda] [--out subgroup-reduce]
 * Writes bench/results/<out>.json; prints the ratio (shared / sub-group time) and the machine load.
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
const N = Number(argOf('--n') ?? 2 ** 22);
const WG = 256;
if (!Number.isInteger(N) || N % WG !== 0) throw new Error(`--n must be a multiple of ${WG}`);
const wanted = (argOf('--devices') ?? 'wasm,native').split(',');
const OUT = (argOf('--out') ?? 'subgroup-reduce').replace(/[^A-Za-z0-9_-]/g, '_');

const schema = { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) };

const sharedTree = tt.kernel(
  schema,
  (i, { x, out }, g) => {
    const tile = g.shared(tt.f32, 256);
    const l = g.local[0];
    tile[l] = x[i];
    g.barrier();
    for (let s = 128; s > 0; s >>= 1) {
      if (l < s) tile[l] += tile[l + s];
      g.barrier();
    }
    if (l === 0) out[g.group[0]] = tile[0];
  },
  { name: 'reduce_shared', workgroup: [WG] },
);

const bySubgroups = (size: number) =>
  tt.kernel(
    schema,
    (i, { x, out }, g) => {
      const part = g.shared(tt.f32, 256);
      const s = g.subgroupAdd(x[i]);
      if (g.subgroupLocalId === 0) part[g.subgroupId] = s;
      g.barrier();
      if (g.local[0] === 0) {
        let t = 0;
        for (let k = 0; k < g.subgroupCount; k++) t += part[k];
        out[g.group[0]] = t;
      }
    },
    { name: `reduce_subgroups_${size}`, workgroup: [WG], subgroupSize: size },
  );
const SIZES = [8, 16, 32];
const subgroupKernels = new Map(SIZES.map((s) => [s, bySubgroups(s)]));

const host = Float32Array.from({ length: N }, (_, i) => ((i * 2654435761) >>> 0) % 17);
const exact = new Float32Array(N / WG);
for (let i = 0; i < N; i++) exact[Math.floor(i / WG)] = (exact[Math.floor(i / WG)] ?? 0) + (host[i] ?? 0);

interface Row {
  device: string;
  sharedMs: number;
  subgroupMs: Record<string, number>;
  /** shared-memory time / sub-group time, at the default sub-group size (32) and the best size. */
  ratio: number;
  bestRatio: number;
  bestSize: number;
}

async function check(what: string, out: tt.NDArray): Promise<void> {
  const got = (await out.read()) as Float32Array;
  for (let k = 0; k < exact.length; k++) {
    if (got[k] !== exact[k]) throw new Error(`${what}: group ${k} is ${got[k]}, want ${exact[k]}`);
  }
}

async function onDevice(id: string): Promise<Row | undefined> {
  const dev = tt.devices().find((d) => d.backend === id && d.available);
  if (!dev) {
    console.log(`${id}: skipped (${tt.devices().find((d) => d.backend === id)?.reason ?? 'not available'})`);
    return undefined;
  }
  const x = tt.array(host, { device: dev });
  const out = tt.zeros([N / WG], tt.f32, { device: dev });
  const runners = new Map<string, () => Promise<unknown>>([
    ['shared', () => sharedTree.launch(N, { x, out })],
  ]);
  // only the sizes the device runs (cuda: 32, a warp)
  const sizes = SIZES.filter((s) => dev.caps.subgroupSizes?.includes(s) ?? true);
  for (const s of sizes) {
    const k = subgroupKernels.get(s);
    if (k) runners.set(`subgroup${s}`, () => k.launch(N, { x, out }));
  }
  for (const [name, run] of runners) {
    await out.fill(0);
    await run();
    await check(`${id} ${name}`, out);
  }
  const t = await interleaved(runners, { rounds: 15, budgetMs: 8000, rotate: true });
  const sharedMs = t.shared ?? 0;
  const subgroupMs = Object.fromEntries(sizes.map((s) => [String(s), t[`subgroup${s}`] ?? 0]));
  const best = sizes.reduce((a, b) => ((t[`subgroup${b}`] ?? 1e9) < (t[`subgroup${a}`] ?? 1e9) ? b : a));
  return {
    device: dev.id,
    sharedMs,
    subgroupMs,
    ratio: sharedMs / (t.subgroup32 ?? 1),
    bestRatio: sharedMs / (t[`subgroup${best}`] ?? 1),
    bestSize: best,
  };
}

const load0 = loadavg()[0] ?? 0;
if (wanted.includes('webgpu')) await tt.init();
const rows: Row[] = [];
for (const id of wanted) {
  const row = await onDevice(id);
  if (!row) continue;
  rows.push(row);
  const subs = Object.entries(row.subgroupMs)
    .map(([s, ms]) => `S=${s} ${ms.toFixed(2)} ms`)
    .join(', ');
  console.log(
    `${row.device}: shared tree ${row.sharedMs.toFixed(2)} ms; sub-groups ${subs}; ratio ${row.ratio.toFixed(2)}x at S=32, ${row.bestRatio.toFixed(2)}x at S=${row.bestSize}`,
  );
}
const load = [load0, loadavg()[0] ?? 0];
console.log(`n = ${N}, groups of ${WG}; load average ${load.map((l) => l.toFixed(2)).join(' -> ')}`);
// dist/bench/subgroup-reduce.js (npm run) or bench/subgroup-reduce.ts (tsx): the repository's bench/results
const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, here.includes('dist') ? '../..' : '..', 'bench', 'results', `${OUT}.json`);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ n: N, workgroup: WG, load, rows }, null, 2)}\n`);
console.log(`wrote ${file}`);
