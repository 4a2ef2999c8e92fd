/**
 * The stated accuracy of tutti's WGSL Math functions on f32 (math-*.ts), in ulps of the f32 result
 * against the js backend (JS's f64 Math function rounded to f32), over every finite argument —
 * subnormal arguments and results included. Special values (NaN, ±Infinity, ±0) follow JS exactly.
 * test/backends/webgpu/math.test.ts checks each bound on edge and random arguments (about 9 000 per
 * function in `npm test`; MATH_SAMPLES=60000 gives 180 000, which found the same maxima); the
 * fuzzer's transcendental class on webgpu uses them. Functions not listed are exact (sqrt, abs, floor, ceil,
 * round, trunc, sign, min, max, fround, clz32, imul).
 *
 * The bounds hold where f32 `+`, `-`, `*` are IEEE (every adapter) and `/` and `sqrt` are
 * correctly rounded (llvmpipe, SwiftShader and most GPUs); WGSL allows 2.5 ulp for `/` and sqrt
 * (through inverseSqrt), which can add up to 2 ulps on such an adapter to the functions that divide
 * (tan, atan, atan2, asin, acos, sinh, cosh, tanh, asinh, acosh, atanh, cbrt, hypot, log1p).
 */
export const WGSL_MATH_ULPS = {
  sin: 1,
  cos: 1,
  tan: 2,
  asin: 2,
  acos: 2,
  atan: 1,
  atan2: 2,
  exp: 1,
  expm1: 1,
  log: 1,
  log2: 1,
  log10: 1,
  log1p: 1,
  pow: 2,
  sinh: 2,
  cosh: 2,
  tanh: 2,
  asinh: 2,
  acosh: 2,
  atanh: 2,
  cbrt: 1,
  hypot: 1,
} as const;

export type BoundedMathFn = keyof typeof WGSL_MATH_ULPS;
