/**
 * The original PolyBench/C 4.2.1 sources (bench/polybench/c, vendored unchanged) built three ways
 * with the native backend's compiler and flags (settings().cc / cflags through buildFlags, minus
 * -shared/-fPIC): sequential (no -fopenmp), OpenMP (the obvious `#pragma omp parallel for` of each
 * port's `omp` list inserted into a copy), and a dump build (-DPOLYBENCH_DUMP_ARRAYS, the print
 * format widened to round-trip doubles) whose output checks the ports. Every build times with
 * PolyBench's own timer around the kernel call (-DPOLYBENCH_TIME) and does not flush the cache
 * before it (-DPOLYBENCH_NO_FLUSH_CACHE): the ports run on warm data too. The OpenMP build starts
 * its thread team before main, so the first parallel loop's timing does not include creating it.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { currentToolchain } from '../../src/backends/native/toolchain.js';
import type { Dataset, OmpPragma, PolyKernel } from './types.js';

const run = promisify(execFile);

export type Variant = 'seq' | 'omp' | 'dump';

/** bench/polybench/c, found upward from this module (source tree or dist/). */
export function sourceRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const c of [join(dir, 'c'), join(dir, 'bench', 'polybench', 'c')])
      if (existsSync(join(c, 'utilities', 'polybench.h'))) return c;
    dir = dirname(dir);
  }
  throw new Error('bench/polybench/c not found');
}

/** The flags native kernels are built with, as an executable's: without -shared/-fPIC (and -fopenmp for seq). */
export function cFlags(variant: Variant): { cc: string; flags: string[] } {
  const t = currentToolchain();
  if ('missing' in t) throw new Error(t.missing);
  const flags = t.flags.filter(
    (f) => f !== '-shared' && f !== '-fPIC' && (variant === 'omp' || f !== '-fopenmp'),
  );
  return { cc: t.path, flags };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Inserts each pragma before its loop inside the kernel function; throws when one matches nothing. */
export function insertPragmas(source: string, pragmas: readonly OmpPragma[]): string {
  const start = source.indexOf('#pragma scop');
  const end = source.indexOf('#pragma endscop');
  if (start < 0 || end < 0) throw new Error('no #pragma scop in the kernel');
  let body = source.slice(start, end);
  for (const p of pragmas) {
    const re = new RegExp(p.at.split(/\s+/).map(escapeRegExp).join('\\s*'), 'g');
    const hits = [...body.matchAll(re)].map((m) => m.index ?? 0);
    const chosen = p.nth === undefined ? hits : hits.filter((_, k) => k === p.nth);
    if (chosen.length === 0) throw new Error(`OpenMP pragma: '${p.at}' not found`);
    for (const at of chosen.reverse())
      body = `${body.slice(0, at)}\n#pragma omp parallel for ${p.clause ?? ''}\n${body.slice(at)}`;
  }
  return source.slice(0, start) + body + source.slice(end);
}

const WARM_TEAM = `#include <omp.h>
__attribute__((constructor)) static void tutti_bench_warm_team(void) {
#pragma omp parallel
  { (void)omp_get_thread_num(); }
}
`;

/** Builds (cached by content and flags) one variant of `k` for `dataset`; returns the executable. */
export async function buildC(k: PolyKernel, dataset: Dataset, variant: Variant): Promise<string> {
  const root = sourceRoot();
  const name = basename(k.dir);
  const srcDir = join(root, k.dir);
  let source = readFileSync(join(srcDir, `${name}.c`), 'utf8');
  let header = readFileSync(join(srcDir, `${name}.h`), 'utf8');
  if (variant === 'omp') source = insertPragmas(source, k.omp);
  if (variant === 'dump') header = header.replace('"%0.2lf "', '"%0.17g "').replace('"%0.2f "', '"%0.9g "');
  const { cc, flags } = cFlags(variant);
  const defs = [`-D${dataset}_DATASET`, '-DPOLYBENCH_TIME', '-DPOLYBENCH_NO_FLUSH_CACHE', ...(k.cdefs ?? [])];
  if (variant === 'dump') defs.push('-DPOLYBENCH_DUMP_ARRAYS');
  const util = readFileSync(join(root, 'utilities', 'polybench.c'), 'utf8');
  const key = createHash('sha256')
    .update([cc, ...flags, ...defs, source, header, util].join('\0'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'tutti-polybench', `${name}-${variant}-${key}`);
  const exe = join(dir, name);
  if (existsSync(exe)) return exe;
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, 'utilities'), join(dir, 'utilities'), { recursive: true });
  writeFileSync(join(dir, `${name}.c`), source);
  writeFileSync(join(dir, `${name}.h`), header);
  const args = [...flags, ...defs, '-I', join(dir, 'utilities'), '-I', dir];
  const sources = [join(dir, 'utilities', 'polybench.c'), join(dir, `${name}.c`)];
  if (variant === 'omp') {
    // the thread team is started before main, as tutti's native device has it running before a launch
    writeFileSync(join(dir, 'warm-team.c'), WARM_TEAM);
    sources.push(join(dir, 'warm-team.c'));
  }
  const tmp = `${exe}.${process.pid}.tmp`;
  await run(cc, [...args, ...sources, '-o', tmp, '-lm']);
  renameSync(tmp, exe);
  return exe;
}

/** Runs a timed build once: PolyBench's kernel time in milliseconds. */
export async function timeC(exe: string): Promise<number> {
  const { stdout } = await run(exe, [], { maxBuffer: 1 << 26 });
  const s = Number.parseFloat(stdout.trim().split(/\s+/).pop() ?? '');
  if (!Number.isFinite(s)) throw new Error(`${exe}: no time printed (${stdout.slice(0, 200)})`);
  return s * 1000;
}

/** Runs a dump build: each dumped array's values, by name. */
export async function dumpC(exe: string): Promise<Map<string, Float64Array>> {
  const { stderr } = await run(exe, [], { maxBuffer: 1 << 28 });
  const out = new Map<string, Float64Array>();
  for (const m of stderr.matchAll(/begin dump: (\w+)([\s\S]*?)end {3}dump: \1/g)) {
    const text = m[2] ?? '';
    out.set(m[1] ?? '', Float64Array.from(text.trim().split(/\s+/).filter(Boolean), Number));
  }
  return out;
}
