/**
 * The device table: every known backend is probed once (cheap synchronous probes at import,
 * asynchronous ones awaited by `tt.init()` which the package entry awaits), and each backend's
 * devices appear here, available or not with the reason.
 */
import type { Backend } from '../backends/backend.js';
import { BACKENDS } from '../backends/registry.js';
import { setting, settings } from '../config/settings.js';
import { BackendRegistrationError, ConfigError } from '../errors/errors.js';
import { Device } from './device.js';

const backends: Backend[] = [...BACKENDS];
const table = new Map<string, Device[]>();

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Whether the `backends` setting asks for backend `id` (js, the reference, is always kept). */
function enabled(id: string): boolean {
  const list = settings().backends.trim();
  if (list === 'all' || id === 'js') return true;
  return list.split(',').some((x) => x.trim() === id);
}

async function probeOne(b: Backend): Promise<Device[]> {
  if (!enabled(b.id)) {
    return [Device.unavailable(b.id, b.kind, `disabled by the backends setting ('${settings().backends}')`)];
  }
  try {
    const r = await b.probe();
    if (!r.available) return [Device.unavailable(b.id, b.kind, r.reason)];
    if (r.devices.length === 0) return [Device.unavailable(b.id, b.kind, 'no devices found')];
    return r.devices.map((info) => Device.available(b.id, b.open(info)));
  } catch (e) {
    return [Device.unavailable(b.id, b.kind, `probe failed: ${errorText(e)}`)];
  }
}

let initDone: Promise<void> | undefined;

/** Probes every registered backend once; later calls return the same promise. */
/** Refuses a `backends` setting that names a backend tutti does not have (a typo such as 'natve'). */
function checkBackendsSetting(): void {
  const s = setting('backends');
  const list = s.value.trim();
  if (list === 'all') return;
  const known = backends.map((b) => b.id);
  for (const id of list.split(',').map((x) => x.trim())) {
    if (id !== '' && !known.includes(id)) {
      throw new ConfigError(
        'CONFIG_BAD_VALUE',
        `setting 'backends' from ${s.origin} names '${id}', which is no backend; known backends: ${known.join(', ')} (or 'all')`,
      );
    }
  }
}

export function initDevices(): Promise<void> {
  initDone ??= (async () => {
    checkBackendsSetting();
    const results = await Promise.all(backends.map(probeOne));
    for (const [i, b] of backends.entries()) table.set(b.id, results[i] ?? []);
  })();
  return initDone;
}

/** Every known device, available or not, in preference order (the registry's order). */
export function listDevices(): readonly Device[] {
  return backends.flatMap((b) => table.get(b.id) ?? []);
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
  await initDevices();
  if (backends.some((x) => x.id === b.id)) throw new BackendRegistrationError(b.id);
  backends.push(b);
  const devices = await probeOne(b);
  table.set(b.id, devices);
  return devices;
}

/** Releases every backend's resources (GPU instances, worker pools). */
export async function shutdownBackends(): Promise<void> {
  await Promise.all(backends.map((b) => b.shutdown?.()));
}
