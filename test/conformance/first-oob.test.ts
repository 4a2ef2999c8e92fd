/**
 * Issue 17.4: every device names the same out-of-bounds access for the same launch — the first in
 * program order: the lowest work item (linear index, the last dimension fastest) that has one, and
 * in that item the first access it executes (docs/errors.md). Each case below has several
 * out-of-bounds accesses, in different items and in different orders within an item; the error of
 * every available device must equal the js backend's in array, index, length, line and column.
 * Several threads everywhere (wasm's worker pool, native's OpenMP), and a case where the lowest
 * failing item is slow, so a later item fails first in time on another thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);
const skipped = tt
  .devices()
  .filter((d) => !d.available)
  .map((d) => `${d.id} (${d.reason ?? 'unavailable'})`);
if (skipped.length) console.log(`first-oob: skipped ${skipped.join(', ')}`);

beforeAll(() => tt.configure({ threads: 4 }));
afterAll(() => tt.configure({ threads: 0 }));

const f32 = tt.arrayOf(tt.f32);

/** The kernel: the read and the store of one item both shifted by one. */
const shifted = tt.kernel(
  { x: f32, y: f32 },
  (i, { x, y }) => {
    y[i + 1] = x[i + 1];
  },
  { name: 'shifted' },
);

/** Item `slow` spins `spins` times before its out-of-bounds read; the others fail at once. */
const slowFirst = tt.kernel(
  { x: f32, y: f32, at: tt.arrayOf(tt.i32), slow: tt.i32, spins: tt.i32 },
  (i, { x, y, at, slow, spins }) => {
    let s = 0;
    if (i === slow) for (let k = 0; k < spins; k++) s = s * 0.5 + k;
    y[i] = x[at[i]] + s * 0;
  },
  { name: 'slowFirst' },
);

/** A row sum: the accesses inside the loop are checked once per block (hoisted) where possible. */
const rowSum = tt.kernel(
  { x: f32, y: f32, m: tt.i32 },
  (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) s += x[i * m + j];
    y[i] = s;
  },
  { name: 'rowSum' },
);

/** A 3-point stencil over the whole array: item 0 reads x[-1], the last item x[n]. */
const stencil = tt.kernel(
  { x: f32, y: f32 },
  (i, { x, y }) => {
    y[i] = x[i - 1] + x[i] + x[i + 1];
  },
  { name: 'stencil' },
);

/** An escape-time loop (native runs it as SIMD lanes) with a shifted read. */
const escapeTime = tt.kernel(
  { x: f32, y: f32, m: tt.i32 },
  (i, { x, y, m }) => {
    let v = x[i + 3];
    let k = 0;
    while (v > 1 && k < m) {
      v = v * 0.5;
      k++;
    }
    y[i] = k;
  },
  { name: 'escape' },
);

/** saxpy with a shifted read (wasm's 4-lane SIMD path, native's vectorised block). */
const saxpy = tt.kernel(
  { a: tt.f32, x: f32, y: f32 },
  (i, { a, x, y }) => {
    y[i] = a * x[i + 2] + y[i];
  },
  { name: 'saxpy' },
);

const twice = (k: number) => k * 2;
/** The index comes from a helper; the second read of an item goes out of bounds before the first. */
const viaHelper = tt.kernel(
  { x: f32, y: f32 },
  (i, { x, y }) => {
    const a = x[twice(i) + 1];
    const b = x[twice(i)];
    y[i] = a + b;
  },
  { name: 'viaHelper', helpers: { twice } },
);

/** Two dimensions: rows differ in which access fails first. */
const grid = tt.kernel(
  { x: f32, y: f32, w: tt.i32 },
  ([r, c], { x, y, w }) => {
    const v = x[r * w + c + r];
    y[r * w + c * 2] = v;
  },
  { name: 'grid' },
);

