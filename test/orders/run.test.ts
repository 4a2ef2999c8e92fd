/**
 * Orders run: every section kind that builds here matches the kernel section; priority, prefer and
 * fallback with reasons; the memory model (no copies on the host, moves counted from a GPU).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs example without types
import { stencil } from '../../examples/orders/stencil.mjs';
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

type Host = Float32Array | Float64Array | Int32Array | Uint32Array;
const CTOR = { f32: Float32Array, f64: Float64Array, i32: Int32Array, u32: Uint32Array } as const;
const DTYPES = { f32: tt.f32, f64: tt.f64, i32: tt.i32, u32: tt.u32 } as const;
type Dt = keyof typeof CTOR;

const LOOP_C = 'for (int64_t i = 0; i < c.size; i++) c(i) = (a(i) + b(i)) * 2;';
const LOOP_F = 'integer :: i\ndo i = 1, size(c)\n  c(i) = (a(i) + b(i)) * 2\nend do';
/** One body per model; the OpenMP/OpenACC ones without a parallel region get one from the glue. */
const BODIES: Record<string, string> = {
  c: LOOP_C,
  openmp_c: `#pragma omp for\n${LOOP_C}`,
  cpp: LOOP_C,
  openmp_cpp: `#pragma omp parallel for\n${LOOP_C}`,
  openacc_cpp: `#pragma acc loop\n${LOOP_C}`,
  fortran: LOOP_F,
  openmp_fortran:
    'integer :: i\n!$omp do\ndo i = 1, size(c)\n  c(i) = (a(i) + b(i)) * 2\nend do\n!$omp end do',
  openacc_fortran: 'integer :: i\n!$acc loop\ndo i = 1, size(c)\n  c(i) = (a(i) + b(i)) * 2\nend do',
};

const kernelSection = (i: number, { a, b, c }: Record<string, Float32Array>) => {
  c[i] = (a[i] + b[i]) * 2;
};

function twice(model: string): tt.Order {
  return tt.order({
    name: `twice_${model}`,
    inputs: ['a', 'b'],
    outputs: ['c'],
    sections: { [model]: BODIES[model] ?? '', kernel: kernelSection } as tt.OrderDefinition['sections'],
  });
}

function data(dtype: Dt, n: number, seed: number): Host {
  const out = new CTOR[dtype](n);
  for (let i = 0; i < n; i++)
    out[i] = dtype === 'f32' || dtype === 'f64' ? Math.sin(i * seed) * 100 : (i * seed) % 1000;
  return out;
}

async function runBoth(
  model: string,
  dtype: Dt,
): Promise<{ native: Host; kernel: Host; task: tt.OrderTask }> {
  const n = 1000;
  const a = tt.array(data(dtype, n, 7) as Float32Array);
  const b = tt.array(data(dtype, n, 3) as Float32Array);
  const c = tt.zeros([n], DTYPES[dtype]);
  const c2 = tt.zeros([n], DTYPES[dtype]);
  const o = twice(model);
  const task = o.run(n, { a, b, c }, { prefer: [model] });
  await task;
  const ref = o.run(n, { a, b, c: c2 }, { prefer: ['kernel'] });
  await ref;
  expect(ref.section).toBe('kernel');
  return { native: await c.read(), kernel: await c2.read(), task };
}

describe('every section kind that builds here matches the kernel section', () => {
  for (const model of Object.keys(BODIES)) {
    itBuilds(model, `${model} (f32)`, async () => {
      const { native, kernel, task } = await runBoth(model, 'f32');
      expect(task.section).toBe(model);
      expect(task.device?.kind).toBe('cpu');
      expect(task.tried).toEqual([]);
      expect(Array.from(native)).toEqual(Array.from(kernel));
    });
  }
  for (const model of ['c', 'fortran']) {
    for (const dtype of ['f64', 'i32', 'u32'] as const) {
      itBuilds(model, `${model} (${dtype})`, async () => {
        const { native, kernel, task } = await runBoth(model, dtype);
        expect(task.section).toBe(model);
        expect(Array.from(native)).toEqual(Array.from(kernel));
      });
    }
  }
});

