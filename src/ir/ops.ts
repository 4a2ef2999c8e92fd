/**
 * The op table: every operator, Math function and constant, and atomic operation of the kernel
 * language, once, with its type rule
 * and its JS semantics. Typing (passes/type-rules.ts) and constant folding (ir/semantics.ts) read
 * it; each backend spells every entry in a table typed `satisfies Record<MathFn, …>` (or
 * BinaryOp / UnaryOp), so adding an op here fails to compile until every backend spells it.
 */

/**
 * How a Math function types its arguments (see passes/type-rules.ts typeMath):
 * - `float`: arguments joined, then made float (sqrt of an int is a float);
 * - `numeric`: arguments joined, the result has their type (abs, min, floor …);
 * - `special`: typed by its own rule (clz32 -> i32; fround and imul are lowered to a cast / mul;
 *   umulhi is u32 × u32 -> u32).
 */
export type MathRule = 'float' | 'numeric' | 'special';

interface MathOp {
  readonly arity: 1 | 2;
  readonly rule: MathRule;
  /** JS semantics on plain numbers (the result is normalised to the IR type by the caller). */
  readonly js: (x: number, y: number) => number;
}

/** High word of the u32 product x·y, exactly (16-bit halves: every partial product is below 2^32). */
export function umulhi(x: number, y: number): number {
  const a = x >>> 0;
  const b = y >>> 0;
  const al = a & 0xffff;
  const ah = a >>> 16;
  const bl = b & 0xffff;
  const bh = b >>> 16;
  const lh = al * bh;
  const hl = ah * bl;
  const mid = ((al * bl) >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  return (ah * bh + (lh >>> 16) + (hl >>> 16) + (mid >>> 16)) >>> 0;
}

const bitsCell = new Float32Array(1);
const bitsWord = new Uint32Array(bitsCell.buffer);
/** The bits of fround(x) as a u32. */
export function f32BitsOf(x: number): number {
  bitsCell[0] = x;
  return bitsWord[0] ?? 0;
}
const wordsCell = new Float64Array(1);
const words = new Uint32Array(wordsCell.buffer);
/**
 * The high (`k` = 1) or low (0) 32 bits of a 64-bit value as a u32: an f64's bits (the cell is
 * little-endian on every JS engine tutti runs on), an i64's or u64's two's complement.
 */
export function word64Of(x: number | bigint, k: 0 | 1): number {
  if (typeof x === 'bigint') return Number(BigInt.asUintN(32, k === 1 ? x >> 32n : x));
  wordsCell[0] = x;
  return words[k] ?? 0;
}
/** The f32 whose bits are the u32 `u`. */
export function f32OfBits(u: number): number {
  bitsWord[0] = u >>> 0;
  return bitsCell[0] ?? 0;
}

const f = (js: (x: number) => number): MathOp => ({ arity: 1, rule: 'float', js });
const n = (js: (x: number) => number): MathOp => ({ arity: 1, rule: 'numeric', js });

/** Math functions (JS's `Math.*`), in a stable order (wasm imports follow it). */
export const MATH_OPS = {
  sqrt: f(Math.sqrt),
  cbrt: f(Math.cbrt),
  abs: n(Math.abs),
  sign: n(Math.sign),
  floor: n(Math.floor),
  ceil: n(Math.ceil),
  round: n(Math.round),
  trunc: n(Math.trunc),
  exp: f(Math.exp),
  expm1: f(Math.expm1),
  log: f(Math.log),
  log2: f(Math.log2),
  log10: f(Math.log10),
  log1p: f(Math.log1p),
  sin: f(Math.sin),
  cos: f(Math.cos),
  tan: f(Math.tan),
  asin: f(Math.asin),
  acos: f(Math.acos),
  atan: f(Math.atan),
  sinh: f(Math.sinh),
  cosh: f(Math.cosh),
  tanh: f(Math.tanh),
  asinh: f(Math.asinh),
  acosh: f(Math.acosh),
  atanh: f(Math.atanh),
  clz32: { arity: 1, rule: 'special', js: Math.clz32 },
  fround: { arity: 1, rule: 'special', js: Math.fround },
  min: { arity: 2, rule: 'numeric', js: (x, y) => Math.min(x, y) },
  max: { arity: 2, rule: 'numeric', js: (x, y) => Math.max(x, y) },
  pow: { arity: 2, rule: 'float', js: (x, y) => x ** y },
  atan2: { arity: 2, rule: 'float', js: Math.atan2 },
  hypot: { arity: 2, rule: 'float', js: (x, y) => Math.hypot(x, y) },
  imul: { arity: 2, rule: 'special', js: Math.imul },
  /**
   * Internal (not `Math.*` in user kernels, see INTERNAL_MATH): the high 32 bits of the 64-bit
   * product of two u32s. Philox's rounds (frontend/rng-builtins.ts) use it; each backend spells it
   * with its widest exact integer product (C/CUDA u64, wasm i64, JS and WGSL 16-bit halves).
   */
  umulhi: { arity: 2, rule: 'special', js: (x, y) => umulhi(x, y) },
  /**
   * Internal: the bits of an f32 as a u32, and the f32 of a u32's bits. The f16 conversions
   * (frontend/f16-builtins.ts) use them; each backend spells them with its reinterpreting cast.
   */
  f32bits: { arity: 1, rule: 'special', js: (x) => f32BitsOf(x) },
  bitsf32: { arity: 1, rule: 'special', js: (x) => f32OfBits(x) },
  /**
   * Internal: the high and the low 32 bits of a 64-bit value (f64, i64, u64) as u32s. console.log's
   * records carry such a value in both (frontend/lower-print.ts), so it prints as JS prints it.
   */
  word64hi: { arity: 1, rule: 'special', js: (x) => word64Of(x, 1) },
  word64lo: { arity: 1, rule: 'special', js: (x) => word64Of(x, 0) },
} as const satisfies Record<string, MathOp>;

export type MathFn = keyof typeof MATH_OPS;

export const MATH_FN_NAMES = Object.keys(MATH_OPS) as MathFn[];

/** Math functions of the IR that user kernels cannot name (`Math.umulhi` is not JavaScript). */
export const INTERNAL_MATH: ReadonlySet<MathFn> = new Set<MathFn>([
  'umulhi',
  'f32bits',
  'bitsf32',
  'word64hi',
  'word64lo',
]);

/** Arity of each Math function. */
export const MATH_FUNCTIONS = Object.fromEntries(MATH_FN_NAMES.map((k) => [k, MATH_OPS[k].arity])) as {
  readonly [K in MathFn]: (typeof MATH_OPS)[K]['arity'];
};

/** Math functions whose result is a float whatever their arguments. */
export const FLOAT_ONLY: ReadonlySet<MathFn> = new Set(
  MATH_FN_NAMES.filter((k) => MATH_OPS[k].rule === 'float'),
);

/** Binary operator families: their type rules (passes/type-rules.ts) differ by family. */
export type BinaryFamily = 'arith' | 'intdiv' | 'bit' | 'compare';

/** Binary operators with their family and JS operator. */
export const BINARY_OPS = {
  add: { family: 'arith', js: '+' },
  sub: { family: 'arith', js: '-' },
  mul: { family: 'arith', js: '*' },
  div: { family: 'arith', js: '/' },
  rem: { family: 'arith', js: '%' },
  idiv: { family: 'intdiv', js: '/' },
  bitand: { family: 'bit', js: '&' },
  bitor: { family: 'bit', js: '|' },
  bitxor: { family: 'bit', js: '^' },
  shl: { family: 'bit', js: '<<' },
  shr: { family: 'bit', js: '>>' },
  ushr: { family: 'bit', js: '>>>' },
  eq: { family: 'compare', js: '===' },
  ne: { family: 'compare', js: '!==' },
  lt: { family: 'compare', js: '<' },
  le: { family: 'compare', js: '<=' },
  gt: { family: 'compare', js: '>' },
  ge: { family: 'compare', js: '>=' },
} as const satisfies Record<string, { family: BinaryFamily; js: string }>;

export type BinaryOp = keyof typeof BINARY_OPS;

/** Unary operators with their JS operator. */
export const UNARY_OPS = {
  neg: { js: '-' },
  not: { js: '!' },
  bitnot: { js: '~' },
} as const satisfies Record<string, { js: string }>;

export type UnaryOp = keyof typeof UNARY_OPS;

/** The constants of Math a kernel may read (`Math.PI` …). */
export const MATH_CONSTANTS = {
  PI: Math.PI,
  E: Math.E,
  LN2: Math.LN2,
  LN10: Math.LN10,
  LOG2E: Math.LOG2E,
  LOG10E: Math.LOG10E,
  SQRT2: Math.SQRT2,
  SQRT1_2: Math.SQRT1_2,
} as const;

export const ATOMIC_OPS = {
  add: 1,
  sub: 1,
  and: 1,
  or: 1,
  xor: 1,
  exchange: 1,
  compareExchange: 2,
  load: 0,
  store: 1,
} as const;
/**
 * tutti's extensions of Atomics, called as `tt.atomicMin(a, i, v)` / `tt.atomicMax(a, i, v)`:
 * store Math.min/Math.max(old, v) and return the old value.
 */
export const TT_ATOMIC_OPS = { min: 1, max: 1 } as const;
export type AtomicOp = keyof typeof ATOMIC_OPS | keyof typeof TT_ATOMIC_OPS;
/** Atomic operations on float arrays (JS has them on integers only: tutti's extension). */
export const FLOAT_ATOMIC_OPS: ReadonlySet<AtomicOp> = new Set([
  'add',
  'sub',
  'exchange',
  'compareExchange',
  'load',
  'store',
  'min',
  'max',
]);
