/**
 * tutti/mpi — tutti arrays between processes and machines through the system's MPI library
 * (Open MPI or the MPICH family), loaded with koffi. Node-only: the package's main entry never
 * imports this module.
 *
 *   import * as mpi from 'tutti/mpi';
 *   const world = await mpi.init();            // a world of one rank when not started by mpirun
 *   await world.allreduce(arr, 'sum');
 *   await mpi.finalize();                      // also done at process exit
 */
import { MpiError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { initDevices } from '../runtime/devices.js';
import { MPI_THREAD_MULTIPLE, type MpiFamily, readHandle } from './abi.js';
import { type Comm, commFromHandle } from './comm.js';
import { reportAbort, unwatchFatalErrors, watchFatalErrors } from './exit-report.js';
import { loadMpiLibrary, type MpiLibrary, queryCudaAware } from './library.js';
import { type CollectiveMode, Session } from './session.js';
import { setUcxDefaults } from './ucx-env.js';

export type { ReduceOp } from './abi.js';
export { Comm } from './comm.js';
export {
  ANY_SOURCE,
  ANY_TAG,
  type MessageOptions,
  PROC_NULL,
  type ReduceOptions,
  type SendrecvOptions,
  UNDEFINED,
} from './options.js';
export type { MpiStatus } from './progress.js';
export { MpiError };

export interface InitOptions {
  /**
   * Default timeout of every operation in ms (an operation still pending then rejects with
   * MpiError MPI_TIMEOUT). Default: TUTTI_MPI_TIMEOUT_MS, else none (wait as MPI does).
   */
  readonly timeoutMs?: number;
  /**
   * How collectives run: 'thread' (blocking MPI calls on a koffi worker thread; needs
   * MPI_THREAD_MULTIPLE) or 'nonblocking' (MPI_I* calls polled on the main thread). Default:
   * TUTTI_MPI_COLLECTIVES, else 'thread' when MPI grants MPI_THREAD_MULTIPLE.
   */
  readonly collectives?: CollectiveMode;
  /** Microseconds each poll of pending messages may spin before yielding to the event loop (default 20). */
  readonly spinUs?: number;
  /**
   * At process exit with a non-zero code, call MPI_Abort so the other ranks end too instead of
   * waiting for this one (default true; TUTTI_MPI_ABORT_ON_ERROR=0 turns it off).
   */
  readonly abortOnError?: boolean;
}

/** What was loaded and what it can do. */
export interface MpiInfo {
  /** The library path or name that was loaded. */
  readonly library: string;
  /** Which ABI it has: 'openmpi' (pointer handles) or 'mpich' (integer handles). */
  readonly family: MpiFamily;
  /** The library's version string (MPI_Get_library_version). */
  readonly version: string;
  /** The thread level MPI granted (3 = MPI_THREAD_MULTIPLE). */
  readonly threadLevel: number;
  readonly collectives: CollectiveMode;
  /** True when the library reports CUDA-aware support (MPIX_Query_cuda_support and friends). */
  readonly cudaAware: boolean;
  /** This process's rank among the ranks on the same node (MPI_COMM_TYPE_SHARED). */
  readonly localRank: number;
  /** Number of ranks on this node. */
  readonly localSize: number;
}

let session: Session | undefined;
let world: Comm | undefined;
let details: MpiInfo | undefined;
let starting: Promise<Comm> | undefined;

function envNumber(name: string): number | undefined {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) {
    throw new MpiError('MPI_BAD_SETTING', `${name}=${v} is not a non-negative number`);
  }
  return n;
}

/**
 * 'thread' needs MPI_THREAD_MULTIPLE and a worker stack the library's collectives fit in: Open
 * MPI's fit koffi's default; MPICH's crash in it, so MPICH gets 'thread' only when tutti could raise
 * koffi's worker stack (before any other koffi library load), else 'nonblocking'.
 */
function collectiveMode(opts: InitOptions, threadMultiple: boolean, lib: MpiLibrary): CollectiveMode {
  const asked = opts.collectives ?? process.env.TUTTI_MPI_COLLECTIVES;
  if (asked !== undefined && asked !== 'thread' && asked !== 'nonblocking') {
    throw new MpiError('MPI_BAD_SETTING', `collectives must be 'thread' or 'nonblocking', got '${asked}'`);
  }
  if (asked === 'thread' && !threadMultiple) {
    throw new MpiError(
      'MPI_BAD_SETTING',
      "collectives: 'thread' needs MPI_THREAD_MULTIPLE, which this MPI library did not grant; use 'nonblocking'",
    );
  }
  const stackFits = lib.abi.family === 'openmpi' || lib.asyncStackBytes >= 1024 * 1024;
  return asked ?? (threadMultiple && stackFits ? 'thread' : 'nonblocking');
}

/** Node-local rank and size through MPI_Comm_split_type(MPI_COMM_TYPE_SHARED). */
function localRankOf(s: Session, w: Comm): { localRank: number; localSize: number } {
  const { fn } = s.lib;
  const out = new Uint8Array(8);
  const infoNull = s.abi.infoNull;
  s.check(fn.Comm_split_type(w.handle, s.abi.commTypeShared, w.rank, infoNull, out), 'MPI_Comm_split_type');
  const local = readHandle(s.abi, out);
  const n = new Int32Array(1);
  s.check(fn.Comm_rank(local, n), 'MPI_Comm_rank');
  const localRank = n[0] ?? 0;
  s.check(fn.Comm_size(local, n), 'MPI_Comm_size');
  const localSize = n[0] ?? 1;
  s.check(fn.Comm_free(out), 'MPI_Comm_free');
  return { localRank, localSize };
}

