/**
 * IR statements -> C statements. Structured control flow maps one to one (for / do-while /
 * if / break / continue); a kernel-level `return` ends only the current work item because the
 * body lives in its own per-item function.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { KernelIR, LoopStmt, ScalarType, Stmt } from '../../ir/nodes.js';
import type { SubgroupRun } from '../../ir/subgroup-marks.js';
import { containsBarrier } from '../../ir/uniformity.js';
import { hoistLoop } from '../../passes/affine-index.js';
import { renderBlock, type StmtSpelling } from '../shared/brace-stmts.js';
import { C_AFFINE_NAMES, loopIndex, renderPoly } from './affine.js';
import type { CDialect } from './dialect.js';
import { ctype, N, V } from './names.js';
import { type ExprRenderer, literal } from './render-expr.js';

export class StmtRenderer {
  constructor(
    private readonly d: CDialect,
    private readonly x: ExprRenderer,
    /** Element type of each array parameter, by IR name. */
    private readonly arrayTypes: ReadonlyMap<string, ScalarType>,
    /** The function's locals (for loop versioning). */
    private readonly locals: readonly { name: string; type: ScalarType }[],
    /** Loops poll for cancellation (the timeout variant, when the dialect can). */
    private readonly polls = false,
    /** The kernel's sub-group size, when its collectives may use the dialect's hardware sub-groups. */
    private readonly subgroupSize?: number,
  ) {}

  static forKernel(d: CDialect, x: ExprRenderer, k: KernelIR): StmtRenderer {
    return new StmtRenderer(
      d,
      x,
      new Map([
        ...k.params.filter((p) => p.isArray).map((p): [string, ScalarType] => [p.name, p.type]),
        ...[...(k.shared ?? []), ...(k.private ?? [])].map((a): [string, ScalarType] => [a.name, a.type]),
      ]),
      k.locals,
      k.options.poll === true && d.poll !== undefined,
      k.groupLoops ? undefined : k.subgroupSize,
    );
  }

  /** A function's polling prologue (timeout variant): `err` names the error words (items only). */
  pollPrologue(err: string | undefined, ret: string, ind: string, out: string[]): void {
    if (this.polls && this.d.poll)
      for (const line of this.d.poll.prologue(err, ret)) out.push(`${ind}${line}`);
  }

  private backEdge(s: LoopStmt, ret: string, ind: string, out: string[]): void {
    if (this.polls && this.d.poll && !isCountedLeafLoop(s)) out.push(`${ind}${this.d.poll.backEdge(ret)}`);
  }

  /** Declares and zero-initialises locals (every IR local is function-scoped). */
  declare(vars: readonly { name: string; type: ScalarType }[], ind: string, out: string[]): void {
    for (const v of vars) out.push(`${ind}${ctype(v.type)} ${V(v.name)} = ${literal(this.d, v.type, 0)};`);
  }

  /** `ret` is the statement a value-less `return` becomes. */
  block(stmts: readonly Stmt[], ind: string, ret: string, out: string[]): void {
    renderBlock(this.spelling(ret, out), stmts, ind);
  }

  private spelling(ret: string, out: string[]): StmtSpelling {
    return {
      push: (line) => out.push(line),
      value: (e) => this.x.expr(e),
      simple: (s, ind) => out.push(`${ind}${this.simple(s)};`),
      loop: (s, ind) => this.versionedLoop(s, ind, ret, out),
      ret,
      ...(this.d.groups ? { barrier: this.d.groups.barrier } : {}),
      fence: (scope) => this.d.fence[scope],
      ...(this.subgroupSize !== undefined && this.subgroupSize === this.d.groups?.subgroups?.size
        ? { subgroup: (run: SubgroupRun, ind: string) => this.subgroup(run, ind, ret, out) }
        : {}),
    };
  }

  /**
   * A collective with the dialect's hardware sub-groups; its emulation stays behind a constant
   * `if` (so its __shared__ slots and locals are still referenced and the compiler drops them).
   */
  private subgroup(run: SubgroupRun, ind: string, ret: string, out: string[]): boolean {
    const { mark } = run;
    const laneType = this.locals.find((l) => l.name === mark.lane)?.type;
    const lane = mark.lane !== undefined ? { text: V(mark.lane), type: laneType } : undefined;
    const value = this.x.expr(run.value);
    const lines = this.d.groups?.subgroups?.collective(mark, run.value.type, value, V(mark.result), lane);
    if (!lines) return false;
    out.push(`${ind}if (1 /* hardware sub-group */) {`);
    for (const l of lines) out.push(`${ind}  ${l}`);
    out.push(`${ind}} else {`);
    renderBlock({ ...this.spelling(ret, out), subgroup: undefined }, run.stmts, `${ind}  `);
    out.push(`${ind}}`);
    return true;
  }

  private simple(s: Stmt): string {
    switch (s.kind) {
      case 'assign':
        return `${V(s.name)} = ${this.x.expr(s.value)}`;
      case 'store': {
        const t = this.arrayTypes.get(s.array);
        if (!t) throw new InternalError(`store to unknown array ${s.array}`);
        return this.x.store(s.array, t, s.index, s.value, this.x.checks(s, s.checked), s.site, s);
      }
      case 'expr':
        return `(void)${this.x.expr(s.expr)}`;
      default:
        throw new InternalError('loop update blocks hold only assignments, stores and calls');
    }
  }

  private versionedLoop(s: LoopStmt, ind: string, ret: string, out: string[]): void {
    // A loop with a barrier is never versioned: every item of a group must run the same copy.
    const h = containsBarrier([s])
      ? undefined
      : hoistLoop(s, this.locals, this.x.uncheckedNodes, C_AFFINE_NAMES, {
          inclusive: true,
          bodyLocals: true,
        });
    if (!h) {
      this.loop(s, ind, ret, out);
      return;
    }
    // Loop versioning: one range check per access at loop entry, else the checked loop.
    const W = this.d.wideInt;
    const j = V(h.loopVar);
    // `j <= R` (PolyBench's `j <= n - 2`) runs j up to R itself: the entry checks [j, R + 1),
    // with R below 2^31 - 1 so that R + 1 is an i32 (and the loop ends without wrapping).
    const bound = this.x.expr(h.bound);
    const end = h.inclusive ? `${bound} + 1` : bound;
    const conds = h.checks.map(
      (c) =>
        `tt_range_ok(${renderPoly(c.a, W)}, ${renderPoly(c.b, W)}, ${j}, ${end}, ${c.limit ?? N(c.array)})`,
    );
    if (h.inclusive) conds.unshift(`${bound} < 2147483647`);
    out.push(`${ind}if (${conds.join(' && ')}) {`);
    // Inside, the proven indices in 64 bits without wrap-around (affine.ts `loopIndex`).
    const wide = new Map<object, string>();
    for (const [node, { a, b }] of h.indexOf) wide.set(node, loopIndex(a, b, j));
    // The entry check proved j + 1 cannot wrap (j stays below an i32 bound), so the counter steps
    // as a plain signed increment: the compiler then sees an induction variable it can strength-reduce.
    new StmtRenderer(this.d, this.x.with(h.unchecked, wide), this.arrayTypes, this.locals, this.polls).loop(
      s,
      `${ind}  `,
      ret,
      out,
      `${j}++`,
    );
    out.push(`${ind}} else {`);
    this.loop(s, `${ind}  `, ret, out);
    out.push(`${ind}}`);
  }

  /** `step` replaces the update's rendering (the versioned loop's proven non-wrapping `j++`). */
  private loop(s: LoopStmt, ind: string, ret: string, out: string[], step?: string): void {
    if (s.testAtEnd) {
      out.push(`${ind}do {`);
      this.backEdge(s, ret, `${ind}  `, out);
      this.block(s.body, `${ind}  `, ret, out);
      out.push(`${ind}} while (${s.test ? this.x.expr(s.test) : '1'});`);
      return;
    }
    out.push(
      `${ind}for (; ${s.test ? this.x.expr(s.test) : ''}; ${step ?? s.update.map((u) => this.simple(u)).join(', ')}) {`,
    );
    this.backEdge(s, ret, `${ind}  `, out);
    this.block(s.body, `${ind}  `, ret, out);
    out.push(`${ind}}`);
  }
}
