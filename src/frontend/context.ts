/** State shared while lowering one function (the kernel or a helper) to raw IR. */
import type { CallExpression, Expression, Node } from 'acorn';
import type { SourceLocation } from '../errors/errors.js';
import type { AccessSite, PrintFormat, RawExpr, RawStmt, SharedArray } from '../ir/nodes.js';
import type { Binding, Scope } from './scope.js';
import type { KernelSource } from './source.js';
import type { Composite } from './value-type.js';

/** Expands calls of helpers that take or return vectors, structs or arrays (frontend/lower-inline.ts). */
export interface InlineHelpers {
  /** The call `e` of helper `name` expanded in place; undefined when it is an ordinary call. */
  call(
    e: CallExpression,
    name: string,
    cx: LowerContext,
    lower: (e: Expression, cx: LowerContext) => RawExpr,
  ): Composite | RawExpr | undefined;
  /** Whether helper `irName` is expanded at every call (it takes or returns vectors, structs or arrays). */
  alwaysExpanded(irName: string): boolean;
}

/** Sub-group collectives (frontend/lower-subgroup.ts): what the definition check needs: where collectives are, and broadcast lanes that must be uniform. */
export interface SubgroupUses {
  readonly calls: SourceLocation[];
  /** Reads of g.subgroupSize & co. */
  readonly values: SourceLocation[];
  readonly uniformLanes: { readonly loc: SourceLocation; readonly lane: RawExpr }[];
}

export class LowerContext {
  /** Nesting depth of loops, to reject break/continue outside one. */
  loopDepth = 0;
  /** Work-group shared arrays declared so far (`g.shared`), in order. */
  readonly shared: SharedArray[] = [];
  /** The kernel's console.log statements, in source order (frontend/lower-print.ts). */
  readonly prints: PrintFormat[] = [];
  /** The local counting each item's printed lines, once the kernel prints. */
  printSeq: string | undefined;
  /** The kernel's rank (index dimensions). */
  rank: 1 | 2 | 3 = 1;
  /** Private per-item arrays declared so far (`new Float32Array(K)`), in order. */
  readonly privateArrays: SharedArray[] = [];
  /**
   * Where statements computing parts of the expression being lowered go, before its statement
   * (vector temporaries, inlined helpers); null where an expression may not run once, first
   * (branches of ?:, right sides of && and ||, loop conditions).
   */
  pre: RawStmt[] | null = null;
  /** The helpers inlined here and those enclosing them (recursion is refused). */
  inlining: readonly string[] = [];
  /** Constants and helpers, what an inlined helper sees. */
  globals: ReadonlyMap<string, Binding> = new Map();
  /** Helpers for inlining (frontend/lower-inline.ts), shared by the kernel and its helpers. */
  inline: InlineHelpers | undefined;
  /** The kernel's work-group size, when it has one. */
  workgroup: readonly number[] | undefined;
  /** The kernel's `subgroupSize` option, when given (frontend/lower-subgroup.ts). */
  subgroupSize: number | undefined;
  /** The sub-group collectives lowered so far, for the definition's uniformity check. */
  readonly subgroupUses: SubgroupUses = { calls: [], values: [], uniformLanes: [] };
  constructor(
    readonly src: KernelSource,
    readonly scope: Scope,
    /** Shared by the kernel and its helpers: one entry per array access. */
    readonly sites: AccessSite[],
    /** Null for the kernel itself; the helper's name otherwise. */
    readonly helper: string | null,
  ) {}

  /** The per-item line counter of console.log, declared on first use. */
  printSequence(): string {
    this.printSeq ??= this.scope.temp('print_seq');
    return this.printSeq;
  }

  site(array: string, node: Pick<Node, 'loc'>): number {
    this.sites.push({ array, loc: this.src.locOf(node) });
    return this.sites.length - 1;
  }
}
