import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest on a cold cache (native compiles, many kernels per file), slowest
 * first. They start first, so that on a 2-core machine no long file starts near the end and runs
 * alone while the other worker idles. Order from a cold-cache CI run on a 2-core machine (per-file
 * durations; files not measured there, or under 13 s, after those).
 */
const LONG_FILES = [
  'test/fuzz/fuzz.test.ts', // 179 s on CI (2 cores, cold cache): native compiles of 200 random kernels
  'test/conformance/conformance.test.ts', // 82 s
  'test/np/elementwise.test.ts', // 75 s (a kernel per op, dtype and device)
  'test/backends/wasm/math-library.test.ts', // 40 s
  'test/ops/sort-paths.test.ts', // 26 s
  'test/ops/scan.test.ts', // 23 s
  'test/ops/reduce.test.ts', // 23 s
  'test/autodiff/kernels.test.ts', // 23 s
  'test/np/arrays.test.ts', // 19 s
  'test/np/jit.test.ts', // 17 s
  'test/backends/cuda/nvcc.test.ts', // ~17 s where nvcc is (166 kernels in two nvcc batches)
  'test/mpi/mpi.test.ts', // 15 s
  'test/np/views.test.ts', // 13 s
  'test/backends/cuda/nvcc-ops.test.ts', // ~12 s where nvcc is
  'test/browser/webgpu-conformance.test.ts', // ~15-30 s where Chromium's WebGPU is (92 cases)
  'test/unit/launch-range-limits.test.ts',
  'test/programs/programs.test.ts',
  'test/browser/browser.test.ts',
  'test/orders/cli.test.ts',
  'test/ops/sort.test.ts',
];

/** vitest's order (failed first, then longest by its results cache), with LONG_FILES ahead. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const at = LONG_FILES.indexOf(relative(f.project.config.root, f.moduleId).replaceAll('\\', '/'));
      return at < 0 ? LONG_FILES.length : at;
    };
    return sorted
      .map((f, i) => ({ f, i, r: rank(f) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map((x) => x.f);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where most test time is one thread (a compiler process, or js) and the second core idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFilesFirst },
    setupFiles: ['test/support/init-devices.ts'],
  },
});
