/**
 * Device selectors (SYCL-filter-like strings):
 *   'cpu'  — the first available CPU device in registry order (native, wasm, js);
 *   'gpu'  — the first available GPU device (cuda, webgpu);
 *   'auto' — the first available hardware GPU, else the same as 'cpu';
 *   'backend:type:N' triples with optional parts — 'cuda:gpu:0', 'native:cpu', ':gpu', ':gpu:1',
 *     'webgpu:1' (backend:N), 'js'; N counts the devices the other parts match;
 *   a sub-device id — 'native:0.1' (after createSubDevices);
 *   'a,b,c' — the first of the alternatives that selects an available device.
 */
import {
  BackendUnavailableError,
  DeviceNotFoundError,
  DeviceSelectorError,
  TuttiError,
} from '../errors/errors.js';
import { Device } from './device.js';
import { listDevices } from './devices.js';

export type DeviceSelector = string | Device;

const TYPES = new Set(['cpu', 'gpu']);

function table(): string {
  return listDevices()
    .map((d) => `  ${d.selector}  ${d.toString()}`)
    .join('\n');
}

interface Triple {
  readonly backend: string | undefined;
  readonly type: string | undefined;
  readonly index: number | undefined;
}

function badSelector(whole: string, part: string, why: string): DeviceSelectorError {
  return new DeviceSelectorError(
    'DEVICE_BAD_SELECTOR',
    `device selector '${whole}': '${part}' ${why}; write backend:type:N with optional parts ` +
      "('cuda:gpu:0', ':gpu', 'native:cpu', 'webgpu:1'), 'cpu', 'gpu', 'auto', or a comma list of these",
  );
}

/** Parses one alternative; class names and sub-device ids are handled by the caller. */
function parseTriple(whole: string, part: string): Triple {
  const bits = part.split(':');
  if (bits.length > 3) throw badSelector(whole, part, 'has more than three parts');
  const known = new Set(listDevices().map((d) => d.backend));
  const backend = bits[0] === '' ? undefined : bits[0];
  // An unknown name is refused even inside a list, so a typo never falls through to another device.
  if (backend !== undefined && !known.has(backend)) throw new DeviceNotFoundError(whole, table());
  let type: string | undefined;
  let indexText: string | undefined;
  if (bits.length === 2) {
    const b = bits[1] ?? '';
    if (/^\d+$/.test(b)) indexText = b;
    else if (b !== '') type = b;
  } else if (bits.length === 3) {
    type = bits[1] === '' ? undefined : bits[1];
    indexText = bits[2] === '' ? undefined : bits[2];
  }
  if (type !== undefined && !TYPES.has(type))
    throw badSelector(whole, part, `has type '${type}' (cpu or gpu)`);
  if (indexText !== undefined && !/^\d+$/.test(indexText)) {
    throw badSelector(whole, part, `has index '${indexText}' (a number)`);
  }
  if (backend === undefined && type === undefined && indexText !== undefined) {
    throw badSelector(whole, part, 'gives an index without a backend or a type');
  }
  return { backend, type, index: indexText === undefined ? undefined : Number(indexText) };
}

function pickClass(s: string): Device | undefined {
  const usable = listDevices().filter((d) => d.available);
  if (s === 'auto') {
    return usable.find((d) => d.kind === 'gpu' && !d.software) ?? usable.find((d) => d.kind === 'cpu');
  }
  return usable.find((d) => d.kind === s);
}

function pickTriple(whole: string, t: Triple): Device {
  const matches = listDevices().filter(
    (d) =>
      (t.backend === undefined || d.backend === t.backend) && (t.type === undefined || d.kind === t.type),
  );
  // A named backend that cannot run here says why (the reason its probe gave).
  if (t.backend !== undefined) {
    const first = matches[0];
    if (first && !first.available)
      throw new BackendUnavailableError(first.backend, first.reason ?? 'not available');
    const d = t.index === undefined ? first : matches.find((x) => x.index === t.index);
    if (!d) throw new DeviceNotFoundError(whole, table());
    return d;
  }
  const usable = matches.filter((d) => d.available);
  const d = usable[t.index ?? 0];
  if (!d) throw new DeviceNotFoundError(whole, table());
  return d;
}

function selectOne(whole: string, part: string): Device {
  if (part === 'cpu' || part === 'gpu' || part === 'auto') {
    const d = pickClass(part);
    if (!d) throw new DeviceNotFoundError(whole, table());
    return d;
  }
  const sub = Device.byId(part);
  if (sub) return sub;
  return pickTriple(whole, parseTriple(whole, part));
}

export function selectDevice(sel: DeviceSelector): Device {
  if (sel instanceof Device) {
    if (!sel.available) throw new BackendUnavailableError(sel.backend, sel.reason ?? 'not available');
    return sel;
  }
  if (typeof sel !== 'string') throw new DeviceNotFoundError(String(sel), table());
  const whole = sel.trim().toLowerCase();
  const parts = whole.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) throw badSelector(sel, whole, 'has an empty alternative');
  // Malformed alternatives are refused before any is tried, so a typo never falls through.
  for (const p of parts) {
    if (p !== 'cpu' && p !== 'gpu' && p !== 'auto' && !Device.byId(p)) parseTriple(sel, p);
  }
  if (parts.length === 1) return selectOne(sel, parts[0] ?? '');
  const why: string[] = [];
  for (const p of parts) {
    try {
      return selectOne(sel, p);
    } catch (e) {
      if (!(e instanceof TuttiError)) throw e;
      why.push(`  ${p}: ${e.message.split('\n')[0] ?? ''}`);
    }
  }
  throw new DeviceNotFoundError(sel, `${table()}\nwhy each alternative was not taken:\n${why.join('\n')}`);
}
