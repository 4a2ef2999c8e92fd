/**
 * Issue 18.7 and 17.3: f32 results that shader compilers changed — a stored constant -0 (read back as
 * +0 on llvmpipe), Math.round(-0), `(x + y) + 0.1` (reassociated), and a sum of four through a helper
 * (reassociated where the same expression inline was exact). `1 / v` makes the sign of a zero visible.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, seeded } from './case.js';

const N = 64;
const f = Math.fround;
const add4 = (a: number, b: number, c: number, d: number): number => a + b + c + d;

export const exactF32Cases: ConformanceCase[] = [
  {
    name: 'f32 exactness: constant -0, Math.round(-0), (x + y) + 0.1, a sum through a helper',
    covers: ['-0 constants', 'no reassociation', 'helpers keep f32 rounding'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
        (i, { x, y, a, o }) => {
          const v = tt.f32(-0.0);
          let w = x[i];
          w = -0.0;
          o[i * 8] = 1 / v;
          o[i * 8 + 1] = 1 / w;
          o[i * 8 + 2] = 1 / Math.round(-0);
          o[i * 8 + 3] = 1 / Math.round(x[i]);
          o[i * 8 + 4] = x[i] + y[i] + 0.1;
          o[i * 8 + 5] = add4(a[4 * i], a[4 * i + 1], a[4 * i + 2], a[4 * i + 3]);
          o[i * 8 + 6] = a[4 * i] + a[4 * i + 1] + a[4 * i + 2] + a[4 * i + 3];
          o[i * 8 + 7] = x[i] - y[i] - a[4 * i] + (y[i] - x[i]);
        },
        { helpers: { add4 } },
      ),
    range: N,
    inputs: () => ({
      x: Float32Array.from(seeded(N, 71, (r, i) => [-0.4, -0, 0.4, -0.5, 0.5][i] ?? (r - 0.5) * 1000)),
      y: Float32Array.from(seeded(N, 72, (r) => (r - 0.5) * 1e-3)),
      a: Float32Array.from(seeded(4 * N, 73, (r, i) => (r - 0.5) * 10 ** ((i % 4) * 2 - 3))),
      o: new Float32Array(N * 8),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, y, a, o] = [
        arr<Float32Array>(p.x),
        arr<Float32Array>(p.y),
        arr<Float32Array>(p.a),
        arr<Float32Array>(p.o),
      ];
      const at = (k: number): number => a[k] ?? 0;
      for (let i = 0; i < N; i++) {
        const [xi, yi] = [x[i] ?? 0, y[i] ?? 0];
        o[i * 8] = -Infinity;
        o[i * 8 + 1] = -Infinity;
        o[i * 8 + 2] = -Infinity;
        o[i * 8 + 3] = f(1 / Math.round(xi));
        o[i * 8 + 4] = f(f(xi + yi) + f(0.1));
        const sum = f(f(f(at(4 * i) + at(4 * i + 1)) + at(4 * i + 2)) + at(4 * i + 3));
        o[i * 8 + 5] = sum;
        o[i * 8 + 6] = sum;
        o[i * 8 + 7] = f(f(f(xi - yi) - at(4 * i)) + f(yi - xi));
      }
    },
  },
  {
    name: 'f32 exactness: a select is not a max, a zero the compiler proves is still +0 (fuzzer)',
    covers: ['no select-to-max', 'x + 0 keeps -0 + 0 = +0'],
    kernel: () =>
      tt.kernel({ b: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { b, o }) => {
        // biome-ignore lint/correctness/useIsNan: the comparison with NaN is what is under test
        o[i * 3] = NaN < b[i] ? b[i] : NaN;
        o[i * 3 + 1] = b[i] < 2 ? 2 : b[i];
        for (let j = 0; j < 2; j++) o[i * 3 + 2] = 1 / (b[i] + 0 * j);
      }),
    range: 6,
    inputs: () => ({
      b: Float32Array.from([-0.1, -0, 0, Number.NaN, 3, -Infinity]),
      o: new Float32Array(18),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [b, o] = [arr<Float32Array>(p.b), arr<Float32Array>(p.o)];
      for (let i = 0; i < 6; i++) {
        const v = b[i] ?? 0;
        o[i * 3] = Number.NaN;
        o[i * 3 + 1] = v < 2 ? 2 : v;
        o[i * 3 + 2] = f(1 / (v + 0));
      }
    },
  },
];
