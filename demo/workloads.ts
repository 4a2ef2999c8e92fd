/**
 * The demo and benchmark workloads: each is a tutti kernel, an input generator, and the same
 * computation hand-written as a plain JS loop (the reference a JS developer would write).
 */
import * as tt from '../src/index.js';
import { blur, kmeansStep } from './workloads-pixels.js';

export type Host = Float32Array | Int32Array | Uint32Array | Uint8ClampedArray;

export type Inputs = Record<string, Host | number>;

export interface Workload {
  readonly name: string;
  /** The workload's kernel (defined once). */
  readonly kernel: tt.Kernel;
  /**
   * A new instance of the same kernel (its own per-device executables, e.g. to compare codegen modes),
   * with extra kernel options (`{ float: 'f64' }`) where the workload passes them on.
   */
  define(opts?: tt.KernelOptions): tt.Kernel;
  /** A short description of the problem size. */
  describe(size: number): string;
  /** Inputs for problem size `size` (its meaning is per workload). */
  make(size: number): { inputs: Inputs; range: tt.LaunchRange; outputs: readonly string[] };
  /** The hand-written JS loop (f64 math, as a JS developer writes it), mutating the outputs. */
  js(inputs: Inputs): void;
  /** The same loop hand-written with f32 semantics (Math.fround after every operation), as tutti computes it. */
  jsF32(inputs: Inputs): void;
  /** Checks `got` against the hand-written result; returns a problem or null. */
  check(output: string, got: Host, want: Host): string | null;
  readonly demoSize: number;
  readonly benchSize: number;
}

const f32 = (x: Inputs[string]) => x as Float32Array;
const u32 = (x: Inputs[string]) => x as Uint32Array;
const n = (x: Inputs[string]) => x as number;
const fr = Math.fround;

function random(len: number, seed: number, scale = 1, offset = 0): Float32Array {
  const out = new Float32Array(len);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < len; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = ((s >>> 0) / 2 ** 32) * scale + offset;
  }
  return out;
}

/** A workload with its kernel defined once. */
function workload(w: Omit<Workload, 'kernel'>): Workload {
  return { ...w, kernel: w.define() };
}

/** Relative closeness for float results computed in f32 by tutti and in f64 by plain JS. */
function close(got: Host, want: Host, rel: number): string | null {
  for (let i = 0; i < got.length; i++) {
    const g = got[i] ?? 0;
    const w = want[i] ?? 0;
    if (Math.abs(g - w) > rel * Math.max(1, Math.abs(w))) return `element ${i}: ${g} vs ${w}`;
  }
  return null;
}

function exact(got: Host, want: Host): string | null {
  for (let i = 0; i < got.length; i++) if (got[i] !== want[i]) return `element ${i}: ${got[i]} vs ${want[i]}`;
  return null;
}

export const saxpy = workload({
  name: 'saxpy',
  define: () =>
    tt.kernel(
      { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { a, x, y }) => {
        y[i] = a * x[i] + y[i];
      },
      { name: 'saxpy' },
    ),
  describe: (size) => `${size / 2 ** 20}M f32`,
  make: (size) => ({
    inputs: { a: 2.5, x: random(size, 1), y: random(size, 2) },
    range: size,
    outputs: ['y'],
  }),
  js: (p) => {
    const a = n(p.a);
    const x = f32(p.x);
    const y = f32(p.y);
    for (let i = 0; i < y.length; i++) y[i] = a * x[i] + y[i];
  },
  jsF32: (p) => {
    const a = fr(n(p.a));
    const x = f32(p.x);
    const y = f32(p.y);
    for (let i = 0; i < y.length; i++) y[i] = fr(fr(a * x[i]) + y[i]);
  },
  check: (_o, got, want) => close(got, want, 1e-6),
  demoSize: 2 ** 20,
  benchSize: 2 ** 24,
});

export const mandelbrot = workload({
  name: 'mandelbrot',
  define: (opts) =>
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
      { name: 'mandelbrot', ...opts },
    ),
  describe: (size) => `${size}x${size}, 256 iterations, f32`,
  make: (size) => ({
    inputs: { out: new Uint32Array(size * size), w: size, h: size, maxIter: 256 },
    range: [size, size],
    outputs: ['out'],
  }),
  js: (p) => {
    const out = u32(p.out);
    const w = n(p.w);
    const h = n(p.h);
    const maxIter = n(p.maxIter);
    for (let py = 0; py < h; py++) {
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
  },
  jsF32: (p) => {
    const out = u32(p.out);
    const w = n(p.w);
    const h = n(p.h);
    const maxIter = n(p.maxIter);
    for (let py = 0; py < h; py++) {
      for (let px = 0; px < w; px++) {
        const x0 = fr(fr(fr(px / w) * 3.5) - 2.5);
        const y0 = fr(fr(fr(py / h) * 2) - 1);
        let x = 0;
        let y = 0;
        let k = 0;
        while (fr(fr(x * x) + fr(y * y)) <= 4 && k < maxIter) {
          const xt = fr(fr(fr(x * x) - fr(y * y)) + x0);
          y = fr(fr(fr(2 * x) * y) + y0);
          x = xt;
          k++;
        }
        out[py * w + px] = k;
      }
    }
  },
  // f32 and f64 iterations diverge near the set's boundary: allow a few pixels to differ.
  check: (_o, got, want) => {
    let diff = 0;
    for (let i = 0; i < got.length; i++) if (got[i] !== want[i]) diff++;
    return diff > got.length * 0.01 ? `${diff} of ${got.length} pixels differ` : null;
  },
  demoSize: 256,
  benchSize: 1024,
});

