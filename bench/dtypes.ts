/**
 * Small dtypes and float atomics, per device, timed round-robin in the same run:
 *   npm run build && node dist/bench/dtypes.js [--size N] [--items N]
 * - blur: the demo's 5x5 Gaussian on an RGBA Uint8ClampedArray (u8c in, u8c out) vs the same blur
 *   on an Int32Array copy of the pixels (i32 in, i32 out, clamp and round-half-even by hand), and vs
 *   the hand-written JS loop on the Uint8ClampedArray; ratios are speedups over the JS loop.
 * - histogram: N items (default 1M) into 256 bins with float Atomics.add of an f32 weight vs the
 *   same with i32 fixed-point weights (x 2^16) and Atomics.add on i32; ratio float / fixed-point.
 * Writes bench/results/dtypes.json and dtypes.svg; prints the machine load with the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blur, makeImage } from '../demo/workloads-pixels.js';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { interleaved } from './measure.js';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  return Number.isFinite(v) && v > 0 ? v : dflt;
};
const SIZE = arg('--size', 512);
const ITEMS = arg('--items', 2 ** 20);

const blurI32 = tt.kernel(
  { src: tt.arrayOf(tt.i32), dst: tt.arrayOf(tt.i32), w: tt.i32, h: tt.i32 },
  ([y, x], { src, dst, w, h }) => {
    for (let c = 0; c < 4; c++) {
      let sum = 0;
      for (let dy = -2; dy <= 2; dy++) {
        const yy = Math.min(Math.max(y + dy, 0), h - 1);
        const ty = dy === 0 ? 6 : dy === 1 || dy === -1 ? 4 : 1;
        for (let dx = -2; dx <= 2; dx++) {
          const xx = Math.min(Math.max(x + dx, 0), w - 1);
          const tx = dx === 0 ? 6 : dx === 1 || dx === -1 ? 4 : 1;
          sum += ty * tx * src[(yy * w + xx) * 4 + c];
        }
      }
      // what a Uint8ClampedArray store does, by hand: sum / 256 rounded half to even (sum >= 0)
      let q = sum >> 8;
      const rem = sum & 255;
      if (rem > 128 || (rem === 128 && (q & 1) === 1)) q += 1;
      dst[(y * w + x) * 4 + c] = Math.min(q, 255);
    }
  },
  { name: 'blur_i32' },
);

const histF32 = tt.kernel(
  { data: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.f32) },
  (i, { data, bins }) => {
    const v = data[i];
    Atomics.add(bins, Math.min(255, Math.floor(v * 256)), v);
  },
  { name: 'hist_f32' },
);
const histFixed = tt.kernel(
  { data: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.i32) },
  (i, { data, bins }) => {
    const v = data[i];
    Atomics.add(bins, Math.min(255, Math.floor(v * 256)), tt.i32(v * 65536));
  },
  { name: 'hist_fixed' },
);

function jsBlur(src: Uint8ClampedArray, dst: Uint8ClampedArray, w: number, h: number): void {
  blur.js({ src, dst, w, h });
}

interface Row {
  device: string;
  blurMs: Record<string, number>;
  histMs: Record<string, number>;
}

async function main(): Promise<void> {
  await tt.init();
  const devices = tt.devices().filter((d) => d.available);
  const img = makeImage(SIZE, SIZE);
  const data = new Float32Array(ITEMS);
  for (let i = 0; i < ITEMS; i++) data[i] = ((i * 2654435761) >>> 0) / 2 ** 32;
  const rows: Row[] = [];
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (2 cores shared)`,
  );
  for (const d of devices) {
    const src8 = tt.array(img.slice(), { device: d });
    const dst8 = tt.zeros([img.length], tt.u8c, { device: d });
    const src32 = tt.array(Int32Array.from(img), { device: d });
    const dst32 = tt.zeros([img.length], tt.i32, { device: d });
    const jsDst = new Uint8ClampedArray(img.length);
    const sz = { w: SIZE, h: SIZE };
    const blurMs = await interleaved(
      new Map<string, () => unknown>([
        ['tutti u8c', () => blur.kernel.launch([SIZE, SIZE], { src: src8, dst: dst8, ...sz } as never)],
        ['tutti i32 copy', () => blurI32.launch([SIZE, SIZE], { src: src32, dst: dst32, ...sz })],
        ['js loop on Uint8ClampedArray', () => jsBlur(img, jsDst, SIZE, SIZE)],
      ]),
      { rounds: 7, budgetMs: 3000 },
    );
    const a = await dst8.read();
    const b = await dst32.read();
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== jsDst[i] || b[i] !== jsDst[i]) throw new Error(`${d.id}: blur differs at ${i}`);
    }
    const x = tt.array(data, { device: d });
    const binsF = tt.zeros([256], tt.f32, { device: d });
    const binsI = tt.zeros([256], tt.i32, { device: d });
    const histMs = await interleaved(
      new Map<string, () => unknown>([
        ['f32 Atomics.add', () => histF32.launch(ITEMS, { data: x, bins: binsF })],
        ['i32 fixed-point Atomics.add', () => histFixed.launch(ITEMS, { data: x, bins: binsI })],
      ]),
      { rounds: 7, budgetMs: 3000 },
    );
    rows.push({ device: d.id, blurMs, histMs });
    const f = (m: Record<string, number>) =>
      Object.entries(m)
        .map(([k, v]) => `${k} ${v.toFixed(2)} ms`)
        .join(', ');
    console.log(`${d.id}: blur ${SIZE}x${SIZE}: ${f(blurMs)}`);
    console.log(`${d.id}: histogram ${ITEMS} items: ${f(histMs)}`);
    for (const arr of [src8, dst8, src32, dst32, x, binsF, binsI]) arr.dispose();
  }
  const load = loadavg();
  console.log(`load average after ${load.map((v) => v.toFixed(2)).join(' ')}`);
  const bars = rows.flatMap((r) => {
    const js = r.blurMs['js loop on Uint8ClampedArray'] ?? 0;
    const fixed = r.histMs['i32 fixed-point Atomics.add'] ?? 0;
    return [
      { group: r.device, label: 'blur u8c vs js loop', value: js / (r.blurMs['tutti u8c'] ?? 1) },
      { group: r.device, label: 'blur i32 copy vs js loop', value: js / (r.blurMs['tutti i32 copy'] ?? 1) },
      {
        group: r.device,
        label: 'f32 atomics vs i32 fixed-point',
        value: fixed / (r.histMs['f32 Atomics.add'] ?? 1),
      },
    ];
  });
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'dtypes.json'),
    `${JSON.stringify({ size: SIZE, items: ITEMS, loadAverage: load, rows }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'dtypes.svg'),
    barChart(
      `small dtypes and float atomics (blur ${SIZE}x${SIZE} RGBA, histogram ${ITEMS} items)`,
      bars,
      'speedup (x)',
    ),
  );
  console.log(`wrote ${join(dir, 'dtypes.json')} and dtypes.svg`);
}

await main();
