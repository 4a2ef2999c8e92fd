/**
 * Autodiff's refusals (src/autodiff/): a kernel or a recorded launch sequence whose gradient tutti
 * cannot compute correctly. Raised by `tape.record` / `tape.backward` / `tt.grad` before any adjoint
 * runs, never a silently wrong gradient.
 */
import type { ErrorCode } from './codes.js';
import type { SourceLocation } from './located-errors.js';
import { nameErrorClasses } from './names.js';
import { TuttiError } from './tutti-error.js';

export class AutodiffError extends TuttiError {
  /** The kernel whose adjoint was refused ('' for a refusal about the tape itself). */
  readonly kernel: string;
  /** Where in the kernel function (1-based, within the function text), when one place is to blame. */
  readonly loc: SourceLocation | undefined;
  constructor(code: ErrorCode, kernel: string, message: string, loc?: SourceLocation, hint?: string) {
    const where = loc ? ` at ${loc.line}:${loc.column}` : '';
    const who = kernel ? `kernel '${kernel}'${where}: ` : '';
    super(code, `${who}${message}${hint ? `; ${hint}` : ''}`);
    this.kernel = kernel;
    this.loc = loc;
  }
}

nameErrorClasses({ AutodiffError });
