/**
 * The lane path of the C renderer (the rule is in lanes.ts): `tt_lanes` runs LANES consecutive
 * work items of the innermost index together. Every local becomes an array with one element per
 * lane; each run of simple statements becomes one `#pragma omp simd` loop over the lanes; an `if`
 * computes a mask per lane; a loop runs while any lane's mask is set, and assignments keep the
 * old value in inactive lanes (a select) while stores are masked. Per lane, the statements run in
 * the same order as in the item function, so each lane computes exactly what its item computes.
 * Uniform locals (lane-uniform.ts) are scalars, and an `if` or loop whose test is uniform, where
 * every lane is active, is a plain `if` or loop. A top-level loop whose accesses its entry check
 * covers (lanes.ts `checkedLoops`) checks every lane at entry; if one fails, `tt_lanes` returns
 * false before any store and the caller runs the group's items one at a time (which report it).
 */
import type { Expr, IfStmt, KernelIR, LoopStmt, ScalarType, Stmt } from '../../ir/nodes.js';
import { childExprs } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';
import type { LaneChecks } from './lane-checks.js';
import { hoistableAfter } from './lane-print-hoist.js';
import { type QuietLoop, quietLoop } from './lane-quiet.js';
import { bailOut, printsIn, type ResumePlan } from './lane-resume.js';
import { laneTests } from './lane-tests.js';
import { uniformExpr } from './lane-uniform.js';
import { isPrintSlot } from './lanes.js';
import { ctype, V } from './names.js';
import type { ExprRenderer } from './render-expr.js';

/** The C type of a lane array of `t` (bools as 32-bit masks, the width of the other lanes). */
export function laneCType(t: ScalarType): string {
  return t === 'bool' ? 'int32_t' : ctype(t);
}

export const L = '[tt_l]';

/** Whether `e` reads the local `name` (console.log's record test reads its slot). */
function readsLocal(e: Expr, name: string): boolean {
  return (e.kind === 'local' && e.name === name) || childExprs(e).some((c) => readsLocal(c, name));
}

/** What LaneWriter needs besides the expression renderer. */
export interface LaneContext extends LaneChecks {
  readonly d: CDialect;
  readonly arrayTypes: ReadonlyMap<string, ScalarType>;
  readonly rank: number;
  readonly uniform: ReadonlySet<string>;
  /** Printing top-level `if`s the group leaves at (lane-resume.ts), and the locals each saves. */
  readonly bail?: Pick<ResumePlan, 'sites' | 'saved'>;
  /** The kernel's body (lane-quiet.ts: whether a loop's printing branches change anything else). */
  readonly kernel?: { readonly body: readonly Stmt[] };
}

export class LaneWriter {
  readonly out: string[] = [];
  private masks = 0;
  private anys = 0;
  /** Printing `if`s run quiet: their tests OR-ed into the flag (lane-quiet.ts). */
  private readonly quiet = new Map<IfStmt, string>();
  /** Masks known to have an active lane here (inside `guarded`). */
  private readonly someActive = new Set<string>();
  private readonly inner: string;
  private readonly arrayTypes: ReadonlyMap<string, ScalarType>;

  constructor(
    private x: ExprRenderer,
    private readonly c: LaneContext,
  ) {
    this.inner = `i${c.rank - 1}`;
    this.arrayTypes = c.arrayTypes;
  }

  private uniform(e: Expr | null): boolean {
    return e === null || uniformExpr(e, this.c.uniform, this.c.rank - 1);
  }

  get maskCount(): number {
    return this.masks;
  }

  /** One loop over the lanes around `lines` (the innermost index is the lane's own in it). */
  private laneLoop(ind: string, lines: readonly string[], reduction?: string): void {
    if (lines.length === 0) return;
    this.out.push(`${ind}#pragma omp simd${reduction ? ` reduction(|:${reduction})` : ''}`);
    this.out.push(`${ind}for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {`);
    if (new RegExp(`\\b${this.inner}\\b`).test(lines.join('\n')))
      this.out.push(`${ind}  const int32_t ${this.inner} = tt_ib + tt_l;`);
    for (const l of lines) this.out.push(`${ind}  ${l}`);
    this.out.push(`${ind}}`);
  }

  private leaf(s: Stmt, mask: string | undefined): string | undefined {
    if (s.kind === 'assign') {
      if (this.c.uniform.has(s.name)) return undefined; // a scalar, assigned outside lane loops
      const lv = this.x.local(s.name);
      const v = this.x.expr(s.value);
      return mask ? `${lv} = ${mask}${L} ? ${v} : ${lv};` : `${lv} = ${v};`;
    }
    if (s.kind === 'store') {
      const t = this.arrayTypes.get(s.array) ?? 'f32';
      const st = this.x.store(s.array, t, s.index, s.value, false, s.site, s);
      return mask ? `if (${mask}${L}) ${st};` : `${st};`;
    }
    // An expression statement has no effect here (lanes.ts rules out atomics and assignments).
    return undefined;
  }

