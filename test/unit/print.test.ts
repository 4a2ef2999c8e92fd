/**
 * Issue 29.3: console.log in kernels — string literals and numbers formatted as JS does, lines in
 * item order then statement order after the launch, capped with "… N more lines", the same on
 * every available device; no hidden arrays in kernels that do not print; coded errors otherwise.
 */
import { describe, expect, it } from 'vitest';
import { buildCudaKernel } from '../../src/backends/cuda/build.js';
import { PRINT_LINES } from '../../src/frontend/lower-print.js';
import * as tt from '../../src/index.js';
import { describeNvcc, nvccPath } from '../backends/cuda/support.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const shows = tt.kernel({ x: tt.arrayOf(tt.f32), u: tt.arrayOf(tt.u32), n: tt.i32 }, (i, { x, u, n }) => {
  if (i % 3 === 0) console.log('item', i, 'x', x[i], n > 2, u[i], -i);
  x[i] = x[i] * 2;
  for (let k = 0; k < 2; k++) if (i === 4) console.log('loop', k);
});

const want = [
  'item 0 x 0.10000000149011612 true 4000000000 0',
  'item 3 x 3.0999999046325684 true 4000000003 -3',
  'loop 0',
  'loop 1',
  'item 6 x 6.099999904632568 true 4000000006 -6',
  'item 9 x 9.100000381469727 true 4000000009 -9',
];

describe.each(available.map((d) => ({ id: d.id, device: d })))('console.log on $id', ({ device }) => {
  it('prints strings and numbers as JS does, in item order, after the launch; results unchanged', async () => {
    const x = tt.array(
      Float32Array.from({ length: 10 }, (_, i) => i + 0.1),
      { device },
    );
    const u = tt.array(
      Uint32Array.from({ length: 10 }, (_, i) => 4e9 + i),
      { device },
    );
    const lines: string[] = [];
    await shows.launch(10, { x, u, n: 3 }, { print: (l) => lines.push(l) });
    expect(lines).toEqual(want);
    expect([...(await x.read())]).toEqual(
      Array.from({ length: 10 }, (_, i) => Math.fround(Math.fround(i + 0.1) * 2)),
    );
  });

  it('launch after launch (the print arrays are reused): each prints only its own lines, also in flight together', async () => {
    const few = tt.kernel({ k: tt.i32 }, (i, { k }) => {
      if (i < k) console.log('at', i, 'of', k);
    });
    const ask = async (k: number) => {
      const lines: string[] = [];
      await few.launch(8, { k }, { print: (l) => lines.push(l) });
      return lines;
    };
    const lines = (k: number) => Array.from({ length: k }, (_, i) => `at ${i} of ${k}`);
    expect(await ask(5)).toEqual(lines(5));
    expect(await ask(0)).toEqual([]);
    expect(await ask(2)).toEqual(lines(2));
    expect(await ask(8)).toEqual(lines(8));
    const together = await Promise.all([ask(3), ask(0), ask(6), ask(1), ask(7), ask(4)]);
    expect(together).toEqual([3, 0, 6, 1, 7, 4].map(lines));
  });

  it(`keeps ${PRINT_LINES} lines and counts the rest; 2-D items in (i, j) order`, async () => {
    const k = tt.kernel({ o: tt.arrayOf(tt.i32) }, ([i, j], { o }) => {
      console.log(i, j);
      o[i * 40 + j] = 1;
    });
    const o = tt.zeros([40 * 40], tt.i32, { device });
    const lines: string[] = [];
    await k.launch([40, 40], { o }, { print: (l) => lines.push(l) });
    expect(lines).toHaveLength(PRINT_LINES + 1);
    expect(lines.at(-1)).toBe(`… ${40 * 40 - PRINT_LINES} more lines`);
    const kept = lines.slice(0, -1).map((l) => l.split(' ').map(Number) as [number, number]);
    const sorted = [...kept].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(kept).toEqual(sorted);
  });

  it('prints from many items, under a mask and not, in item order (vectorised paths: lanes, SIMD)', async () => {
    // wasm SIMD and native lanes write the records lane by lane (a loop keeps wasm scalar)
    const flat = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] * 2 + 1;
      if (y[i] > 8000 && (i & 7) === 3) console.log('hit', i, y[i]);
      if (i >= 9990) console.log('end', i, i > 9995);
    });
    const looped = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] * 2 + 1;
      for (let k = 0; k < 2; k++) if (i === 9000 + k) console.log('loop', k, i);
    });
    const n = 10000;
    const x = tt.array(
      Float32Array.from({ length: n }, (_, i) => i),
      { device },
    );
    const y = tt.zeros([n], tt.f32, { device });
    const lines: string[] = [];
    await flat.launch(n, { x, y }, { print: (l) => lines.push(l) });
    await looped.launch(n, { x, y }, { print: (l) => lines.push(l) });
    const want: string[] = [];
    for (let i = 0; i < n; i++) {
      const v = i * 2 + 1;
      if (v > 8000 && (i & 7) === 3) want.push(`hit ${i} ${v}`);
      if (i >= 9990) want.push(`end ${i} ${i > 9995}`);
    }
    want.push('loop 0 9000', 'loop 1 9001');
    expect(lines).toEqual(want);
    expect((await y.read())[n - 1]).toBe((n - 1) * 2 + 1);
  });
});

