/**
 * A lane group's loop that prints, run quiet first (backends/c/lane-quiet.ts): which loops qualify
 * (printing branches that change nothing else, no stores or atomics elsewhere in the loop), the
 * generated shape (entry state saved, one flag per lane, the printing run only when a lane's test
 * held), and js's lines and arrays for prints at the first, middle and last items of lane groups
 * and of the tail, in loops that qualify and loops that do not.
 */
import { describe, expect, it } from 'vitest';
import { quietLoop } from '../../../src/backends/c/lane-quiet.js';
import * as tt from '../../../src/index.js';
import type { KernelIR, LoopStmt } from '../../../src/ir/nodes.js';
import { printingRowSum } from '../../support/printing-kernels.js';
import { describeNative } from './support.js';

const sig = { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), m: tt.i32 };
const kernels = {
  /** bench/rng's row sum: qualifies. */
  rowSum: printingRowSum,
  /** Two prints per iteration, one of a running value: qualifies. */
  twoPrints: tt.kernel(sig, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) console.log('a', i, j);
      s = s + v * 0.5;
      if (s > 120) console.log('b', i, j, s);
    }
    y[i] = s;
  }),
  /** The branch changes the running sum: the loop must test every iteration (no quiet run). */
  resets: tt.kernel(sig, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      s += x[i * m + j];
      if (s > 150) {
        console.log('reset at', i, j, s);
        s = s * 0.25;
      }
    }
    y[i] = s;
  }),
  /** The loop stores: no quiet run. */
  stores: tt.kernel(sig, (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) console.log('big', i, j, v);
      s += v;
      y[i] = s;
    }
  }),
};

const firstLoop = (k: KernelIR): LoopStmt => {
  const l = k.body.find((s): s is LoopStmt => s.kind === 'loop');
  if (!l) throw new Error('no loop');
  return l;
};

describe('quietLoop', () => {
  it('takes loops whose printing branches change nothing else, and saves what the loop assigns', () => {
    const plan = (k: tt.Kernel) => quietLoop(firstLoop(k.ir), k.ir.body);
    expect([...(plan(kernels.rowSum)?.saved ?? [])].sort()).toEqual(['j', 's', 'v']);
    expect(plan(kernels.twoPrints)?.tests.size).toBe(2);
    expect(plan(kernels.resets)).toBeUndefined();
    expect(plan(kernels.stores)).toBeUndefined();
  });
});

describeNative('loops that print, run quiet first on native lanes', () => {
  it('saves the entry state and reruns only when a lane printed', async () => {
    const src = await kernels.rowSum.generatedSource('native', { variant: 'fast' });
    expect(src).toMatch(/__builtin_memcpy\(&v_s_q, &v_s, sizeof v_s\)/);
    expect(src).toMatch(/tt_m\d+\[tt_l\] \|= \(int32_t\)\(\(v_v\[tt_l\] > /);
    const resets = await kernels.resets.generatedSource('native', { variant: 'fast' });
    expect(resets).not.toMatch(/__builtin_memcpy/);
  });

  const M = 8;
  /** Elements over 100 at items 0, 5, 15, 16, 17 (a 16-lane group's edge), 40 and the last. */
  const input = (items: number) =>
    Float32Array.from({ length: items * M }, (_, e) => {
      const i = Math.floor(e / M);
      return [0, 5, 15, 16, 17, 40, items - 1].includes(i) && e % M === i % M ? 150 + i : (e % 11) + 0.25;
    });
  for (const [name, k] of Object.entries(kernels)) {
    it(`${name}: js's lines and array at 1, 15, 16, 17, 41 and 100 items`, async () => {
      for (const items of [1, 15, 16, 17, 41, 100]) {
        const out = await Promise.all(
          ['native', 'js'].map(async (device) => {
            const x = tt.array(input(items), { device });
            const y = tt.zeros([items], tt.f32, { device });
            const lines: string[] = [];
            await k.launch(items, { x, y, m: M }, { print: (l) => lines.push(l) });
            return { lines, y: [...(await y.read())] };
          }),
        );
        if (items >= 17) expect(out[1]?.lines.length).toBeGreaterThan(2);
        expect(out[0]).toEqual(out[1]);
      }
    });
  }
});
