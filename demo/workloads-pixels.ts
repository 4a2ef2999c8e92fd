/**
 * Workloads on the data users have: a 5x5 Gaussian blur of an RGBA image held in a
 * Uint8ClampedArray (canvas pixels; the store clamps and rounds half to even exactly as the canvas
 * does), and one k-means step that accumulates coordinates with float Atomics.add.
 */
import * as tt from '../src/index.js';
import type { Inputs, Workload } from './workloads.js';

const fr = Math.fround;
const u8c = (x: Inputs[string]) => x as Uint8ClampedArray;
const f32 = (x: Inputs[string]) => x as Float32Array;
const i32 = (x: Inputs[string]) => x as Int32Array;
const n = (x: Inputs[string]) => x as number;

/** A procedural RGBA image: gradients, rings and hard edges (what a blur visibly changes). */
export function makeImage(w: number, h: number): Uint8ClampedArray {
  const img = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 4;
      const r = Math.hypot(x - w / 2, y - h / 2);
      img[o] = (x * 255) / w;
      img[o + 1] = 128 + 127 * Math.sin(r / 6);
      img[o + 2] = ((x >> 4) + (y >> 4)) % 2 ? 230 : 20;
      img[o + 3] = 255 - (y * 128) / h;
    }
  }
  return img;
}

const TAPS = [1, 4, 6, 4, 1];

function blurLoop(src: Uint8ClampedArray, dst: Uint8ClampedArray, w: number, h: number): void {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = -2; dy <= 2; dy++) {
          const yy = Math.min(Math.max(y + dy, 0), h - 1);
          for (let dx = -2; dx <= 2; dx++) {
            const xx = Math.min(Math.max(x + dx, 0), w - 1);
            sum += (TAPS[dy + 2] ?? 0) * (TAPS[dx + 2] ?? 0) * (src[(yy * w + xx) * 4 + c] ?? 0);
          }
        }
        dst[(y * w + x) * 4 + c] = sum / 256;
      }
    }
  }
}

export const blur: Workload = {
  name: 'blur-u8c',
  define: () =>
    tt.kernel(
      { src: tt.arrayOf(tt.u8c), dst: tt.arrayOf(tt.u8c), w: tt.i32, h: tt.i32 },
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
          dst[(y * w + x) * 4 + c] = sum / 256;
        }
      },
      { name: 'blur_u8c' },
    ),
  get kernel() {
    return blurKernel;
  },
  describe: (size) => `${size}x${size} RGBA Uint8ClampedArray, 5x5 Gaussian`,
  make: (size) => ({
    inputs: { src: makeImage(size, size), dst: new Uint8ClampedArray(size * size * 4), w: size, h: size },
    range: [size, size],
    outputs: ['dst'],
  }),
  js: (p) => blurLoop(u8c(p.src), u8c(p.dst), n(p.w), n(p.h)),
  // integer sums and a division by 256 are exact in f32: the same loop
  jsF32: (p) => blurLoop(u8c(p.src), u8c(p.dst), n(p.w), n(p.h)),
  check: (_o, got, want) => {
    for (let i = 0; i < got.length; i++) if (got[i] !== want[i]) return `byte ${i}: ${got[i]} vs ${want[i]}`;
    return null;
  },
  demoSize: 256,
  benchSize: 1024,
};
const blurKernel = blur.define();

const K = 8;

function points(count: number): Float32Array {
  const out = new Float32Array(count * 2);
  let s = 12345;
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const c = s % K;
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const a = (s / 2 ** 32) * 2 * Math.PI;
    out[2 * i] = fr(Math.cos((c * 2 * Math.PI) / K) * 10 + Math.cos(a) * (c + 1) * 0.3);
    out[2 * i + 1] = fr(Math.sin((c * 2 * Math.PI) / K) * 10 + Math.sin(a) * (c + 1) * 0.3);
  }
  return out;
}

function kmeansLoop(p: Inputs, round: (x: number) => number): void {
  const [pts, cen, sums, counts] = [f32(p.pts), f32(p.cen), f32(p.sums), i32(p.counts)];
  for (let i = 0; i < pts.length / 2; i++) {
    const px = pts[2 * i] ?? 0;
    const py = pts[2 * i + 1] ?? 0;
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < K; c++) {
      const dx = round(px - (cen[2 * c] ?? 0));
      const dy = round(py - (cen[2 * c + 1] ?? 0));
      const d = round(round(dx * dx) + round(dy * dy));
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    sums[2 * best] = (sums[2 * best] ?? 0) + px;
    sums[2 * best + 1] = (sums[2 * best + 1] ?? 0) + py;
    counts[best] = (counts[best] ?? 0) + 1;
  }
}

export const kmeansStep: Workload = {
  name: 'kmeans-step',
  define: () =>
    tt.kernel(
      {
        pts: tt.arrayOf(tt.f32),
        cen: tt.arrayOf(tt.f32),
        sums: tt.arrayOf(tt.f32),
        counts: tt.arrayOf(tt.i32),
      },
      (i, { pts, cen, sums, counts }) => {
        const px = pts[2 * i];
        const py = pts[2 * i + 1];
        let best = 0;
        let bestD = Infinity;
        for (let c = 0; c < cen.length / 2; c++) {
          const dx = px - cen[2 * c];
          const dy = py - cen[2 * c + 1];
          const d = dx * dx + dy * dy;
          if (d < bestD) {
            bestD = d;
            best = c;
          }
        }
        Atomics.add(sums, 2 * best, px);
        Atomics.add(sums, 2 * best + 1, py);
        Atomics.add(counts, best, 1);
      },
      { name: 'kmeans_step' },
    ),
  get kernel() {
    return kmeansKernel;
  },
  describe: (size) => `${size / 2 ** 20}M 2-D points, ${K} centroids, float Atomics.add`,
  make: (size) => ({
    inputs: {
      pts: points(size),
      cen: Float32Array.from({ length: 2 * K }, (_, j) => (j % 2 ? 5 : -5) * Math.cos(j)),
      sums: new Float32Array(2 * K),
      counts: new Int32Array(K),
    },
    range: size,
    outputs: ['sums', 'counts'],
  }),
  js: (p) => kmeansLoop(p, (x) => x),
  jsF32: (p) => kmeansLoop(p, fr),
  // float sums depend on the order of the atomic additions: compare relatively
  check: (o, got, want) => {
    for (let i = 0; i < got.length; i++) {
      const g = got[i] ?? 0;
      const w = want[i] ?? 0;
      // f64 and f32 distances may send a point on a boundary to another centroid: allow one
      const tol = o === 'counts' ? 1 : 1e-3 * Math.max(1, Math.abs(w)) + 15;
      if (Math.abs(g - w) > tol) return `${o}[${i}]: ${g} vs ${w}`;
    }
    return null;
  },
  demoSize: 2 ** 18,
  benchSize: 2 ** 20,
};
const kmeansKernel = kmeansStep.define();
