/**
 * The two sweeps of an adjoint kernel over the primal program: `forward` replays it without its
 * stores (recompute: every value the reverse sweep needs is a local again), `reverse` walks it
 * backwards accumulating adjoints. Each active local `v` has an adjoint local; the reverse of
 * `v = op(a, b)` reads v's adjoint, zeroes it (v's value is dead before its assignment: this also
 * restarts loop-body adjoints per iteration) and adds the local derivatives times it to a's and b's.
 * A load's adjoint goes to the array's gradient (`x_grad[idx] += g`: a plain add where every access
 * of x is the item's own element, else an atomic add); a store's adjoint reads the gradient of the
 * element it wrote and zeroes it (the value before the store does not reach the output).
 */
import { InternalError } from '../errors/errors.js';
import type { AccessSite, Expr, ScalarType, Stmt } from '../ir/nodes.js';
import { type Contribution, contributions } from './derivatives.js';
import { assign, bin, cast, local, num } from './ir-build.js';
import type { PAssign, PLoop, PStmt } from './primal.js';

export interface SweepContext {
  readonly active: ReadonlySet<string>;
  /** Array param name -> its gradient param name (float arrays). */
  readonly gradOf: ReadonlyMap<string, string>;
  /** Arrays every access of which is the item's own element (plain adds into the gradient). */
  readonly ownIndex: ReadonlySet<string>;
  /**
   * Arrays whose gradient parameter is expanded to the launch's size: a load's adjoint goes to
   * the item's own element (a plain add at the launch index), whatever element it read (the
   * broadcast rule sums it over the broadcast axes afterwards: broadcast-adjoint.ts).
   */
  readonly expanded?: ReadonlySet<string>;
  /** The item's own element (own-element.ts), where expanded gradients go; the launch index when absent. */
  readonly ownElement?: Expr;
  /** Expanded arrays loaded once per item on a straight-line path: the adjoint is stored, not added. */
  readonly overwritten?: ReadonlySet<string>;
  /** Stored arrays whose gradient is read but not zeroed (AdjointVariant `keep`). */
  readonly kept?: ReadonlySet<string>;
  readonly sites: AccessSite[];
  readonly fresh: (type: ScalarType, hint: string) => string;
  readonly typeOfLocal: (name: string) => ScalarType;
}

/**
 * One sweep of a gather adjoint (gather-adjoint.ts): the replay of item x − shift, whose loads of a
 * gathered array at this shift add into the array's accumulator (they read x's own element); the
 * own sweep (shift zero) also scatters, atomically, what lands outside the launch range (no item
 * gathers it) and handles the other arrays as the scatter form does; other sweeps drop the rest.
 * Stores are not zeroed (neighbours replay them): a separate zeroing kernel does it afterwards.
 */
export interface GatherSweep {
  readonly shift: string;
  readonly own: boolean;
  readonly siteShift: ReadonlyMap<number, readonly number[]>;
  /** Gathered array -> its accumulator local. */
  readonly acc: ReadonlyMap<string, string>;
}

export class Sweeps {
  private readonly adjoints = new Map<string, string>();
  /** Set while generating one sweep of a gather adjoint. */
  gather: GatherSweep | undefined;

  constructor(private readonly c: SweepContext) {}

  /** The adjoint locals, to be zeroed before the sweeps. */
  adjointInits(): Stmt[] {
    return [...this.adjoints].map(([v, a]) => assign(a, num(this.c.typeOfLocal(v), 0)));
  }

  /** The adjoint local of `name`. */
  private adj(name: string): string {
    let a = this.adjoints.get(name);
    if (a === undefined) {
      a = this.c.fresh(this.c.typeOfLocal(name), 'a');
      this.adjoints.set(name, a);
    }
    return a;
  }

