/**
 * One MPI session per process: the loaded library, the thread level MPI granted, how collectives
 * run, the progress engine, and MPI error codes turned into MpiError with the library's string.
 */
import { MpiError } from '../errors/errors.js';
import type { MpiAbi } from './abi.js';
import type { MpiFunction, MpiLibrary } from './library.js';
import type { Label } from './options.js';
import { Progress } from './progress.js';

export type CollectiveMode = 'thread' | 'nonblocking';

export class Session {
  readonly abi: MpiAbi;
  readonly progress: Progress;
  finalized = false;

  constructor(
    readonly lib: MpiLibrary,
    /** MPI_THREAD_MULTIPLE granted: blocking calls may run on koffi's worker threads. */
    readonly threadMultiple: boolean,
    /** How collectives run: blocking calls on a worker thread, or MPI_I* calls polled here. */
    readonly collectives: CollectiveMode,
    readonly timeoutMs: number,
    spinUs: number,
  ) {
    this.abi = lib.abi;
    this.progress = new Progress(lib, lib.abi, spinUs, (rc, what) => this.fail(rc, what));
  }

  /** The library's text for an MPI error code (MPI_Error_string). */
  errorString(rc: number): string {
    const buf = new Uint8Array(1024);
    const len = new Int32Array(1);
    if (Number(this.lib.fn.Error_string(rc, buf, len)) !== 0) return `MPI error ${rc}`;
    const n = Math.max(0, Math.min(len[0] ?? 0, buf.length));
    return new TextDecoder().decode(buf.subarray(0, n)).trim();
  }

  fail(rc: number, what: Label): MpiError {
    return new MpiError('MPI_CALL_FAILED', `${what} failed: ${this.errorString(rc)} (MPI error code ${rc})`, {
      mpiCode: rc,
    });
  }

  /** Throws MpiError when an MPI call returned an error code. */
  check(rc: unknown, what: Label): void {
    const code = Number(rc);
    if (code !== 0) throw this.fail(code, what);
  }

  /** Runs a blocking MPI call on one of koffi's worker threads; resolves when it returns. */
  onWorker(fn: MpiFunction, args: readonly unknown[], what: Label): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      fn.async(...args, (err: unknown, rc: unknown) => {
        if (err)
          reject(
            new MpiError('MPI_CALL_FAILED', `${what} failed in the FFI: ${String(err)}`, { cause: err }),
          );
        else if (Number(rc) !== 0) reject(this.fail(Number(rc), what));
        else resolve();
      });
    });
  }

  assertActive(what: Label): void {
    if (this.finalized) {
      throw new MpiError(
        'MPI_FINALIZED',
        `${what}: MPI was finalized; no MPI call may follow mpi.finalize()`,
      );
    }
  }
}
