/** Why a section's model cannot run on the order's device (compute follows data). */
import type { Device } from '../runtime/device.js';
import { selectDevice } from '../runtime/select.js';
import { modelOf } from './models.js';

function selectDeviceQuiet(sel: string): Device | undefined {
  try {
    const d = selectDevice(sel);
    return d.available ? d : undefined;
  } catch {
    return undefined;
  }
}

/** Why `model` cannot run on `device`, or undefined when it can. */
export function deviceReason(model: string, device: Device): string | undefined {
  const m = modelOf(model);
  const where = `the order runs on ${device.id} (where its arrays live, or opts.device)`;
  if (m.runsOn === 'cpu' && device.kind !== 'cpu')
    return `${model} runs on the host CPU but ${where}; pass { device: 'cpu' } to run it there`;
  if (m.runsOn === 'cuda' && device.backend !== 'cuda') {
    const cuda = selectDeviceQuiet('cuda');
    const why = cuda ? '' : ' (no CUDA device here)';
    return `cuda runs on a CUDA GPU${why} but ${where}; put the arrays on 'cuda' or pass { device: 'cuda' }`;
  }
  if (m.runsOn === 'webgpu' && device.backend !== 'webgpu')
    return `wgsl runs on a WebGPU device but ${where}; pass { device: 'webgpu' }`;
  return undefined;
}
