/**
 * The six workloads written as GPU.js kernels (gpu.js 2.24.1), in each mode that runs in Node here:
 * `cpu` (generated JS) and `webasm` (WebAssembly + SIMD, synchronous, one thread). Its GL modes
 * need the native `gl` module, whose install script (a node-gyp build) does not run here, and its
 * `webgpu` mode is for browsers; both are reported as skipped with GPU.js's own message.
 *
 * GPU.js returns a new array per call (2-D outputs as an array of rows); the timed call includes
 * that, as it is what a GPU.js user gets.
 */
import type { Inputs } from '../../demo/workloads.js';
import type { Outputs, PeerImpl } from './impl.js';

interface KernelThis {
  readonly thread: { readonly x: number; readonly y: number };
  readonly constants: { readonly n: number };
}
type KernelSource = (this: KernelThis, ...args: never[]) => number;
interface GpuKernel {
  (...args: unknown[]): unknown;
  setOutput(o: number[]): GpuKernel;
  setConstants(c: Record<string, number>): GpuKernel;
  setAsyncMode?(on: boolean): GpuKernel;
  readonly kernel?: { readonly fallbackReason?: string | null };
}
interface Gpu {
  createKernel(fn: KernelSource): GpuKernel;
  createKernelMap(map: Record<string, (v: number) => number>, fn: KernelSource): GpuKernel;
  addFunction(fn: (d: number) => number): void;
  destroy(): unknown;
}
type GpuCtor = new (opts: { mode: string }) => Gpu;

let ctor: GpuCtor | undefined;

/** Loads gpu.js (a CommonJS package: its exports arrive as the default export). */
export async function loadGpuJs(): Promise<void> {
  const mod: unknown = await import('gpu.js');
  const exports = (mod as { default?: { GPU?: unknown }; GPU?: unknown }).default ?? mod;
  const GPU = (exports as { GPU?: unknown }).GPU;
  if (typeof GPU !== 'function') throw new Error('gpu.js has no GPU export');
  ctor = GPU as GpuCtor;
}

/** A GPU instance in `mode`, or an error saying why that mode cannot run here. */
function openGpu(mode: string): Gpu {
  if (!ctor) throw new Error('gpu.js is not loaded (loadGpuJs)');
  return new ctor({ mode });
}

const f32 = (x: Inputs[string]) => x as Float32Array;
const num = (x: Inputs[string]) => x as number;
const flat = (rows: unknown): Float32Array => {
  const rs = rows as Float32Array[];
  const w = rs[0]?.length ?? 0;
  const out = new Float32Array(rs.length * w);
  rs.forEach((r, i) => {
    out.set(r, i * w);
  });
  return out;
};

function cnd(d: number): number {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const c =
    0.3989422804014327 *
    Math.exp(-0.5 * d * d) *
    (k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429)))));
  if (d > 0) return 1 - c;
  return c;
}

/**
 * GPU.js's `webasm` mode under its asynchronous contract (`setAsyncMode(true)`): kernels with at
 * least 4096 outputs split across a worker pool over one shared WebAssembly memory.
 */
export const WEBASM_THREADS = 'webasm threads';

/** The GPU instance for a measured mode (`webasm threads` is webasm with asynchronous kernels). */
export function openMode(mode: string): Gpu {
  if (mode !== WEBASM_THREADS) return openGpu(mode);
  const gpu = openGpu('webasm');
  const create = gpu.createKernel.bind(gpu);
  gpu.createKernel = (fn) => {
    const k = create(fn);
    if (!k.setAsyncMode) throw new Error('this gpu.js has no setAsyncMode');
    return k.setAsyncMode(true);
  };
  return gpu;
}

