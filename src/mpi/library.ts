/**
 * Finds the system's libmpi, loads it through koffi, tells Open MPI from MPICH, and declares the
 * MPI functions tutti calls with the handle types of that ABI.
 */
import { MpiError } from '../errors/errors.js';
import { type MpiAbi, mpichAbi, openMpiAbi } from './abi.js';

type Koffi = typeof import('koffi').default;
type LibraryHandle = ReturnType<Koffi['load']>;
export type MpiFunction = ReturnType<LibraryHandle['func']>;

/** Library names tried in order after TUTTI_MPI_LIB (Open MPI, then the MPICH ABI family). */
export const LIBRARY_NAMES: readonly string[] = [
  'libmpi.so.40',
  'libmpi.so.12',
  'libmpich.so.12',
  'libmpi.so',
  'libmpich.so',
  'libmpi.dylib',
  'libmpi.40.dylib',
  'libmpich.dylib',
  'libmpich.12.dylib',
];

/** Pointers (buffers, in-place markers) travel as BigInt addresses; int is int32_t. */
export interface MpiLibrary {
  readonly path: string;
  readonly abi: MpiAbi;
  readonly koffi: Koffi;
  /** The library's own version string (MPI_Get_library_version). */
  readonly version: string;
  readonly fn: MpiFunctions;
  /**
   * The address of a TypedArray's first element, made stable first (its storage moved outside the
   * JS heap), so MPI may use it after the call returns; keep the array reachable until then.
   */
  address(data: ArrayBufferView): bigint;
  /** Stack size of koffi's worker threads, where blocking collectives run in 'thread' mode. */
  readonly asyncStackBytes: number;
  /** An int-returning function the library may lack (MPI extensions), or undefined. */
  optional(name: string, params: string[]): MpiFunction | undefined;
}

export interface MpiFunctions {
  Init_thread: MpiFunction;
  Initialized: MpiFunction;
  Finalized: MpiFunction;
  Finalize: MpiFunction;
  Abort: MpiFunction;
  Comm_rank: MpiFunction;
  Comm_size: MpiFunction;
  Comm_split: MpiFunction;
  Comm_split_type: MpiFunction;
  Comm_free: MpiFunction;
  Comm_set_errhandler: MpiFunction;
  Error_string: MpiFunction;
  Isend: MpiFunction;
  Irecv: MpiFunction;
  Test: MpiFunction;
  Cancel: MpiFunction;
  Request_free: MpiFunction;
  Barrier: MpiFunction;
  Ibarrier: MpiFunction;
  Bcast: MpiFunction;
  Ibcast: MpiFunction;
  Reduce: MpiFunction;
  Ireduce: MpiFunction;
  Allreduce: MpiFunction;
  Iallreduce: MpiFunction;
  Allgather: MpiFunction;
  Iallgather: MpiFunction;
  Wtime: MpiFunction;
}

function declareAll(lib: LibraryHandle, h: string): MpiFunctions {
  const f = (name: string, params: string[], result = 'int32_t'): MpiFunction =>
    lib.func(`MPI_${name}`, result, params);
  const p = 'void *';
  const i = 'int32_t';
  return {
    Init_thread: f('Init_thread', [p, p, i, p]),
    Initialized: f('Initialized', [p]),
    Finalized: f('Finalized', [p]),
    Finalize: f('Finalize', []),
    Abort: f('Abort', [h, i]),
    Comm_rank: f('Comm_rank', [h, p]),
    Comm_size: f('Comm_size', [h, p]),
    Comm_split: f('Comm_split', [h, i, i, p]),
    Comm_split_type: f('Comm_split_type', [h, i, i, h, p]),
    Comm_free: f('Comm_free', [p]),
    Comm_set_errhandler: f('Comm_set_errhandler', [h, h]),
    Error_string: f('Error_string', [i, p, p]),
    // buf, count, datatype, peer, tag, comm, request*
    Isend: f('Isend', [p, i, h, i, i, h, p]),
    Irecv: f('Irecv', [p, i, h, i, i, h, p]),
    Test: f('Test', [p, p, p]),
    Cancel: f('Cancel', [p]),
    Request_free: f('Request_free', [p]),
    Barrier: f('Barrier', [h]),
    Ibarrier: f('Ibarrier', [h, p]),
    Bcast: f('Bcast', [p, i, h, i, h]),
    Ibcast: f('Ibcast', [p, i, h, i, h, p]),
    Reduce: f('Reduce', [p, p, i, h, h, i, h]),
    Ireduce: f('Ireduce', [p, p, i, h, h, i, h, p]),
    Allreduce: f('Allreduce', [p, p, i, h, h, h]),
    Iallreduce: f('Iallreduce', [p, p, i, h, h, h, p]),
    Allgather: f('Allgather', [p, i, h, p, i, h, h]),
    Iallgather: f('Iallgather', [p, i, h, p, i, h, h, p]),
    Wtime: f('Wtime', [], 'double'),
  };
}

