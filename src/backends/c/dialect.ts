/**
 * What differs between C-family targets (C + OpenMP, CUDA C): function qualifiers, the launch
 * (how work items are produced from the range), atomics, error-flag reporting and a few
 * builtins. Everything else — the JS semantics of every IR operation — is shared.
 */
import type { KernelIR, ScalarType, SubgroupMark } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';

/** One parameter of the generated entry point, in order. */
export interface EntryParam {
  /** C declaration, e.g. `float *a_x` or `int64_t n_x`. */
  readonly decl: string;
  /** C name, e.g. `a_x`. */
  readonly name: string;
  /** Type for an FFI declaration (koffi prototype syntax), e.g. `float *`. */
  readonly ffiType: string;
}

export interface EntryContext {
  readonly kernel: KernelIR;
  /** Fixed leading parameters (range, threads, error words) then one or two per IR param. */
  readonly params: readonly EntryParam[];
  /** The per-item call for indices named i0, i1, i2 (unused ones are 0), every access checked. */
  readonly itemCall: string;
  /**
   * Two-pass f32 exp (exp-two-pass.ts), for independent items only: `fastCall` runs an item with
   * the fast exp, which ORs its flags into the local declared by `declareUnsure`; the item loop
   * whose call is `exactCall` (the fast item's, or the item's when nothing was hoisted) runs in
   * chunks of `chunk` items, each run again through `exactCall` where `unsureSet` holds; only where
   * the preprocessor condition `gate` holds (the target has FMA), else the plain loop.
   */
  readonly twoPassExp?: {
    readonly fastCall: string;
    readonly exactCall: string;
    readonly declareUnsure: string;
    readonly unsureSet: string;
    readonly chunk: number;
    readonly gate: string;
  };
  /**
   * With hoisted bounds checks: the per-item call with the hoisted accesses unchecked, and the
   * call that tells whether a block [tt_lo, tt_hi) of the innermost index may use it (the outer
   * indices i0 / i1 in scope). Absent when nothing could be hoisted.
   */
  readonly fast?: {
    readonly itemCall: string;
    readonly blockOkCall: string;
    /** Where the dialect asks for it (`launchCheck`): the checks over the whole launch (n0..n2 in scope). */
    readonly launchOkCall?: string;
  };
  /**
   * With a lane path (render-lanes.ts, only in a block that passed its check): the call that runs
   * `width` items from the innermost index's current value on, and the expression, valid for the
   * whole launch, that allows it (the stored arrays do not overlap the others).
   */
  /**
   * Independent items (own-items.ts): the launch-wide condition (the stored arrays overlap no
   * other) under which the item loop may ignore assumed dependences (`#pragma GCC ivdep`).
   */
  readonly independent?: string;
  readonly lanes?: {
    readonly call: string;
    /** The last, partial group: the items from the innermost index's current value to `tt_hi`. */
    readonly tailCall: string;
    readonly width: number;
    readonly allowed: string;
    /**
     * A group that stops at a print (render-lanes.ts, lane-resume.ts): `call` and `tailCall` then
     * return 2 with the group's state in `tt_ls`, and this call (`NL`: its item count) ends it.
     */
    readonly resume?: string;
    /** The timeout variant: true once the launch is cancelled, tested before each group of lanes. */
    readonly stop?: string;
  };
}

