/**
 * IR -> JavaScript source. The generated code is the executable semantics of the IR: f32 results
 * are rounded with Math.fround, i32/u32 wrap with `| 0` / `>>> 0`, checked accesses call `ck`,
 * which throws KernelRangeError through `oob`. Identifiers come only from the IR, prefixed.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import { structuralKey } from '../../ir/key.js';
import type { Expr, IRFunction, KernelIR, LoopStmt, ScalarType, Stmt } from '../../ir/nodes.js';
import { MATH_OPS } from '../../ir/ops.js';
import { hoistChecks, hoistLoop } from '../../passes/affine-index.js';
import { workItemLoops } from '../../passes/work-item-loops.js';
import { renderBlock } from '../shared/brace-stmts.js';
import { POLL_EVERY } from '../shared/timeout.js';
import { launchInvariants, loadKey, repeatedLoads, unboxParam } from './hoist.js';
import { disjointTest, type PairPlan, pairPlan } from './pair-items.js';
import { prelude } from './prelude.js';
import { blockCondition, JS_AFFINE_NAMES, JS_BLOCK, loopCondition } from './range-checks.js';
import { staticallyInRange } from './static-range.js';

const P = (n: string) => `p_${n}`;
const A = (n: string) => `a_${n}`;
const V = (n: string) => `v_${n}`;
const F = (n: string) => `f_${n}`;

function num(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return 'Infinity';
  if (v === Number.NEGATIVE_INFINITY) return '(-Infinity)';
  if (Object.is(v, -0)) return '(-0)';
  return v < 0 ? `(${String(v)})` : String(v);
}

/** Wraps an arithmetic result so it has the value of `t`. */
function wrap(t: ScalarType, js: string): string {
  switch (t) {
    case 'i32':
      return `((${js}) | 0)`;
    case 'u32':
      return `((${js}) >>> 0)`;
    case 'f32':
      // Math.fround itself, not an alias: V8 folds the global `Math.fround` to a constant, while a
      // closure variable is reloaded and tested against the function on every call in the loop.
      return `Math.fround(${js})`;
    default:
      return `(${js})`;
  }
}

