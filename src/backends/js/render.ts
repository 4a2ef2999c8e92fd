/**
 * IR -> JavaScript source. The generated code is the executable semantics of the IR: expressions
 * render in render-expr.ts (f32 rounding, i32/u32 wrapping, checked accesses that throw
 * KernelRangeError through `oob`); this file renders statements, loops (with loop versioning and
 * timeout polling), helper functions and the launch: the loops over the launch indices, blocks of
 * items under one range check, and pairs of items (pair-items.ts). Identifiers come only from the
 * IR, prefixed.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { Expr, IRFunction, KernelIR, LoopStmt, ScalarType, Stmt, StoreStmt } from '../../ir/nodes.js';
import { type Hoisting, hoistChecks, hoistLoop, type LoopHoisting } from '../../passes/affine-index.js';
import { jamCopies } from '../../passes/jam-items.js';
import { workItemLoops } from '../../passes/work-item-loops.js';
import { renderBlock, type SimpleStmt } from '../shared/brace-stmts.js';
import { POLL_EVERY } from '../shared/timeout.js';
import {
  type DeferredPrints,
  deferredPrints,
  runArgs,
  runDeclarations,
  uncheckedAfter,
} from './deferred-prints.js';
import { forwardPlan, wrapStored } from './forward-stores.js';
import { launchInvariants, repeatedLoads } from './hoist.js';
import { launchFallback } from './launch-fallback.js';
import { launchLocals } from './launch-locals.js';
import { type NestChecks, nestChecks } from './nest-checks.js';
import { counterRange, offsetShift, shiftedNames } from './offset-loops.js';
import { END_ONE_ITEM, endsOneItem, oneItemDeclaration } from './one-item.js';
import { disjointTest, pairPlan } from './pair-items.js';
import { prelude } from './prelude.js';
import {
  BOX_HELPER,
  boxCondition,
  JS_AFFINE_NAMES,
  JS_BLOCK,
  launchBlockCondition,
  loopCondition,
} from './range-checks.js';
import { A, ExprRenderer, F, P, V } from './render-expr.js';
import { renderPairs } from './render-pairs.js';
import type { Shared } from './render-shared.js';
import { sameStrides } from './same-strides.js';
import { staticallyInRange } from './static-range.js';

/** Loop versioning on js: `<`, `<=`, counting down, and indices through locals set in the body. */
const LOOP_HOISTING = { inclusive: true, descending: true, bodyLocals: true } as const;

class Renderer extends ExprRenderer {
  constructor(
    k: KernelIR,
    covered: ReadonlySet<object> = new Set(),
    /**
     * Shared by a kernel's renderers: the counter for the names of loads bound once per statement
     * (so names never clash), the item functions of deferred prints and the invariants' count.
     */
    private readonly temps: Shared = { n: 0, runs: [], deferred: null, invariants: 0, fwd: null, one: false },
  ) {
    super(k, covered);
  }

  /** A renderer for the same kernel with more accesses covered by range checks. */
  private sub(covered: ReadonlySet<object>, alias = this.alias): Renderer {
    const r = new Renderer(this.k, covered, this.temps);
    r.invariants = this.invariants;
    r.alias = alias;
    r.shift = this.shift;
    return r;
  }

  /** This renderer for the second item of a pair: its own locals, the next index. */
  private twin(): Renderer {
    const r = this.sub(this.covered);
    r.localPrefix = 'w_';
    r.nextItem = true;
    return r;
  }

  /** `ret` renders a kernel-level `return` (end this work item). */
  block(stmts: readonly Stmt[], ind: string, ret: string, out: string[]): void {
    renderBlock(
      {
        push: (line) => out.push(line),
        value: (e) => this.expr(e),
        simple: (s, ind) => {
          const print = this.printLines(s);
          if (print) {
            for (const line of print) out.push(`${ind}${line}`);
            return;
          }
          for (const line of this.bindLoads(s)) out.push(`${ind}${line}`);
          if (s.kind === 'store' && this.temps.fwd?.plan.stores.has(s))
            out.push(...this.forwardedStore(s, ind));
          else out.push(`${ind}${this.asExpression(s)};`);
          this.bound.clear();
        },
        loop: (s, ind) => this.loop(s, ind, ret, out),
        ret,
      },
      stmts,
      ind,
    );
  }

