/**
 * Isolated orders (`isolate: true`): a host section runs in a child process, its results equal the
 * in-process run's, and a crash (SIGSEGV, abort(), exit(3)) is an OrderCrashError while this
 * process goes on (the next isolated call gets a fresh child).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { runInChild } from '../../src/orders/isolated.js';
import { cleanup, freshCache, tempDir } from '../cache/temp-env.js';
import { readEvenIfFailed } from '../support/failed-content.js';
import { itBuilds, missingCompiler } from './support.js';

beforeAll(() => {
  // host sections run where the arrays live: on a machine with a GPU, the default device is the GPU
  tt.configure({ device: 'cpu' });
  freshCache();
});
afterAll(() => {
  tt.configure({ device: undefined });
  cleanup();
});

const SAXPY =
  'for (int64_t i = 0; i < y.size; i++) y(i) = s * x(i) + y(i) + m(i / m.shape[1], i % m.shape[1]);';

function saxpy(isolate?: boolean): tt.Order {
  return tt.order(
    { name: 'saxpy', inputs: ['x', 'm', 's'], outputs: ['y'], sections: { cpp: SAXPY } },
    isolate === undefined ? {} : { isolate },
  );
}

function inputs(n: number) {
  const x = tt.array(Float64Array.from({ length: n }, (_, i) => Math.sin(i)));
  const m = tt.array(Float64Array.from({ length: n }, (_, i) => i * 0.5)).reshape([n / 4, 4]);
  const y = tt.array(Float64Array.from({ length: n }, (_, i) => Math.cos(i)));
  return { x, m, y };
}

/** An order whose C section crashes the way `body` does, then writes its output. */
function crashing(name: string, body: string): tt.Order {
  return tt.order(
    { name, inputs: ['a'], outputs: ['c'], sections: { c: `${body}\nc(0) = a(0) + 1;` } },
    { isolate: true },
  );
}

