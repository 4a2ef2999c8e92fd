/**
 * JS spellings of the affine-index analysis (passes/affine-index.ts): range checks done once per
 * block of work items (an affine index over a block of the innermost launch index) or once per loop
 * (an index affine in the loop counter), so the accesses they cover run without a test each.
 *
 * Exactness: the checks are computed in f64. An index is `B + C * x` with `x` in `[lo, hi]`, where
 * B and C are sums of integer monomials (products of parameters, lengths, locals and outer launch
 * indices). A product of non-zero integers is exact when its magnitude is below 2^53 (every partial
 * product is smaller), and a sum of exact terms is exact while the sum of their magnitudes stays
 * below 2^53; rounding is monotone, so a computed magnitude sum below 2^52 proves every term and
 * every partial sum exact. The check also demands an index below 2^31: the IR computes indices in
 * wrapping 32-bit arithmetic, congruent to the affine value modulo 2^32, so an affine value in
 * [0, 2^31) is exactly the index the unchecked access uses.
 */
import type { Affine, AffineNames, HoistedCheck, Mono, Poly } from '../../passes/affine-index.js';

export const JS_AFFINE_NAMES: AffineNames = {
  param: (n) => `p_${n}`,
  length: (a) => `a_${a}.length`,
  local: (n) => `v_${n}`,
  index: (d) => `i${d}`,
};

/** Items per block of the innermost launch dimension that share one range check. */
export const JS_BLOCK = 2048;

/** The prelude helper: `B + C * x` is in [0, min(n, 2^31)) for every x in [lo, hi] (none if hi < lo). */
export const RANGE_HELPER =
  'const rok = (bs, bm, cs, cm, lo, hi, n) => { if (hi < lo) return true; ' +
  'if (!(bm + cm * Math.max(Math.abs(lo), Math.abs(hi)) < 4503599627370496)) return false; ' +
  'const a0 = bs + cs * lo, a1 = bs + cs * hi; ' +
  'return a0 >= 0 && a1 >= 0 && a0 < n && a1 < n && a0 < 2147483648 && a1 < 2147483648; };';

const EXACT = 2n ** 53n;

/** A monomial as a JS product, and its magnitude (a literal when it has no factors). */
interface Term {
  readonly js: string;
  readonly abs: string;
}

/** Each monomial (times `factor` when given); null if a coefficient is not exact in f64. */
function terms(p: Poly, factor?: string): Term[] | null {
  const out: Term[] = [];
  for (const m of p as readonly Mono[]) {
    if (m.k >= EXACT || -m.k >= EXACT) return null;
    const factors = [...m.syms, ...(factor ? [factor] : [])];
    if (factors.length === 0) {
      out.push({ js: m.k < 0n ? `(${m.k})` : `${m.k}`, abs: `${m.k < 0n ? -m.k : m.k}` });
      continue;
    }
    const js = [...(m.k === 1n ? [] : [m.k < 0n ? `(${m.k})` : `${m.k}`]), ...factors].join(' * ');
    out.push({ js, abs: `Math.abs(${js})` });
  }
  return out;
}

const sum = (ts: readonly Term[]): string => (ts.length ? ts.map((t) => t.js).join(' + ') : '0');
const magnitude = (ts: readonly Term[]): string => (ts.length ? ts.map((t) => t.abs).join(' + ') : '0');

/** `rok(...)` for an index `b + c * x`, x in [lo, hi], against `length`; null if not renderable. */
function rangeCall(b: Term[] | null, c: Term[] | null, lo: string, hi: string, length: string) {
  if (!b || !c) return null;
  return `rok(${sum(b)}, ${magnitude(b)}, ${sum(c)}, ${magnitude(c)}, ${lo}, ${hi}, ${length})`;
}

/**
 * The condition under which every access of `checks` is in bounds for the items `lo..hi` of the
 * innermost launch dimension `inner` (outer indices fixed), or null when some check cannot be
 * rendered exactly.
 */
export function blockCondition(
  checks: readonly HoistedCheck[],
  inner: number,
  lo: string,
  hi: string,
): string | null {
  const conds: string[] = [];
  for (const { array, index, limit } of checks) {
    const b = outerTerms(index, inner);
    const call = rangeCall(b, terms(index.dims[inner] ?? []), lo, hi, limit ?? `a_${array}.length`);
    if (!call) return null;
    conds.push(call);
  }
  return conds.join(' && ');
}

