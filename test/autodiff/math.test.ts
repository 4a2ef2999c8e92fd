/**
 * The derivative of every Math function the kernel language differentiates, checked against
 * central finite differences (f64 on js, the reference) on every available device: f64 within
 * 1e-6 relative (devices with f64), f32 within 2e-3 relative (every device, webgpu included).
 * All cases are one kernel (case k reads arrays xk, yk and adds to o), so the gradient of each
 * case's arrays is that case's derivative, and each device compiles two kernels, not sixty.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, finiteDifferences, kernelOf, maxRelError, rng, tapeGradients, weights } from './support.js';

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
  'floor/ceil/round/trunc/sign (zero)': 'x[i] + Math.floor(x[i] * 3.3) + Math.ceil(x[i]) + Math.round(y[i] * 2.2) + Math.trunc(x[i]) + Math.sign(y[i])',
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
const expr = Object.values(CASES)
  .map((e, k) => `(${e.replaceAll('x[i]', `x${k}[i]`).replaceAll('y[i]', `y${k}[i]`)})`)
  .join(' + ');
const arrays = names.flatMap((_, k) => [`x${k}`, `y${k}`]);
const r = rng(3);
const inputs: Record<string, number[]> = {};
for (const a of arrays) inputs[a] = Array.from({ length: N }, () => 0.2 + 0.6 * r());
const w = weights(N);
const k64 = kernelOf(tt.f64, [...arrays, 'o'], `o[i] = ${expr};`);
const k32 = kernelOf(tt.f32, [...arrays, 'o'], `o[i] = ${expr};`);
let reference: Record<string, number[]> | undefined;
const ref = async () => {
  reference ??= await finiteDifferences(k64, N, inputs, 'o', N, w);
  return reference;
};

/** The cases whose gradient is off by more than `tol` (relative). */
async function failing(got: Record<string, number[]>, tol: number): Promise<string[]> {
  const want = await ref();
  return names.filter((_, k) => {
    const pick = (g: Record<string, number[]>) => ({ x: g[`x${k}`] ?? [], y: g[`y${k}`] ?? [] });
    return !(maxRelError(pick(got), pick(want)) < tol);
  });
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('Math derivatives on $id', ({ device }) => {
  it.skipIf(!device.caps.f64)('f64: every case within 1e-6 of finite differences', async () => {
    const got = await tapeGradients(k64, N, inputs, 'o', N, w, tt.f64, device);
    expect(await failing(got, 1e-6)).toEqual([]);
  });
  it('f32: every case within 2e-3 of finite differences', async () => {
    const got = await tapeGradients(k32, N, inputs, 'o', N, w, tt.f32, device);
    expect(await failing(got, 2e-3)).toEqual([]);
  });
});
