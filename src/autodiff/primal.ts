/**
 * The primal program: a kernel body rewritten (linearize.ts) so that every value the reverse sweep
 * needs survives until it runs. Every operation assigns a fresh local (single assignment outside
 * loops), operands are atoms (constants, parameters, indices, locals), user locals are renamed to
 * one version per assignment, `if` merges and loop headers are explicit copies. The adjoint
 * (adjoint.ts) replays it forward without stores, then runs it backwards (reverse.ts).
 */
import type { SourceLocation } from '../errors/located-errors.js';
import type { Expr, ScalarType } from '../ir/nodes.js';

/** `name = value`, value one operation over atoms (or an atom). */
export interface PAssign {
  readonly kind: 'assign';
  readonly name: string;
  readonly type: ScalarType;
  readonly value: Expr;
  readonly loc?: SourceLocation;
}

/** `array[index] = value`, index and value atoms. */
export interface PStore {
  readonly kind: 'store';
  readonly array: string;
  readonly index: Expr;
  readonly value: Expr;
  readonly site: number;
  readonly loc?: SourceLocation;
}

/** Both branches under a condition held in a local that nothing assigns again. */
export interface PIf {
  readonly kind: 'if';
  readonly cond: string;
  readonly consequent: readonly PStmt[];
  readonly alternate: readonly PStmt[];
}

/**
 * A loop without break/continue/return. `trips` counts its iterations (the recorded trip count
 * the reverse sweep runs backwards). With an `induction` local (`for (let j = a; …; j += c)`), the
 * header local holding j is restored as start + k·step for iteration k. `body` is followed by
 * `writebacks`, the copies of each carried local's last version into its header; `carried` pairs
 * each header with the version it held before the loop, for the recompute of an iteration's state.
 */
export interface PLoop {
  readonly kind: 'loop';
  readonly test: Expr;
  readonly testAtEnd: boolean;
  readonly induction?: {
    readonly name: string;
    readonly type: 'i32' | 'u32';
    readonly start: Expr;
    readonly step: number;
  };
  readonly trips: string;
  readonly body: readonly PStmt[];
  readonly writebacks: readonly PAssign[];
  readonly carried: readonly { readonly header: string; readonly before: Expr }[];
  /** True when some carried value is needed by a derivative (not an add-only accumulator). */
  readonly recompute: boolean;
}

export type PStmt = PAssign | PStore | PIf | PLoop;
