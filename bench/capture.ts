/**
 * Graph capture against plain launches: 1000 tiny launches (64 items each) per device, launched
 * one by one (each awaited), queued (awaiting the last), and replayed from a tt.capture graph,
 * timed round-robin in the same run:
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
const LAUNCHES = 1000;
const ITEMS = 64;

const tiny = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32) }, (i, { a, x }) => {
  x[i] = x[i] * 0.5 + a;
});

interface Row {
  readonly device: string;
  /** Milliseconds for LAUNCHES launches, each awaited. */
  readonly awaitedMs: number;
  /** Milliseconds for LAUNCHES launches queued, then the last awaited. */
  readonly queuedMs: number;
  /** Milliseconds for one replay of the captured LAUNCHES launches. */
  readonly replayMs: number;
  readonly speedupVsAwaited: number;
  readonly speedupVsQueued: number;
}

await tt.init();
const rows: Row[] = [];
const load0 = loadavg()[0] ?? 0;
for (const id of ['js', 'wasm', 'native', 'webgpu']) {
  const d = tt.devices().find((x) => x.backend === id);
  if (!d?.available) {
    console.log(`${id.padEnd(7)} skipped: ${d?.reason ?? 'no device'}`);
    continue;
  }
  const x = tt.zeros([ITEMS], tt.f32, { device: d });
  const awaited = async () => {
    for (let t = 0; t < LAUNCHES; t++) await tiny.launch(ITEMS, { a: 1, x });
  };
  const queued = async () => {
    let last: Promise<unknown> = Promise.resolve();
    for (let t = 0; t < LAUNCHES; t++) last = tiny.launch(ITEMS, { a: 1, x });
    await last;
  };
  const graph = await tt.capture(awaited);
  const replay = () => graph.replay();
  const ms = await interleaved(
    new Map<string, () => unknown>([
      ['awaited', awaited],
      ['queued', queued],
      ['replay', replay],
    ]),
    { rounds: quick ? 5 : 11, budgetMs: quick ? 3000 : 10000 },
  );
  const row: Row = {
    device: d.id,
    awaitedMs: ms.awaited ?? 0,
    queuedMs: ms.queued ?? 0,
    replayMs: ms.replay ?? 0,
    speedupVsAwaited: (ms.awaited ?? 0) / (ms.replay ?? 1),
    speedupVsQueued: (ms.queued ?? 0) / (ms.replay ?? 1),
  };
  rows.push(row);
  console.log(
    `${d.id.padEnd(9)} ${LAUNCHES} launches: awaited ${row.awaitedMs.toFixed(2)} ms, queued ${row.queuedMs.toFixed(2)} ms, replay ${row.replayMs.toFixed(3)} ms  (${row.speedupVsAwaited.toFixed(1)}× / ${row.speedupVsQueued.toFixed(1)}×)`,
  );
  x.dispose();
}
const load = [load0, loadavg()[0] ?? 0];
console.log(`load average (1 min) at start and end: ${load.map((l) => l.toFixed(2)).join(', ')}`);
const out = join(process.cwd(), 'bench', 'results');
mkdirSync(out, { recursive: true });
const json = {
  date: new Date().toISOString(),
  quick,
  launches: LAUNCHES,
  items: ITEMS,
  loadAverage: load,
  rows,
};
writeFileSync(join(out, 'capture.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log(JSON.stringify(json));
await tt.shutdown();
