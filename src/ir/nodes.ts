/**
 * tutti's IR: structured control flow, explicit scalar types and explicit casts, so C, CUDA C,
 * WGSL, WebAssembly and JavaScript can each be generated from it directly.
 *
 * The same node shapes serve two phases:
 *   - raw IR (T = RawType), straight from the frontend: literals are abstract ('int'/'float'),
 *     locals are 'unknown', operators are JS's;
 *   - typed IR (T = ScalarType), after the `infer-types` pass: every node has a concrete type,
 *     every conversion is an explicit `cast`, operands of an operator share its type.
 * Nodes are plain readonly objects; passes build new trees instead of mutating.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { DTypeName, SmallDTypeName } from '../types/dtype.js';
import type { AccessSite, KernelOptionsIR, PrintFormat, SharedArray, WideSite } from './kernel-meta.js';
import type { AtomicOp, BinaryOp, MathFn, UnaryOp } from './ops.js';

export type {
  AccessSite,
  KernelOptionsIR,
  PrintedLocal,
  PrintFormat,
  SharedArray,
  WideSite,
} from './kernel-meta.js';

export type ScalarType = DTypeName;
/** Abstract literal types (like WGSL's) and not-yet-inferred locals, legal only in raw IR. */
export type RawType = ScalarType | 'int' | 'float' | 'bigint' | 'unknown';
export type IRType = RawType;

export type { BinaryOp, MathFn, UnaryOp } from './ops.js';
export { MATH_FUNCTIONS } from './ops.js';

interface Node {
  readonly loc?: SourceLocation;
}

export interface ConstExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'const';
  readonly type: T;
  readonly value: number | boolean | bigint;
}
/** The launch index along `dim` (0 = slowest-varying, i.e. `i` of `[i, j]`). Always i32. */
export interface IndexExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'index';
  readonly type: T;
  readonly dim: 0 | 1 | 2;
}
export interface ParamExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'param';
  readonly type: T;
  readonly name: string;
}
export interface LocalExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'local';
  readonly type: T;
  readonly name: string;
}
export interface LoadExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'load';
  readonly type: T;
  readonly array: string;
  readonly index: Expr<T>;
  /** Set by the bounds-check pass. */
  readonly checked: boolean;
  /** Index into KernelIR.sites, naming the array and source location for errors. */
  readonly site: number;
}
export interface LengthExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'length';
  readonly type: T;
  readonly array: string;
}
export interface UnaryExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'unary';
  readonly type: T;
  readonly op: UnaryOp;
  readonly arg: Expr<T>;
}
export interface BinaryExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'binary';
  readonly type: T;
  readonly op: BinaryOp;
  readonly left: Expr<T>;
  readonly right: Expr<T>;
}
/** Short-circuit `&&` / `||` on bools. */
export interface LogicalExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'logical';
  readonly type: T;
  readonly op: 'and' | 'or';
  readonly left: Expr<T>;
  readonly right: Expr<T>;
}
/** `test ? consequent : alternate`, evaluating only the chosen branch. */
export interface CondExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'cond';
  readonly type: T;
  readonly test: Expr<T>;
  readonly consequent: Expr<T>;
  readonly alternate: Expr<T>;
}
export interface CallExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'call';
  readonly type: T;
  readonly fn: MathFn;
  readonly args: readonly Expr<T>[];
}
/**
 * Conversion to `type` with JS semantics: float->i32 is ToInt32 (truncate, wrap modulo 2^32,
 * NaN/Infinity -> 0), float->u32 is ToUint32, i32<->u32 reinterprets bits, ->f32 rounds to nearest
 * single, number->bool is truthiness (0 and NaN are false), bool->number is 0/1.
 */
export interface CastExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'cast';
  readonly type: T;
  readonly arg: Expr<T>;
}
/** JS `Atomics.*` on an i32/u32 array; yields the old value (store yields the stored value). */
export interface AtomicExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'atomic';
  readonly type: T;
  readonly op: AtomicOp;
  readonly array: string;
  readonly index: Expr<T>;
  readonly args: readonly Expr<T>[];
  readonly checked: boolean;
  readonly site: number;
}
/**
 * An index of a shaped access (`g[r][c]` → `g[dimcheck(r) * extent1 + dimcheck(c)]`): yields `index`;
 * checked, one outside 0 … extent - 1 (`extent`: a hidden i32 param) fails naming the site's `dim`.
 */
export interface DimCheckExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'dimcheck';
  readonly type: T;
  readonly index: Expr<T>;
  readonly extent: string;
  readonly checked: boolean;
  readonly site: number;
}
/** A call of a helper function declared with the kernel. */
export interface HelperCallExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'helper';
  readonly type: T;
  readonly name: string;
  readonly args: readonly Expr<T>[];
}

