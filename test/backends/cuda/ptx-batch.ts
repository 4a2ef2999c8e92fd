/**
 * Compiles many kernels' CUDA C to PTX with nvcc, every warning an error, for the tests that check
 * whole kernel collections (nvcc.test.ts, nvcc-ops.test.ts) — without one nvcc process per kernel.
 * Each nvcc parses cuda_runtime.h (1.3 MB preprocessed) before the kernel, ~0.4 s of CPU, so 250
 * kernels cost ~100 CPU-seconds as separate processes and ~10 as a few batches.
 *
 * - A batch is one translation unit: each kernel's exact source (as `cudaSource` renders it), in
 *   a namespace of its own, its entry renamed by a macro (every entry is `tutti_kernel`, with C
 *   linkage), after a `#line` naming the kernel, so a diagnostic says which kernel it is about.
 *   The sources' `#include`s come first, once; the headers' guards make the sources' own no-ops.
 * - A batch passes when nvcc exits 0 with nothing on stderr and the PTX has every renamed entry.
 *   Otherwise each of its kernels is built alone through `buildCudaSource` (tutti's own build step
 *   and artifact cache, exactly as before batching), and those results are the verdict, with the
 *   per-kernel messages.
 * - A kernel that passed is remembered by a stamp in `<cache dir>/test-ptx/` whose name hashes the
 *   nvcc path and version, the flags and the source, so a warm run compiles only what changed.
 *
 * The one thing a namespace could hide is a helper whose name clashes with a global one from the
 * CUDA headers; tutti's generated names all carry a `tt_` prefix or the kernel's own names.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCudaSource, cudaSource } from '../../../src/backends/cuda/build.js';
import { nvccFlags, nvccVersion } from '../../../src/backends/cuda/nvcc.js';
import { firstLines, run } from '../../../src/backends/shared/process.js';
import { activeCacheDir } from '../../../src/cache/location.js';
import type { KernelIR } from '../../../src/ir/nodes.js';

export interface PtxJob {
  /** Shown in failures. */
  readonly name: string;
  /** The kernel's CUDA C (a `tutti_kernel` entry and its helpers). */
  readonly source: string;
}

export interface PtxReport {
  /** One line (and the compiler's messages) per kernel that failed or warned. */
  readonly failures: string[];
  /** Kernels compiled by this call; the rest had a stamp. */
  readonly fresh: number;
  /** nvcc processes this call started. */
  readonly processes: number;
  /** What nvcc said about each batch that did not pass (its kernels were then built alone). */
  readonly batchErrors: string[];
}

export interface PtxBatchOptions {
  /** Parallel nvcc processes (default 2, the cores of the test machine). */
  readonly batches?: number;
  /** Skip stamped kernels and stamp the ones that pass (default true). */
  readonly stamps?: boolean;
}

const ENTRY = 'tutti_kernel';

/** Each kernel's CUDA C (`cudaSource`, as the backend builds it); a kernel it refuses is a failure. */
export function renderAll(kernels: readonly { name: string; ir: KernelIR }[]): {
  jobs: PtxJob[];
  failures: string[];
} {
  const jobs: PtxJob[] = [];
  const failures: string[] = [];
  for (const k of kernels) {
    try {
      jobs.push({ name: k.name, source: cudaSource(k.ir) });
    } catch (e) {
      failures.push(`${k.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { jobs, failures };
}

function batchSource(jobs: readonly PtxJob[]): string {
  const includes = new Set<string>();
  for (const j of jobs) for (const m of j.source.matchAll(/^#include <[^>]+>$/gm)) includes.add(m[0]);
  const parts = [...includes];
  jobs.forEach((j, n) => {
    const file = `kernel ${n}: ${j.name}`.replace(/["\\\n]/g, "'");
    parts.push(
      `#define ${ENTRY} tt_batch_${n}`,
      `namespace tt_batch_ns_${n} {`,
      `#line 1 "${file}"`,
      j.source,
      '}',
      `#undef ${ENTRY}`,
    );
  });
  return `${parts.join('\n')}\n`;
}

/** Entries the PTX declares (`.visible .entry name(`). */
function entries(ptx: string): Set<string> {
  return new Set([...ptx.matchAll(/^\.visible \.entry (\w+)\(/gm)].map((m) => m[1] ?? ''));
}

/** undefined when the batch passes, else why not. */
async function batchError(
  nvcc: string,
  flags: readonly string[],
  jobs: readonly PtxJob[],
): Promise<string | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'tutti-ptx-batch-'));
  try {
    const src = join(dir, 'batch.cu');
    const out = join(dir, 'batch.ptx');
    writeFileSync(src, batchSource(jobs));
    const r = await run(nvcc, [...flags, '-o', out, src]);
    if (r.code !== 0 || r.stderr.trim() !== '' || !existsSync(out))
      return `nvcc exit ${r.code}:\n${firstLines(r.stderr, 20)}`;
    const found = entries(readFileSync(out, 'utf8'));
    const missing = jobs.filter((_, n) => !found.has(`tt_batch_${n}`)).map((j) => j.name);
    return missing.length === 0 ? undefined : `no PTX entry for ${missing.join(', ')}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The verdict of tutti's own build step for one kernel: undefined when clean. */
async function aloneFailure(
  nvcc: string,
  extra: readonly string[],
  job: PtxJob,
): Promise<string | undefined> {
  try {
    const built = await buildCudaSource(job.name, job.source, {
      compiler: { kind: 'nvcc', path: nvcc },
      extra,
    });
    return built.log === '' ? undefined : `${job.name}: warnings:\n${built.log}`;
  } catch (e) {
    return `${job.name}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Splits `items` into `n` runs of nearly equal length (none empty). */
function split<T>(items: readonly T[], n: number): T[][] {
  const k = Math.min(n, items.length);
  return Array.from({ length: k }, (_, i) =>
    items.slice(Math.floor((i * items.length) / k), Math.floor(((i + 1) * items.length) / k)),
  );
}

/**
 * Builds every job to PTX with `nvcc` and `extra` flags, in `batches` parallel nvcc processes
 * (more only where a batch fails and its kernels are built alone).
 */
export async function compileAllToPtx(
  nvcc: string,
  extra: readonly string[],
  jobs: readonly PtxJob[],
  opts: PtxBatchOptions = {},
): Promise<PtxReport> {
  const stamps = opts.stamps ?? true;
  const flags = nvccFlags({ extra });
  const identity = `${nvcc}\n${await nvccVersion(nvcc)}\n${flags.join(' ')}\n`;
  const stampDir = join(activeCacheDir(), 'test-ptx');
  if (stamps) mkdirSync(stampDir, { recursive: true });
  const stampOf = (j: PtxJob) =>
    join(stampDir, createHash('sha256').update(identity).update(j.source).digest('hex'));
  const stamp = (j: PtxJob) => {
    if (stamps) writeFileSync(stampOf(j), `${j.name}\n`);
  };
  const todo = stamps ? jobs.filter((j) => !existsSync(stampOf(j))) : [...jobs];
  const failures: string[] = [];
  const batchErrors: string[] = [];
  let processes = 0;
  await Promise.all(
    split(todo, opts.batches ?? 2).map(async (batch) => {
      processes++;
      const error = await batchError(nvcc, flags, batch);
      if (error === undefined) {
        for (const j of batch) stamp(j);
        return;
      }
      batchErrors.push(error);
      for (const j of batch) {
        processes++;
        const failure = await aloneFailure(nvcc, extra, j);
        if (failure === undefined) stamp(j);
        else failures.push(failure);
      }
    }),
  );
  return { failures, fresh: todo.length, processes, batchErrors };
}
