import type { ErrorCode } from './codes.js';

/** The base class of every error tutti throws, with its stable `code` (errors.ts lists them all). */
export class TuttiError extends Error {
  /** A stable, machine-readable identifier, e.g. `KERNEL_UNKNOWN_NAME`. */
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
