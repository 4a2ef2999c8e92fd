/** State shared while lowering one function (the kernel or a helper) to raw IR. */
import type { Node } from 'acorn';
import type { AccessSite, PrintFormat, SharedArray } from '../ir/nodes.js';
import type { Scope } from './scope.js';
import type { KernelSource } from './source.js';

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
  /** The kernel's work-group size, when it has one. */
  workgroup: readonly number[] | undefined;
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
