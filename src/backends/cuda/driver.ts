/**
 * The CUDA driver API (libcuda.so) through koffi, loaded lazily by the probe. Handles (contexts,
 * modules, functions, streams, events) and device pointers are 64-bit integers (bigint) on the JS
 * side: on every 64-bit ABI a pointer argument and a uint64_t argument travel the same way. Every
 * call is synchronous and cheap (it only enqueues work); completion is observed by polling
 * cuStreamQuery (see wait.ts), so no driver call ever blocks the Node event loop for long.
 */
import type { LibraryHandle } from 'koffi';
import { TuttiError } from '../../errors/errors.js';
import { nameErrorClasses } from '../../errors/names.js';
import { cudaErrorText } from './errors.js';

type Koffi = typeof import('koffi').default;
type Fn = ReturnType<LibraryHandle['func']>;

/** The driver operations tutti uses, by neutral name (the CUDA and HIP driver APIs have them all). */
export type DriverFn =
  | 'init'
  | 'driverGetVersion'
  | 'getErrorName'
  | 'deviceGetCount'
  | 'deviceGet'
  | 'deviceGetName'
  | 'deviceGetAttribute'
  | 'deviceTotalMem'
  | 'primaryCtxRetain'
  | 'primaryCtxRelease'
  | 'ctxSetCurrent'
  | 'moduleLoadData'
  | 'moduleGetFunction'
  | 'moduleGetGlobal'
  | 'launchKernel'
  | 'memAlloc'
  | 'memFree'
  | 'memHostAlloc'
  | 'memAllocManaged'
  | 'memHostGetDevicePointer'
  | 'memFreeHost'
  | 'memcpyHtoD'
  | 'memcpyHtoDAsync'
  | 'memcpyDtoHAsync'
  | 'memcpyDtoDAsync'
  | 'memsetD8Async'
  | 'streamCreate'
  | 'streamQuery'
  | 'streamSynchronize'
  | 'eventCreate'
  | 'eventRecord'
  | 'eventSynchronize'
  | 'eventElapsedTime'
  | 'streamBeginCapture'
  | 'streamEndCapture'
  | 'graphInstantiate'
  | 'graphLaunch'
  | 'graphExecDestroy'
  | 'graphDestroy';

/** A driver's C prototypes (koffi syntax), one per operation. */
export type DriverTable = Readonly<Record<DriverFn, string>>;

/** What the rest of the backend uses of a GPU driver: calls by neutral name, result codes, addresses. */
export interface DriverApi {
  /** The shared library it was loaded from. */
  readonly path: string;
  /** Calls `name`; returns its result code (0 = success). */
  raw(name: DriverFn, ...args: unknown[]): number;
  /** Calls `name` and throws CudaDriverError unless it succeeded. */
  call(name: DriverFn, ...args: unknown[]): void;
  /** Calls a function with one 64-bit out-parameter first; returns it. */
  out64(name: DriverFn, ...args: unknown[]): bigint;
  /** Calls a function with one int32 out-parameter first; returns it. */
  out32(name: DriverFn, ...args: unknown[]): number;
  /** The name of a result code. */
  errorName(code: number): string;
  /** The address of a TypedArray's data. */
  addressOf(a: ArrayBufferView): bigint;
  /** Bytes and address of `size` bytes of host memory the driver allocated (an opaque pointer). */
  hostView(pointer: unknown, size: number): { readonly bytes: Uint8Array; readonly address: bigint };
}

/**
 * The CUDA driver table: each neutral driver operation with the C prototype of its CUDA symbol.
 * A HIP backend would give the same operations with hip* prototypes (a dialect and a table).
 */
export const CUDA_DRIVER_TABLE = {
  init: 'int cuInit(uint32_t flags)',
  driverGetVersion: 'int cuDriverGetVersion(int32_t *v)',
  getErrorName: 'int cuGetErrorName(int error, _Out_ const char **name)',
  deviceGetCount: 'int cuDeviceGetCount(int32_t *count)',
  deviceGet: 'int cuDeviceGet(int32_t *device, int ordinal)',
  deviceGetName: 'int cuDeviceGetName(uint8_t *name, int len, int device)',
  deviceGetAttribute: 'int cuDeviceGetAttribute(int32_t *value, int attribute, int device)',
  deviceTotalMem: 'int cuDeviceTotalMem_v2(uint64_t *bytes, int device)',
  primaryCtxRetain: 'int cuDevicePrimaryCtxRetain(uint64_t *ctx, int device)',
  primaryCtxRelease: 'int cuDevicePrimaryCtxRelease_v2(int device)',
  ctxSetCurrent: 'int cuCtxSetCurrent(uint64_t ctx)',
  moduleLoadData: 'int cuModuleLoadData(uint64_t *module, const void *image)',
  moduleGetFunction: 'int cuModuleGetFunction(uint64_t *fn, uint64_t module, const char *name)',
  moduleGetGlobal:
    'int cuModuleGetGlobal_v2(uint64_t *dptr, size_t *bytes, uint64_t module, const char *name)',
  launchKernel:
    'int cuLaunchKernel(uint64_t fn, uint32_t gx, uint32_t gy, uint32_t gz, uint32_t bx, uint32_t by, uint32_t bz, uint32_t shared, uint64_t stream, void *params, void *extra)',
  memAlloc: 'int cuMemAlloc_v2(uint64_t *dptr, size_t bytes)',
  memFree: 'int cuMemFree_v2(uint64_t dptr)',
  memHostAlloc: 'int cuMemHostAlloc(_Out_ void **p, size_t bytes, uint32_t flags)',
  memFreeHost: 'int cuMemFreeHost(void *p)',
  memAllocManaged: 'int cuMemAllocManaged(_Out_ void **dptr, size_t bytes, uint32_t flags)',
  memHostGetDevicePointer: 'int cuMemHostGetDevicePointer_v2(uint64_t *dptr, void *p, uint32_t flags)',
  memcpyHtoD: 'int cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t bytes)',
  memcpyHtoDAsync: 'int cuMemcpyHtoDAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  memcpyDtoHAsync: 'int cuMemcpyDtoHAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  memcpyDtoDAsync: 'int cuMemcpyDtoDAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  memsetD8Async: 'int cuMemsetD8Async(uint64_t dst, uint8_t value, size_t n, uint64_t stream)',
  streamCreate: 'int cuStreamCreate(uint64_t *stream, uint32_t flags)',
  streamQuery: 'int cuStreamQuery(uint64_t stream)',
  streamSynchronize: 'int cuStreamSynchronize(uint64_t stream)',
  eventCreate: 'int cuEventCreate(uint64_t *event, uint32_t flags)',
  eventRecord: 'int cuEventRecord(uint64_t event, uint64_t stream)',
  eventSynchronize: 'int cuEventSynchronize(uint64_t event)',
  eventElapsedTime: 'int cuEventElapsedTime(float *ms, uint64_t start, uint64_t end)',
  // CUDA graphs (graph.ts): stream capture (CUDA 10+), instantiation with flags (CUDA 11.4+)
  streamBeginCapture: 'int cuStreamBeginCapture_v2(uint64_t stream, int mode)',
  streamEndCapture: 'int cuStreamEndCapture(uint64_t stream, uint64_t *graph)',
  graphInstantiate: 'int cuGraphInstantiateWithFlags(uint64_t *exec, uint64_t graph, uint64_t flags)',
  graphLaunch: 'int cuGraphLaunch(uint64_t exec, uint64_t stream)',
  graphExecDestroy: 'int cuGraphExecDestroy(uint64_t exec)',
  graphDestroy: 'int cuGraphDestroy(uint64_t graph)',
} as const satisfies DriverTable;