/** A GPU.js implementation of workload `name` in `mode`, or null when GPU.js cannot express it here. */
export function gpujsImpl(
  gpu: Gpu,
  mode: string,
  name: string,
  inputs: Inputs,
  size: number,
): PeerImpl | null {
  switch (name) {
    case 'saxpy': {
      const k = gpu
        .createKernel(function (this: KernelThis, a: number, x: Float32Array, y: Float32Array) {
          return a * (x[this.thread.x] as number) + (y[this.thread.x] as number);
        })
        .setOutput([size]);
      const run = () => k(num(inputs.a), f32(inputs.x), f32(inputs.y));
      return { run, outputs: async () => ({ y: (await run()) as Float32Array }) };
    }
    case 'chain': {
      const k = gpu
        .createKernel(function (this: KernelThis, x: Float32Array, y: Float32Array) {
          const a = x[this.thread.x] as number;
          const b = y[this.thread.x] as number;
          return Math.sqrt(a * a + b * b) * 0.5 + 1;
        })
        .setOutput([size]);
      const run = () => k(f32(inputs.x), f32(inputs.y));
      return { run, outputs: async () => ({ out: (await run()) as Float32Array }) };
    }
    case 'blackscholes':
      return blackScholes(gpu, mode, inputs, size);
    case 'mandelbrot': {
      const k = gpu
        .createKernel(function (this: KernelThis, w: number, h: number) {
          const x0 = (this.thread.x / w) * 3.5 - 2.5;
          const y0 = (this.thread.y / h) * 2 - 1;
          let x = 0;
          let y = 0;
          let k = 0;
          for (let it = 0; it < 256; it++) {
            if (x * x + y * y > 4) break;
            const xt = x * x - y * y + x0;
            y = 2 * x * y + y0;
            x = xt;
            k++;
          }
          return k;
        })
        .setOutput([size, size]);
      const run = () => k(size, size);
      return { run, outputs: async () => ({ out: flat(await run()) }) };
    }
    case 'stencil': {
      const k = gpu
        .createKernel(function (this: KernelThis, u: Float32Array, c: number) {
          const n = this.constants.n;
          const r = this.thread.y;
          const q = this.thread.x;
          const i = r * n + q;
          if (r === 0 || q === 0 || r === n - 1 || q === n - 1) return u[i] as number;
          const s =
            (u[i - 1] as number) +
            (u[i + 1] as number) +
            (u[i - n] as number) +
            (u[i + n] as number) -
            4 * (u[i] as number);
          return (u[i] as number) + c * s;
        })
        .setOutput([size, size])
        .setConstants({ n: size });
      const run = () => k(f32(inputs.u), num(inputs.c));
      return { run, outputs: async () => ({ v: flat(await run()) }) };
    }
    case 'matmul': {
      const k = gpu
        .createKernel(function (this: KernelThis, a: Float32Array, b: Float32Array) {
          const n = this.constants.n;
          let acc = 0;
          for (let k = 0; k < this.constants.n; k++) {
            acc += (a[this.thread.y * n + k] as number) * (b[k * n + this.thread.x] as number);
          }
          return acc;
        })
        .setOutput([size, size])
        .setConstants({ n: size });
      const run = () => k(f32(inputs.a), f32(inputs.b));
      return { run, outputs: async () => ({ c: flat(await run()) }) };
    }
    default:
      return null;
  }
}

function blackScholes(gpu: Gpu, mode: string, inputs: Inputs, size: number): PeerImpl {
  gpu.addFunction(cnd);
  const args = () => [f32(inputs.S), f32(inputs.X), f32(inputs.T), num(inputs.R), num(inputs.V)];
  if (mode === 'cpu') {
    // One kernel, two outputs: a kernel map.
    const k = gpu
      .createKernelMap(
        {
          put: function putOut(v: number) {
            return v;
          },
        },
        function (this: KernelThis, S: Float32Array, X: Float32Array, T: Float32Array, R: number, V: number) {
          const i = this.thread.x;
          const s = S[i] as number;
          const x = X[i] as number;
          const t = T[i] as number;
          const sqrtT = Math.sqrt(t);
          const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
          const d2 = d1 - V * sqrtT;
          const cd1 = cnd(d1);
          const cd2 = cnd(d2);
          const e = Math.exp(-R * t);
          // GPU.js binds the kernel map's output function by its name
          putOut(x * e * (1 - cd2) - s * (1 - cd1));
          return s * cd1 - x * e * cd2;
        },
      )
      .setOutput([size]);
    const run = () => k(...args()) as { result: Float32Array; put: Float32Array };
    return {
      run,
      outputs: () => {
        const r = run();
        return { call: r.result, put: r.put };
      },
      note: 'one kernel map (call + put)',
    };
  }
  // webasm has no kernel maps (GPU.js falls back to cpu for them): two kernels, each computing its cnds.
  const call = gpu
    .createKernel(function (
      this: KernelThis,
      S: Float32Array,
      X: Float32Array,
      T: Float32Array,
      R: number,
      V: number,
    ) {
      const i = this.thread.x;
      const s = S[i] as number;
      const x = X[i] as number;
      const t = T[i] as number;
      const sqrtT = Math.sqrt(t);
      const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
      const d2 = d1 - V * sqrtT;
      return s * cnd(d1) - x * Math.exp(-R * t) * cnd(d2);
    })
    .setOutput([size]);
  const put = gpu
    .createKernel(function (
      this: KernelThis,
      S: Float32Array,
      X: Float32Array,
      T: Float32Array,
      R: number,
      V: number,
    ) {
      const i = this.thread.x;
      const s = S[i] as number;
      const x = X[i] as number;
      const t = T[i] as number;
      const sqrtT = Math.sqrt(t);
      const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
      const d2 = d1 - V * sqrtT;
      return x * Math.exp(-R * t) * (1 - cnd(d2)) - s * (1 - cnd(d1));
    })
    .setOutput([size]);
  const run = async (): Promise<Outputs> => ({
    call: (await call(...args())) as Float32Array,
    put: (await put(...args())) as Float32Array,
  });
  return { run, outputs: run, note: 'two kernels (webasm has no kernel maps)' };
}

/** The kernel map's output function: GPU.js binds it by name inside the kernel. */
declare function putOut(v: number): void;
