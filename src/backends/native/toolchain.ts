/**
 * The C toolchain as the native backend sees it: which compiler (`settings().cc`), where it is,
 * what it says its version is, the flags, and the host CPU model (part of the identity when the
 * flags say -march=native). Compiles run asynchronously so they never block the event loop.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settings } from '../../config/settings.js';
import { KernelBuildError } from '../../errors/errors.js';

export interface Toolchain {
  /** The command as configured ('cc', 'gcc-13', '/opt/bin/clang'). */
  readonly cc: string;
  /** Its resolved real path. */
  readonly path: string;
  readonly flags: readonly string[];
}

function isExecutable(p: string): boolean {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds `cc` like a shell would (a path with '/' as is, else through $PATH); undefined if absent. */
export function resolveCompiler(cc: string): string | undefined {
  const candidates = cc.includes('/')
    ? [cc]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((d) => join(d, cc));
  for (const c of candidates) {
    if (isExecutable(c)) {
      try {
        return realpathSync(c);
      } catch {
        return c;
      }
    }
  }
  return undefined;
}

/**
 * Flags from settings, plus what a loadable shared library needs if the user left it out, and
 * -ffp-contract=off unless the flags choose a contraction mode themselves: GCC's default in GNU
 * mode is to fuse a*b+c into an FMA, which rounds once where JS rounds twice.
 */
export function buildFlags(cflags: string): string[] {
  const flags = cflags.split(/\s+/).filter(Boolean);
  for (const f of ['-shared', '-fPIC']) if (!flags.includes(f)) flags.push(f);
  if (!flags.some((f) => f.startsWith('-ffp-contract='))) flags.push('-ffp-contract=off');
  return flags;
}

export function currentToolchain(): Toolchain | { readonly missing: string } {
  const s = settings();
  const path = resolveCompiler(s.cc);
  if (!path) return { missing: `C compiler '${s.cc}' not found` };
  return { cc: s.cc, path, flags: buildFlags(s.cflags) };
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command without a shell (arguments are never parsed), asynchronously. */
export function run(cmd: string, args: readonly string[], cwd?: string): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      [...args],
      { cwd, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 127) : 0;
        resolve({ code, stdout, stderr: stderr || (err && code !== 0 ? err.message : '') });
      },
    );
  });
}

/** First line of `cc --version`, e.g. "cc (Debian 12.2.0-14) 12.2.0". */
export async function compilerVersion(t: Toolchain): Promise<string> {
  const r = await run(t.path, ['--version']);
  if (r.code !== 0)
    throw new KernelBuildError(
      'KERNEL_BUILD_FAILED',
      `'${t.cc} --version' failed: ${firstLines(r.stderr, 3)}`,
    );
  return r.stdout.split('\n')[0]?.trim() ?? '';
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

export function firstLines(s: string, n: number): string {
  return s.trim().split('\n').slice(0, n).join('\n');
}

/**
 * Linker flags every kernel library gets. `-z nodelete`: the library (and so libgomp, which it
 * pulls in) is never unmapped. Otherwise, at process exit, the library is closed while OpenMP's
 * worker threads still run inside libgomp, and the process dies with SIGSEGV after its work is done.
 */
export const LINK_FLAGS: readonly string[] = ['-Wl,-z,nodelete'];

/** Compiles `src` (a .c file) to the shared library `out` with the toolchain's flags. */
export async function compile(t: Toolchain, src: string, out: string): Promise<RunResult> {
  return run(t.path, [...t.flags, '-o', out, src, '-lm', ...LINK_FLAGS]);
}

let version: string | undefined;

/** tutti's version from its package.json (found upward from this module, in src/ or dist/src/). */
export function tuttiVersion(): string {
  if (version !== undefined) return version;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'tutti') {
        version = pkg.version ?? '0';
        return version;
      }
    } catch {
      // not here; go up
    }
    dir = dirname(dir);
  }
  version = 'unknown';
  return version;
}
