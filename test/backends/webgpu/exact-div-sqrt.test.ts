/**
 * f32 `/` and Math.sqrt computed in integers (src/backends/webgpu/math-exact.ts), the path hardware
 * GPUs take (their WGSL `/` and `sqrt` may be off by ulps): this file's device is made with
 * webgpuDivSqrt 'integer' (test/support/init-devices.ts), so a software adapter runs that path too.
 * Every result must equal JS's bit for bit: Math.fround(a / b) and Math.fround(Math.sqrt(a)) round
 * once (f64 has more than twice f32's bits), so they are the correctly rounded f32 results.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

/** A seeded generator (xorshift32). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

const bitsOf = (a: Float32Array) => new Uint32Array(a.buffer, a.byteOffset, a.length);
const asF32 = (bits: number[]) => new Float32Array(Uint32Array.from(bits).buffer);

/** Operands: random bit patterns (every exponent, subnormals, specials) and hard cases. */
function operands(n: number): { a: Float32Array; b: Float32Array } {
  const r = rng(0x5eed);
  const special = [
    0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 1, 0x80000001, 3, 0x007fffff, 0x00800000,
  ];
  const near = (x: number) => [x, Math.fround(x * 3), Math.fround(x / 3), Math.fround(x * 7)];
  const hard = [
    ...near(1).map((x) => [x, 3]),
    [23, 3],
    [1, 49],
    [2 ** -148 * 3, 2], // a subnormal tie: 1.5 ulp rounds to even
    [2 ** -149 * 5, 2],
    [2 ** -149, 2], // half the smallest subnormal: ties to 0
    [2 ** -149 * 3, 4],
    [3.4028234663852886e38, 0.5], // overflow to Infinity
    [3.4028234663852886e38, 1.0000001],
    [1.1754943508222875e-38, 3], // normal / 3 into the subnormal range
  ];
  const a: number[] = [];
  const b: number[] = [];
  const f = new Float32Array(2);
  const u = new Uint32Array(f.buffer);
  for (const [x, y] of hard) {
    f[0] = x ?? 0;
    f[1] = y ?? 1;
    a.push(u[0] ?? 0);
    b.push(u[1] ?? 0);
  }
  for (const s of special) {
    for (const t of special) {
      a.push(s);
      b.push(t);
    }
  }
  const pair = (x: number, y: number) => {
    a.push(x >>> 0);
    b.push(y >>> 0);
  };
  while (a.length < n) {
    const k = r() % 4;
    // k 0: any bits; 1: operands near 1; 2: small exponents (subnormal results); 3: integers
    if (k === 0) pair(r(), r());
    else if (k === 1) pair(0x3f000000 + (r() % 0x1000000), 0x3f000000 + (r() % 0x1000000));
    else if (k === 2) pair(r() % 0x10000000, 0x40000000 + (r() % 0x20000000));
    else {
      f[0] = r() % 100000;
      f[1] = (r() % 1000) + 1;
      pair(u[0] ?? 0, u[1] ?? 0);
    }
  }
  return { a: asF32(a), b: asF32(b) };
}

const divSqrt = tt.kernel(
  { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), q: tt.arrayOf(tt.f32), s: tt.arrayOf(tt.f32) },
  (i, { a, b, q, s }) => {
    q[i] = a[i] / b[i];
    s[i] = Math.sqrt(a[i]);
  },
  { name: 'exact_div_sqrt' },
);

describe.skipIf(!webgpu)(`f32 / and Math.sqrt in integers on webgpu (${webgpu?.name ?? skipReason})`, () => {
  it('the device computes them in integers (webgpuDivSqrt: integer)', async () => {
    expect(webgpu?.details.exactDivSqrt).toBe(true);
    const wgsl = await divSqrt.generatedSource(webgpu);
    expect(wgsl).toMatch(/fdiv\(.*\);/);
    expect(wgsl).toMatch(/fsqrt\(.*\);/);
    const main = wgsl.slice(wgsl.indexOf('fn main('));
    expect(main).not.toContain(' / '); // the kernel's own f32 division is gone
  });

  it('equal JS bit for bit: random bits, subnormals, ties, overflow, zeros, infinities, NaN', async () => {
    const n = 1 << 16;
    const { a, b } = operands(n);
    const arr = (x: Float32Array) => tt.array(x, { device: webgpu });
    const args = { a: arr(a), b: arr(b), q: arr(new Float32Array(n)), s: arr(new Float32Array(n)) };
    await divSqrt.launch(n, args);
    const q = bitsOf(await args.q.read());
    const s = bitsOf(await args.s.read());
    const bad: string[] = [];
    const want = new Float32Array(2);
    const wantBits = bitsOf(want);
    for (let i = 0; i < n && bad.length < 5; i++) {
      want[0] = (a[i] ?? 0) / (b[i] ?? 1);
      want[1] = Math.sqrt(a[i] ?? 0);
      const nan = (x: number) => (x & 0x7fffffff) > 0x7f800000;
      const same = (got: number, w: number) => got === w || (nan(got) && nan(w));
      if (!same(q[i] ?? 0, wantBits[0] ?? 0))
        bad.push(`${a[i]} / ${b[i]}: got bits ${q[i]?.toString(16)}, want ${want[0]}`);
      if (!same(s[i] ?? 0, wantBits[1] ?? 0))
        bad.push(`sqrt(${a[i]}): got bits ${s[i]?.toString(16)}, want ${want[1]}`);
    }
    for (const x of Object.values(args)) x.dispose();
    expect(bad).toEqual([]);
  });
});
