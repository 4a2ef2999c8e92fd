/**
 * `tutti compile FILE --emit-lib DIR` (issue 34, GT4Py's bindings): the kernel as a C library with
 * a header and a Python ctypes module, called from a C program and a Python script, giving the js
 * backend's results and the same out-of-bounds report.
 */
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import * as tt from '../../src/index.js';
import { cleanup, tempDir } from '../cache/temp-env.js';
import { ROOT } from './dist.js';

afterAll(() => {
  cleanup();
});

const run = promisify(execFile);
const FIXTURE = join(ROOT, 'test/fixtures/emit-lib/kernels.mjs');
const has = (cmd: string) => {
  try {
    execFileSync(cmd, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const native = tt.devices().some((d) => d.backend === 'native' && d.available);
const python = has('python3');
if (!native) console.info('emit-lib tests skipped: the native backend (a C compiler) is not available');
if (!python) console.info('emit-lib Python test skipped: no python3 on PATH');

async function emit(kernel: string): Promise<string> {
  const dir = tempDir('tutti-emit-lib-');
  let out = '';
  const code = await main(['compile', FIXTURE, '--kernel', kernel, '--emit-lib', dir], {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      out += t;
    },
    cwd: ROOT,
  });
  expect(code, out).toBe(0);
  expect(out).toMatch(new RegExp(`library\\s+.*lib${kernel}\\.so`));
  return dir;
}

/** saxpy on the js backend: the reference. */
async function saxpyRef(n: number): Promise<number[]> {
  const x = tt.array(
    Float32Array.from({ length: n }, (_, i) => i * 0.25),
    { device: 'js' },
  );
  const y = tt.array(
    Float32Array.from({ length: n }, (_, i) => 1 - i),
    { device: 'js' },
  );
  const { saxpy } = (await import(FIXTURE)) as { saxpy: tt.Kernel };
  // imported from a .mjs: the schema's type is not known here
  await saxpy.launch(n, { a: 1.5, x, y } as never);
  return Array.from(await y.read());
}

const C_MAIN = `#include <stdio.h>
#include "saxpy.h"
int main(void) {
  enum { N = 100 };
  float x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i * 0.25f; y[i] = 1.0f - i; }
  int32_t range[3] = { N, 1, 1 };
  if (saxpy(range, 1.5f, x, N, y, N, 0, NULL) != 0) return 2;
  for (int i = 0; i < N; i++) printf("%.9g\\n", y[i]);
  saxpy_error e;
  int32_t past[3] = { N + 1, 1, 1 };
  int rc = saxpy(past, 1.5f, x, N, y, N, 0, &e);
  printf("rc=%d index=%lld where=%s\\n", rc, (long long)e.index, e.where);
  return 0;
}
`;

describe('tutti compile --emit-lib', () => {
  (native ? it : it.skip)(
    'a C program links the library and gets the js backend results and bounds errors',
    async () => {
      const dir = await emit('saxpy');
      writeFileSync(join(dir, 'main.c'), C_MAIN);
      await run('cc', [
        '-O2',
        '-o',
        join(dir, 'main'),
        join(dir, 'main.c'),
        `-I${dir}`,
        `-L${dir}`,
        '-lsaxpy',
        `-Wl,-rpath,${dir}`,
      ]);
      const { stdout } = await run(join(dir, 'main'));
      const lines = stdout.trim().split('\n');
      const want = await saxpyRef(100);
      expect(lines.slice(0, 100).map(Number)).toEqual(want);
      expect(lines[100]).toBe('rc=1 index=100 where=x at 2:16 in kernel saxpy (line:col in its function)');
    },
    120_000,
  );

  (native && python ? it : it.skip)(
    'a Python script calls the module on array.array buffers (2-D, f64, shaped)',
    async () => {
      const dir = await emit('rowsum');
      const script = [
        'import array, sys',
        `sys.path.insert(0, ${JSON.stringify(dir)})`,
        'import rowsum',
        'g = array.array("d", [r * 10 + c + 0.5 for r in range(3) for c in range(4)])',
        's = array.array("d", [0.0] * 3)',
        'rowsum.rowsum(3, g, s, 3, 4)',
        'print(" ".join(repr(v) for v in s))',
        'try:',
        '    rowsum.rowsum(4, g, s, 3, 4)',
        'except IndexError as e:',
        '    print("IndexError", e)',
      ].join('\n');
      const { stdout } = await run('python3', ['-c', script]);
      const [values, error] = stdout.trim().split('\n');
      const g = tt.array(
        Float64Array.from({ length: 12 }, (_, k) => Math.floor(k / 4) * 10 + (k % 4) + 0.5),
        {
          shape: [3, 4],
          device: 'js',
        },
      );
      const s = tt.zeros([3], tt.f64, { device: 'js' });
      const { rowsum } = (await import(FIXTURE)) as { rowsum: tt.Kernel };
      await rowsum.launch(3, { g, s } as never);
      expect(values?.split(' ').map(Number)).toEqual(Array.from(await s.read()));
      expect(error).toBe(
        'IndexError g (dimension 0) at 3:51 in kernel rowsum (line:col in its function): index 3 is out of bounds',
      );
    },
    120_000,
  );
});
