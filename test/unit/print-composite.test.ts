/**
 * console.log of vectors, matrices and structs in kernels (issue 29): each prints as one argument
 * — `vec3f(1, 2.5, -3)`, `mat2f(1, 2, 3, 4)` (lane order: column by column, as the constructor
 * takes them), `{ pos: vec2f(0.5, 1), mass: 2 }` — with every component formatted as a scalar of
 * its type is, and the same text on every device.
 */
import { describe, expect, it } from 'vitest';
import { buildCudaKernel } from '../../src/backends/cuda/build.js';
import * as tt from '../../src/index.js';
import { describeNvcc, nvccPath } from '../backends/cuda/support.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const Body = tt.struct({ pos: tt.vec2f, mass: tt.f32 });

const show = tt.kernel(
  { v: tt.arrayOf(tt.vec3f), b: tt.arrayOf(Body), k: tt.arrayOf(tt.vec2i) },
  (i, { v, b, k }) => {
    const m = tt.mat2f(i, i + 0.5, 2, 3);
    console.log('item', i, v[i], 'body', b[i]);
    console.log(m, k[i], v[i].mul(2).x);
  },
  { name: 'show_composites' },
);

const wide = () =>
  tt.kernel({ v: tt.arrayOf(tt.vec3f) }, (i, { v }) => {
    const m = tt.mat4f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
    console.log(m, v[i]);
  });

/** A number as console.log writes it (`-0` for negative zero: util.inspect). */
const inspectNumber = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));

function expected(n: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = [i, i + 0.25, -i].map(Math.fround);
    const pos = [Math.fround(i / 2), 1];
    lines.push(
      `item ${i} vec3f(${v.map(inspectNumber).join(', ')}) body { pos: vec2f(${pos.join(', ')}), mass: ${i + 1} }`,
    );
    lines.push(`mat2f(${i}, ${i + 0.5}, 2, 3) vec2i(${-i}, ${i * 7}) ${Math.fround(2 * (v[0] ?? 0))}`);
  }
  return lines;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'console.log of composites on $id',
  ({ device }) => {
    it('prints vectors, matrices and structs as JS-like text, the same on every device', async () => {
      const n = 5;
      const v = tt.array(
        Float32Array.from(
          { length: 3 * n },
          (_, k) => [Math.floor(k / 3), Math.floor(k / 3) + 0.25, -Math.floor(k / 3)][k % 3] ?? 0,
        ),
        { device },
      );
      const b = tt.array(
        Float32Array.from(
          { length: 3 * n },
          (_, k) => [Math.floor(k / 3) / 2, 1, Math.floor(k / 3) + 1][k % 3] ?? 0,
        ),
        { device },
      );
      const k = tt.array(
        Int32Array.from({ length: 2 * n }, (_, j) => (j % 2 === 0 ? -(j / 2) : ((j - 1) / 2) * 7)),
        {
          device,
        },
      );
      const lines: string[] = [];
      await show.launch(n, { v, b, k }, { print: (l) => lines.push(l) });
      expect(lines).toEqual(expected(n));
    });
  },
);

it('counts each component against the 16 values of one console.log', () => {
  expect(wide).toThrow(
    expect.objectContaining({
      code: 'KERNEL_PRINT_ARGUMENT',
      message: expect.stringMatching(/at most 16 values/),
    }),
  );
});

describeNvcc('nvcc: printing composites', () => {
  it('the CUDA C of a kernel printing vectors, a matrix and a struct builds', async () => {
    const built = await buildCudaKernel(show.ir, { compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' } });
    expect(built.log).toBe('');
  }, 120_000);
});