export const histogram = workload({
  name: 'histogram',
  define: () =>
    tt.kernel(
      { data: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.u32), nb: tt.i32 },
      (i, { data, bins, nb }) => {
        const b = Math.min(nb - 1, Math.floor(data[i] * nb));
        Atomics.add(bins, b, 1);
      },
      { name: 'histogram' },
    ),
  describe: (size) => `${size / 2 ** 20}M f32 into 256 bins, Atomics.add`,
  make: (size) => ({
    inputs: { data: random(size, 3), bins: new Uint32Array(256), nb: 256 },
    range: size,
    outputs: ['bins'],
  }),
  js: (p) => {
    const data = f32(p.data);
    const bins = u32(p.bins);
    const nb = n(p.nb);
    for (let i = 0; i < data.length; i++) bins[Math.min(nb - 1, Math.floor(data[i] * nb))]++;
  },
  jsF32: (p) => {
    const data = f32(p.data);
    const bins = u32(p.bins);
    const nb = n(p.nb);
    for (let i = 0; i < data.length; i++) bins[Math.min(nb - 1, Math.floor(fr(data[i] * nb)))]++;
  },
  check: (_o, got, want) => exact(got, want),
  demoSize: 2 ** 20,
  benchSize: 2 ** 24,
});

export const stencil = workload({
  name: 'stencil',
  define: () =>
    tt.kernel(
      { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32, c: tt.f32 },
      ([r, q], { u, v, n, c }) => {
        const k = r * n + q;
        if (r === 0 || q === 0 || r === n - 1 || q === n - 1) {
          v[k] = u[k];
        } else {
          v[k] = u[k] + c * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] - 4 * u[k]);
        }
      },
      { name: 'stencil' },
    ),
  describe: (size) => `${size}x${size} f32, 5-point step`,
  make: (size) => ({
    inputs: { u: random(size * size, 4), v: new Float32Array(size * size), n: size, c: 0.2 },
    range: [size, size],
    outputs: ['v'],
  }),
  js: (p) => {
    const u = f32(p.u);
    const v = f32(p.v);
    const size = n(p.n);
    const c = n(p.c);
    for (let r = 0; r < size; r++) {
      for (let q = 0; q < size; q++) {
        const k = r * size + q;
        if (r === 0 || q === 0 || r === size - 1 || q === size - 1) v[k] = u[k];
        else v[k] = u[k] + c * (u[k - 1] + u[k + 1] + u[k - size] + u[k + size] - 4 * u[k]);
      }
    }
  },
  jsF32: (p) => {
    const u = f32(p.u);
    const v = f32(p.v);
    const size = n(p.n);
    const c = fr(n(p.c));
    for (let r = 0; r < size; r++) {
      for (let q = 0; q < size; q++) {
        const k = r * size + q;
        if (r === 0 || q === 0 || r === size - 1 || q === size - 1) v[k] = u[k];
        else {
          const s = fr(fr(fr(fr(u[k - 1] + u[k + 1]) + u[k - size]) + u[k + size]) - fr(4 * u[k]));
          v[k] = fr(u[k] + fr(c * s));
        }
      }
    }
  },
  check: (_o, got, want) => close(got, want, 1e-5),
  demoSize: 512,
  benchSize: 2048,
});

export const matmul = workload({
  name: 'matmul',
  define: () =>
    tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
      ([i, j], { a, b, c, n }) => {
        let acc = 0;
        for (let k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
        c[i * n + j] = acc;
      },
      { name: 'matmul' },
    ),
  describe: (size) => `${size}x${size} f32, naive`,
  make: (size) => ({
    inputs: {
      a: random(size * size, 5, 2, -1),
      b: random(size * size, 6, 2, -1),
      c: new Float32Array(size * size),
      n: size,
    },
    range: [size, size],
    outputs: ['c'],
  }),
  js: (p) => {
    const a = f32(p.a);
    const b = f32(p.b);
    const c = f32(p.c);
    const size = n(p.n);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        let acc = 0;
        for (let k = 0; k < size; k++) acc += a[i * size + k] * b[k * size + j];
        c[i * size + j] = acc;
      }
    }
  },
  jsF32: (p) => {
    const a = f32(p.a);
    const b = f32(p.b);
    const c = f32(p.c);
    const size = n(p.n);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        let acc = 0;
        for (let k = 0; k < size; k++) acc = fr(acc + fr(a[i * size + k] * b[k * size + j]));
        c[i * size + j] = acc;
      }
    }
  },
  check: (_o, got, want) => close(got, want, 1e-3),
  demoSize: 128,
  benchSize: 512,
});

