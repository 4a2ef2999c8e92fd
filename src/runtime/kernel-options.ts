/**
 * Checks the options of tt.kernel() before anything is compiled. A misspelt key (`unsafee`,
 * `helper`) or a value of the wrong type (`float: 'f16'`, `unsafe: 'yes'`) was ignored or, for
 * `name: 5`, crashed with a bare TypeError; each is now KernelDefinitionError KERNEL_BAD_OPTIONS.
 */
import { KernelDefinitionError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';

const KNOWN = [
  'name',
  'helpers',
  'constants',
  'float',
  'unsafe',
  'workgroup',
  'subgroupSize',
  'deterministic',
] as const;

function isRecord(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'string' ? JSON.stringify(v) : `${typeof v} ${String(v)}`;
}

export function checkKernelOptions(opts: unknown): void {
  if (opts === undefined) return;
  const bad = (what: string) => new KernelDefinitionError('KERNEL_BAD_OPTIONS', `tt.kernel: ${what}`);
  checkOptionKeys(opts, {
    api: 'tt.kernel',
    known: KNOWN,
    example: "{ name: 'saxpy' }",
    error: (m) => new KernelDefinitionError('KERNEL_BAD_OPTIONS', m),
  });
  for (const [key, value] of Object.entries(opts as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (key === 'name' && (typeof value !== 'string' || value === ''))
      throw bad(`option 'name' must be a non-empty string; got ${describe(value)}`);
    if (key === 'float' && value !== 'f32' && value !== 'f64')
      throw bad(`option 'float' must be 'f32' or 'f64'; got ${describe(value)}`);
    if ((key === 'unsafe' || key === 'deterministic') && typeof value !== 'boolean')
      throw bad(`option '${key}' must be true or false; got ${describe(value)}`);
    if ((key === 'helpers' || key === 'constants') && !isRecord(value))
      throw bad(`option '${key}' must be an object of name: value; got ${describe(value)}`);
  }
}