  /** The replay; with `zeroStores`, each store becomes the zeroing of its gradient element. */
  forward(stmts: readonly PStmt[], zeroStores = false): Stmt[] {
    const out: Stmt[] = [];
    for (const s of stmts) {
      if (s.kind === 'assign') out.push(assign(s.name, s.value));
      else if (s.kind === 'if')
        out.push({
          kind: 'if',
          test: local(s.cond, 'bool'),
          consequent: this.forward(s.consequent, zeroStores),
          alternate: this.forward(s.alternate, zeroStores),
        });
      else if (s.kind === 'loop') out.push(...this.forwardLoop(s, zeroStores));
      else if (zeroStores) out.push(...this.zeroStore(s.array, s.index, s.value.type, s.site));
    }
    return out;
  }

  private zeroStore(array: string, index: Expr, type: ScalarType, from: number): Stmt[] {
    const grad = this.c.gradOf.get(array);
    if (grad === undefined) return [];
    return [
      { kind: 'store', array: grad, index, value: num(type, 0), checked: false, site: this.site(grad, from) },
    ];
  }

  private forwardLoop(s: PLoop, zeroStores = false): Stmt[] {
    const trips = local(s.trips, 'i32');
    const tail: Stmt[] = [assign(s.trips, bin('add', trips, num('i32', 1)))];
    const ind = s.induction;
    if (ind) {
      const v = local(ind.name, ind.type);
      tail.push(
        assign(ind.name, bin('add', v, num(ind.type, ind.type === 'u32' ? ind.step >>> 0 : ind.step))),
      );
    }
    return [
      assign(s.trips, num('i32', 0)),
      {
        kind: 'loop',
        test: s.test,
        testAtEnd: s.testAtEnd,
        body: [
          ...this.forward(s.body, zeroStores),
          ...s.writebacks.map((w) => assign(w.name, w.value)),
          ...tail,
        ],
        update: [],
      },
    ];
  }

  reverse(stmts: readonly PStmt[]): Stmt[] {
    const out: Stmt[] = [];
    for (let i = stmts.length - 1; i >= 0; i--) {
      const s = stmts[i];
      if (s === undefined) continue;
      if (s.kind === 'assign') out.push(...this.reverseAssign(s));
      else if (s.kind === 'store') out.push(...this.reverseStore(s.array, s.index, s.value, s.site));
      else if (s.kind === 'if') {
        const consequent = this.reverse(s.consequent);
        const alternate = this.reverse(s.alternate);
        if (consequent.length || alternate.length)
          out.push({ kind: 'if', test: local(s.cond, 'bool'), consequent, alternate });
      } else out.push(...this.reverseLoop(s));
    }
    return out;
  }

  private reverseAssign(s: PAssign): Stmt[] {
    if (!this.c.active.has(s.name)) return [];
    const a = this.adj(s.name);
    const g = this.c.fresh(s.type, 'g');
    const out: Stmt[] = [assign(g, local(a, s.type)), assign(a, num(s.type, 0))];
    for (const c of contributions(s.value, local(s.name, s.type)))
      out.push(...this.accumulate(c, local(g, s.type)));
    return out;
  }

  private accumulate(c: Contribution, g: Expr): Stmt[] {
    const t = c.target;
    if (t.kind === 'local' && this.c.active.has(t.name)) {
      const a = this.adj(t.name);
      return [assign(a, bin('add', local(a, t.type), c.of(g)))];
    }
    if (t.kind !== 'load') return [];
    const grad = this.c.gradOf.get(t.array);
    if (grad === undefined) return [];
    const value = c.of(g);
    const gs = this.gather;
    if (gs) {
      const acc = gs.acc.get(t.array);
      if (acc !== undefined) return this.gathered(gs, acc, t, value);
      if (!gs.own) return [];
    }
    const site = this.site(grad, t.site);
    const expanded = this.c.expanded?.has(t.array) === true;
    if (expanded || this.c.ownIndex.has(t.array)) {
      const index: Expr = expanded ? (this.c.ownElement ?? { kind: 'index', type: 'i32', dim: 0 }) : t.index;
      const old: Expr = { kind: 'load', type: t.type, array: grad, index, checked: false, site };
      const sum = this.c.overwritten?.has(t.array) === true ? value : bin('add', old, value);
      return [{ kind: 'store', array: grad, index, value: sum, checked: false, site }];
    }
    const add: Expr = {
      kind: 'atomic',
      type: t.type,
      op: 'add',
      array: grad,
      index: t.index,
      args: [value],
      checked: false,
      site,
    };
    return [{ kind: 'expr', expr: add }];
  }

