/**
 * Store-to-load forwarding on js (backends/js/forward-stores.ts): a load of the element the item
 * just stored reads the stored value's temporary, and that value is exactly what the re-read gives
 * — f32 rounding, NaN and -0, 8/16-bit wrapping — while a store to another array parameter in
 * between (views of one buffer may alias) keeps the re-read.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const js = tt.devices().find((d) => d.backend === 'js' && d.available);

/** f64 values stored to an f32 array (rounded), then read back: NaN, -0, overflow, ties. */
const rounding = tt.kernel(
  { x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f32), back: tt.arrayOf(tt.f64), sign: tt.arrayOf(tt.f64) },
  (i, { x, y, back, sign }) => {
    y[i] = x[i] / 3;
    back[i] = y[i];
    sign[i] = 1 / y[i];
  },
);

const wrapping = tt.kernel(
  {
    v: tt.arrayOf(tt.i32),
    b: tt.arrayOf(tt.i8),
    u: tt.arrayOf(tt.u8),
    h: tt.arrayOf(tt.i16),
    w: tt.arrayOf(tt.u16),
    out: tt.arrayOf(tt.i32),
  },
  (i, { v, b, u, h, w, out }) => {
    b[i] = v[i] * 3;
    out[4 * i] = b[i];
    u[i] = v[i] * 3;
    out[4 * i + 1] = u[i];
    h[i] = v[i] * 1000;
    out[4 * i + 2] = h[i];
    w[i] = v[i] * 1000;
    out[4 * i + 3] = w[i];
  },
);

/** `w` is stored between the store to `y` and its re-read: `y` may be a view of `w`'s buffer. */
const aliased = tt.kernel(
  { y: tt.arrayOf(tt.f32), w: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
  (i, { y, w, o }) => {
    y[i] = 1;
    w[i] = 2;
    o[i] = y[i];
  },
);

/** The bench's printing saxpy (bench/rng/run.ts): the test reads the stored value; the print ends the item. */
const saxpyLog = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = a * x[i] + y[i];
  if (y[i] > 1e30) console.log('huge at', i, y[i]);
});

