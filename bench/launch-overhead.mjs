/**
 * Launch overhead of a tiny kernel (one item, `x[i] = x[i] + 1`) per device, in µs of host time:
 * - awaited: `await k.launch(1, { x })` in a loop (launch + queue + run + resolve, one at a time),
 *   each batch ended by `queue.finish()` so webgpu's batched dispatches count;
 * - queued: `k.launch(1, { x })` without awaiting, the host time of the call alone (the launches
 *   are then drained, untimed);
 *   each also as the process's CPU time per launch (`awaitedCpuUs`, `queuedCpuUs`: user + system,
 *   all threads), which time slicing on a loaded machine inflates less than the wall clock;
 * - first250: ms of the first launch of a 250-item kernel after `compileFor` — cached (its name
 *   is the same in every run: the disk cache has it after the first) and fresh (a new name:
 *   compiled in this process) — then the median and max of its next launches (issue 31 item 8:
 *   a 250-item launch once took 8.3 ms on native).
 *
 * Several builds can be compared interleaved (one child process per build per round, alternating,
 * so that every build sees the same machine load): `--builds=dist,/tmp/old/dist`.
 *
 *   npm run build && node bench/launch-overhead.mjs [--devices=js,wasm,native] [--rounds=3]
 *     [--builds=dist,<other dist>] [--json=bench/results/launch-overhead.json]
 *
 * Prints a table with `uptime`'s load average and writes the JSON (medians over rounds).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    devices: { type: 'string', default: 'js,wasm,native' },
    rounds: { type: 'string', default: '3' },
    builds: { type: 'string', default: 'dist' },
    json: { type: 'string' },
    calls: { type: 'string', default: '20000' },
    child: { type: 'string' },
  },
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : Number.NaN;
};

/** One build, one round: every device's figures, as JSON on stdout. */
async function child(distDir) {
  const tt = await import(pathToFileURL(join(resolve(ROOT, distDir), 'node/index.js')).href);
  const calls = Number(opts.calls);
  const tiny = tt.kernel(
    { x: tt.arrayOf(tt.f32) },
    (i, { x }) => {
      x[i] = x[i] + 1;
    },
    { name: 'tiny' },
  );
  const out = {};
  // webgpu is probed asynchronously: probe it before selecting its devices
  if (/webgpu/.test(opts.devices)) await tt.init(['webgpu']);
  for (const id of opts.devices.split(',')) {
    const row = {};
    try {
      const d = tt.device(id);
      const x = tt.zeros([1], tt.f32, { device: d });
      await tiny.launch(1, { x });
      // awaited: warm the whole path up first, then batches; median batch
      for (let i = 0; i < 3000; i++) await tiny.launch(1, { x });
      const awaited = [];
      const awaitedCpu = [];
      for (let b = 0; b < 7; b++) {
        const n = calls / 7;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < n; i++) await tiny.launch(1, { x });
        // until the device has run them: a webgpu launch resolves once submitted or batched
        await d.defaultQueue.finish();
        awaited.push(((performance.now() - t0) * 1000) / n);
        const c = process.cpuUsage(c0);
        awaitedCpu.push((c.user + c.system) / n);
      }
      row.awaitedUs = median(awaited);
      row.awaitedCpuUs = median(awaitedCpu);
      // queued: the host time of issuing launches without awaiting them (drained untimed); the
      // first batches warm the path of a busy queue up (the awaited loop only ran the idle one)
      const queued = [];
      const queuedCpu = [];
      for (let b = 0; b < 12; b++) {
        const n = 1000;
        let last;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < n; i++) last = tiny.launch(1, { x });
        const t1 = performance.now();
        const c = process.cpuUsage(c0);
        await last;
        if (b < 4) continue;
        queued.push(((t1 - t0) * 1000) / n);
        queuedCpu.push((c.user + c.system) / n);
      }
      row.queuedUs = median(queued);
      row.queuedCpuUs = median(queuedCpu);
      // a 250-item kernel: its first launch after compileFor, then steady state. Fresh: a new name,
      // so it is compiled in this process; cached: one name, in the disk cache after the first run.
      const define250 = (name) =>
        tt.kernel(
          { y: tt.arrayOf(tt.f32), s: tt.f32 },
          (i, { y, s }) => {
            y[i] = y[i] * s + 1;
          },
          { name },
        );
      const y = tt.zeros([250], tt.f32, { device: d });
      for (const [field, name] of [
        ['first250CachedMs', 'k250_cached'],
        ['first250Ms', `k250_${Math.random().toString(36).slice(2)}`],
      ]) {
        const k250 = define250(name);
        await k250.compileFor(d);
        const t0 = performance.now();
        await k250.launch(250, { y, s: 0.5 });
        row[field] = performance.now() - t0;
      }
      const k250 = define250('k250_cached');
      const next = [];
      for (let r = 0; r < 200; r++) {
        const t0 = performance.now();
        await k250.launch(250, { y, s: 0.5 });
        next.push(performance.now() - t0);
      }
      row.steady250Ms = median(next);
      row.max250Ms = Math.max(...next);
      x.dispose();
      y.dispose();
    } catch (e) {
      row.error = e instanceof Error ? e.message : String(e);
    }
    out[id] = row;
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
  await tt.shutdown?.();
  process.exit(0);
}

