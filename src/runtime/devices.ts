/**
 * The device table. Nothing is probed when tutti is imported: each backend is probed once, when a
 * device of it is first needed — synchronously where the backend can answer without waiting (js,
 * wasm, native, cuda), asynchronously otherwise (webgpu: adapters are requested with a promise),
 * which `await tt.init()` does. Each backend's devices appear here, available or not with the reason.
 */
import type { Backend, ProbeResult } from '../backends/backend.js';
import type { LazyBackend } from '../backends/lazy.js';
import { BACKENDS } from '../backends/registry.js';
import { checkBackendNames } from '../config/backend-names.js';
import { setting, settings } from '../config/settings.js';
import { BackendRegistrationError, DeviceNotFoundError } from '../errors/errors.js';
import { Device } from './device.js';

const backends: Backend[] = [...BACKENDS];
const table = new Map<string, readonly Device[]>();
const inflight = new Map<string, Promise<void>>();
/** Stand-ins listed for backends that need an asynchronous probe that has not run. */
const placeholders = new Map<string, Device>();

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Whether the `backends` setting asks for backend `id` (js, the reference, is always kept). */
function enabled(id: string): boolean {
  const list = setting('backends').value.trim();
  if (list === 'all' || id === 'js') return true;
  return list.split(',').some((x) => x.trim() === id);
}

function isLazy(b: Backend): b is LazyBackend {
  return typeof (b as Partial<LazyBackend>).probeNow === 'function';
}

function devicesOf(b: Backend, r: ProbeResult): Device[] {
  try {
    if (!r.available) return [Device.unavailable(b.id, b.kind, r.reason)];
    if (r.devices.length === 0) return [Device.unavailable(b.id, b.kind, 'no devices found')];
    return r.devices.map((info) => Device.available(b.id, b.open(info)));
  } catch (e) {
    return [Device.unavailable(b.id, b.kind, `probe failed: ${errorText(e)}`)];
  }
}

function record(b: Backend, devices: readonly Device[]): readonly Device[] {
  const had = table.get(b.id);
  if (had) return had;
  table.set(b.id, devices);
  return devices;
}

/**
 * The devices of `b`, probing it now if that needs no waiting; undefined when only an
 * asynchronous probe can tell (then `probeBackends` must run first).
 */
function probeNow(b: Backend): readonly Device[] | undefined {
  const done = table.get(b.id);
  if (done) return done;
  checkBackendNames(backends.map((b) => b.id));
  if (!enabled(b.id)) {
    return record(b, [
      Device.unavailable(b.id, b.kind, `disabled by the backends setting ('${settings().backends}')`),
    ]);
  }
  let r: ProbeResult | undefined;
  try {
    if (isLazy(b)) {
      const q = b.quick();
      r = q && 'reason' in q ? q : b.probeNow();
    } else if (b.probeSync) {
      r = b.probeSync();
    }
  } catch (e) {
    r = { available: false, reason: `probe failed: ${errorText(e)}` };
  }
  return r ? record(b, devicesOf(b, r)) : undefined;
}

function placeholder(b: Backend): Device {
  let d = placeholders.get(b.id);
  if (!d) {
    d = Device.unavailable(
      b.id,
      b.kind,
      `not probed yet: ${b.id} is probed asynchronously; await tt.init() (or tt.init(['${b.id}'])) probes it`,
    );
    placeholders.set(b.id, d);
  }
  return d;
}

/** What one backend offers for a synchronous decision: its devices, or 'pending' (needs tt.init()). */
export function backendDevicesNow(b: Backend): readonly Device[] | 'pending' {
  return probeNow(b) ?? 'pending';
}

/**
 * A cheap verdict for 'auto' about an unprobed backend: true when every device it could offer
 * would be software (so a hardware-GPU search may skip it).
 */
export function softwareOnly(b: Backend): boolean {
  if (!isLazy(b)) return false;
  const q = b.quick();
  return q !== undefined && 'softwareOnly' in q;
}

/** The registered backends, in preference order (probing none). */
export function backendList(): readonly Backend[] {
  return backends;
}

async function probeAsync(b: Backend): Promise<void> {
  if (probeNow(b)) return;
  let p = inflight.get(b.id);
  if (!p) {
    p = (async () => {
      let devices: Device[];
      try {
        devices = devicesOf(b, await b.probe());
      } catch (e) {
        devices = [Device.unavailable(b.id, b.kind, `probe failed: ${errorText(e)}`)];
      }
      record(b, devices);
    })();
    inflight.set(b.id, p);
  }
  await p;
}

/**
 * Probes the given backends (default: every registered one) once; later calls return at once.
 * `tt.init()`: needed only before selecting WebGPU devices synchronously.
 */
export async function initDevices(ids?: readonly string[] | string): Promise<void> {
  const want = typeof ids === 'string' ? [ids] : ids;
  const known = backends.map((b) => b.id);
  for (const id of want ?? []) {
    if (typeof id !== 'string' || !known.includes(id)) {
      throw new DeviceNotFoundError(String(id), `backends: ${known.join(', ')}`);
    }
  }
  checkBackendNames(backends.map((b) => b.id));
  await Promise.all(backends.filter((b) => !want || want.includes(b.id)).map(probeAsync));
}

/**
 * Every known device, available or not, in preference order (the registry's order). Probes what
 * can be probed synchronously; a backend that needs an asynchronous probe not yet run is listed
 * as unavailable, saying so (`await tt.init()` first to see it).
 */
export function listDevices(): readonly Device[] {
  return backends.flatMap((b) => probeNow(b) ?? [placeholder(b)]);
}

/** The backends probed so far, in the order they were (what `import 'tutti'` alone leaves empty). */
export function probedBackendIds(): readonly string[] {
  return [...table.keys()];
}

/** The registered backend with this id, available or not. */
export function backendById(id: string): Backend | undefined {
  return backends.find((b) => b.id === id);
}

export function backendIds(): readonly string[] {
  return backends.map((b) => b.id);
}

/**
 * Adds a backend (for backend authors and tests). It is probed at once and placed after the
 * built-in ones, so 'cpu'/'gpu'/'auto' prefer built-ins unless they are unavailable.
 */
export async function registerBackend(b: Backend): Promise<readonly Device[]> {
  if (backends.some((x) => x.id === b.id)) throw new BackendRegistrationError(b.id);
  backends.push(b);
  await probeAsync(b);
  return table.get(b.id) ?? [];
}

/** Releases every backend's resources (GPU instances, worker pools). */
export async function shutdownBackends(): Promise<void> {
  await Promise.all(backends.map((b) => b.shutdown?.()));
}
