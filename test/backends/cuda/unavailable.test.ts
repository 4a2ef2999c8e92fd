/**
 * Without an NVIDIA driver (CI, this machine) cuda is listed as unavailable with the precise
 * reason, tt.device('cuda') throws BackendUnavailableError with it, and 'gpu' / 'auto' fall back.
 * TUTTI_LIBCUDA pointed at a library that is not there gives the same reason, named; a library
 * that is not the driver gives a precise reason too. Each probe here is a fresh module graph.
 */
import { existsSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import * as tt from '../../../src/index.js';
import { cudaAvailable, cudaDevice } from './support.js';

const hasDriver = [
  '/usr/lib/x86_64-linux-gnu/libcuda.so.1',
  '/usr/lib64/libcuda.so.1',
  '/usr/lib/wsl/lib/libcuda.so.1',
].some(existsSync);

async function freshProbe(env: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    vi.resetModules();
    const { probeCuda } = await import('../../../src/backends/cuda/probe.js');
    return await probeCuda();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

it('cuda is listed, as cuda:0, available or with a precise reason', () => {
  expect(cudaDevice?.id).toBe('cuda:0');
  if (cudaAvailable) return;
  console.info(`cuda unavailable here: ${cudaDevice?.reason}`);
  expect(cudaDevice?.reason).toMatch(
    /^(libcuda\.so not found|cuInit failed: CUDA_ERROR_\w+|no CUDA device|no CUDA compiler)/,
  );
  if (!hasDriver) expect(cudaDevice?.reason).toBe('libcuda.so not found (no NVIDIA driver)');
});

it.skipIf(cudaAvailable)(
  "tt.device('cuda') throws BackendUnavailableError with the reason; 'gpu' and 'auto' fall back",
  async () => {
    let err: unknown;
    try {
      tt.device('cuda');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tt.BackendUnavailableError);
    expect(err).toMatchObject({ backend: 'cuda', reason: cudaDevice?.reason });
    expect(() => tt.device('cuda:0')).toThrow(tt.BackendUnavailableError);
    const auto = tt.device('auto');
    expect(auto.backend).not.toBe('cuda');
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 2;
    });
    const x = tt.array(new Float32Array([1, 2, 3]), { device: auto });
    await k.launch(3, { x });
    expect(Array.from(await x.read())).toEqual([2, 4, 6]);
    try {
      expect(tt.device('gpu').backend).not.toBe('cuda');
    } catch (e) {
      // no GPU at all here: 'gpu' names what is missing, and never picks cuda
      expect(e).toBeInstanceOf(tt.TuttiError);
    }
  },
);

it('TUTTI_LIBCUDA naming a missing library: the reason names it', async () => {
  const p = await freshProbe({ TUTTI_LIBCUDA: '/nonexistent/libcuda.so.1' });
  expect(p).toEqual({ available: false, reason: '/nonexistent/libcuda.so.1 not found (no NVIDIA driver)' });
});

it('a library that is not the CUDA driver: the reason says the driver failed', async () => {
  const libc = [
    '/lib/x86_64-linux-gnu/libc.so.6',
    '/lib/aarch64-linux-gnu/libc.so.6',
    '/lib64/libc.so.6',
  ].find(existsSync);
  if (!libc) return;
  const p = await freshProbe({ TUTTI_LIBCUDA: libc });
  expect(p.available).toBe(false);
  if (!p.available) expect(p.reason).toMatch(/^the CUDA driver \(.*libc\.so\.6\) failed: .*cuInit/);
});

it('the probe is fast (it runs when tutti is imported)', async () => {
  const t0 = performance.now();
  await freshProbe({});
  expect(performance.now() - t0).toBeLessThan(2000);
});