function main() {
  const builds = opts.builds.split(',');
  const rounds = Number(opts.rounds);
  const runs = new Map(builds.map((b) => [b, []]));
  const loads = [];
  for (let r = 0; r < rounds; r++) {
    for (const b of builds) {
      loads.push(loadavg()[0]);
      const text = execFileSync(
        process.execPath,
        [
          fileURLToPath(import.meta.url),
          `--child=${b}`,
          `--devices=${opts.devices}`,
          `--calls=${opts.calls}`,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      runs.get(b)?.push(JSON.parse(text.trim().split('\n').pop() ?? '{}'));
    }
  }
  const result = {
    date: new Date().toISOString(),
    loadavg1: { min: Math.min(...loads), max: Math.max(...loads) },
    uptime: execFileSync('uptime', { encoding: 'utf8' }).trim(),
    rounds,
    builds: {},
  };
  const keys = [
    'awaitedUs',
    'awaitedCpuUs',
    'queuedUs',
    'queuedCpuUs',
    'first250CachedMs',
    'first250Ms',
    'steady250Ms',
    'max250Ms',
  ];
  for (const [b, list] of runs) {
    const devices = {};
    for (const id of opts.devices.split(',')) {
      const rows = list.map((x) => x[id]).filter((x) => x && !x.error);
      if (!rows.length) {
        devices[id] = { error: list.map((x) => x[id]?.error).find(Boolean) ?? 'no result' };
        continue;
      }
      devices[id] = Object.fromEntries(
        keys.map((k) => [k, Number(median(rows.map((x) => x[k])).toFixed(3))]),
      );
    }
    result.builds[b] = devices;
  }
  console.log(`load average (1 min) during the runs: ${loads.map((l) => l.toFixed(2)).join(', ')}`);
  console.log(result.uptime);
  for (const [b, devices] of Object.entries(result.builds)) {
    console.log(`\n${b}`);
    console.log(
      'device   awaited µs (cpu)  queued µs (cpu)  first250 cached ms  first250 fresh ms  steady250 ms  max250 ms',
    );
    for (const [id, r] of Object.entries(devices)) {
      if (r.error) {
        console.log(`${id.padEnd(8)} ${r.error}`);
        continue;
      }
      console.log(
        `${id.padEnd(8)} ${`${r.awaitedUs} (${r.awaitedCpuUs})`.padStart(17)} ${`${r.queuedUs} (${r.queuedCpuUs})`.padStart(16)} ${String(r.first250CachedMs).padStart(19)} ${String(r.first250Ms).padStart(18)} ${String(r.steady250Ms).padStart(13)} ${String(r.max250Ms).padStart(10)}`,
      );
    }
  }
  if (opts.json) writeFileSync(opts.json, `${JSON.stringify(result, null, 2)}\n`);
}

if (opts.child) await child(opts.child);
else main();