function stencilInput(h: number, w: number): tt.NDArray {
  return tt.array(
    Float32Array.from({ length: h * w }, (_, k) => Math.sin(k * 0.01) * 10),
    { shape: [h, w] },
  );
}

async function runStencil(
  prefer: string[],
  h = 37,
  w = 53,
): Promise<{ out: Float32Array; task: tt.OrderTask }> {
  const o = tt.order(stencil);
  const v = tt.zeros([h, w], tt.f32);
  const task = o.run([h, w], { u: stencilInput(h, w), v }, { prefer });
  await task;
  return { out: (await v.read()) as Float32Array, task };
}

describe('variants and the cache', () => {
  itBuilds('c', 'a new signature builds a new variant; the same one is built once', async () => {
    freshCache(); // earlier tests built the f32 variant into this file's cache
    const o = twice('c');
    const go = async (dtype: 'f32' | 'f64') => {
      const a = tt.array(data(dtype, 8, 1) as Float32Array);
      const c = tt.zeros([8], DTYPES[dtype]);
      const t = o.run(8, { a, b: a, c }, { prefer: ['c'] });
      await t;
      expect(t.section).toBe('c');
      return Array.from(await c.read());
    };
    const before = tt.stats().compiles;
    const f32 = await go('f32');
    await go('f32');
    expect(tt.stats().compiles - before).toBe(1);
    const f64 = await go('f64');
    expect(tt.stats().compiles - before).toBe(2);
    expect(f32).toEqual(Array.from(data('f32', 8, 1), (x) => Math.fround(x * 4)));
    expect(f64).toEqual(Array.from(data('f64', 8, 1), (x) => x * 4));
  });
});

describe('the threads setting', () => {
  for (const [model, body] of [
    ['openmp_c', 'c(0) = omp_get_max_threads();'],
    ['openmp_fortran', 'c(1) = omp_get_max_threads()'],
  ] as const) {
    itBuilds(model, `${model} sections run with the configured thread count`, async () => {
      const o = tt.order({ inputs: ['a'], outputs: ['c'], sections: { [model]: body } });
      const a = tt.array(new Int32Array(1));
      const c = tt.zeros([1], tt.i32);
      for (const threads of [1, 3]) {
        tt.configure({ threads });
        try {
          await o.run(1, { a, c });
        } finally {
          tt.configure({ threads: undefined });
        }
        expect((await c.read())[0]).toBe(threads);
      }
    });
  }
});

describe('the 2-D stencil example', () => {
  for (const model of ['openmp_cpp', 'fortran']) {
    itBuilds(model, `${model} matches the kernel section`, async () => {
      const ref = await runStencil(['kernel']);
      expect(ref.task.section).toBe('kernel');
      const { out, task } = await runStencil([model]);
      expect(task.section).toBe(model);
      for (let k = 0; k < out.length; k++) expect(out[k]).toBeCloseTo(ref.out[k] ?? Number.NaN, 5);
    });
  }
  itBuilds('c', 'C sections index 2-D arrays as a(i, j) too', async () => {
    const o = tt.order({
      inputs: ['u'],
      outputs: ['v'],
      sections: {
        c: 'for (int64_t i = 0; i < v.shape[0]; i++) for (int64_t j = 0; j < v.shape[1]; j++) v(i, j) = u(i, j) * 10 + j;',
      },
    });
    const u = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { shape: [2, 3] });
    const v = tt.zeros([2, 3], tt.f32);
    await o.run(1, { u, v });
    expect(Array.from(await v.read())).toEqual([10, 21, 32, 40, 51, 62]);
  });
});

