/**
 * 64-bit integers (issue 28 item 6): tt.i64 / tt.u64 arrays over BigInt64Array / BigUint64Array,
 * kernels written over JS BigInts (Harmonize's 64-bit Collatz), checked against plain JS on every
 * CPU device; mixing BigInts with numbers, and a value that may exceed 64 bits where JS uses its
 * exact value, are coded errors with line:col; webgpu refuses with the rewrite.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { affine, collatz, mix } from './int64-kernels.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');
// every device with 64-bit integers: the CPU devices, and CUDA where a GPU is here
const cpu = available.filter((d) => d.backend !== 'webgpu');

function collatzReference(start: bigint): { steps: number; peak: bigint } {
  let n = start;
  let top = n;
  let s = 0;
  while (n !== 1n) {
    n = n % 2n === 0n ? n / 2n : BigInt.asUintN(64, 3n * n + 1n);
    if (n > top) top = n;
    s++;
  }
  return { steps: s, peak: top };
}

function mixReference(a: BigInt64Array) {
  const out = new BigInt64Array(a.length);
  const f = new Float64Array(a.length);
  const u = new BigUint64Array(a.length);
  a.forEach((x, i) => {
    out[i] = x * 6364136223846793005n + 1442695040888963407n;
    f[i] = Number(x / 7n) + Number(x % 7n) / 8 + Number(BigInt(i) << 2n);
    u[i] = BigInt.asUintN(64, ((x >> 3n) ^ (x & 0xffn)) | -x);
  });
  return { out, f, u };
}

describe('64-bit integers', () => {
  const located = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e as { code: string; kernelLine: number; kernelColumn: number; message: string };
    }
    throw new Error('no error');
  };

  it('tt.i64 / tt.u64 arrays hold BigInts on the host', async () => {
    const a = tt.array([1n, -2n, 2n ** 63n - 1n], { dtype: tt.i64, device: 'js' });
    expect(a.dtype).toBe('i64');
    expect(Array.from(await a.read())).toEqual([1n, -2n, 2n ** 63n - 1n]);
    const z = tt.zeros([2], tt.u64);
    await z.write([5n, 2n ** 64n - 1n]);
    expect(Array.from(await z.read())).toEqual([5n, 2n ** 64n - 1n]);
    expect(tt.i64(2n ** 63n)).toBe(-(2n ** 63n));
    expect(tt.u64(-1)).toBe(2n ** 64n - 1n);
  });

  for (const d of cpu) {
    it(`Collatz beyond 2^32 on ${d.id}`, async () => {
      const starts = [27n, 2n ** 32n + 15n, 9780657630n, 2n ** 40n - 1n, 1n];
      const start = tt.array(new BigUint64Array(starts), { device: d.id });
      const steps = tt.zeros([starts.length], tt.i32, { device: d.id });
      const peak = tt.zeros([starts.length], tt.u64, { device: d.id });
      await collatz.launch(starts.length, { start, steps, peak });
      const want = starts.map(collatzReference);
      expect(Array.from(await steps.read())).toEqual(want.map((w) => w.steps));
      expect(Array.from(await peak.read())).toEqual(want.map((w) => w.peak));
    });

    it(`wrapping, division, shifts and conversions on ${d.id}`, async () => {
      const vals = new BigInt64Array([0n, 1n, -1n, 123456789012345n, -(2n ** 63n), 2n ** 63n - 1n, -98765n]);
      const a = tt.array(vals, { device: d.id });
      const out = tt.zeros([vals.length], tt.i64, { device: d.id });
      const f = tt.zeros([vals.length], tt.f64, { device: d.id });
      const u = tt.zeros([vals.length], tt.u64, { device: d.id });
      await mix.launch(vals.length, { a, out, f, u });
      const want = mixReference(vals);
      expect(Array.from(await out.read())).toEqual(Array.from(want.out));
      expect(Array.from(await f.read())).toEqual(Array.from(want.f));
      expect(Array.from(await u.read())).toEqual(Array.from(want.u));
    });
  }

  for (const d of cpu) {
    it(`tt.u64 / tt.i64 scalars, conditions and helpers on ${d.id}`, async () => {
      const x = tt.array(new BigUint64Array([0n, 3n, 2n ** 63n, 2n ** 64n - 1n]), { device: d.id });
      await affine.launch(4, { x, k: 2n ** 40n + 3n, off: -5n });
      const want = [0n, 3n, 2n ** 63n, 2n ** 64n - 1n].map((v) =>
        v
          ? BigInt.asUintN(64, v * (2n ** 40n + 3n) + BigInt.asUintN(64, -5n))
          : BigInt.asUintN(64, (v + 5n) & 0xffffn),
      );
      expect(Array.from(await x.read())).toEqual(want);
    });
  }

  // found by the i64 fuzz class (test/fuzz/composite.ts): `~x` failed IR verification, and a
  // negated literal was taken for a possibly-wider value where JS uses it exactly
  const negLit = tt.kernel({ a: tt.arrayOf(tt.i64), o: tt.arrayOf(tt.i64) }, (i, { a, o }) => {
    o[2 * i] = ~a[i] ^ ~-a[i];
    o[2 * i + 1] = a[i] < -9223372036854775807n ? a[i] % -7n : -9223372036854775808n / -3n;
  });
  for (const d of cpu) {
    it(`~x of an i64 and negated literals used exactly on ${d.id}`, async () => {
      const v = [5n, -(2n ** 63n), 2n ** 63n - 1n, 0n];
      const a = tt.array(BigInt64Array.from(v), { device: d.id });
      const o = tt.array(new BigInt64Array(8), { device: d.id });
      await negLit.launch(4, { a, o });
      const want = v.flatMap((x) => [
        BigInt.asIntN(64, ~x ^ ~-x),
        x < -9223372036854775807n ? x % -7n : -9223372036854775808n / -3n,
      ]);
      expect(Array.from(await o.read())).toEqual(want);
    });
  }

  it('refuses a number for a BigInt scalar, and one out of range', async () => {
    const x = tt.array(new BigUint64Array(1), { device: 'js' });
    // @ts-expect-error a tt.u64 scalar is a bigint
    await expect(affine.launch(1, { x, k: 3, off: 0n })).rejects.toMatchObject({
      code: 'LAUNCH_BAD_ARG_TYPE',
    });
    await expect(affine.launch(1, { x, k: -1n, off: 0n })).rejects.toMatchObject({
      code: 'LAUNCH_SCALAR_OUT_OF_RANGE',
    });
  });

  it('refuses atomics on 64-bit arrays', () => {
    const e = located(() =>
      tt.kernel({ x: tt.arrayOf(tt.i64) }, (i, { x }) => {
        Atomics.add(x, i, 1n);
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_ATOMIC_TYPE', kernelLine: 2 });
  });

  it('refuses a BigInt mixed with a number, with line:col', () => {
    const e = located(() =>
      tt.kernel({ x: tt.arrayOf(tt.i64) }, (i, { x }) => {
        // @ts-expect-error JS throws TypeError: Cannot mix BigInt and other types
        x[i] = x[i] * 3 + 1n;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_BIGINT_MIX', kernelLine: 3 });
    expect(e.message).toMatch(/Cannot mix BigInt and other types/);
  });

  it('refuses a value that may exceed 64 bits where JS uses it exactly, showing the rewrite', () => {
    const e = located(() =>
      tt.kernel({ x: tt.arrayOf(tt.u64), c: tt.arrayOf(tt.i32) }, (i, { x, c }) => {
        const y = x[i] * 3n;
        c[i] = y > 10n ? 1 : 0;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_BIGINT_OVERFLOW', kernelLine: 2 });
    expect(e.message).toMatch(/BigInt\.asUintN\(64, …\)/);
    const cmp = located(() =>
      tt.kernel({ x: tt.arrayOf(tt.u64), c: tt.arrayOf(tt.i32) }, (i, { x, c }) => {
        c[i] = x[i] + 1n > x[i] ? 1 : 0;
      }),
    );
    expect(cmp).toMatchObject({ code: 'KERNEL_BIGINT_OVERFLOW', kernelLine: 2 });
  });

  it('refuses >>> and non-constant shifts', () => {
    const e = located(() =>
      tt.kernel({ x: tt.arrayOf(tt.i64) }, (i, { x }) => {
        // @ts-expect-error BigInts have no unsigned right shift
        x[i] = x[i] >>> 1n;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_BIGINT_UNSUPPORTED', kernelLine: 3 });
  });

  it('webgpu refuses i64 kernels with the rewrite', async () => {
    const gpu = available.find((d) => d.backend === 'webgpu');
    if (!gpu) return;
    const start = tt.array(new BigUint64Array([27n]), { device: gpu.id });
    const steps = tt.zeros([1], tt.i32, { device: gpu.id });
    const peak = tt.zeros([1], tt.u64, { device: gpu.id });
    await expect(collatz.launch(1, { start, steps, peak })).rejects.toMatchObject({
      code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
    });
  });
});
