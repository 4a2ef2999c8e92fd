/**
 * Why a rank ends the whole job. tutti/mpi calls MPI_Abort from the process's 'exit' handler when
 * the exit code is not 0 (index.ts), but Node prints an uncaught error only after the 'exit'
 * handlers have run, and MPI_Abort ends the process inside them: the error that killed the rank
 * was never shown. The error is kept as it passes 'uncaughtExceptionMonitor' (uncaught exceptions,
 * unhandled rejections, a failed top-level await) and written, synchronously, before the abort.
 */
import { writeSync } from 'node:fs';
import { inspect } from 'node:util';

let fatal: { readonly error: unknown } | undefined;

function monitor(error: unknown): void {
  fatal = { error };
}

/** Starts keeping the error that ends the process (from mpi.init()). */
export function watchFatalErrors(): void {
  fatal = undefined;
  process.on('uncaughtExceptionMonitor', monitor);
}

/** Stops it (mpi.finalize()). */
export function unwatchFatalErrors(): void {
  process.off('uncaughtExceptionMonitor', monitor);
}

/** The report written to stderr before MPI_Abort: the rank, the exit code and the error if one. */
export function abortReport(rank: number, code: number): string {
  const why = fatal ? inspect(fatal.error) : `process.exit(${code}) or a non-zero process.exitCode`;
  return `tutti/mpi: rank ${rank} exits with code ${code} and ends the job (MPI_Abort): ${why}\n`;
}

/** Writes abortReport to stderr now (best effort: stderr may already be closed). */
export function reportAbort(rank: number, code: number): void {
  try {
    writeSync(2, abortReport(rank, code));
  } catch {
    // nothing left to tell it to
  }
}
