/** The WGSL spelling of each Math function on f32 (render-expr.ts). */
import type { MathFn } from '../../ir/nodes.js';

/**
 * How WGSL spells each Math function on f32: a builtin that is exact on every adapter (abs, floor,
 * ceil, trunc; sqrt where the adapter rounds it exactly, else `fsqrt`: math-exact.ts), a prelude
 * helper with JS semantics (tutti's own Math functions, with the bounds of math-bounds.ts: the
 * adapters' transcendental built-ins are approximations), the argument itself (fround of an f32),
 * or nothing (clz32 and imul are integer functions, rendered before).
 */
export type WgslF32Math = 'builtin' | { readonly helper: string } | 'identity' | 'integer-only';
const helper = (name: string): WgslF32Math => ({ helper: name });

export const WGSL_F32_MATH = {
  sqrt: 'builtin',
  cbrt: helper('jcbrt'),
  abs: 'builtin',
  sign: helper('jsign'),
  floor: 'builtin',
  ceil: 'builtin',
  round: helper('jround'),
  trunc: 'builtin',
  exp: helper('jexp'),
  expm1: helper('jexpm1'),
  log: helper('jlog'),
  log2: helper('jlog2'),
  log10: helper('jlog10'),
  log1p: helper('jlog1p'),
  sin: helper('jsin'),
  cos: helper('jcos'),
  tan: helper('jtan'),
  asin: helper('jasin'),
  acos: helper('jacos'),
  atan: helper('jatan'),
  sinh: helper('jsinh'),
  cosh: helper('jcosh'),
  tanh: helper('jtanh'),
  asinh: helper('jasinh'),
  acosh: helper('jacosh'),
  atanh: helper('jatanh'),
  clz32: 'integer-only',
  fround: 'identity',
  min: helper('jmin'),
  max: helper('jmax'),
  pow: helper('jpow'),
  atan2: helper('jatan2'),
  hypot: helper('jhypot'),
  imul: 'integer-only',
  umulhi: 'integer-only',
  f32bits: 'integer-only',
  bitsf32: 'integer-only',
  word64hi: 'integer-only',
  word64lo: 'integer-only',
} as const satisfies Record<MathFn, WgslF32Math>;