describe('priority and fallback', () => {
  it('default priority runs the first section that can run where the data lives; tried says why not cuda', async () => {
    const { task } = await runStencil([]);
    expect(task.section).toBe('openmp_cpp');
    expect(task.tried[0]?.section).toBe('cuda');
    expect(task.tried[0]?.reason).toMatch(/cuda runs on a CUDA GPU.*native:0|cuda runs on a CUDA GPU.*:0/s);
  });

  itBuilds(
    'fortran',
    'CXX=/nonexistent falls back to fortran; with FC=/nonexistent too, to the kernel',
    async () => {
      const { setEnv } = await import('../cache/temp-env.js');
      setEnv('TUTTI_CXX', undefined);
      setEnv('TUTTI_FC', undefined);
      setEnv('CXX', '/nonexistent');
      try {
        await fallsBackToFortranThenKernel(setEnv);
      } finally {
        setEnv('CXX', undefined);
        setEnv('FC', undefined);
      }
    },
  );

  async function fallsBackToFortranThenKernel(setEnv: (k: string, v: string | undefined) => void) {
    const first = await runStencil([]);
    expect(first.task.section).toBe('fortran');
    expect(first.task.tried.map((t) => t.section)).toEqual(['cuda', 'openmp_cpp']);
    expect(first.task.tried[1]?.reason).toContain("C++ compiler '/nonexistent' not found");
    setEnv('FC', '/nonexistent');
    const second = await runStencil([]);
    expect(second.task.section).toBe('kernel');
    expect(second.task.tried.map((t) => t.section)).toEqual(['cuda', 'openmp_cpp', 'fortran']);
    expect(second.task.tried[2]?.reason).toContain("Fortran compiler '/nonexistent' not found");
    const ref = await runStencil(['kernel']);
    expect(Array.from(second.out)).toEqual(Array.from(ref.out));
  }

  itBuilds(
    'fortran',
    'prefer (per run and from the config) puts models first; unknown names are errors',
    async () => {
      expect((await runStencil(['kernel'])).task.section).toBe('kernel');
      tt.configure({ orderPrefer: 'fortran' });
      try {
        expect((await runStencil([])).task.section).toBe('fortran');
      } finally {
        tt.configure({ orderPrefer: undefined });
      }
      await expect(runStencil(['cobol'])).rejects.toMatchObject({ code: 'ORDER_UNKNOWN_MODEL' });
    },
  );

  it('no runnable section: OrderError lists every section with its reason', async () => {
    const o = tt.order({
      name: 'gpu_only',
      inputs: ['a'],
      outputs: ['c'],
      sections: { 'hip, cuda': 'c(0) = a(0);' },
    });
    const a = tt.array(new Float32Array(4));
    const c = tt.zeros([4], tt.f32);
    const err = await o.run(4, { a, c }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(tt.OrderError);
    const e = err as tt.OrderError;
    expect(e.code).toBe('ORDER_NO_RUNNABLE_SECTION');
    expect(e.tried.map((t) => t.section)).toEqual(['cuda', 'hip']);
    expect(e.message).toContain('[cuda]');
    expect(e.message).toContain('[hip]');
    expect(e.message).toContain('fix:');
  });

  it('bad arguments are OrderArgumentErrors naming the argument', async () => {
    const o = twice('c');
    const a = tt.array(new Float32Array(4));
    await expect(o.run(4, { a, b: a } as never)).rejects.toMatchObject({ code: 'ORDER_BAD_ARGUMENT' });
    await expect(o.run(4, { a, b: a, c: a, d: a } as never)).rejects.toThrow(/unknown argument 'd'/);
    await expect(o.run(-1, { a, b: a, c: a })).rejects.toMatchObject({ code: 'ORDER_BAD_RANGE' });
  });
});

describe('compile errors map to the section text', () => {
  itBuilds('fortran', 'a Fortran syntax error is reported at its section line and order line', async () => {
    const text = [
      'set_argnames(("a",), "c")',
      '',
      '[fortran]',
      '    integer :: i',
      '    do i = 1, size(a)',
      '        c(i) = a(i) * (2',
      '    end do',
    ].join('\n');
    const o = tt.order(text, { name: 'broken' });
    const err = (await o.run(4, { a: tt.array(new Float32Array(4)), c: tt.zeros([4], tt.f32) }).then(
      () => undefined,
      (e: unknown) => e,
    )) as tt.OrderError;
    expect(err).toBeInstanceOf(tt.OrderError);
    const reason = err.tried[0]?.reason ?? '';
    expect(reason).toContain('section [fortran] failed to compile at section line 3 (order line 6)');
    expect(reason).toMatch(/Error:/);
    expect(reason).not.toMatch(/kernel\.f90:\d+/);
  });

  itBuilds('cpp', 'a C++ error names the section line', async () => {
    const o = tt.order({
      inputs: ['a'],
      outputs: ['c'],
      sections: { cpp: 'int64_t n = a.size;\nc(0) = undefined_name + n;' },
    });
    const err = (await o.run(1, { a: tt.array(new Float32Array(1)), c: tt.zeros([1], tt.f32) }).then(
      () => undefined,
      (e: unknown) => e,
    )) as tt.OrderError;
    expect(err.tried[0]?.reason).toContain('section line 2');
    expect(err.tried[0]?.reason).toContain('undefined_name');
  });
});

describe('memory model and asynchrony', () => {
  it('runs are ordered with other work on the same arrays (kernel section, then a kernel, then a run)', async () => {
    const o = twice('c');
    const n = 64;
    const a = tt.array(Float32Array.from({ length: n }, (_, i) => i));
    const b = tt.array(Float32Array.from({ length: n }, () => 1));
    const c = tt.zeros([n], tt.f32);
    const d = tt.zeros([n], tt.f32);
    const plusOne = tt.kernel({ c: tt.arrayOf(tt.f32), d: tt.arrayOf(tt.f32) }, (i, { c, d }) => {
      d[i] = c[i] + 1;
    });
    const first = o.run(n, { a, b, c }, { prefer: ['kernel'] });
    const second = plusOne.launch(n, { c, d });
    const third = o.run(n, { a: d, b: d, c }, { prefer: ['c', 'kernel'] });
    await Promise.all([first, second, third]);
    expect(first.tried).toEqual([]);
    expect(first.section).toBe('kernel');
    const want = Array.from({ length: n }, (_, i) => ((i + 1) * 2 + 1) * 4);
    expect(Array.from(await c.read())).toEqual(want);
  });

  itBuilds(
    'c',
    'host sections use the arrays in place (no copies) and do not block the event loop',
    async () => {
      const o = tt.order({
        inputs: ['a'],
        outputs: ['c'],
        sections: {
          c: `volatile double s = 0;
            clock_t end = clock() + CLOCKS_PER_SEC / 4;
            while (clock() < end) s += 1;
            for (int64_t i = 0; i < c.size; i++) c(i) = a(i) + 1;`,
        },
      });
      const a = tt.array(new Float32Array([1, 2, 3]));
      const c = tt.zeros([3], tt.f32);
      await o.run(3, { a, c }); // build first
      tt.resetStats();
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      await o.run(3, { a, c });
      clearInterval(timer);
      expect(ticks).toBeGreaterThan(3);
      expect(tt.stats().bytesMoved).toBe(0);
      expect(Array.from(await c.read())).toEqual([2, 3, 4]);
    },
  );

  const webgpu = tt.devices().find((d) => d.backend === 'webgpu' && d.available);
  const gpuIt = webgpu ? it : it.skip;
  if (!webgpu) console.info('order test on webgpu skipped: no webgpu device');
  gpuIt(
    'compute follows data: arrays on a GPU run the kernel section there; { device: "cpu" } moves them',
    async () => {
      const o = tt.order(stencil);
      const [h, w] = [8, 9];
      const host = await stencilInput(h, w).read();
      const u = tt.array(host as Float32Array, { shape: [h, w], device: 'webgpu' });
      const v = tt.zeros([h, w], tt.f32, { device: 'webgpu' });
      const onGpu = o.run([h, w], { u, v });
      await onGpu;
      expect(onGpu.section).toBe('kernel');
      expect(onGpu.device?.backend).toBe('webgpu');
      expect(onGpu.tried.find((t) => t.section === 'openmp_cpp')?.reason).toContain("pass { device: 'cpu' }");
      const ref = await runStencil(['kernel'], h, w);
      tt.resetStats();
      // v's only valid copy is on the GPU: the CPU section gets it moved to the host (counted).
      const onCpu = o.run([h, w], { u, v }, { device: 'cpu', prefer: ['openmp_cpp', 'fortran'] });
      await onCpu;
      expect(onCpu.device?.kind).toBe('cpu');
      expect(['openmp_cpp', 'fortran', 'kernel']).toContain(onCpu.section);
      expect(tt.stats().deviceToHost).toBeGreaterThanOrEqual(1);
      expect(v.validSpaces).toEqual(['host']);
      const cpuOut = Array.from(await v.read());
      const gpuOut = Array.from(ref.out);
      for (let k = 0; k < cpuOut.length; k++) expect(cpuOut[k]).toBeCloseTo(gpuOut[k] ?? Number.NaN, 5);
    },
  );
});

describe('wgsl sections', () => {
  const webgpu = tt.devices().find((d) => d.backend === 'webgpu' && d.available);
  if (!webgpu) console.info('order wgsl tests skipped: no webgpu device');
  (webgpu ? it : it.skip)('run as a compute pipeline on webgpu and match the kernel section', async () => {
    const o = tt.order({
      inputs: ['u'],
      outputs: ['v'],
      sections: {
        wgsl: `let i = gid.y; let j = gid.x;
               if (i >= u_shape.x || j >= u_shape.y) { return; }
               let k = i * u_shape.y + j;
               v[k] = u[k] * 2.0 + f32(j);`,
        kernel: (
          [i, j]: [number, number],
          { u, v, u_shape1 }: { u: Float32Array; v: Float32Array; u_shape1: number },
        ) => {
          const k = i * u_shape1 + j;
          v[k] = u[k] * 2 + j;
        },
      } as unknown as tt.OrderDefinition['sections'],
    });
    const [h, w] = [13, 21];
    const host = Float32Array.from({ length: h * w }, (_, k) => k * 0.5);
    const u = tt.array(host, { shape: [h, w], device: 'webgpu' });
    const v = tt.zeros([h, w], tt.f32, { device: 'webgpu' });
    const t = o.run([h, w], { u, v });
    await t;
    expect(t.section).toBe('wgsl');
    const got = Array.from(await v.read());
    const v2 = tt.zeros([h, w], tt.f32, { device: 'webgpu' });
    const ref = o.run([h, w], { u, v: v2 }, { prefer: ['kernel'] });
    await ref;
    expect(ref.section).toBe('kernel');
    expect(got).toEqual(Array.from(await v2.read()));
  });

  (webgpu ? it : it.skip)('a WGSL error names the section line', async () => {
    const o = tt.order({
      inputs: ['u'],
      outputs: ['v'],
      sections: { wgsl: 'let k = gid.x;\nv[k] = u[k] +* 1.0;' },
    });
    const u = tt.array(new Float32Array(4), { device: 'webgpu' });
    const v = tt.zeros([4], tt.f32, { device: 'webgpu' });
    const err = (await o.run(4, { u, v }).then(
      () => undefined,
      (e: unknown) => e,
    )) as tt.OrderError;
    expect(err).toBeInstanceOf(tt.OrderError);
    expect(err.tried.find((t) => t.section === 'wgsl')?.reason).toContain('section line 2');
  });
});

describe('dispose after submitting', () => {
  itBuilds('c', 'an input disposed right after run() is still read by that run', async () => {
    const o = tt.order({
      inputs: ['a'],
      outputs: ['c'],
      sections: { c: 'for (int64_t i = 0; i < c.size; i++) c(i) = a(i) * 2;' },
    });
    const a = tt.array(new Int32Array([1, 2, 3]));
    const c = tt.zeros([3], tt.i32);
    const task = o.run(3, { a, c }, { prefer: ['c'] });
    a.dispose();
    await task;
    expect([...(await c.read())]).toEqual([2, 4, 6]);
  });
});
