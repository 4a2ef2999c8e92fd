/**
 * How wasm spells each Math function on floats: a native instruction sequence where it is exact
 * (codegen-math.ts), tutti's own WebAssembly implementation (`library`: math/library.ts, scalar
 * and SIMD, with the accuracy docs/backends/wasm.md states), a function imported from the running
 * thread's JS Math (computed in f64, as the js backend does), or neither (clz32, fround and imul
 * are integer or cast operations). Library functions are imported too: their wasm versions call
 * JS Math for the arguments they do not cover (sin of 1e300) and, at some grades, always (f64 pow).
 */
import { MATH_FN_NAMES, MATH_OPS, type MathFn } from '../../ir/ops.js';

export type WasmFloatMath = 'native' | 'library' | 'import' | 'not-float';

export const WASM_FLOAT_MATH = {
  sqrt: 'native',
  cbrt: 'library',
  abs: 'native',
  sign: 'native',
  floor: 'native',
  ceil: 'native',
  round: 'native',
  trunc: 'native',
  exp: 'library',
  expm1: 'library',
  log: 'library',
  log2: 'library',
  log10: 'library',
  log1p: 'library',
  sin: 'library',
  cos: 'library',
  tan: 'library',
  asin: 'library',
  acos: 'library',
  atan: 'library',
  sinh: 'library',
  cosh: 'library',
  tanh: 'library',
  asinh: 'library',
  acosh: 'library',
  atanh: 'library',
  clz32: 'not-float',
  fround: 'not-float',
  min: 'native',
  max: 'native',
  pow: 'library',
  atan2: 'library',
  hypot: 'library',
  imul: 'not-float',
  umulhi: 'not-float',
  f32bits: 'not-float',
  bitsf32: 'not-float',
  word64hi: 'not-float',
  word64lo: 'not-float',
} as const satisfies Record<MathFn, WasmFloatMath>;

const imported = MATH_FN_NAMES.filter((f) => {
  const how = WASM_FLOAT_MATH[f] as WasmFloatMath;
  return how === 'import' || how === 'library';
});

/** Names of the JS functions a module imports from 'math': f64 -> f64 … */
export const MATH_IMPORTS_1: readonly string[] = imported.filter((f) => MATH_OPS[f].arity === 1);
/** … and (f64, f64) -> f64; `fmod` is JS's float `%`. */
export const MATH_IMPORTS_2: readonly string[] = [...imported.filter((f) => MATH_OPS[f].arity === 2), 'fmod'];

/** Every name of the 'math' imports (pool workers build their import object from it: worker-body.ts). */
export const MATH_IMPORT_NAMES: readonly string[] = [...MATH_IMPORTS_1, ...MATH_IMPORTS_2];

/** The 'math' import object of the calling thread (workers build the same from MATH_IMPORT_NAMES). */
export function mathImports(): Record<string, (a: number, b: number) => number> {
  const m: Record<string, (a: number, b: number) => number> = {};
  for (const f of imported) m[f] = MATH_OPS[f].js;
  m.fmod = (a, b) => a % b;
  return m;
}

/** Which Math functions the 4-lane SIMD path computes (f32x4 / i32x4 instructions), per operand kind. */
export interface SimdMath {
  readonly f32: boolean;
  readonly int: boolean;
}

const none: SimdMath = { f32: false, int: false };
const floatLanes: SimdMath = { f32: true, int: false };
const allLanes: SimdMath = { f32: true, int: true };

export const WASM_SIMD_MATH = {
  sqrt: floatLanes,
  cbrt: none,
  abs: allLanes,
  sign: none,
  floor: floatLanes,
  ceil: floatLanes,
  round: none,
  trunc: floatLanes,
  exp: none,
  expm1: none,
  log: none,
  log2: none,
  log10: none,
  log1p: none,
  sin: none,
  cos: none,
  tan: none,
  asin: none,
  acos: none,
  atan: none,
  sinh: none,
  cosh: none,
  tanh: none,
  asinh: none,
  acosh: none,
  atanh: none,
  clz32: none,
  fround: none,
  min: allLanes,
  max: allLanes,
  pow: none,
  atan2: none,
  hypot: none,
  imul: none,
  umulhi: none,
  f32bits: none,
  bitsf32: none,
  word64hi: none,
  word64lo: none,
} as const satisfies Record<MathFn, SimdMath>;
