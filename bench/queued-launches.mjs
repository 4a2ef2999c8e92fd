/**
 * The cost of *queued* launches, where users see it (issue 31): a small 1-D stencil (PolyBench's
 * jacobi-1d step, 398 items of f64) launched `steps` times two at a time with alternating
 * arguments (`{ A, B }`, then `{ A: B, B: A }`) without awaiting in between, then one
 * `await Promise.all(q)` — the whole program, enqueue to completion, per device, in µs per launch.
 * Three shapes:
 * - `offset`: the kernel reads `A[i - 1]`, launched with `{ offset: 1 }` (jacobi-1d's port);
 * - `plain`: the same stencil written with `i + 1` indices, launched without an offset;
 * - `lastOnly`: as `offset`, awaiting only the last launch's promise (no Promise.all over them).
 * Each as the median and the minimum over runs (the least disturbed by other processes), and as
 * the process's CPU time per launch (user + system, all threads). `plainJs` is the
 * same computation as a hand-written JS loop in the same process (µs per step), the reference
 * (issue 31: js should be within 0.9x of it).
 *
 * Several builds can be compared interleaved (one child process per build per round, alternating,
 * so that every build sees the same machine load): `--builds=dist,old/dist`.
 *
 *   npm run build && node bench/queued-launches.mjs [--devices=js,wasm,native] [--rounds=3]
 *     [--steps=100] [--n=400] [--builds=dist,<other dist>] [--json=bench/results/queued-launches.json]
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
    steps: { type: 'string', default: '100' },
    n: { type: 'string', default: '400' },
    reps: { type: 'string', default: '60' },
    child: { type: 'string' },
  },
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : Number.NaN;
};

/** Median wall and CPU µs per launch of `reps` runs of `run` (after a warm-up of a fifth of them). */
async function timeRuns(run, reps, launches) {
  const wall = [];
  const cpu = [];
  for (let r = 0; r < reps + Math.ceil(reps / 5); r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await run();
    const t1 = performance.now();
    const c = process.cpuUsage(c0);
    if (r < Math.ceil(reps / 5)) continue;
    wall.push(((t1 - t0) * 1000) / launches);
    cpu.push((c.user + c.system) / launches);
  }
  // the minimum: the run least disturbed by other processes (a loaded machine stretches the median)
  return { us: median(wall), minUs: Math.min(...wall), cpuUs: median(cpu) };
}

