/**
 * tutti's math library in WebAssembly: which Math functions it computes, and the module functions
 * that compute them, added to a module on first use:
 *   `tm_<fn>_<grade>_1`  (f64, …) -> f64        scalar code (f64 kernels, and f32 ones in f64);
 *   `tm_<fn>_<grade>_2`  (v128, …) -> v128      two f64 lanes;
 *   `tm_<fn>_f32_4`      (v128, …) -> v128      four f32 lanes, computed as two interleaved f64x2
 *                                               halves (builder.ts).
 * The grade says which precision the result is rounded to afterwards: an `f32` result needs far
 * less of the f64 computation (pow computes exp(y log|x|) in f64, exact enough for f32 but not for
 * f64, where the JS import stays). Every algorithm runs in f64 arithmetic, so an f32 result is the
 * f64 result rounded once, as the js backend's Math.fround(Math.f(x)) is.
 */
import { InternalError } from '../../../errors/errors.js';
import { MATH_OPS, type MathFn } from '../../../ir/ops.js';
import { WASM_FLOAT_MATH } from '../math-table.js';
import type { Binaryen, Mod, X } from '../types.js';
import { Builder, type Grade, type V } from './builder.js';

export type { Grade } from './builder.js';

import { acos, asin, atan, atan2 } from './atan.js';
import { exp, expm1, log, log1p, log2, log10 } from './exp-log.js';
import { acosh, asinh, atanh, cosh, sinh, tanh } from './hyperbolic.js';
import { cbrt, hypot, pow } from './misc.js';
import { cos, sin, tan } from './trig.js';

type Impl = (f: Builder, args: readonly V[], grade: Grade) => V;

const IMPLS: Partial<Record<MathFn, Impl>> = {
  exp,
  expm1,
  log,
  log1p,
  log2,
  log10,
  sin,
  cos,
  tan,
  atan,
  atan2,
  asin,
  acos,
  sinh,
  cosh,
  tanh,
  asinh,
  acosh,
  atanh,
  cbrt,
  hypot,
  pow,
};

/** Functions that stay JS imports at a grade (their wasm version is not accurate enough there). */
const IMPORT_AT_F64: ReadonlySet<MathFn> = new Set<MathFn>(['pow']);

/**
 * Codegen switch for benchmarks: `enabled = false` imports every transcendental function from JS
 * (the code generated before the library existed), to measure both in one run.
 */
export const libraryMath = { enabled: true };

/** Whether tutti's wasm library computes `fn` for results of `grade`. */
export function inLibrary(fn: MathFn, grade: Grade): boolean {
  if (!libraryMath.enabled || WASM_FLOAT_MATH[fn] !== 'library') return false;
  return grade === 'f32' || !IMPORT_AT_F64.has(fn);
}

/** Library functions without an implementation (a test keeps this empty). */
export function missingImplementations(): MathFn[] {
  return (Object.keys(WASM_FLOAT_MATH) as MathFn[]).filter(
    (f) => WASM_FLOAT_MATH[f] === 'library' && IMPLS[f] === undefined,
  );
}

const emitted = new WeakMap<Mod, Set<string>>();

function addOnce(m: Mod, name: string, add: () => void): string {
  let set = emitted.get(m);
  if (set === undefined) {
    set = new Set();
    emitted.set(m, set);
  }
  if (!set.has(name)) {
    set.add(name);
    add();
  }
  return name;
}

function emit(b: Binaryen, m: Mod, fn: MathFn, grade: Grade, lanes: 1 | 2 | 4, name: string): void {
  const impl = IMPLS[fn];
  if (impl === undefined) throw new InternalError(`wasm math: no library version of Math.${fn}`);
  const arity = MATH_OPS[fn].arity;
  const f = new Builder(b, m, lanes, arity);
  const args = Array.from({ length: arity }, (_, i) => f.param(i));
  const result = impl(f, args, grade);
  const params = b.createType(Array.from({ length: arity }, () => f.ft));
  m.addFunction(name, params, f.ft, f.types.slice(arity), f.body(result));
}

/**
 * The name of the module function computing `fn` over `lanes` lanes for results of `grade`
 * (lanes 4 means f32x4 and grade f32), added to `m` on first use.
 */
export function libFunction(b: Binaryen, m: Mod, fn: MathFn, grade: Grade, lanes: 1 | 2 | 4): string {
  const g = lanes === 4 ? 'f32' : grade;
  let name = `tm_${fn}_${g}_${lanes}`;
  if (lanes === 4) {
    // One copy per call site: binaryen inlines a function with a single caller whatever its size,
    // and in the 4-lane loop the call itself costs more than the rest (every live v128 register
    // is spilled around it): inlined, Black-Scholes runs ~25% faster.
    name = `${name}_${(emitted.get(m)?.size ?? 0).toString()}`;
  }
  return addOnce(m, name, () => emit(b, m, fn, g, lanes, name));
}

/**
 * Inlines the per-call-site copies of 4-lane functions into their callers, when `m` has any: run
 * before binaryen's -O3, whose duplicate-function elimination would merge the copies again.
 */
export function inlineLaneFunctions(m: Mod): void {
  const names = [...(emitted.get(m) ?? [])];
  if (names.some((n) => n.includes('_f32_4_'))) m.runPasses(['inlining']);
}

/** A call of the library's `fn` on f64 arguments (scalar code). */
export function libCall(b: Binaryen, m: Mod, fn: MathFn, grade: Grade, args: X[]): X {
  return m.call(libFunction(b, m, fn, grade, 1), args, b.f64);
}
