/**
 * Tiles of rows for lanes with a loop (src/backends/native/lane-tiles.ts): each group of lanes
 * runs down a few rows before the next group. Results equal js bit for bit on one and on two
 * threads, with partial groups and a partial last tile, and an out-of-bounds access that a later
 * group meets first in time is still reported as js reports the first one in launch order.
 */
import { afterAll, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

const F2 = tt.arrayOf(tt.f64, 2);
const gather = tt.kernel(
  { C: F2, A: F2, B: F2, lim: tt.arrayOf(tt.i32, 2) },
  ([i, j], { C, A, B, lim }) => {
    let c = C[i][j] * 1.2;
    // each item's own offset: a group whose loop check fails runs its items one by one
    const o = lim[i][j];
    for (let k = 0; k < A.shape[1]; k++) c += 1.5 * A[i][k + o] * B[k][j];
    C[i][j] = c;
  },
  { float: 'f64', name: 'tiles_gather' },
);

const ramp = (n: number, s: number) =>
  Float64Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) * s - 2);

describeNative('native lanes in tiles of rows', () => {
  afterAll(() => tt.configure({ threads: 0 }));
  const [ni, nj, nk] = [37, 45, 13]; // partial groups (45 = 2·16 + 13), 37 rows: a partial tile

  const run = async (device: string, bad: readonly (readonly [number, number])[]) => {
    const lim = new Int32Array(ni * nj);
    for (const [i, j] of bad) lim[i * nj + j] = 1;
    const C = tt.array(ramp(ni * nj, 0.01), { shape: [ni, nj], device });
    const A = tt.array(ramp(ni * nk, 0.003), { shape: [ni, nk], device });
    const B = tt.array(ramp(nk * nj, 0.007), { shape: [nk, nj], device });
    const L = tt.array(lim, { shape: [ni, nj], device });
    const err = await gather.launch([ni, nj], { C, A, B, lim: L }).then(
      () => undefined,
      (e: unknown) => e,
    );
    return { data: err ? [] : Array.from(await C.read()), err };
  };

  it('renders each group of lanes down the rows of a tile when every hoisted check passed', async () => {
    const src = await gather.generatedSource('native');
    expect(src).toContain('if (tt_all_ok && tt_lanes_ok) {');
    expect(src).toMatch(
      /for \(; tt_c \+ 16 <= tt_end; tt_c \+= 16\) \{\s*const int32_t tt_hi = tt_c \+ 16;\s*for \(int32_t i0 = tt_r0; i0 < tt_r1; i0\+\+\)/,
    );
    expect(src).toContain('tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_c))');
  });

  for (const threads of [1, 2])
    it(`equals js on ${threads} thread(s), and reports the first failing item in launch order`, async () => {
      tt.configure({ threads });
      const want = await run('js', []);
      expect(want.err).toBeUndefined();
      const got = await run('native', []);
      expect(got.err).toBeUndefined();
      expect(got.data).toEqual(want.data);
      // (1, 3) is met first in time (the first group, down the rows), (0, 40) first in launch order
      const bad = [
        [1, 3],
        [0, 40],
      ] as const;
      const [jsBad, nativeBad] = [await run('js', bad), await run('native', bad)];
      expect(jsBad.err).toBeInstanceOf(tt.KernelRangeError);
      expect(String(nativeBad.err)).toBe(String(jsBad.err));
    });
});
