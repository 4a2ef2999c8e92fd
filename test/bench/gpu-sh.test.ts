/**
 * bench/gpu.sh (issue 36 item 7) cannot rot between GPU sessions: on a machine without a GPU it
 * runs in seconds, every real step a skip with its reason, and `--self-test` shows that one step
 * crashing or hanging does not stop the others — one table, one JSON summary. The figures a GPU run
 * prints are read from the JSON shapes cuda-bench.js, launch-overhead.mjs, capture.js and vitest write.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const REAL_STEPS = [
  'cuda-conformance',
  'webgpu-vulkan',
  'cuda-bandwidth',
  'cuda-launch',
  'cuda-blackscholes',
  'cuda-matmul',
  'launch-overhead',
  'graph-replay',
  'programs',
  'cuda-tests',
  'suite',
];

interface Summary {
  ok: number;
  failed: number;
  skipped: number;
  steps: { name: string; status: string; seconds: number; result: string }[];
}

function gpuSh(args: string[], env: Record<string, string> = {}) {
  const out = mkdtempSync(join(tmpdir(), 'tutti-gpu-sh-'));
  const t0 = performance.now();
  const r = spawnSync('bash', ['bench/gpu.sh', ...args], {
    cwd: ROOT,
    env: { ...process.env, OUT: out, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const summary = JSON.parse(readFileSync(join(out, 'gpu-summary.json'), 'utf8')) as Summary;
  return { ...r, summary, ms: performance.now() - t0 };
}

const hasGpu = spawnSync('nvidia-smi', ['-L'], { encoding: 'utf8' }).status === 0;

describe.skipIf(hasGpu)('bench/gpu.sh on a machine without a GPU', () => {
  it('--self-test: ok, crash and timeout steps isolated; every real step skipped with its reason', () => {
    const r = gpuSh(['--self-test']);
    expect(r.ms).toBeLessThan(20_000);
    expect(r.status).toBe(1); // the synthetic crash and timeout are failures
    const byName = new Map(r.summary.steps.map((s) => [s.name, s]));
    expect(byName.get('selftest-ok')).toMatchObject({ status: 'ok', result: 'fine' });
    expect(byName.get('selftest-crash')).toMatchObject({
      status: 'crash',
      result: 'signal 11: about to crash',
    });
    expect(byName.get('selftest-timeout')).toMatchObject({ status: 'timeout', result: 'after 1s: waiting' });
    expect(byName.get('selftest-timeout')?.seconds).toBeLessThan(15);
    for (const name of REAL_STEPS) {
      expect(byName.get(name)).toMatchObject({
        status: 'skip',
        result: 'no NVIDIA GPU (nvidia-smi finds none)',
      });
    }
    expect(r.summary).toMatchObject({ ok: 1, failed: 2, skipped: REAL_STEPS.length });
    // one table: a header line, then a row per step in order
    const rows = r.stdout
      .split('\n')
      .filter((l) =>
        /^(selftest|cuda|webgpu|launch|graph|programs|suite)-?\S*\s+(ok|skip|crash|timeout|FAIL)\s/.test(l),
      );
    expect(rows.map((l) => l.split(/\s+/)[0])).toEqual([
      'selftest-ok',
      'selftest-crash',
      'selftest-timeout',
      ...REAL_STEPS,
    ]);
  });

  it('a plain run skips everything and exits 0; --only and a pretended GPU in a dry run', () => {
    const plain = gpuSh([]);
    expect(plain.status).toBe(0);
    expect(plain.summary.skipped).toBe(REAL_STEPS.length);
    const dry = gpuSh(['--dry-run', '--only=cuda-conformance,programs'], { GPU_SH_GPU: 'Pretend GPU' });
    expect(dry.status).toBe(0);
    expect(dry.summary.steps.map((s) => s.name)).toEqual(['cuda-conformance', 'programs']);
    for (const s of dry.summary.steps)
      expect(s.result).toMatch(/^(dry run: would run: |dist\/ is not built)/);
    expect(spawnSync('bash', ['bench/gpu.sh', '--bogus'], { cwd: ROOT, encoding: 'utf8' }).status).toBe(2);
  });
});

describe('the summary figures of a GPU run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tutti-gpu-figures-'));
  const figure = (step: string, json: unknown) => {
    const file = join(dir, `${step}.json`);
    writeFileSync(file, JSON.stringify(json));
    return execFileSync('node', ['bench/gpu-summary.mjs', 'figure', step, file], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  };
  it('reads each step’s JSON', () => {
    expect(
      figure('cuda-conformance', { conformance: { passed: 3, failed: ["a 'x': 1 ulp", 'b: boom'] } }),
    ).toBe('3/5 cases pass');
    expect(
      figure('cuda-bandwidth', { bandwidth: { saxpyGBs: 2800, copyGBs: 3000, fractionOfCopy: 0.9333 } }),
    ).toBe('saxpy 2800 GB/s = 0.93 of D2D copy (3000 GB/s)');
    expect(
      figure('cuda-blackscholes', {
        blackScholes: { cpuDevice: 'native:0', cudaMs: 0.5, cpuMs: 20, speedup: 40, maxAbsDiffCall: 0 },
      }),
    ).toBe('cuda 0.50 ms vs native:0 20.00 ms: 40.0x (max diff 0)');
    expect(
      figure('cuda-matmul', {
        matmul: { runs: 'cublas', matmulGflops: 50000, tiledGflops: 5000, speedup: 10 },
      }),
    ).toBe('cublas: 50000 GFLOP/s vs tiled 5000: 10.0x');
    expect(
      figure('launch-overhead', {
        builds: { dist: { cuda: { awaitedUs: 12.34 }, webgpu: { error: 'no adapter' } } },
      }),
    ).toBe('cuda 12.3 us, webgpu: no adapter');
    expect(
      figure('graph-replay', {
        rows: [{ device: 'cuda:0', size: 'small', speedupVsAwaited: 31.2 }, { device: 'js:0' }],
      }),
    ).toBe('cuda:0 small: 31.2x');
    expect(
      figure('programs', { numTotalTests: 9, numPassedTests: 7, numFailedTests: 1, numPendingTests: 1 }),
    ).toBe('7 passed, 1 failed, 1 skipped');
  });
});
