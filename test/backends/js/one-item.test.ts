/**
 * The js backend's code for sequential one-item kernels (durbin's shape): the item of a one-item
 * launch ends the kernel function with `return` (src/backends/js/one-item.ts), the launch that
 * fails the launch-wide range test runs in a function of its own (launch-fallback.ts), and a loop
 * nest has one unchecked copy (nest-checks.ts). Results equal the hand loops exactly, and an
 * out-of-bounds access in the nest, or one at the item's top level, is reported as before.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const F64 = tt.arrayOf(tt.f64);

const durbin = tt.kernel(
  { r: F64, y: F64, z: F64, n: tt.i32 },
  (_i, { r, y, z, n }) => {
    y[0] = -r[0];
    let beta = 1.0;
    let alpha = -r[0];
    for (let k = 1; k < n; k++) {
      beta = (1 - alpha * alpha) * beta;
      let sum = 0.0;
      for (let i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;
      for (let i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
      for (let i = 0; i < k; i++) y[i] = z[i];
      y[k] = alpha;
    }
  },
  { name: 'durbin1', float: 'f64' },
);

function plainDurbin(r: Float64Array, y: Float64Array, z: Float64Array, n: number): void {
  const at = (a: Float64Array, i: number) => a[i] ?? Number.NaN;
  y[0] = -at(r, 0);
  let beta = 1.0;
  let alpha = -at(r, 0);
  for (let k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    let sum = 0.0;
    for (let i = 0; i < k; i++) sum += at(r, k - i - 1) * at(y, i);
    alpha = -(at(r, k) + sum) / beta;
    for (let i = 0; i < k; i++) z[i] = at(y, i) + alpha * at(y, k - i - 1);
    for (let i = 0; i < k; i++) y[i] = at(z, i);
    y[k] = alpha;
  }
}

const input = (n: number) => Float64Array.from({ length: n }, (_, i) => n + 1 - i);

/** The kernel function's own text (the module's helpers and the fallback function cut off). */
const kernelFunction = (src: string) => src.slice(src.indexOf('return function kernel_'));

describe('js backend: sequential one-item kernels', () => {
  it('ends a one-item launch after its item, with the failed-range launch out of line', async () => {
    const src = await durbin.generatedSource('js', { variant: 'fast' });
    const fn = kernelFunction(src);
    expect(fn).toMatch(
      /^return function kernel_durbin1\(n0, n1, n2, a_r, a_y, a_z, p_n\) \{\n {2}const tt_one = n0 === 1;/,
    );
    // the item's last statement, then the end of a one-item launch before the item loop's increment
    expect(fn).toMatch(/ {6}if \(tt_one\) return;\n {4}\}\n {4}return;\n {2}\}/);
    // the launch failing `bok` calls the fallback, which is not part of the kernel function
    expect(fn).toMatch(/\n {2}return tt_fallback\(n0, n1, n2, a_r, a_y, a_z, p_n\);\n\};$/);
    expect(src).toMatch(
      /\nfunction tt_fallback\(n0, n1, n2, a_r, a_y, a_z, p_n\) \{\n {2}const tt_one = n0 === 1;/,
    );
    // y[0] and r[0] are the same for every item: no block loop after the failed launch-wide test
    expect(src).not.toContain('b0 += 2048');
    // the k loop: one unchecked copy under the nest test, one checked copy with each nested loop
    // versioned (the sum loop three times: 1 + 2), where it had five copies (1 + 2 + 2)
    expect(fn.split('for (; (v_i < v_k);').length - 1).toBe(3);
    expect(fn).toMatch(/if \(rok\([^\n]*\) && \(\(tt_n\d+ < tt_n\d+ \|\|/);
  });

  it('gives the hand loops’ results, one item or several', async () => {
    for (const n of [1, 2, 3, 17, 64]) {
      for (const items of [1, 3]) {
        const [r, y, z] = [input(n), new Float64Array(n), new Float64Array(n)];
        const [wy, wz] = [y.slice(), z.slice()];
        plainDurbin(r, wy, wz, n);
        const [dy, dz] = [tt.array(y, { device: 'js' }), tt.array(z, { device: 'js' })];
        await durbin.launch(items, { r: tt.array(r, { device: 'js' }), y: dy, z: dz, n });
        expect(Array.from(await dy.read())).toEqual(Array.from(wy));
        expect(Array.from(await dz.read())).toEqual(Array.from(wz));
      }
    }
  });

  it('ends a one-item launch at a kernel-level return inside the nest', async () => {
    const stop = tt.kernel(
      { a: F64, out: F64, n: tt.i32, at: tt.i32 },
      (_q, { a, out, n, at }) => {
        let s = 0.0;
        for (let k = 0; k < n; k++) {
          for (let i = 0; i < k; i++) {
            s += a[k - i];
            if (k * n + i === at) {
              out[0] = s;
              return;
            }
          }
        }
        out[0] = -s;
      },
      { name: 'stop', float: 'f64' },
    );
    const plain = (a: Float64Array, n: number, at: number): number => {
      let s = 0;
      for (let k = 0; k < n; k++)
        for (let i = 0; i < k; i++) {
          s += a[k - i] ?? Number.NaN;
          if (k * n + i === at) return s;
        }
      return -s;
    };
    const a = tt.array(input(9), { device: 'js' });
    const out = tt.zeros([1], tt.f64, { device: 'js' });
    const want = plain(input(9), 9, 5 * 9 + 3);
    await stop.launch(1, { a, out, n: 9, at: 5 * 9 + 3 });
    expect(Array.from(await out.read())).toEqual([want]);
    // no return taken: the item's end
    await stop.launch(1, { a, out, n: 9, at: -1 });
    expect(Array.from(await out.read())).toEqual([plain(input(9), 9, -1)]);
  });

  it('reports the first bad access in the loop nest exactly (the outer loop runs checked)', async () => {
    // y has 6 elements: the outer loop's entry check fails and it runs checked
    const [r, y, z] = [input(10), new Float64Array(6), new Float64Array(10)];
    const args = {
      r: tt.array(r, { device: 'js' }),
      y: tt.array(y, { device: 'js' }),
      z: tt.array(z, { device: 'js' }),
    };
    const err = await durbin.launch(1, { ...args, n: 10 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    // y[k] = alpha at k = 6 is the first store past the end
    expect(err).toMatchObject({ array: 'y', index: 6, length: 6 });
  });

  it('reports a top-level access of the item out of range (the launch-wide test fails)', async () => {
    const args = {
      r: tt.array(new Float64Array(0), { device: 'js' }),
      y: tt.array(new Float64Array(4), { device: 'js' }),
      z: tt.array(new Float64Array(4), { device: 'js' }),
    };
    const err = await durbin.launch(1, { ...args, n: 4 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'r', index: 0, length: 0 });
  });
});
