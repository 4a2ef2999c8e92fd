/**
 * Pool workers build their 'math' imports from the names math-table.ts derives from the op table
 * (worker-body.ts cannot import it): every such function is a JS Math function (or fmod), and a
 * kernel calling all of them gives the same bits on the workers as on the calling thread.
 */
import { describe, expect, it } from 'vitest';
import { MATH_IMPORT_NAMES, MATH_IMPORTS_2 } from '../../../src/backends/wasm/math-table.js';
import * as tt from '../../../src/index.js';
import { MATH_OPS, type MathFn } from '../../../src/ir/ops.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const fns = MATH_IMPORT_NAMES.filter((n): n is MathFn => n !== 'fmod');

const SAMPLES = [0, -0, 0.5, -1.5, 3, 1e-300, 1e300, -1e300, Number.NaN, Number.POSITIVE_INFINITY];

describe('the math imports of wasm workers', () => {
  it("are JS Math's functions, the same as the op table's (plus fmod)", () => {
    expect(MATH_IMPORT_NAMES).toContain('fmod');
    expect(fns.length).toBeGreaterThan(0);
    const js = Math as unknown as Record<string, (a: number, b: number) => number>;
    for (const n of fns) {
      const f = js[n];
      expect(typeof f, n).toBe('function');
      for (const a of SAMPLES)
        for (const b of SAMPLES)
          expect(Object.is(f?.(a, b), MATH_OPS[n].js(a, b)), `${n}(${a}, ${b})`).toBe(true);
    }
  });

  it.skipIf(!wasm?.available || wasm.details.workerThreads !== true)(
    'give the same bits on the workers as on the calling thread, for every imported function',
    async () => {
      const call = (n: string) => (MATH_IMPORTS_2.includes(n) ? `Math.${n}(v, w)` : `Math.${n}(v)`);
      const lines = fns.map((n, j) => `o[i * ${fns.length} + ${j}] = ${call(n)};`).join('\n');
      const body = new Function(
        `return (i, { x, y, o }) => { const v = x[i]; const w = y[i];\n${lines}\n}`,
      )();
      const k = tt.kernel({ x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64), o: tt.arrayOf(tt.f64) }, body, {
        name: 'worker_math',
      });
      const value = (i: number) => (SAMPLES[i % SAMPLES.length] ?? 0) * (1 + (i % 7) / 3);
      const run = async (n: number) => {
        const x = tt.array(
          Float64Array.from({ length: n }, (_, i) => value(i)),
          { device: 'wasm' },
        );
        const y = tt.array(
          Float64Array.from({ length: n }, (_, i) => value(i + 3) + 0.25),
          { device: 'wasm' },
        );
        const o = tt.zeros([n * fns.length], tt.f64, { device: 'wasm' });
        await k.launch(n, { x, y, o });
        return o.read();
      };
      const few = 256; // the calling thread runs launches this small; 2^17 items start the workers
      const [onWorkers, here] = [await run(1 << 17), await run(few)];
      expect(Array.from(onWorkers.subarray(0, few * fns.length))).toEqual(Array.from(here));
    },
  );
});