function tryLoad(koffi: Koffi, path: string): LibraryHandle | string {
  try {
    // RTLD_GLOBAL: Open MPI's plugins resolve libmpi's symbols when they are dlopen()ed.
    return koffi.load(path, { global: true });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

function hasSymbol(lib: LibraryHandle, name: string): boolean {
  try {
    lib.symbol(name);
    return true;
  } catch {
    return false;
  }
}

function libraryVersion(lib: LibraryHandle): string {
  try {
    const fn = lib.func('MPI_Get_library_version', 'int32_t', ['void *', 'void *']);
    const buf = new Uint8Array(8192);
    const len = new Int32Array(1);
    if (fn(buf, len) !== 0) return 'unknown';
    return (
      new TextDecoder()
        .decode(buf.subarray(0, Math.max(0, Math.min(len[0] ?? 0, buf.length))))
        .split('\0')[0]
        ?.split('\n')[0]
        ?.trim() ?? 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/** Worker-thread stack wanted for blocking MPI calls (koffi's default, 128 KiB, is too small for MPICH's). */
const ASYNC_STACK_BYTES = 8 * 1024 * 1024;

/**
 * Raises the stack of koffi's worker threads if koffi still allows it (only before its first
 * library load; tutti's native backend may have loaded one already). Returns the size in effect.
 */
function raiseAsyncStack(koffi: Koffi): number {
  const current = Number(koffi.config().async_stack_size ?? 0);
  if (current >= ASYNC_STACK_BYTES) return current;
  try {
    koffi.config({ ...koffi.config(), async_stack_size: ASYNC_STACK_BYTES });
    return ASYNC_STACK_BYTES;
  } catch {
    return current;
  }
}

/** Addresses of arrays already made stable (an array's storage never moves once outside the heap). */
const addresses = new WeakMap<ArrayBufferView, bigint>();

/** Loads libmpi (TUTTI_MPI_LIB first) or throws MpiError MPI_LIBRARY_NOT_FOUND with every attempt. */
export async function loadMpiLibrary(): Promise<MpiLibrary> {
  let koffi: Koffi;
  try {
    koffi = (await import('koffi')).default;
  } catch (e) {
    throw new MpiError(
      'MPI_LIBRARY_NOT_FOUND',
      `tutti/mpi needs koffi, which could not load here: ${String(e)}`,
    );
  }
  const asyncStackBytes = raiseAsyncStack(koffi);
  const explicit = process.env.TUTTI_MPI_LIB;
  const candidates = explicit ? [explicit] : LIBRARY_NAMES;
  const tried: string[] = [];
  for (const path of candidates) {
    const lib = tryLoad(koffi, path);
    if (typeof lib === 'string') {
      tried.push(`${path}: ${lib.split('\n')[0]}`);
      continue;
    }
    if (!hasSymbol(lib, 'MPI_Init_thread')) {
      tried.push(`${path}: not an MPI library (no MPI_Init_thread)`);
      continue;
    }
    const abi: MpiAbi = hasSymbol(lib, 'ompi_mpi_comm_world')
      ? openMpiAbi((name) => lib.symbol(name) as bigint)
      : mpichAbi();
    return {
      path,
      abi,
      koffi,
      version: libraryVersion(lib),
      asyncStackBytes,
      fn: declareAll(lib, abi.handleType),
      address: (data) => {
        let a = addresses.get(data);
        if (a === undefined) {
          // Reading .buffer moves a small typed array's storage out of the JS heap, where the
          // garbage collector would move it while MPI still holds its address.
          void data.buffer;
          a = koffi.address(data);
          addresses.set(data, a);
        }
        return a;
      },
      optional: (name, params) => (hasSymbol(lib, name) ? lib.func(name, 'int32_t', params) : undefined),
    };
  }
  throw new MpiError(
    'MPI_LIBRARY_NOT_FOUND',
    `no MPI library could be loaded (${tried.join('; ')}); install one (Debian/Ubuntu: ` +
      'apt-get install openmpi-bin libopenmpi-dev, or mpich libmpich-dev) or set TUTTI_MPI_LIB ' +
      'to the path of libmpi.so',
  );
}

/**
 * True when the library can pass CUDA device pointers: Open MPI's MPIX_Query_cuda_support() or
 * MPICH's MPIX_GPU_query_support(MPIX_GPU_SUPPORT_CUDA). Call after MPI_Init. TUTTI_MPI_CUDA_AWARE=0
 * forces false.
 */
export function queryCudaAware(lib: MpiLibrary): boolean {
  if (process.env.TUTTI_MPI_CUDA_AWARE === '0') return false;
  const ompi = lib.optional('MPIX_Query_cuda_support', []);
  if (ompi) return Number(ompi()) === 1;
  const mpich = lib.optional('MPIX_GPU_query_support', ['int32_t', 'void *']);
  if (mpich) {
    const flag = new Int32Array(1);
    return Number(mpich(0, flag)) === 0 && flag[0] === 1;
  }
  return false;
}
