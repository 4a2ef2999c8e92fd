/**
 * Independent items on native (src/backends/c/own-items.ts): a rank-1 kernel whose every access is
 * at the item index runs its item loop under `#pragma GCC ivdep` when its stored arrays overlap no
 * other (GCC gives up on run-time alias checks past a handful of arrays, so a many-array kernel —
 * an adjoint — stayed scalar). Results equal js bit for bit, also when two arrays are views of one
 * buffer (the run-time check then keeps the plain loop, and sequential semantics).
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs } from '../../support/run.js';
import { describeNative } from './support.js';

const many = () =>
  tt.kernel(
    {
      a: tt.arrayOf(tt.f32),
      b: tt.arrayOf(tt.f32),
      c: tt.arrayOf(tt.f32),
      d: tt.arrayOf(tt.f32),
      e: tt.arrayOf(tt.f32),
      p: tt.arrayOf(tt.f32),
      q: tt.arrayOf(tt.f32),
      r: tt.arrayOf(tt.f32),
      s: tt.arrayOf(tt.f32),
    },
    (i, { a, b, c, d, e, p, q, r, s }) => {
      const x = a[i] * b[i] + c[i];
      const y = x < 0 ? Math.exp(d[i]) : Math.log(e[i] + 2);
      p[i] = x * y;
      q[i] += y;
      r[i] = p[i] - d[i];
      s[i] = Math.sqrt(Math.abs(x)) + q[i];
    },
    { name: 'many_arrays' },
  );

describeNative('independent items', () => {
  it('a many-array kernel with every access at the item index gets ivdep and equals js', async () => {
    const k = many();
    const src = await k.generatedSource('native');
    expect(src).toContain('#pragma GCC ivdep');
    expect(src).toContain('tt_items_ok');
    const n = 1000;
    const f = (g: (i: number) => number) => Float32Array.from({ length: n }, (_, i) => g(i));
    await expectSameAsJs('native', k, n, {
      a: f((i) => Math.sin(i) * 3),
      b: f((i) => Math.cos(i * 0.7)),
      c: f((i) => (i % 7) - 3),
      d: f((i) => (i % 11) * 0.3 - 1),
      e: f((i) => i * 0.01),
      p: f(() => 0),
      q: f((i) => i * 0.5),
      r: f(() => 0),
      s: f(() => 0),
    });
  });

  it('overlapping views keep sequential semantics (item i + 1 reads what item i wrote)', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }) => {
        y[i] = x[i] * 2 + 1;
      },
      { name: 'own_shifted' },
    );
    expect(await k.generatedSource('native')).toContain('#pragma GCC ivdep');
    const want = Float32Array.from({ length: 4001 }, (_, i) => (i === 0 ? 1 : 0));
    for (let i = 0; i < 4000; i++) want[i + 1] = Math.fround((want[i] ?? 0) * 2 + 1);
    for (const device of ['js', 'native']) {
      const buf = Float32Array.from({ length: 4001 }, (_, i) => (i === 0 ? 1 : 0));
      const x = tt.array(buf.subarray(0, 4000), { device });
      const y = tt.array(buf.subarray(1, 4001), { device });
      await k.launch(4000, { x, y });
      await y.read();
      expect(Array.from(buf), device).toEqual(Array.from(want));
      x.dispose();
      y.dispose();
    }
  });

  it('a neighbour access (x[i + 1]) or an atomic keeps the plain item loop', async () => {
    const shifted = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }) => {
        y[i] = x[i + 1];
      },
      { name: 'neighbour' },
    );
    expect(await shifted.generatedSource('native')).not.toContain('ivdep');
    const counted = tt.kernel(
      { x: tt.arrayOf(tt.i32), n: tt.arrayOf(tt.i32) },
      (i, { x, n }) => {
        x[i] = i;
        Atomics.add(n, 0, 1);
      },
      { name: 'counted' },
    );
    expect(await counted.generatedSource('native')).not.toContain('ivdep');
  });
});
