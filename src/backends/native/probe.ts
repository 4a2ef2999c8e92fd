/**
 * Is the native backend usable here? A compiler must exist, build an OpenMP shared library with
 * the configured flags, and that library must load and run through koffi. The cold probe takes a
 * compile (~100s of ms); its positive verdict is stored on disk keyed by the compiler's identity
 * (real path, size, mtime), the flags and the platform, so a warm import only stats and reads a
 * small file. Negative verdicts are never stored: fixing the setup takes effect at once.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryHandle } from 'koffi';
import { cacheDir } from '../../cache/artifact-cache.js';
import { tuttiVersion } from '../../cache/key.js';
import { textHash } from '../../cache/text-hash.js';
import { writeAtomic } from '../../cache/write-atomic.js';
import { KernelExecutionError } from '../../errors/errors.js';
import { stableStringify } from '../../ir/key.js';
import { callAsync, declare, type KoffiFunction, loadKoffi, loadLibrary } from '../shared/koffi.js';
import { loadKoffiSync } from '../shared/koffi-sync.js';
import { loadFailureReason } from '../shared/load-reason.js';
import { withOpenmpWaitDefaults } from '../shared/openmp-env.js';
import { firstLines, type RunResult, run, runSync } from '../shared/process.js';
import { compileArgs, currentToolchain, type Toolchain } from './toolchain.js';

export interface NativeVerdict {
  readonly available: true;
  readonly toolchain: Toolchain;
  /** First line of `cc --version`. */
  readonly version: string;
  /** Threads OpenMP used in the test run (all cores). */
  readonly cores: number;
}

export type NativeProbe = NativeVerdict | { readonly available: false; readonly reason: string };

const PROBE_C = `#include <stdint.h>
#include <omp.h>
__attribute__((visibility("default"))) int32_t tutti_probe(int32_t n, int32_t *out) {
  int32_t sum = 0;
  #pragma omp parallel for reduction(+:sum)
  for (int32_t i = 0; i < n; i++) { out[i] = i * 2; sum += i; }
  return sum * 0 + omp_get_num_procs();
}
`;

/**
 * What the stored verdict is keyed by, whole (the verdict file holds it and is used only when it is
 * equal; its name is a short hash of it): no node:crypto on a warm start.
 */
function identity(t: Toolchain): string {
  const st = statSync(t.path);
  return stableStringify({
    path: t.path,
    size: st.size,
    mtime: st.mtimeMs,
    flags: t.flags,
    platform: process.platform,
    arch: process.arch,
    node: process.versions.modules,
    tutti: tuttiVersion(),
  });
}

function verdictPath(id: string): string {
  return join(cacheDir(), 'native', `probe-${textHash(id)}.json`);
}

function readVerdict(t: Toolchain, id: string): NativeVerdict | undefined {
  try {
    const v = JSON.parse(readFileSync(verdictPath(id), 'utf8')) as {
      version?: unknown;
      cores?: unknown;
      id?: unknown;
    };
    if (v.id !== id || typeof v.version !== 'string' || typeof v.cores !== 'number') return undefined;
    return { available: true, toolchain: t, version: v.version, cores: v.cores };
  } catch {
    return undefined;
  }
}

function writeVerdict(id: string, v: NativeVerdict): void {
  try {
    writeAtomic(verdictPath(id), JSON.stringify({ id, version: v.version, cores: v.cores }));
  } catch {
    // An unwritable cache only costs a probe per process.
  }
}

type Awaitable<T> = T | Promise<T>;

/** The probe's steps that block in the synchronous API and are awaited in the asynchronous one. */
interface ProbeIo {
  run(cmd: string, args: readonly string[]): Awaitable<RunResult>;
  /** Loads koffi; throws (or rejects) with the reason when it cannot. */
  loadKoffi(): Awaitable<unknown>;
  /** Loads `lib` and calls its `tutti_probe(n, out)`. */
  callProbe(lib: string, n: number, out: Int32Array): Awaitable<unknown>;
}

const probeFn = (lib: LibraryHandle): KoffiFunction =>
  declare(lib, 'tutti_probe', 'int32_t', ['int32_t', 'int32_t *']);

const ASYNC_IO: ProbeIo = {
  run,
  loadKoffi,
  callProbe: async (lib, n, out) => callAsync(probeFn(await loadLibrary(lib)), [n, out]),
};

