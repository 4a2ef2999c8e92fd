/** Shared by the native backend tests: is native available here, and a js-vs-native runner. */
import { describe } from 'vitest';
import * as tt from '../../../src/index.js';

export const nativeDevice = tt.devices().find((d) => d.backend === 'native');
export const nativeAvailable = nativeDevice?.available === true;
export const skipReason = nativeDevice?.reason ?? 'the native backend is not registered';
if (!nativeAvailable) console.info(`native backend tests skipped: ${skipReason}`);

/** `describe` when native can run here, else a skipped describe that says why. */
export function describeNative(name: string, fn: () => void): void {
  if (nativeAvailable) describe(name, fn);
  else describe.skip(`${name} — skipped: ${skipReason}`, fn);
}

export type Host = Float32Array | Float64Array | Int32Array | Uint32Array;

/** Runs `k` over `range` on `device` with fresh copies of `inputs`; returns every array's content. */
export async function runOn(
  device: string,
  k: tt.Kernel,
  range: number | number[],
  inputs: Record<string, Host | number | boolean>,
): Promise<Record<string, Host>> {
  const dev = tt.device(device);
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
