/**
 * A quotient of integers that reaches an integer conversion through a local, `?:` or unary minus
 * (issue 27.5): which forms compute the exact integer in 32 bits (every device), which hold JS's
 * f64 quotient, and what a device without f64 says (the conformance suite checks the values).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { useSimBackend } from '../support/sim-backend.js';

function localTypes(k: tt.Kernel): Record<string, string> {
  return Object.fromEntries(k.ir.locals.map((l) => [l.sourceName, l.type]));
}
const usesF64 = (k: tt.Kernel): boolean => /f64/.test(k.printIR());

const A = { u: tt.arrayOf(tt.u32), s: tt.arrayOf(tt.i32), w: tt.arrayOf(tt.u32), f: tt.arrayOf(tt.f32) };

describe('quotients reaching an integer conversion', () => {
  it('divide exactly in 32 bits through ?:, unary minus and Math.floor(-(a / b))', () => {
    const k = tt.kernel(A, (i, { u, s, w }) => {
      w[i] = tt.u32(s[i] < 0 ? u[i] / 2 : u[i] / 3) + (-(u[i] / 2) >>> 0);
      w[i] += Math.floor(-(s[i] / 2)) + Math.trunc(-(s[i] / 7));
    });
    expect(usesF64(k)).toBe(false);
    expect(k.printIR()).not.toMatch(/div:f32/);
    expect(k.printIR()).toMatch(/idiv:u32/);
    expect(k.ir.wide).toBeUndefined();
  });

  it('keep a local read only through conversions an exact integer', () => {
    const k = tt.kernel(A, (i, { u, s, w }) => {
      const h = u[i] / 2;
      const g = s[i] / 3;
      let k = s[i] / 4;
      if (i > 2) k = s[i] / -3;
      w[i] = tt.u32(h) + (g | 0) + Math.trunc(g) + Math.floor(k);
    });
    expect(localTypes(k)).toMatchObject({ h: 'u32', g: 'i32', k: 'i32' });
    expect(usesF64(k)).toBe(false);
  });

  it('leave a quotient used only as a number a float division', () => {
    const k = tt.kernel(A, (i, { u, f }) => {
      const h = u[i] / 2;
      f[i] = h + 0.5;
    });
    expect(localTypes(k).h).toBe('f32');
    expect(usesF64(k)).toBe(false);
  });

  it('hold JS’s f64 quotient in a local read both as a number and converted, noted at the division', () => {
    const k = tt.kernel(A, (i, { u, w, f }) => {
      const h = u[i] / 2;
      f[i] = h;
      w[i] = tt.u32(h);
    });
    expect(localTypes(k).h).toBe('f64');
    // the division `u[i] / 2`, where the rewrite goes
    expect(k.ir.wide?.[0]).toMatchObject({ loc: { line: 2, column: 14 } });
  });

  it('hold the f64 quotient where a floor read meets other reads (h = Math.floor(h))', () => {
    const k = tt.kernel(A, (i, { s, w }) => {
      let h = s[i] / 4;
      h = Math.floor(h);
      w[i] = h;
    });
    expect(localTypes(k).h).toBe('f64');
  });
});

describe('on a device without f64', () => {
  let sim: tt.Device;
  beforeAll(async () => {
    await useSimBackend();
    sim = tt.device('sim');
  });

  it('refuses a quotient local read both ways, at the division, with the rewrite', async () => {
    expect(sim.caps.f64).toBe(false);
    const k = tt.kernel(A, (i, { u, w, f }) => {
      const h = u[i] / 2;
      f[i] = h;
      w[i] = tt.u32(h);
    });
    const args = {
      u: tt.zeros(4, tt.u32, { device: sim }),
      s: tt.zeros(4, tt.i32, { device: sim }),
      w: tt.zeros(4, tt.u32, { device: sim }),
      f: tt.zeros(4, tt.f32, { device: sim }),
    };
    const err = await k.launch(4, args).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelTypeError);
    expect(err).toMatchObject({ code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE', line: 2 });
    expect(String((err as Error).message)).toMatch(
      /quotient of integers is both used as a number and converted[\s\S]*needs f64[\s\S]*fix: convert at the division \(`Math\.trunc\(x \/ 2\)`/,
    );
  });

  it('runs the same kernel converted at the division', async () => {
    const k = tt.kernel(A, (i, { u, w, f }) => {
      const h = Math.trunc(u[i] / 2);
      f[i] = h;
      w[i] = tt.u32(h);
    });
    const u = tt.array(Uint32Array.from([4294967295, 7, 0, 1]), { device: sim });
    const w = tt.zeros(4, tt.u32, { device: sim });
    const f = tt.zeros(4, tt.f32, { device: sim });
    await k.launch(4, { u, s: tt.zeros(4, tt.i32, { device: sim }), w, f });
    expect(Array.from((await w.read()) as Uint32Array)).toEqual([2147483647, 3, 0, 0]);
  });
});
