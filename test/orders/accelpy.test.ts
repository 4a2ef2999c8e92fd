/**
 * accelpy's own order texts (test/fixtures/accelpy, unchanged) run as written: Python lines and
 * header options, per-section names, SHAPE(x, d) and x[i][j] accessors, omptarget models, Fortran
 * in NumPy's shape order — every host section that builds here against a plain-JS reference.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { cleanup, freshCache } from '../cache/temp-env.js';
import { itBuilds } from './support.js';

beforeAll(() => {
  // host sections run where the arrays live: on a machine with a GPU, the default device is the GPU
  tt.configure({ device: 'cpu' });
  freshCache();
});
afterAll(() => {
  tt.configure({ device: undefined });
  cleanup();
});

const text = (name: string) =>
  readFileSync(new URL(`../fixtures/accelpy/${name}.knl`, import.meta.url), 'utf8');
const ENV = { GRID: 1, BLOCK: 256 };
const filled = (shape: number[], f: (k: number) => number) => {
  const n = shape.reduce((a, b) => a * b, 1);
  return tt.array(
    Float64Array.from({ length: n }, (_, k) => f(k)),
    { shape },
  );
};

async function vecadd(
  name: string,
  shape: [number] | [number, number] | [number, number, number],
  model: string,
) {
  const o = tt.order(text(name), { name, env: ENV });
  const [x, y] = [filled(shape, (k) => k * 0.5), filled(shape, (k) => 100 - k)];
  const z = tt.zeros(shape, tt.f64);
  const names = o.outputs.length === 3 ? o.outputs : [...o.inputs, ...o.outputs];
  const task = o.run(
    shape,
    { [names[0] ?? 'x']: x, [names[1] ?? 'y']: y, [names[2] ?? 'z']: z },
    { prefer: [model] },
  );
  await task;
  expect(task.section).toBe(model);
  const [hx, hy, hz] = [await x.read(), await y.read(), await z.read()];
  expect(Array.from(hz)).toEqual(Array.from(hx, (v, k) => v + (hy[k] ?? 0)));
}

const HOST = [
  'cpp',
  'fortran',
  'openacc_cpp',
  'openacc_fortran',
  'openmp_cpp',
  'omptarget_cpp',
  'openmp_fortran',
  'omptarget_fortran',
];

describe("accelpy's vecadd1d (Python lines, enable=, attrspec, renamed Fortran arguments)", () => {
  for (const model of HOST) itBuilds(model, model, () => vecadd('vecadd1d', [5], model));
});

describe("accelpy's vecadd3d (x[i][j][k], SHAPE(x, d), LBOUND/UBOUND in NumPy order)", () => {
  // One C++ and one Fortran model of each kind of accessor and directive keeps the suite short.
  for (const model of ['cpp', 'openacc_cpp', 'fortran', 'omptarget_fortran'])
    itBuilds(model, model, () => vecadd('vecadd3d', [2, 3, 4], model));
});

describe("accelpy's vecadd.knl (no set_argnames: the header names the arguments)", () => {
  for (const model of ['fortran', 'openacc_fortran'])
    itBuilds(model, model, () => vecadd('vecadd2d', [3, 5], model));
});

describe("accelpy's matmul (non-square: Fortran sees NumPy's shapes, so nothing runs out of bounds)", () => {
  const [m, k, n] = [2, 3, 4];
  for (const model of ['cpp', 'omptarget_cpp', 'fortran', 'openmp_fortran']) {
    itBuilds(model, model, async () => {
      const o = tt.order(text('matmul'), { name: 'matmul', env: ENV });
      const A = filled([m, k], (q) => q + 1);
      const B = filled([k, n], (q) => (q % 5) - 2);
      const C = tt.zeros([m, n], tt.f64);
      const task = o.run([m, n], { A, B, C }, { prefer: [model] });
      await task;
      expect(task.section).toBe(model);
      const [a, b] = [await A.read(), await B.read()];
      const want = Array.from({ length: m * n }, (_, q) => {
        let s = 0;
        for (let p = 0; p < k; p++) s += (a[Math.floor(q / n) * k + p] ?? 0) * (b[p * n + (q % n)] ?? 0);
        return s;
      });
      expect(Array.from(await C.read())).toEqual(want);
    });
  }
});

describe('order text: the Python part and section headers', () => {
  it('a section switched off by enable=False is skipped with its reason', async () => {
    const o = tt.order(
      'set_argnames(("a",), "b")\nuse_cpp = False\n[cpp: enable=use_cpp]\n  b(0) = 1;\n[c]\n  b(0) = 2;',
      { name: 'switched' },
    );
    const b = tt.zeros([1], tt.f32);
    const task = o.run(1, { a: tt.zeros([1], tt.f32), b });
    await task;
    expect(task.section).toBe('c');
    expect(task.tried).toEqual([{ section: 'cpp', reason: 'disabled by enable=False in its header' }]);
    expect(Array.from(await b.read())).toEqual([2]);
  });
  it('an unknown header option names the ones tutti reads, at its column', () => {
    const err = (() => {
      try {
        tt.order('set_argnames("a", "b")\n[cpp: a, b, threads=4]\n  b(0) = a(0);');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(tt.OrderSyntaxError);
    expect(err).toMatchObject({ code: 'ORDER_BAD_HEADER_OPTION', line: 2, column: 13 });
    expect(String((err as Error).message)).toContain('enable, gridsize, blocksize, attrspec');
  });
  it('a name the text uses without assigning it says how to give it', () => {
    expect(() => tt.order('set_argnames("a", "b")\n[cuda: gridsize=GRID]\n  b(0) = a(0);')).toThrow(
      /'GRID' is not defined: .*tt\.order\(text, \{ env: \{ GRID: … \} \}\)/,
    );
  });
  it('Python lines other than literal assignments are refused with what tutti reads', () => {
    expect(() => tt.order('set_argnames("a", "b")\nimport os\n[cpp]\n  b(0) = a(0);')).toThrow(
      /expected set_argnames\(\.\.\.\), an assignment of a literal/,
    );
    expect(() => tt.order('set_argnames("a", "b")\nx = {"k": [1, 2}\n[cpp]\n  b(0) = a(0);')).toThrow(
      tt.OrderSyntaxError,
    );
  });
  it('gridsize on a host section and attrspec on a C++ section are refused', () => {
    expect(() => tt.order('set_argnames("a", "b")\n[cpp: gridsize=4]\n  b(0) = a(0);')).toThrow(
      /gridsize and blocksize set a CUDA\/HIP launch/,
    );
    expect(() =>
      tt.order('set_argnames("a", "b")\n[cpp: attrspec={"a": {"dimension": "0:"}}]\n  b(0) = a(0);'),
    ).toThrow(/attrspec sets Fortran lower bounds/);
  });
  it('a section naming more arguments than the order has is refused', () => {
    expect(() => tt.order('set_argnames("a", "b")\n[cpp: p, q, r]\n  b(0) = a(0);')).toThrow(
      /names 3 arguments but the order has 2/,
    );
  });
  itBuilds('fortran', 'attrspec lower bounds: dimension 0: makes the first index 0', async () => {
    const o = tt.order(
      "set_argnames(('a',), 'b')\nspec = {'a': {'dimension': '0:'}, 'b': {'dimension': '0:'}}\n[fortran: attrspec=spec]\n  integer :: i\n  do i = lbound(a, 1), ubound(a, 1)\n    b(i) = a(i) * 2 + i\n  end do",
      { name: 'lower0' },
    );
    const b = tt.zeros([3], tt.f64);
    await o.run(3, { a: tt.array(new Float64Array([1, 2, 3])), b });
    expect(Array.from(await b.read())).toEqual([2, 5, 8]);
  });
  itBuilds('fortran', "fortranShape: 'reversed' keeps the memory view (no copy): a(j, i)", async () => {
    const body =
      'integer :: i, j\ndo i = 1, size(v, 2)\n  do j = 1, size(v, 1)\n    v(j, i) = u(j, i) * 10 + j\n  end do\nend do';
    const o = tt.order(
      { inputs: ['u'], outputs: ['v'], sections: { fortran: body } },
      { fortranShape: 'reversed' },
    );
    const u = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { shape: [2, 3] });
    const v = tt.zeros([2, 3], tt.f32);
    await o.run(1, { u, v });
    expect(Array.from(await v.read())).toEqual([11, 22, 33, 41, 52, 63]);
    expect(() =>
      tt.order(
        { inputs: ['u'], outputs: ['v'], sections: { fortran: body } },
        { fortranShape: 'C' as 'numpy' },
      ),
    ).toThrow(/fortranShape must be 'numpy' or 'reversed'/);
  });
});

describe('scalars, teams and workers in run', () => {
  // accelpy's tests/test_scalar.py order (commit 87c59f0): numbers are passed by value as doubles.
  const SUM =
    'set_argnames(("a", "b", "c"), ("out",))\n\n[cpp]\n    out(0) = a + b + c;\n\n[fortran]\n    out(1) = a + b + c;\n';
  for (const model of ['cpp', 'fortran']) {
    itBuilds(model, `numbers are input scalars (f64) in ${model}`, async () => {
      const out = tt.zeros([1], tt.f64);
      const task = tt
        .order(SUM, { name: 'sum' })
        .run(1, { a: 1.0, b: 2.0, c: 0.25, out }, { prefer: [model] });
      await task;
      expect(task.section).toBe(model);
      expect(Array.from(await out.read())).toEqual([3.25]);
    });
  }
  it('a kernel section gets a number as an f64 scalar', async () => {
    const o = tt.order({
      inputs: ['s', 'x'],
      outputs: ['y'],
      sections: {
        kernel: (i, { s, x, y }) => {
          y[i] = x[i] * (s as unknown as number);
        },
      },
    });
    const y = tt.zeros([3], tt.f64);
    await o.run(3, { s: 0.5, x: tt.array(new Float64Array([2, 4, 6])), y });
    expect(Array.from(await y.read())).toEqual([1, 2, 3]);
  });
  it('a number for an output, or a string, is refused with what to pass', async () => {
    const o = tt.order(SUM, { name: 'sum2' });
    await expect(o.run(1, { a: 1, b: 2, c: 3, out: 4 as unknown as tt.NDArray })).rejects.toMatchObject({
      code: 'ORDER_BAD_ARGUMENT',
      message: expect.stringContaining(
        "argument 'out' must be a tutti array (tt.array / tt.zeros …): the sections write into it",
      ),
    });
    await expect(
      o.run(1, { a: '1' as unknown as number, b: 2, c: 3, out: tt.zeros([1], tt.f64) }),
    ).rejects.toMatchObject({
      code: 'ORDER_BAD_ARGUMENT',
      message: expect.stringContaining('or a number, got string'),
    });
  });
  itBuilds('openmp_c', 'teams × workers is the thread count of an OpenMP section on the host', async () => {
    const o = tt.order({
      inputs: [],
      outputs: ['c'],
      sections: { openmp_c: '#pragma omp single\nc(0) = omp_get_num_threads();' },
    });
    const c = tt.zeros([1], tt.i32);
    await o.run(1, { c }, { teams: 2, workers: 3 });
    expect(Array.from(await c.read())).toEqual([6]);
    await o.run(1, { c }, { workers: [2, 2] });
    expect(Array.from(await c.read())).toEqual([4]);
  });
  it('teams < 1 or more than three extents are ORDER_BAD_OPTIONS', async () => {
    const o = tt.order(SUM, { name: 'sum3' });
    const args = { a: 1, b: 2, c: 3, out: tt.zeros([1], tt.f64) };
    await expect(o.run(1, args, { teams: 0 })).rejects.toMatchObject({
      code: 'ORDER_BAD_OPTIONS',
      message: expect.stringContaining('teams must be a positive integer or a list of 1 to 3 of them'),
    });
    await expect(o.run(1, args, { workers: [1, 2, 3, 4] })).rejects.toMatchObject({
      code: 'ORDER_BAD_OPTIONS',
    });
  });
});

describe("accelpy's CUDA sections (x[i][j], SHAPE) compile with nvcc", () => {
  itBuilds('cuda', 'matmul and vecadd3d cuda sections', async () => {
    const { checkNative } = await import('../../src/orders/prepare.js');
    const { modelOf } = await import('../../src/orders/models.js');
    for (const [name, rank] of [
      ['matmul', 2],
      ['vecadd3d', 3],
    ] as const) {
      const o = tt.order(text(name), { name, env: ENV });
      const section = o.section('cuda');
      if (!section) throw new Error(`${name} has no cuda section`);
      const names = [...o.inputs, ...o.outputs];
      const sig = names.map((n, k) => ({
        name: n,
        role: k < o.inputs.length ? ('in' as const) : ('out' as const),
        dtype: 'f64',
        rank,
      }));
      const r = await checkNative(o.name, modelOf('cuda'), section, sig);
      expect(r).toMatchObject({ ok: true });
    }
  });
});

describe('tt.order(file: URL)', () => {
  it('reads a file: URL, as a URL or its href, and names the order after the file', () => {
    const url = new URL('../fixtures/accelpy/matmul.knl', import.meta.url);
    expect(tt.order(url, { env: ENV }).name).toBe('matmul');
    expect(tt.order(url.href, { env: ENV }).models).toContain('fortran');
  });
  it('a file: URL naming no file is ORDER_BAD_DEFINITION', () => {
    expect(() => tt.order(new URL('../fixtures/accelpy/none.txt', import.meta.url))).toThrow(
      expect.objectContaining({
        code: 'ORDER_BAD_DEFINITION',
        message: expect.stringContaining('no such order file'),
      }),
    );
  });
});