describe('console.log: costs and errors', () => {
  it('adds no hidden arrays to a kernel that does not print, two to one that does', () => {
    const quiet = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = 1;
    });
    expect(quiet.ir.params.map((p) => p.name)).toEqual(['x']);
    expect(quiet.ir.prints).toBeUndefined();
    expect(shows.ir.params.map((p) => p.name)).toEqual(['x', 'u', 'n', 'tt_print']);
  });

  it('does not take the hidden arrays as launch arguments, and checks the print option', async () => {
    const x = tt.zeros([10], tt.f32);
    const u = tt.zeros([10], tt.u32);
    await expect(
      shows.launch(10, { x, u, n: 1, tt_print: u } as never, { print: () => undefined }),
    ).rejects.toMatchObject({ code: 'LAUNCH_UNKNOWN_ARG' });
    await expect(shows.launch(10, { x, u, n: 1 }, { print: 1 } as never)).rejects.toMatchObject({
      code: 'LAUNCH_BAD_OPTIONS',
    });
  });

  const refuse = (fn: (i: number, p: { x: Float32Array }) => void, message: RegExp, helpers = {}) => {
    let err: unknown;
    try {
      void tt.kernel({ x: tt.arrayOf(tt.f32) }, fn, { helpers }).ir;
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tt.KernelSourceError);
    expect(err).toMatchObject({ code: 'KERNEL_PRINT_ARGUMENT', line: 2 });
    expect((err as Error).message).toMatch(message);
  };

  it('refuses arrays, objects, template literals, format specifiers and console.log in helpers', () => {
    refuse((_i, { x }) => {
      console.log('x', x);
    }, /not arrays/);
    refuse((i, { x }) => {
      console.log({ a: x[i] });
    }, /not objects or arrays/);
    refuse((i, { x }) => {
      console.log([i, x[i]]);
    }, /not objects or arrays[\s\S]*pass the values as arguments/);
    refuse((i, { x }) => {
      console.log(`x = ${x[i]}`);
    }, /no template literals/);
    refuse((i, { x }) => {
      console.log('%d', x[i]);
    }, /no format specifiers/);
    const show = (v: number) => {
      console.log(v);
      return v;
    };
    refuse(
      (i, { x }) => {
        x[i] = show(x[i]);
      },
      /not in helpers/,
      { show },
    );
  });
});

describeNvcc('console.log on CUDA (no GPU here: the generated CUDA C builds with nvcc)', () => {
  it('a printing kernel compiles to PTX without a warning', async () => {
    const built = await buildCudaKernel(shows.ir, {
      compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
      extra: ['-Werror', 'all-warnings'],
    });
    expect(built.log).toBe('');
  }, 120_000);
});
