/// <reference types="@webgpu/types" />
/**
 * The `webgpu` backend: kernels compiled to WGSL and run through WebGPU — Dawn (the `webgpu`
 * package) in Node, `navigator.gpu` in browsers. Each adapter is a device `webgpu:N` with its own
 * memory space; arrays move there when a kernel there needs them.
 */

import { InternalError } from '../../errors/errors.js';
import type { Backend, DeviceInfo, ProbeResult } from '../backend.js';
import { loadFailureReason } from '../shared/load-reason.js';
import { adapterNotes, openAdapters, webgpuDisabled } from './adapters.js';
import { flushBatch } from './batch.js';
import type { GpuContext } from './context.js';
import { deviceInfo, GpuDevice } from './device.js';

const contexts: GpuContext[] = [];
const opened: GpuDevice[] = [];

async function probe(): Promise<ProbeResult> {
  const off = webgpuDisabled();
  if (off) return { available: false, reason: off };
  let found: GpuContext[];
  try {
    found = await openAdapters();
  } catch (e) {
    return { available: false, reason: loadFailureReason(e, 'WebGPU could not be initialised') };
  }
  if (!found.length) {
    const notes = adapterNotes();
    return {
      available: false,
      reason:
        typeof navigator !== 'undefined' && typeof process === 'undefined'
          ? 'this browser offers no WebGPU adapter (navigator.gpu)'
          : notes.length
            ? `no WebGPU adapter: ${notes.join('; ')}`
            : 'no WebGPU adapter (no Vulkan GPU; for the software adapter install libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri)',
    };
  }
  contexts.splice(0, contexts.length, ...found);
  return { available: true, devices: found.map((c, i) => deviceInfo(i, c)) };
}

export const webgpuBackend: Backend = {
  id: 'webgpu',
  kind: 'gpu',
  probe,
  open(info: DeviceInfo): GpuDevice {
    const ctx = contexts[info.index];
    if (!ctx) throw new InternalError(`webgpu device ${info.index} was not probed`);
    const d = new GpuDevice(info, ctx);
    opened.push(d);
    return d;
  },
  shutdown(): void {
    for (const c of contexts) {
      if (c.lost === undefined) {
        c.lost = 'released by tt.shutdown()';
        flushBatch(c.device);
        c.device.destroy();
      }
    }
  },
};

/** The opened webgpu devices (for interop). */
export function openedGpuDevices(): readonly GpuDevice[] {
  return opened;
}
