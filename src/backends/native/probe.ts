/**
 * Is the native backend usable here? A compiler must exist, build an OpenMP shared library with
 * the configured flags, and that library must load and run through koffi. The cold probe takes a
 * compile (~100s of ms); its positive verdict is stored on disk keyed by the compiler's identity
 * (real path, size, mtime), the flags and the platform, so a warm import only stats and reads a
 * small file. Negative verdicts are never stored: fixing the setup takes effect at once.
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDir } from '../../cache/artifact-cache.js';
import { tuttiVersion } from '../../cache/key.js';
import { makeDirs } from '../../cache/make-dirs.js';
import { KernelExecutionError } from '../../errors/errors.js';
import { hashString, stableStringify } from '../../ir/key.js';
import { callAsync, declare, loadKoffi, loadLibrary } from '../shared/koffi.js';
import { loadKoffiSync } from '../shared/koffi-sync.js';
import { firstLines, runSync } from '../shared/process.js';
import { compile, compileArgs, compilerVersion, currentToolchain, type Toolchain } from './toolchain.js';

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

function identity(t: Toolchain): string {
  const st = statSync(t.path);
  return hashString(
    stableStringify({
      path: t.path,
      size: st.size,
      mtime: st.mtimeMs,
      flags: t.flags,
      platform: process.platform,
      arch: process.arch,
      node: process.versions.modules,
      tutti: tuttiVersion(),
    }),
  ).slice(0, 32);
}

function verdictPath(id: string): string {
  return join(cacheDir(), 'native', `probe-${id}.json`);
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
    const path = verdictPath(id);
    makeDirs(join(cacheDir(), 'native'));
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ id, version: v.version, cores: v.cores }));
    renameSync(tmp, path);
  } catch {
    // An unwritable cache only costs a probe per process.
  }
}

async function coldProbe(t: Toolchain): Promise<NativeProbe> {
  let version: string;
  try {
    version = await compilerVersion(t);
  } catch (e) {
    return { available: false, reason: `C compiler '${t.cc}' (${t.path}) does not run: ${String(e)}` };
  }
  try {
    await loadKoffi();
  } catch (e) {
    return {
      available: false,
      reason: `the koffi FFI package cannot load on ${process.platform}-${process.arch}: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  const work = mkdtempSync(join(tmpdir(), 'tutti-probe-'));
  try {
    const src = join(work, 'probe.c');
    const lib = join(work, 'probe.so');
    writeFileSync(src, PROBE_C);
    const r = await compile(t, src, lib);
    if (r.code !== 0) {
      return {
        available: false,
        reason: `C compiler '${t.cc}' failed a test build with flags '${t.flags.join(' ')}': ${firstLines(r.stderr, 4)}`,
      };
    }
    try {
      const fn = declare(await loadLibrary(lib), 'tutti_probe', 'int32_t', ['int32_t', 'int32_t *']);
      const out = new Int32Array(64);
      const cores = Number(await callAsync(fn, [64, out]));
      if (out[63] !== 126 || !(cores >= 1))
        throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', 'the test kernel computed wrong results');
      return { available: true, toolchain: t, version, cores };
    } catch (e) {
      return {
        available: false,
        reason: `the test library built by '${t.cc}' could not be loaded or run: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The same test build and run as coldProbe, blocking (for the synchronous API). */
function coldProbeSync(t: Toolchain): NativeProbe {
  const ver = runSync(t.path, ['--version']);
  if (ver.code !== 0) {
    return {
      available: false,
      reason: `C compiler '${t.cc}' (${t.path}) does not run: ${firstLines(ver.stderr, 3)}`,
    };
  }
  const version = ver.stdout.split('\n')[0]?.trim() ?? '';
  let koffi: ReturnType<typeof loadKoffiSync>;
  try {
    koffi = loadKoffiSync();
  } catch (e) {
    return {
      available: false,
      reason: `the koffi FFI package cannot load on ${process.platform}-${process.arch}: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  const work = mkdtempSync(join(tmpdir(), 'tutti-probe-'));
  try {
    const src = join(work, 'probe.c');
    const lib = join(work, 'probe.so');
    writeFileSync(src, PROBE_C);
    const r = runSync(t.path, compileArgs(t, src, lib));
    if (r.code !== 0) {
      return {
        available: false,
        reason: `C compiler '${t.cc}' failed a test build with flags '${t.flags.join(' ')}': ${firstLines(r.stderr, 4)}`,
      };
    }
    try {
      const fn = declare(koffi.load(lib), 'tutti_probe', 'int32_t', ['int32_t', 'int32_t *']);
      const out = new Int32Array(64);
      const cores = Number(fn(64, out));
      if (out[63] !== 126 || !(cores >= 1))
        throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', 'the test kernel computed wrong results');
      return { available: true, toolchain: t, version, cores };
    } catch (e) {
      return {
        available: false,
        reason: `the test library built by '${t.cc}' could not be loaded or run: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

type Known = { t: Toolchain; id: string } | NativeProbe;

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
  return readVerdict(t, id) ?? { t, id };
}

/** Probes (or reads the stored verdict). Also used by the build to learn the compiler version. */
export async function probeNative(): Promise<NativeProbe> {
  const k = known();
  if (!('t' in k)) return k;
  const v = await coldProbe(k.t);
  if (v.available) writeVerdict(k.id, v);
  return v;
}

/**
 * probeNative, blocking: a warm start only stats and reads the stored verdict; a cold one (once per
 * compiler and flags) builds and runs the test library synchronously.
 */
export function probeNativeSync(): NativeProbe {
  const k = known();
  if (!('t' in k)) return k;
  const v = coldProbeSync(k.t);
  if (v.available) writeVerdict(k.id, v);
  return v;
}
