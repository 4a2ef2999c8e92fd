/**
 * A warm second process's first result, before and after the persisted source fingerprint
 * (cache/definition-store.ts):
 *   npm run bench:warm-start [-- --rounds N] [--baseline DIR]
 * (`--baseline DIR`: another built checkout, e.g. main's, measured in the same rounds.)
 * Each sample is a fresh `node` process (cold memory) on a warm disk cache (the kernel's artifact,
 * and for "after" its compiled definition, made by an earlier process) that imports tutti, defines
 * a kernel, launches it and reads the result. "before" runs with the definitions directory made
 * unusable (a file where the directory would be), so the process parses, lowers and runs the
 * passes as before the change; everything else is the same build. Cases run round-robin. Also the
 * first result of an order (an openmp_cpp section, cached library) in a warm process, and wasm's.
 * Besides wall and CPU (every thread) each sample has the main thread's CPU time, which a loaded
 * machine inflates least.
 * Writes bench/results/warm-start.json (medians, ratios before/after, load average).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const OUT = join(ROOT, 'bench/results');
const at = process.argv.indexOf('--rounds');
const ROUNDS = at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 9) : 9;
const base = process.argv.indexOf('--baseline');
/** Another tutti checkout (its root, built), measured in the same rounds: `--baseline DIR`. */
const BASELINE = base >= 0 ? process.argv[base + 1] : undefined;

const work = mkdtempSync(join(tmpdir(), 'tutti-warm-start-'));
const script = (name: string, body: string): string => {
  const f = join(work, name);
  writeFileSync(f, body);
  return f;
};

/** Defines a kernel, launches it on STARTUP_DEVICE, reads; times the definition and the whole. */
/**
 * The main thread's CPU time in ms (Linux: /proc's schedstat, in ns; other systems: NaN). Unlike
 * process.cpuUsage (every thread: V8's compiler and GC helpers, OpenMP's workers), it hardly
 * moves when other processes load the machine, so it compares builds measured at different loads.
 */
const MAIN_CPU = `const { readFileSync } = await import('node:fs');
const mainCpu = () => {
  try {
    return Number(readFileSync('/proc/self/task/' + process.pid + '/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
};`;

const KERNEL = script(
  'kernel.mjs',
  `${MAIN_CPU}
const tt = await import(process.env.TUTTI_BENCH_ENTRY ?? '${ENTRY}');
const m0 = mainCpu();
const c0 = process.cpuUsage();
const t0 = performance.now();
const k = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, a }) => {
  let s = 0;
  for (let j = 0; j < 4; j++) s += Math.sqrt(i + j) * a;
  x[i] = i % 2 === 0 ? s + 1 : Math.max(s, 0) - 1;
});
const t1 = performance.now();
const c1 = process.cpuUsage(c0);
const x = tt.zeros([4096], tt.f32, { device: process.env.STARTUP_DEVICE });
await k.launch(4096, { x, a: 2 });
const v = await x.read();
const t2 = performance.now();
const c2 = process.cpuUsage(c0);
if (!(v[4] > 0)) throw new Error('wrong result ' + v[4]);
const cpu = (c) => (c.user + c.system) / 1000;
console.log(JSON.stringify({ ms: t2 - t0, define: t1 - t0, cpu: cpu(c2), defineCpu: cpu(c1), mainCpu: mainCpu() - m0 }));
await tt.shutdown();
`,
);

const ORDER = script(
  'order.mjs',
  `${MAIN_CPU}
const tt = await import(process.env.TUTTI_BENCH_ENTRY ?? '${ENTRY}');
const m0 = mainCpu();
const c0 = process.cpuUsage();
const t0 = performance.now();
const o = tt.order({ name: 'warm', inputs: ['a'], outputs: ['c'], sections: {
  openmp_cpp: '#pragma omp parallel for\\nfor (int64_t i = 0; i < c.size; i++) c(i) = a(i) * 2;' } });
const t1 = performance.now();
const c1 = process.cpuUsage(c0);
const a = tt.array(new Float32Array(4096).fill(3));
const c = tt.zeros([4096], tt.f32);
await o.run(4096, { a, c });
const v = await c.read();
const t2 = performance.now();
const c2 = process.cpuUsage(c0);
if (v[7] !== 6) throw new Error('wrong result ' + v[7]);
const cpu = (c) => (c.user + c.system) / 1000;
console.log(JSON.stringify({ ms: t2 - t0, define: t1 - t0, cpu: cpu(c2), defineCpu: cpu(c1), mainCpu: mainCpu() - m0 }));
await tt.shutdown();
`,
);

/** Wall and CPU time (every thread: a loaded machine inflates it less) from define to result. */
interface Sample {
  readonly ms: number;
  readonly define: number;
  readonly cpu: number;
  readonly defineCpu: number;
  /** The main thread's CPU time (NaN where /proc is missing). */
  readonly mainCpu: number;
}

