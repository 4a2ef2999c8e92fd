/**
 * Graph capture against plain launches: 1000 tiny launches (64 items each) per device (js, wasm,
 * native, webgpu, and cuda where a GPU is: its replay is one CUDA graph launch), and 200
 * medium ones (65 536 items, a PolyBench stencil's size), launched one by one (each awaited),
 * queued (awaiting the last), and replayed from a tt.capture graph, timed round-robin in the same
 * run:
 *   npm run bench:capture            (npm run build && node dist/bench/capture.js [--quick])
 * Writes bench/results/capture.json and prints the machine load. Target (issue 31): replay ≥ 10×
 * faster than the awaited launches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';

const quick = process.argv.includes('--quick');
const SIZES = [
  { size: 'tiny', launches: 1000, items: 64 },
  { size: 'medium', launches: 200, items: 65_536 },
] as const;

const tiny = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32) }, (i, { a, x }) => {
  x[i] = x[i] * 0.5 + a;
});

interface Row {
  readonly device: string;
  readonly size: string;
  readonly launches: number;
  readonly items: number;
  /** Milliseconds for `launches` launches, each awaited. */
  readonly awaitedMs: number;
  /** Milliseconds for `launches` launches queued, then the last awaited. */
  readonly queuedMs: number;
  /** Milliseconds for one replay of the captured launches. */
  readonly replayMs: number;
  readonly speedupVsAwaited: number;
  readonly speedupVsQueued: number;
}

async function measure(d: tt.Device, size: string, launches: number, items: number): Promise<Row> {
  const x = tt.zeros([items], tt.f32, { device: d });
  const awaited = async () => {
    for (let t = 0; t < launches; t++) await tiny.launch(items, { a: 1, x });
  };
  const queued = async () => {
    let last: Promise<unknown> = Promise.resolve();
    for (let t = 0; t < launches; t++) last = tiny.launch(items, { a: 1, x });
    await last;
  };
  const graph = await tt.capture(awaited);
  const ms = await interleaved(
    new Map<string, () => unknown>([
      ['awaited', awaited],
      ['queued', queued],
      ['replay', () => graph.replay()],
    ]),
    { rounds: quick ? 5 : 11, budgetMs: quick ? 3000 : 10000 },
  );
  x.dispose();
  const row: Row = {
    device: d.id,
    size,
    launches,
    items,
    awaitedMs: ms.awaited ?? 0,
    queuedMs: ms.queued ?? 0,
    replayMs: ms.replay ?? 0,
    speedupVsAwaited: (ms.awaited ?? 0) / (ms.replay ?? 1),
    speedupVsQueued: (ms.queued ?? 0) / (ms.replay ?? 1),
  };
  console.log(
    `${d.id.padEnd(9)} ${launches} × ${items}: awaited ${row.awaitedMs.toFixed(2)} ms, queued ${row.queuedMs.toFixed(2)} ms, replay ${row.replayMs.toFixed(3)} ms  (${row.speedupVsAwaited.toFixed(1)}× / ${row.speedupVsQueued.toFixed(1)}×)`,
  );
  return row;
}

await tt.init();
const rows: Row[] = [];
const load0 = loadavg()[0] ?? 0;
for (const id of ['js', 'wasm', 'native', 'webgpu', 'cuda']) {
  const d = tt.devices().find((x) => x.backend === id);
  if (!d?.available) {
    console.log(`${id.padEnd(7)} skipped: ${d?.reason ?? 'no device'}`);
    continue;
  }
  for (const { size, launches, items } of SIZES) rows.push(await measure(d, size, launches, items));
}
const load = [load0, loadavg()[0] ?? 0];
console.log(`load average (1 min) at start and end: ${load.map((l) => l.toFixed(2)).join(', ')}`);
const out = join(process.cwd(), 'bench', 'results');
mkdirSync(out, { recursive: true });
const json = {
  date: new Date().toISOString(),
  quick,
  loadAverage: load,
  rows,
};
writeFileSync(join(out, 'capture.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log(JSON.stringify(json));
await tt.shutdown();
