/**
 * A printing `if` whose test runs with the statements before it, for two 4-lane groups at once,
 * behind one any-lane test (backends/wasm/simd-print-split.ts): every record of every item, in
 * item then statement order, with the values at the print — several lanes of one group, both
 * groups of one 8-item block, block boundaries, the 4-item block and the scalar items after the
 * 8-item blocks, a store after the print — on f32 (4 lanes) and f64 (2 lanes) kernels, and the
 * arrays js computes. Kernels of other shapes keep today's order.
 */
import { describe, expect, it } from 'vitest';
import { printSplit } from '../../../src/backends/wasm/simd-print-split.js';
import { unrollFactor } from '../../../src/backends/wasm/simd-unroll.js';
import * as tt from '../../../src/index.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

/** Prints at items 8..11 (one whole group), 14, 15, 16 (an 8-item block's edge), 21, 22 and 41..44. */
const f32Kernel = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), z: tt.arrayOf(tt.f32) },
  (i, { x, y, z }) => {
    y[i] = x[i] * 2 + 1;
    if (y[i] > 1000) console.log('hit', i, y[i], y[i] > 2000);
    z[i] = y[i] + 0.5;
  },
);
const f64Kernel = tt.kernel(
  { x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64), z: tt.arrayOf(tt.f64) },
  (i, { x, y, z }) => {
    y[i] = x[i] * 2 + 1;
    if (y[i] > 1000) console.log('hit', i, y[i], y[i] > 2000);
    z[i] = y[i] + 0.5;
  },
);
/** The print in the `else`: not split (both branches would be skipped when no lane took the test). */
const elsePrint = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i];
  if (y[i] < 1000) y[i] = y[i] + 1;
  else console.log('big', i, y[i]);
});
/** A second print after the printing `if`: not split (slots keep being claimed group by group). */
const twoPrints = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i];
  if (y[i] > 1000) console.log('a', i);
  if (y[i] > 3000) console.log('b', i);
});

const PRINTING = new Set([8, 9, 10, 11, 14, 15, 16, 21, 22, 41, 42, 43, 44]);
const input = (n: number) => Array.from({ length: n }, (_, i) => (PRINTING.has(i) ? 500 + 100 * i : i));

describe('the split of a printing kernel', () => {
  it('tests an if-without-else early and runs two bodies; not an else print or one followed by a print', () => {
    expect(printSplit(f32Kernel.ir, true).test).toBeDefined();
    expect(printSplit(f64Kernel.ir, true).test).toBeDefined();
    expect(unrollFactor(f32Kernel.ir)).toBe(2);
    expect(printSplit(elsePrint.ir, true).test).toBeUndefined();
    expect(printSplit(twoPrints.ir, true).test).toBeUndefined();
  });
});

describe.skipIf(!available)('a printing if tested for two groups at once on wasm', () => {
  const run = async (k: tt.Kernel, device: string, n: number, f64: boolean) => {
    const values = input(n);
    const x = tt.array(f64 ? Float64Array.from(values) : Float32Array.from(values), { device });
    const y = tt.zeros([n], f64 ? tt.f64 : tt.f32, { device });
    const z = tt.zeros([n], f64 ? tt.f64 : tt.f32, { device });
    const lines: string[] = [];
    await k.launch(n, { x, y, z } as never, { print: (l: string) => lines.push(l) });
    return { lines, y: [...(await y.read())], z: [...(await z.read())] };
  };

  for (const [name, k, f64] of [
    ['f32', f32Kernel, false],
    ['f64', f64Kernel, true],
  ] as const) {
    it(`prints every record in item order with js's values and arrays (${name})`, async () => {
      // 45: five 8-item blocks, a 4-item block (40..43) and one scalar item; 44: no scalar item
      for (const n of [45, 44, 23, 17]) {
        const [a, b] = [await run(k, 'wasm', n, f64), await run(k, 'js', n, f64)];
        const want = input(n).flatMap((v, i) =>
          2 * v + 1 > 1000 ? [`hit ${i} ${2 * v + 1} ${2 * v + 1 > 2000}`] : [],
        );
        expect(want.length).toBeGreaterThan(3);
        expect(a.lines).toEqual(want);
        expect(a.lines).toEqual(b.lines);
        expect(a.y).toEqual(b.y);
        expect(a.z).toEqual(b.z);
      }
    });
  }

  it('runs an else print and a print after the if as js does', async () => {
    const n = 45;
    for (const k of [elsePrint, twoPrints]) {
      const out = await Promise.all(
        ['wasm', 'js'].map(async (device) => {
          const x = tt.array(Float32Array.from(input(n)), { device });
          const y = tt.zeros([n], tt.f32, { device });
          const lines: string[] = [];
          await k.launch(n, { x, y }, { print: (l: string) => lines.push(l) });
          return { lines, y: [...(await y.read())] };
        }),
      );
      expect(out[0]?.lines.length).toBeGreaterThan(3);
      expect(out[0]).toEqual(out[1]);
    }
  });
});