const CMP = { eq: '===', ne: '!==', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;
const BIT = { bitand: '&', bitor: '|', bitxor: '^', shl: '<<', shr: '>>', ushr: '>>>' } as const;

/**
 * Recognises the typing pass's float-index conversion
 * `trunc(f) == f && f >= -2^31 && f < 2^31 ? i32(f) : -1` and returns `f`, so it renders as the
 * equivalent, cheaper `(f | 0) === f ? f | 0 : -1`.
 */
function floatIndexOperand(e: Extract<Expr, { kind: 'cond' }>): Expr | undefined {
  const t = e.test;
  if (e.type !== 'i32' || e.alternate.kind !== 'const' || e.alternate.value !== -1) return undefined;
  if (e.consequent.kind !== 'cast' || t.kind !== 'logical' || t.op !== 'and') return undefined;
  const f = e.consequent.arg;
  const eq = t.left;
  if (eq.kind !== 'binary' || eq.op !== 'eq' || eq.left.kind !== 'call' || eq.left.fn !== 'trunc')
    return undefined;
  const key = structuralKey(f);
  const same = (x: Expr | undefined) => x !== undefined && structuralKey(x) === key;
  if (!same(eq.right) || !same(eq.left.args[0])) return undefined;
  return f.type === 'f32' || f.type === 'f64' ? f : undefined;
}

class Renderer {
  constructor(
    private readonly k: KernelIR,
    /** Checked accesses that a block or loop range check already covers (rendered unchecked). */
    private readonly covered: ReadonlySet<object> = new Set(),
    /** Counter for the names of loads bound once per statement (shared, so names never clash). */
    private readonly temps: { n: number } = { n: 0 },
  ) {}

  /** Repeated unchecked loads of the statement being rendered, by `array|index key`, to their names. */
  private bound = new Map<string, string>();
  /** Nodes of launch-invariant expressions of the kernel body, to the `h<N>` computed once per launch. */
  private invariants: ReadonlyMap<object, number> = new Map();

  /** Prefix of the locals: `v_`, or `w_` for the second item of a pair (see pair-items.ts). */
  private localPrefix = 'v_';
  /** The innermost launch index renders as `i<d> + 1` (the second item of a pair). */
  private nextItem = false;

  /** A renderer for the same kernel with more accesses covered by range checks. */
  private sub(covered: ReadonlySet<object>): Renderer {
    const r = new Renderer(this.k, covered, this.temps);
    r.invariants = this.invariants;
    return r;
  }

  /** This renderer for the second item of a pair: its own locals, the next index. */
  private twin(): Renderer {
    const r = this.sub(this.covered);
    r.localPrefix = 'w_';
    r.nextItem = true;
    return r;
  }

  private v(name: string): string {
    return `${this.localPrefix}${name}`;
  }

  private checked(node: { readonly checked: boolean }): boolean {
    return node.checked && !this.covered.has(node);
  }

  private access(array: string, index: Expr, checked: boolean, site: number): string {
    const i = this.expr(index);
    return checked ? `${A(array)}[ck(${i}, ${A(array)}.length, ${site})]` : `${A(array)}[${i}]`;
  }

  expr(e: Expr): string {
    const hoisted = this.invariants.get(e);
    if (hoisted !== undefined) return `h${hoisted}`;
    switch (e.kind) {
      case 'const':
        return typeof e.value === 'boolean' ? String(e.value) : num(e.value);
      case 'index':
        return this.nextItem && e.dim === this.k.rank - 1 ? `(i${e.dim} + 1)` : `i${e.dim}`;
      case 'groupId':
        // Only the number of groups is left after the work-item-loops pass: the launch extent.
        if (e.which !== 'groups' || !this.k.groupLoops)
          throw new InternalError(`js: ${e.which} id unrendered`);
        return `n${e.dim}`;
      case 'param':
        return P(e.name);
      case 'local':
        return this.v(e.name);
      case 'length':
        return `${A(e.array)}.length`;
      case 'load': {
        const name = this.bound.get(loadKey(e));
        if (name) return name;
        // A TypedArray read out of bounds yields undefined; V8 already tests the bounds, so testing
        // the loaded value costs nothing on the in-bounds path.
        return this.checked(e)
          ? `ld(${A(e.array)}, ${this.expr(e.index)}, ${e.site})`
          : this.access(e.array, e.index, false, e.site);
      }
      case 'unary': {
        const a = this.expr(e.arg);
        if (e.op === 'not') return `(!${a})`;
        // The negation of an f32 is an f32: no rounding to add.
        if (e.op === 'neg' && e.type === 'f32') return `(-${a})`;
        return wrap(e.type, e.op === 'neg' ? `-${a}` : `~${a}`);
      }
      case 'binary':
        return this.binary(e);
      case 'logical':
        return `(${this.expr(e.left)} ${e.op === 'and' ? '&&' : '||'} ${this.expr(e.right)})`;
      case 'cond': {
        const index = floatIndexOperand(e);
        if (index) return `fidx(${this.expr(index)})`;
        return `(${this.expr(e.test)} ? ${this.expr(e.consequent)} : ${this.expr(e.alternate)})`;
      }
      case 'call': {
        const args = e.args.map((a) => this.expr(a));
        if (e.fn === 'clz32') return `Math.clz32(${args[0] ?? '0'})`;
        if (e.type === 'i32' && e.fn === 'abs') return `(Math.abs(${args[0] ?? '0'}) | 0)`;
        // abs, sign, floor, ceil, round, trunc, min, max of f32 values are f32 values already.
        if (e.type === 'f32' && MATH_OPS[e.fn].rule === 'numeric' && e.args.every((a) => a.type === 'f32'))
          return `Math.${e.fn}(${args.join(', ')})`;
        return wrap(e.type, `Math.${e.fn}(${args.join(', ')})`);
      }
      case 'cast': {
        const a = this.expr(e.arg);
        const from = e.arg.type;
        if (e.type === 'bool') return `(!!${a})`;
        if (from === 'bool') return `(${a} ? 1 : 0)`;
        if (e.type === 'f64') return a;
        return wrap(e.type, a);
      }
      case 'atomic': {
        // The js backend runs a launch on one thread, and the runtime never runs two launches on
        // the same array at once, so an atomic is a plain read-modify-write (far faster than
        // Atomics.* on a non-shared buffer, with the same result).
        const i = this.expr(e.index);
        const idx = this.checked(e) ? `ck(${i}, ${A(e.array)}.length, ${e.site})` : i;
        const args = e.args.map((a) => `, ${this.expr(a)}`).join('');
        return `at_${e.op}(${A(e.array)}, ${idx}${args})`;
      }
      case 'helper':
        return `${F(e.name)}(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'let':
        return `(${this.v(e.name)} = ${this.expr(e.value)}, ${this.expr(e.body)})`;
    }
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>): string {
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    const t = e.left.type;
    switch (e.op) {
      case 'add':
        return wrap(e.type, `${l} + ${r}`);
      case 'sub':
        return wrap(e.type, `${l} - ${r}`);
      case 'mul':
        return t === 'i32'
          ? `Math.imul(${l}, ${r})`
          : t === 'u32'
            ? `(Math.imul(${l}, ${r}) >>> 0)`
            : wrap(e.type, `${l} * ${r}`);
      case 'div':
        return wrap(e.type, `${l} / ${r}`);
      case 'rem':
        return t === 'i32' || t === 'u32' ? `irem_${t}(${l}, ${r})` : wrap(e.type, `${l} % ${r}`);
      case 'idiv':
        return `idiv_${t}(${l}, ${r})`;
      case 'bitand':
      case 'bitor':
      case 'bitxor':
      case 'shl':
      case 'shr':
      case 'ushr':
        return e.type === 'u32' && e.op !== 'ushr'
          ? `((${l} ${BIT[e.op]} ${r}) >>> 0)`
          : `(${l} ${BIT[e.op]} ${r})`;
      default:
        return `(${l} ${CMP[e.op]} ${r})`;
    }
  }

  /** `ret` renders a kernel-level `return` (end this work item). */
  block(stmts: readonly Stmt[], ind: string, ret: string, out: string[]): void {
    renderBlock(
      {
        push: (line) => out.push(line),
        value: (e) => this.expr(e),
        simple: (s, ind) => {
          for (const line of this.bindLoads(s)) out.push(`${ind}${line}`);
          out.push(`${ind}${this.asExpression(s)};`);
          this.bound.clear();
        },
        loop: (s, ind) => this.loop(s, ind, ret, out),
        ret,
      },
      stmts,
      ind,
    );
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

  private asExpression(s: Stmt): string {
    switch (s.kind) {
      case 'assign':
        return `${this.v(s.name)} = ${this.expr(s.value)}`;
      case 'store':
        // A checked store tests its index after the value is computed, as JS stores after
        // evaluating the right-hand side: an out-of-bounds read in the value is reported first.
        if (this.checked(s))
          return `st(${A(s.array)}, ${this.expr(s.index)}, ${this.expr(s.value)}, ${s.site})`;
        return `${this.access(s.array, s.index, false, s.site)} = ${this.expr(s.value)}`;
      case 'expr':
        return this.expr(s.expr);
      default:
        return '';
    }
  }

  /** The polling variant's back-edge check: the clock every POLL_EVERY iterations (tt_due throws). */
  private poll(s: LoopStmt, ind: string, out: string[]): void {
    if (this.k.options.poll && !isCountedLeafLoop(s))
      out.push(`${ind}if (++tt_ticks === ${POLL_EVERY}) { tt_ticks = 0; tt_due(); }`);
  }

  /** Loop versioning: one range check per covered access at loop entry, else the checked loop. */
  private loop(s: LoopStmt, ind: string, ret: string, out: string[]): void {
    const h = hoistLoop(s, this.k.locals, this.covered, JS_AFFINE_NAMES);
    const cond = h && loopCondition(h.checks, `v_${h.loopVar}`, this.expr(h.bound));
    if (!h || !cond) {
      this.plainLoop(s, ind, ret, out);
      return;
    }
    out.push(`${ind}if (${cond}) {`);
    this.sub(new Set([...this.covered, ...h.unchecked])).plainLoop(s, `${ind}  `, ret, out);
    out.push(`${ind}} else {`);
    this.plainLoop(s, `${ind}  `, ret, out);
    out.push(`${ind}}`);
  }

  private plainLoop(s: LoopStmt, ind: string, ret: string, out: string[]): void {
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

  private declare(vars: readonly { name: string; type: ScalarType }[], ind: string, out: string[]): void {
    if (vars.length)
      out.push(
        `${ind}let ${vars.map((v) => `${this.v(v.name)} = ${v.type === 'bool' ? 'false' : '0'}`).join(', ')};`,
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
    for (const f of k.functions) this.helper(f, out);
    const args = ['n0', 'n1', 'n2', ...k.params.map((p) => (p.isArray ? A(p.name) : P(p.name)))];
    out.push(`return function kernel_${k.name}(${args.join(', ')}) {`);
    // Scalar parameters in their machine representation once per launch (see `unboxParam`).
    for (const p of k.params) {
      const line = p.isArray ? undefined : unboxParam(P(p.name), p.type);
      if (line) out.push(`  ${line}`);
    }
    // Work-group kernels: one launch runs its groups one after the other, so one copy of each
    // shared (and per-item) array serves them all.
    for (const a of k.shared ?? []) out.push(`  const ${A(a.name)} = new ${TYPED[a.type]}(${a.length});`);
    // Pure expressions of parameters, lengths and constants only (`0.5 * V * V`, `p_n - 1`) are
    // computed once per launch: V8 does not hoist float arithmetic out of the item loop itself.
    const invariant = launchInvariants(k.body);
    invariant.exprs.forEach((e, i) => {
      out.push(`  const h${i} = ${this.expr(e)};`);
    });
    this.invariants = invariant.nodes;
    const inner = k.rank - 1;
    let ind = '  ';
    for (let d = 0; d < inner; d++) {
      out.push(`${ind}for (let i${d} = 0; i${d} < n${d}; i${d}++) {`);
      ind += '  ';
    }
    // Work-group kernels iterate over groups here (their items loop inside): no block checks.
    const h = hoistChecks(k, JS_AFFINE_NAMES);
    const cond =
      h.checks.length && !k.groupLoops ? blockCondition(h.checks, inner, `b${inner}`, `e${inner} - 1`) : null;
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
    } else {
      this.items(ind, '0', `n${inner}`, out);
    }
    for (let d = inner - 1; d >= 0; d--) {
      ind = ind.slice(2);
      out.push(`${ind}}`);
    }
    out.push('};');
    return out.join('\n');
  }

  /** The loop over the innermost launch index from `from` to `to`, with the kernel body. */
  private items(ind: string, from: string, to: string, out: string[]): void {
    const inner = this.k.rank - 1;
    const i = `i${inner}`;
    const plan = pairPlan(this.k, (e) => this.checked(e));
    if (plan) {
      // Pairs of items first (pair-items.ts), then the odd one out, alone.
      const m = `m${inner}`;
      const pairs = `${to} - ((${to} - ${from}) % 2)`;
      const disjoint = disjointTest(plan, A);
      out.push(`${ind}const ${m} = ${disjoint ? `${disjoint} ? ${pairs} : ${from}` : pairs};`);
      this.pairs(plan, ind, from, m, out);
      from = m;
    }
    out.push(`${ind}item: for (let ${i} = ${from}; ${i} < ${to}; ${i}++) {`);
    this.declare(this.k.locals, `${ind}  `, out);
    this.block(this.k.body, `${ind}  `, 'continue item;', out);
    out.push(`${ind}}`);
  }

  /** Items `from`, `from + 1`, … below `to` (an even count) two at a time; see pair-items.ts. */
  private pairs(plan: PairPlan, ind: string, from: string, to: string, out: string[]): void {
    const i = `i${this.k.rank - 1}`;
    const [a, b] = [this, this.twin()];
    const body = `${ind}  `;
    out.push(`${ind}for (let ${i} = ${from}; ${i} < ${to}; ${i} += 2) {`);
    a.declare(this.k.locals, body, out);
    b.declare(this.k.locals, body, out);
    a.block(plan.pre, body, 'continue;', out);
    b.block(plan.pre, body, 'continue;', out);
    const { loop } = plan;
    const update = [a, b].flatMap((r) => loop.update.map((u) => r.asExpression(u))).join(', ');
    out.push(`${body}for (; ${a.expr(loop.test)} && ${b.expr(loop.test)}; ${update}) {`);
    a.block(loop.body, `${body}  `, 'continue;', out);
    b.block(loop.body, `${body}  `, 'continue;', out);
    out.push(`${body}}`);
    a.plainLoop(loop, body, 'continue;', out);
    b.plainLoop(loop, body, 'continue;', out);
    a.block(plan.post, body, 'continue;', out);
    b.block(plan.post, body, 'continue;', out);
    out.push(`${ind}}`);
  }
}

const TYPED = { f32: 'Float32Array', f64: 'Float64Array', i32: 'Int32Array', u32: 'Uint32Array' } as const;

/**
 * The body of `new Function('oob', 'tt_due', body)`, which returns the kernel function. A work-group kernel
 * is rendered after the work-item-loops pass: its function runs over the group grid.
 */
export function renderJs(k: KernelIR): string {
  const grouped = workItemLoops(k, { jamItems: jamCopies(k.workgroup) });
  return new Renderer(grouped, staticallyInRange(grouped)).kernel();
}

/**
 * Items run together by unroll-and-jam (passes/jam-items.ts): 8 consecutive items of the innermost
 * group dimension where it divides the group (the most the tiled matmul gained from; 4 and 2 gain
 * less), else 4 or 2.
 */
function jamCopies(workgroup: readonly number[] | undefined): number {
  const width = workgroup?.[workgroup.length - 1] ?? 1;
  return [8, 4, 2].find((c) => width % c === 0) ?? 1;
}
