/**
 * The C toolchain as the native backend sees it: which compiler (`settings().cc`), where it is,
 * the flags, and the host CPU model (part of the identity when the
 * flags say -march=native). Compiles run asynchronously so they never block the event loop.
 */
import { readFileSync } from 'node:fs';
import { setting } from '../../config/settings.js';
import { type RunResult, resolveCompiler, run } from '../shared/process.js';

export interface Toolchain {
  /** The command as configured ('cc', 'gcc-13', '/opt/bin/clang'). */
  readonly cc: string;
  /** Its resolved real path. */
  readonly path: string;
  readonly flags: readonly string[];
}

/** Built-ins whose calls GCC rewrites algebraically when errno is off (buildFlags). */
const NO_ALGEBRA = ['-fno-builtin-atan', '-fno-builtin-atanf', '-fno-builtin-atanh', '-fno-builtin-atanhf'];

/**
 * Flags from settings, plus what a loadable shared library needs if the user left it out,
 * -ffp-contract=off unless the flags choose a contraction mode themselves (GCC's default in GNU
 * mode is to fuse a*b+c into an FMA, which rounds once where JS rounds twice), and -fno-math-errno
 * unless they choose an errno mode: JS has no errno, and with errno the compiler must keep every
 * sqrtf a library call that may set it, so a loop with a square root never vectorises. Without
 * errno, though, GCC rewrites sin/cos(atan(x)) as x / sqrt(x*x + 1) and 1 / sqrt(x*x + 1), and
 * sinh/cosh(atanh(x)) likewise: other roundings, and 0 or 1 where JS gives NaN (the fuzzer's
 * `Math.cos(Math.atan(NaN))`). So atan and atanh are no built-ins there (NO_ALGEBRA): GCC never
 * inlines or vectorises them anyway, and without their built-ins it cannot see the pattern.
 */
export function buildFlags(cflags: string, arch: string = process.arch): string[] {
  const flags = cflags.split(/\s+/).filter(Boolean);
  for (const f of ['-shared', '-fPIC']) if (!flags.includes(f)) flags.push(f);
  if (!flags.some((f) => f.startsWith('-ffp-contract='))) flags.push('-ffp-contract=off');
  if (!flags.some((f) => f === '-fmath-errno' || f === '-fno-math-errno')) flags.push('-fno-math-errno');
  if (!flags.includes('-fmath-errno')) for (const f of NO_ALGEBRA) if (!flags.includes(f)) flags.push(f);
  if (arch === 'x64' && flags.some(targetsCpu) && !flags.some((f) => f.startsWith('-mprefer-vector-width=')))
    flags.push('-mprefer-vector-width=256');
  return flags;
}

/**
 * Flags that may enable AVX-512 on x86-64. There, -mprefer-vector-width=256 is added unless the
 * flags choose a width: JS's large ArrayBuffers start 16 bytes past a page (malloc's header), so
 * every 64-byte vector access to them straddles two cache lines, and memory-bound kernels ran
 * ~15% slower with 64-byte vectors than with 32-byte ones (saxpy and the sqrt chain, 16M f32,
 * round-robin runs at load 5–9: native/wasm medians 0.84× → 0.93× and 0.72× → 0.93×; the
 * lanes' Mandelbrot unchanged). gcc and clang accept the flag.
 */
function targetsCpu(f: string): boolean {
  return f.startsWith('-march=') || f.startsWith('-mavx512');
}

export function currentToolchain(): Toolchain | { readonly missing: string } {
  // the two settings it reads, not all of them (settings() resolves every one)
  const cc = setting('cc').value;
  const path = resolveCompiler(cc);
  if (!path) return { missing: `C compiler '${cc}' not found` };
  return { cc, path, flags: buildFlags(setting('cflags').value) };
}

let cpu: string | undefined;

/** The host CPU model (from /proc/cpuinfo), part of the build identity under -march=native. */
export function cpuModel(): string {
  if (cpu === undefined) {
    try {
      const info = readFileSync('/proc/cpuinfo', 'utf8');
      const m = /^model name\s*:\s*(.*)$/m.exec(info);
      const flags = /^flags\s*:\s*(.*)$/m.exec(info);
      cpu = `${m?.[1] ?? process.arch}|${flags?.[1] ?? ''}`;
    } catch {
      cpu = process.arch;
    }
  }
  return cpu;
}

/**
 * Linker flags every kernel library gets. `-z nodelete`: the library (and so libgomp, which it
 * pulls in) is never unmapped. Otherwise, at process exit, the library is closed while OpenMP's
 * worker threads still run inside libgomp, and the process dies with SIGSEGV after its work is done.
 */
export const LINK_FLAGS: readonly string[] = ['-Wl,-z,nodelete'];

/** Compiles `src` (a .c file) to the shared library `out` with the toolchain's flags. */
export async function compile(t: Toolchain, src: string, out: string): Promise<RunResult> {
  return run(t.path, compileArgs(t, src, out));
}

/** The compiler's arguments for `src` -> shared library `out`. */
export function compileArgs(t: Toolchain, src: string, out: string): string[] {
  return [...t.flags, '-o', out, src, '-lm', ...LINK_FLAGS];
}