  /**
   * console.log's record (frontend/lower-print.ts): the slot claim (an atomic) and the `if` that
   * writes the record, behind one vectorised test that any lane prints — so a launch that prints
   * nothing pays one OR of the mask per lane group. The claim runs lane by lane (not `omp simd`).
   */
  private print(claim: Stmt, record: Stmt | undefined, mask: string | undefined, ind: string): void {
    if (claim.kind !== 'assign') return;
    // under `guarded`, some lane is known active: no second test
    const test = mask !== undefined && !this.someActive.has(mask);
    const any = `tt_any${++this.anys}`;
    this.out.push(`${ind}int32_t ${any} = ${test ? 0 : 1};`);
    if (test) this.laneLoop(ind, [`${any} |= ${mask}${L};`], any);
    this.out.push(`${ind}if (${any}) {`);
    const inner = `${ind}  `;
    this.out.push(`${inner}for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {`);
    if (mask) this.out.push(`${inner}  if (!${mask}${L}) continue;`);
    this.out.push(`${inner}  const int32_t ${this.inner} = tt_ib + tt_l; (void)${this.inner};`);
    this.out.push(`${inner}  ${this.x.local(claim.name)} = ${this.x.expr(claim.value)};`, `${inner}}`);
    if (record) this.block([record], mask, inner);
    this.out.push(`${ind}}`);
  }

  /**
   * A masked branch. One that prints (`any`: set when a lane takes it, see `anyOf`) is skipped
   * when no lane takes it: a launch that prints nothing pays one OR of the mask per lane.
   */
  private guarded(stmts: readonly Stmt[], mask: string, ind: string, any?: string): void {
    if (!any) {
      this.block(stmts, mask, ind);
      return;
    }
    this.out.push(`${ind}if (${any}) {`);
    this.someActive.add(mask);
    this.block(stmts, mask, `${ind}  `);
    this.someActive.delete(mask);
    this.out.push(`${ind}}`);
  }

  /** A variable set when any lane's `lane` is set (an OR reduction added to the pending lane loop). */
  private anyOf(lane: string, ind: string, pending: string[], ors: string[]): string {
    const any = `tt_any${++this.anys}`;
    this.out.push(`${ind}int32_t ${any} = 0;`);
    pending.push(`${any} |= ${lane};`);
    ors.push(any);
    return any;
  }

  /**
   * A top-level printing `if` a group leaves at (lane-resume.ts): a printing branch's test feeds the
   * pending loop's OR (no mask array). Then (returned) a lane that prints leaves before `site`.
   */
  private bailSite(s: IfStmt, site: number, cond: string, ind: string, pending: string[], ors: string[]) {
    const yes = printsIn(s.consequent) ? undefined : this.mask();
    const no = s.alternate.length && !printsIn(s.alternate) ? this.mask() : undefined;
    if (yes) pending.push(`${yes}${L} = (int32_t)(${cond});`);
    if (no) pending.push(`${no}${L} = (int32_t)!(${cond});`);
    const anys: string[] = [];
    if (!yes) anys.push(this.anyOf(`(int32_t)(${cond})`, ind, pending, ors));
    if (!no && printsIn(s.alternate)) anys.push(this.anyOf(`(int32_t)!(${cond})`, ind, pending, ors));
    return () => {
      this.out.push(`${ind}if (${anys.join(' || ')}) {`);
      this.out.push(...bailOut(this.c.bail?.saved(site) ?? [], site, `${ind}  `), `${ind}}`);
      if (yes) this.block(s.consequent, yes, ind);
      if (no) this.block(s.alternate, no, ind);
    };
  }