  /** A store whose value later loads read (forward-stores.ts): the value kept in a temporary. */
  private forwardedStore(s: StoreStmt, ind: string): string[] {
    const t = `t${this.temps.n++}`;
    const value = this.expr(s.value);
    const storage = this.k.params.find((p) => p.name === s.array)?.storage;
    const read = wrapStored(storage, t);
    if (read) this.temps.fwd?.names.set(s, read);
    return [`${ind}const ${t} = ${value};`, `${ind}${this.storeWith(s, t)};`];
  }

  /** A load reads the temporary of the store it is forwarded from, once that store is rendered. */
  override expr(e: Expr): string {
    const from = e.kind === 'load' ? this.temps.fwd?.plan.loads.get(e) : undefined;
    const name = from ? this.temps.fwd?.names.get(from) : undefined;
    return name ?? super.expr(e);
  }

  /** Renders `body` (one item's statements) with its stores forwarded to its loads. */
  private forwarding(body: readonly Stmt[], render: () => void): void {
    this.temps.fwd = { plan: forwardPlan(this.k, body), names: new Map() };
    render();
    this.temps.fwd = null;
  }

  /** In an item function: the deferred prints, whose markers become copies and flags. */
  private capturing: DeferredPrints | null = null;

  /** The lines a deferred print's statement becomes (deferred-prints.ts), or null for the usual. */
  private printLines(s: SimpleStmt): string[] | null {
    const site = this.capturing?.markers.get(s);
    if (!site) return null;
    const lines = site.locals.map((l) => `tt_c${site.n}_${l} = ${this.v(l)};`);
    const i = `i${this.k.rank - 1}`;
    // nothing of the item after the marker: stop the loop here (V8 keeps a loop that `break`s tight)
    const end = this.capturing?.tails.has(s) ? 'break item;' : `lim = ${i};`;
    return [...lines, `tt_f${site.n} = 1;`, 'tt_any = 1;', `tt_i = ${i};`, end];
  }

  /**
   * The items from `from` to `to` of a kernel with deferred prints: a function runs them until an
   * item printed (its loop ends after that item), then the records are written here, site by site
   * in statement order, as the kernel's own statements would have (deferred-prints.ts).
   */
  private deferredItems(d: DeferredPrints, ind: string, from: string, to: string, out: string[]): void {
    const i = `i${this.k.rank - 1}`;
    const name = `tt_run${this.temps.runs.length}`;
    const args = runArgs(this.k, this.temps.invariants).join(', ');
    const fn = [`function ${name}(${i}, lim, ${args}) {`, `  item: for (; ${i} < lim; ${i}++) {`];
    this.declare(this.k.locals, '    ', fn);
    this.capturing = d;
    this.forwarding(d.body, () => this.block(d.body, '    ', 'continue item;', fn));
    this.capturing = null;
    fn.push('  }', `  return ${i};`, '}');
    this.temps.runs.push(fn.join('\n'));
    // the records of an item that printed, also when the item then threw (its lines still print)
    out.push(`${ind}for (let tt_r = ${from}; tt_r < ${to}; ) {`, `${ind}  try {`);
    out.push(`${ind}    tt_r = ${name}(tt_r, ${to}, ${args});`, `${ind}  } finally {`);
    out.push(`${ind}    if (tt_any !== 0) {`, `${ind}      tt_any = 0;`, `${ind}      const ${i} = tt_i;`);
    out.push(`${ind}      tt_r = ${i} + 1;`);
    const body = `${ind}      `;
    this.declare(this.k.locals, body, out);
    for (const site of d.sites) {
      out.push(`${body}if (tt_f${site.n} !== 0) {`, `${body}  tt_f${site.n} = 0;`);
      for (const l of site.locals) out.push(`${body}  ${this.v(l)} = tt_c${site.n}_${l};`);
      this.block(site.stmts, `${body}  `, 'continue;', out);
      out.push(`${body}}`);
    }
    out.push(`${ind}    }`, `${ind}  }`, `${ind}}`);
  }

