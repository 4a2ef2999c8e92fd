/**
 * The conformance suite: every case runs on every available device and must match the plain-JS
 * reference (js) or the js backend's result (other devices: integers exactly, floats within the
 * case's ulps). Unavailable devices are listed as skipped with their reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_IDS } from '../../src/backends/registry.js';
import * as tt from '../../src/index.js';
import { reportMissingAdapters } from '../support/adapters.js';
import { compare } from '../support/compare.js';
import { runOn } from '../support/run.js';
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

async function runCase(device: tt.Device, c: ConformanceCase): Promise<Record<string, HostArray>> {
  const all = await runOn(device, c.kernel(), c.range, copyInputs(c));
  return Object.fromEntries(c.outputs.map((name) => [name, all[name] as HostArray]));
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

reportMissingAdapters();

const jsResults = new Map<string, Record<string, HostArray>>();

describe.each(available.map((d) => ({ id: d.id, device: d })))('conformance on $id', ({ device }) => {
  beforeAll(() => {
    console.info(`conformance: running ${CASES.length} cases on ${device.toString()}`);
  });
  for (const c of CASES) {
    it(c.name, async () => {
      if (c.needs?.f64 && !device.caps.f64) {
        await expect(runCase(device, c)).rejects.toMatchObject({
          name: 'KernelTypeError',
          code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
        });
        return;
      }
      if (c.needs?.deviceFence && !device.has('device-fences')) {
        await expect(runCase(device, c)).rejects.toMatchObject({
          name: 'KernelTypeError',
          code: 'KERNEL_FENCE_UNSUPPORTED',
        });
        return;
      }
      const got = await runCase(device, c);
      let want: Record<string, HostArray>;
      let ulps = 0;
      if (device.backend === 'js') {
        want = reference(c);
      } else {
        const cached = jsResults.get(c.name) ?? (await runCase(tt.device('js'), c));
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