/**
 * The block condition of a launch's hoisted `checks` (items `b..e - 1` of the innermost dimension),
 * or null for none. After a failed launch-wide test (`boxed`), a launch whose hoisted indices are
 * the same for every item (`y[0]`, `A[j][j]`) has none: every block's test would be the failed one.
 */
export function launchBlockCondition(checks: readonly HoistedCheck[], inner: number, boxed: boolean) {
  const perItem = !boxed || checks.some((c) => c.index.dims.some((p) => p.length > 0));
  return checks.length && perItem ? blockCondition(checks, inner, `b${inner}`, `e${inner} - 1`) : null;
}

function outerTerms(a: Affine, inner: number): Term[] | null {
  const out = terms(a.c);
  if (!out) return null;
  for (let d = 0; d < inner; d++) {
    const t = terms(a.dims[d] ?? [], `i${d}`);
    if (!t) return null;
    out.push(...t);
  }
  return out;
}

/**
 * The launch-wide helper: `B + C0 * i0 + C1 * i1 + C2 * i2` is in [0, min(n, 2^31)) for every
 * i_d in [0, h_d] (true when some h_d < 0: no items), exact by the same magnitude bound as `rok`.
 */
export const BOX_HELPER =
  'const bok = (bs, bm, c0, m0, h0, c1, m1, h1, c2, m2, h2, n) => { if (h0 < 0 || h1 < 0 || h2 < 0) return true; ' +
  'if (!(bm + m0 * h0 + m1 * h1 + m2 * h2 < 4503599627370496)) return false; ' +
  'const lo = bs + Math.min(0, c0 * h0) + Math.min(0, c1 * h1) + Math.min(0, c2 * h2); ' +
  'const hi = bs + Math.max(0, c0 * h0) + Math.max(0, c1 * h1) + Math.max(0, c2 * h2); ' +
  'return lo >= 0 && hi < n && hi < 2147483648; };';

/**
 * The condition under which every access of `checks` is in bounds for every item of the launch
 * (i_d in [0, n_d)), tested once before the item loops (a 38-item row of a 3-D stencil otherwise
 * pays its block checks per row); null when some check cannot be rendered exactly.
 */
export function boxCondition(checks: readonly HoistedCheck[], rank: number): string | null {
  const conds: string[] = [];
  for (const { array, index, limit } of checks) {
    const b = terms(index.c);
    if (!b) return null;
    const args = [sum(b), magnitude(b)];
    for (let d = 0; d < 3; d++) {
      const c = d < rank ? terms(index.dims[d] ?? []) : [];
      if (!c) return null;
      args.push(sum(c), magnitude(c), d < rank ? `n${d} - 1` : '0');
    }
    conds.push(`bok(${args.join(', ')}, ${limit ?? `a_${array}.length`})`);
  }
  return conds.join(' && ');
}

/**
 * The loop-entry condition of loop versioning (index `a + b * j`): j in [j, bound - 1], or
 * [j, bound] `inclusive`; counting down (`descending`), j in [bound + 1, j], or [bound, j] `inclusive`.
 */
export function loopCondition(
  checks: readonly { readonly array: string; readonly a: Poly; readonly b: Poly; readonly limit?: string }[],
  j: string,
  bound: string,
  inclusive = false,
  descending = false,
): string | null {
  // `j <= bound` ends without wrapping only below 2^31 - 1, `j >= bound` only above -2^31: the
  // entry check demands it
  const conds: string[] = !inclusive
    ? []
    : descending
      ? [`(${bound}) > -2147483648`]
      : [`(${bound}) < 2147483647`];
  const edge = inclusive ? `${bound}` : descending ? `${bound} + 1` : `${bound} - 1`;
  const [lo, hi] = descending ? [edge, j] : [j, edge];
  for (const c of checks) {
    const call = rangeCall(terms(c.a), terms(c.b), lo, hi, c.limit ?? `a_${c.array}.length`);
    if (!call) return null;
    conds.push(call);
  }
  return conds.join(' && ');
}
