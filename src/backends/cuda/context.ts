/**
 * One GPU's primary context, its streams and pinned host memory. Work is enqueued on streams
 * without blocking; `wait` polls cuStreamQuery — from setImmediate at first (a short kernel
 * finishes within microseconds), then from timers — so the event loop never blocks on the GPU.
 */

import { nameClasses } from '../../errors/names.js';
import { CUDA_ERROR_NOT_READY, CUDA_SUCCESS, CudaDriverError, type DriverApi } from './driver.js';
import type { CudaGpu } from './probe.js';

const CU_STREAM_NON_BLOCKING = 1;
const CU_MEMHOSTALLOC_PORTABLE = 1;
const CU_MEMHOSTALLOC_DEVICEMAP = 2;
const CU_MEM_ATTACH_GLOBAL = 1;

const immediate = () => new Promise<void>((r) => setImmediate(r));
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Pinned host memory (cuMemHostAlloc), viewed as bytes. */
export interface Pinned {
  readonly bytes: Uint8Array;
  readonly address: bigint;
  readonly external: unknown;
}

export class CudaContext {
  /** Pinned memory that lives as long as the context's modules (timeout flags): freed by the device's close(). */
  readonly moduleMemory: Pinned[] = [];

  private constructor(
    readonly driver: DriverApi,
    readonly gpu: CudaGpu,
    readonly ctx: bigint,
  ) {}

  static open(driver: DriverApi, gpu: CudaGpu): CudaContext {
    const ctx = driver.out64('primaryCtxRetain', gpu.ordinal);
    driver.call('ctxSetCurrent', ctx);
    return new CudaContext(driver, gpu, ctx);
  }

  /** Makes this GPU's context current on the main thread (cheap; several GPUs share the thread). */
  use(): DriverApi {
    this.driver.call('ctxSetCurrent', this.ctx);
    return this.driver;
  }

  createStream(): bigint {
    return this.use().out64('streamCreate', CU_STREAM_NON_BLOCKING);
  }

  allocPinned(size: number): Pinned {
    const d = this.use();
    const out: unknown[] = [null];
    d.call('memHostAlloc', out, Math.max(size, 1), CU_MEMHOSTALLOC_PORTABLE);
    const external = out[0];
    const { bytes, address } = d.hostView(external, Math.max(size, 1));
    return { bytes, address, external };
  }

  /**
   * Host-visible memory for USM kinds: 'shared' is managed memory (cuMemAllocManaged, migrated by
   * the driver), 'host' is pinned host memory mapped into the device's address space
   * (cuMemHostAlloc with DEVICEMAP). Returns the host bytes and the device pointer.
   */
  allocVisible(kind: 'shared' | 'host', size: number): Pinned & { readonly device: bigint } {
    const d = this.use();
    const out: unknown[] = [null];
    const bytes = Math.max(size, 1);
    if (kind === 'shared') d.call('memAllocManaged', out, bytes, CU_MEM_ATTACH_GLOBAL);
    else d.call('memHostAlloc', out, bytes, CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP);
    const external = out[0];
    const view = d.hostView(external, bytes);
    // Managed memory has one address for host and device; mapped host memory asks the driver.
    const device = kind === 'shared' ? view.address : d.out64('memHostGetDevicePointer', external, 0);
    return { bytes: view.bytes, address: view.address, external, device };
  }

  freePinned(p: Pinned): void {
    this.use().call('memFreeHost', p.external);
  }

  /** Resolves when everything enqueued on `stream` so far has finished; rejects on a GPU fault. */
  async wait(stream: bigint): Promise<void> {
    for (let spin = 0; ; spin++) {
      const r = this.use().raw('streamQuery', stream);
      if (r === CUDA_SUCCESS) return;
      if (r !== CUDA_ERROR_NOT_READY) {
        throw new CudaDriverError('streamQuery', r, this.driver.errorName(r));
      }
      if (spin < 200) await immediate();
      else await sleep(spin < 1000 ? 0 : 1);
    }
  }

  release(): void {
    this.driver.raw('primaryCtxRelease', this.gpu.ordinal);
  }
}

nameClasses({ CudaContext });
