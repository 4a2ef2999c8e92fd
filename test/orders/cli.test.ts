/** `tutti order FILE --emit | --check`, and the compile cache serving a second process. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { cleanup, freshCache, setEnv, tempDir } from '../cache/temp-env.js';
import { CLI, ensureBuilt, ROOT } from '../cli/dist.js';
import { missingCompiler } from './support.js';

const VECADD = join(ROOT, 'examples/orders/vecadd.order');
const STENCIL = join(ROOT, 'examples/orders/stencil.mjs');

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    cwd: ROOT,
  });
  return { code, out, err };
}

beforeEach(() => {
  freshCache();
});
afterEach(() => {
  cleanup();
});

describe('tutti order', () => {
  it('--emit prints the glue of every native section for the given signature', async () => {
    const r = await cli('order', VECADD, '--emit', '--dtype', 'i32');
    expect(r.code).toBe(0);
    expect(r.out).toContain("order 'vecadd' (a: i32[rank 1], b: i32[rank 1], c: i32[rank 1] (out))");
    expect(r.out).toContain('extern "C" __global__ void tt_order_entry(tt_array<const int32_t, 1> a');
    expect(r.out).toContain('#pragma acc parallel');
    expect(r.out).toContain('integer(c_int32_t), intent(in) :: a(a_attr%shape(1))');
    expect(r.out).toContain('!$omp parallel');
    const two = await cli('order', STENCIL, '--emit', '--arg', 'u=f64:2', '--arg', 'v=f64:2');
    expect(two.out).toContain('typedef tt_array<const double, 2> tt_u_t;');
    expect(two.out).toContain('[kernel] a tutti kernel');
  });

  it('--check builds what it can and reports missing compilers; a broken section fails', async () => {
    setEnv('TUTTI_FC', '/nonexistent/gfortran');
    const r = await cli('order', VECADD, '--check', '--dtype', 'i32');
    expect(r.out).toContain("[openmp_fortran] skipped: Fortran compiler '/nonexistent/gfortran' not found");
    expect(r.out).toMatch(/\[hip\] skipped: /);
    if (!missingCompiler('openacc_cpp')) expect(r.out).toMatch(/\[openacc_cpp\] ok: .*\.so/);
    expect(r.code).toBe(0);
    const file = join(tempDir('tutti-order-'), 'broken.order');
    writeFileSync(file, 'set_argnames(("a",), "c")\n[c]\n  c(0) = a(0)\n');
    const bad = await cli('order', file, '--check');
    if (!missingCompiler('c')) {
      expect(bad.code).toBe(1);
      expect(bad.out).toContain('[c] FAILED');
      expect(bad.out).toContain('end of section (after section line 1, order line 3)');
    }
    expect((await cli('order', file)).code).toBe(2);
  });

  const nvcc = missingCompiler('cuda');
  if (nvcc) console.info(`order cuda compile test skipped: ${nvcc}`);
  (nvcc ? it.skip : it)(
    'cuda sections compile with nvcc here (PTX; they run where a GPU is)',
    async () => {
      const r = await cli('order', STENCIL, '--check', '--rank', '2');
      expect(r.out).toMatch(/\[cuda\] ok: .*\.ptx/);
    },
    120_000,
  );

  it('the compile cache serves a second process', async () => {
    if (missingCompiler('openmp_cpp')) return;
    ensureBuilt();
    const run = promisify(execFile);
    // cuda is left out (nvcc is slow and covered above).
    const env = { ...process.env, TUTTI_CACHE_DIR: tempDir(), TUTTI_NVCC: '/nonexistent' };
    const args = [CLI, 'order', STENCIL, '--check', '--rank', '2'];
    const first = await run(process.execPath, args, { env });
    expect(first.stdout).toMatch(/\[openmp_cpp\] ok: /);
    const second = await run(process.execPath, args, { env });
    expect(second.stdout).toMatch(/\[openmp_cpp\] ok \(cached\): /);
    expect(second.stdout).toMatch(/\[fortran\] ok \(cached\)|\[fortran\] skipped/);
  }, 120_000);

  it('the examples run from the built package', async () => {
    if (missingCompiler('cpp')) return;
    ensureBuilt();
    const run = promisify(execFile);
    const env = { ...process.env, TUTTI_CACHE_DIR: tempDir(), TUTTI_BACKENDS: 'native,js' };
    const vec = await run(process.execPath, [join(ROOT, 'examples/orders/vecadd.mjs')], { env });
    expect(vec.stdout).toMatch(
      /ran \[(openacc_cpp|openmp_fortran)\] on native:0; c\[0\.\.5\] = 0, 2, 4, 6, 8/,
    );
    expect(vec.stdout).toContain('skipped [cuda]');
    const sort = await run(process.execPath, [join(ROOT, 'examples/orders/sort.mjs')], { env });
    expect(sort.stdout).toMatch(/sorted 1000 floats with \[cpp\]/);
    const st = await run(process.execPath, [join(ROOT, 'examples/orders/stencil.mjs'), 'kernel'], { env });
    expect(st.stdout).toMatch(/ran \[kernel\] on native:0/);
  }, 120_000);
});
