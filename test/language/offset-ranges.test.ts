/**
 * Offset ranges (issue 28 item 8): `launch(range, args, { offset })` runs indices offset …
 * offset + range - 1 on every device, matches the js backend, keeps the fast variant correct,
 * composes with work-groups (global id = group * size + local + offset) and validates the option.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const W = 12;
const H = 10;
const grid = () => Float32Array.from({ length: W * H }, (_, k) => ((k * 7) % 13) - 4);

/** A 5-point stencil over the interior, written without index shifts. */
const stencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), w: tt.i32 },
  ([r, c], { u, out, w }) => {
    out[r * w + c] =
      u[(r - 1) * w + c] + u[(r + 1) * w + c] + u[r * w + c - 1] + u[r * w + c + 1] - 4 * u[r * w + c];
  },
);

function stencilReference(): Float32Array {
  const u = grid();
  const out = new Float32Array(W * H);
  for (let r = 1; r < H - 1; r++)
    for (let c = 1; c < W - 1; c++)
      out[r * W + c] = Math.fround(
        (u[(r - 1) * W + c] ?? 0) +
          (u[(r + 1) * W + c] ?? 0) +
          (u[r * W + c - 1] ?? 0) +
          (u[r * W + c + 1] ?? 0) -
          4 * (u[r * W + c] ?? 0),
      );
  return out;
}

/** Fast variant: `x[i]` exactly by the index, checked once per launch against offset + n. */
const copy = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i] * 2;
});

/** Global ids of a work-group kernel under an offset, and its local/group ids. */
const ids = tt.kernel(
  { gid: tt.arrayOf(tt.i32), loc: tt.arrayOf(tt.i32), grp: tt.arrayOf(tt.i32) },
  (i, { gid, loc, grp }, g) => {
    gid[i] = i;
    loc[i] = g.local[0];
    grp[i] = g.group[0];
  },
  { workgroup: [4] },
);

describe.each(available.map((d) => ({ id: d.id, device: d })))('offset ranges on $id', ({ device }) => {
  it('runs a 2-D interior stencil with offset [1, 1]', async () => {
    const u = tt.array(grid(), { device });
    const out = tt.zeros([W * H], tt.f32, { device });
    await stencil.launch([H - 2, W - 2], { u, out, w: W }, { offset: [1, 1] });
    expect(Array.from(await out.read())).toEqual(Array.from(stencilReference()));
  });

  it('runs a 1-D range with a number offset, the fast variant included', async () => {
    const x = tt.array(
      Float32Array.from({ length: 20 }, (_, k) => k),
      { device },
    );
    const y = tt.zeros([20], tt.f32, { device });
    await copy.launch(5, { x, y }, { offset: 15 });
    const want = Array.from({ length: 20 }, (_, k) => (k >= 15 ? 2 * k : 0));
    expect(Array.from(await y.read())).toEqual(want);
    // offset + range past the end: the per-element check reports the first bad index
    await expect(copy.launch(5, { x, y }, { offset: 16 })).rejects.toMatchObject({
      name: 'KernelRangeError',
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
    });
  });

  it('keeps work-group ids relative to the range: global id = group * size + local + offset', async () => {
    const n = 8;
    const gid = tt.zeros([n + 3], tt.i32, { device });
    const loc = tt.zeros([n + 3], tt.i32, { device });
    const grp = tt.zeros([n + 3], tt.i32, { device });
    await ids.launch(n, { gid, loc, grp }, { offset: [3] });
    const pad = [0, 0, 0];
    expect(Array.from(await gid.read())).toEqual([...pad, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Array.from(await loc.read())).toEqual([...pad, 0, 1, 2, 3, 0, 1, 2, 3]);
    expect(Array.from(await grp.read())).toEqual([...pad, 0, 0, 0, 0, 1, 1, 1, 1]);
  });
});

describe('offset validation', () => {
  const x = tt.zeros([4], tt.f32, { device: 'js' });
  const y = tt.zeros([4], tt.f32, { device: 'js' });
  it.each([
    ['wrong length for a 1-D range', [1, 1]],
    ['negative', -1],
    ['not an integer', 0.5],
    ['not a number', 'one'],
    ['past 2^31-1', 2 ** 31 - 2],
  ])('refuses an offset %s (LAUNCH_BAD_OFFSET)', async (_what, offset) => {
    await expect(copy.launch(2, { x, y }, { offset } as never)).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_BAD_OFFSET',
    });
  });
  it('refuses a 1-D offset for a 2-D range', async () => {
    const u = tt.zeros([4], tt.f32, { device: 'js' });
    const out = tt.zeros([4], tt.f32, { device: 'js' });
    await expect(stencil.launch([2, 2], { u, out, w: 2 }, { offset: 1 })).rejects.toMatchObject({
      code: 'LAUNCH_BAD_OFFSET',
    });
  });
  it('runs the unchanged kernel for a zero offset', async () => {
    await copy.launch(4, { x, y }, { offset: 0 });
    expect(Array.from(await y.read())).toEqual([0, 0, 0, 0]);
  });
});
