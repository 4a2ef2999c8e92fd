/**
 * bench/gpu.sh's results: the one-line figure of each step (from the JSON the step wrote), and the
 * summary table and JSON of the whole run. Plain JavaScript: it runs before and without `dist/`.
 *
 *   node bench/gpu-summary.mjs figure <step> <json file> [<log file>]   prints one line
 *   node bench/gpu-summary.mjs report <steps.tsv> <out.json> <header>   prints the table, writes the JSON
 *
 * steps.tsv: one line per step: name, status, seconds, rc, figure, log (tab-separated).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const num = (x, d = 2) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(d) : '?');
const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** The one-line figure of each step, from its JSON (or the vitest JSON reporter's). */
const FIGURES = {
  'cuda-conformance': (j) =>
    j.conformance &&
    `${j.conformance.passed}/${j.conformance.passed + new Set(j.conformance.failed.map((f) => f.split(/ '|: /)[0])).size} cases pass`,
  'cuda-bandwidth': (j) =>
    j.bandwidth &&
    `saxpy ${num(j.bandwidth.saxpyGBs, 0)} GB/s = ${num(j.bandwidth.fractionOfCopy)} of D2D copy (${num(j.bandwidth.copyGBs, 0)} GB/s)`,
  'cuda-launch': (j) =>
    j.launch &&
    `enqueue ${num(j.launch.enqueueUs, 1)} us, GPU ${num(j.launch.gpuPerLaunchUs, 1)} us, tutti round trip ${num(j.launch.tuttiLaunchRoundTripUs, 1)} us${j.timeout ? `; timeoutMs costs ${num(j.timeout.costPercent, 0)}%` : ''}`,
  'cuda-blackscholes': (j) =>
    j.blackScholes &&
    `cuda ${num(j.blackScholes.cudaMs)} ms vs ${j.blackScholes.cpuDevice} ${num(j.blackScholes.cpuMs)} ms: ${num(j.blackScholes.speedup, 1)}x (max diff ${j.blackScholes.maxAbsDiffCall})`,
  'cuda-matmul': (j) =>
    j.matmul &&
    `${j.matmul.runs}: ${num(j.matmul.matmulGflops, 0)} GFLOP/s vs tiled ${num(j.matmul.tiledGflops, 0)}: ${num(j.matmul.speedup, 1)}x`,
  'launch-overhead': (j) => {
    // result.builds: { <build>: { <device>: { awaitedUs, … } | { error } } }
    const devices = Object.values(j.builds ?? {})[0] ?? {};
    return Object.entries(devices)
      .map(([id, r]) =>
        r.error ? `${id}: ${String(r.error).slice(0, 30)}` : `${id} ${num(r.awaitedUs, 1)} us`,
      )
      .join(', ');
  },
  'graph-replay': (j) =>
    (j.rows ?? [])
      .filter((r) => /cuda|webgpu/.test(String(r.device)))
      .map((r) => `${r.device} ${r.size}: ${num(r.speedupVsAwaited, 1)}x`)
      .join(', ') || `no GPU rows (${(j.rows ?? []).length} rows)`,
};

/** vitest's JSON reporter: passed / failed / skipped tests. */
function vitestFigure(j) {
  if (typeof j.numTotalTests !== 'number') return undefined;
  return `${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numPendingTests + (j.numTodoTests ?? 0)} skipped`;
}

function figure(step, jsonFile, logFile) {
  try {
    const j = read(jsonFile);
    const f = j && (vitestFigure(j) ?? FIGURES[step]?.(j));
    if (f) return f;
  } catch (e) {
    return `(unreadable JSON: ${e instanceof Error ? e.message : String(e)})`.slice(0, 100);
  }
  // no JSON: the log's last error or test count, else its last line
  const text = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'); // colour codes
  const lines = text
    .replace(ansi, '')
    .split('\n')
    .map((l) => l.trim());
  const said = lines.filter((l) => l && !l.startsWith('rc=') && !l.startsWith('JSON report written'));
  const telling = said.filter((l) => /Error|error:|FAIL|Tests\s+\d|unavailable/.test(l)).pop();
  return (telling ?? said.pop() ?? '').slice(0, 100);
}

function report(tsv, out, header) {
  const steps = readFileSync(tsv, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const [name, status, seconds, rc, fig, log] = l.split('\t');
      return { name, status, seconds: Number(seconds), rc: rc === '' ? null : Number(rc), result: fig, log };
    });
  const w = Math.max(4, ...steps.map((s) => s.name.length));
  const sw = Math.max(6, ...steps.map((s) => s.status.length));
  console.log(`\n${header}`);
  console.log(`${'step'.padEnd(w)}  ${'status'.padEnd(sw)}  ${'secs'.padStart(5)}  result`);
  console.log(`${'-'.repeat(w)}  ${'-'.repeat(sw)}  -----  ${'-'.repeat(40)}`);
  for (const s of steps)
    console.log(`${s.name.padEnd(w)}  ${s.status.padEnd(sw)}  ${String(s.seconds).padStart(5)}  ${s.result}`);
  const count = (p) => steps.filter((s) => p.test(s.status)).length;
  const json = {
    date: new Date().toISOString(),
    header,
    loadAverage: loadavg()[0],
    totalSeconds: steps.reduce((a, s) => a + s.seconds, 0),
    ok: count(/^ok/),
    failed: count(/^(FAIL|crash|timeout)/),
    skipped: count(/^skip/),
    steps,
  };
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `\n${json.ok} ok, ${json.failed} failed, ${json.skipped} skipped in ${json.totalSeconds} s; summary: ${out}`,
  );
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'figure') console.log(figure(args[0], args[1], args[2]));
else if (mode === 'report') report(args[0], args[1], args[2] ?? '');
else {
  console.error(
    'usage: node bench/gpu-summary.mjs figure <step> <json> [<log>] | report <tsv> <out.json> [<header>]',
  );
  process.exit(2);
}
