/** Comparing a port's outputs with the C reference's dump, and moving a port's data to a device. */
import * as tt from '../../src/index.js';
import type { DeviceData, HostData, PolyKernel, Sizes } from './types.js';

/** The kernels (one per small-output category) whose SMALL C output test/bench/polybench.test.ts keeps. */
export const FIXTURE_KERNELS = ['gemver', 'atax', 'ludcmp', 'jacobi-1d'];

export interface CheckResult {
  readonly ok: boolean;
  /** Largest |got − want| / max(1, |want|) over every output element. */
  readonly maxRelError: number;
  readonly detail: string;
}

/** f64 ports against the double C: both round the same operations in the same order (no FMA, no
 * reassociation), so they agree to the last bits but for libm's exp/pow (deriche). */
export const RTOL = 1e-9;

export function compareOutputs(
  k: PolyKernel,
  want: ReadonlyMap<string, ArrayLike<number>>,
  got: Readonly<Record<string, ArrayLike<number>>>,
): CheckResult {
  let worst = 0;
  for (const name of k.outputs) {
    const w = want.get(name);
    const g = dumpedPart(k, got[name]);
    if (!w || !g) return { ok: false, maxRelError: Number.NaN, detail: `output '${name}' missing` };
    if (w.length !== g.length)
      return {
        ok: false,
        maxRelError: Number.NaN,
        detail: `'${name}': ${g.length} values, C dumped ${w.length}`,
      };
    for (let i = 0; i < w.length; i++) {
      const e = Math.abs((g[i] ?? 0) - (w[i] ?? 0)) / Math.max(1, Math.abs(w[i] ?? 0));
      if (!(e <= RTOL))
        return { ok: false, maxRelError: e, detail: `'${name}'[${i}] = ${g[i]}, C has ${w[i]}` };
      worst = Math.max(worst, e);
    }
  }
  return { ok: true, maxRelError: worst, detail: '' };
}

/** The elements PolyBench prints of a square output (all, or one triangle row by row). */
function dumpedPart(k: PolyKernel, a: ArrayLike<number> | undefined): ArrayLike<number> | undefined {
  if (!a || !k.dumped) return a;
  const n = Math.round(Math.sqrt(a.length));
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = k.dumped === 'lower' ? 0 : i; j < (k.dumped === 'lower' ? i + 1 : n); j++)
      out.push(a[i * n + j] ?? 0);
  return out;
}

export function cloneHost(d: HostData): HostData {
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, { data: v.data.slice(), shape: v.shape }]));
}

/** Fresh device arrays holding a copy of `d`, already where `device` reads them (so no run pays the move). */
export async function upload(d: HostData, device: tt.Device): Promise<DeviceData> {
  const out: DeviceData = {};
  for (const [k, v] of Object.entries(d)) {
    const data = v.data.slice();
    const a =
      data instanceof Float64Array
        ? tt.array(data, { shape: [...v.shape], device })
        : tt.array(data, { shape: [...v.shape], device });
    await a.accessible(device);
    out[k] = a;
  }
  return out;
}

export async function readOutputs(k: PolyKernel, d: DeviceData): Promise<Record<string, ArrayLike<number>>> {
  const out: Record<string, ArrayLike<number>> = {};
  for (const name of k.outputs) {
    const a = d[name];
    if (!a) throw new Error(`${k.name}: no array '${name}'`);
    // the ports use f64 and i32 arrays only
    out[name] = (await a.read()) as ArrayLike<number>;
  }
  return out;
}

/**
 * Puts `init`'s values back into arrays made by `cloneHost` or `upload` (untimed, before each run):
 * the runners reuse their arrays across rounds instead of allocating fresh ones. Fresh arrays each
 * round (4 × 2.8 MB for deriche, per runner) made V8 start a full GC for external memory pressure,
 * and its last pause landed in whichever run allocated next — a launch allocates, a plain loop
 * does not — so the tt runs paid the harness's garbage (deriche: ~20 ms of a 20 ms run, every
 * other round).
 */
export function resetHost(d: HostData, init: HostData): void {
  for (const [k, v] of Object.entries(init)) d[k]?.data.set(v.data);
}

export async function resetDevice(d: DeviceData, init: HostData, device: tt.Device): Promise<void> {
  for (const [k, v] of Object.entries(init)) {
    const a = d[k];
    if (!a) throw new Error(`polybench: no device array '${k}'`);
    await a.write(v.data);
    await a.accessible(device);
  }
}

export function dispose(d: DeviceData): void {
  for (const a of Object.values(d)) a.dispose();
}

/** Runs the tutti port once on `device` from `init` and returns its outputs. */
export async function runPort(k: PolyKernel, s: Sizes, init: HostData, device: tt.Device) {
  const d = await upload(init, device);
  try {
    await k.tutti(s, d);
    return await readOutputs(k, d);
  } finally {
    dispose(d);
  }
}

/** Runs the plain JS port once from a copy of `init` and returns its outputs. */
export function runPlain(k: PolyKernel, s: Sizes, init: HostData): Record<string, ArrayLike<number>> {
  const d = cloneHost(init);
  k.plain(s, d);
  return Object.fromEntries(k.outputs.map((n) => [n, d[n]?.data ?? new Float64Array()]));
}
