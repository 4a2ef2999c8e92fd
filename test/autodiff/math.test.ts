/**
 * The derivative of every Math function the kernel language differentiates, checked against
 * central finite differences (f64 on js, the reference) on every available device: f64 within
 * 1e-6 relative (devices with f64), f32 within 2e-3 relative (every device, webgpu included).
 * Cases share kernels (case k reads arrays xk, yk and adds to o), so the gradient of each case's
 * arrays is that case's derivative and a CPU device compiles two kernels, not sixty; on WebGPU
 * (16 storage buffers per shader, and an adjoint binds each array twice) three cases per kernel.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import {
  available,
  finiteDifferences,
  kernelOf,
  maxRelError,
  rng,
  tapeGradients,
  weights,
} from './support.js';

const N = 6;
/** Function -> its expression of x[i], y[i] (inputs in 0.2 … 0.8); each case gets arrays of its own. */
const CASES: Record<string, string> = {
  sqrt: 'Math.sqrt(x[i])',
  cbrt: 'Math.cbrt(x[i])',
  abs: 'Math.abs(x[i] - 0.5)',
  exp: 'Math.exp(x[i])',
  expm1: 'Math.expm1(x[i])',
  log: 'Math.log(x[i])',
  log2: 'Math.log2(x[i])',
  log10: 'Math.log10(x[i])',
  log1p: 'Math.log1p(x[i])',
  sin: 'Math.sin(x[i])',
  cos: 'Math.cos(x[i])',
  tan: 'Math.tan(x[i])',
  asin: 'Math.asin(x[i])',
  acos: 'Math.acos(x[i])',
  atan: 'Math.atan(x[i])',
  sinh: 'Math.sinh(x[i])',
  cosh: 'Math.cosh(x[i])',
  tanh: 'Math.tanh(x[i])',
  asinh: 'Math.asinh(x[i])',
  acosh: 'Math.acosh(1 + x[i])',
  atanh: 'Math.atanh(x[i])',
  'floor/ceil/round/trunc/sign (zero)':
    'x[i] + Math.floor(x[i] * 3.3) + Math.ceil(x[i]) + Math.round(y[i] * 2.2) + Math.trunc(x[i]) + Math.sign(y[i])',
  min: 'Math.min(x[i], y[i])',
  max: 'Math.max(x[i], y[i])',
  pow: 'Math.pow(x[i], y[i] * 3)',
  '**': 'x[i] ** 2.5',
  atan2: 'Math.atan2(x[i] - 0.5, y[i])',
  hypot: 'Math.hypot(x[i], y[i])',
  'arithmetic (+ - * / % neg)': '(x[i] * y[i] - x[i] / y[i] + -x[i]) % 0.75',
  'conditional (?:) and if': 'x[i] > y[i] ? x[i] * x[i] : Math.sin(y[i]) * x[i]',
};

const names = Object.keys(CASES);
const exprOf = (k: number) =>
  `(${(Object.values(CASES)[k] ?? '0').replaceAll('x[i]', `x${k}[i]`).replaceAll('y[i]', `y${k}[i]`)})`;
const arraysOf = (ks: readonly number[]) => ks.flatMap((k) => [`x${k}`, `y${k}`]);
const all = names.map((_, k) => k);
const r = rng(3);
const inputs: Record<string, number[]> = {};
for (const a of arraysOf(all)) inputs[a] = Array.from({ length: N }, () => 0.2 + 0.6 * r());
const w = weights(N);
const kernelFor = (dt: tt.DType<'f32'> | tt.DType<'f64'>, ks: readonly number[]) =>
  kernelOf(dt, [...arraysOf(ks), 'o'], `o[i] = ${ks.map(exprOf).join(' + ')};`);
let reference: Record<string, number[]> | undefined;
const ref = async () => {
  reference ??= await finiteDifferences(kernelFor(tt.f64, all), N, inputs, 'o', N, w);
  return reference;
};

/** The gradients of every case on `device`, `size` cases per kernel. */
async function gradients(device: tt.Device, dt: tt.DType<'f32'> | tt.DType<'f64'>, size: number) {
  const got: Record<string, number[]> = {};
  for (let s = 0; s < all.length; s += size) {
    const ks = all.slice(s, s + size);
    const part = Object.fromEntries(arraysOf(ks).map((a) => [a, inputs[a] ?? []]));
    Object.assign(got, await tapeGradients(kernelFor(dt, ks), N, part, 'o', N, w, dt, device));
  }
  return got;
}

/** The cases whose gradient is off by more than `tol` (relative). */
async function failing(got: Record<string, number[]>, tol: number): Promise<string[]> {
  const want = await ref();
  return names.filter((_, k) => {
    const pick = (g: Record<string, number[]>) => ({ x: g[`x${k}`] ?? [], y: g[`y${k}`] ?? [] });
    return !(maxRelError(pick(got), pick(want)) < tol);
  });
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('Math derivatives on $id', ({ device }) => {
  const size = device.backend === 'webgpu' ? 3 : all.length;
  it.skipIf(!device.caps.f64)('f64: every case within 1e-6 of finite differences', async () => {
    expect(await failing(await gradients(device, tt.f64, size), 1e-6)).toEqual([]);
  });
  it('f32: every case within 2e-3 of finite differences', async () => {
    expect(await failing(await gradients(device, tt.f32, size), 2e-3)).toEqual([]);
  });
});
