/**
 * C spellings of the affine-index analysis (passes/affine-index.ts): its symbols are C names
 * (C_AFFINE_NAMES), a hoisted access's index as a 64-bit C expression, a polynomial in C.
 */
import type { Affine, AffineNames, Mono, Poly } from '../../passes/affine-index.js';
import { N, P, V } from './names.js';

export const C_AFFINE_NAMES: AffineNames = { param: P, length: N, local: V, index: (d) => `i${d}` };

/** Signed 64-bit terms, or unsigned ones (wrapping modulo 2^64: defined behaviour in C). */
type Width = { readonly cast: string; readonly suffix: string };
const SIGNED: Width = { cast: '(int64_t)', suffix: 'LL' };
const WRAPPING: Width = { cast: '(uint64_t)', suffix: 'ULL' };

/** One monomial (times `index` when given) as a 64-bit C term: `+ 3LL * (int64_t)x`, `- (int64_t)i0`. */
function int64Term(m: Mono, index?: string, w: Width = SIGNED): string {
  const factors = [...m.syms.map((x) => `${w.cast}${x}`), ...(index ? [`${w.cast}${index}`] : [])];
  const k = m.k < 0n ? -m.k : m.k;
  const body = k === 1n && factors.length ? factors.join(' * ') : [`${k}${w.suffix}`, ...factors].join(' * ');
  return m.k < 0n ? `- ${body}` : `+ ${body}`;
}

/** The parenthesised C sum of int64Term terms (0 when there are none). */
function int64Sum(terms: readonly string[]): string {
  if (terms.length === 0) return '((int64_t)0)';
  return `(${terms.join(' ').replace(/^\+ /, '').replace(/^- /, '-')})`;
}

/**
 * The sum of WRAPPING terms read back as int64_t: exact whenever the true sum fits int64_t,
 * whatever the partial sums (arithmetic modulo 2^64).
 */
function wrappedSum(terms: readonly string[]): string {
  return `((int64_t)${int64Sum(terms)})`;
}

/**
 * A hoisted access's index as a 64-bit C expression of its affine form. Inside a block that
 * passed its check the affine value lies in [0, length), so this equals the wrapped 32-bit
 * computation of the IR — but written without 32-bit wrap-around the compiler can see
 * consecutive items touch consecutive elements and vectorise. When the sum of every term's
 * largest magnitude (`symBits` per invariant symbol, 2^31 per launch index) stays below 2^63 no
 * partial sum can overflow and the sum is signed; otherwise (an offset launch's `A[i][j]`:
 * shape·(i + offset) is two 62-bit terms) it is summed in uint64_t, which wraps modulo 2^64 and
 * so still yields the exact value, proven to lie in [0, length).
 */
export function affineIndex(a: Affine, symBits: (sym: string) => number): string {
  let bound = 0n;
  const term = (m: Mono, withIndex: boolean) => {
    const k = m.k < 0n ? -m.k : m.k;
    const bits = m.syms.reduce((n, sym) => n + symBits(sym), withIndex ? 31 : 0);
    bound += k << BigInt(bits);
  };
  for (const m of a.c) term(m, false);
  for (const d of a.dims) for (const m of d) term(m, true);
  const termsOf = (w: Width) => [
    ...a.dims.flatMap((p, d) => p.map((m) => int64Term(m, `i${d}`, w))),
    ...a.c.map((m) => int64Term(m, undefined, w)),
  ];
  if (bound >= 1n << 63n) return wrappedSum(termsOf(WRAPPING));
  const terms = termsOf(SIGNED);
  if (terms.length === 1 && /^\+ \(int64_t\)i\d$/.test(terms[0] ?? '')) return (terms[0] ?? '').slice(11);
  return int64Sum(terms);
}

/** C expression (in `wide`) of a polynomial. */
export function renderPoly(p: Poly, wide: string): string {
  if (p.length === 0) return `((${wide})0)`;
  return `(${p.map((m) => [`(${wide})${m.k}LL`, ...m.syms.map((s) => `(${wide})${s}`)].join(' * ')).join(' + ')})`;
}

/**
 * The index A + B·j of an access of a versioned loop (passes/affine-index.ts `hoistLoop`) as a
 * 64-bit C expression. The loop's entry check proved
 * the exact value in [0, length) for every j of the loop, so this equals the IR's wrapped 32-bit
 * index; without wrap-around the compiler sees consecutive j touch consecutive elements (strength
 * reduction to a pointer increment, vectorisation). Every symbol is a 32-bit C value (≤ 2^32 in
 * magnitude), j an i32; a sum whose terms could overflow int64_t is summed in uint64_t.
 */
export function loopIndex(a: Poly, b: Poly, j: string): string {
  let bound = 0n;
  for (const m of a) bound += (m.k < 0n ? -m.k : m.k) << BigInt(32 * m.syms.length);
  for (const m of b) bound += (m.k < 0n ? -m.k : m.k) << BigInt(32 * m.syms.length + 31);
  const terms = (w: Width) => [
    ...a.map((m) => int64Term(m, undefined, w)),
    ...b.map((m) => int64Term(m, j, w)),
  ];
  return bound >= 1n << 63n ? wrappedSum(terms(WRAPPING)) : int64Sum(terms(SIGNED));
}
