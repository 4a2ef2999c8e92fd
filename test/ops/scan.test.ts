/** Scans on every available device vs plain-JS references. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable, rng } from './devices.js';

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
      expect(exc[i]).toBe(s);
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
