import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest on a cold cache (native compiles, many kernels per file), slowest
 * first. They start first, so that on a 2-core machine no long file starts near the end and runs
 * alone while the other worker idles. Order from a cold-cache run on the 2-core test machine.
 */
const LONG_FILES = [
  'test/fuzz/fuzz.test.ts', // ~115 s at load 6 (native compiles of 200 random kernels)
  'test/conformance/conformance.test.ts', // ~45 s
  'test/unit/launch-range-limits.test.ts',
  'test/programs/programs.test.ts',
  'test/browser/browser.test.ts',
  'test/browser/webgpu-conformance.test.ts', // ~15-30 s (92 cases on Chromium's WebGPU)
  'test/orders/cli.test.ts',
  'test/backends/cuda/nvcc.test.ts', // ~17 s (166 kernels in two nvcc batches)
  'test/ops/sort-paths.test.ts',
  'test/ops/scan.test.ts',
  'test/backends/cuda/nvcc-ops.test.ts', // ~12 s
  'test/mpi/mpi.test.ts',
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
