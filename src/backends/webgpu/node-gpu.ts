/**
 * WebGPU in Node: Dawn (the `webgpu` package), imported only when WebGPU is probed. Bundlers
 * targeting browsers use node-gpu.browser.ts instead (package.json "browser" field).
 *
 * Dawn's OpenGL ES backend prints two "artificially reduced" limit warnings straight to the
 * process's stderr (fd 2, from C++) while an adapter is requested — in every program that probes
 * WebGPU. They say nothing a user can act on, so the request runs with fd 2 pointed at a temporary
 * file; those lines go to the debug log (TUTTI_DEBUG=webgpu) and anything else Dawn printed is
 * passed on to stderr unchanged.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { debugLog } from '../../config/debug.js';
import { packageLoadError } from '../../config/own-module.js';
import { loadKoffiSync } from '../shared/koffi-sync.js';

export { prepareVulkan, vulkanInstalled } from './vulkan-driver.js';

/**
 * Dawn's `create(options)`: a GPU object (navigator.gpu's equivalent).
 *
 * Mesa's llvmpipe (and lavapipe) hand every dispatch to a pool of worker threads and wait for
 * them: two thread wake-ups per dispatch, which made a 64-item dispatch cost 25–55 µs of a
 * replayed graph on a 2-core machine and doubled an awaited tiny launch. Unless the user set
 * LP_NUM_THREADS, it is 0 here: llvmpipe runs each dispatch on the calling thread (graph replay of
 * 1000 tiny dispatches ~15× faster, an awaited tiny launch ~2× faster; a 4 M-item kernel ~1.3×
 * slower on 2 cores — large compute belongs on the native or wasm device). Set LP_NUM_THREADS=N
 * before tutti probes WebGPU to spread dispatches over N threads instead (docs/backends/webgpu.md).
 */
export async function dawnCreate(): Promise<(options: string[]) => GPU> {
  process.env.EGL_PLATFORM ??= 'surfaceless';
  process.env.LP_NUM_THREADS ??= '0';
  try {
    return (await import('webgpu')).create;
  } catch (e) {
    throw packageLoadError(e, 'webgpu');
  }
}

/** Warnings Dawn prints on every adapter request that are not the user's business. */
const NOISE = /artificially reduced from \d+ to \d+ to fit dynamic offset allocation limit/;

interface Libc {
  dup(fd: number): number;
  dup2(from: number, to: number): number;
  close(fd: number): number;
}

let libc: Libc | null | undefined;

function loadLibc(): Libc | null {
  if (libc !== undefined) return libc;
  libc = null;
  if (process.platform !== 'linux') return libc;
  try {
    const koffi = loadKoffiSync();
    const lib = koffi.load('libc.so.6');
    libc = {
      dup: lib.func('int dup(int)'),
      dup2: lib.func('int dup2(int, int)'),
      close: lib.func('int close(int)'),
    };
  } catch (e) {
    debugLog('webgpu', `cannot redirect Dawn's stderr (${e instanceof Error ? e.message : String(e)})`);
  }
  return libc;
}

/** Runs `fn` (synchronous) with fd 2 captured; returns its result and what was written there. */
function captureStderr<T>(fn: () => T): { value: T; text: string } {
  const c = loadLibc();
  if (!c) return { value: fn(), text: '' };
  const dir = mkdtempSync(join(tmpdir(), 'tutti-dawn-'));
  const file = join(dir, 'stderr');
  const fd = openSync(file, 'w+');
  const saved = c.dup(2);
  try {
    if (saved < 0 || c.dup2(fd, 2) < 0) return { value: fn(), text: '' };
    let value: T;
    try {
      value = fn();
    } finally {
      c.dup2(saved, 2);
    }
    return { value, text: readFileSync(file, 'utf8') };
  } finally {
    if (saved >= 0) c.close(saved);
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `gpu.requestAdapter(options)` with Dawn's limit warnings moved to the debug log. */
export function requestAdapterQuietly(
  gpu: GPU,
  options: GPURequestAdapterOptions,
): Promise<GPUAdapter | null> {
  const { value, text } = captureStderr(() => gpu.requestAdapter(options));
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (NOISE.test(line)) debugLog('webgpu', `Dawn: ${line.trim()}`);
    else process.stderr.write(`${line}\n`);
  }
  return value;
}