interface Named {
  array: string;
  index: number;
  length: number;
  line?: number;
  column?: number;
  file?: string;
  fileLine?: number;
  fileColumn?: number;
}

async function named(p: Promise<unknown>): Promise<Named> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(e instanceof tt.KernelRangeError)) throw new Error(`expected a KernelRangeError, got ${String(e)}`);
  const { array, index, length, line, column, fileLine, fileColumn } = e;
  return { array, index, length, line, column, file: e.file, fileLine, fileColumn };
}

type Device = tt.Device;
const f32s = (device: Device, n: number, fill = 0) => tt.full([n], fill, tt.f32, { device });

/** Each case: a launch on `device`, and the access the js backend names (checked on js too). */
const cases: Record<string, { expect: Partial<Named>; run: (d: Device) => Promise<Named> }> = {
  'read and store in the same item, the read first (x short)': {
    expect: { array: 'x', index: 3, line: 2 },
    run: (d) => named(shifted.launch(4, { x: f32s(d, 3), y: f32s(d, 5) })),
  },
  'the store of an earlier item before the read of a later one (y short)': {
    expect: { array: 'y', index: 3, line: 2 },
    run: (d) => named(shifted.launch(4, { x: f32s(d, 4), y: f32s(d, 3) })),
  },
  'the lowest failing item is slow: a later item fails first in time on another thread': {
    expect: { array: 'x', index: 1_000_000 },
    run: (d) => {
      const n = 60_000;
      const at = new Int32Array(n).map((_, i) => i);
      at[70] = 1_000_000;
      at[n - 1] = 2_000_000;
      at[n - 2] = 3_000_000;
      const spins = d.backend === 'webgpu' ? 60_000 : 3_000_000;
      const args = { x: f32s(d, n), y: f32s(d, n), at: tt.array(at, { device: d }), slow: 70, spins };
      return named(slowFirst.launch(n, args));
    },
  },
  'inside a loop (block checks hoisted out of it)': {
    expect: { array: 'x', index: 1000 },
    run: (d) => named(rowSum.launch(2000, { x: f32s(d, 1000), y: f32s(d, 2000), m: 7 })),
  },
  'a stencil: the first item reads x[-1], the last x[n]': {
    expect: { array: 'x', index: -1 },
    run: (d) => named(stencil.launch(50_000, { x: f32s(d, 50_000), y: f32s(d, 50_000) })),
  },
  'SIMD lanes (an escape-time loop) with the tail out of bounds': {
    expect: { array: 'x', index: 40_000 },
    run: (d) => named(escapeTime.launch(40_000, { x: f32s(d, 40_000, 9), y: f32s(d, 40_000), m: 8 })),
  },
  'a vectorised saxpy with the tail out of bounds': {
    expect: { array: 'x', index: 100_001 },
    run: (d) => named(saxpy.launch(100_000, { a: 2, x: f32s(d, 100_001), y: f32s(d, 100_000) })),
  },
  'an index from a helper: the second read of the item fails first': {
    expect: { array: 'x', index: 2001 },
    run: (d) => named(viaHelper.launch(1100, { x: f32s(d, 2001), y: f32s(d, 1100) })),
  },
  'two dimensions: the store of an earlier row before the read of a later one': {
    expect: { array: 'y', index: 980 },
    run: (d) => named(grid.launch([100, 10], { x: f32s(d, 1090), y: f32s(d, 980), w: 10 })),
  },
};

const reference = new Map<string, Named>();

describe.each(devices.map((d) => [d.id, d] as const))(
  'the first out-of-bounds access on %s',
  (_id, device) => {
    for (const [what, c] of Object.entries(cases)) {
      it(what, async () => {
        const js = reference.get(what) ?? (await c.run(tt.device('js')));
        reference.set(what, js);
        expect(js).toMatchObject(c.expect);
        expect(js.line).toBeGreaterThan(0);
        expect(await c.run(device)).toEqual(js);
      }, 60_000);
    }
  },
);
