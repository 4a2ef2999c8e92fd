/** The kernel language's type rules: natural JS types without annotations. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

function localTypes(k: tt.Kernel): Record<string, string> {
  return Object.fromEntries(k.ir.locals.map((l) => [l.sourceName, l.type]));
}

describe('type inference', () => {
  it('a local is the join of everything assigned to it', () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), u: tt.arrayOf(tt.u32), o: tt.arrayOf(tt.f32) },
      (i, { x, u, o }) => {
        let acc = 0;
        for (let k = 0; k < 4; k++) acc += x[i + k];
        let count = 0;
        count += 1;
        let h = 7;
        h = u[i];
        const half = i / 2;
        let late = false;
        late = true;
        o[i] = acc + count + h + half + (late ? 1 : 0);
      },
    );
    expect(localTypes(k)).toMatchObject({
      acc: 'f32',
      k: 'i32',
      count: 'i32',
      h: 'u32',
      half: 'f32',
      late: 'bool',
    });
  });

  it('literals adapt to the type they meet; a lone float is f32 unless the kernel asks for f64', () => {
    const f32k = tt.kernel({ o: tt.arrayOf(tt.f64) }, (i, { o }) => {
      const a = 0.1;
      o[i] = a;
    });
    expect(localTypes(f32k).a).toBe('f32');
    const f64k = tt.kernel(
      { o: tt.arrayOf(tt.f64) },
      (i, { o }) => {
        const a = 0.1;
        o[i] = a;
      },
      { float: 'f64' },
    );
    expect(localTypes(f64k).a).toBe('f64');
    const d = tt.kernel({ x: tt.arrayOf(tt.f64), o: tt.arrayOf(tt.f64) }, (i, { x, o }) => {
      const b = x[i] * 0.5;
      o[i] = b;
    });
    expect(localTypes(d).b).toBe('f64');
  });

  it('/ always yields a float, comparisons yield bool, int with float gives float', () => {
    const k = tt.kernel({ n: tt.i32, o: tt.arrayOf(tt.f32) }, (i, { n, o }) => {
      const q = i / n;
      const c = i < n;
      const m = i + 0.5;
      const t = Math.trunc(i / n);
      const b = (i / n) | 0;
      o[i] = q + m + t + b + (c ? 1 : 0);
    });
    expect(localTypes(k)).toMatchObject({ q: 'f32', c: 'bool', m: 'f32', t: 'i32', b: 'i32' });
  });

  it('constant expressions fold to a single literal', () => {
    const k = tt.kernel({ o: tt.arrayOf(tt.i32) }, (i, { o }) => {
      o[i] = (1 << 4) + 2 * 3 - (10 % 4);
    });
    expect(k.printIR()).toContain('= 20:i32');
  });

  const bad: [string, () => void, string, RegExp][] = [
    [
      'a bool added to a number',
      () =>
        tt.kernel({ a: tt.arrayOf(tt.i32) }, (i, { a }) => {
          a[i] = a[i] + ((a[i] > 0) as unknown as number);
        }),
      'KERNEL_TYPE_MISMATCH',
      /a bool cannot be combined with a i32/,
    ],
    [
      'bitwise atomics on a float array (float atomics are add/sub/exchange/compareExchange/load/store/min/max)',
      () =>
        tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
          Atomics.xor(x as unknown as Int32Array, i, 1);
        }),
      'KERNEL_ATOMIC_TYPE',
      /i32 or u32 array/,
    ],
    [
      'bool index',
      () =>
        tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
          x[(i > 2) as unknown as number] = 1;
        }),
      'KERNEL_BOOL_INDEX',
      /not a bool/,
    ],
  ];
  for (const [what, make, code, msg] of bad) {
    it(`refuses ${what} with KernelTypeError (${code}) at line:col`, () => {
      let err: unknown;
      try {
        make();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(tt.KernelTypeError);
      const e = err as tt.KernelTypeError;
      expect(e.code).toBe(code);
      expect(e.message).toMatch(msg);
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.excerpt).toContain('^');
    });
  }

  it('float indices are allowed: integral values index, others report out of bounds', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
      o[i] = x[x[i]];
    });
    const x = tt.array(new Float32Array([2, 0, 1.5]), { device: 'js' });
    const o = tt.zeros([2], tt.f32, { device: 'js' });
    await k.launch(2, { x, o });
    expect([...(await o.read())]).toEqual([1.5, 2]);
    const o3 = tt.zeros([3], tt.f32, { device: 'js' });
    await expect(k.launch(3, { x, o: o3 })).rejects.toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      index: -1,
    });
  });
});
