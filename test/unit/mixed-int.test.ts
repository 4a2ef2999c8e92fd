/**
 * Typing of mixed i32/u32 integer code and of integer literals outside 32 bits (issues 17.2 and
 * 18.2): which forms stay 32-bit, which need f64, and what a device without f64 says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { useSimBackend } from '../support/sim-backend.js';

function localTypes(k: tt.Kernel): Record<string, string> {
  return Object.fromEntries(k.ir.locals.map((l) => [l.sourceName, l.type]));
}
const usesF64 = (k: tt.Kernel): boolean => /f64/.test(k.printIR());

const U = { u: tt.arrayOf(tt.u32), s: tt.arrayOf(tt.i32), seed: tt.u32, w: tt.arrayOf(tt.u32) };

describe('mixed i32/u32 typing', () => {
  it('keeps forms consumed modulo 2^32 and exact comparisons in 32 bits (no f64)', () => {
    const k = tt.kernel(U, (i, { u, s, seed, w }) => {
      w[i] = (seed + i) >>> 0;
      w[i] += u[i] + Math.clz32(u[i] & 0xffff);
      w[i] ^= u[i] * ((s[i] & 255) | 0);
      if (seed > i && u[i] < s[i]) w[i] = Math.max(u[i], s[i]) + Math.min(s[i], u[i]) + (u[i] % s[i]);
    });
    expect(usesF64(k)).toBe(false);
    expect(k.ir.wide).toBeUndefined();
  });

  it('types a local holding i32 and u32 values per point: 32 bits, each read the type reaching it', () => {
    const bits = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      s ^= s << 13;
      s >>>= 0;
      w[i] = s;
    });
    expect(localTypes(bits).s).toBe('u32');
    const exact = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      s >>>= 0;
      if (s > 5) w[i] = 1;
    });
    // after `s >>>= 0` only u32 values reach `s > 5`: 32 bits, read as u32 (issue 27.6)
    expect(localTypes(exact).s).toBe('u32');
    expect(exact.ir.wide).toBeUndefined();
    expect(exact.printIR()).not.toMatch(/f64/);
    // an i32 read before the `>>>= 0`: the same 32 bits read as i32
    const before = tt.kernel({ ...U, f: tt.arrayOf(tt.f32) }, (i, { seed, f }) => {
      let s = seed ^ i;
      f[i] = s;
      s >>>= 0;
      f[i] += s / 4294967296;
    });
    expect(localTypes(before).s).toBe('u32');
    expect(before.printIR()).toMatch(/f32\(i32\(\$s/);
    expect(before.printIR()).not.toMatch(/f64/);
  });

  it('needs f64 only where an i32 and a u32 value both reach a read of the exact value', () => {
    // an if joins an i32 path and a u32 path, then the value is compared: 33 bits
    const joined = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      if (i > 3) s >>>= 0;
      if (s > 5) w[i] = 1;
    });
    expect(localTypes(joined).s).toBe('f64');
    expect(joined.ir.wide?.[0]?.reason).toMatch(
      /local 's' is read here as a number where both an i32 and a u32/,
    );
    // the same join read only as bits stays 32-bit
    const bits = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      if (i > 3) s >>>= 0;
      w[i] = s ^ 7;
    });
    expect(localTypes(bits).s).toBe('u32');
    // a loop whose back edge brings u32 values to a read before the `>>>= 0`: both reach it
    const loop = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      for (let j = 0; j < 3; j++) {
        if (s > 7) w[i] += 1;
        s >>>= 0;
      }
    });
    expect(localTypes(loop).s).toBe('f64');
    // …and one where every path re-types it before the exact read: 32 bits
    const reset = tt.kernel(U, (i, { seed, w }) => {
      let s = seed ^ i;
      for (let j = 0; j < 3; j++) {
        s = (s ^ (s << 13)) >>> 0;
        if (s > 7) w[i] += 1;
        s = s | 0;
      }
    });
    expect(localTypes(reset).s).toBe('u32');
    expect(reset.printIR()).not.toMatch(/f64/);
  });

  it('carries types along break, continue and helper returns, with JS values', async () => {
    function mix(x: number, k: number): number {
      let h = x ^ k;
      h = Math.imul(h, 0x85ebca6b);
      h >>>= 0;
      return h % 1000;
    }
    const body = (i: number, { seed, o, w }: { seed: number; o: Int32Array; w: Uint32Array }) => {
      let s = seed ^ i;
      let n = 0;
      do {
        s ^= s << 7;
        if (s < 0) {
          s >>>= 0;
          n += 1;
          continue;
        }
        s = s | 0;
        if (n > 20) break;
        n += 2;
      } while (n < 30);
      o[i] = n + (s > 100 ? 1 : 0);
      let t = seed ^ i;
      for (let j = 0; j < 5; j++) {
        t = Math.imul(t, 31) >>> 0;
        if (t > 3000000000) break;
        t = t | 0;
      }
      w[i] = (t % 977) + mix(i, seed);
    };
    const k = tt.kernel({ seed: tt.u32, o: tt.arrayOf(tt.i32), w: tt.arrayOf(tt.u32) }, body as never, {
      helpers: { mix },
    });
    // `s > 100` and `t % 977` are reached by a u32 (continue / break) and an i32 path: f64
    expect(localTypes(k)).toMatchObject({ s: 'f64', t: 'f64', n: 'i32' });
    expect(k.ir.functions[0]?.returnType).toBe('u32');
    const o = tt.zeros(16, tt.i32, { device: 'js' });
    const w = tt.zeros(16, tt.u32, { device: 'js' });
    await k.launch(16, { seed: 4000000000, o, w });
    const want = { o: new Int32Array(16), w: new Uint32Array(16) };
    for (let i = 0; i < 16; i++) body(i, { seed: 4000000000, ...want });
    expect(Array.from(await o.read())).toEqual(Array.from(want.o));
    expect(Array.from(await w.read())).toEqual(Array.from(want.w));
  });

  it('computes an exact sum or a product that may pass 2^53 in f64, as JS does', () => {
    const sum = tt.kernel({ ...U, f: tt.arrayOf(tt.f32) }, (i, { u, s, f }) => {
      f[i] = u[i] + s[i];
    });
    expect(sum.printIR()).toMatch(/add:f64/);
    const product = tt.kernel(U, (i, { u, s, w }) => {
      w[i] = (u[i] * s[i]) | 0;
    });
    expect(product.printIR()).toMatch(/mul:f64/);
    // JS rounds that product before wrapping: not Math.imul.
    expect((4294967295 * -2147483647) | 0).not.toBe(Math.imul(4294967295, -2147483647));
  });

  it('gives JS signed values for bitwise results outside a wrapping consumer', async () => {
    const body = (i: number, { u, w }: { u: Uint32Array; w: Uint32Array }) => {
      if ((u[i] | 0) < 0) w[i] = 1;
      if ((u[i] & 0xf0000000) < 0) w[i] += 2;
      if (~u[i] > 0) w[i] += 4;
    };
    const k = tt.kernel(U, body as never);
    expect(k.printIR()).toMatch(/lt:bool\(i32\(u\[/);
    const u = Uint32Array.from([0, 1, 2147483648, 4294967295]);
    const want = new Uint32Array(4);
    for (let i = 0; i < 4; i++) body(i, { u, w: want });
    const w = tt.zeros(4, tt.u32, { device: 'js' });
    const args = { u: tt.array(u, { device: 'js' }), s: tt.zeros(1, tt.i32, { device: 'js' }), seed: 0, w };
    await k.launch(4, args);
    expect(Array.from((await w.read()) as Uint32Array)).toEqual(Array.from(want));
  });

  it('keeps literals exact: let v = 3000000000 is u32, 5000000000 f64, 1e3 an integer', () => {
    const k = tt.kernel(U, (i, { w }) => {
      const v = 3000000000;
      const big = 5000000000;
      const n = 1e3;
      w[i] = v + big + n;
    });
    expect(localTypes(k)).toMatchObject({ v: 'u32', big: 'f64', n: 'i32' });
  });
});

describe('devices without f64', () => {
  let sim: tt.Device;
  beforeAll(async () => {
    await useSimBackend();
    sim = tt.device('sim');
  });

  it('refuse a kernel needing f64 for an exact integer, naming the site and the rewrite', async () => {
    expect(sim.caps.f64).toBe(false);
    const k = tt.kernel({ ...U, f: tt.arrayOf(tt.f32) }, (i, { u, s, f }) => {
      f[i] = u[i] + s[i];
    });
    const f = tt.zeros(4, tt.f32, { device: sim });
    const u = tt.zeros(4, tt.u32, { device: sim });
    const s = tt.zeros(4, tt.i32, { device: sim });
    const w = tt.zeros(4, tt.u32, { device: sim });
    const err = await k.launch(4, { u, s, seed: 0, w, f }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelTypeError);
    expect(err).toMatchObject({ code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE', line: 2 });
    expect(String((err as Error).message)).toMatch(
      /needs f64[\s\S]*fix: wrap the sum to 32 bits with `\(a \+ b\) >>> 0`/,
    );
  });

  it('run the 32-bit forms', async () => {
    const k = tt.kernel(U, (i, { u, s, seed, w }) => {
      w[i] = ((seed + i) >>> 0) + (u[i] > s[i] ? 1 : 0);
    });
    const u = tt.array(Uint32Array.from([0, 4294967295]), { device: sim });
    const s = tt.array(Int32Array.from([-1, -1]), { device: sim });
    const w = tt.zeros(2, tt.u32, { device: sim });
    await k.launch(2, { u, s, seed: 4294967295, w });
    expect(Array.from((await w.read()) as Uint32Array)).toEqual([0, 1]);
  });
});

describe('every mixed form on edge values matches plain JS (js backend)', () => {
  const U = [0, 1, 2, 7, 2147483647, 2147483648, 3000000000, 4294967294, 4294967295];
  const S = [0, 1, -1, 7, -7, 2147483647, -2147483647, -2147483648, 100000];
  const forms = [
    ...['<', '<=', '>', '>=', '===', '!=='].flatMap((op) => [`(u ${op} s ? 1 : 0)`, `(s ${op} u ? 1 : 0)`]),
    'Math.min(u, s)',
    'Math.max(s, u)',
    '(u % s)',
    '(s % u)',
    '(Math.floor(u / s) | 0)',
    '(Math.trunc(s / u))',
    '(Math.floor(s / u))',
    '((u + s) >>> 0)',
    '((s - u) | 0)',
    '(u * (s & 4095))',
    '(s > 0 ? u : s) >>> 0',
  ];
  for (const form of forms) {
    it(form, async () => {
      const src = `(i, { a, b, o }) => { const u = a[i]; const s = b[i]; o[i] = ${form}; }`;
      const body = new Function(`return ${src}`)() as (i: number, p: Record<string, Int32Array>) => void;
      const k = tt.kernel(
        { a: tt.arrayOf(tt.u32), b: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.f64) },
        body as never,
      );
      const a = Uint32Array.from(U.flatMap((u) => S.map(() => u)));
      const b = Int32Array.from(U.flatMap(() => S));
      const want = new Float64Array(a.length);
      for (let i = 0; i < a.length; i++) {
        const u = a[i] as number;
        const s = b[i] as number;
        const v = new Function('u', 's', `return ${form}`)(u, s) as number;
        // integer % and division by 0 give 0 in tutti (what JS gives after `| 0`); integers have
        // no -0 (JS's -1 % 1 is -0)
        want[i] = Number.isFinite(v) && v !== 0 ? v : 0;
      }
      const o = tt.zeros(a.length, tt.f64, { device: 'js' });
      await k.launch(a.length, {
        a: tt.array(a, { device: 'js' }),
        b: tt.array(b, { device: 'js' }),
        o,
      });
      expect(Array.from((await o.read()) as Float64Array)).toEqual(Array.from(want));
    });
  }
});
