/**
 * tt.jit traces views (issue 30 item 6): reshape, transpose, slices, flip, broadcast_to,
 * expand_dims and squeeze of traced arrays add no kernel — a fused kernel reads the viewed array at
 * the view's offset and strides — and give the eager results, on every available device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as tt.TuttiError).code;
  }
  return 'none';
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.jit views on $id', ({ device }) => {
  const B = device.kind === 'gpu' ? 256 : 1024;
  const grid = (rows: number, cols: number, scale = 1) =>
    np.reshape(np.multiply(np.arange(rows * cols, undefined, 1, tt.f32, { device }), scale), [rows, cols]);

  it('views inside a chain cost no launch and read the eager values', async () => {
    const a = grid(4, 6, 0.5);
    const b = grid(6, 5, -1);
    const f = (x: tt.NDArray, y: tt.NDArray) =>
      np.add(np.multiply(np.transpose(x), 2), np.flip(np.slice(y, ':, 1:'), 0));
    const want = await read(f(a, b));
    await Promise.all([a.read(), b.read()]);
    tt.resetStats();
    const got = tt.jit(f)(a, b);
    expect(got.shape).toEqual([6, 4]);
    expect(await read(got)).toEqual(want);
    expect(tt.stats().launches).toBe(1);
    // views of views, expand_dims/squeeze, broadcast_to, a 0-d element, reshape of a row-major view
    const g = (x: tt.NDArray) => {
      const t = np.slice(np.transpose(np.reshape(x, [2, 3, 4])), '::-1, 1:, 0');
      const e = np.squeeze(np.expand_dims(t, 1), 1);
      const c = np.broadcast_to(np.slice(x, '0, :4'), [3, 4]);
      const r = np.slice(np.reshape(np.slice(x, '1:3'), [4, 3]), ':, ::2');
      return np.subtract(np.multiply(e, np.slice(x, '2, 3')), np.add(r, np.slice(c, '1:, 2')));
    };
    const x = grid(4, 6, 0.25);
    const want2 = await read(g(x));
    await x.read();
    tt.resetStats();
    expect(await read(tt.jit(g)(x))).toEqual(want2);
    expect(tt.stats().launches).toBe(1);
  });

  it('a view of an intermediate materialises only that intermediate; views as results and reduction inputs', async () => {
    const x = grid(8, 16, 0.01);
    const h = (v: tt.NDArray) => np.sqrt(np.transpose(np.exp(v)));
    const want = await read(h(x));
    await x.read();
    tt.resetStats();
    expect(await read(tt.jit(h)(x))).toEqual(want);
    expect(tt.stats().launches).toBe(2); // exp, then sqrt reading it transposed
    const asView = tt.jit((v: tt.NDArray) => np.transpose(np.add(v, 1)));
    const r = asView(x);
    expect(r.shape).toEqual([16, 8]);
    expect(await read(r)).toEqual(await read(np.transpose(np.add(x, 1))));
    // a view leaf inside a fused reduction: still the reduction's launches alone
    const dot = (v: tt.NDArray) => np.sum(np.multiply(np.reshape(v, [16, 8]), np.transpose(v)));
    const wantDot = await read(dot(x));
    await x.read();
    tt.resetStats();
    expect(await read(tt.jit(dot)(x))).toEqual(wantDot);
    expect(tt.stats().launches).toBe(128 > B ? 2 : 1);
    // a strided view passed in is read through the array it views: no copy; its layout is part
    // of the signature (another layout traces again, reusing the kernel)
    const neg = tt.jit((v: tt.NDArray) => np.negative(np.transpose(v)));
    for (const [k, index] of ['::2, ::-3', '1::3, 2:'].entries()) {
      const s = np.slice(x, index);
      const want = await read(np.negative(np.transpose(s)));
      await x.read();
      tt.resetStats();
      expect(await read(neg(s))).toEqual(want);
      expect(tt.stats()).toMatchObject({ launches: 1, viewCopies: 0 });
      expect(neg.traces).toBe(k + 1);
    }
  });

  it('refuses a reshape that would copy inside a trace with JIT_UNSUPPORTED', () => {
    const x = grid(2, 3);
    expect(code(() => tt.jit((v: tt.NDArray) => np.reshape(np.transpose(v), [6]))(x))).toBe(
      'JIT_UNSUPPORTED',
    );
    expect(code(() => tt.jit((v: tt.NDArray) => tt.argsort(v as tt.NDArray<'f32'>))(x))).toBe(
      'JIT_UNSUPPORTED',
    );
  });
});
