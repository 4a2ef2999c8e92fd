/**
 * Kernels whose 4-lane body is a chain of dependent products (tt.rand's Philox) run two bodies per
 * loop iteration on wasm (simd-unroll.ts); the 8-item blocks, the 4-item blocks after them, the
 * scalar tail and the scalar fallback of a block with an out-of-bounds access all give js's bits.
 */
import { describe, expect, it } from 'vitest';
import { firstPrint } from '../../../src/backends/wasm/simd-print-split.js';
import { unrollFactor } from '../../../src/backends/wasm/simd-unroll.js';
import * as tt from '../../../src/index.js';
import { readEvenIfFailed } from '../../support/failed-content.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

const noisy = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), seed: tt.i32 },
  (i, { x, y, seed }) => {
    y[i] = tt.rand(seed, 3, i) + x[i + 2] * tt.randn(seed, 4, i);
  },
);
const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});
const summed = tt.kernel({ y: tt.arrayOf(tt.f32), seed: tt.i32 }, (i, { y, seed }) => {
  let s = 0;
  for (let k = 0; k < 3; k++) s += tt.rand(seed, k, i);
  y[i] = s;
});

const printing = tt.kernel({ y: tt.arrayOf(tt.f32), seed: tt.i32 }, (i, { y, seed }) => {
  const u = tt.rand(seed, 1, i);
  y[i] = u;
  if (u < 0.02) console.log('low', i, y[i], u);
  y[i] = y[i] * 2 + u;
});

describe('bodies per iteration', () => {
  it('is 2 for a straight-line body with Math.umulhi (through tt.rand), 1 for saxpy and for a loop', () => {
    expect(unrollFactor(noisy.ir)).toBe(2);
    expect(unrollFactor(saxpy.ir)).toBe(1);
    expect(unrollFactor(summed.ir)).toBe(1);
    expect(unrollFactor(printing.ir)).toBe(2);
    expect(firstPrint(printing.ir)).toBeGreaterThan(0);
    expect(firstPrint(noisy.ir)).toBeUndefined();
  });
});

describe.skipIf(!available)('an unrolled kernel on wasm', () => {
  const run = async (device: string, n: number, xLength: number) => {
    const x = tt.array(
      Float32Array.from({ length: xLength }, (_, i) => (i % 11) - 5),
      { device },
    );
    const y = tt.zeros([n], tt.f32, { device });
    const e = await noisy.launch(n, { x, y, seed: 0x5eed }).then(
      () => undefined,
      (err: unknown) => err,
    );
    return { e, y: new Uint32Array((await readEvenIfFailed(y)).buffer) };
  };

  it('equals js bit for bit for every length around 4 and 8 items', async () => {
    for (const n of [1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 1003]) {
      const [a, b] = [await run('wasm', n, n + 2), await run('js', n, n + 2)];
      expect(a.e).toBeUndefined();
      expect(a.y).toEqual(b.y);
    }
  });

  it('raises js’s out-of-bounds error at the same item when an 8-item block is partly out of range', async () => {
    // the first out-of-range item (n - 5) in the second half of an 8-item block, and one of 4
    for (const n of [10, 12, 20, 17]) {
      const [a, b] = [await run('wasm', n, n - 3), await run('js', n, n - 3)];
      expect(a.e).toBeInstanceOf(tt.KernelRangeError);
      expect((a.e as Error).message).toBe((b.e as Error).message);
      expect(a.y).toEqual(b.y);
    }
  });

  it('prints what js prints, in item order, when the part after the print runs after the second group', async () => {
    const run = async (device: string) => {
      const y = tt.zeros([1003], tt.f32, { device });
      const lines: string[] = [];
      await printing.launch(1003, { y, seed: 99 }, { print: (l) => lines.push(l) });
      return { lines, y: new Uint32Array((await y.read()).buffer) };
    };
    const [a, b] = [await run('wasm'), await run('js')];
    expect(b.lines.length).toBeGreaterThan(5);
    expect(a.lines).toEqual(b.lines);
    expect(a.y).toEqual(b.y);
  });
});
