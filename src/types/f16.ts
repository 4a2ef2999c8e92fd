/**
 * IEEE 754 binary16 (half precision), the one definition every backend matches bit for bit.
 *
 * An f16 element is stored as its 16 bits; kernels compute on it in f32. Converting a number to f16
 * first rounds it to f32 (as a kernel's value already is), then to the nearest f16, ties to even:
 * subnormals are kept (down to 2^-24), values of magnitude 65 520 and above become ±Infinity, and
 * every NaN becomes the one quiet NaN 0x7e00 (NaN signs and payloads differ between devices, so no
 * device keeps them). Converting f16 to f32 is exact. Node 20 has no Math.f16round, so these are
 * written out; the C, WGSL and wasm renderings spell out the same integer steps.
 */

const f32Cell = new Float32Array(1);
const u32Cell = new Uint32Array(f32Cell.buffer);

/** The canonical f16 NaN every conversion produces. */
export const F16_NAN_BITS = 0x7e00;

/** The f16 bits nearest to the f32 whose bits are `x` (round to nearest, ties to even). */
export function f16BitsOfF32Bits(x: number): number {
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  const mant = x & 0x7fffff;
  if (exp === 0xff) return mant !== 0 ? F16_NAN_BITS : sign | 0x7c00;
  if (exp >= 113) {
    // a normal f16 (or an overflow to Infinity: the carry out of the exponent lands on 0x7c00)
    if (exp > 142) return sign | 0x7c00;
    const h = ((exp - 112) << 10) | (mant >>> 13);
    const rest = mant & 0x1fff;
    return sign | (rest > 0x1000 || (rest === 0x1000 && (h & 1) === 1) ? h + 1 : h);
  }
  if (exp < 102) return sign; // below half the smallest subnormal (2^-25): a signed zero
  // a subnormal f16: the significand with its implicit bit, shifted to units of 2^-24
  const m = mant | 0x800000;
  const shift = 126 - exp; // 14 … 24
  const h = m >>> shift;
  const rest = m & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  return sign | (rest > half || (rest === half && (h & 1) === 1) ? h + 1 : h);
}

/** The f16 bits of a number: rounded to f32, then to f16 (see the module comment). */
export function f16Bits(v: number): number {
  f32Cell[0] = v;
  return f16BitsOfF32Bits(u32Cell[0] ?? 0);
}

/** The value of f16 bits `h` (exact: every f16 is an f32, and a double). */
export function f16Value(h: number): number {
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  const sign = (h & 0x8000) !== 0 ? -1 : 1;
  if (exp === 0x1f) return mant !== 0 ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  if (exp === 0) return sign * mant * 2 ** -24;
  return sign * (1024 + mant) * 2 ** (exp - 25);
}

/** A number rounded to the nearest f16 (through f32), as a number: what `tt.f16(v)` returns. */
export function f16Round(v: number): number {
  return f16Value(f16Bits(v));
}
