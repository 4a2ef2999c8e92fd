/** Scans on every available device vs plain-JS references. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { blockSize } from '../../src/ops/common.js';
import { available, reportUnavailable, rng } from './devices.js';

/** docs/ops.md's scan order for f32 sums, written out in JS (src/ops/scan-kernels.ts). */
function documentedScan(x: Float32Array, B: number, init: number, exclusive: boolean): Float32Array {
  const f = Math.fround;
  const add = (a: number, b: number) => f(a + b);
  const nb = Math.ceil(x.length / B);
  let offs: Float32Array;
  if (nb === 1) offs = new Float32Array([init]);
  else {
    const totals = new Float32Array(nb);
    for (let b = 0; b < nb; b++) {
      const start = b * B;
      const end = Math.min(start + B, x.length);
      const G = (end - start) >> 3;
      let acc = x[start] ?? 0;
      let k = start + 1;
      for (let g = 0; g < G; g++) {
        let s = x[start + 8 * g] ?? 0;
        for (let i = 1; i < 8; i++) s = add(s, x[start + 8 * g + i] ?? 0);
        acc = g === 0 ? s : add(acc, s);
        k = start + 8 * G;
      }
      for (; k < end; k++) acc = add(acc, x[k] ?? 0);
      totals[b] = acc;
    }
    offs = documentedScan(totals, B, init, true);
  }
  const y = new Float32Array(x.length);
  for (let b = 0; b < nb; b++) {
    const start = b * B;
    const end = Math.min(start + B, x.length);
    const G = (end - start) >> 3;
    let acc = offs[b] ?? 0;
    for (let g = 0; g < G; g++) {
      const p: number[] = [];
      for (let i = 0; i < 8; i++)
        p.push(i === 0 ? (x[start + 8 * g] ?? 0) : add(p[i - 1] ?? 0, x[start + 8 * g + i] ?? 0));
      for (let i = 0; i < 8; i++) {
        y[start + 8 * g + i] = exclusive ? (i === 0 ? acc : add(acc, p[i - 1] ?? 0)) : add(acc, p[i] ?? 0);
      }
      acc = add(acc, p[7] ?? 0);
    }
    for (let k = start + 8 * G; k < end; k++) {
      if (exclusive) {
        y[k] = acc;
        acc = add(acc, x[k] ?? 0);
      } else {
        acc = add(acc, x[k] ?? 0);
        y[k] = acc;
      }
    }
  }
  return y;
}

reportUnavailable();

