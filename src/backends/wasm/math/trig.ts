/**
 * sin, cos, tan in f64 (lane-wise).
 *
 * Reduction: x = q pi/2 + (y0 + y1), q = round(x 2/pi), with pi/2 in three parts (33 + 33 + 53
 * bits: q*PIO2_1 and q*PIO2_2 are exact for |q| < 2^20) and the rounding error of the second step
 * kept (TwoSum), so y0 + y1 carries ~100 bits of x - q pi/2. On |y| <= pi/4: Taylor series of
 * sin to y^17 and cos to y^16 (truncation < 2^-60), with the tail y1 folded in to first order.
 * Arguments beyond |x| = 2^19 pi/2 (and ±Infinity) take JS Math's result for that lane: a
 * Payne–Hanek reduction is not implemented, and a short reduction there would be wrong.
 */
import type { Builder, V } from './builder.js';
import { SHIFTER } from './builder.js';
import { PIO2_1, PIO2_2, PIO2_3, TWO_OVER_PI } from './constants.js';

/** |x| above this goes to JS Math (q < 2^19 keeps every reduction product exact). */
export const TRIG_REDUCTION_LIMIT = 2 ** 19 * (Math.PI / 2);

/** (-1)^k / (2k+1)! for k = 1..8: sin y = y + y³ (S0 + y² S1 + …). */
const SIN_TAIL: readonly number[] = Array.from({ length: 8 }, (_, i) => {
  const k = i + 1;
  let fact = 1;
  for (let n = 2; n <= 2 * k + 1; n++) fact *= n;
  return (k % 2 === 0 ? 1 : -1) / fact;
});

/** (-1)^k / (2k)! for k = 2..8: cos y = 1 - y²/2 + y⁴ (C0 + y² C1 + …). */
const COS_TAIL: readonly number[] = Array.from({ length: 7 }, (_, i) => {
  const k = i + 2;
  let fact = 1;
  for (let n = 2; n <= 2 * k; n++) fact *= n;
  return (k % 2 === 0 ? 1 : -1) / fact;
});

interface Reduced {
  /** q as a 64-bit integer pattern (its low two bits give the quadrant). */
  readonly q: V;
  readonly y0: V;
  readonly y1: V;
}

function reduce(f: Builder, x: V): Reduced {
  const qd = f.add(f.mul(x, f.k(TWO_OVER_PI)), f.k(SHIFTER));
  const q = f.intOfShifted(qd);
  const qf = f.sub(qd, f.k(SHIFTER));
  const t = f.sub(x, f.mul(qf, f.k(PIO2_1))); // exact
  const w = f.mul(qf, f.k(PIO2_2)); // exact
  // TwoSum: hi + e = t - w exactly.
  const hi = f.sub(t, w);
  const bb = f.sub(hi, t);
  const e = f.add(f.sub(t, f.sub(hi, bb)), f.sub(f.neg(w), bb));
  const lo = f.sub(e, f.mul(qf, f.k(PIO2_3)));
  const y0 = f.add(hi, lo);
  const y1 = f.add(f.sub(hi, y0), lo);
  return { q, y0, y1 };
}

/** sin(y0 + y1) for |y0| <= pi/4. */
function kernelSin(f: Builder, y0: V, y1: V): V {
  const z = f.mul(y0, y0);
  const v = f.mul(z, y0);
  const tail = f.mul(v, f.poly(z, SIN_TAIL));
  const corr = f.mul(y1, f.sub(f.k(1), f.mul(f.k(0.5), z)));
  return f.add(y0, f.add(tail, corr));
}

/** cos(y0 + y1) for |y0| <= pi/4 (1 - z/2 with its rounding error recovered). */
function kernelCos(f: Builder, y0: V, y1: V): V {
  const z = f.mul(y0, y0);
  const hz = f.mul(f.k(0.5), z);
  const w = f.sub(f.k(1), hz);
  const tail = f.sub(f.mul(f.mul(z, z), f.poly(z, COS_TAIL)), f.mul(y0, y1));
  return f.add(w, f.add(f.sub(f.sub(f.k(1), w), hz), tail));
}

function quadrantBit(f: Builder, q: V, bit: bigint): V {
  return f.inz(f.iand(q, f.ki(bit)));
}

function finish(f: Builder, x: V, fn: 'sin' | 'cos' | 'tan', value: V): V {
  const big = f.gt(f.abs(x), f.k(TRIG_REDUCTION_LIMIT));
  const r = fn === 'cos' ? value : f.sel(f.eq(x, f.k(0)), x, value); // sin/tan keep -0
  f.fallback(big, fn, [x], r);
  return r;
}

export function sin(f: Builder, [x = 0 as V]: readonly V[]): V {
  const { q, y0, y1 } = reduce(f, x);
  const s = kernelSin(f, y0, y1);
  const c = kernelCos(f, y0, y1);
  const v = f.sel(quadrantBit(f, q, 1n), c, s);
  return finish(f, x, 'sin', f.negIf(quadrantBit(f, q, 2n), v));
}

export function cos(f: Builder, [x = 0 as V]: readonly V[]): V {
  const { q, y0, y1 } = reduce(f, x);
  const s = kernelSin(f, y0, y1);
  const c = kernelCos(f, y0, y1);
  const v = f.sel(quadrantBit(f, q, 1n), s, c);
  const q1 = f.iadd(q, f.ki(1n));
  return finish(f, x, 'cos', f.negIf(quadrantBit(f, q1, 2n), v));
}

export function tan(f: Builder, [x = 0 as V]: readonly V[]): V {
  const { q, y0, y1 } = reduce(f, x);
  const s = kernelSin(f, y0, y1);
  const c = kernelCos(f, y0, y1);
  const odd = quadrantBit(f, q, 1n);
  const v = f.sel(odd, f.neg(f.div(c, s)), f.div(s, c));
  return finish(f, x, 'tan', v);
}
