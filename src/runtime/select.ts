/**
 * Device selectors: a backend id ('js', 'native'), a device id ('webgpu:1'), or a class:
 *   'cpu'  — the first available CPU device in registry order (native, wasm, js);
 *   'gpu'  — the first available GPU device (cuda, webgpu);
 *   'auto' — the first available hardware GPU, else the same as 'cpu'.
 */
import { BackendUnavailableError, DeviceNotFoundError } from '../errors/errors.js';
import { Device } from './device.js';
import { listDevices } from './devices.js';

export type DeviceSelector = string | Device;

function table(): string {
  return listDevices()
    .map((d) => `  ${d.toString()}`)
    .join('\n');
}

export function selectDevice(sel: DeviceSelector): Device {
  if (sel instanceof Device) {
    if (!sel.available) throw new BackendUnavailableError(sel.backend, sel.reason ?? 'not available');
    return sel;
  }
  if (typeof sel !== 'string') throw new DeviceNotFoundError(String(sel), table());
  const s = sel.trim().toLowerCase();
  const all = listDevices();
  const usable = all.filter((d) => d.available);
  if (s === 'cpu' || s === 'gpu' || s === 'auto') {
    const pick =
      s === 'auto'
        ? (usable.find((d) => d.kind === 'gpu' && !d.software) ?? usable.find((d) => d.kind === 'cpu'))
        : usable.find((d) => d.kind === s);
    if (!pick) throw new DeviceNotFoundError(sel, table());
    return pick;
  }
  const [backend, index] = s.split(':');
  const ofBackend = all.filter((d) => d.backend === backend);
  if (ofBackend.length === 0) throw new DeviceNotFoundError(sel, table());
  const first = ofBackend[0];
  if (first && !first.available)
    throw new BackendUnavailableError(first.backend, first.reason ?? 'not available');
  if (index === undefined) return first as Device;
  const d = ofBackend.find((x) => x.id === `${backend}:${Number(index)}` && /^\d+$/.test(index));
  if (!d) throw new DeviceNotFoundError(sel, table());
  return d;
}
