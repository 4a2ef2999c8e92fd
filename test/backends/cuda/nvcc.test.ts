/**
 * The CUDA C of every conformance kernel (with its hoisted fast variant, in the same file)
 * compiles with nvcc to PTX with every warning an error, under the exact-math flags. Builds go
 * through the artifact cache (two nvcc at a time), so a warm run costs no compile at all.
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
import { describeNvcc, nvccPath } from './support.js';

const WERROR = ['-Werror', 'all-warnings'];

async function inParallel<T>(items: readonly T[], limit: number, f: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await f(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

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
    const failures: string[] = [];
    let fresh = 0;
    await inParallel([...jobs, ...polling], 2, async (c) => {
      try {
        const built = await buildCudaKernel(c.ir, {
          compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
          extra: WERROR,
        });
        if (!built.cached) fresh++;
        if (built.log !== '') failures.push(`${c.name}: warnings:\n${built.log}`);
      } catch (e) {
        failures.push(`${c.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    const all = jobs.length + polling.length;
    console.info(
      `nvcc: ${all} kernels (${CASES.length} conformance cases + ${jobs.length - CASES.length} fast variants + ${polling.length} timeout variants) compiled to PTX (${fresh} fresh, ${all - fresh} from the cache)`,
    );
    expect(polling.length).toBeGreaterThan(3);
    expect(jobs.length).toBeGreaterThan(CASES.length);
    expect(failures).toEqual([]);
  }, 300_000);

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
    const bad = 'extern "C" __global__ void tutti_kernel(int *o) { int unused_local; o[0] = 1; }\n';
    await expect(
      buildCudaSource('a warning', bad, {
        compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
        extra: WERROR,
      }),
    ).rejects.toThrow(/unused_local/);
  }, 60_000);
});
