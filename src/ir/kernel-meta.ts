/**
 * What a kernel's IR carries beside its statements: the source sites of its accesses, its
 * options, its work-group and private arrays, its f64 exactness sites and its console.log formats.
 */
import type { SourceLocation } from '../errors/errors.js';

/** One array access in the source, for error messages. */
export interface AccessSite {
  readonly array: string;
  readonly loc: SourceLocation;
  /** A dimension check of a shaped access (`DimCheckExpr`): the dimension it checks. */
  readonly dim?: number;
  /** A dimension check against a hidden i32 param other than a shapeOf one (program group state): its name. */
  readonly extent?: string;
}

export interface KernelOptionsIR {
  /** The float type a float with nothing typed to adopt becomes. */
  readonly floatType: 'f32' | 'f64';
  /** Bounds checks dropped. */
  readonly unsafe: boolean;
  /**
   * Loops poll for cancellation at their back-edges (the variant launched with a timeout;
   * runtime/timeout.ts). Absent in the IR users define, so keys and generated code stay the same.
   */
  readonly poll?: true;
  /**
   * Each item is a long-running worker (AsyncProgram's persistent kernel): CPU backends give every
   * item its own task instead of blocks of items, so the workers run on all threads at once.
   * Absent in the IR users define.
   */
  readonly persistent?: true;
  /**
   * Items run as scalar code: no 4-lane path on wasm (autodiff's gather kernels, whose
   * range-tested sweeps would run every branch, masked, in all lanes: 2x slower than scalar).
   * Absent in the IR users define.
   */
  readonly scalar?: true;
  /**
   * C compilers do not vectorise its loops (tt.jit's fused reductions: GCC vectorises their strict-
   * order float folds of a computed value with gathers, as it cannot prove the wrapping i32
   * indices consecutive — 10× slower than the scalar loop). Absent in the IR users define.
   */
  readonly noVectorize?: true;
}

/**
 * An array of constant length that lives per work-group (`g.shared(dtype, length)`, or a per-item
 * copy of a local made by the work-item-loops pass). Loads, stores and atomics name it like a
 * parameter array.
 */
export interface SharedArray {
  readonly name: string;
  readonly sourceName: string;
  readonly type: 'f32' | 'f64' | 'i32' | 'u32';
  readonly length: number;
  /**
   * Raw IR only: the array holds the values of this local (a sub-group collective's slots,
   * frontend/lower-subgroup.ts); typing gives it the local's type.
   */
  readonly typeOfLocal?: string;
}

/**
 * Where typing computes in f64 only to keep JS's exact integer value (an i32 meeting a u32, a
 * literal outside their range): a device without f64 refuses the kernel naming this site and
 * the rewrite that keeps it in 32 bits.
 */
export interface WideSite {
  readonly loc: SourceLocation;
  readonly reason: string;
  readonly hint: string;
  /** Set when the site is in this helper (the location is in the helper's text). */
  readonly helper?: string;
}

/** A value of a console.log: the local holding it. */
export interface PrintedLocal {
  readonly local: string;
}

/**
 * One console.log of a kernel: its arguments in order (joined by spaces as console.log joins
 * them) — a string, a value, or a vector, matrix or struct printed as one argument (`joined`: its
 * text and component values concatenated, e.g. `vec3f(` x `, ` y `, ` z `)`).
 */
export interface PrintFormat {
  readonly parts: readonly (
    | string
    | PrintedLocal
    | { readonly joined: readonly (string | PrintedLocal)[] }
  )[];
}