  block(stmts: readonly Stmt[], mask: string | undefined, ind: string): void {
    let pending: string[] = [];
    let ors: string[] = [];
    const flush = () => {
      this.laneLoop(ind, pending, ors.length ? ors.join(', ') : undefined);
      pending = [];
      ors = [];
    };
    for (let n = 0; n < stmts.length; n++) {
      const s = stmts[n] as Stmt;
      if (s === this.c.hazards.first && !(s.kind === 'loop' && this.c.checked.has(s))) {
        // the checks run before the first store; without any, the lane loop goes on
        const checks = this.firstStoreChecks(ind);
        if (checks.length) {
          flush();
          this.out.push(...checks);
        }
      }
      if (isPrintSlot(s)) {
        flush();
        const next = stmts[n + 1];
        const record =
          next?.kind === 'if' && readsLocal(next.test, s.kind === 'assign' ? s.name : '') ? next : undefined;
        if (record) n++;
        this.print(s, record, mask, ind);
      } else if (s.kind === 'assign' && this.c.uniform.has(s.name)) {
        // uniform control (lane-uniform.ts): every lane is active here, one scalar for all
        flush();
        this.out.push(`${ind}${this.x.local(s.name)} = ${this.x.expr(s.value)};`);
      } else if (s.kind === 'if' && !mask && this.uniform(s.test) && !this.c.bail?.sites.has(s)) {
        flush();
        this.out.push(`${ind}if (${this.x.expr(s.test)}) {`);
        this.block(s.consequent, undefined, `${ind}  `);
        if (s.alternate.length) {
          this.out.push(`${ind}} else {`);
          this.block(s.alternate, undefined, `${ind}  `);
        }
        this.out.push(`${ind}}`);
      } else if (s.kind === 'if' && this.quiet.has(s)) {
        pending.push(`${this.quiet.get(s) ?? ''}${L} |= (int32_t)(${this.x.expr(s.test)});`);
      } else if (s.kind === 'if') {
        // A branch that prints: its masks and whether any lane takes it are computed in the lane
        // loop of the statements before, so a launch that prints nothing runs the loops the
        // kernel without the print would, then one test. Other branches: a loop of their own.
        const printing = printsIn(s.consequent) || printsIn(s.alternate);
        if (!printing) flush();
        const cond = this.x.expr(s.test);
        const site = mask ? undefined : this.c.bail?.sites.get(s);
        if (site !== undefined) {
          const rest = this.bailSite(s, site, cond, ind, pending, ors);
          flush();
          rest();
          continue;
        }
        const on = mask ? `${mask}${L} & ` : '';
        const yes = this.mask();
        const lines = [`${yes}${L} = ${on}(int32_t)(${cond});`];
        const no = s.alternate.length ? this.mask() : undefined;
        if (no) lines.push(`${no}${L} = ${on}(int32_t)!(${cond});`);
        if (!printing) this.laneLoop(ind, lines);
        else pending.push(...lines);
        const anyYes = printsIn(s.consequent) ? this.anyOf(`${yes}${L}`, ind, pending, ors) : undefined;
        const anyNo = no && printsIn(s.alternate) ? this.anyOf(`${no}${L}`, ind, pending, ors) : undefined;
        if (printing) n += this.hoistAfter(s, stmts.slice(n + 1), mask, pending);
        flush();
        this.guarded(s.consequent, yes, ind, anyYes);
        if (no) this.guarded(s.alternate, no, ind, anyNo);
      } else if (s.kind === 'loop') {
        flush();
        this.loop(s, mask, ind);
      } else {
        const line = this.leaf(s, mask);
        if (line) pending.push(line);
      }
    }
    flush();
  }

  /**
   * Runs the statements after printing branch `s` that it cannot observe (lane-print-hoist.ts) in
   * the lane loop that tests it (`pending`); how many.
   */
  private hoistAfter(s: IfStmt, after: readonly Stmt[], mask: string | undefined, pending: string[]): number {
    const simple = (st: Stmt) =>
      st !== this.c.hazards.first &&
      !isPrintSlot(st) &&
      !(st.kind === 'assign' && this.c.uniform.has(st.name));
    const n = hoistableAfter(s, after, simple);
    for (const st of after.slice(0, n)) {
      const line = this.leaf(st, mask);
      if (line) pending.push(line);
    }
    return n;
  }

  /** The checks a group makes before its first store (lane-hazard.ts). */
  private firstStoreChecks(ind: string): string[] {
    return this.c.hazards.atFirstStore(ind, (cl) =>
      cl.init ? this.c.rangeOk(cl.h, this.x.expr(cl.init)) : [],
    );
  }

  private loop(s: LoopStmt, mask: string | undefined, ind: string): void {
    const checked = this.c.checked.get(s);
    if (!checked) {
      this.plainOrMaskedLoop(s, mask, ind);
      return;
    }
    // Every lane's entry check (top level: all lanes active); a failure leaves the group unrun.
    // A later loop's was made at the first store (lane-loops.ts).
    if (!checked.cl.init) {
      const text = this.c.rangeOk(checked.cl.h, this.x.local(checked.cl.h.loopVar)).join(' && ');
      this.out.push(`${ind}{`, `${ind}  int32_t tt_ok = 1;`);
      this.out.push(`${ind}  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {`);
      if (new RegExp(`\\b${this.inner}\\b`).test(text))
        this.out.push(`${ind}    const int32_t ${this.inner} = tt_ib + tt_l;`);
      this.out.push(`${ind}    tt_ok &= (int32_t)(${text});`, `${ind}  }`);
      this.out.push(`${ind}  if (!tt_ok) return false;`, `${ind}}`);
      this.out.push(...this.c.hazards.atEntry(s, ind));
    }
    if (s === this.c.hazards.first) this.out.push(...this.firstStoreChecks(ind));
    const outer = this.x;
    this.x = checked.x;
    this.plainOrMaskedLoop(s, mask, ind);
    this.x = outer;
  }

