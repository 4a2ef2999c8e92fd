/**
 * The JS-semantics helpers every generated C file starts with: integer wrap-around without C's
 * undefined behaviour, ToInt32 for float->int casts, JS's Math.round/min/max/sign/pow, integer
 * division and remainder by zero, checked loads/stores/atomics that record the first
 * out-of-bounds access instead of crashing. All are small `static inline` functions.
 */
import type { ScalarType } from '../../ir/nodes.js';
import { ATOMIC_OPS } from '../../ir/ops.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import { bitsHelpers, casAtomic } from './cas-atomics.js';
import type { CDialect } from './dialect.js';
import { ctype, storageCType } from './names.js';

const ARRAY_TYPES = ['i32', 'u32', 'f32', 'f64'] as const;
const INT_TYPES = ['i32', 'u32'] as const;
const BIG_TYPES = ['i64', 'u64'] as const;
const FLOAT_TYPES = ['f32', 'f64'] as const;

function floatHelpers(d: CDialect, t: 'f32' | 'f64'): string {
  const Q = d.fnQualifier;
  const T = ctype(t);
  const m = (fn: string) => d.mathName(fn, t);
  const nan = d.nan(t);
  const one = t === 'f32' ? '1.0f' : '1.0';
  return `
/* Math.round: halves toward +Infinity, -0 kept for (-0.5, -0]. */
${Q} ${T} tt_round_${t}(${T} x) {
  ${T} r = ${m('floor')}(x);
  if (x - r >= (${T})0.5) r += ${one};
  return r == 0 ? ${m('copysign')}(r, x) : r;
}
${Q} ${T} tt_min_${t}(${T} a, ${T} b) {
  if (a < b) return a;
  if (b < a) return b;
  if (a == b) return ${m('signbit')}(a) ? a : b;
  return ${nan};
}
${Q} ${T} tt_max_${t}(${T} a, ${T} b) {
  if (a > b) return a;
  if (b > a) return b;
  if (a == b) return ${m('signbit')}(a) ? b : a;
  return ${nan};
}
${Q} ${T} tt_sign_${t}(${T} x) { return x > 0 ? ${one} : x < 0 ? -${one} : x; }
/* JS: 1 ** NaN and (+-1) ** (+-Infinity) are NaN (C says 1). */
${Q} ${T} tt_pow_${t}(${T} x, ${T} y) {
  if (y != y) return ${nan};
  if (${m('fabs')}(x) == ${one} && ${m('isinf')}(y)) return ${nan};
  return ${m('pow')}(x, y);
}
/* Number -> bool: 0, -0 and NaN are false. */
${Q} bool tt_truthy_${t}(${T} x) { return x != 0 && x == x; }
`;
}

function intHelpers(d: CDialect, t: 'i32' | 'u32' | 'i64' | 'u64'): string {
  const Q = d.fnQualifier;
  const T = ctype(t);
  const U = t === 'i64' ? 'uint64_t' : 'uint32_t';
  const signed = t === 'i32' || t === 'i64';
  const minOverflow = signed ? `\n  if (b == -1) return (${T})(0u - (${U})a);` : '';
  const remOverflow = signed ? '\n  if (b == -1) return 0;' : '';
  return `
${Q} ${T} tt_idiv_${t}(${T} a, ${T} b) {
  if (b == 0) return 0;${minOverflow}
  return a / b;
}
${Q} ${T} tt_irem_${t}(${T} a, ${T} b) {
  if (b == 0) return 0;${remOverflow}
  return a % b;
}
${Q} ${T} tt_min_${t}(${T} a, ${T} b) { return a < b ? a : b; }
${Q} ${T} tt_max_${t}(${T} a, ${T} b) { return a > b ? a : b; }
`;
}

function accessHelpers(d: CDialect, t: (typeof ARRAY_TYPES)[number] | 'i64' | 'u64'): string {
  const Q = d.fnQualifier;
  const T = ctype(t);
  return `
${Q} ${T} tt_ld_${t}(const ${T} *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
${Q} void tt_st_${t}(${T} *a, int64_t n, int64_t i, ${T} v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}
`;
}

function atomicHelpers(d: CDialect, t: 'i32' | 'u32'): string {
  const Q = d.fnQualifier;
  const T = ctype(t);
  const out: string[] = [];
  for (const op of Object.keys(ATOMIC_OPS) as (keyof typeof ATOMIC_OPS)[]) {
    const n = ATOMIC_OPS[op];
    const extra = n === 0 ? '' : n === 1 ? `, ${T} v` : `, ${T} e, ${T} r`;
    const pass = n === 0 ? '' : n === 1 ? ', v' : ', e, r';
    out.push(`${Q} ${T} tt_at_${op}_${t}(${T} *p${extra}) {\n  ${d.atomicBody(op, t as ScalarType)}\n}`);
    out.push(
      `${Q} ${T} tt_atc_${op}_${t}(${T} *a, int64_t n, int64_t i${extra}, int32_t site, int32_t *err) {\n` +
        `  if ((int64_t)(uint32_t)i < n) return tt_at_${op}_${t}(a + (uint32_t)i${pass});\n` +
        '  tt_oob(err, site, i);\n  return 0;\n}',
    );
  }
  return out.join('\n');
}

