/**
 * Finite-difference checks for autodiff tests: the gradient of L = Σ_j w_j · out_j (w fixed
 * pseudo-random weights) with respect to each input array, by central differences in f64 on the
 * js device (the reference), against the adjoint's gradient on each device.
 */
import * as tt from '../../src/index.js';
import { available, rng } from '../ops/devices.js';

export { available, rng };

export type Inputs = Record<string, number[]>;

/** A kernel from source text: `body` over the arrays `names` (all of dtype `dt`) and item index i. */
export function kernelOf(
  dt: tt.DType<'f32'> | tt.DType<'f64'>,
  names: readonly string[],
  body: string,
  scalars: Record<string, tt.DType> = {},
) {
  const schema: Record<string, unknown> = {};
  for (const n of names) schema[n] = tt.arrayOf(dt);
  Object.assign(schema, scalars);
  const fn = new Function('i', `{ ${[...names, ...Object.keys(scalars)].join(', ')} }`, body);
  return tt.kernel(schema as tt.Schema, fn as never);
}

type AnyKernel = { launch(range: never, args: never): Promise<unknown> };

/** L(inputs) = Σ w · out, running `k` on js in f64. */
async function loss(
  k: AnyKernel,
  range: number | number[],
  inputs: Inputs,
  out: string,
  outLen: number,
  w: readonly number[],
  scalars: Record<string, number>,
) {
  const args: Record<string, unknown> = { ...scalars };
  for (const [n, v] of Object.entries(inputs)) args[n] = tt.array(Float64Array.from(v), { device: 'js' });
  const o = tt.zeros([outLen], tt.f64, { device: 'js' });
  args[out] = o;
  await k.launch(range as never, args as never);
  const r = await o.read();
  return r.reduce((s, x, j) => s + x * (w[j] ?? 0), 0);
}

/** Central differences of L with respect to every element of every input. */
export async function finiteDifferences(
  k64: AnyKernel,
  range: number | number[],
  inputs: Inputs,
  out: string,
  outLen: number,
  w: readonly number[],
  scalars: Record<string, number> = {},
  eps = 1e-6,
): Promise<Record<string, number[]>> {
  const grads: Record<string, number[]> = {};
  for (const [name, v] of Object.entries(inputs)) {
    grads[name] = [];
    for (let m = 0; m < v.length; m++) {
      const at = (d: number) => ({ ...inputs, [name]: v.map((x, j) => (j === m ? x + d : x)) });
      const hi = await loss(k64, range, at(eps), out, outLen, w, scalars);
      const lo = await loss(k64, range, at(-eps), out, outLen, w, scalars);
      grads[name]?.push((hi - lo) / (2 * eps));
    }
  }
  return grads;
}

/** The adjoint's gradients through a Tape on `device`, in `dt`. */
export async function tapeGradients(
  k: AnyKernel,
  range: number | number[],
  inputs: Inputs,
  out: string,
  outLen: number,
  w: readonly number[],
  dt: tt.DType<'f32'> | tt.DType<'f64'>,
  device: tt.Device,
  scalars: Record<string, number> = {},
): Promise<Record<string, number[]>> {
  const args: Record<string, unknown> = { ...scalars };
  const arrays: Record<string, tt.NDArray> = {};
  for (const [n, v] of Object.entries(inputs)) {
    arrays[n] = tt.array(v, { device, dtype: dt, requiresGrad: true });
    args[n] = arrays[n];
  }
  const o = tt.zeros([outLen], dt, { device, requiresGrad: true });
  args[out] = o;
  const tape = new tt.Tape();
  await tape.record(async () => {
    await k.launch(range as never, args as never);
  });
  await tape.backward(o, w);
  const grads: Record<string, number[]> = {};
  for (const [n, a] of Object.entries(arrays))
    grads[n] = [...(await (a.grad as tt.NDArray<'f32' | 'f64'>).read())];
  return grads;
}

/** Max |a - b| / (|b| + floor) over all elements. */
export function maxRelError(a: Record<string, number[]>, b: Record<string, number[]>, floor = 1): number {
  let worst = 0;
  for (const [n, ref] of Object.entries(b)) {
    const got = a[n] ?? [];
    ref.forEach((r, j) => {
      const e = Math.abs((got[j] ?? Number.NaN) - r) / (Math.abs(r) + floor);
      worst = Number.isNaN(e) ? Number.POSITIVE_INFINITY : Math.max(worst, e);
    });
  }
  return worst;
}

export function weights(n: number, seed = 7): number[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => 0.5 + r());
}

/** Central differences of an arbitrary loss of one input vector. */
export async function fdOf(
  f: (x: number[]) => Promise<number>,
  x: readonly number[],
  eps = 1e-6,
): Promise<number[]> {
  const out: number[] = [];
  for (let m = 0; m < x.length; m++) {
    const at = (d: number) => x.map((v, j) => (j === m ? v + d : v));
    out.push(((await f(at(eps))) - (await f(at(-eps)))) / (2 * eps));
  }
  return out;
}

/** Max |a - b| / (|b| + floor). */
export function relError(a: ArrayLike<number>, b: ArrayLike<number>, floor = 1): number {
  let worst = 0;
  for (let j = 0; j < b.length; j++) {
    const e = Math.abs((a[j] ?? Number.NaN) - (b[j] ?? 0)) / (Math.abs(b[j] ?? 0) + floor);
    worst = Number.isNaN(e) ? Number.POSITIVE_INFINITY : Math.max(worst, e);
  }
  return worst;
}

/** The float types to test on a device: f64 where it has it, and f32. */
export const floatsOf = (d: tt.Device) =>
  d.caps.f64
    ? [
        { dt: tt.f64, tol: 1e-6 },
        { dt: tt.f32, tol: 2e-3 },
      ]
    : [{ dt: tt.f32, tol: 2e-3 }];
