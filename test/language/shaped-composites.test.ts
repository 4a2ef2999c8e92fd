/**
 * Shaped arrays of vectors and structs (issue 28 items 1-3): `tt.arrayOf(tt.vec3f, 2)` gives
 * `g[r][c]` (whole elements, components and struct fields, read and written) and `g.shape[k]` on
 * every device, bit for bit as the js backend and a plain-JS reference; its NDArray has the
 * element's words as the last dimension; misuse is a coded error.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { shapedGrid } from './vector-kernels.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');
const H = 5;
const W = 7;
const f = Math.fround;

const inputs = () => ({
  g: Float32Array.from({ length: H * W * 3 }, (_, k) => ((k * 7) % 13) - 4),
  p: Float32Array.from({ length: H * W * 7 }, (_, k) => ((k * 5) % 11) * 0.25 - 1),
});

/** The kernel in plain JS over the flat words (vec3f: 3 words; Particle: pos, vel, mass = 7). */
function reference(g: Float32Array, p: Float32Array, dt: number): Float32Array {
  const o = new Float32Array(H * W);
  for (let r = 0; r < H; r++)
    for (let c = 0; c < W; c++) {
      const e = r * W + c;
      const [gx] = [g[3 * e] ?? 0];
      g[3 * e] = f(gx + 1);
      g[3 * e + 1] = r;
      g[3 * e + 2] = c;
      const q = 7 * e;
      g[3 * e + 2] = f((g[3 * e + 2] ?? 0) + f((p[q + 4] ?? 0) * (p[q + 6] ?? 0)));
      for (let k = 0; k < 3; k++) p[q + k] = f((p[q + k] ?? 0) + f((p[q + 3 + k] ?? 0) * dt));
      p[q + 6] = H * 10 + W;
      const [x, y, z] = [g[3 * e] ?? 0, g[3 * e + 1] ?? 0, g[3 * e + 2] ?? 0];
      o[e] = f(f(Math.sqrt(f(f(f(x * x) + f(y * y)) + f(z * z)))) + H * W);
    }
  return o;
}

async function run(device: tt.Device) {
  const { g, p } = inputs();
  const ga = tt.array(g, { shape: [H, W, 3], device });
  const pa = tt.array(p, { shape: [H, W, 7], device });
  const o = tt.zeros([H, W], tt.f32, { device });
  await shapedGrid.launch([H, W], { g: ga, p: pa, o, dt: 0.5 });
  return { g: await ga.read(), p: await pa.read(), o: await o.read() };
}

const bits = (a: Float32Array) => [...new Uint32Array(a.buffer, a.byteOffset, a.length)];

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'shaped vectors and structs on $id',
  ({ device }) => {
    it('g[r][c] reads and writes whole elements, components and fields; g.shape[k]; p.length', async () => {
      const got = await run(device);
      const { g, p } = inputs();
      const o = reference(g, p, 0.5);
      expect(bits(got.g)).toEqual(bits(g));
      expect(bits(got.p)).toEqual(bits(p));
      // tt.length: the same bits as JS on js, wasm and native; within an ulp where sqrt is not IEEE
      for (let k = 0; k < o.length; k++) expect(got.o[k]).toBeCloseTo(o[k] ?? 0, 4);
    });

    it('an index outside its dimension stops the item, naming the dimension', async () => {
      const k = tt.kernel({ g: tt.arrayOf(tt.vec2f, 2) }, ([r, c], { g }) => {
        g[r][c + 1].y = 1;
      });
      const g = tt.zeros([2, 3], tt.vec2f, { device });
      const e = await k.launch([2, 3], { g }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(tt.KernelRangeError);
      expect((e as tt.KernelRangeError).dimension).toBe(1);
    });
  },
);

describe('shaped vectors and structs: misuse', () => {
  it('a launch refuses an array of another rank or element size (LAUNCH_BAD_ARG_RANK)', async () => {
    const o = tt.zeros([H, W], tt.f32);
    const p = tt.zeros([H, W], tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 }));
    for (const g of [tt.zeros([H * W], tt.vec3f), tt.zeros([H, W, 4], tt.f32), tt.zeros([H, W], tt.f32)]) {
      const e = await shapedGrid.launch([H, W], { g, p, o, dt: 1 }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(tt.LaunchArgumentError);
      expect((e as tt.LaunchArgumentError).code).toBe('LAUNCH_BAD_ARG_RANK');
    }
  });

  it('a partial index is no value (KERNEL_SHAPED_INDEX with line:col)', () => {
    const e = (() => {
      try {
        tt.kernel({ g: tt.arrayOf(tt.vec3f, 2), o: tt.arrayOf(tt.f32) }, (i, { g, o }) => {
          // @ts-expect-error a partial index of a rank-2 array is a row, which has no .x
          o[i] = g[i].x;
        });
      } catch (x) {
        return x;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(tt.KernelSyntaxError);
    expect((e as tt.KernelSyntaxError).code).toBe('KERNEL_SHAPED_INDEX');
    expect((e as tt.KernelSyntaxError).message).toMatch(/partial index/);
  });
});