function onExit(code: number): void {
  const s = session;
  if (!s || s.finalized) return;
  s.finalized = true;
  const abortOnError = process.env.TUTTI_MPI_ABORT_ON_ERROR !== '0' && abortSetting;
  if (code !== 0 && abortOnError) {
    reportAbort(worldRank, code);
    s.lib.fn.Abort(s.abi.commWorld, code);
  } else s.lib.fn.Finalize();
}
let abortSetting = true;
/** This process's world rank, for the abort report. */
let worldRank = 0;

async function start(opts: InitOptions): Promise<Comm> {
  await initDevices();
  // before libmpi and its transports load: UCX's mmap hooks crash V8 (ucx-env.ts)
  setUcxDefaults();
  const lib = await loadMpiLibrary();
  const flag = new Int32Array(1);
  lib.fn.Initialized(flag);
  let threadLevel = MPI_THREAD_MULTIPLE;
  if (flag[0] === 0) {
    const provided = new Int32Array(1);
    const rc = Number(lib.fn.Init_thread(0n, 0n, MPI_THREAD_MULTIPLE, provided));
    if (rc !== 0)
      throw new MpiError('MPI_CALL_FAILED', `MPI_Init_thread failed with code ${rc}`, { mpiCode: rc });
    threadLevel = provided[0] ?? 0;
  }
  const threadMultiple = threadLevel >= MPI_THREAD_MULTIPLE;
  const timeoutMs = opts.timeoutMs ?? envNumber('TUTTI_MPI_TIMEOUT_MS') ?? Number.POSITIVE_INFINITY;
  const s = new Session(
    lib,
    threadMultiple,
    collectiveMode(opts, threadMultiple, lib),
    timeoutMs,
    opts.spinUs ?? 20,
  );
  session = s;
  abortSetting = opts.abortOnError ?? true;
  process.on('exit', onExit);
  watchFatalErrors();
  s.check(lib.fn.Comm_set_errhandler(s.abi.commWorld, s.abi.errorsReturn), 'MPI_Comm_set_errhandler');
  const w = commFromHandle(s, s.abi.commWorld, true);
  worldRank = w.rank;
  details = {
    library: lib.path,
    family: lib.abi.family,
    version: lib.version,
    threadLevel,
    collectives: s.collectives,
    cudaAware: queryCudaAware(lib),
    ...localRankOf(s, w),
  };
  world = w;
  return w;
}

/**
 * Initialises MPI (MPI_Init_thread asking for MPI_THREAD_MULTIPLE) and resolves with the world
 * communicator. Started without mpirun, the process is a world of one rank. Later calls resolve
 * with the same world.
 */
export function init(opts: InitOptions = {}): Promise<Comm> {
  try {
    checkOptionKeys(opts, {
      api: 'mpi.init()',
      known: ['timeoutMs', 'collectives', 'spinUs', 'abortOnError'],
      example: '{ timeoutMs: 60000 }',
      error: (m) => new MpiError('MPI_BAD_ARGUMENT', m),
    });
  } catch (e) {
    return Promise.reject(e);
  }
  if (session?.finalized) {
    return Promise.reject(
      new MpiError('MPI_FINALIZED', 'mpi.init(): MPI was finalized and cannot start again'),
    );
  }
  starting ??= start(opts).catch((e: unknown) => {
    starting = undefined;
    throw e;
  });
  return starting;
}

function active(what: string): Session {
  if (!session) throw new MpiError('MPI_NOT_INITIALIZED', `${what}: call await mpi.init() first`);
  return session;
}

/** The world communicator (after init()). */
export function worldComm(): Comm {
  active('mpi.worldComm()');
  if (!world) throw new MpiError('MPI_NOT_INITIALIZED', 'mpi.worldComm(): call await mpi.init() first');
  return world;
}

/** The loaded library, its ABI and abilities (after init()). */
export function info(): MpiInfo {
  active('mpi.info()');
  if (!details) throw new MpiError('MPI_NOT_INITIALIZED', 'mpi.info(): call await mpi.init() first');
  return details;
}

/** MPI_Wtime: seconds on MPI's wall clock. */
export function wtime(): number {
  return Number(active('mpi.wtime()').lib.fn.Wtime());
}

/**
 * Ends MPI (MPI_Finalize) once no message is in flight. Idempotent; also done at process exit.
 * Every rank must call it.
 */
export async function finalize(): Promise<void> {
  const s = session;
  if (!s || s.finalized) return;
  if (s.progress.inFlight > 0) {
    throw new MpiError(
      'MPI_PENDING_AT_FINALIZE',
      `mpi.finalize(): ${s.progress.inFlight} message(s) are still in flight; await them before finalizing`,
    );
  }
  s.finalized = true;
  process.off('exit', onExit);
  unwatchFatalErrors();
  s.check(s.lib.fn.Finalize(), 'MPI_Finalize');
}

/** Ends every rank of the job now (MPI_Abort on the world) with `code` as the exit status. */
export function abort(code = 1): never {
  const s = active('mpi.abort()');
  s.finalized = true;
  s.lib.fn.Abort(s.abi.commWorld, code);
  process.exit(code);
}