function run(file: string, cacheDir: string, device: string, entry = ENTRY): Sample {
  const r = spawnSync(process.execPath, [file], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TUTTI_CACHE_DIR: cacheDir, STARTUP_DEVICE: device, TUTTI_BENCH_ENTRY: entry },
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Sample;
}

/** A cache warmed by one earlier process; `before`: its definitions directory unusable. */
function warmCache(file: string, device: string, before: boolean, entry = ENTRY): string {
  const dir = mkdtempSync(join(work, 'cache-'));
  if (before) writeFileSync(join(dir, 'definitions'), 'not a directory: no persisted definitions');
  run(file, dir, device, entry);
  return dir;
}

interface Case {
  readonly name: string;
  readonly run: () => Sample;
}

const cases: Case[] = [];
for (const device of ['native', 'js']) {
  for (const before of [true, false]) {
    const dir = warmCache(KERNEL, device, before);
    cases.push({
      name: `${device} warm, ${before ? 'before' : 'after'}`,
      run: () => run(KERNEL, dir, device),
    });
  }
}
{
  const dir = warmCache(KERNEL, 'wasm', false);
  cases.push({ name: 'wasm warm, after', run: () => run(KERNEL, dir, 'wasm') });
}
// another build (e.g. main's), in its own caches, interleaved with this one's cases
if (BASELINE) {
  const entry = pathToFileURL(join(BASELINE, 'dist/node/index.js')).href;
  for (const device of ['native', 'js', 'wasm']) {
    const dir = warmCache(KERNEL, device, false, entry);
    cases.push({ name: `${device} warm, baseline`, run: () => run(KERNEL, dir, device, entry) });
  }
}
const orderDir = warmCache(ORDER, 'native', false);
cases.push({ name: 'order warm', run: () => run(ORDER, orderDir, 'native') });

const samples = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
const loadBefore = loadavg();
for (let r = 0; r < ROUNDS; r++) for (const c of cases) samples.get(c.name)?.push(c.run());
const loadAfter = loadavg();
rmSync(work, { recursive: true, force: true });

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const rows = cases.map((c) => {
  const xs = samples.get(c.name) ?? [];
  return {
    case: c.name,
    medianMs: +median(xs.map((x) => x.ms)).toFixed(2),
    medianDefineMs: +median(xs.map((x) => x.define)).toFixed(2),
    medianCpuMs: +median(xs.map((x) => x.cpu)).toFixed(2),
    medianDefineCpuMs: +median(xs.map((x) => x.defineCpu)).toFixed(2),
    medianMainCpuMs: +median(xs.map((x) => x.mainCpu)).toFixed(2),
    samples: xs.map((x) => +x.ms.toFixed(2)),
  };
});
const ratios = ['native', 'js', 'wasm'].map((device) => {
  const b = rows.find((r) => r.case === `${device} warm, before`);
  const a = rows.find((r) => r.case === `${device} warm, after`);
  const base = rows.find((r) => r.case === `${device} warm, baseline`);
  const ratio = (x: number | undefined, y: number | undefined) => (x && y ? +(x / y).toFixed(2) : null);
  return {
    device,
    beforeOverAfter: ratio(b?.medianMs, a?.medianMs),
    beforeOverAfterCpu: ratio(b?.medianCpuMs, a?.medianCpuMs),
    defineBeforeOverAfterCpu: ratio(b?.medianDefineCpuMs, a?.medianDefineCpuMs),
    baselineOverAfter: ratio(base?.medianMs, a?.medianMs),
    baselineOverAfterMainCpu: ratio(base?.medianMainCpuMs, a?.medianMainCpuMs),
  };
});
const load = `load ${loadBefore.map((l) => l.toFixed(2)).join(' ')} → ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
for (const r of rows) {
  console.log(
    `${r.case.padEnd(20)} ${String(r.medianMs).padStart(8)} ms  cpu ${String(r.medianCpuMs).padStart(8)} ms  main thread ${String(r.medianMainCpuMs).padStart(6)} ms  (define ${r.medianDefineMs} ms, cpu ${r.medianDefineCpuMs} ms)`,
  );
}
for (const r of ratios) {
  console.log(
    `${r.device}: before / after = ${r.beforeOverAfter}× wall, ${r.beforeOverAfterCpu}× cpu, define ${r.defineBeforeOverAfterCpu}× cpu` +
      (r.baselineOverAfter === null
        ? ''
        : `; baseline / this = ${r.baselineOverAfter}× wall, ${r.baselineOverAfterMainCpu}× main-thread cpu`),
  );
}
console.log(`${ROUNDS} rounds, node ${process.versions.node}, ${load}`);

mkdirSync(OUT, { recursive: true });
writeFileSync(
  join(OUT, 'warm-start.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.versions.node, rounds: ROUNDS, loadBefore, loadAfter, rows, ratios }, null, 2)}\n`,
);
