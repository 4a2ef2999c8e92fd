/**
 * bench/ops/sort-small: tt.sort of f32 at small and middle sizes on every CPU device (and webgpu at
 * small sizes), each path (radix, merge, and what tt.sort picks) against
 * Float32Array.prototype.sort measured round-robin in the same run (bench/measure.ts
 * `interleaved`, medians). The crossover sizes in src/ops/sort-path.ts come from these figures.
 *
 *   npm run build && node dist/bench/ops/sort-small.js [--sizes=64,1024] [--devices=js,wasm] [--gpu-max=65536]
 */
import { loadavg } from 'node:os';
import * as tt from '../../src/index.js';
import { sortWith } from '../../src/ops/sort.js';
import { sortPath } from '../../src/ops/sort-path.js';
import { interleaved } from '../measure.js';

function arg(name: string): string[] | undefined {
  return process.argv
    .find((x) => x.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
}

const sizes = (arg('sizes') ?? ['64', '256', '1024', '4096', '16384', '65536', '262144']).map(Number);
const backends = arg('devices') ?? ['js', 'wasm', 'native', 'webgpu'];
/** The software WebGPU adapter is slow; it is measured at small sizes only. */
const GPU_MAX = Number(arg('gpu-max')?.[0] ?? 16_384);

function random(n: number, seed: number): Float32Array {
  let s = seed;
  return new Float32Array(n).map(() => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return s / 2 ** 32 - 0.5;
  });
}

async function done(a: tt.NDArray): Promise<void> {
  await a.hostView();
  a.dispose();
}

async function main(): Promise<void> {
  await tt.init();
  console.log(
    `load average at start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log('device   n        F32 sort ms   radix ms  merge ms   radix×  merge×  tt.sort picks');
  for (const b of backends) {
    const device = tt.devices().find((d) => d.backend === b && d.available);
    if (!device) {
      console.log(`${b}: skipped — ${tt.devices().find((d) => d.backend === b)?.reason ?? 'not available'}`);
      continue;
    }
    for (const n of sizes) {
      if (device.kind === 'gpu' && n > GPU_MAX) continue;
      const h = random(n, 7 + n);
      const x = tt.array(h, { device });
      await x.accessible(device);
      const r = new Map<string, () => unknown>([
        ['F32', () => h.slice().sort()],
        ['radix', () => done(sortWith(x, 'radix', false))],
        ['merge', () => done(sortWith(x, 'merge', false))],
      ]);
      const big = n >= 65_536;
      const ms = await interleaved(r, { rounds: big ? 9 : 31, budgetMs: big ? 4000 : 2500 });
      const f = ms.F32 ?? Number.NaN;
      const rad = ms.radix ?? Number.NaN;
      const mer = ms.merge ?? Number.NaN;
      console.log(
        `${b.padEnd(8)} ${String(n).padEnd(8)} ${f.toFixed(3).padStart(10)} ${rad.toFixed(3).padStart(10)} ${mer
          .toFixed(3)
          .padStart(
            9,
          )} ${(f / rad).toFixed(2).padStart(8)} ${(f / mer).toFixed(2).padStart(7)}  ${sortPath(device, n)}  (load ${loadavg()[0]?.toFixed(2)})`,
      );
      x.dispose();
    }
  }
}

await main();
process.exit(0);
