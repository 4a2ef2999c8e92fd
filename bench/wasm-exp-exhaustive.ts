/**
 * The wasm library's 4-lane f32 exp (as kernels inline it: bench/wasm-exp-module.ts) against js's
 * Math.fround(Math.exp(x)) on ALL 2^32 f32 bit patterns, on worker threads: prints the number of
 * arguments whose result's bits differ (a NaN result meets any NaN; the count of NaN results whose
 * bits are not js's canonical 0x7fc00000 is printed apart). Not a test: minutes of CPU.
 *
 *   npm run build && node dist/bench/wasm-exp-exhaustive.js [--workers=N] [--from=HEX] [--to=HEX]
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { expModule } from './wasm-exp-module.js';

/** Bit patterns per chunk (a worker's unit of work). */
const CHUNK = 1 << 22;

interface Counts {
  mismatches: number;
  otherNaN: number;
  first: string[];
}

async function worker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('no parent');
  const pages = (2 * CHUNK * 4) / 65536 + 1;
  const instance = new WebAssembly.Instance(
    new WebAssembly.Module(new Uint8Array(await expModule(pages))),
    {},
  );
  const { exp4, memory } = instance.exports as {
    exp4: (s: number, d: number, n: number) => void;
    memory: WebAssembly.Memory;
  };
  const inBits = new Uint32Array(memory.buffer, 0, CHUNK);
  const inF = new Float32Array(memory.buffer, 0, CHUNK);
  const outBits = new Uint32Array(memory.buffer, CHUNK * 4, CHUNK);
  const want = new Float32Array(1);
  const wantBits = new Uint32Array(want.buffer);
  port.on('message', (start: number | null) => {
    if (start === null) {
      port.close();
      return;
    }
    const c: Counts = { mismatches: 0, otherNaN: 0, first: [] };
    for (let i = 0; i < CHUNK; i++) inBits[i] = (start + i) >>> 0;
    exp4(0, CHUNK * 4, CHUNK);
    for (let i = 0; i < CHUNK; i++) {
      want[0] = Math.exp(inF[i] ?? 0);
      const g = outBits[i] ?? 0;
      const w = wantBits[0] ?? 0;
      if (g === w) continue;
      const gNaN = (g & 0x7fffffff) > 0x7f800000;
      if (gNaN && (w & 0x7fffffff) > 0x7f800000) {
        c.otherNaN++;
        continue;
      }
      if (c.mismatches++ < 5)
        c.first.push(`x bits 0x${(start + i).toString(16)}: got 0x${g.toString(16)}, js 0x${w.toString(16)}`);
    }
    port.postMessage(c);
  });
  port.postMessage('ready');
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
  const workers = Number(arg('workers') ?? availableParallelism());
  const from = Number.parseInt(arg('from') ?? '0', 16);
  const to = Number.parseInt(arg('to') ?? '100000000', 16);
  const chunks: number[] = [];
  for (let s = from - (from % CHUNK); s < to; s += CHUNK) chunks.push(s);
  const total: Counts = { mismatches: 0, otherNaN: 0, first: [] };
  const t0 = performance.now();
  let done = 0;
  const load0 = loadavg()[0] ?? 0;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const w = new Worker(new URL(import.meta.url), { workerData: 'worker' });
      return new Promise<void>((resolve, reject) => {
        w.on('error', reject);
        w.on('exit', () => resolve());
        const next = () => w.postMessage(chunks.shift() ?? null);
        w.on('message', (m: Counts | 'ready') => {
          if (m !== 'ready') {
            total.mismatches += m.mismatches;
            total.otherNaN += m.otherNaN;
            total.first.push(...m.first);
            if (++done % 64 === 0)
              console.log(`${done} chunks of ${CHUNK}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
          }
          next();
        });
      });
    }),
  );
  const n = done * CHUNK;
  console.log(
    `f32 exp, wasm 4-lane library function vs Math.fround(Math.exp(x)): ${n} arguments [0x${from.toString(16)}, 0x${to.toString(16)}), ` +
      `${total.mismatches} mismatches, ${total.otherNaN} NaN results with other NaN bits; ${((performance.now() - t0) / 1000).toFixed(0)} s, ${workers} workers, load ${load0.toFixed(1)}`,
  );
  for (const f of total.first.slice(0, 10)) console.log(`  ${f}`);
  if (total.mismatches > 0) process.exitCode = 1;
}

if (isMainThread) await main();
else if (workerData === 'worker') await worker();
