import { availableParallelism } from 'node:os';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { isolatedTestFiles } from './test/support/isolation.js';

/**
 * The files that run longest, slowest first. They start first, so that on a 2-core machine no long
 * file starts near the end and runs alone while the other worker idles. Figures: per-file test time
 * of the CI run of 2026-11-28 09:44 (2 cores, native kernels cached, wasm cold), and, where a cold
 * native cache makes a file much longer, the cold-cache figure of an earlier CI run.
 */
const LONG_FILES = [
  'test/fuzz/fuzz.test.ts', // 23 s; 179 s with a cold native cache (200 random kernels through gcc)
  'test/conformance/conformance.test.ts', // 15 s; 82 s cold
  'test/np/elementwise.test.ts', // 7 s; 75 s cold (a kernel per op, dtype and device)
  'test/fuzz/composite.test.ts', // 22 s
  'test/autodiff/kernels.test.ts', // 21 s
  'test/mpi/mpi.test.ts', // 21 s
  'test/ops/scan.test.ts', // 20 s
  'test/backends/wasm/math-library.test.ts', // 7 s; 40 s cold
  'test/programs/programs.test.ts', // 17 s
  'test/unit/hostile-definitions.test.ts', // 15 s
  'test/autodiff/gather.test.ts', // 14 s
  'test/runtime/timeout.test.ts', // 13 s
  'test/np/arrays.test.ts', // 12 s
  'test/orders/run.test.ts', // 12 s
  'test/runtime/failed-arrays.test.ts', // 12 s
  'test/backends/cuda/nvcc.test.ts', // ~17 s where nvcc is (166 kernels in two nvcc batches)
  'test/ops/sort-paths.test.ts', // 7 s; 26 s cold
  'test/autodiff/grad-jit.test.ts', // 11 s
  'test/runtime/unhandled-rejections.test.ts', // 11 s
  'test/autodiff/gather-3d.test.ts', // 11 s
  'test/ops/sort.test.ts', // 10 s
  'test/conformance/rng64.test.ts', // 10 s
  'test/unit/launch-range-limits.test.ts', // 10 s
  'test/browser/webgpu-conformance.test.ts', // 10 s where Chromium's WebGPU is (92 cases)
  'test/backends/cuda/nvcc-ops.test.ts', // ~12 s where nvcc is
  'test/ops/reduce.test.ts', // 8 s; 23 s cold
  'test/np/jit.test.ts', // 9 s; 17 s cold
  'test/np/views.test.ts', // 8 s; 13 s cold
  'test/browser/browser.test.ts', // 8 s where Chromium is
  'test/orders/cli.test.ts', // 6.5 s
];

/** A seeded shuffle (TUTTI_TEST_SHUFFLE=seed): files that share a process meet in another order. */
function shuffled<T>(xs: T[], seed: number): T[] {
  let s = seed >>> 0 || 1;
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** vitest's order (failed first, then longest by its results cache), with LONG_FILES ahead. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seed = process.env.TUTTI_TEST_SHUFFLE;
    if (seed) return shuffled(sorted, Number(seed));
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

const ISOLATED = isolatedTestFiles(dirname(fileURLToPath(import.meta.url)));

export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where most test time is one thread (a compiler process, or js) and the second core idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFilesFirst },
    setupFiles: ['test/support/init-devices.ts'],
    // files that leave nothing behind share a process (tutti's modules stay loaded between them);
    // the others get one each (test/support/isolation.ts says which, and why)
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
          env: { TUTTI_TEST_SHARED_PROCESS: '1' },
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
