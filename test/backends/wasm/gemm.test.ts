/**
 * The wasm GEMM behind tt.matmul on the wasm device: bit-identical to a sequential loop that rounds
 * each product and each sum to the dtype (the documented summation order), for every edge shape,
 * on any thread count, in place on the arrays' memory.
 */
import { describe, expect, it } from 'vitest';
import { gemmModule } from '../../../src/backends/wasm/gemm.js';
import { GEMM_SHAPES, nrOf } from '../../../src/backends/wasm/gemm-module.js';
import * as tt from '../../../src/index.js';
import { matmulKind } from '../../../src/ops/matmul.js';
import { rng } from '../../ops/devices.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

type Dt = 'f32' | 'f64';

/** C[i,j] = ((0 + a[i,0]·b[0,j]) + a[i,1]·b[1,j]) + …, each step rounded to `dt`. */
function sequential(dt: Dt, a: ArrayLike<number>, b: ArrayLike<number>, m: number, k: number, n: number) {
  const r = dt === 'f32' ? Math.fround : (v: number) => v;
  const c = dt === 'f32' ? new Float32Array(m * n) : new Float64Array(m * n);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let p = 0; p < k; p++) s = r(s + r((a[i * k + p] ?? 0) * (b[p * n + j] ?? 0)));
      c[i * n + j] = s;
    }
  return c;
}

function inputs(dt: Dt, m: number, k: number, n: number, seed: number) {
  const r = rng(seed);
  const make = (len: number) => {
    const x = dt === 'f32' ? new Float32Array(len) : new Float64Array(len);
    for (let i = 0; i < len; i++) x[i] = r() * 2 - 1;
    return x;
  };
  return { a: make(m * k), b: make(k * n) };
}

/** The index of the first element whose bits differ (NaN equals NaN), or -1. */
function firstDifference(got: ArrayLike<number>, want: ArrayLike<number>): number {
  for (let i = 0; i < want.length; i++) if (!Object.is(got[i], want[i])) return i;
  return got.length === want.length ? -1 : want.length;
}

async function run(
  dt: Dt,
  device: tt.Device,
  a: Float32Array | Float64Array,
  b: typeof a,
  dims: [number, number, number],
) {
  const A = a instanceof Float32Array ? tt.array(a, { device }) : tt.array(a as Float64Array, { device });
  const B = b instanceof Float32Array ? tt.array(b, { device }) : tt.array(b as Float64Array, { device });
  const C = tt.matmul(A, B, dims);
  const out = await C.read();
  for (const x of [A, B, C]) x.dispose();
  expect(out).toBeInstanceOf(dt === 'f32' ? Float32Array : Float64Array);
  return out;
}

// tile edges (MR = 4 rows; NR = 8 f32 / 4 f64 columns), k = 1, k past one KC slice (256), tiny,
// non-square, and sizes big enough to run on the worker pool
const SHAPES: [number, number, number][] = [
  [1, 1, 1],
  [1, 5, 1],
  [3, 1, 7],
  [4, 8, 8],
  [5, 3, 9],
  [7, 257, 3],
  [17, 300, 13],
  [2, 600, 33],
  [33, 513, 70],
  [64, 64, 64],
  [131, 97, 45],
  [96, 256, 200],
];

describe.skipIf(!available)('wasm GEMM', () => {
  const device = tt.device('wasm');

  it('is what tt.matmul runs on wasm', () => {
    expect(matmulKind(device)).toBe('wasm-gemm');
  });

  for (const dt of ['f32', 'f64'] as const) {
    it.each(SHAPES)(`${dt} %i×%i · %i×… is bit-identical to the sequential loop`, async (m, k, n) => {
      const { a, b } = inputs(dt, m, k, n, m * 7919 + k * 31 + n);
      const got = await run(dt, device, a, b, [m, k, n]);
      expect(firstDifference(got, sequential(dt, a, b, m, k, n))).toBe(-1);
    });
  }

  it('is identical on 1 thread, on the whole pool, and run after run', async () => {
    const [one] = device.createSubDevices([1]);
    if (!one) throw new Error('no sub-device');
    const [m, k, n] = [150, 700, 90];
    const { a, b } = inputs('f32', m, k, n, 5);
    const first = await run('f32', device, a, b, [m, k, n]);
    const again = await run('f32', device, a, b, [m, k, n]);
    const single = await run('f32', one, a, b, [m, k, n]);
    expect(firstDifference(again, first)).toBe(-1);
    expect(firstDifference(single, first)).toBe(-1);
    expect(firstDifference(first, sequential('f32', a, b, m, k, n))).toBe(-1);
  });

  it('propagates Infinity and NaN only where the sequential loop does', async () => {
    const [m, k, n] = [9, 20, 11];
    const { a, b } = inputs('f32', m, k, n, 9);
    a[0] = Number.POSITIVE_INFINITY; // row 0 only
    a[5 * k + 3] = Number.NaN; // row 5 only
    b[2 * n + 10] = Number.NEGATIVE_INFINITY; // column 10 only
    const got = await run('f32', device, a, b, [m, k, n]);
    const want = sequential('f32', a, b, m, k, n);
    expect(firstDifference(got, want)).toBe(-1);
    expect(Number.isFinite(got[1 * n + 1] ?? Number.NaN)).toBe(true);
  });

  it('runs in place on the arrays: no copies, one launch', async () => {
    const [m, k, n] = [200, 200, 200];
    const { a, b } = inputs('f32', m, k, n, 3);
    const A = tt.array(new Float32Array(a), { device });
    const B = tt.array(new Float32Array(b), { device });
    await A.accessible(device);
    await B.accessible(device);
    tt.resetStats();
    const C = tt.matmul(A, B, [m, k, n]);
    await C.hostView();
    const s = tt.stats();
    expect([s.hostToDevice, s.deviceToHost, s.deviceToDevice, s.launches]).toEqual([0, 0, 0, 1]);
    expect(firstDifference(await C.read(), sequential('f32', a, b, m, k, n))).toBe(-1);
  });

  it('builds its module once per process and dtype', async () => {
    const shared = device.details.sharedMemory === true;
    const x = gemmModule('f32', shared);
    expect(gemmModule('f32', shared)).toBe(x);
    expect((await x).key).not.toBe((await gemmModule('f64', shared)).key);
  });

  it('runs on a memory that is not shared (pages without cross-origin isolation)', async () => {
    const { module } = await gemmModule('f32', false);
    const memory = new WebAssembly.Memory({ initial: 4, maximum: 65536 });
    const run = new WebAssembly.Instance(module, { env: { memory } }).exports.run as (
      ...a: number[]
    ) => number;
    const [m, k, n] = [6, 5, 10];
    const { a, b } = inputs('f32', m, k, n, 4);
    const nr = nrOf(GEMM_SHAPES.f32);
    const [A, B, C, P] = [64, 1024, 2048, 4096];
    const T = P + k * Math.ceil(n / nr) * nr * 4;
    new Float32Array(memory.buffer, A, m * k).set(a);
    new Float32Array(memory.buffer, B, k * n).set(b);
    expect(run(0, k, 0, A, B, C, m, k, n, P, T)).toBe(0);
    expect(run(0, Math.ceil(m / GEMM_SHAPES.f32.mr), 1, A, B, C, m, k, n, P, T)).toBe(0);
    const got = new Float32Array(memory.buffer, C, m * n);
    expect(firstDifference(got, sequential('f32', a, b, m, k, n))).toBe(-1);
  });
});
