/**
 * PolyBench on wasm with and without SIMD code generation, in one process, round-robin with the
 * plain JS port (medians): how much the f64x2 lanes (and any other SIMD path) give each port,
 * on a machine too loaded for two separate full runs to compare. Outputs are checked against the
 * plain JS port's in both modes.
 *   npm run build && node dist/bench/polybench/wasm-lanes.js [--only=jacobi-2d,heat-3d] [--rounds=5]
 * "scalar" is the wasm code generator with SIMD off (as every f64 kernel ran before f64x2 lanes).
 */
import { loadavg } from 'node:os';
import { wasmCodegen } from '../../src/backends/wasm/compile.js';
import * as tt from '../../src/index.js';
import { cloneHost, dispose, RTOL, readOutputs, runPlain, upload } from './check.js';
import { POLYBENCH } from './ports/index.js';
import type { PolyKernel } from './types.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',');
const rounds = Number(arg('rounds') ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const geomean = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

type Outputs = Record<string, ArrayLike<number>>;

/** Every output within PolyBench's check tolerance of the plain JS port's. */
function close(k: PolyKernel, want: Outputs, got: Outputs): boolean {
  return k.outputs.every((n) => {
    const [w, g] = [want[n], got[n]];
    if (!w || !g || w.length !== g.length) return false;
    for (let i = 0; i < w.length; i++) {
      const x = w[i] ?? 0;
      if (!(Math.abs((g[i] ?? 0) - x) <= RTOL * Math.max(1, Math.abs(x)))) return false;
    }
    return true;
  });
}

async function timeWasm(k: PolyKernel, device: tt.Device, simd: boolean, want: Outputs) {
  const s = k.sizes.MEDIUM;
  wasmCodegen.simd = simd; // read at each launch: executables are kept per codegen options
  const d = await upload(k.init(s), device);
  const t0 = performance.now();
  await k.tutti(s, d);
  const ms = performance.now() - t0;
  const ok = close(k, want, await readOutputs(k, d));
  dispose(d);
  return { ms, ok };
}

async function main(): Promise<void> {
  const device = tt.devices().find((d) => d.backend === 'wasm' && d.available);
  if (!device) throw new Error('no wasm device');
  console.log(
    `PolyBench MEDIUM on wasm, SIMD off / on, ${rounds} rounds round-robin; load ${loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`${'kernel'.padEnd(15)}  plain JS    scalar     lanes  ×JS scalar  ×JS lanes  lanes/scalar`);
  const before: number[] = [];
  const after: number[] = [];
  for (const k of POLYBENCH) {
    if (only && !only.includes(k.name)) continue;
    const s = k.sizes.MEDIUM;
    const t = { plain: [] as number[], scalar: [] as number[], lanes: [] as number[] };
    const want = runPlain(k, s, k.init(s));
    let ok = true;
    for (let r = -1; r < rounds; r++) {
      const h = cloneHost(k.init(s));
      const t0 = performance.now();
      k.plain(s, h);
      const plain = performance.now() - t0;
      // alternate which mode runs first (a run right after another is often faster or slower)
      const first = await timeWasm(k, device, r % 2 !== 0, want);
      const second = await timeWasm(k, device, r % 2 === 0, want);
      const [ln, sc] = r % 2 !== 0 ? [first, second] : [second, first];
      ok &&= sc.ok && ln.ok;
      if (r < 0) continue; // warm-up (compiles)
      t.plain.push(plain);
      t.scalar.push(sc.ms);
      t.lanes.push(ln.ms);
    }
    const [p, sc, ln] = [median(t.plain), median(t.scalar), median(t.lanes)];
    before.push(p / sc);
    after.push(p / ln);
    console.log(
      `${k.name.padEnd(15)}${p.toFixed(2).padStart(10)}${sc.toFixed(2).padStart(10)}${ln.toFixed(2).padStart(10)}` +
        `${(p / sc).toFixed(2).padStart(11)}${(p / ln).toFixed(2).padStart(11)}${(sc / ln).toFixed(2).padStart(13)}` +
        `  ${ok ? 'ok' : 'OUTPUT DIFFERS'} (load ${loadavg()[0]?.toFixed(1)})`,
    );
  }
  wasmCodegen.simd = true;
  console.log(
    `geomean ×plain JS: scalar ×${geomean(before).toFixed(2)}, lanes ×${geomean(after).toFixed(2)} (${before.length} kernels); load ${loadavg()[0]?.toFixed(2)}`,
  );
  await tt.shutdown();
}

await main();
