/** Element-wise comparison of results: integers exactly, floats within a number of ulps. */
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
