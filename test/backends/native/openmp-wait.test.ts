/**
 * OpenMP's wait policy for the libraries tutti loads (backends/shared/openmp-env.ts): libgomp in a
 * process that runs native kernels spins at most GOMP_SPINCOUNT=10000 times before it sleeps
 * (its default, 300 000, made a launch from one libuv thread take 8 ms on a loaded 2-core machine
 * where one thread takes 2 ms), unless the user chose a policy; and the variable is only present
 * while the library loads, so child processes inherit the user's environment. Each case is a fresh
 * Node process (libgomp reads its environment once) that prints libgomp's settings
 * (OMP_DISPLAY_ENV=verbose) and launches a kernel large enough to run on OpenMP's team.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../webgpu/support.js';
import { describeNative } from './support.js';

const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const cache = mkdtempSync(join(tmpdir(), 'tutti-omp-wait-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

interface Child {
  /** libgomp's GOMP_SPINCOUNT as it printed it, or undefined when it printed none. */
  readonly spinCount: string | undefined;
  /** process.env.GOMP_SPINCOUNT after the launch (what a child process would inherit). */
  readonly envAfter: string | null;
  readonly sum: number;
}

function runChild(env: Record<string, string>): Child {
  ensureDist();
  const body = `const tt = await import('${ENTRY}');
const k = tt.kernel({ y: tt.arrayOf(tt.f64, 2) }, ([i, j], { y }) => {
  let s = 0;
  for (let t = 0; t < 50; t++) s += (i + j + t) * 0.5;
  y[i][j] = s;
});
const y = tt.zeros([200, 220], tt.f64, { device: 'native' });
await k.launch([200, 220], { y });
const v = await y.read();
let sum = 0;
for (const x of v) sum += x;
console.log(JSON.stringify({ sum, envAfter: process.env.GOMP_SPINCOUNT ?? null }));
await tt.shutdown();`;
  const base = { ...process.env };
  delete base.GOMP_SPINCOUNT;
  delete base.OMP_WAIT_POLICY;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...base, TUTTI_CACHE_DIR: cache, OMP_DISPLAY_ENV: 'verbose', ...env },
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  const out = `${r.stdout}\n${r.stderr}`;
  const spinCount = /GOMP_SPINCOUNT = '(\d+)'/.exec(out)?.[1];
  const last = r.stdout.trim().split('\n').pop() ?? 'null';
  return { spinCount, ...(JSON.parse(last) as { sum: number; envAfter: string | null }) };
}

// sum over i < 200, j < 220 of sum over t < 50 of (i + j + t) / 2
const SUM = 0.5 * (50 * ((220 * (199 * 200)) / 2 + (200 * (219 * 220)) / 2) + (200 * 220 * (49 * 50)) / 2);

describeNative('OpenMP wait policy of native kernels', () => {
  it('loads libgomp with a short spin (GOMP_SPINCOUNT=10000) and leaves the environment as it was', () => {
    const c = runChild({});
    expect(c.sum).toBe(SUM);
    expect(c.spinCount).toBe('10000');
    expect(c.envAfter).toBeNull();
  });

  it("keeps the user's GOMP_SPINCOUNT", () => {
    const c = runChild({ GOMP_SPINCOUNT: '77' });
    expect(c.sum).toBe(SUM);
    expect(c.spinCount).toBe('77');
    expect(c.envAfter).toBe('77');
  });

  it("keeps the user's OMP_WAIT_POLICY (libgomp's own count for it)", () => {
    const c = runChild({ OMP_WAIT_POLICY: 'passive' });
    expect(c.sum).toBe(SUM);
    expect(c.spinCount).toBe('0');
  });
});
