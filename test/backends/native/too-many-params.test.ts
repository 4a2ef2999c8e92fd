/**
 * Issue 18.11: koffi passes at most 64 arguments; the native backend passes kernels with more
 * (5 + 2 per array + 1 per scalar) through one array of pointers and one of 8-byte slots.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const native = tt.devices().find((d) => d.backend === 'native');
const skipped = native?.available ? '' : ` (skipped: ${native?.reason ?? 'no native device'})`;

describe('native parameter count', () => {
  it.skipIf(!native?.available)(
    `100 arrays and mixed scalars compute like js${skipped}`,
    async () => {
      const m = 100;
      const schema: Record<string, unknown> = {};
      for (let q = 0; q < m; q++)
        schema[`a${q}`] = tt.arrayOf(q % 3 === 0 ? tt.i32 : q % 3 === 1 ? tt.f32 : tt.f64);
      schema.s = tt.f32;
      schema.d = tt.f64;
      schema.k = tt.i32;
      schema.u = tt.u32;
      schema.b = tt.bool;
      const body = Array.from(
        { length: m },
        (_, q) => `p.a${q}[i] = p.a${q}[i] + i * ${q} + p.s + p.d + p.k + p.u + (p.b ? 1 : 0);`,
      ).join('\n');
      const fn = new Function(`return (i, p) => {\n${body}\n}`)();
      const results: Record<string, number[][]> = {};
      for (const dev of ['js', 'native']) {
        const k = tt.kernel(schema as never, fn, { name: 'wide' });
        const args: Record<string, unknown> = { s: 0.25, d: 0.5, k: -3, u: 4_000_000_000, b: true };
        const arrays: tt.NDArray[] = [];
        for (let q = 0; q < m; q++) {
          const dtype = q % 3 === 0 ? tt.i32 : q % 3 === 1 ? tt.f32 : tt.f64;
          const a = tt.full([5 + q], q, dtype, { device: dev });
          arrays.push(a);
          args[`a${q}`] = a;
        }
        await k.launch(5, args as never);
        results[dev] = await Promise.all(arrays.map(async (a) => Array.from(await a.read(), Number)));
      }
      expect(results.native).toEqual(results.js);
      expect(results.js?.[7]?.slice(0, 2)).toEqual([
        Math.fround(7 + 0.25 + 0.5 - 3 + 4_000_000_000 + 1),
        Math.fround(7 + 7 + 0.25 + 0.5 - 3 + 4_000_000_000 + 1),
      ]);
    },
    120_000,
  );

  it.skipIf(!native?.available)(
    `an out-of-bounds access through the packed entry is a KernelRangeError${skipped}`,
    async () => {
      const m = 40;
      const schema: Record<string, ReturnType<typeof tt.arrayOf>> = {};
      for (let q = 0; q < m; q++) schema[`a${q}`] = tt.arrayOf(tt.f32);
      const body = Array.from({ length: m }, (_, q) => `p.a${q}[i] = i;`).join('\n');
      const k = tt.kernel(schema, new Function(`return (i, p) => {\n${body}\n}`)(), { name: 'wide_oob' });
      const args: Record<string, tt.NDArray> = {};
      for (let q = 0; q < m; q++) args[`a${q}`] = tt.zeros([q === 39 ? 3 : 4], tt.f32, { device: 'native' });
      const err = await k.launch(4, args as never).catch((e: unknown) => e);
      expect(err).toMatchObject({
        name: 'KernelRangeError',
        code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
        array: 'a39',
        index: 3,
      });
    },
    120_000,
  );
});
