/** Sort and argsort on every available device vs Float32Array/Int32Array.prototype.sort. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable, rng } from './devices.js';

reportUnavailable();

function sameBits(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('sort on $id', ({ device }) => {
  const n = device.backend === 'js' ? 50_001 : 200_003;

  it('f32: ordered like Float32Array.prototype.sort (-0 before +0, NaN last)', async () => {
    const r = rng(11);
    const h = new Float32Array(n).map(() => (r() - 0.5) * 1e6);
    const specials = [
      Number.NaN,
      -0,
      0,
      Infinity,
      -Infinity,
      -Number.NaN,
      1e-45,
      -1e-45,
      3.4e38,
      -3.4e38,
      0,
      -0,
    ];
    specials.forEach((v, i) => {
      h[i * 97] = v;
    });
    const got = await tt.sort(tt.array(h, { device })).read();
    expect(sameBits(got, h.slice().sort())).toBe(true);
    const x = tt.array(h, { device });
    const idx = await tt.argsort(x).read();
    const want = Array.from(h.keys()).sort((a, b) => {
      const p = h[a] ?? 0;
      const q = h[b] ?? 0;
      const cls = (v: number) => (Number.isNaN(v) ? 2 : 0);
      if (cls(p) || cls(q)) return cls(p) - cls(q) || a - b;
      if (p !== q) return p - q;
      if (Object.is(p, -0) && Object.is(q, 0)) return -1;
      if (Object.is(p, 0) && Object.is(q, -0)) return 1;
      return a - b;
    });
    expect(Array.from(idx)).toEqual(want);
    // the input is untouched
    expect(sameBits(await x.read(), h)).toBe(true);
  });

  it('i32 and u32 sort; argsort is stable', async () => {
    const r = rng(13);
    const h = new Int32Array(n).map(() => Math.floor(r() * 2 ** 32) - 2 ** 31);
    expect(Array.from(await tt.sort(tt.array(h, { device })).read())).toEqual(Array.from(h.slice().sort()));
    const u = new Uint32Array(h.buffer.slice(0));
    expect(Array.from(await tt.sort(tt.array(u, { device })).read())).toEqual(Array.from(u.slice().sort()));
    const dup = new Int32Array(n).map(() => Math.floor(r() * 50) - 25);
    const idx = await tt.argsort(tt.array(dup, { device })).read();
    const want = Array.from(dup.keys()).sort((a, b) => (dup[a] ?? 0) - (dup[b] ?? 0) || a - b);
    expect(Array.from(idx)).toEqual(want);
  });

  it('empty and single-element arrays', async () => {
    expect((await tt.sort(tt.array(new Float32Array(0), { device })).read()).length).toBe(0);
    expect(Array.from(await tt.sort(tt.array(new Int32Array([5]), { device })).read())).toEqual([5]);
    expect(Array.from(await tt.argsort(tt.array(new Float32Array([2, 1]), { device })).read())).toEqual([
      1, 0,
    ]);
  });
});

describe('sort: bad input', () => {
  it('refuses f64', () => {
    const x = tt.array(new Float64Array(3), { device: 'js' });
    expect(() => tt.sort(x as never)).toThrow(
      expect.objectContaining({ name: 'ArrayOpError', code: 'OP_BAD_DTYPE' }),
    );
  });
});
