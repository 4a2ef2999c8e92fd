/**
 * Device selectors (SYCL-filter-like strings):
 *   'cpu'  — the first available CPU device in registry order (native, wasm, js);
 *   'gpu'  — the first available GPU device (cuda, webgpu);
 *   'auto' — the first available hardware GPU, else the same as 'cpu';
 *   'backend:type:N' triples with optional parts — 'cuda:gpu:0', 'native:cpu', ':gpu', ':gpu:1',
 *     'webgpu:1' (backend:N), 'js'; N counts the devices the other parts match;
 *   a sub-device id — 'native:0.1' (after createSubDevices);
 *   'a,b,c' — the first of the alternatives that selects an available device.
 * Selecting probes only the backends the answer depends on, in preference order ('cpu' never
 * loads WebGPU); a backend that can only be probed asynchronously (webgpu) must have been probed
 * by `await tt.init()` when the answer depends on it (DeviceNotProbedError otherwise).
 */
import type { Backend } from '../backends/backend.js';
import {
  BackendUnavailableError,
  DeviceNotFoundError,
  DeviceNotProbedError,
  DeviceSelectorError,
  TuttiError,
} from '../errors/errors.js';
import { Device } from './device.js';
import { backendDevicesNow, backendIds, backendList, listDevices, softwareOnly } from './devices.js';

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
  const known = new Set(backendIds());
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

/** The devices of `b` for a decision about selector `whole`; refuses while it needs tt.init(). */
function devicesFor(whole: string, b: Backend): readonly Device[] {
  const ds = backendDevicesNow(b);
  if (ds === 'pending') throw new DeviceNotProbedError(whole, b.id);
  return ds;
}

/** The first available device of a kind, probing backends in preference order until one has one. */
function firstOfKind(whole: string, kind: 'cpu' | 'gpu', hardware: boolean): Device | undefined {
  for (const b of backendList()) {
    if (b.kind !== kind) continue;
    // A backend that can only offer software devices cannot satisfy 'auto': skip it unprobed.
    if (hardware && backendDevicesNow(b) === 'pending' && softwareOnly(b)) continue;
    const d = devicesFor(whole, b).find((x) => x.available && !(hardware && x.software));
    if (d) return d;
  }
  return undefined;
}

function pickClass(whole: string, s: string): Device | undefined {
  if (s === 'auto') return firstOfKind(whole, 'gpu', true) ?? firstOfKind(whole, 'cpu', false);
  return firstOfKind(whole, s === 'gpu' ? 'gpu' : 'cpu', false);
}

function pickTriple(whole: string, t: Triple): Device {
  const matches = backendList()
    .filter(
      (b) => (t.backend === undefined || b.id === t.backend) && (t.type === undefined || b.kind === t.type),
    )
    .flatMap((b) => devicesFor(whole, b))
    .filter((d) => t.type === undefined || d.kind === t.type);
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
    const d = pickClass(whole, part);
    if (!d) throw new DeviceNotFoundError(whole, table());
    return d;
  }
  const sub = Device.byId(part);
  if (sub) return sub;
  // 'native:0.7' names a sub-device that createSubDevices has not made: not found, not malformed
  if (SUB_DEVICE_ID.test(part)) throw new DeviceNotFoundError(whole, table());
  return pickTriple(whole, parseTriple(whole, part));
}

const SUB_DEVICE_ID = /^[a-z0-9_-]+:\d+(\.\d+)+$/;

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
    if (p !== 'cpu' && p !== 'gpu' && p !== 'auto' && !Device.byId(p) && !SUB_DEVICE_ID.test(p))
      parseTriple(sel, p);
  }
  if (parts.length === 1) return selectOne(sel, parts[0] ?? '');
  const why: string[] = [];
  for (const p of parts) {
    try {
      return selectOne(sel, p);
    } catch (e) {
      // A list must not fall through past an alternative that tt.init() would have answered.
      if (!(e instanceof TuttiError) || e instanceof DeviceNotProbedError) throw e;
      why.push(`  ${p}: ${e.message.split('\n')[0] ?? ''}`);
    }
  }
  throw new DeviceNotFoundError(sel, `${table()}\nwhy each alternative was not taken:\n${why.join('\n')}`);
}
