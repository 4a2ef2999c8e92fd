/**
 * The wasm backend's modes against the hand-written JS loop, in one run:
 *   npm run build && node dist/bench/wasm-modes.js
 * Columns: hand-written JS loop, js backend, wasm scalar (1 thread), wasm SIMD (1 thread),
 * wasm SIMD + threads (all cores), for the saxpy and Mandelbrot workloads at benchmark size.
 */
import { mandelbrot, saxpy, type Workload } from '../demo/workloads.js';
import { wasmCodegen } from '../src/backends/wasm/compile.js';
import * as tt from '../src/index.js';
import { time } from './measure.js';

interface Mode {
  readonly name: string;
  readonly device: string;
  readonly simd: boolean;
  readonly threads: number;
}

const MODES: readonly Mode[] = [
  { name: 'js backend', device: 'js', simd: true, threads: 1 },
  { name: 'wasm scalar', device: 'wasm', simd: false, threads: 1 },
  { name: 'wasm SIMD', device: 'wasm', simd: true, threads: 1 },
  { name: 'wasm SIMD+threads', device: 'wasm', simd: true, threads: 0 },
];

/** Median ms of one launch of a fresh instance of `w`'s kernel (compiled in the current mode). */
async function timeKernel(w: Workload, device: string): Promise<number> {
  const { inputs, range } = w.make(w.benchSize);
  const arrays: tt.NDArray[] = [];
  const args: Record<string, tt.NDArray | number> = {};
  for (const [k, v] of Object.entries(inputs)) {
    if (typeof v === 'number') args[k] = v;
    else {
      const a = tt.array(v as Float32Array, { device });
      arrays.push(a);
      args[k] = a;
    }
  }
  const kernel = w.define();
  const ms = (await time(() => kernel.launch(range, args as never))).medianMs;
  for (const a of arrays) a.dispose();
  return ms;
}

async function main(): Promise<void> {
  const workloads = [saxpy, mandelbrot];
  const reference = new Map<Workload, number>();
  for (const w of workloads) {
    const { inputs } = w.make(w.benchSize);
    reference.set(w, (await time(() => w.js(inputs))).medianMs);
    console.log(
      `${w.name} ${w.describe(w.benchSize)}: hand-written JS loop ${reference.get(w)?.toFixed(1)} ms`,
    );
  }
  const saxpyMs = new Map<string, number>();
  for (const m of MODES) {
    wasmCodegen.simd = m.simd;
    tt.configure({ threads: m.threads });
    const cells: string[] = [];
    for (const w of workloads) {
      const ms = await timeKernel(w, m.device);
      if (w === saxpy) saxpyMs.set(m.name, ms);
      cells.push(
        `${w.name} ${ms.toFixed(1).padStart(7)} ms (${((reference.get(w) ?? 0) / ms).toFixed(2)}x JS loop)`,
      );
    }
    console.log(`${m.name.padEnd(18)} ${cells.join('   ')}`);
  }
  const scalar = saxpyMs.get('wasm scalar') ?? 1;
  const simd = saxpyMs.get('wasm SIMD') ?? 1;
  console.log(`saxpy SIMD / scalar wasm: ${(scalar / simd).toFixed(2)}x`);
  await tt.shutdown();
}

await main();
