/**
 * The conformance suite: every case runs on every available device and must match the plain-JS
 * reference (js) or the js backend's result (other devices: integers exactly, floats within the
 * case's ulps). Unavailable devices are listed as skipped with their reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
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

const f32bits = new Float32Array(1);
const u32view = new Uint32Array(f32bits.buffer);
function orderedBits32(x: number): number {
  f32bits[0] = x;
  const b = u32view[0] ?? 0;
  return b & 0x80000000 ? 0x80000000 - (b & 0x7fffffff) : 0x80000000 + b;
}

function ulpDistance(a: number, b: number, isF32: boolean): number {
  if (Number.isNaN(a) && Number.isNaN(b)) return 0;
  if (a === b) return 0;
  if (Number.isNaN(a) || Number.isNaN(b) || !Number.isFinite(a) || !Number.isFinite(b))
    return Number.POSITIVE_INFINITY;
  if (isF32) return Math.abs(orderedBits32(a) - orderedBits32(b));
  const scale = 2 ** (Math.floor(Math.log2(Math.max(Math.abs(a), Math.abs(b)))) - 52);
  return Math.abs(a - b) / scale;
}

/** Compares element-wise; returns a description of the first few mismatches. */
export function compare(got: HostArray, want: HostArray, ulps: number): string[] {
  const bad: string[] = [];
  if (got.length !== want.length) return [`length ${got.length} != ${want.length}`];
  const isFloat = got instanceof Float32Array || got instanceof Float64Array;
  for (let i = 0; i < got.length && bad.length < 5; i++) {
    const g = got[i] ?? 0;
    const w = want[i] ?? 0;
    const ok = isFloat ? ulpDistance(g, w, got instanceof Float32Array) <= ulps : g === w;
    if (!ok) bad.push(`[${i}] got ${g}, want ${w}`);
  }
  return bad;
}

describe('unavailable devices', () => {
  for (const d of unavailable) {
    it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
  }
  it('lists every known backend', () => {
    expect(all.map((d) => d.backend)).toEqual(
      expect.arrayContaining(['js', 'native', 'wasm', 'webgpu', 'cuda', 'sim']),
    );
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
