/** Control flow, locals, 2-D/3-D indices, helpers, constants, bool values. */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num, seeded } from './case.js';

const fr = Math.fround;

function mandelRef(w: number, h: number, maxIter: number, out: Uint32Array): void {
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const x0 = fr(fr(fr(fr(px) / fr(w)) * 3.5) - 2.5);
      const y0 = fr(fr(fr(fr(py) / fr(h)) * 2) - 1);
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
}

const sq = (v: number) => v * v;
const SCALE = 0.5;
const OFFSET = 7;
const clampTo = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
const smooth = (v: number) => {
  const c = clampTo(v, 0, 1);
  return c * c * (3 - 2 * c);
};

export const controlCases: ConformanceCase[] = [
  {
    name: 'mandelbrot 2-D (while, &&, f32 without FMA)',
    covers: ['2-D index', 'while', 'logical &&', 'local type join', 'int-to-float division'],
    kernel: () =>
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
      ),
    range: [48, 64],
    inputs: () => ({ out: new Uint32Array(48 * 64), w: 64, h: 48, maxIter: 200 }),
    outputs: ['out'],
    reference: (p) => mandelRef(num(p.w), num(p.h), num(p.maxIter), arr<Uint32Array>(p.out)),
  },
  {
    name: 'loops: for with break/continue, do-while, nested, early return',
    covers: ['for', 'break', 'continue', 'do…while', 'nested loops', 'return', 'if/else', 'ternary'],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) }, (i, { x, o }) => {
        if (x[i] < 0) {
          o[i] = -1;
          return;
        }
        let s = 0;
        for (let k = 0; k < 50; k++) {
          if (k % 3 === 0) continue;
          if (k > x[i]) break;
          for (let j = 0; j < 3; j++) {
            s += j === 1 ? k : 1;
          }
        }
        let d = 0;
        let n = x[i];
        do {
          n = n > 1 ? (n % 2 === 0 ? n / 2 : 3 * n + 1) | 0 : n;
          d++;
        } while (n !== 1 && d < 200);
        o[i] = s * 1000 + d;
      }),
    range: 100,
    inputs: () => ({
      x: Int32Array.from(seeded(100, 12, (r, i) => (i % 10 === 0 ? -5 : Math.floor(r * 60)))),
      o: new Int32Array(100),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Int32Array>(p.x), arr<Int32Array>(p.o)];
      for (let i = 0; i < 100; i++) {
        const xi = x[i] ?? 0;
        if (xi < 0) {
          o[i] = -1;
          continue;
        }
        let s = 0;
        for (let k = 0; k < 50; k++) {
          if (k % 3 === 0) continue;
          if (k > xi) break;
          for (let j = 0; j < 3; j++) s += j === 1 ? k : 1;
        }
        let d = 0;
        let n = xi;
        do {
          n = n > 1 ? (n % 2 === 0 ? n / 2 : 3 * n + 1) | 0 : n;
          d++;
        } while (n !== 1 && d < 200);
        o[i] = s * 1000 + d;
      }
    },
  },
  {
    name: 'short-circuit guards keep accesses in bounds',
    covers: ['?: evaluates one branch', '&& / || short-circuit', 'x.length'],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
        const left = i > 0 ? x[i - 1] : 0;
        const right = i + 1 < x.length && x[i + 1] > 0 ? x[i + 1] : 0;
        const edge = i === 0 || x[i - 1] < -100;
        o[i] = left + right + (edge ? 1000 : 0);
      }),
    range: 128,
    inputs: () => ({ x: Float32Array.from(seeded(128, 13, (r) => r * 400 - 200)), o: new Float32Array(128) }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Float32Array>(p.x), arr<Float32Array>(p.o)];
      for (let i = 0; i < 128; i++) {
        const left = i > 0 ? (x[i - 1] ?? 0) : 0;
        const right = i + 1 < 128 && (x[i + 1] ?? 0) > 0 ? (x[i + 1] ?? 0) : 0;
        const edge = i === 0 || (x[i - 1] ?? 0) < -100;
        o[i] = fr(fr(left + right) + (edge ? 1000 : 0));
      }
    },
  },
  {
    name: '5-point stencil step (2-D, neighbours, boundary)',
    covers: ['2-D index', 'ternary', 'f32 accumulation'],
    kernel: () =>
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
      ),
    range: [40, 40],
    inputs: () => ({
      u: Float32Array.from(seeded(1600, 14, (r) => r)),
      v: new Float32Array(1600),
      n: 40,
      c: 0.2,
    }),
    outputs: ['v'],
    reference: (p) => {
      const [u, v] = [arr<Float32Array>(p.u), arr<Float32Array>(p.v)];
      const n = num(p.n);
      const c = fr(num(p.c));
      const at = (k: number) => u[k] ?? 0;
      for (let r = 0; r < n; r++)
        for (let q = 0; q < n; q++) {
          const k = r * n + q;
          if (r === 0 || q === 0 || r === n - 1 || q === n - 1) v[k] = at(k);
          else {
            const s = fr(fr(fr(fr(at(k - 1) + at(k + 1)) + at(k - n)) + at(k + n)) - fr(4 * at(k)));
            v[k] = fr(at(k) + fr(c * s));
          }
        }
    },
  },
  {
    name: 'naive matmul (f32 accumulation in a local)',
    covers: ['let acc = 0; acc += x[i] types acc as f32', '2-D index', 'for'],
    kernel: () =>
      tt.kernel(
        { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
        ([i, j], { a, b, c, n }) => {
          let acc = 0;
          for (let k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
          c[i * n + j] = acc;
        },
      ),
    range: [24, 24],
    inputs: () => ({
      a: Float32Array.from(seeded(576, 15, (r) => r - 0.5)),
      b: Float32Array.from(seeded(576, 16, (r) => r * 2)),
      c: new Float32Array(576),
      n: 24,
    }),
    outputs: ['c'],
    reference: (p) => {
      const [a, b, c] = [arr<Float32Array>(p.a), arr<Float32Array>(p.b), arr<Float32Array>(p.c)];
      const n = num(p.n);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          let acc = 0;
          for (let k = 0; k < n; k++) acc = fr(acc + fr((a[i * n + k] ?? 0) * (b[k * n + j] ?? 0)));
          c[i * n + j] = acc;
        }
    },
  },
  {
    name: '3-D index fill',
    covers: ['3-D index', 'k varies fastest'],
    kernel: () =>
      tt.kernel({ o: tt.arrayOf(tt.i32), h: tt.i32, w: tt.i32 }, ([d, r, q], { o, h, w }) => {
        o[(d * h + r) * w + q] = d * 10000 + r * 100 + q;
      }),
    range: [5, 6, 7],
    inputs: () => ({ o: new Int32Array(210), h: 6, w: 7 }),
    outputs: ['o'],
    reference: (p) => {
      const o = arr<Int32Array>(p.o);
      for (let d = 0; d < 5; d++)
        for (let r = 0; r < 6; r++)
          for (let q = 0; q < 7; q++) o[(d * 6 + r) * 7 + q] = d * 10000 + r * 100 + q;
    },
  },
  {
    name: 'helpers (monomorphised per argument type) and constants',
    covers: ['helper functions', 'helpers calling helpers', 'constants', 'helper used with f32 and i32'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), n: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.f32), m: tt.arrayOf(tt.i32) },
        (i, { x, n, o, m }) => {
          o[i] = smooth(x[i] * SCALE) + sq(x[i]);
          m[i] = sq(n[i]) + OFFSET;
        },
        { helpers: { sq, smooth, clampTo }, constants: { SCALE, OFFSET } },
      ),
    range: 64,
    inputs: () => ({
      x: Float32Array.from(seeded(64, 17, (r) => r * 4 - 1)),
      n: Int32Array.from(seeded(64, 18, (r) => Math.floor(r * 100000 - 50000))),
      o: new Float32Array(64),
      m: new Int32Array(64),
    }),
    outputs: ['o', 'm'],
    reference: (p) => {
      const [x, n, o, m] = [
        arr<Float32Array>(p.x),
        arr<Int32Array>(p.n),
        arr<Float32Array>(p.o),
        arr<Int32Array>(p.m),
      ];
      for (let i = 0; i < 64; i++) {
        const xi = x[i] ?? 0;
        const c = Math.min(Math.max(fr(xi * 0.5), 0), 1);
        const s = fr(fr(c * c) * fr(3 - fr(2 * c)));
        o[i] = fr(s + fr(xi * xi));
        m[i] = (Math.imul(n[i] ?? 0, n[i] ?? 0) + 7) | 0;
      }
    },
  },
  {
    name: 'bool params and locals',
    covers: ['bool scalar param', 'bool local', '!', 'comparison yields bool', 'bool ? :'],
    kernel: () =>
      tt.kernel({ flip: tt.bool, x: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) }, (i, { flip, x, o }) => {
        let even = x[i] % 2 === 0;
        if (flip) even = !even;
        const big = x[i] > 50 || !even;
        o[i] = (even ? 1 : 0) + (big ? 10 : 0) + tt.i32(flip) * 100;
      }),
    range: 40,
    inputs: () => ({
      flip: true,
      x: Int32Array.from(seeded(40, 19, (r) => Math.floor(r * 100))),
      o: new Int32Array(40),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Int32Array>(p.x), arr<Int32Array>(p.o)];
      for (let i = 0; i < 40; i++) {
        let even = (x[i] ?? 0) % 2 === 0;
        if (p.flip) even = !even;
        const big = (x[i] ?? 0) > 50 || !even;
        o[i] = (even ? 1 : 0) + (big ? 10 : 0) + (p.flip ? 100 : 0);
      }
    },
  },
];