describe.skipIf(!js)('js store-to-load forwarding', () => {
  it('a print test after a store reads the stored value, and a last print stops the item loop', async () => {
    const src = await saxpyLog.generatedSource('js');
    const run = src.slice(src.indexOf('function tt_run0'), src.indexOf('return function'));
    expect(run).toMatch(
      /const (t\d+) = .*;\n\s*a_y\[i0\] = \1;\n\s*if \(\(\1 > 1\.0000000150474662e\+30\)\) \{/,
    );
    expect(run).toContain('break item;');
    expect(run).not.toContain('lim = i0;');
    const n = 100;
    const x = tt.array(
      Float32Array.from({ length: n }, (_, i) => (i % 7 === 3 ? 3e30 : i)),
      { device: js },
    );
    const y = tt.array(
      Float32Array.from({ length: n }, (_, i) => i / 2),
      { device: js },
    );
    const lines: string[] = [];
    await saxpyLog.launch(n, { x, y, a: 2 }, { print: (l: string) => lines.push(l) });
    const want: string[] = [];
    const wantY = Array.from({ length: n }, (_, i) => {
      const v = Math.fround(Math.fround(2 * Math.fround(i % 7 === 3 ? 3e30 : i)) + Math.fround(i / 2));
      if (v > 1e30) want.push(`huge at ${i} ${v}`);
      return v;
    });
    expect(lines).toEqual(want);
    expect(Array.from((await y.read()) as Float32Array)).toEqual(wantY);
  });

  it('forwards in the fast variant too (what an in-range launch runs), never in unsafe code', async () => {
    const fast = await saxpyLog.generatedSource('js', { variant: 'fast' });
    const run = fast.slice(fast.indexOf('function tt_run0'), fast.indexOf('return function'));
    // the store is unchecked there (the host checked y's length), and still known to be in range
    expect(run).toMatch(
      /const (t\d+) = .*;\n\s*a_y\[i0\] = \1;\n\s*if \(\(\1 > 1\.0000000150474662e\+30\)\) \{/,
    );
    const unsafeCopy = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
      (i, { x, y, o }) => {
        y[i] = x[i] * 2;
        o[i] = y[i];
      },
      { unsafe: true },
    );
    // an unchecked store of unsafe code past the end stores nothing: the re-read stays
    expect(await unsafeCopy.generatedSource('js')).toMatch(/a_o\[i0\] = a_y\[i0\]/);
    const n = 64;
    const x = tt.array(
      Float32Array.from({ length: n }, (_, i) => (i === 9 || i === 40 ? 1e31 : i)),
      { device: js },
    );
    const y = tt.zeros([n], tt.f32, { device: js });
    const lines: string[] = [];
    await saxpyLog.launch(n, { x, y, a: 1 }, { print: (l: string) => lines.push(l) });
    expect(lines).toEqual([`huge at 9 ${Math.fround(1e31)}`, `huge at 40 ${Math.fround(1e31)}`]);
  });

  it('reads the stored f32 as the re-read would: rounded, NaN, -0, infinities', async () => {
    const xs = Float64Array.from([1, 0.1, -0, Number.NaN, 1e39, -1e300, 2 ** -150, 7.000000476837158]);
    const n = xs.length;
    const x = tt.array(xs, { device: js });
    const y = tt.zeros([n], tt.f32, { device: js });
    const back = tt.zeros([n], tt.f64, { device: js });
    const sign = tt.zeros([n], tt.f64, { device: js });
    await rounding.launch(n, { x, y, back, sign });
    const want = Array.from(xs, (v) => Math.fround(v / 3));
    expect(Array.from((await back.read()) as Float64Array)).toEqual(want);
    expect(Array.from((await sign.read()) as Float64Array)).toEqual(want.map((v) => Math.fround(1 / v)));
    expect(Object.is(((await back.read()) as Float64Array)[2], -0)).toBe(true);
    const src = await rounding.generatedSource('js');
    expect(src).toMatch(/const (t\d+) = Math\.fround\(.*\);\n\s*a_y\[i0\] = \1;\n\s*a_back\[i0\] = \1;/);
  });

  it('reads 8/16-bit stores wrapped as the TypedArray stores them', async () => {
    const vs = Int32Array.from([0, 1, 42, 43, 85, 86, -43, -44, 100000, -100000, 2147483647]);
    const n = vs.length;
    const v = tt.array(vs, { device: js });
    const b = tt.zeros([n], tt.i8, { device: js });
    const u = tt.zeros([n], tt.u8, { device: js });
    const h = tt.zeros([n], tt.i16, { device: js });
    const w = tt.zeros([n], tt.u16, { device: js });
    const out = tt.zeros([4 * n], tt.i32, { device: js });
    await wrapping.launch(n, { v, b, u, h, w, out });
    const want = Array.from(vs).flatMap((x) => {
      const t = Math.imul(x, 3);
      const k = Math.imul(x, 1000);
      return [(t << 24) >> 24, t & 255, (k << 16) >> 16, k & 65535];
    });
    expect(Array.from((await out.read()) as Int32Array)).toEqual(want);
    expect(await wrapping.generatedSource('js')).toMatch(/\(\(t\d+ << 24\) >> 24\)/);
  });

  it('re-reads after a store to another parameter: views of one buffer give the later store', async () => {
    const src = await aliased.generatedSource('js');
    const fn = new Function('oob', 'tt_due', src)(
      () => {
        throw new Error('out of bounds');
      },
      () => {},
    ) as (...a: unknown[]) => void;
    const buffer = new Float32Array(4);
    const o = new Float32Array(4);
    fn(4, 1, 1, buffer, buffer, o);
    expect(Array.from(o)).toEqual([2, 2, 2, 2]);
  });
});
