/**
 * The wasm backend's modes against the hand-written JS loop, in one run:
 *   npm run build && node dist/bench/wasm-modes.js
 * Columns: hand-written JS loop, js backend, wasm scalar (1 thread), wasm SIMD (1 thread),
 * wasm SIMD + threads (all cores). Best of 5 after a warm-up run (the machine may be shared: the
 * best run is the one least disturbed by other processes).
 */
import { wasmCodegen } from '../src/backends/wasm/compile.js';
import * as tt from '../src/index.js';

const N = 1 << 24;
const W = 1024;
const ITER = 256;

async function time(f: () => Promise<void> | void, reps = 5): Promise<number> {
  await f();
  const ts: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    await f();
    ts.push(performance.now() - t0);
  }
  return Math.min(...ts);
}

const saxpyDef = () =>
  tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
    y[i] = a * x[i] + y[i];
  });
const mandelDef = () =>
  tt.kernel(
    { out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32, maxIter: tt.i32 },
    ([py, px], { out, w, h, maxIter }) => {
      const x0 = (px / w) * 3.5 - 2.5;
      const y0 = (py / h) * 2 - 1;
      let x = 0;
      let y = 0;
      let k = 0;
      while (x * x + y * y <= 4 && k < maxIter) {
        const xt = x * x - y * y + x0;
        y = 2 * x * y + y0;
        x = xt;
        k++;
      }
      out[py * w + px] = k;
    },
  );

function jsSaxpy(a: number, x: Float32Array, y: Float32Array): void {
  for (let i = 0; i < x.length; i++) y[i] = a * (x[i] as number) + (y[i] as number);
}
function jsMandel(out: Uint32Array, w: number, h: number, maxIter: number): void {
  for (let py = 0; py < h; py++)
    for (let px = 0; px < w; px++) {
      const x0 = (px / w) * 3.5 - 2.5;
      const y0 = (py / h) * 2 - 1;
      let x = 0;
      let y = 0;
      let k = 0;
      while (x * x + y * y <= 4 && k < maxIter) {
        const xt = x * x - y * y + x0;
        y = 2 * x * y + y0;
        x = xt;
        k++;
      }
      out[py * w + px] = k;
    }
}

interface Config {
  name: string;
  device: string;
  simd: boolean;
  threads: number;
}
const CONFIGS: Config[] = [
  { name: 'js backend', device: 'js', simd: true, threads: 1 },
  { name: 'wasm scalar', device: 'wasm', simd: false, threads: 1 },
  { name: 'wasm SIMD', device: 'wasm', simd: true, threads: 1 },
  { name: 'wasm SIMD+threads', device: 'wasm', simd: true, threads: 0 },
];

async function main(): Promise<void> {
  const rows: string[] = [];
  const xs = Float32Array.from({ length: N }, (_, i) => (i % 1000) * 0.001);
  const hx = xs.slice();
  const hy = new Float32Array(N);
  const refSaxpy = await time(() => jsSaxpy(2, hx, hy));
  const hm = new Uint32Array(W * W);
  const refMandel = await time(() => jsMandel(hm, W, W, ITER));
  rows.push(`saxpy 16M: hand-written JS loop ${refSaxpy.toFixed(1)} ms`);
  rows.push(`mandelbrot 1024^2 x ${ITER}: hand-written JS loop (f64) ${refMandel.toFixed(1)} ms`);
  const res: Record<string, number> = {};
  for (const c of CONFIGS) {
    wasmCodegen.simd = c.simd;
    tt.configure({ threads: c.threads });
    const saxpy = saxpyDef();
    const x = tt.array(xs.slice(), { device: c.device });
    const y = tt.zeros([N], tt.f32, { device: c.device });
    const ts = await time(() => saxpy.launch(N, { a: 2, x, y }));
    const mandel = mandelDef();
    const out = tt.zeros([W * W], tt.u32, { device: c.device });
    const tm = await time(() => mandel.launch([W, W], { out, w: W, h: W, maxIter: ITER }));
    x.dispose();
    y.dispose();
    out.dispose();
    res[`s ${c.name}`] = ts;
    res[`m ${c.name}`] = tm;
    rows.push(
      `${c.name.padEnd(18)} saxpy ${ts.toFixed(1).padStart(7)} ms (${(refSaxpy / ts).toFixed(2)}x JS loop)` +
        `   mandelbrot ${tm.toFixed(1).padStart(7)} ms (${(refMandel / tm).toFixed(2)}x JS loop)`,
    );
  }
  const sc = res['s wasm scalar'] ?? 1;
  const si = res['s wasm SIMD'] ?? 1;
  rows.push(`saxpy SIMD / scalar wasm: ${(sc / si).toFixed(2)}x`);
  console.log(rows.join('\n'));
  await tt.shutdown();
}

await main();