/**
 * `name = value`, then `body`, whose value it yields: binds an operand that an expansion reads more
 * than once (floor division, float indices), so JS evaluates it — and its side effects — once.
 * `name` is a local of the enclosing function, of `value`'s type.
 */
export interface LetExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'let';
  readonly type: T;
  readonly name: string;
  readonly value: Expr<T>;
  readonly body: Expr<T>;
}

/**
 * A work-group id of a work-group kernel, along `dim` (0 = slowest-varying): the item's id inside
 * its group (`local`), the group's id (`group`), or the number of groups (`groups`). Always i32.
 * (`g.size[d]` is a constant and lowers to one.)
 */
export interface GroupIdExpr<T extends IRType = ScalarType> extends Node {
  readonly kind: 'groupId';
  readonly type: T;
  readonly which: 'local' | 'group' | 'groups';
  readonly dim: 0 | 1 | 2;
}

/**
 * A call through a frontend hook binding (`prog.async.g(x)` where the frontend's caller bound `prog`
 * as a hook): hook `prog`, path `['async', 'g']`. Raw IR only: the caller that bound the hook (a
 * program type, docs/programs.md) rewrites every hook node into real IR before the pipeline runs;
 * the verifier refuses a kernel that still holds one (InternalError), so typed IR and backends
 * never see it.
 */
export interface HookExpr<T extends IRType = RawType> extends Node {
  readonly kind: 'hook';
  readonly type: T;
  /** The hook's name (the binding's, not the identifier the user wrote). */
  readonly hook: string;
  /** The member names between the hook and the call: `prog.async.g(…)` → ['async', 'g']. */
  readonly path: readonly string[];
  readonly args: readonly Expr<T>[];
}

/** Hook nodes exist in raw IR only: typed IR (T = ScalarType) has none. */
type RawOnlyExpr<T extends IRType> = [T] extends [ScalarType] ? never : HookExpr<T>;

export type Expr<T extends IRType = ScalarType> =
  | ConstExpr<T>
  | GroupIdExpr<T>
  | IndexExpr<T>
  | ParamExpr<T>
  | LocalExpr<T>
  | LoadExpr<T>
  | LengthExpr<T>
  | UnaryExpr<T>
  | BinaryExpr<T>
  | LogicalExpr<T>
  | CondExpr<T>
  | CallExpr<T>
  | CastExpr<T>
  | AtomicExpr<T>
  | DimCheckExpr<T>
  | HelperCallExpr<T>
  | LetExpr<T>
  | RawOnlyExpr<T>;

export interface AssignStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'assign';
  readonly name: string;
  readonly value: Expr<T>;
}
export interface StoreStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'store';
  readonly array: string;
  readonly index: Expr<T>;
  readonly value: Expr<T>;
  readonly checked: boolean;
  readonly site: number;
  /**
   * Unchecked only because the host checked the array's length against the launch range before
   * running this (fast) variant (passes/hoist-range-checks.ts): the store always happens.
   */
  readonly hostChecked?: true;
  /** The first statement of a sub-group collective's emulation (ir/subgroup-marks.ts). */
  readonly subgroup?: SubgroupMark;
}
/**
 * Marks the statements a sub-group collective was lowered to (frontend/lower-subgroup.ts): the
 * store of the item's value (`begin`) and the barrier after which each item reads its answer
 * (`end`; broadcast and shuffle: the last statement). A GPU renderer may replace that run by the
 * hardware's sub-group operation (ir/subgroup-marks.ts); every other backend renders the
 * statements. Both carry the same `result` local: a pass that drops a mark leaves the emulation.
 */
export interface SubgroupMark {
  readonly role: 'begin' | 'end';
  readonly what: 'reduce' | 'inclusive' | 'exclusive' | 'shuffle';
  readonly op: 'add' | 'min' | 'max';
  /** Items per sub-group. */
  readonly size: number;
  /** The local that holds each item's answer. */
  readonly result: string;
  /** Broadcast and shuffle: the local that holds the source lane (before `& (size - 1)`). */
  readonly lane?: string;
}
/** An expression evaluated for its effect (an atomic, a helper call). */
export interface ExprStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'expr';
  readonly expr: Expr<T>;
}
export interface IfStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'if';
  readonly test: Expr<T>;
  readonly consequent: readonly Stmt<T>[];
  readonly alternate: readonly Stmt<T>[];
}
/**
 * The one loop form: `for (; test; update) body` when testAtEnd is false (test null = forever),
 * `do body while (test)` when true. `continue` runs `update` (for) or the test (do-while).
 */