/** Device attributes (CUdevice_attribute) tutti reads. */
export const ATTR = {
  maxGridDimX: 5,
  multiprocessors: 16,
  ccMajor: 75,
  ccMinor: 76,
} as const;

/**
 * CUstreamCaptureMode: no call is refused while a stream captures (tutti's capture is one
 * synchronous stretch of JavaScript on one thread: nothing else runs meanwhile).
 */
export const CU_STREAM_CAPTURE_MODE_RELAXED = 2;

export const CUDA_SUCCESS = 0;
export const CUDA_ERROR_NOT_READY = 600;

/** A failed driver call: the function, the CUresult and its name (CUDA_ERROR_…). */
export class CudaDriverError extends TuttiError {
  constructor(
    readonly fn: string,
    /** The CUresult. */
    readonly result: number,
    readonly resultName: string,
  ) {
    super('CUDA_DRIVER_ERROR', `${fn} failed: ${resultName} (${result})`);
  }
}

export class Driver implements DriverApi {
  private readonly fns = new Map<DriverFn, Fn>();

  constructor(
    readonly koffi: Koffi,
    readonly lib: LibraryHandle,
    readonly path: string,
    private readonly table: DriverTable = CUDA_DRIVER_TABLE,
  ) {}

  private fn(name: DriverFn): Fn {
    let f = this.fns.get(name);
    if (!f) {
      try {
        f = this.lib.func(this.table[name]);
      } catch (e) {
        // CUDA 12.8+ renamed a few entry points; the old symbols stay for binary compatibility.
        if (name !== 'eventElapsedTime') throw e;
        f = this.lib.func(this.table[name].replace('cuEventElapsedTime(', 'cuEventElapsedTime_v2('));
      }
      this.fns.set(name, f);
    }
    return f;
  }

  /** Calls `name`; returns its CUresult (0 = success). */
  raw(name: DriverFn, ...args: unknown[]): number {
    return Number(this.fn(name)(...args));
  }

  /** Calls `name` and throws CudaDriverError unless it succeeded. */
  call(name: DriverFn, ...args: unknown[]): void {
    const r = this.raw(name, ...args);
    if (r !== CUDA_SUCCESS) throw new CudaDriverError(name, r, this.errorName(r));
  }

  /** The CUDA_ERROR_… name of a CUresult (from the driver, else from tutti's table). */
  errorName(code: number): string {
    try {
      const out: (string | null)[] = [null];
      if (this.raw('getErrorName', code, out) === CUDA_SUCCESS && out[0]) return out[0];
    } catch {
      // an old driver without cuGetErrorName
    }
    return cudaErrorText(code);
  }

  /** Calls a function with one 64-bit out-parameter first; returns it. */
  out64(name: DriverFn, ...args: unknown[]): bigint {
    const v = new BigUint64Array(1);
    this.call(name, v, ...args);
    return v[0] ?? 0n;
  }

  /** Calls a function with one int32 out-parameter first; returns it. */
  out32(name: DriverFn, ...args: unknown[]): number {
    const v = new Int32Array(1);
    this.call(name, v, ...args);
    return v[0] ?? 0;
  }

  /** The address of a TypedArray's data (moved off the V8 heap first, where it never moves). */
  addressOf(a: ArrayBufferView): bigint {
    void a.buffer;
    return BigInt(this.koffi.address(a));
  }

  hostView(pointer: unknown, size: number): { readonly bytes: Uint8Array; readonly address: bigint } {
    return {
      bytes: new Uint8Array(this.koffi.view(pointer, size)),
      address: BigInt(this.koffi.address(pointer)),
    };
  }
}

nameErrorClasses({ CudaDriverError });
