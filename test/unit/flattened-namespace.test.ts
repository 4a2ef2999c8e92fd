/**
 * Bundlers flatten `import * as tt` (esbuild, Vite): `tt.atomicMin(x, i, v)` and `tt.rand(s, i, k)`
 * in a kernel's source become `atomicMin(x, i, v)` and `rand(s, i, k)`. Kernels read their own
 * source, so the flattened spellings mean the same built-ins (found running the conformance suite
 * bundled in Chromium).
 */
import { expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const { atomicMin, atomicMax, rand, randInt } = tt;

it('atomicMin / atomicMax / rand / randInt without the tt. prefix are the tt built-ins', async () => {
  const flat = tt.kernel(
    {
      x: tt.arrayOf(tt.f32),
      lo: tt.arrayOf(tt.f32),
      hi: tt.arrayOf(tt.i32),
      r: tt.arrayOf(tt.f32),
      u: tt.arrayOf(tt.u32),
    },
    (i, { x, lo, hi, r, u }) => {
      atomicMin(lo, 0, x[i]);
      atomicMax(hi, 0, tt.i32(x[i]));
      r[i] = rand(7, i, 0);
      u[i] = randInt(7, i, 1);
    },
  );
  const prefixed = tt.kernel(
    {
      x: tt.arrayOf(tt.f32),
      lo: tt.arrayOf(tt.f32),
      hi: tt.arrayOf(tt.i32),
      r: tt.arrayOf(tt.f32),
      u: tt.arrayOf(tt.u32),
    },
    (i, { x, lo, hi, r, u }) => {
      tt.atomicMin(lo, 0, x[i]);
      tt.atomicMax(hi, 0, tt.i32(x[i]));
      r[i] = tt.rand(7, i, 0);
      u[i] = tt.randInt(7, i, 1);
    },
  );
  const run = async (k: tt.Kernel) => {
    const args = {
      x: tt.array(new Float32Array([3, -2, 5, 1]), { device: 'js' }),
      lo: tt.full([1], 100, tt.f32, { device: 'js' }),
      hi: tt.full([1], -100, tt.i32, { device: 'js' }),
      r: tt.zeros([4], tt.f32, { device: 'js' }),
      u: tt.zeros([4], tt.u32, { device: 'js' }),
    };
    // k is either kernel (one schema); its generic type cannot name the schema's arguments.
    await k.launch(4, args as never);
    return Promise.all(
      [args.lo.read(), args.hi.read(), args.r.read(), args.u.read()].map(async (p) => Array.from(await p)),
    );
  };
  const got = await run(flat);
  expect(got.slice(0, 2)).toEqual([[-2], [5]]);
  expect(got).toEqual(await run(prefixed));
});
