/**
 * Private per-item arrays (issue 28 item 5): `new Float32Array(K)` and its i32/u32/f64 siblings
 * with a constant K are zero-filled per item, bounds-checked and read/written with `t[j]` on every
 * device; a non-constant length or a misplaced declaration is a coded error with line:col.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const K = 8;

/** A per-item insertion sort of a window, and a per-item histogram in an Int32Array. */
const windowSort = tt.kernel(
  { x: tt.arrayOf(tt.f32), med: tt.arrayOf(tt.f32), counts: tt.arrayOf(tt.i32) },
  (i, { x, med, counts }) => {
    const w = new Float32Array(K);
    const h = new Int32Array(4);
    for (let j = 0; j < w.length; j++) {
      const v = x[(i + j) % x.length];
      let p = j;
      while (p > 0 && w[p - 1] > v) {
        w[p] = w[p - 1];
        p--;
      }
      w[p] = v;
      h[Math.trunc(v) & 3] += 1;
    }
    med[i] = w[K / 2];
    counts[i] = h[0] * 1000 + h[1] * 100 + h[2] * 10 + h[3];
  },
  { constants: { K } },
);

function windowReference(x: Float32Array): { med: number[]; counts: number[] } {
  const med: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const w = Array.from({ length: K }, (_, j) => x[(i + j) % x.length] ?? 0).sort((a, b) => a - b);
    med.push(w[K / 2] ?? 0);
    const h = [0, 0, 0, 0];
    for (let j = 0; j < K; j++) h[Math.trunc(x[(i + j) % x.length] ?? 0) & 3]++;
    counts.push((h[0] ?? 0) * 1000 + (h[1] ?? 0) * 100 + (h[2] ?? 0) * 10 + (h[3] ?? 0));
  }
  return { med, counts };
}

/** Zero-filled per item: each item writes only some elements and reads them all. */
const partial = tt.kernel({ out: tt.arrayOf(tt.u32) }, (i, { out }) => {
  const t = new Uint32Array(4);
  t[i % 4] = i + 1;
  out[i] = t[0] + t[1] + t[2] + t[3];
});

/** An out-of-bounds index into a private array. */
const overrun = tt.kernel({ out: tt.arrayOf(tt.f64) }, (i, { out }) => {
  const t = new Float64Array(3);
  t[i] = 1;
  out[i] = t[0];
});

describe.each(available.map((d) => ({ id: d.id, device: d })))('private arrays on $id', ({ device }) => {
  it('sorts a window per item and counts into a private Int32Array', async () => {
    const host = Float32Array.from({ length: 37 }, (_, k) => ((k * 7919) % 23) - 5);
    const x = tt.array(host, { device });
    const med = tt.zeros([37], tt.f32, { device });
    const counts = tt.zeros([37], tt.i32, { device });
    await windowSort.launch(37, { x, med, counts });
    const want = windowReference(host);
    expect(Array.from(await med.read())).toEqual(want.med);
    expect(Array.from(await counts.read())).toEqual(want.counts);
  });

  it('zero-fills the array for every item', async () => {
    const out = tt.zeros([10], tt.u32, { device });
    await partial.launch(10, { out });
    expect(Array.from(await out.read())).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('checks bounds: index 3 of a length-3 private array is a KernelRangeError', async () => {
    if (!device.caps.f64) return; // f64 refusal is tested elsewhere
    const out = tt.zeros([4], tt.f64, { device });
    await expect(overrun.launch(4, { out })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 't',
      index: 3,
      length: 3,
    });
  });
});

describe('private arrays: bad definitions', () => {
  const defError = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error('expected an error');
  };

  it('a non-constant length is KERNEL_PRIVATE_LENGTH with line:col and the rewrite', () => {
    const e = defError(() =>
      tt.kernel({ out: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { out, n }) => {
        const t = new Float32Array(n);
        out[i] = t[0];
      }),
    );
    expect(e).toMatchObject({ name: 'KernelSyntaxError', code: 'KERNEL_PRIVATE_LENGTH', kernelLine: 2 });
    expect((e as Error).message).toMatch(/must be a constant; 'n' is not/);
    expect((e as Error).message).toMatch(/constants: \{ K \}/);
  });

  it('a length over the limit, a declaration in a loop, Atomics on it, passing it to a helper', () => {
    const id = (v: number) => v;
    const cases: [string, string, () => unknown][] = [
      [
        'too long',
        'KERNEL_PRIVATE_LENGTH',
        () =>
          tt.kernel({ out: tt.arrayOf(tt.f32) }, (i, { out }) => {
            const t = new Float32Array(4096);
            out[i] = t[0];
          }),
      ],
      [
        'in a loop',
        'KERNEL_PRIVATE_PLACEMENT',
        () =>
          tt.kernel({ out: tt.arrayOf(tt.f32) }, (i, { out }) => {
            for (let j = 0; j < 2; j++) {
              const t = new Float32Array(4);
              out[i] = t[j];
            }
          }),
      ],
      [
        'atomics',
        'KERNEL_ATOMIC_TARGET',
        () =>
          tt.kernel({ out: tt.arrayOf(tt.i32) }, (i, { out }) => {
            const t = new Int32Array(4);
            out[i] = Atomics.add(t, 0, 1);
          }),
      ],
      [
        'to a helper',
        'KERNEL_ARRAY_AS_VALUE',
        () =>
          tt.kernel(
            { out: tt.arrayOf(tt.f32) },
            (i, { out }) => {
              const t = new Float32Array(4);
              out[i] = id(t as unknown as number);
            },
            { helpers: { id } },
          ),
      ],
    ];
    for (const [what, code, f] of cases) expect(defError(f), what).toMatchObject({ code });
  });
});
