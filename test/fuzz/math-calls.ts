/**
 * The transcendental class for devices whose Math functions have stated bounds but no f64 (WebGPU):
 * one f32 Math call per kernel whose arguments are random exact f32 expressions (bit-exact on every
 * device), so the call's result may differ from js only by the function's stated bound
 * (src/backends/webgpu/math-bounds.ts). Nested calls are not generated: the bounds of nested calls
 * do not compose into a bound on the expression.
 */
import { type BoundedMathFn, WGSL_MATH_ULPS } from '../../src/backends/webgpu/math-bounds.js';
import * as tt from '../../src/index.js';
import { compare } from '../support/compare.js';
import { FLOAT_INPUTS, Rng } from './generate.js';

const BINARY: ReadonlySet<BoundedMathFn> = new Set(['atan2', 'pow', 'hypot']);
const LITERALS = [
  '0',
  '-0',
  '0.5',
  '1',
  '-1.5',
  '3.25',
  '1e30',
  '1e-40',
  'Infinity',
  'NaN',
  '0.1',
  '88.5',
  '-100',
];
const OPS = ['+', '-', '*', '/'];

export interface MathCall {
  readonly seed: number;
  readonly fn: BoundedMathFn;
  readonly source: string;
}

function expr(r: Rng, depth: number): string {
  const k = r.int(8);
  if (depth <= 0 || k < 3) {
    if (k < 2) return `${r.pick(['a', 'b'])}[i]`;
    return r.pick(LITERALS);
  }
  if (k < 6) return `(${expr(r, depth - 1)} ${r.pick(OPS)} ${expr(r, depth - 1)})`;
  return `Math.${r.pick(['abs', 'floor', 'sqrt'])}(${expr(r, depth - 1)})`;
}

/** A kernel `o[i] = Math.fn(args)` from a seed. */
export function mathCall(seed: number): MathCall {
  const r = new Rng(seed);
  const fn = r.pick(Object.keys(WGSL_MATH_ULPS) as BoundedMathFn[]);
  const args = BINARY.has(fn) ? [expr(r, 2), expr(r, 2)] : [expr(r, 2)];
  return { seed, fn, source: `(i, { a, b, o }) => {\n  o[i] = Math.${fn}(${args.join(', ')});\n}` };
}

/** FLOAT_INPUTS as an adapter that flushes subnormals to zero reads them (SwiftShader). */
const FLUSHED_INPUTS = FLOAT_INPUTS.map((x) => (x !== 0 && Math.abs(x) < 2 ** -126 ? (x < 0 ? -0 : 0) : x));

async function run(c: MathCall, device: tt.Device, inputs = FLOAT_INPUTS): Promise<Float32Array | string> {
  const fn: unknown = new Function(`return ${c.source}`)();
  const k = tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, fn as never, {
    name: `fuzz_math_${c.seed}`,
  });
  const a = tt.array(Float32Array.from(inputs), { device });
  const b = tt.array(Float32Array.from(inputs).reverse(), { device });
  const o = tt.zeros([inputs.length], tt.f32, { device });
  try {
    await k.launch(inputs.length, { a, b, o });
    return (await o.read()) as Float32Array;
  } catch (e) {
    return `launch: ${(e as { code?: string }).code ?? String(e)}`;
  } finally {
    for (const x of [a, b, o]) x.dispose();
  }
}

/**
 * The difference between `device` and js beyond the function's bound, or undefined. On an adapter
 * that flushes subnormals (`flushes`: WGSL allows it), an element may instead match js given the
 * flushed inputs.
 */
export async function checkMathCall(
  c: MathCall,
  device: tt.Device,
  flushes = false,
): Promise<string | undefined> {
  const want = await run(c, tt.device('js'));
  const got = await run(c, device);
  if (typeof want === 'string' || typeof got === 'string') {
    return want === got ? undefined : `want ${String(want)}, got ${String(got)}`;
  }
  const ulps = WGSL_MATH_ULPS[c.fn];
  // inputs and the subnormal literal flushed, as such an adapter reads them
  const asFlushed = { ...c, source: c.source.replaceAll('1e-40', '0') };
  const flushed = flushes ? await run(asFlushed, tt.device('js'), FLUSHED_INPUTS) : undefined;
  const bad: string[] = [];
  for (let i = 0; i < got.length; i++) {
    const miss = compare(got.subarray(i, i + 1), want.subarray(i, i + 1), ulps);
    if (!miss.length) continue;
    const one = got.subarray(i, i + 1);
    if (flushed instanceof Float32Array && !compare(one, flushed.subarray(i, i + 1), ulps).length) continue;
    bad.push(`[${i}] got ${got[i]}, want ${want[i]}`);
  }
  return bad.length ? `${c.source.replace(/\s+/g, ' ')}: ${bad.join('; ')}` : undefined;
}
