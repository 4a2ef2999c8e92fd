/**
 * console.log written after the item (js: backends/js/deferred-prints.ts; native lanes and wasm
 * SIMD write per group): every print of every item, in item then statement order, with the values
 * at the print — also for consecutive printing items, items at group boundaries and a local
 * changed after the print (printed itself and inside an expression) — and today's code where an
 * array the print reads is stored to after it.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const picked = (i: number) => i % 16 === 15 || i === 16 || i === 17 || i === 40;

const twoSites = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  let v = x[i] * 2;
  if (i % 16 === 15 || i === 16 || i === 17 || i === 40) console.log('a', i, v, v > 50);
  v = v + 1;
  y[i] = v;
  if (y[i] > 120 && i < 70) console.log('b', i, y[i], v);
});

/** The print reads y[i], which the item stores after it: the value printed is the one before. */
const storedAfter = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
  if (i === 3 || i === 20 || i === 21) console.log('before', y[i]);
  y[i] = 5;
});

/** Item 5 prints, then stores out of range: the launch fails and the line still prints. */
const printsThenFails = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
  const v = y[i] + 1;
  if (i === 5) console.log('last words of', i, v);
  if (i === 5) y[i + 1000] = v;
});

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'console.log written after the item on $id',
  ({ device }) => {
    it('prints every site of every item in order: consecutive items, group boundaries, a local changed after', async () => {
      const n = 100;
      const x = tt.array(
        Float32Array.from({ length: n }, (_, i) => i),
        { device },
      );
      const y = tt.zeros([n], tt.f32, { device });
      const lines: string[] = [];
      await twoSites.launch(n, { x, y }, { print: (l) => lines.push(l) });
      const want: string[] = [];
      for (let i = 0; i < n; i++) {
        if (picked(i)) want.push(`a ${i} ${2 * i} ${2 * i > 50}`);
        if (2 * i + 1 > 120 && i < 70) want.push(`b ${i} ${2 * i + 1} ${2 * i + 1}`);
      }
      expect(lines).toEqual(want);
      expect([...(await y.read())]).toEqual(Array.from({ length: n }, (_, i) => 2 * i + 1));
    });

    it('prints the value an array held at the print when the item stores to it after', async () => {
      const y = tt.array(
        Float32Array.from({ length: 32 }, (_, i) => i),
        { device },
      );
      const lines: string[] = [];
      await storedAfter.launch(32, { y }, { print: (l) => lines.push(l) });
      expect(lines).toEqual(['before 3', 'before 20', 'before 21']);
    });
  },
);

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'console.log before a failure on $id',
  ({ device }) => {
    it('prints the line of an item that printed and then failed', async () => {
      const y = tt.array(
        Float32Array.from({ length: 32 }, (_, i) => i),
        { device },
      );
      const lines: string[] = [];
      await expect(printsThenFails.launch(32, { y }, { print: (l) => lines.push(l) })).rejects.toBeInstanceOf(
        tt.KernelRangeError,
      );
      expect(lines).toEqual(['last words of 5 6']);
    });
  },
);

describe('js: which prints are written after the item', () => {
  it('defers sites whose values cannot change after them, keeps the record in the loop otherwise', async () => {
    expect(await twoSites.generatedSource('js')).toMatch(/function tt_run0\(/);
    expect(await storedAfter.generatedSource('js')).not.toMatch(/tt_run/);
    expect(await printsThenFails.generatedSource('js')).toMatch(/function tt_run0\(/);
  });

  it('the item functions hold no record code: a print there only sets flags and copies (the hot loop stays small)', async () => {
    // what V8 optimises per item (node --print-opt-code): the kernel's own statements and the
    // print's test; the slot claim and record stores run in the kernel function after the item
    for (const k of [twoSites, printsThenFails]) {
      const src = await k.generatedSource('js');
      const runs = src.match(/^function tt_run\d+\([\s\S]*?^}$/gm) ?? [];
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) {
        expect(run).not.toMatch(/at_add\(|a_tt_printf?\[|st\(a_tt_printf?,/);
        expect(run).toMatch(/tt_any = 1;/);
      }
    }
  });
});