  /** Every lane is active and all leave together: a plain loop, no masks. */
  private plainLoop(s: LoopStmt, ind: string): void {
    const inner = `${ind}  `;
    const exit = s.test ? `${inner}if (!(${this.x.expr(s.test)})) break;` : undefined;
    this.out.push(`${ind}for (;;) {`);
    if (exit && !s.testAtEnd) this.out.push(exit);
    this.block(s.body, undefined, inner);
    if (!s.testAtEnd) this.block(s.update, undefined, inner);
    else if (exit) this.out.push(exit);
    this.out.push(`${ind}}`);
  }

  /**
   * A plain loop whose printing branches change nothing else (lane-quiet.ts): run without them
   * (their tests OR-ed into one flag), then — when a lane's test held — from its entry state
   * again, printing.
   */
  private quietThenPrinting(s: LoopStmt, q: QuietLoop, ind: string): void {
    // per lane, whether its test held in some iteration (reduced once, after the loop)
    const held = this.mask();
    const flag = `tt_any${++this.anys}`;
    const inner = `${ind}  `;
    this.out.push(`${ind}{`);
    for (const v of q.saved.map(V))
      this.out.push(
        `${inner}__typeof__(${v}) ${v}_q;`,
        `${inner}__builtin_memcpy(&${v}_q, &${v}, sizeof ${v});`,
      );
    this.laneLoop(inner, [`${held}${L} = 0;`]);
    for (const t of q.tests) this.quiet.set(t, held);
    this.plainLoop(s, inner);
    for (const t of q.tests) this.quiet.delete(t);
    this.out.push(`${inner}int32_t ${flag} = 0;`);
    this.laneLoop(inner, [`${flag} |= ${held}${L};`], flag);
    this.out.push(`${inner}if (${flag}) {`);
    for (const v of q.saved.map(V)) this.out.push(`${inner}  __builtin_memcpy(&${v}, &${v}_q, sizeof ${v});`);
    this.plainLoop(s, `${inner}  `);
    this.out.push(`${inner}}`, `${ind}}`);
  }

  private plainOrMaskedLoop(s: LoopStmt, mask: string | undefined, ind: string): void {
    if (!mask && this.uniform(s.test)) {
      const q = this.c.kernel && this.quiet.size === 0 ? quietLoop(s, this.c.kernel.body) : undefined;
      if (q) this.quietThenPrinting(s, q, ind);
      else this.plainLoop(s, ind);
      return;
    }
    const m = this.mask();
    const live = `tt_any${++this.anys}`; // set while any lane still loops
    this.laneLoop(ind, [`${m}${L} = ${mask ? `${mask}${L}` : '1'};`]);
    const test = s.test ? this.x.expr(s.test) : '1';
    const inner = `${ind}  `;
    const check = () => {
      this.out.push(`${inner}int32_t ${live} = 0;`);
      this.laneLoop(inner, [`${m}${L} &= (int32_t)(${test});`, `${live} |= ${m}${L};`], live);
      this.out.push(`${inner}if (!${live}) break;`);
    };
    this.out.push(`${ind}for (;;) {`);
    if (!s.testAtEnd) check();
    this.block(s.body, m, inner);
    // As in the item function, a do-while has no update statements.
    if (!s.testAtEnd) this.block(s.update, m, inner);
    else check();
    this.out.push(`${ind}}`);
  }

  private mask(): string {
    return `tt_m${++this.masks}`;
  }

  /**
   * The group's body: where it has item-dependent `?:` tests (lane-tests.ts), a copy for groups
   * in which all of them hold (each `?:` its consequent), and the general body for the others.
   */
  body(k: KernelIR, differs: (test: Expr) => boolean): void {
    const conds = laneTests(k, differs);
    if (conds.length === 0) {
      this.block(k.body, undefined, '  ');
      return;
    }
    const tests = [...new Set(conds.map((e) => (e.kind === 'cond' ? this.x.expr(e.test) : '1')))];
    this.out.push('  int32_t tt_all = 1;', '  #pragma omp simd reduction(&:tt_all)');
    this.out.push('  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {');
    this.out.push(`    const int32_t ${this.inner} = tt_ib + tt_l;`);
    this.out.push(`    tt_all &= ${tests.map((t) => `(int32_t)(${t})`).join(' & ')};`, '  }');
    const general = this.x;
    this.out.push('  if (tt_all) {');
    this.x = general.assuming(new Set(conds));
    this.block(k.body, undefined, '    ');
    this.x = general;
    this.out.push('  } else {');
    this.block(k.body, undefined, '    ');
    this.out.push('  }');
  }
}