  /** Reads each repeated unchecked load of `s` once, before it (see `repeatedLoads`). */
  private bindLoads(s: Stmt): string[] {
    const lines: string[] = [];
    for (const [key, load] of repeatedLoads(s, (e) => this.checked(e))) {
      const name = `t${this.temps.n++}`;
      lines.push(`const ${name} = ${this.expr(load)};`);
      this.bound.set(key, name);
    }
    return lines;
  }

  asExpression(s: Stmt): string {
    switch (s.kind) {
      case 'assign':
        return `${this.v(s.name)} = ${this.expr(s.value)}`;
      case 'store':
        return this.storeWith(s, this.expr(s.value));
      case 'expr':
        return this.expr(s.expr);
      default:
        return '';
    }
  }

  /** The store `s` of the value rendered `value`. */
  private storeWith(s: StoreStmt, value: string): string {
    // A checked store tests its index after the value is computed, as JS stores after
    // evaluating the right-hand side: an out-of-bounds read in the value is reported first.
    if (this.checked(s)) return `st(${A(s.array)}, ${this.expr(s.index)}, ${value}, ${s.site})`;
    return `${this.access(s.array, s.index, false, s.site)} = ${value}`;
  }

  /** The polling variant's back-edge check: the clock every POLL_EVERY iterations (tt_due throws). */
  private poll(s: LoopStmt, ind: string, out: string[]): void {
    if (this.k.options.poll && !isCountedLeafLoop(s))
      out.push(`${ind}if (++tt_ticks === ${POLL_EVERY}) { tt_ticks = 0; tt_due(); }`);
  }

  /** Loop versioning: one range check per covered access at loop entry, else the checked loop. */
  private loop(s: LoopStmt, ind: string, ret: string, out: string[]): void {
    const h = hoistLoop(s, this.k.locals, this.covered, shiftedNames(this.shift), LOOP_HOISTING);
    const cond =
      h && loopCondition(h.checks, `v_${h.loopVar}`, this.expr(h.bound), h.inclusive, h.descending);
    if (!h || !cond) {
      this.plainLoop(s, ind, ret, out);
      return;
    }
    const covered = new Set([...this.covered, ...h.unchecked]);
    // with a nest test (nest-checks.ts), one unchecked copy: its nested loops unchecked too
    const nest = this.localPrefix === 'v_' ? this.nest(s, h, covered) : null;
    for (const line of nest?.pre ?? []) out.push(`${ind}${line}`);
    out.push(`${ind}if (${nest ? `${cond} && (${nest.cond})` : cond}) {`);
    this.sub(new Set([...covered, ...(nest?.unchecked ?? [])])).plainLoop(s, `${ind}  `, ret, out);
    out.push(`${ind}} else {`);
    this.plainLoop(s, `${ind}  `, ret, out);
    out.push(`${ind}}`);
  }

  /** The test that moves the entry checks of loops nested in `s` out of it (nest-checks.ts). */
  private nest(s: LoopStmt, h: LoopHoisting, covered: ReadonlySet<object>): NestChecks | null {
    return nestChecks(s, h, {
      locals: this.k.locals,
      covered,
      names: shiftedNames(this.shift),
      opts: LOOP_HOISTING,
      render: (e) => this.expr(e),
      fresh: () => `tt_n${this.temps.n++}`,
    });
  }

