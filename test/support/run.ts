/** The one run-and-compare helper of the tests: run a kernel on a device, compare with js. */
import { expect } from 'vitest';
import * as tt from '../../src/index.js';

export type Host = Float32Array | Float64Array | Int32Array | Uint32Array;

/**
 * Runs `k` over `range` on `device` with fresh copies of the array `inputs` (scalars are passed
 * as they are); returns the final content of every array, by name.
 */
export async function runOn(
  device: string | tt.Device,
  k: tt.Kernel,
  range: number | readonly number[],
  inputs: Record<string, Host | number | boolean>,
): Promise<Record<string, Host>> {
  const dev = typeof device === 'string' ? tt.device(device) : device;
  const args: Record<string, unknown> = {};
  const arrays: Record<string, tt.NDArray> = {};
  for (const [name, v] of Object.entries(inputs)) {
    if (typeof v === 'number' || typeof v === 'boolean') args[name] = v;
    else {
      arrays[name] = tt.array(v.slice() as Float32Array, { device: dev });
      args[name] = arrays[name];
    }
  }
  await k.launch(range as number, args as never);
  const out: Record<string, Host> = {};
  for (const [name, a] of Object.entries(arrays)) {
    out[name] = (await a.read()) as Host;
    a.dispose();
  }
  return out;
}

/**
 * Bit patterns, so -0 and every float bit compare exactly; every NaN reads as one canonical NaN
 * (a NaN's sign and payload bits are not defined by JS, and x86 produces negative NaNs).
 */
export function bits(a: Host): (number | 'NaN')[] {
  if (a instanceof Float64Array) {
    const u = new Uint32Array(a.buffer, a.byteOffset, a.length * 2);
    return Array.from(a).flatMap((v, i): (number | 'NaN')[] =>
      Number.isNaN(v) ? ['NaN' as const, 'NaN' as const] : [u[2 * i] ?? 0, u[2 * i + 1] ?? 0],
    );
  }
  const u = new Uint32Array(a.buffer, a.byteOffset, a.length);
  return Array.from(a).map((v, i) => (Number.isNaN(v) ? 'NaN' : (u[i] ?? 0)));
}

/** Runs `k` on js and on `device` with the same inputs and expects every array bit-identical. */
export async function expectSameAsJs(
  device: string,
  k: tt.Kernel,
  range: number | readonly number[],
  inputs: Record<string, Host | number | boolean>,
): Promise<void> {
  const want = await runOn('js', k, range, inputs);
  const got = await runOn(device, k, range, inputs);
  for (const name of Object.keys(want)) {
    expect(bits(got[name] as Host), `array '${name}' on ${device}`).toEqual(bits(want[name] as Host));
  }
}