export const nbody = workload({
  name: 'nbody',
  define: () =>
    tt.kernel(
      { pos: tt.arrayOf(tt.f32), vel: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), n: tt.i32, dt: tt.f32 },
      (i, { pos, vel, out, n, dt }) => {
        const xi = pos[i * 4];
        const yi = pos[i * 4 + 1];
        const zi = pos[i * 4 + 2];
        let ax = 0;
        let ay = 0;
        let az = 0;
        for (let j = 0; j < n; j++) {
          const dx = pos[j * 4] - xi;
          const dy = pos[j * 4 + 1] - yi;
          const dz = pos[j * 4 + 2] - zi;
          const d2 = dx * dx + dy * dy + dz * dz + 0.01;
          const inv = 1 / Math.sqrt(d2);
          const s = pos[j * 4 + 3] * inv * inv * inv;
          ax += dx * s;
          ay += dy * s;
          az += dz * s;
        }
        out[i * 4] = vel[i * 4] + ax * dt;
        out[i * 4 + 1] = vel[i * 4 + 1] + ay * dt;
        out[i * 4 + 2] = vel[i * 4 + 2] + az * dt;
        out[i * 4 + 3] = 0;
      },
      { name: 'nbody' },
    ),
  describe: (size) => `${size} bodies, one f32 step`,
  make: (size) => ({
    inputs: {
      pos: random(size * 4, 7, 2, -1),
      vel: random(size * 4, 8, 0.1),
      out: new Float32Array(size * 4),
      n: size,
      dt: 0.01,
    },
    range: size,
    outputs: ['out'],
  }),
  js: (p) => {
    const pos = f32(p.pos);
    const vel = f32(p.vel);
    const out = f32(p.out);
    const size = n(p.n);
    const dt = n(p.dt);
    for (let i = 0; i < size; i++) {
      const xi = pos[i * 4];
      const yi = pos[i * 4 + 1];
      const zi = pos[i * 4 + 2];
      let ax = 0;
      let ay = 0;
      let az = 0;
      for (let j = 0; j < size; j++) {
        const dx = pos[j * 4] - xi;
        const dy = pos[j * 4 + 1] - yi;
        const dz = pos[j * 4 + 2] - zi;
        const d2 = dx * dx + dy * dy + dz * dz + 0.01;
        const inv = 1 / Math.sqrt(d2);
        const s = pos[j * 4 + 3] * inv * inv * inv;
        ax += dx * s;
        ay += dy * s;
        az += dz * s;
      }
      out[i * 4] = vel[i * 4] + ax * dt;
      out[i * 4 + 1] = vel[i * 4 + 1] + ay * dt;
      out[i * 4 + 2] = vel[i * 4 + 2] + az * dt;
      out[i * 4 + 3] = 0;
    }
  },
  jsF32: (p) => {
    const pos = f32(p.pos);
    const vel = f32(p.vel);
    const out = f32(p.out);
    const size = n(p.n);
    const dt = fr(n(p.dt));
    const eps = fr(0.01);
    for (let i = 0; i < size; i++) {
      const xi = pos[i * 4];
      const yi = pos[i * 4 + 1];
      const zi = pos[i * 4 + 2];
      let ax = 0;
      let ay = 0;
      let az = 0;
      for (let j = 0; j < size; j++) {
        const dx = fr(pos[j * 4] - xi);
        const dy = fr(pos[j * 4 + 1] - yi);
        const dz = fr(pos[j * 4 + 2] - zi);
        const d2 = fr(fr(fr(fr(dx * dx) + fr(dy * dy)) + fr(dz * dz)) + eps);
        const inv = fr(1 / fr(Math.sqrt(d2)));
        const s = fr(fr(fr(pos[j * 4 + 3] * inv) * inv) * inv);
        ax = fr(ax + fr(dx * s));
        ay = fr(ay + fr(dy * s));
        az = fr(az + fr(dz * s));
      }
      out[i * 4] = fr(vel[i * 4] + fr(ax * dt));
      out[i * 4 + 1] = fr(vel[i * 4 + 1] + fr(ay * dt));
      out[i * 4 + 2] = fr(vel[i * 4 + 2] + fr(az * dt));
      out[i * 4 + 3] = 0;
    }
  },
  check: (_o, got, want) => close(got, want, 1e-3),
  demoSize: 1024,
  benchSize: 4096,
});

export const WORKLOADS: readonly Workload[] = [
  saxpy,
  mandelbrot,
  histogram,
  stencil,
  matmul,
  nbody,
  blur,
  kmeansStep,
];
