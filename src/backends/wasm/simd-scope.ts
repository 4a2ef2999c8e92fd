/** What the SIMD body's code generators share (simd-codegen.ts, lanes64.ts, simd-print.ts). */

import type { Expr, LoopStmt, Stmt } from '../../ir/nodes.js';
import type { Scope } from './codegen-expr.js';
import type { ProductCache } from './simd-products.js';
import type { StoredLanes } from './simd-stored.js';
import type { LaneWidth, X } from './types.js';

/**
 * Where lane 0 of an access lies: the byte address `at` plus a constant `offset` (the access's
 * memarg offset, which V8 folds into the instruction's addressing).
 */
export interface LaneAddress {
  readonly at: X;
  readonly offset: number;
}

/** A v128 local holding the active-lane mask, or null for all lanes. */
export type Mask = number | null;

export interface VecScope extends Scope {
  /** v128 local per IR local. */
  readonly vlocals: ReadonlyMap<string, number>;
  /** The innermost launch dimension (the one lanes run along). */
  readonly inner: number;
  /** The address of lane 0 of the access `array[index]`. */
  readonly addr: (array: string, index: Expr) => LaneAddress;
  /** Whether `addr` serves `index` (lane-consecutive); else its load is gathered (simd-gather.ts). */
  readonly consecutive: (index: Expr) => boolean;
  /** The polling variant: what leaves `run` once the deadline passed (poll.ts). */
  readonly pollExit?: () => X;
  /** 64-bit products kept for the low words of a later `a * b` (simd-products.ts). */
  readonly products: ProductCache;
  /** Vectors stored to a lane-indexed element, for a later load of it (simd-stored.ts). */
  readonly stored: StoredLanes;
  /** Items per block: 4 (f32x4, i32x4) or 2 (f64 kernels: f64x2, see lanes64.ts). */
  readonly lanes: LaneWidth;
  /** Lane-uniform locals (backends/c/lane-uniform.ts): the scalar local serves every lane. */
  readonly uniform: ReadonlySet<string>;
  /** The entry test of a top-level loop that leaves the lanes when it fails (simd-loop-checks.ts). */
  readonly entry: (loop: LoopStmt) => X | undefined;
  /** The kernel's whole body (backends/c/lane-quiet.ts: which loops that print may run quiet first). */
  readonly kernelBody?: readonly Stmt[];
  /**
   * Inside a quiet loop's runs (simd-codegen.ts `quietThenPrinting`): its printing `if`s, which the
   * quiet run replaces by OR-ing their lanes' tests into `held` (and the printing run keeps).
   */
  readonly quietTests?: { readonly tests: ReadonlySet<Stmt>; readonly held: number };
}