  plainLoop(s: LoopStmt, ind: string, ret: string, out: string[]): void {
    if (s.testAtEnd) {
      out.push(`${ind}do {`);
      this.poll(s, `${ind}  `, out);
      this.block(s.body, `${ind}  `, ret, out);
      out.push(`${ind}} while (${s.test ? this.expr(s.test) : 'true'});`);
      return;
    }
    if (!s.update.every((u) => u.kind === 'assign' || u.kind === 'store' || u.kind === 'expr')) {
      throw new InternalError('loop update blocks hold only assignments, stores and calls');
    }
    const upd = s.update.map((u) => this.asExpression(u)).join(', ');
    out.push(`${ind}for (; ${s.test ? this.expr(s.test) : ''}; ${upd}) {`);
    this.poll(s, `${ind}  `, out);
    this.block(s.body, `${ind}  `, ret, out);
    out.push(`${ind}}`);
  }

  declare(vars: readonly { name: string; type: ScalarType }[], ind: string, out: string[]): void {
    if (vars.length)
      out.push(
        `${ind}let ${vars.map((v) => `${this.v(v.name)} = ${v.type === 'bool' ? 'false' : v.type === 'i64' || v.type === 'u64' ? '0n' : '0'}`).join(', ')};`,
      );
  }

  helper(f: IRFunction, out: string[]): void {
    out.push(`  function ${F(f.name)}(${f.params.map((p) => V(p.name)).join(', ')}) {`);
    this.declare(f.locals, '    ', out);
    this.block(f.body, '    ', 'return;', out);
    out.push('  }');
  }

  kernel(): string {
    const k = this.k;
    const out = prelude(k);
    // Work-group kernels iterate over groups (their items loop inside): no block checks.
    const h = hoistChecks(k, JS_AFFINE_NAMES);
    const box = h.checks.length && !k.groupLoops ? boxCondition(h.checks, k.rank) : null;
    if (box) out.push(BOX_HELPER);
    for (const f of k.functions) this.helper(f, out);
    const args = ['n0', 'n1', 'n2', ...k.params.map((p) => (p.isArray ? A(p.name) : P(p.name)))];
    out.push(`return function kernel_${k.name}(${args.join(', ')}) {`);
    out.push(...launchLocals(k));
    // Pure expressions of parameters, lengths and constants only (`0.5 * V * V`, `p_n - 1`) are
    // computed once per launch: V8 does not hoist float arithmetic out of the item loop itself.
    const invariant = launchInvariants(k.body);
    invariant.exprs.forEach((e, i) => {
      out.push(`  const h${i} = ${this.expr(e)};`);
    });
    this.invariants = invariant.nodes;
    this.temps.invariants = invariant.exprs.length;
    this.temps.deferred = deferredPrints(k);
    const start = out.findIndex((line) => line.startsWith('return function kernel_'));
    if (box) {
      // All affine accesses in range over the launch: one test, no block checks (same-strides.ts).
      const [same, fast] = [sameStrides(k), this.sub(h.unchecked)];
      fast.shift = this.temps.deferred ? new Map() : offsetShift(k);
      if (same) fast.sub(h.unchecked, same.alias).launchLoops(`${same.test} && ${box}`, out);
      fast.launchLoops(box, out);
    }
    const rest = out.length;
    this.blocks(h, box !== null, out);
    const one = this.temps.one ? [oneItemDeclaration(k.rank)] : [];
    const fallback = box ? launchFallback(k, invariant.exprs.length, out.splice(rest), one) : null;
    if (fallback) out.push(fallback.call);
    out.push('};');
    out.splice(start + 1, 0, ...one);
    if (fallback) out.splice(start, 0, ...fallback.fn);
    if (this.temps.deferred) out.splice(start, 0, ...runDeclarations(this.temps.deferred, this.temps.runs));
    return out.join('\n');
  }

