/** SIMD with offset accesses (`u[k - 1]`, `u[k + n]`): stencils vectorise, errors stay exact. */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { contentDespiteFailure } from '../../support/failed-content.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

const stencil2d = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32, c: tt.f32 },
  ([r, q], { u, v, n, c }) => {
    const k = r * n + q;
    if (r === 0 || q === 0 || r === n - 1 || q === n - 1) {
      v[k] = u[k];
    } else {
      v[k] = u[k] + c * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] - 4 * u[k]);
    }
  },
);
const blur = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i - 1] + x[i] + x[i + 2];
});
const shiftedStore = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i + 1] = x[i];
});
const reassigned = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  let k: number = i;
  if (x[i] > 0) k = i + 1;
  y[i] = x[k];
});

describe('simd analysis with offsets', () => {
  it('vectorises stencils whose accesses are u + x + d (through a local, inside if/else)', () => {
    expect(simdVerdict(stencil2d.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(blur.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('vectorises a store at an offset (every access to y uses one index); not reassigned locals', () => {
    expect(simdVerdict(shiftedStore.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(reassigned.ir)).toMatchObject({ simd: false });
  });
});

describe.skipIf(!available)('simd codegen with offsets', () => {
  it('emits f32x4 for the stencil and equals js bit for bit', async () => {
    expect(await stencil2d.generatedSource('wasm')).toContain('f32x4.add');
    for (const n of [3, 5, 8, 13, 64]) {
      const u0 = Float32Array.from({ length: n * n }, (_, i) => Math.sin(i) * 3);
      const run = async (device: string) => {
        const u = tt.array(u0.slice(), { device });
        const v = tt.zeros([n * n], tt.f32, { device });
        await stencil2d.launch([n, n], { u, v, n, c: 0.2 });
        return v.read();
      };
      expect([...(await run('wasm'))]).toEqual([...(await run('js'))]);
    }
  });

  it('refuses to run in place (the same array read at offsets and written), like every device', async () => {
    const n = 16;
    const u = tt.array(
      Float32Array.from({ length: n * n }, (_, i) => (i % 7) - 3),
      { device: 'wasm' },
    );
    await expect(stencil2d.launch([n, n], { u, v: u, n, c: 0.2 })).rejects.toMatchObject({
      code: 'LAUNCH_ALIASED_ARRAYS',
    });
  });

  it('raises KernelRangeError at the same item and index as js in the SIMD path', async () => {
    for (const len of [4099, 64]) {
      const fail = async (device: string) => {
        const x = tt.array(
          Float32Array.from({ length: len }, (_, i) => i),
          { device },
        );
        const y = tt.zeros([len], tt.f32, { device });
        // Item 0 reads x[-1]; with 1..len launched from a shifted kernel the last items read past the end.
        const e = await blur.launch(len, { x, y }).catch((z: unknown) => z);
        return { e, y: await contentDespiteFailure(y) };
      };
      const [a, b] = [await fail('wasm'), await fail('js')];
      expect(a.e).toBeInstanceOf(tt.KernelRangeError);
      expect((a.e as Error).message).toBe((b.e as Error).message);
      expect(a.y).toEqual(b.y);
    }
  });

  it('a store at an offset equals js, and so does its out-of-bounds write', async () => {
    const run = async (device: string) => {
      const x = tt.array(
        Float32Array.from({ length: 4099 }, (_, i) => i),
        { device },
      );
      const y = tt.zeros([4099], tt.f32, { device });
      const e = await shiftedStore.launch(4099, { x, y }).catch((z: unknown) => z);
      return { e, y: await contentDespiteFailure(y) };
    };
    const [a, b] = [await run('wasm'), await run('js')];
    expect(a.e).toBeInstanceOf(tt.KernelRangeError);
    expect((a.e as Error).message).toBe((b.e as Error).message);
    expect(a.y).toEqual(b.y);
  });

  it('reports a read past the end from a block in the middle of the row', async () => {
    const tail = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] + x[i + 3];
    });
    expect(simdVerdict(tail.ir)).toEqual({ simd: true, lanes: 4 });
    const fail = async (device: string) => {
      const x = tt.array(
        Float32Array.from({ length: 4101 }, (_, i) => i * 0.5),
        { device },
      );
      const y = tt.zeros([4100], tt.f32, { device });
      const e = await tail.launch(4100, { x, y }).catch((z: unknown) => z);
      return { e, y: await contentDespiteFailure(y) };
    };
    const [a, b] = [await fail('wasm'), await fail('js')];
    expect(a.e).toBeInstanceOf(tt.KernelRangeError);
    expect((a.e as tt.KernelRangeError).message).toContain('4101');
    expect((a.e as Error).message).toBe((b.e as Error).message);
    expect(a.y).toEqual(b.y);
  });
});