describe('isolate: true', () => {
  itBuilds('cpp', 'gives the same results as the in-process run (views, scalars, rank 2)', async () => {
    const n = 4096;
    const inProcess = inputs(n);
    const isolated = inputs(n);
    await saxpy().run(n, { ...inProcess, s: 2.5 });
    const task = saxpy(true).run(n, { ...isolated, s: 2.5 });
    await task;
    expect(task.section).toBe('cpp');
    const want = await inProcess.y.read();
    expect(Array.from(await isolated.y.read())).toEqual(Array.from(want));
    expect(want[3]).toBeCloseTo(2.5 * Math.sin(3) + Math.cos(3) + 1.5, 12);
    // run() overrides the order's option, both ways; inputs are never written back.
    const again = inputs(n);
    await saxpy(true).run(n, { ...again, s: 2.5 }, { isolate: false });
    expect(Array.from(await again.y.read())).toEqual(Array.from(want));
    const x0 = Array.from(await again.x.read());
    await saxpy().run(n, { ...again, s: 2.5 }, { isolate: true });
    expect(Array.from(await again.x.read())).toEqual(x0);
  });

  const BODIES: Record<string, string> = {
    openmp_cpp:
      '#pragma omp parallel for\nfor (int64_t i = 0; i < c.shape[0]; i++)\n  for (int64_t j = 0; j < c.shape[1]; j++) c(i, j) = a(i, j) * 2 + i - j;',
    fortran:
      'integer :: i, j\ndo j = 1, size(c, 2)\n  do i = 1, size(c, 1)\n    c(i, j) = a(i, j) * 2 + (i - 1) - (j - 1)\n  end do\nend do',
  };
  for (const [model, body] of Object.entries(BODIES)) {
    itBuilds(model, `${model} on a rank-2 array: isolated equals in process`, async () => {
      const o = tt.order({
        name: `iso_${model}`,
        inputs: ['a'],
        outputs: ['c'],
        sections: { [model]: body },
      });
      const a = tt.array(Float32Array.from({ length: 6 * 5 }, (_, k) => k)).reshape([6, 5]);
      const inProcess = tt.zeros([6, 5], tt.f32);
      const isolated = tt.zeros([6, 5], tt.f32);
      await o.run([6, 5], { a, c: inProcess });
      await o.run([6, 5], { a, c: isolated }, { isolate: true });
      const want = Array.from({ length: 30 }, (_, k) => k * 2 + Math.floor(k / 5) - (k % 5));
      expect(Array.from(await inProcess.read())).toEqual(want);
      expect(Array.from(await isolated.read())).toEqual(want);
    });
  }

  itBuilds('cpp', 'calls started together each get their own arrays back', async () => {
    const o = saxpy(true);
    const sets = [1, 2, 3, 4].map((k) => ({ ...inputs(64 * k), s: k }));
    const runs = sets.map((set, k) => o.run(64 * (k + 1), set));
    await Promise.all(runs);
    for (const [k, set] of sets.entries()) {
      const y = await set.y.read();
      expect(y.length).toBe(64 * (k + 1));
      expect(y[5]).toBeCloseTo((k + 1) * Math.sin(5) + Math.cos(5) + 2.5, 12);
    }
  });

  const crashes: [string, string, string, Record<string, unknown>][] = [
    ['segfault', 'volatile int *p = 0; *p = 42;', 'SIGSEGV', { signal: 'SIGSEGV', exitCode: undefined }],
    ['abort', 'abort();', 'SIGABRT', { signal: 'SIGABRT', exitCode: undefined }],
    ['exit3', 'exit(3);', 'exited with code 3', { signal: undefined, exitCode: 3 }],
  ];
  for (const [name, body, said, fields] of crashes) {
    itBuilds('c', `a section that calls ${name} is OrderCrashError and this process goes on`, async () => {
      const a = tt.array(new Float32Array([41]));
      const c = tt.array(new Float32Array([7]));
      const err = await crashing(`crash_${name}`, body)
        .run(1, { a, c })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(tt.OrderCrashError);
      const e = err as tt.OrderCrashError;
      expect(e.code).toBe('ORDER_SECTION_CRASHED');
      expect(e).toMatchObject({ order: `crash_${name}`, section: 'c', ...fields });
      expect(e.message).toContain(`order 'crash_${name}': section [c] crashed`);
      expect(e.message).toContain(said);
      expect(e.message).toContain('fix:');
      // the output is failed with the crash (docs/memory.md#failed-arrays); its memory was not written
      await expect(c.read()).rejects.toBe(err);
      expect(Array.from(await readEvenIfFailed(c))).toEqual([7]);
      // The process lives on, and the next isolated call gets a fresh child.
      const d = tt.zeros([1], tt.f32);
      await crashing('fine', '').run(1, { a, c: d });
      expect(Array.from(await d.read())).toEqual([42]);
    });
  }

  it('rejects an isolate that is not a boolean, and unknown keys still', async () => {
    expect(() => saxpy(1 as unknown as boolean)).toThrow(
      expect.objectContaining({ code: 'ORDER_BAD_OPTIONS' }),
    );
    const { x, m, y } = inputs(8);
    const bad = saxpy().run(8, { x, m, y, s: 1 }, { isolate: 'yes' as unknown as boolean });
    await expect(bad).rejects.toMatchObject({
      code: 'ORDER_BAD_OPTIONS',
      message: /isolate must be true or false/,
    });
    const typo = saxpy().run(8, { x, m, y, s: 1 }, { isolated: true } as never);
    await expect(typo).rejects.toMatchObject({ code: 'ORDER_BAD_OPTIONS', message: /isolate/ });
  });

  it('a library the child cannot load is a KernelExecutionError, not a crash', async () => {
    const call = runInChild({
      order: 'gone',
      section: 'c',
      lib: '/nonexistent/order.so',
      entry: 'tutti_order',
      params: ['int32_t'],
      args: [1],
      outs: [],
    });
    await expect(call).rejects.toMatchObject({
      code: 'KERNEL_EXECUTION_FAILED',
      message: /order 'gone': the isolated child process could not load section \[c\]'s library/,
    });
  });

  it.skipIf(missingCompiler('cpp') !== undefined)(
    'an idle child never keeps the program alive',
    async () => {
      const dir = tempDir();
      const file = join(dir, 'idle.mts');
      const index = pathToFileURL(join(import.meta.dirname, '../../src/index.ts')).href;
      writeFileSync(
        file,
        `import * as tt from '${index}';
const o = tt.order({ inputs: ['x'], outputs: ['y'], sections: { cpp: 'y(0) = x(0) * 2;' } }, { isolate: true });
const x = tt.array(new Float32Array([21])); const y = tt.zeros([1], tt.f32);
await o.run(1, { x, y });
console.log('result', (await y.read())[0]);
`,
      );
      const r = spawnSync(process.execPath, ['--import', 'tsx', file], {
        encoding: 'utf8',
        env: { ...process.env, TUTTI_DEVICE: 'cpu' }, // host sections: arrays on the host
        timeout: 60_000,
      });
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('result 42');
      expect(r.status).toBe(0); // not killed by the timeout: the process ended by itself
    },
    90_000,
  );
});