export interface LoopStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'loop';
  readonly test: Expr<T> | null;
  readonly testAtEnd: boolean;
  readonly body: readonly Stmt<T>[];
  readonly update: readonly Stmt<T>[];
}
export interface BreakStmt extends Node {
  readonly kind: 'break';
}
export interface ContinueStmt extends Node {
  readonly kind: 'continue';
}
/** In a kernel: ends this index's work item. In a helper: returns the value. */
export interface ReturnStmt<T extends IRType = ScalarType> extends Node {
  readonly kind: 'return';
  readonly value: Expr<T> | null;
}

/** `g.barrier()`: every item of the group reaches it before any goes on (uniform control flow only). */
export interface BarrierStmt extends Node {
  readonly kind: 'barrier';
  /** The end of a sub-group collective's emulation (see SubgroupMark). */
  readonly subgroup?: SubgroupMark;
}

/**
 * A memory fence (`tt.fence()`: scope 'device'; `g.fence()`: scope 'workgroup'): this item's memory
 * operations before it happen before its operations after it, as seen by every item of the scope
 * (sequentially consistent, SYCL's atomic_fence). Not a barrier: no item waits for another.
 */
export interface FenceStmt extends Node {
  readonly kind: 'fence';
  readonly scope: 'workgroup' | 'device';
}

export type Stmt<T extends IRType = ScalarType> =
  | AssignStmt<T>
  | BarrierStmt
  | FenceStmt
  | StoreStmt<T>
  | ExprStmt<T>
  | IfStmt<T>
  | LoopStmt<T>
  | BreakStmt
  | ContinueStmt
  | ReturnStmt<T>;

export interface IRVariable<T extends IRType = ScalarType> {
  /** A safe identifier ([A-Za-z_][A-Za-z0-9_]*), unique in its function. */
  readonly name: string;
  readonly type: T;
  /** The name the user wrote, for messages. */
  readonly sourceName: string;
}

export type ParamAccess = 'none' | 'read' | 'write' | 'readwrite';

export interface IRParam<T extends IRType = ScalarType> extends IRVariable<T> {
  readonly isArray: boolean;
  /**
   * For arrays of 8/16-bit elements: the element's storage type. `type` is then i32 (what a load
   * yields); a store converts as the matching TypedArray does (wrap, or clamp for u8c).
   */
  readonly storage?: SmallDTypeName;
  /**
   * For arrays declared with a rank (`tt.arrayOf(tt.f32, 2)`): the rank a launch must pass. A shaped
   * array of vectors/structs (`tt.arrayOf(tt.vec3f, 2)`) has one more, its last extent `elementWords`.
   */
  readonly rank?: 1 | 2 | 3 | 4;
  /** For a shaped array of vectors/structs: the words per element (the launch checks the last extent). */
  readonly elementWords?: number;
  /** A hidden i32 scalar the launch fills in: the extent of `array` in dimension `dim`. */
  readonly shapeOf?: { readonly array: string; readonly dim: number };
}

export interface IRFunction<T extends IRType = ScalarType> {
  readonly name: string;
  readonly sourceName: string;
  readonly params: readonly IRVariable<T>[];
  readonly locals: readonly IRVariable<T>[];
  readonly returnType: T;
  readonly body: readonly Stmt<T>[];
}

export interface KernelIR<T extends IRType = ScalarType> {
  readonly name: string;
  readonly rank: 1 | 2 | 3;
  /** Work-group size per dimension (length = rank), for kernels defined with `{ workgroup }`. */
  readonly workgroup?: readonly number[];
  /** Items per sub-group, for kernels that use sub-group collectives (checked against the device at launch). */
  readonly subgroupSize?: number;
  /** Work-group shared arrays. */
  readonly shared?: readonly SharedArray[];
  /** Private per-item arrays (`new Float32Array(K)`): zero-filled for every work item. */
  readonly private?: readonly SharedArray[];
  /**
   * Set by the work-item-loops pass (CPU backends): the body runs once per *group*, `index` is
   * the group id, `groupId 'groups'` the launch extent, items are explicit loops, no barriers.
   */
  readonly groupLoops?: true;
  readonly params: readonly IRParam<T>[];
  readonly locals: readonly IRVariable<T>[];
  readonly body: readonly Stmt<T>[];
  readonly functions: readonly IRFunction<T>[];
  readonly sites: readonly AccessSite[];
  readonly options: KernelOptionsIR;
  /** Sites that need f64 for exactness (see WideSite); absent when there are none. */
  readonly wide?: readonly WideSite[];
  /** The console.log statements, when the kernel prints (params then end with tt_print). */
  readonly prints?: readonly PrintFormat[];
}

export type RawKernelIR = KernelIR<RawType>;
export type RawExpr = Expr<RawType>;
export type RawStmt = Stmt<RawType>;
