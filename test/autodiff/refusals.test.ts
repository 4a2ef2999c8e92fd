/** What autodiff refuses, with AutodiffError codes and the place in the kernel (line:col). */
import { describe, expect, it } from 'vitest';
import { adjointIR } from '../../src/autodiff/adjoint.js';
import * as tt from '../../src/index.js';

const f = tt.arrayOf(tt.f64);
const refusal = (k: tt.Kernel) => {
  try {
    adjointIR(k.ir, k.schema);
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('kernels whose adjoint would be wrong are refused', () => {
  it('an array read and written by the kernel (in-place saxpy): AUTODIFF_OVERWRITE at the store', () => {
    const k = tt.kernel({ a: tt.f64, x: f, y: f }, (i, { a, x, y }) => {
      y[i] = a * x[i] + y[i];
    });
    const e = refusal(k);
    expect(e).toBeInstanceOf(tt.AutodiffError);
    expect(e).toMatchObject({ code: 'AUTODIFF_OVERWRITE', kernel: k.name, loc: { line: 2 } });
    expect(String(e)).toMatch(/at 2:\d+: array 'y' is read and written/);
  });

  it('atomics: AUTODIFF_NOT_DIFFERENTIABLE', () => {
    const k = tt.kernel({ x: f, s: f }, (i, { x, s }) => {
      Atomics.add(s, 0, x[i]);
    });
    expect(refusal(k)).toMatchObject({ code: 'AUTODIFF_NOT_DIFFERENTIABLE', loc: { line: 2 } });
  });

  it('console.log: AUTODIFF_NOT_DIFFERENTIABLE', () => {
    const k = tt.kernel({ x: f, o: f }, (i, { x, o }) => {
      console.log('x', x[i]);
      o[i] = x[i];
    });
    expect(refusal(k)).toMatchObject({ code: 'AUTODIFF_NOT_DIFFERENTIABLE' });
  });

  it('an integer path back into a float: AUTODIFF_INTEGER_PATH naming the conversion', () => {
    const k = tt.kernel({ x: f, o: f }, (i, { x, o }) => {
      const k = x[i] | 0;
      o[i] = k * 0.5 + x[i];
    });
    const e = refusal(k);
    expect(e).toMatchObject({ code: 'AUTODIFF_INTEGER_PATH' });
    expect(String(e)).toMatch(/integer that was converted from a differentiable float/);
  });

  it('a loop left by break: AUTODIFF_UNSUPPORTED at the loop', () => {
    const k = tt.kernel({ x: f, o: f }, (i, { x, o }) => {
      let s = 0;
      for (let j = 0; j < 10; j++) {
        if (x[j] > 1) break;
        s += x[j];
      }
      o[i] = s;
    });
    expect(refusal(k)).toMatchObject({ code: 'AUTODIFF_UNSUPPORTED', loc: { line: 3 } });
  });

  it('shaped arrays: AUTODIFF_UNSUPPORTED', () => {
    const k = tt.kernel({ g: tt.arrayOf(tt.f64, 2), o: f }, (i, { g, o }) => {
      o[i] = g[i][0];
    });
    expect(refusal(k)).toMatchObject({ code: 'AUTODIFF_UNSUPPORTED' });
  });

  it('integer data and comparisons are fine: no gradient flows through them', () => {
    const k = tt.kernel({ x: f, idx: tt.arrayOf(tt.i32), o: f }, (i, { x, idx, o }) => {
      const j = idx[i];
      o[i] = x[i] > 0 ? x[j] * 2 : Math.floor(x[i]);
    });
    expect(refusal(k)).toBeUndefined();
  });
});

describe('gradient accumulation: plain adds where the index is the item’s own, else atomics', () => {
  const atomicsIn = (k: tt.Kernel) => {
    const { raw } = adjointIR(k.ir, k.schema);
    return JSON.stringify(raw.body).match(/"kind":"atomic"/g)?.length ?? 0;
  };

  it('x[i] and y[i] everywhere (saxpy, also through a local index): no atomics', () => {
    const k = tt.kernel({ a: tt.f64, x: f, y: f, o: f }, (i, { a, x, y, o }) => {
      const j = i;
      o[i] = a * x[j] + y[i] * x[i];
    });
    expect(atomicsIn(k)).toBe(0);
  });

  it('a neighbour read (x[i + 1]) makes every gradient add of x atomic; y[i] stays plain', () => {
    const k = tt.kernel({ x: f, y: f, o: f }, (i, { x, y, o }) => {
      o[i] = x[i] * y[i] + x[i + 1];
    });
    expect(atomicsIn(k)).toBe(2);
  });

  it('rank-2 kernels use atomics (an item’s own element is not proved there)', () => {
    const k = tt.kernel({ x: f, o: f, w: tt.i32 }, ([r, c], { x, o, w }) => {
      o[r * w + c] = x[r * w + c] * 2;
    });
    expect(atomicsIn(k)).toBe(1);
  });
});

describe('the tape refuses launch sequences whose gradient would be wrong', () => {
  const copy = tt.kernel({ a: f, b: f }, (i, { a, b }) => {
    b[i] = a[i] * a[i];
  });

  it('an array a recorded launch read, overwritten by a later one: record rejects AUTODIFF_OVERWRITE', async () => {
    const u = tt.array([1, 2], { dtype: tt.f64, device: 'js', requiresGrad: true });
    const v = tt.zeros([2], tt.f64, { device: 'js' });
    const tape = new tt.Tape();
    await expect(
      tape.record(async () => {
        await copy.launch(2, { a: u, b: v });
        await copy.launch(2, { a: v, b: u });
      }),
    ).rejects.toMatchObject({ name: 'AutodiffError', code: 'AUTODIFF_OVERWRITE' });
  });

  it('a kernel the adjoint refuses: record rejects after the launches ran', async () => {
    const inplace = tt.kernel({ y: f }, (i, { y }) => {
      y[i] = y[i] * 2;
    });
    const y = tt.array([1, 2], { dtype: tt.f64, device: 'js' });
    const tape = new tt.Tape();
    await expect(tape.record(() => inplace.launch(2, { y }))).rejects.toMatchObject({
      code: 'AUTODIFF_OVERWRITE',
    });
    expect([...(await y.read())]).toEqual([2, 4]);
  });

  it('backward of an array no recorded launch wrote, or with a seed of the wrong length: AUTODIFF_BAD_ARGUMENT', async () => {
    const u = tt.array([1, 2], { dtype: tt.f64, device: 'js', requiresGrad: true });
    const v = tt.zeros([2], tt.f64, { device: 'js' });
    const tape = new tt.Tape();
    await tape.record(() => copy.launch(2, { a: u, b: v }));
    await expect(tape.backward(u)).rejects.toMatchObject({ code: 'AUTODIFF_BAD_ARGUMENT' });
    await expect(tape.backward(v, [1, 2, 3])).rejects.toMatchObject({ code: 'AUTODIFF_BAD_ARGUMENT' });
    await tape.backward(v, [1, 10]);
    expect([...(await (u.grad as tt.NDArray).read())]).toEqual([2, 40]);
  });

  it('requiresGrad: only on float arrays, and only true/false', () => {
    expect(() => tt.zeros([2], tt.i32, { requiresGrad: true })).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_OPTIONS' }),
    );
    expect(() => tt.zeros([2], tt.f32, { requiresGrad: 1 as unknown as boolean })).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_OPTIONS' }),
    );
    const a = tt.zeros([2, 3], tt.f32, { requiresGrad: true });
    expect(a.requiresGrad).toBe(true);
    expect(a.grad?.shape).toEqual([2, 3]);
    expect(tt.zeros([2], tt.f32).grad).toBeUndefined();
  });
});
