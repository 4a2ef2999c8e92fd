/**
 * The CUDA driver API (libcuda.so) through koffi, loaded lazily by the probe. Handles (contexts,
 * modules, functions, streams, events) and device pointers are 64-bit integers (bigint) on the JS
 * side: on every 64-bit ABI a pointer argument and a uint64_t argument travel the same way. Every
 * call is synchronous and cheap (it only enqueues work); completion is observed by polling
 * cuStreamQuery (see wait.ts), so no driver call ever blocks the Node event loop for long.
 */
import type { LibraryHandle } from 'koffi';
import { TuttiError } from '../../errors/errors.js';
import { cudaErrorText } from './errors.js';

type Koffi = typeof import('koffi').default;
type Fn = ReturnType<LibraryHandle['func']>;

const PROTOTYPES = {
  cuInit: 'int cuInit(uint32_t flags)',
  cuDriverGetVersion: 'int cuDriverGetVersion(int32_t *v)',
  cuGetErrorName: 'int cuGetErrorName(int error, _Out_ const char **name)',
  cuDeviceGetCount: 'int cuDeviceGetCount(int32_t *count)',
  cuDeviceGet: 'int cuDeviceGet(int32_t *device, int ordinal)',
  cuDeviceGetName: 'int cuDeviceGetName(uint8_t *name, int len, int device)',
  cuDeviceGetAttribute: 'int cuDeviceGetAttribute(int32_t *value, int attribute, int device)',
  cuDeviceTotalMem_v2: 'int cuDeviceTotalMem_v2(uint64_t *bytes, int device)',
  cuDevicePrimaryCtxRetain: 'int cuDevicePrimaryCtxRetain(uint64_t *ctx, int device)',
  cuDevicePrimaryCtxRelease_v2: 'int cuDevicePrimaryCtxRelease_v2(int device)',
  cuCtxSetCurrent: 'int cuCtxSetCurrent(uint64_t ctx)',
  cuModuleLoadData: 'int cuModuleLoadData(uint64_t *module, const void *image)',
  cuModuleGetFunction: 'int cuModuleGetFunction(uint64_t *fn, uint64_t module, const char *name)',
  cuLaunchKernel:
    'int cuLaunchKernel(uint64_t fn, uint32_t gx, uint32_t gy, uint32_t gz, uint32_t bx, uint32_t by, uint32_t bz, uint32_t shared, uint64_t stream, void *params, void *extra)',
  cuMemAlloc_v2: 'int cuMemAlloc_v2(uint64_t *dptr, size_t bytes)',
  cuMemFree_v2: 'int cuMemFree_v2(uint64_t dptr)',
  cuMemHostAlloc: 'int cuMemHostAlloc(_Out_ void **p, size_t bytes, uint32_t flags)',
  cuMemFreeHost: 'int cuMemFreeHost(void *p)',
  cuMemcpyHtoDAsync_v2: 'int cuMemcpyHtoDAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  cuMemcpyDtoHAsync_v2: 'int cuMemcpyDtoHAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  cuMemcpyDtoDAsync_v2: 'int cuMemcpyDtoDAsync_v2(uint64_t dst, uint64_t src, size_t bytes, uint64_t stream)',
  cuMemsetD8Async: 'int cuMemsetD8Async(uint64_t dst, uint8_t value, size_t n, uint64_t stream)',
  cuStreamCreate: 'int cuStreamCreate(uint64_t *stream, uint32_t flags)',
  cuStreamQuery: 'int cuStreamQuery(uint64_t stream)',
  cuStreamSynchronize: 'int cuStreamSynchronize(uint64_t stream)',
  cuEventCreate: 'int cuEventCreate(uint64_t *event, uint32_t flags)',
  cuEventRecord: 'int cuEventRecord(uint64_t event, uint64_t stream)',
  cuEventSynchronize: 'int cuEventSynchronize(uint64_t event)',
  cuEventElapsedTime: 'int cuEventElapsedTime(float *ms, uint64_t start, uint64_t end)',
} as const;

export type DriverFn = keyof typeof PROTOTYPES;

/** Device attributes (CUdevice_attribute) tutti reads. */
export const ATTR = {
  maxGridDimX: 5,
  multiprocessors: 16,
  ccMajor: 75,
  ccMinor: 76,
} as const;

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

export class Driver {
  private readonly fns = new Map<DriverFn, Fn>();

  constructor(
    readonly koffi: Koffi,
    readonly lib: LibraryHandle,
    readonly path: string,
  ) {}

  private fn(name: DriverFn): Fn {
    let f = this.fns.get(name);
    if (!f) {
      try {
        f = this.lib.func(PROTOTYPES[name]);
      } catch (e) {
        // CUDA 12.8+ renamed a few entry points; the old symbols stay for binary compatibility.
        if (name !== 'cuEventElapsedTime') throw e;
        f = this.lib.func(PROTOTYPES[name].replace('cuEventElapsedTime(', 'cuEventElapsedTime_v2('));
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
      if (this.raw('cuGetErrorName', code, out) === CUDA_SUCCESS && out[0]) return out[0];
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
}
