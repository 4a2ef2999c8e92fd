/** The types of the affine-index analysis (affine-index.ts): names, polynomials, hoisted checks. */

/** How the analysis names invariant symbols: the backend's own names, so it can render them. */
export interface AffineNames {
  param(name: string): string;
  length(array: string): string;
  local(name: string): string;
  /** A launch index folded into a symbol (loop versioning). */
  index(dim: number): string;
}

/** k times a product of invariant C symbols. */
export interface Mono {
  readonly k: bigint;
  readonly syms: readonly string[];
}
export type Poly = readonly Mono[];

/** sum over d of dims[d] * i_d, plus c; every coefficient a polynomial in invariants. */
export interface Affine {
  readonly dims: readonly [Poly, Poly, Poly];
  readonly c: Poly;
}

/**
 * One hoisted check: `array`'s index ranges over the block within [0, length). For a shaped
 * array's dimension check (`DimCheckExpr`), `limit` is the extent's symbol that bounds the index
 * instead of the length (and `array` names the extent parameter).
 */
export interface HoistedCheck {
  readonly array: string;
  readonly index: Affine;
  readonly limit?: string;
}

export interface Hoisting {
  /** Access nodes (load/atomic expressions, store statements) that the fast path leaves unchecked. */
  readonly unchecked: ReadonlySet<object>;
  readonly checks: readonly HoistedCheck[];
  /**
   * The affine index of each unchecked access; with `proven`, also of the accesses `k` itself
   * leaves unchecked (proven in bounds for their exact index: hoist-range-checks.ts, an autodiff
   * interior kernel's speculated loads), which are in neither `unchecked` nor `checks`.
   */
  readonly indexOf: ReadonlyMap<object, Affine>;
}
