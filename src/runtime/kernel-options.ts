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

/** Options of `kernel.generatedSource(device, opts)`. */
export interface SourceOptions {
  /**
   * Which compiled variant to show: 'checked' (default) — every array access range-checked in the
   * kernel, what a launch runs when the host cannot prove its ranges; 'fast' — the variant whose
   * range checks the host hoisted out (what an in-range launch runs; the same text when the
   * kernel has nothing to hoist).
   */
  readonly variant?: 'checked' | 'fast';
}

/** The variant `kernel.generatedSource` renders; unknown keys and values are KERNEL_BAD_OPTIONS. */
export function sourceVariant(opts: SourceOptions | undefined): 'checked' | 'fast' {
  checkOptionKeys(opts, {
    api: 'kernel.generatedSource',
    known: ['variant'],
    example: "{ variant: 'fast' }",
    error: (m) => new KernelDefinitionError('KERNEL_BAD_OPTIONS', m),
  });
  const v: unknown = opts?.variant;
  if (v === undefined || v === 'checked' || v === 'fast') return v ?? 'checked';
  throw new KernelDefinitionError(
    'KERNEL_BAD_OPTIONS',
    `kernel.generatedSource: option 'variant' must be 'checked' or 'fast'; got ${describe(v)}`,
  );
}
