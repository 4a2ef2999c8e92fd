/**
 * The conformance suite: every case runs on every available device and must match the plain-JS
 * reference (js) or the js backend's result (other devices: integers exactly, floats within the
 * case's ulps). Unavailable devices are listed as skipped with their reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_IDS } from '../../src/backends/registry.js';
import * as tt from '../../src/index.js';
import { compare } from '../support/compare.js';
import { useSimBackend } from '../support/sim-backend.js';
import type { HostArray } from './case.js';
import { CASES, type ConformanceCase } from './cases.js';

await useSimBackend();

const all = tt.devices();
const available = all.filter((d) => d.available);
const unavailable = all.filter((d) => !d.available);

function copyInputs(c: ConformanceCase): Record<string, HostArray | number | boolean> {
  return c.inputs();
}

async function runOn(device: tt.Device, c: ConformanceCase): Promise<Record<string, HostArray>> {
  const inputs = copyInputs(c);
  const args: Record<string, unknown> = {};
  const arrays: Record<string, tt.NDArray> = {};
  for (const [k, v] of Object.entries(inputs)) {
    if (typeof v === 'number' || typeof v === 'boolean') args[k] = v;
    else {
      arrays[k] = tt.array(v.slice() as Float32Array, { device });
      args[k] = arrays[k];
    }
  }
  const k = c.kernel();
  await k.launch(c.range as number, args as never);
  const out: Record<string, HostArray> = {};
  for (const name of c.outputs) {
    const a = arrays[name];
    if (!a) throw new Error(`case ${c.name}: output ${name} is not an array input`);
    out[name] = (await a.read()) as HostArray;
  }
  for (const a of Object.values(arrays)) a.dispose();
  return out;
}

function reference(c: ConformanceCase): Record<string, HostArray> {
  const inputs = copyInputs(c);
  c.reference(inputs);
  return Object.fromEntries(c.outputs.map((n) => [n, inputs[n] as HostArray]));
}

describe('unavailable devices', () => {
  for (const d of unavailable) {
    it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
  }
  it('lists every known backend', () => {
    expect(all.map((d) => d.backend)).toEqual(expect.arrayContaining([...BACKEND_IDS, 'sim']));
  });
});

const jsResults = new Map<string, Record<string, HostArray>>();

describe.each(available.map((d) => ({ id: d.id, device: d })))('conformance on $id', ({ device }) => {
  beforeAll(() => {
    console.info(`conformance: running ${CASES.length} cases on ${device.toString()}`);
  });
  for (const c of CASES) {
    it(c.name, async () => {
      if (c.needs?.f64 && !device.caps.f64) {
        await expect(runOn(device, c)).rejects.toMatchObject({
          name: 'KernelTypeError',
          code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
        });
        return;
      }
      const got = await runOn(device, c);
      let want: Record<string, HostArray>;
      let ulps = 0;
      if (device.backend === 'js') {
        want = reference(c);
      } else {
        const cached = jsResults.get(c.name) ?? (await runOn(tt.device('js'), c));
        jsResults.set(c.name, cached);
        want = cached;
        ulps = c.ulps ?? 0;
      }
      for (const name of c.outputs) {
        const mismatches = compare(got[name] as HostArray, want[name] as HostArray, ulps);
        expect(mismatches, `${c.name}: output '${name}' on ${device.id}`).toEqual([]);
      }
    });
  }
});