describe.each(available.map((d) => ({ id: d.id, device: d })))('scans on $id', ({ device }) => {
  const n = device.backend === 'js' ? 70_001 : 300_007;

  it('cumsum of i32 (inclusive and exclusive) matches the sequential loop exactly', async () => {
    const r = rng(3);
    const h = new Int32Array(n).map(() => Math.floor(r() * 2 ** 31) - 2 ** 30);
    const x = tt.array(h, { device });
    const inc = await tt.cumsum(x).read();
    const exc = await tt.cumsum(x, { exclusive: true }).read();
    let s = 0;
    for (let i = 0; i < n; i++) {
      // expect() only on a mismatch: 300 000 expect calls per device took most of this test's time
      if (exc[i] !== s) expect(exc[i]).toBe(s);
      s = (s + (h[i] ?? 0)) | 0;
      if (inc[i] !== s) expect(inc[i]).toBe(s);
    }
  });

  it('cumsum of f32 stays within the documented bound of the f64 prefix', async () => {
    const r = rng(5);
    const h = new Float32Array(n).map(() => r() * 2 - 0.5);
    const got = await tt.cumsum(tt.array(h, { device })).read();
    let s = 0;
    let abs = 0;
    let worst = 0;
    for (let i = 0; i < n; i++) {
      s += h[i] ?? 0;
      abs += Math.abs(h[i] ?? 0);
      worst = Math.max(worst, Math.abs((got[i] ?? 0) - s) / abs);
    }
    expect(worst).toBeLessThan(3 * 1024 * 2 ** -24);
    const again = await tt.cumsum(tt.array(h, { device })).read();
    expect(Array.from(again)).toEqual(Array.from(got));
  });

  it('cumsum of f32 follows the documented order bit for bit (groups of 8, blocks, totals)', async () => {
    const r = rng(13);
    // Several blocks, a last block with a partial group, and exclusive as well as inclusive.
    const len = 3 * blockSize(device) + 8 * 5 + 3;
    const h = new Float32Array(len).map(() => r() * 2 - 0.7);
    const x = tt.array(h, { device });
    for (const exclusive of [false, true]) {
      const got = await tt.cumsum(x, { exclusive }).read();
      const want = documentedScan(h, blockSize(device), 0, exclusive);
      expect(Array.from(got)).toEqual(Array.from(want));
    }
  });

  it('keeps the shape, handles empty and tiny arrays', async () => {
    const m = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { device, shape: [2, 3] });
    const y = tt.cumsum(m);
    expect(y.shape).toEqual([2, 3]);
    expect(Array.from(await y.read())).toEqual([1, 3, 6, 10, 15, 21]);
    expect((await tt.cumsum(tt.array(new Int32Array(0), { device })).read()).length).toBe(0);
    expect(
      Array.from(await tt.cumsum(tt.array(new Uint32Array([7]), { device }), { exclusive: true }).read()),
    ).toEqual([0]);
  });

  it('cumsum of 8/16-bit integers runs in 32 bits (i8/i16 → i32, u8/u8c/u16 → u32), flat and along an axis', async () => {
    const u8 = tt.array(new Uint8Array([200, 100, 255, 1]), { device, shape: [2, 2] });
    const y = tt.cumsum(u8);
    expect(y.dtype).toBe('u32');
    expect(y.shape).toEqual([2, 2]);
    expect([...(await y.read())]).toEqual([200, 300, 555, 556]);
    expect([...(await tt.cumsum(u8, { axis: 0, exclusive: true }).read())]).toEqual([0, 0, 200, 100]);
    const i8 = tt.cumsum(tt.array(new Int8Array([-128, -128, 100]), { device }));
    expect(i8.dtype).toBe('i32');
    expect([...(await i8.read())]).toEqual([-128, -256, -156]);
    const u8c = tt.cumsum(tt.array(new Uint8ClampedArray([200, 100]), { device }));
    expect([...(await u8c.read())]).toEqual([200, 300]);
    const i16 = tt.cumsum(tt.array(new Int16Array([30000, 30000]), { device }));
    expect([...(await i16.read())]).toEqual([30000, 60000]);
    expect(tt.cumsum(tt.array(new Uint16Array(0), { device })).dtype).toBe('u32');
    // a user scan keeps x's dtype: the combiner decides
    expect(
      (await tt.scan(tt.array(new Uint8Array([200, 100]), { device }), (a, b) => a + b, 0).read())[1],
    ).toBe(44);
  });

  it('scan with a user combiner (running max, non-commutative last-non-zero)', async () => {
    const r = rng(9);
    const h = new Int32Array(n).map(() => (r() < 0.3 ? 0 : Math.floor(r() * 1e6)));
    const x = tt.array(h, { device });
    const mx = await tt.scan(x, (a, b) => Math.max(a, b), -5).read();
    const last = await tt.scan(x, (a, b) => (b !== 0 ? b : a), -1, { exclusive: true }).read();
    let m = -5;
    let l = -1;
    for (let i = 0; i < n; i++) {
      if (last[i] !== l) expect(last[i]).toBe(l);
      m = Math.max(m, h[i] ?? 0);
      l = h[i] !== 0 ? (h[i] ?? 0) : l;
      if (mx[i] !== m) expect(mx[i]).toBe(m);
    }
  });
});

describe('scan: bad input', () => {
  it('refuses a combiner outside the kernel language', () => {
    const x = tt.array(new Float32Array(4), { device: 'js' });
    expect(() => tt.scan(x, (a: number, b: number) => [a, b][0] ?? 0, 0)).toThrow(
      expect.objectContaining({ name: 'ArrayOpError', code: 'OP_BAD_COMBINER' }),
    );
  });
});