/** Checked access to 8/16-bit arrays (loads widen to int32_t), and u8c's clamping conversions. */
function smallHelpers(d: CDialect, s: SmallDTypeName): string {
  const Q = d.fnQualifier;
  const T = storageCType(s);
  const out = [
    `
${Q} int32_t tt_ld_${s}(const ${T} *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return (int32_t)a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
${Q} void tt_st_${s}(${T} *a, int64_t n, int64_t i, ${T} v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}`,
  ];
  if (s === 'u8c') {
    out.push(`/* Uint8ClampedArray's conversion: clamp to 0..255, round half to even (rint), NaN -> 0. */
${Q} uint8_t tt_u8c_i32(int32_t v) { return v < 0 ? 0 : v > 255 ? 255 : (uint8_t)v; }
${Q} uint8_t tt_u8c_u32(uint32_t v) { return v > 255u ? 255 : (uint8_t)v; }
${Q} uint8_t tt_u8c_f32(float v) {
  if (!(v > 0.0f)) return 0;
  if (v >= 255.0f) return 255;
  return (uint8_t)${d.mathName('rint', 'f32')}(v);
}
${Q} uint8_t tt_u8c_f64(double v) {
  if (!(v > 0.0)) return 0;
  if (v >= 255.0) return 255;
  return (uint8_t)${d.mathName('rint', 'f64')}(v);
}`);
  }
  return out.join('\n');
}

/**
 * The helpers, for dialect `d` (plus those of the 8/16-bit types in `small`). Unused static inline
 * functions cost nothing.
 */
export function prelude(
  d: CDialect,
  small: Iterable<SmallDTypeName> = [],
  casAtomics: ReadonlySet<string> = new Set(),
  big = false,
): string {
  const Q = d.fnQualifier;
  const parts: string[] = [];
  parts.push(`${d.errorDecls ?? ''}
/* Records an out-of-bounds access (site, index): the first of its work item (docs/errors.md). */
${Q} void tt_oob(int32_t *err, int32_t site, int64_t i) {
  ${d.recordError()}
}
/* JS ToInt32 (and, reinterpreted, ToUint32): truncate, wrap modulo 2^32, NaN/Infinity -> 0. */
${Q} int32_t tt_toi32(double x) {
  if (x > -2147483649.0 && x < 2147483648.0) return (int32_t)x;
  if (x != x || ${d.mathName('isinf', 'f64')}(x)) return 0;
  double m = ${d.mathName('fmod', 'f64')}(${d.mathName('trunc', 'f64')}(x), 4294967296.0);
  if (m < 0) m += 4294967296.0;
  return (int32_t)(uint32_t)m;
}
${Q} uint32_t tt_tou32(double x) { return (uint32_t)tt_toi32(x); }
/* Hoisted bounds checks: b + c*j stays in [0, n) for every j in [lo, hi) (an empty range passes). */
${Q} bool tt_range_ok(${d.wideInt} b, ${d.wideInt} c, int32_t lo, int32_t hi, int64_t n) {
  if (hi <= lo) return true;
  ${d.wideInt} a0 = b + c * lo, a1 = b + c * (hi - 1);
  return (a0 < a1 ? a0 : a1) >= 0 && (a0 < a1 ? a1 : a0) < n;
}
${Q} int32_t tt_clz32(uint32_t x) { return x == 0 ? 32 : (int32_t)(${d.clzNonZero('x')}); }
${Q} int32_t tt_abs_i32(int32_t x) { ${d.absI32Body ?? 'return x < 0 ? (int32_t)(0u - (uint32_t)x) : x;'} }
${Q} int32_t tt_sign_i32(int32_t x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
${Q} uint32_t tt_sign_u32(uint32_t x) { return x > 0 ? 1u : 0u; }`);
  for (const t of FLOAT_TYPES) parts.push(floatHelpers(d, t));
  for (const t of INT_TYPES) parts.push(intHelpers(d, t));
  for (const t of ARRAY_TYPES) parts.push(accessHelpers(d, t));
  // 64-bit integers (BigInts): only in kernels that use them, so other kernels' code is unchanged
  if (big) for (const t of BIG_TYPES) parts.push(intHelpers(d, t), accessHelpers(d, t));
  for (const t of INT_TYPES) parts.push(atomicHelpers(d, t));
  for (const s of new Set(small)) parts.push(smallHelpers(d, s));
  if (casAtomics.size) parts.push(bitsHelpers(d));
  for (const key of [...casAtomics].sort()) parts.push(casAtomic(d, key));
  return parts.join('\n');
}