const SYNC_IO: ProbeIo = {
  run: runSync,
  loadKoffi: loadKoffiSync,
  callProbe: (lib, n, out) => probeFn(withOpenmpWaitDefaults(() => loadKoffiSync().load(lib)))(n, out),
};

/** One step's result: the async driver awaits the yielded value, the sync one passes it back. */
function* step<T>(v: Awaitable<T>): Generator<Awaitable<T>, T, unknown> {
  return (yield v) as T;
}

type Steps<R> = Generator<unknown, R, unknown>;

function runBlocking<R>(g: Steps<R>): R {
  let r = g.next();
  while (!r.done) r = g.next(r.value);
  return r.value;
}

async function runAwaiting<R>(g: Steps<R>): Promise<R> {
  let r = g.next();
  while (!r.done) {
    let v: unknown;
    try {
      v = await r.value;
    } catch (e) {
      r = g.throw(e);
      continue;
    }
    r = g.next(v);
  }
  return r.value;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The test build and run, written once for both APIs (`io` decides whether its steps block). */
function* coldProbe(t: Toolchain, io: ProbeIo): Generator<unknown, NativeProbe, unknown> {
  const ver = yield* step(io.run(t.path, ['--version']));
  if (ver.code !== 0) {
    return {
      available: false,
      reason: `C compiler '${t.cc}' (${t.path}) does not run: ${firstLines(ver.stderr, 3)}`,
    };
  }
  const version = ver.stdout.split('\n')[0]?.trim() ?? '';
  try {
    yield* step(io.loadKoffi());
  } catch (e) {
    return {
      available: false,
      reason: loadFailureReason(
        e,
        `the koffi FFI package cannot load on ${process.platform}-${process.arch}`,
      ),
    };
  }
  const work = mkdtempSync(join(tmpdir(), 'tutti-probe-'));
  try {
    const src = join(work, 'probe.c');
    const lib = join(work, 'probe.so');
    writeFileSync(src, PROBE_C);
    const r = yield* step(io.run(t.path, compileArgs(t, src, lib)));
    if (r.code !== 0) {
      return {
        available: false,
        reason: `C compiler '${t.cc}' failed a test build with flags '${t.flags.join(' ')}': ${firstLines(r.stderr, 4)}`,
      };
    }
    try {
      const out = new Int32Array(64);
      const cores = Number(yield* step(io.callProbe(lib, 64, out)));
      if (out[63] !== 126 || !(cores >= 1))
        throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', 'the test kernel computed wrong results');
      return { available: true, toolchain: t, version, cores };
    } catch (e) {
      return {
        available: false,
        reason: `the test library built by '${t.cc}' could not be loaded or run: ${message(e)}`,
      };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

type Known = { t: Toolchain; id: string } | NativeProbe;

/**
 * This process's last positive verdict and its identity: the device probe and the build both ask,
 * and the second answer needs no file read (the compiler is still looked up and stat-ed, so a
 * changed compiler or setting is noticed as before).
 */
let last: { readonly id: string; readonly verdict: NativeVerdict } | undefined;

/** The toolchain and its identity, the stored verdict, or why there is none. */
function known(): Known {
  const t = currentToolchain();
  if ('missing' in t) return { available: false, reason: t.missing };
  let id: string;
  try {
    id = identity(t);
  } catch (e) {
    return { available: false, reason: `C compiler '${t.cc}' cannot be inspected: ${String(e)}` };
  }
  if (last?.id === id) return { ...last.verdict, toolchain: t };
  const stored = readVerdict(t, id);
  if (stored) last = { id, verdict: stored };
  return stored ?? { t, id };
}

function remember(id: string, v: NativeProbe): void {
  if (!v.available) return;
  writeVerdict(id, v);
  last = { id, verdict: v };
}

/** Probes (or reads the stored verdict). Also used by the build to learn the compiler version. */
export async function probeNative(): Promise<NativeProbe> {
  const k = known();
  if (!('t' in k)) return k;
  const v = await runAwaiting(coldProbe(k.t, ASYNC_IO));
  remember(k.id, v);
  return v;
}

/**
 * probeNative, blocking: a warm start only stats and reads the stored verdict; a cold one (once per
 * compiler and flags) builds and runs the test library synchronously.
 */
export function probeNativeSync(): NativeProbe {
  const k = known();
  if (!('t' in k)) return k;
  const v = runBlocking(coldProbe(k.t, SYNC_IO));
  remember(k.id, v);
  return v;
}
