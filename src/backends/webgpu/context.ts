/// <reference types="@webgpu/types" />
/**
 * One opened GPU: the adapter's description, the GPUDevice, its limits, and how errors that
 * WebGPU reports out of band (uncaptured validation errors, device loss) are kept for the next
 * operation to reject with, instead of being printed.
 */
import { KernelExecutionError } from '../../errors/errors.js';

export interface GpuContext {
  /**
   * The GPU instance the adapter came from. Held for the device's lifetime: if the JS object is
   * collected, Dawn frees the instance while the device still pumps its events (a crash).
   */
  readonly instance: GPU;
  readonly device: GPUDevice;
  readonly adapterName: string;
  /** Dawn backend ('vulkan', 'opengles', …) or 'browser'. */
  readonly backend: string;
  readonly featureLevel: string;
  readonly software: boolean;
  readonly limits: GPUSupportedLimits;
  readonly workgroupSize: number;
  /** The device was opened with 'timestamp-query': profiled launches time their compute pass. */
  readonly timestamps: boolean;
  /**
   * The optional features the device was opened with: each of OPTIONAL_FEATURES the adapter has
   * ('timestamp-query', 'shader-f16', 'subgroups'); reported as device.details.features.
   */
  readonly features: readonly GPUFeatureName[];
  /**
   * The adapter's sub-group sizes (GPUAdapterInfo.subgroupMinSize / subgroupMaxSize) when the
   * device was opened with 'subgroups': kernels then use hardware sub-groups (subgroups.ts).
   */
  readonly subgroupSizes?: { readonly min: number; readonly max: number };
  /** Set once the device is lost (or destroyed by shutdown). */
  lost: string | undefined;
  /** Uncaptured errors not yet reported to a caller. */
  readonly uncaptured: string[];
}

/** Installs the listeners that keep WebGPU's asynchronous errors out of the console. */
export function watchErrors(ctx: GpuContext): void {
  ctx.device.onuncapturederror = (ev: GPUUncapturedErrorEvent) => {
    ev.preventDefault();
    ctx.uncaptured.push(ev.error.message);
  };
  void ctx.device.lost.then((info) => {
    ctx.lost ??= info.message || info.reason || 'device lost';
  });
  markLostOnDestroy(ctx);
}

/**
 * `GPUDevice.destroy()` (by interop code holding tt.gpuDeviceOf(d)) marks the device lost at once:
 * Dawn resolves `device.lost` later, and meanwhile — on its Vulkan backend — reports the work in
 * flight as done and its error scopes as clean, so a launch would resolve with nothing computed.
 */
function markLostOnDestroy(ctx: GpuContext): void {
  const device = ctx.device;
  const destroy = device.destroy.bind(device);
  Object.defineProperty(device, 'destroy', {
    configurable: true,
    writable: true,
    value: () => {
      ctx.lost ??= 'the device was destroyed (GPUDevice.destroy())';
      destroy();
    },
  });
}

/**
 * The error to throw for `e`, raised by WebGPU work in flight: when the device was lost meanwhile
 * (a mapAsync aborted by destroy() or a driver reset rejects before `device.lost` has resolved),
 * the coded WEBGPU_DEVICE_LOST; otherwise `e` itself.
 */
export async function lostOr(ctx: GpuContext, e: unknown, what: string): Promise<unknown> {
  await Promise.race([ctx.device.lost, new Promise((r) => setTimeout(r, 20))]);
  try {
    if (ctx.lost !== undefined) throwIfUnusable(ctx, what);
  } catch (coded) {
    return coded;
  }
  return e;
}

/** Throws when the device can no longer run work, or an uncaptured error is pending. */
export function throwIfUnusable(ctx: GpuContext, what: string): void {
  if (ctx.lost !== undefined) {
    throw new KernelExecutionError(
      'WEBGPU_DEVICE_LOST',
      `${what}: the WebGPU device (${ctx.adapterName}) is lost: ${ctx.lost}`,
    );
  }
  const pending = ctx.uncaptured.splice(0);
  if (pending.length) {
    throw new KernelExecutionError(
      'WEBGPU_VALIDATION_ERROR',
      `${what}: WebGPU reported an earlier error: ${pending.join('; ')}`,
    );
  }
}
