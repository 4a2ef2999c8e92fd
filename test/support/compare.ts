/** Element-wise comparison of results: integers exactly, floats within a number of ulps. */
import { expect } from 'vitest';
import type { HostArray } from '../conformance/case.js';

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

/** Asserts `a` and `b` hold the same values bit for bit (`Object.is`), listing every difference. */
export function expectSameBits(a: ArrayLike<number>, b: ArrayLike<number>): void {
  expect(a.length).toBe(b.length);
  const diff: string[] = [];
  for (let n = 0; n < a.length; n++)
    if (!Object.is(a[n], b[n])) diff.push(`${n}: ${String(a[n])} vs ${String(b[n])}`);
  expect(diff).toEqual([]);
}

/** `n` test inputs that vary smoothly and by steps (`seed` picks the pattern), in about [-2, 2.4]. */
export function wavyValues(n: number, seed: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.sin(i * 1.3 + seed) * 2 + ((i * seed) % 5) * 0.1);
}
