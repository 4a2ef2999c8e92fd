/**
 * Running external tools, shared by the backends that build with one (native: the C compiler;
 * cuda: nvcc): finding a command like a shell would, running it without a shell, trimming its output.
 */
import type * as ChildProcess from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

let cp: typeof ChildProcess | undefined;

/** node:child_process, loaded when a tool first runs (loading it costs ~5 ms; warm starts run none). */
function childProcess(): typeof ChildProcess {
  cp ??= createRequire(import.meta.url)('node:child_process') as typeof ChildProcess;
  return cp;
}

function isExecutable(p: string): boolean {
  try {
    // no exception for the usual miss: a $PATH search stats a missing file in most directories
    if (!statSync(p, { throwIfNoEntry: false })?.isFile()) return false;
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
        // realpath(3) in one call: the JavaScript realpathSync lstats every component
        return realpathSync.native(c);
      } catch {
        return c;
      }
    }
  }
  return undefined;
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command without a shell (arguments are never parsed), asynchronously. */
export function run(cmd: string, args: readonly string[], cwd?: string): Promise<RunResult> {
  return new Promise((resolve) => {
    childProcess().execFile(
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

/** Runs a command without a shell, blocking (for synchronous probes only). */
export function runSync(cmd: string, args: readonly string[], cwd?: string): RunResult {
  const r = childProcess().spawnSync(cmd, [...args], { cwd, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' });
  const code = r.error ? 127 : (r.status ?? 127);
  return { code, stdout: r.stdout ?? '', stderr: r.stderr || (r.error ? r.error.message : '') };
}

/** The first `n` lines of a tool's output. */
export function firstLines(s: string, n: number): string {
  return s.trim().split('\n').slice(0, n).join('\n');
}