  /** The launch's items, with per-block range checks where `blockCondition` gives them. */
  private blocks(h: Hoisting, boxed: boolean, out: string[]): void {
    const inner = this.k.rank - 1;
    for (let d = 0; d < inner; d++)
      out.push(`${'  '.repeat(d + 1)}for (let i${d} = 0; i${d} < n${d}; i${d}++) {`);
    const ind = '  '.repeat(inner + 1);
    const cond = this.k.groupLoops ? null : launchBlockCondition(h.checks, inner, boxed);
    if (cond) {
      // Blocks of the innermost index: one range check per block covers the affine accesses.
      const [b, e] = [`b${inner}`, `e${inner}`];
      out.push(`${ind}for (let ${b} = 0; ${b} < n${inner}; ${b} += ${JS_BLOCK}) {`);
      out.push(`${ind}  const ${e} = Math.min(n${inner}, ${b} + ${JS_BLOCK});`);
      out.push(`${ind}  if (${cond}) {`);
      this.sub(h.unchecked).items(`${ind}    `, b, e, out);
      out.push(`${ind}  } else {`);
      this.items(`${ind}    `, b, e, out);
      out.push(`${ind}  }`, `${ind}}`);
    } else this.items(ind, '0', `n${inner}`, out);
    for (let d = inner - 1; d >= 0; d--) out.push(`${'  '.repeat(d + 1)}}`);
  }

  /** `if (test)`, the loops over all launch indices, `return`: the launch without block checks. */
  private launchLoops(test: string, out: string[]): void {
    const inner = this.k.rank - 1;
    out.push(`  if (${test}) {`);
    const [lo, hi] = counterRange(this.shift);
    for (let d = 0; d < inner; d++)
      out.push(`${'  '.repeat(d + 2)}for (let i${d} = ${lo(d)}; i${d} < ${hi(d)}; i${d}++) {`);
    this.items('  '.repeat(inner + 2), lo(inner), hi(inner), out);
    for (let d = inner - 1; d >= 0; d--) out.push(`${'  '.repeat(d + 2)}}`);
    out.push('    return;', '  }');
  }

  /** The loop over the innermost launch index from `from` to `to`, with the kernel body. */
  private items(ind: string, from: string, to: string, out: string[]): void {
    const d = this.temps.deferred;
    if (d && uncheckedAfter(d, (e) => this.checked(e))) {
      this.deferredItems(d, ind, from, to, out);
      return;
    }
    const inner = this.k.rank - 1;
    const i = `i${inner}`;
    // Paired items would share the private arrays: items with them run one at a time.
    const plan = this.k.private ? null : pairPlan(this.k, (e) => this.checked(e));
    if (plan) {
      // Pairs of items first (pair-items.ts), then the odd one out, alone.
      const m = `m${inner}`;
      const pairs = `${to} - ((${to} - ${from}) % 2)`;
      const disjoint = disjointTest(plan, A);
      out.push(`${ind}const ${m} = ${disjoint ? `${disjoint} ? ${pairs} : ${from}` : pairs};`);
      renderPairs([this, this.twin()], this.k, plan, { ind, from, to: m }, out);
      from = m;
    }
    out.push(`${ind}item: for (let ${i} = ${from}; ${i} < ${to}; ${i}++) {`);
    this.declare(this.k.locals, `${ind}  `, out);
    for (const a of this.k.private ?? []) out.push(`${ind}  ${A(a.name)}.fill(0);`);
    // one-item launches end after their item (one-item.ts)
    const one = endsOneItem(this.k);
    this.temps.one ||= one;
    const ret = one ? `${END_ONE_ITEM} continue item;` : 'continue item;';
    this.forwarding(this.k.body, () => this.block(this.k.body, `${ind}  `, ret, out));
    if (one) out.push(`${ind}  ${END_ONE_ITEM}`);
    out.push(`${ind}}`);
  }
}

/**
 * The body of `new Function('oob', 'tt_due', body)`, which returns the kernel function. A work-group kernel
 * is rendered after the work-item-loops pass: its function runs over the group grid.
 */
export function renderJs(k: KernelIR): string {
  const grouped = workItemLoops(k, { jamItems: jamCopies(k.workgroup) });
  return new Renderer(grouped, staticallyInRange(grouped)).kernel();
}