/** One build, one round: every device's figures, as JSON on stdout. */
async function child(distDir) {
  const tt = await import(pathToFileURL(join(resolve(ROOT, distDir), 'node/index.js')).href);
  const steps = Number(opts.steps);
  const n = Number(opts.n);
  const reps = Number(opts.reps);
  const F64 = tt.arrayOf(tt.f64);
  const shifted = tt.kernel(
    { A: F64, B: F64 },
    (i, { A, B }) => {
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    },
    { name: 'queued_offset' },
  );
  const plain = tt.kernel(
    { A: F64, B: F64 },
    (i, { A, B }) => {
      B[i + 1] = 0.33333 * (A[i] + A[i + 1] + A[i + 2]);
    },
    { name: 'queued_plain' },
  );
  const init = (k) => Float64Array.from({ length: n }, (_, i) => (i + k) / n);
  // the reference: the same steps as a hand-written JS loop
  const ref = { A: init(2), B: init(3) };
  const plainJs = await timeRuns(
    () => {
      const { A, B } = ref;
      for (let t = 0; t < steps; t++) {
        for (let i = 1; i < n - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        for (let i = 1; i < n - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      }
    },
    reps,
    2 * steps,
  );
  const out = { plainJs };
  for (const id of opts.devices.split(',')) {
    const row = {};
    try {
      const d = tt.device(id);
      const A = tt.array(init(2), { device: d });
      const B = tt.array(init(3), { device: d });
      const programs = {
        offset: async () => {
          const q = [];
          for (let t = 0; t < steps; t++) {
            q.push(shifted.launch(n - 2, { A, B }, { offset: 1 }));
            q.push(shifted.launch(n - 2, { A: B, B: A }, { offset: 1 }));
          }
          await Promise.all(q);
        },
        plain: async () => {
          const q = [];
          for (let t = 0; t < steps; t++) {
            q.push(plain.launch(n - 2, { A, B }));
            q.push(plain.launch(n - 2, { A: B, B: A }));
          }
          await Promise.all(q);
        },
        lastOnly: async () => {
          let last;
          for (let t = 0; t < steps; t++) {
            shifted.launch(n - 2, { A, B }, { offset: 1 });
            last = shifted.launch(n - 2, { A: B, B: A }, { offset: 1 });
          }
          await last;
        },
      };
      for (const [name, run] of Object.entries(programs)) {
        await run(); // compiles
        const t = await timeRuns(run, reps, 2 * steps);
        row[`${name}Us`] = t.us;
        row[`${name}MinUs`] = t.minUs;
        row[`${name}CpuUs`] = t.cpuUs;
      }
      // the result must be the reference's (both ran the same number of steps from the same start)
      const check = { A: init(2), B: init(3) };
      // (tt.array wraps a host TypedArray without a copy on js and native: give it its own)
      const A2 = tt.array(init(2), { device: d });
      const B2 = tt.array(init(3), { device: d });
      const q = [];
      for (let t = 0; t < steps; t++) {
        q.push(shifted.launch(n - 2, { A: A2, B: B2 }, { offset: 1 }));
        q.push(shifted.launch(n - 2, { A: B2, B: A2 }, { offset: 1 }));
      }
      await Promise.all(q);
      const got = await A2.read();
      for (let t = 0; t < steps; t++) {
        for (let i = 1; i < n - 1; i++) check.B[i] = 0.33333 * (check.A[i - 1] + check.A[i] + check.A[i + 1]);
        for (let i = 1; i < n - 1; i++) check.A[i] = 0.33333 * (check.B[i - 1] + check.B[i] + check.B[i + 1]);
      }
      row.exact = got.every((v, i) => v === check.A[i]);
      for (const a of [A, B, A2, B2]) a.dispose();
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
      loads.push(loadavg()[0] ?? 0);
      const args = [fileURLToPath(import.meta.url), `--child=${b}`, `--devices=${opts.devices}`];
      for (const k of ['steps', 'n', 'reps']) args.push(`--${k}=${opts[k]}`);
      const text = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
      const line = text.trim().split('\n').pop() ?? '{}';
      runs.get(b)?.push(JSON.parse(line));
    }
  }
  const fields = [
    'offsetUs',
    'offsetMinUs',
    'offsetCpuUs',
    'plainUs',
    'plainMinUs',
    'lastOnlyUs',
    'lastOnlyMinUs',
  ];
  const result = {
    bench: 'queued-launches',
    date: new Date().toISOString(),
    load: loads,
    steps: Number(opts.steps),
    n: Number(opts.n),
    rounds,
    builds: {},
  };
  const fmt = (v) => (typeof v === 'number' ? v.toFixed(2).padStart(8) : '     n/a');
  console.log(`load (1 min) during the runs: ${loads.map((l) => l.toFixed(1)).join(' ')}`);
  console.log(
    `${opts.steps} x 2 queued launches of ${Number(opts.n) - 2} items, then one await; µs per launch`,
  );
  console.log(
    `${'build'.padEnd(14)}${'device'.padEnd(8)}${fields.map((f) => f.padStart(14)).join('')}   exact`,
  );
  for (const [b, rs] of runs) {
    const per = {};
    const js = median(rs.map((r) => r.plainJs?.us ?? Number.NaN));
    const jsMin = Math.min(...rs.map((r) => r.plainJs?.minUs ?? Number.NaN));
    per.plainJsUs = js;
    per.plainJsMinUs = jsMin;
    console.log(
      `${b.padEnd(14)}${'plainJS'.padEnd(8)}${fmt(js).padStart(14)}${fmt(jsMin).padStart(14)}   (µs per step)`,
    );
    for (const id of opts.devices.split(',')) {
      const row = {};
      for (const f of fields) {
        const xs = rs.map((r) => r[id]?.[f]).filter((v) => typeof v === 'number');
        row[f] = f.includes('Min') ? Math.min(...xs) : median(xs);
      }
      row.exact = rs.every((r) => r[id]?.exact === true);
      const err = rs.find((r) => r[id]?.error)?.[id]?.error;
      if (err) row.error = err;
      per[id] = row;
      console.log(
        `${b.padEnd(14)}${id.padEnd(8)}${fields.map((f) => fmt(row[f]).padStart(14)).join('')}   ${row.exact}${err ? `  ${err}` : ''}`,
      );
    }
    result.builds[b] = per;
  }
  if (opts.json) writeFileSync(opts.json, `${JSON.stringify(result, null, 2)}\n`);
}

if (opts.child) await child(opts.child);
else main();