  /** A gathered array's load: into the accumulator at this sweep's shift, else dropped. */
  private gathered(gs: GatherSweep, acc: string, t: Extract<Expr, { kind: 'load' }>, value: Expr): Stmt[] {
    const shift = gs.siteShift.get(t.site);
    if (!shift) throw new InternalError(`autodiff: gathered load site ${t.site} has no shift`);
    return shift.join(',') === gs.shift ? [assign(acc, bin('add', local(acc, t.type), value))] : [];
  }

  private site(array: string, from: number): number {
    const loc = this.c.sites[from]?.loc ?? { line: 1, column: 1 };
    this.c.sites.push({ array, loc });
    return this.c.sites.length - 1;
  }

  private reverseStore(array: string, index: Expr, value: Expr, from: number): Stmt[] {
    const grad = this.c.gradOf.get(array);
    if (grad === undefined) return [];
    const type = value.type;
    const site = this.site(grad, from);
    const read: Expr = { kind: 'load', type, array: grad, index, checked: false, site };
    const out: Stmt[] = [];
    if (value.kind === 'local' && this.c.active.has(value.name)) {
      const a = this.adj(value.name);
      out.push(assign(a, bin('add', local(a, type), read)));
    }
    if (this.gather || this.c.kept?.has(array) === true) return out;
    out.push({ kind: 'store', array: grad, index, value: num(type, 0), checked: false, site });
    return out;
  }

  /** Iterations k = trips-1 … 0: restore the iteration's state, replay its body, reverse it. */
  private reverseLoop(s: PLoop): Stmt[] {
    const inner = [...this.reverse(s.writebacks), ...this.reverse(s.body)];
    if (inner.length === 0) return [];
    const k = this.c.fresh('i32', 'k');
    const kv = local(k, 'i32');
    const restore: Stmt[] = [];
    if (s.recompute) {
      const kk = this.c.fresh('i32', 'k');
      const kkv = local(kk, 'i32');
      restore.push(...s.carried.map((c) => assign(c.header, c.before)), assign(kk, num('i32', 0)));
      restore.push({
        kind: 'loop',
        test: bin('lt', kkv, kv, 'bool'),
        testAtEnd: false,
        body: [
          ...this.inductionAt(s, kkv),
          ...this.forward(s.body),
          ...s.writebacks.map((w) => assign(w.name, w.value)),
        ],
        update: [assign(kk, bin('add', kkv, num('i32', 1)))],
      });
    }
    return [
      assign(k, bin('sub', local(s.trips, 'i32'), num('i32', 1))),
      {
        kind: 'loop',
        test: bin('ge', kv, num('i32', 0), 'bool'),
        testAtEnd: false,
        body: [...restore, ...this.inductionAt(s, kv), ...this.forward(s.body), ...inner],
        update: [assign(k, bin('sub', kv, num('i32', 1)))],
      },
    ];
  }

  /** The induction local's value in iteration `k`: start + k·step (wrapping, as the forward steps). */
  private inductionAt(s: PLoop, k: Expr): Stmt[] {
    const ind = s.induction;
    if (!ind) return [];
    const step = num(ind.type, ind.type === 'u32' ? ind.step >>> 0 : ind.step);
    return [assign(ind.name, bin('add', ind.start, bin('mul', cast(ind.type, k), step)))];
  }
}
