/**
 * console.log inside a loop on wasm's SIMD lanes (backends/wasm/simd-analysis.ts, simd-print.ts,
 * and the out-of-line printing branch of a uniform loop in simd-codegen.ts): such kernels keep
 * their 4-lane (f32) or 2-lane (f64) path, and print every line js prints, in item then statement
 * order, with js's values — a print followed by more of the iteration, a branch that also changes
 * the running value, two prints per iteration, a loop whose trip count differs per lane, a nested
 * loop — and leave js's arrays, for item counts that are and are not a multiple of the lanes.
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { printingRowSum } from '../../support/printing-kernels.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const M = 8;
const f32 = { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), m: tt.i32 };
const f64 = { x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64), m: tt.i32 };

const kernels = {
  /** The row sum of bench/rng with its print inside the loop, then more of the iteration. */
  rowSum: printingRowSum,
  /** The printing branch also resets the sum: the rest of the iteration sees its change. */
  resets: tt.kernel(f32, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      s += x[i * m + j];
      if (s > 150) {
        console.log('reset at', i, j, s);
        s = s * 0.25;
      }
      s = s + 1;
    }
    y[i] = s;
  }),
  /** Two prints per iteration, the second after a statement that uses the first's test. */
  twoPrints: tt.kernel(f32, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) console.log('a', i, j);
      s = s + v;
      if (s > 300) console.log('b', i, j, s);
    }
    y[i] = s;
  }),
  /** A triangular loop (its trip count differs per lane) holding the print. */
  ragged: tt.kernel(f32, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j <= i; j++) {
      const v = x[j * m];
      if (v > 100) console.log('ragged', i, j, v);
      s += v;
    }
    y[i] = s;
  }),
  /** The print in the inner of two nested loops. */
  nested: tt.kernel(f32, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < 2; j++)
      for (let k = 0; k < 4; k++) {
        const v = x[i * m + j * 4 + k];
        if (v > 100) console.log('nested', i, j, k);
        s += v * (j + 1);
      }
    y[i] = s;
  }),
  /** f64: 2 lanes. */
  rowSum64: tt.kernel(f64, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) console.log('big element', i, j, v);
      s += v;
    }
    y[i] = s;
  }),
};

/** Elements over 100 at a few items: the first, a whole lane group's, a block edge's, the last. */
function input(items: number): number[] {
  const hot = new Set([0, 3, 4, 5, 6, 7, 9, items - 1]);
  return Array.from({ length: items * M }, (_, e) => {
    const [i, j] = [Math.floor(e / M), e % M];
    return hot.has(i) && (j === 1 || j === i % M) ? 120 + i + j : (e % 13) + 0.5;
  });
}

async function run(name: keyof typeof kernels, device: string, items: number) {
  const k = kernels[name];
  const big = name.endsWith('64');
  const values = input(items);
  const x = tt.array(big ? Float64Array.from(values) : Float32Array.from(values), { device });
  const y = tt.zeros([items], big ? tt.f64 : tt.f32, { device });
  const lines: string[] = [];
  await k.launch(items, { x, y, m: M } as never, { print: (l: string) => lines.push(l) });
  return { lines, y: [...(await y.read())] };
}

describe('console.log in a loop keeps the SIMD path on wasm', () => {
  it('is vectorisable', () => {
    for (const [n, k] of Object.entries(kernels))
      expect([n, simdVerdict(k.ir)]).toEqual([n, { simd: true, lanes: n.endsWith('64') ? 2 : 4 }]);
  });
});

describe.skipIf(!available)('console.log in a loop on wasm lanes prints what js prints', () => {
  for (const name of Object.keys(kernels) as (keyof typeof kernels)[]) {
    it(`${name}: the same lines, in order, and the same array`, async () => {
      for (const items of [1, 3, 4, 13, 64]) {
        const [a, b] = [await run(name, 'wasm', items), await run(name, 'js', items)];
        if (items >= 13) expect(b.lines.length).toBeGreaterThan(2);
        expect(a.lines).toEqual(b.lines);
        expect(a.y).toEqual(b.y);
      }
    });
  }
});
