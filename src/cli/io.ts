/** How commands talk: output streams (injectable for tests), usage errors and exit codes. */
import { parseArgs } from 'node:util';
import { TuttiError } from '../errors/errors.js';
import { nameErrorClasses } from '../errors/names.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** The directory relative paths are resolved from. */
  readonly cwd: string;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  get cwd() {
    return process.cwd();
  },
};

/** Exit codes: 0 success, 1 the command failed, 2 bad usage (unknown command/flag, missing argument). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Bad command-line input: printed with a pointer to --help, exit code 2. */
export class UsageError extends TuttiError {
  constructor(message: string) {
    super('CLI_USAGE', message);
  }
}

/** A failure the user can act on (missing file, unknown kernel or backend): exit code 1, no stack. */
export class CommandError extends TuttiError {
  constructor(message: string) {
    super('CLI_COMMAND_FAILED', message);
  }
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

/** parseArgs in strict mode; its errors become UsageErrors. */
export function parse<O extends Options>(
  args: readonly string[],
  options: O,
  allowPositionals: boolean,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const r = parseArgs({ args: [...args], options, strict: true, allowPositionals });
    return { values: r.values as Record<string, string | boolean | undefined>, positionals: r.positionals };
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

export function json(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** Left-aligned text columns. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const r of rows) {
    for (const [i, c] of r.entries()) widths[i] = Math.max(widths[i] ?? 0, c.length);
  }
  return rows
    .map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  '))
    .join('\n');
}

export function formatBytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${n} B` : `${v.toFixed(1)} ${units[u]}`;
}

nameErrorClasses({ UsageError, CommandError });
