/**
 * Start-up, in fresh processes, round-robin (each round runs every case once):
 *   npm run build && node dist/bench/startup.js [--rounds N]
 * - import: `await import('tutti')` alone (nothing is probed);
 * - first result per CPU backend (js, wasm, native): a kernel defined, an array made, a launch and a
 *   read, with the compile cache cold (an empty cache directory; for wasm, binaryen's split copy
 *   already made, as after any earlier run on the machine) and warm (the same kernel cached on disk);
 * - wasm first-ever: nothing cached at all (binaryen split on this run);
 * - wasm cold under tsx (`node --import tsx`), where importing binaryen used to take 7–8 s.
 * Medians (ms) with the targets (import < 40 ms, first wasm kernel < 400 ms, warm < 30 ms), and the
 * CPU time of the same span (process.cpuUsage: every thread, so a loaded machine inflates it less);
 * the chart shows target / measured (above 1× meets the target). Writes
 * bench/results/startup.{json,svg}; prints the machine load with the figures.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { barChart } from './chart.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
// what `import 'tutti'` loads in Node (package.json exports): the bundle, scripts/bundle.mjs
const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const OUT = join(ROOT, 'bench/results');
const i = process.argv.indexOf('--rounds');
const ROUNDS = i >= 0 ? Math.max(1, Number(process.argv[i + 1]) || 3) : 3;

const work = mkdtempSync(join(tmpdir(), 'tutti-startup-'));
const script = (name: string, body: string): string => {
  const f = join(work, name);
  writeFileSync(f, body);
  return f;
};

const IMPORT = script(
  'import.mjs',
  `const c0 = process.cpuUsage();
const t0 = performance.now();
await import('${ENTRY}');
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ ms: performance.now() - t0, cpu: (c.user + c.system) / 1000 }));
`,
);

const FIRST = script(
  'first.mjs',
  `const t0 = performance.now();
const tt = await import('${ENTRY}');
const c1 = process.cpuUsage();
const t1 = performance.now();
const k = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, a }) => { x[i] = Math.sqrt(i) * a + 1; });
const x = tt.zeros([4096], tt.f32, { device: process.env.STARTUP_DEVICE });
await k.launch(4096, { x, a: 2 });
const v = await x.read();
const t2 = performance.now();
const c = process.cpuUsage(c1);
if (v[4] !== 5) throw new Error('wrong result ' + v[4]);
console.log(JSON.stringify({ ms: t2 - t1, import: t1 - t0, cpu: (c.user + c.system) / 1000 }));
await tt.shutdown();
`,
);

/** A cache directory holding only binaryen's split copy (made once, by a first-ever wasm run). */
const seeded = join(work, 'seed');
const freshCache = (withBinaryen: boolean): string => {
  const d = mkdtempSync(join(work, 'cache-'));
  if (withBinaryen) cpSync(join(seeded, 'binaryen'), join(d, 'binaryen'), { recursive: true });
  return d;
};

interface Sample {
  readonly ms: number;
  readonly cpu: number;
}

function run(file: string, env: Record<string, string>, tsx = false): Sample {
  const args = tsx ? ['--import', 'tsx', file] : [file];
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? '{}';
  const { ms, cpu } = JSON.parse(last) as Sample;
  return { ms, cpu };
}

interface Case {
  readonly name: string;
  readonly target: number;
  readonly run: () => Sample;
}

const warmDirs = new Map<string, string>();
const warm = (dev: string): string => {
  let d = warmDirs.get(dev);
  if (!d) {
    d = freshCache(dev === 'wasm');
    run(FIRST, { TUTTI_CACHE_DIR: d, STARTUP_DEVICE: dev });
    warmDirs.set(dev, d);
  }
  return d;
};

// Make binaryen's split copy once (what any earlier wasm run on the machine leaves behind).
mkdirSync(seeded, { recursive: true });
run(FIRST, { TUTTI_CACHE_DIR: seeded, STARTUP_DEVICE: 'wasm' });

const cases: Case[] = [
  { name: 'import', target: 40, run: () => run(IMPORT, {}) },
  ...['js', 'wasm', 'native'].flatMap((dev): Case[] => [
    {
      name: `${dev} cold`,
      target: dev === 'wasm' ? 400 : 1000,
      run: () => run(FIRST, { TUTTI_CACHE_DIR: freshCache(dev === 'wasm'), STARTUP_DEVICE: dev }),
    },
    {
      name: `${dev} warm`,
      target: 30,
      run: () => run(FIRST, { TUTTI_CACHE_DIR: warm(dev), STARTUP_DEVICE: dev }),
    },
  ]),
  {
    name: 'wasm first-ever',
    target: 400,
    run: () => run(FIRST, { TUTTI_CACHE_DIR: freshCache(false), STARTUP_DEVICE: 'wasm' }),
  },
  {
    name: 'wasm cold, tsx',
    target: 400,
    run: () => run(FIRST, { TUTTI_CACHE_DIR: freshCache(true), STARTUP_DEVICE: 'wasm' }, true),
  },
];

const samples = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
const loadBefore = loadavg();
for (let r = 0; r < ROUNDS; r++) {
  for (const c of cases) samples.get(c.name)?.push(c.run());
}
const loadAfter = loadavg();
rmSync(work, { recursive: true, force: true });

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const rows = cases.map((c) => {
  const xs = samples.get(c.name) ?? [];
  const ms = median(xs.map((x) => x.ms));
  const cpu = median(xs.map((x) => x.cpu));
  return {
    case: c.name,
    medianMs: +ms.toFixed(1),
    medianCpuMs: +cpu.toFixed(1),
    targetMs: c.target,
    samples: xs.map((x) => +x.ms.toFixed(1)),
    cpuSamples: xs.map((x) => +x.cpu.toFixed(1)),
  };
});
const load = `load ${loadBefore.map((l) => l.toFixed(2)).join(' ')} → ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
for (const r of rows) {
  console.log(
    `${r.case.padEnd(18)} ${String(r.medianMs).padStart(8)} ms  cpu ${String(r.medianCpuMs).padStart(8)} ms   (target < ${r.targetMs} ms)`,
  );
}
console.log(`${ROUNDS} rounds, node ${process.versions.node}, ${load}`);

mkdirSync(OUT, { recursive: true });
writeFileSync(
  join(OUT, 'startup.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.versions.node, rounds: ROUNDS, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
writeFileSync(
  join(OUT, 'startup.svg'),
  barChart(
    `tutti start-up, fresh processes (${load})`,
    rows.map((r) => ({ group: r.case, label: 'target / measured', value: r.targetMs / r.medianMs })),
    'target / measured (> 1× meets it)',
  ),
);