export interface CDialect {
  readonly id: string;
  /** Includes and target macros at the top of the file. */
  header(): string;
  /** Qualifier of every internal function (prelude, helpers, the per-item function). */
  readonly fnQualifier: string;
  /** A signed integer type of at least 96 bits, for exact index-range arithmetic. */
  readonly wideInt: string;
  /** Qualifier of the one exported entry point. */
  readonly entryQualifier: string;
  /** Name of the libm-style function `fn` in type `t` (sqrtf / sqrt …). */
  mathName(fn: string, t: 'f32' | 'f64'): string;
  /** Expression for NaN / +Infinity of type `t`. */
  nan(t: 'f32' | 'f64'): string;
  inf(t: 'f32' | 'f64'): string;
  /** Expression counting leading zeros of a uint32_t `x` that is not 0. */
  clzNonZero(x: string): string;
  /**
   * The body of `tt_abs_i32(int32_t x)` when the portable one is not safe: JS's Math.abs(-2^31)|0 is
   * -2^31, and a compiler that knows an abs instruction may take its result as non-negative.
   */
  readonly absI32Body?: string;
  /** The bits of the float `x` as a uint32_t, and the float of the uint32_t `x`'s bits. */
  floatBits(x: string): string;
  bitsFloat(x: string): string;
  /** The high (`high`) or low 32 bits of the double `x` as a uint32_t. */
  doubleWord(x: string, high: boolean): string;
  /**
   * Statements of an atomic helper's body that return the old value; in scope: `p` (T *),
   * `v` (operand), `e` and `r` (compareExchange's expected and replacement).
   */
  atomicBody(op: AtomicOp, t: ScalarType): string;
  /**
   * `tt_cas_u32(uint32_t *q, uint32_t e, uint32_t r)` and `tt_cas_u64`: a strong compare-and-swap
   * returning the value seen (the CAS loops of cas-atomics.ts build on them).
   */
  casHelpers(): string;
  /** A hardware atomic for (op, t) beyond the integer ones (CUDA's atomicAdd on float), if any. */
  nativeAtomic?(op: AtomicOp, t: ScalarType): string | undefined;
  /**
   * Statements that record an out-of-bounds access; in scope: `err` (int32_t *, the error words
   * the item function was given), `site` (int32_t), `i` (int64_t). The dialect keeps the first
   * access of the lowest failing work item (docs/errors.md): its entry publishes per-item or
   * per-block records with their item key.
   */
  recordError(): string;
  /** File-scope declarations `recordError` needs (placed before the prelude's tt_oob). */
  readonly errorDecls?: string;
  /**
   * Whether f32 Math functions with a helper in js-exact-math.ts use it (js's bits, vectorisable)
   * instead of libm's float function.
   */
  readonly jsExactF32Math?: boolean;
  /** Whether the entry runs groups of work items as lanes (render-lanes.ts) when a kernel qualifies. */
  readonly lanes?: boolean;
  /** Whether the entry checks the hoisted accesses once over the whole launch (`tt_launch_ok`). */
  readonly launchCheck?: boolean;
  /**
   * Lines placed after the header when the kernel converts no float to an integer: compile the
   * file without floating-point traps (render-kernel.ts says why only then).
   */
  readonly noTraps?: string;
  /** Lines placed after the header of a kernel whose IR asks for no vectorised loops (`noVectorize`). */
  readonly noVectorize?: string;
  /** The exported entry point: the launch over the range calling `ctx.itemCall`. */
  entry(ctx: EntryContext, name: string): string;
  /** The statement of a sequentially consistent memory fence at device and at work-group scope. */
  readonly fence: { readonly device: string; readonly workgroup: string };
  /**
   * Work-group kernels rendered as such (GPU dialects): the qualifier of a shared array and the
   * lines declaring `tt_local<d>`, `tt_group<d>`, `tt_groups<d>` in the per-item function.
   * Absent: the dialect renders the work-item-loops pass's output (one call per group).
   */
  readonly groups?: {
    readonly sharedQualifier: string;
    readonly barrier: string;
    idLines(rank: number): string[];
    /**
     * Hardware sub-groups of `size` items (CUDA's warps): the statements that set `result` from
     * `value` for one collective (ir/subgroup-marks.ts), or undefined to keep its emulation.
     */
    readonly subgroups?: {
      readonly size: number;
      collective(
        mark: SubgroupMark,
        type: ScalarType,
        value: string,
        result: string,
        lane: { readonly text: string; readonly type: ScalarType | undefined } | undefined,
      ): string[] | undefined;
    };
  };
  /**
   * Cancellation polling of a launch's timeout variant (`options.poll`), where the dialect can:
   * a file-scope declaration, each function's prologue (`err`: the error words, whose word 4 is the
   * flag the host raises; undefined in helpers; `ret` leaves the function) and the back-edge check.
   */
  readonly poll?: {
    readonly decl: string;
    prologue(err: string | undefined, ret: string): string[];
    backEdge(ret: string): string;
    /** Where the dialect runs lanes: true (as C) once the launch is cancelled, from the entry's `err`. */
    cancelled?(err: string): string;
  };
}

/** Type-generic in C99 <math.h> (and CUDA's): one name for float and double. */
const GENERIC_MATH = new Set(['signbit', 'isinf', 'isnan']);

/**
 * CDialect.mathName for the C libm spelling native and CUDA share: the double name, `f` appended
 * for float (sqrtf), the type-generic macros as they are.
 */
export function libmName(fn: string, t: 'f32' | 'f64'): string {
  return GENERIC_MATH.has(fn) || t === 'f64' ? fn : `${fn}f`;
}
