/**
 * Errors of the user-extensible compile pipeline (`tt.pipeline`, src/passes/user-passes.ts): a
 * malformed pass, a pass that threw, a pass whose IR the verifier refuses — each naming the pass.
 */
import type { ErrorCode } from './codes.js';
import { TuttiError } from './errors.js';
import { nameErrorClasses } from './names.js';

export class PipelineError extends TuttiError {
  /** The pass the error is about. */
  readonly pass: string;
  constructor(code: ErrorCode, pass: string, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.pass = pass;
  }
}

nameErrorClasses({ PipelineError });
