/** f64 kernels on 2 SIMD lanes (f64x2): the same bits as js, range checks and fallbacks as on 4 lanes. */
import { afterEach, describe, expect, it } from 'vitest';
import { wasmCodegen } from '../../../src/backends/wasm/compile.js';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same } from '../../support/compare.js';
import { contentDespiteFailure } from '../../support/failed-content.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F = tt.arrayOf(tt.f64);

const saxpy = tt.kernel({ a: tt.f64, x: F, y: F }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

/** A 2-D 9-point f64 stencil over the interior (offset [1, 1]). */
const nine = tt.kernel({ a: F, b: F, n: tt.i32 }, ([i, j], { a, b, n }) => {
  const c = i * n + j;
  b[c] =
    0.5 * a[c] +
    0.0625 * (a[c - 1] + a[c + 1] + a[c - n] + a[c + n]) +
    0.0625 * (a[c - n - 1] + a[c - n + 1] + a[c + n - 1] + a[c + n + 1]);
});

/** Every lane operation on edge values: arithmetic, Math on f64x2, selects, casts, masked stores. */
const edge = tt.kernel(
  {
    x: F,
    y: F,
    sum: F,
    quot: F,
    lo: F,
    hi: F,
    rounded: F,
    sel: F,
    toInt: tt.arrayOf(tt.i32),
    flag: tt.arrayOf(tt.i32),
  },
  (i, { x, y, sum, quot, lo, hi, rounded, sel, toInt, flag }) => {
    const a = x[i];
    const b = y[i];
    sum[i] = a + b * 0.5 - a * b;
    quot[i] = a / b + Math.sqrt(Math.abs(b));
    lo[i] = Math.min(a, b);
    hi[i] = Math.max(a, -b);
    rounded[i] = Math.floor(a) + Math.ceil(b) - Math.trunc(a) + Math.round(b) + Math.sign(a);
    sel[i] = a < b ? a : -b;
    toInt[i] = a;
    // biome-ignore lint/suspicious/noSelfCompare: NaN's test in a kernel
    if (a > b || b !== b) flag[i] = i;
    else if (a) flag[i] = -i;
  },
);

/** i32 values, bools and a masked loop in an f64 kernel. */
const steps = tt.kernel({ x: F, count: tt.arrayOf(tt.i32), out: F }, (i, { x, count, out }) => {
  let acc = x[i];
  let t = 0;
  const stop = count[i];
  while (t < stop && acc < 100) {
    acc = acc * 1.5 + t;
    t++;
  }
  if (t > 2) count[i] = t * 10 + i;
  out[i] = acc + t;
});

/** Black-Scholes-like: exp/log/sqrt and a division per lane. */
const options = (name: string) =>
  tt.kernel(
    { s: F, k: F, t: F, call: F, put: F, r: tt.f64, v: tt.f64 },
    (i, { s, k, t, call, put, r, v }) => {
      const sq = Math.sqrt(t[i]);
      const d1 = (Math.log(s[i] / k[i]) + (r + 0.5 * v * v) * t[i]) / (v * sq);
      const d2 = d1 - v * sq;
      const n1 = 1 / (1 + Math.exp(-1.702 * d1));
      const n2 = 1 / (1 + Math.exp(-1.702 * d2));
      const disc = k[i] * Math.exp(-r * t[i]);
      call[i] = s[i] * n1 - disc * n2;
      put[i] = disc * (1 - n2) - s[i] * (1 - n1) + 1e-3 * (s[i] / k[i]) ** 1.5;
    },
    { name },
  );
const bs = options('bs_lanes');
const bsScalar = options('bs_scalar');

/** console.log on 2 lanes: f64, i32 and bool values, under a mask and not. */
const prints = tt.kernel({ x: F, y: F }, (i, { x, y }) => {
  const v = x[i] * 0.5;
  y[i] = v;
  if (v > 20 && (i & 3) === 1) console.log('hit', i, v, v > 30);
  if (i >= 97) console.log('end', i);
});

const mixed = tt.kernel({ x: tt.arrayOf(tt.f32), y: F }, (i, { x, y }) => {
  y[i] = x[i] * 2;
});

const EDGES = [
  Number.NaN,
  0,
  -0,
  Infinity,
  -Infinity,
  5e-324,
  -5e-324,
  2.2250738585072014e-308 / 3,
  1,
  -1.5,
  2.5,
  -2.5,
  3e9,
  -3e9,
  2 ** 31,
  -(2 ** 31),
  1e300,
  -Number.MAX_VALUE,
  0.1,
];

/** Both arrays' elements, compared with Object.is (NaN equals NaN, -0 differs from +0). */
describe('f64 simd analysis', () => {
  it('gives f64 kernels 2 lanes, and keeps f32 and f64 values together scalar', () => {
    for (const k of [saxpy, nine, edge, steps, bs])
      expect(simdVerdict(k.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(mixed.ir)).toMatchObject({ simd: false });
  });
});

describe.skipIf(!available)('f64 simd codegen', () => {
  afterEach(() => {
    wasmCodegen.simd = true;
  });

  it('emits f64x2 for f64 saxpy and the 9-point stencil, and equals js', async () => {
    expect(await saxpy.generatedSource('wasm')).toContain('f64x2.mul');
    expect(await nine.generatedSource('wasm')).toContain('f64x2.add');
    for (const n of [3, 4, 5, 8, 33]) {
      const init = Float64Array.from({ length: n * n }, (_, i) => Math.sin(i) * 3 + (i % 7));
      const run = async (device: string) => {
        const a = tt.array(init.slice(), { device });
        const b = tt.zeros([n * n], tt.f64, { device });
        await nine.launch([n - 2, n - 2], { a, b, n }, { offset: [1, 1] });
        return b.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('edge values (NaN, ±0, ±Infinity, subnormals, huge) give the bits js gives', async () => {
    const n = EDGES.length * EDGES.length;
    const xs = Float64Array.from({ length: n }, (_, i) => EDGES[i % EDGES.length] ?? 0);
    const ys = Float64Array.from({ length: n }, (_, i) => EDGES[Math.floor(i / EDGES.length)] ?? 0);
    const outs = ['sum', 'quot', 'lo', 'hi', 'rounded', 'sel'] as const;
    const run = async (device: string) => {
      const x = tt.array(xs.slice(), { device });
      const y = tt.array(ys.slice(), { device });
      const f = Object.fromEntries(outs.map((o) => [o, tt.zeros([n], tt.f64, { device })]));
      const toInt = tt.zeros([n], tt.i32, { device });
      const flag = tt.array(
        Int32Array.from({ length: n }, () => 7),
        { device },
      );
      await edge.launch(n, { x, y, ...f, toInt, flag } as never);
      const read = await Promise.all(outs.map((o) => f[o]?.read()));
      return [...read, await toInt.read(), await flag.read()];
    };
    const [a, b] = [await run('wasm'), await run('js')];
    for (let n = 0; n < a.length; n++) same(a[n] as ArrayLike<number>, b[n] as ArrayLike<number>);
  });

  it('i32 lanes, bools and masked loops in an f64 kernel equal js, every length around 2 lanes', async () => {
    for (const n of [1, 2, 3, 4, 5, 9, 101]) {
      const xs = Float64Array.from({ length: n }, (_, i) => (i % 5) - 1.25);
      const cs = Int32Array.from({ length: n }, (_, i) => (i * 7) % 11);
      const run = async (device: string) => {
        const x = tt.array(xs.slice(), { device });
        const count = tt.array(cs.slice(), { device });
        const out = tt.zeros([n], tt.f64, { device });
        await steps.launch(n, { x, count, out });
        return [await out.read(), await count.read()] as const;
      };
      const [a, b] = [await run('wasm'), await run('js')];
      same(a[0], b[0]);
      same(a[1], b[1]);
    }
  });

  it('an out-of-bounds block falls back to checked items: the error and partial output of js', async () => {
    const fail = async (device: string) => {
      const x = tt.array(
        Float64Array.from({ length: 37 }, (_, i) => i),
        { device },
      );
      const y = tt.zeros([33], tt.f64, { device });
      const e = await saxpy.launch(37, { a: 2, x, y }).catch((err: unknown) => err);
      return { e, out: await contentDespiteFailure(y) };
    };
    const [a, b] = [await fail('wasm'), await fail('js')];
    expect(a.e).toBeInstanceOf(tt.KernelRangeError);
    expect((a.e as Error).message).toBe((b.e as Error).message);
    same(a.out, b.out);
  });

  it('console.log on 2 lanes prints the lines js prints, in item order', async () => {
    const n = 101;
    const run = async (device: string) => {
      const x = tt.array(
        Float64Array.from({ length: n }, (_, i) => i - 0.25),
        { device },
      );
      const y = tt.zeros([n], tt.f64, { device });
      const lines: string[] = [];
      await prints.launch(n, { x, y }, { print: (l) => lines.push(l) });
      return { lines, y: await y.read() };
    };
    const [a, b] = [await run('wasm'), await run('js')];
    expect(a.lines.length).toBeGreaterThan(10);
    expect(a.lines).toEqual(b.lines);
    same(a.y, b.y);
  });

  it('Math.exp/log/pow on f64 lanes: the bits of scalar wasm', async () => {
    expect(await bs.generatedSource('wasm')).toContain('f64x2.div');
    const n = 203;
    const data = {
      s: Float64Array.from({ length: n }, (_, i) => 10 + (i % 50)),
      k: Float64Array.from({ length: n }, (_, i) => 30 + ((i * 7) % 20)),
      t: Float64Array.from({ length: n }, (_, i) => 0.25 + (i % 8) * 0.25),
    };
    const run = async (kernel: typeof bs, device: string) => {
      const a = {
        s: tt.array(data.s.slice(), { device }),
        k: tt.array(data.k.slice(), { device }),
        t: tt.array(data.t.slice(), { device }),
        call: tt.zeros([n], tt.f64, { device }),
        put: tt.zeros([n], tt.f64, { device }),
      };
      await kernel.launch(n, { ...a, r: 0.02, v: 0.3 });
      return [await a.call.read(), await a.put.read()] as const;
    };
    const lanes = await run(bs, 'wasm');
    wasmCodegen.simd = false;
    const scalar = await run(bsScalar, 'wasm');
    wasmCodegen.simd = true;
    same(lanes[0], scalar[0]);
    same(lanes[1], scalar[1]);
    const js = await run(bs, 'js');
    for (let i = 0; i < n; i++) expect(lanes[0][i]).toBeCloseTo(js[0][i] ?? 0, 12);
  });
});
