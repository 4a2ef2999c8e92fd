/**
 * The CUDA C of every conformance kernel (with its hoisted fast variant, in the same file)
 * compiles with nvcc to PTX with every warning an error, under the exact-math flags. The kernels
 * are compiled in two batches (ptx-batch.ts: one nvcc each, not one per kernel; a failing batch
 * is rebuilt kernel by kernel) and stamped, so a warm run costs no compile at all.
 */

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildCudaKernel, buildCudaSource } from '../../../src/backends/cuda/build.js';
import { nvccFlags } from '../../../src/backends/cuda/nvcc.js';
import { hasLoops } from '../../../src/ir/analysis.js';
import type { KernelIR } from '../../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../../src/passes/hoist-range-checks.js';
import { pollingVariant } from '../../../src/runtime/timeout.js';
import { CASES } from '../../conformance/cases.js';
import { compileAllToPtx, renderAll } from './ptx-batch.js';
import { describeNvcc, nvccPath } from './support.js';

const WERROR = ['-Werror', 'all-warnings'];

describeNvcc('nvcc compiles the CUDA C of the conformance suite', () => {
  it('uses the exact-math flags (no FMA contraction, IEEE division and sqrt, no flush-to-zero)', () => {
    const f = nvccFlags({});
    expect(f).toEqual(
      expect.arrayContaining(['-ptx', '-fmad=false', '-prec-div=true', '-prec-sqrt=true', '-ftz=false']),
    );
    expect(f.join(' ')).not.toMatch(/fast_math|fast-math/);
    expect(nvccFlags({ arch: 'sm_90' }).slice(0, 2)).toEqual(['-cubin', '-arch=sm_90']);
  });

  // Every conformance kernel, and its fast variant (launch-index checks hoisted to the host) when
  // the runtime would use one.
  const jobs: { name: string; ir: KernelIR }[] = CASES.flatMap((c) => {
    const ir = c.kernel().ir;
    const fast = hoistRangeChecks(ir)?.fast;
    return [{ name: c.name, ir }, ...(fast ? [{ name: `${c.name} (fast variant)`, ir: fast }] : [])];
  });
  // The timeout variant (launches with timeoutMs) of every conformance kernel with a loop.
  const polling = CASES.filter((c) => hasLoops(c.kernel().ir)).map((c) => ({
    name: `${c.name} (timeout variant)`,
    ir: pollingVariant(c.kernel().ir),
  }));

  it(`every one of the ${CASES.length} conformance kernels (and fast and timeout variants) builds to PTX without a warning`, async () => {
    const { jobs: sources, failures: renderFailures } = renderAll([...jobs, ...polling]);
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', WERROR, sources);
    const all = jobs.length + polling.length;
    console.info(
      `nvcc: ${all} kernels (${CASES.length} conformance cases + ${jobs.length - CASES.length} fast variants + ${polling.length} timeout variants) compiled to PTX (${r.fresh} fresh in ${r.processes} nvcc runs, ${all - r.fresh} stamped by an earlier run)`,
    );
    expect(polling.length).toBeGreaterThan(3);
    expect(jobs.length).toBeGreaterThan(CASES.length);
    expect(sources.length + renderFailures.length).toBe(all);
    expect([...renderFailures, ...r.failures]).toEqual([]);
    expect(r.batchErrors).toEqual([]); // every kernel passed in its batch, none needed a build alone
  }, 300_000);

  const good = (v: number) => `extern "C" __global__ void tutti_kernel(int *o) { o[0] = ${v}; }\n`;
  const bad = 'extern "C" __global__ void tutti_kernel(int *o) { int unused_local; o[0] = 1; }\n';

  it('a clean batch of kernels is one nvcc run, each kernel with its PTX entry', async () => {
    const r = await compileAllToPtx(
      nvccPath ?? 'nvcc',
      WERROR,
      [
        { name: 'one', source: good(1) },
        { name: 'two', source: good(2) },
      ],
      { batches: 1, stamps: false },
    );
    expect(r).toEqual({ failures: [], fresh: 2, processes: 1, batchErrors: [] });
  }, 60_000);

  it('a warning in a batch fails exactly its kernel: the batch is rebuilt kernel by kernel', async () => {
    const r = await compileAllToPtx(
      nvccPath ?? 'nvcc',
      WERROR,
      [
        { name: 'one', source: good(1) },
        { name: 'the bad one', source: bad },
        { name: 'three', source: good(3) },
      ],
      { batches: 1, stamps: false },
    );
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatch(/^the bad one: [\s\S]*unused_local/);
    expect(r.batchErrors).toHaveLength(1);
    expect(r.batchErrors[0]).toMatch(/kernel 1: the bad one[\s\S]*unused_local/);
    expect(r.processes).toBe(4);
  }, 60_000);

  it('saxpy PTX multiplies and adds separately (no fma), as js rounds twice', async () => {
    const saxpy = CASES[0];
    if (!saxpy) throw new Error('no saxpy case');
    const built = await buildCudaKernel(saxpy.kernel().ir, {
      compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
    });
    const ptx = readFileSync(built.path, 'utf8');
    expect(ptx).toContain('.visible .entry tutti_kernel(');
    expect(ptx).toMatch(/mul\.rn\.f32/);
    expect(ptx).not.toMatch(/\bfma\./);
  }, 60_000);

  it('a cubin for a given architecture (sm_90) builds too', async () => {
    const saxpy = CASES[0];
    if (!saxpy) throw new Error('no saxpy case');
    const built = await buildCudaKernel(saxpy.kernel().ir, {
      compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
      arch: 'sm_90',
    });
    expect(built.path.endsWith('.cubin')).toBe(true);
    expect(readFileSync(built.path).subarray(0, 4)).toEqual(Buffer.from([0x7f, 0x45, 0x4c, 0x46]));
  }, 60_000);

  it('the warning check is real: a source with a warning fails under -Werror', async () => {
    await expect(
      buildCudaSource('a warning', bad, {
        compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
        extra: WERROR,
      }),
    ).rejects.toThrow(/unused_local/);
  }, 60_000);
});
