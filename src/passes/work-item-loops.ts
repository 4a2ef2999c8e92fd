/**
 * Work-item loops: a work-group kernel becomes a kernel that runs once per *group*, with the items
 * of the group as explicit loops — the technique of CPU OpenCL implementations (POCL). The body is
 * cut at every barrier into *regions*; each region becomes `for (l0) for (l1) … { region }`, so
 * every item finishes a region before any starts the next. Barriers inside uniform ifs and loops
 * cut those bodies the same way: the if or loop itself runs once per group (its test is uniform).
 *
 * Locals: work-item-locals.ts decides where each lives — one variable per group, one the items
 * reuse, recomputed where read, or (live across a barrier) a per-item array indexed by the flat
 * local id, zeroed per group. A `return` inside a region ends that item's region (a one-trip loop
 * it breaks out of); a uniform `return` ends the group.
 *
 * Output: `groupLoops: true`; `index` d is the group id, `groupId 'groups'` the number of groups,
 * no barriers, no local ids. The CPU backends (js, native, wasm) render it like any kernel over
 * the group grid, allocate `shared` per group (or per thread) and launch range / workgroup.
 */
import { InternalError } from '../errors/errors.js';
import type { Expr, IRVariable, KernelIR, LoopStmt, ScalarType, Stmt } from '../ir/nodes.js';
import { analyseUniformity, containsBarrier, loopExits, type Uniformity } from '../ir/uniformity.js';
import { assignedNames, mapExprs, visit } from '../ir/walk.js';
import { jamItems } from './jam-items.js';
import { type LocalPlacement, placeLocals } from './work-item-locals.js';
import { containsReturn, localsOf, type Piece } from './work-item-regions.js';

const i32 = (value: number): Expr => ({ kind: 'const', type: 'i32', value });
const local = (name: string, type: Expr['type'] = 'i32'): Expr => ({ kind: 'local', type, name });
const bin = (op: 'add' | 'mul' | 'lt', left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  type: op === 'lt' ? 'bool' : 'i32',
  op,
  left,
  right,
});

export interface WorkItemLoopOptions {
  /**
   * Also run innermost uniform loops once per group with the item loop inside them (as if they
   * held a barrier), so the item loop is innermost and a C compiler vectorises it. Valid because
   * items of a group cannot communicate between barriers (that would be a race on any device).
   */
  readonly sinkUniformLoops?: boolean;
  /**
   * Run this many consecutive items of the innermost dimension together where a region holds a
   * loop that is the same for every item (unroll-and-jam, jam-items.ts), so their dependent chains
   * overlap. Used where a loop of scalar code is the fastest form (the js backend).
   */
  readonly jamItems?: number;
}

export function workItemLoops(k: KernelIR, opts: WorkItemLoopOptions = {}): KernelIR {
  const wg = k.workgroup;
  if (!wg || k.groupLoops) return k;
  return new GroupLoops(k, wg, opts).kernel();
}

/** Whether a uniform loop runs once per group with the item loops inside it (`sinkUniformLoops`). */
function sinkable(
  s: LoopStmt,
  u: Uniformity<ScalarType>,
  opts: WorkItemLoopOptions,
  noReturn: boolean,
): boolean {
  if (!opts.sinkUniformLoops || !noReturn || s.testAtEnd || !s.test || !u.isUniform(s.test)) return false;
  if (loopExits(s.body).length > 0 || containsBarrier(s.body)) return false;
  let nested = false;
  visit(
    s.body,
    () => {},
    (x) => {
      if (x.kind === 'loop') nested = true;
    },
  );
  return !nested && s.update.every((x) => x.kind === 'assign' && !u.varying.has(x.name));
}

/** A maker of names unused by the kernel's params, locals, shared arrays and helpers (nor by earlier calls). */
function freshNames(k: KernelIR): (base: string) => string {
  const taken = new Set<string>([
    ...k.params.map((p) => p.name),
    ...k.locals.map((l) => l.name),
    ...(k.shared ?? []).map((a) => a.name),
    ...k.functions.map((f) => f.name),
  ]);
  return (base) => {
    let n = base;
    for (let c = 1; taken.has(n); c++) n = `${base}_${c}`;
    taken.add(n);
    return n;
  };
}

/** The rewrite of one work-group kernel into its group-loops form. */
class GroupLoops {
  private readonly fresh: (base: string) => string;
  /** The item variable of each dimension. */
  private readonly lv: readonly string[];
  private readonly newLocals: IRVariable[];
  private readonly placement: LocalPlacement;
  private readonly typeOf: ReadonlyMap<string, ScalarType>;
  private readonly jamTypes: ReadonlyMap<string, ScalarType>;
  private readonly rematValues = new Map<string, Expr>();
  /** The flag a `return` inside a user loop of a region sets (made when first needed). */
  private retFlag: string | undefined;

  constructor(
    private readonly k: KernelIR,
    private readonly wg: readonly number[],
    private readonly opts: WorkItemLoopOptions,
  ) {
    const u = analyseUniformity(k);
    const noReturn = !containsReturn(k.body);
    this.fresh = freshNames(k);
    const items = wg.reduce((a, b) => a * b, 1);
    this.lv = wg.map((_, d) => this.fresh(`wi_l${d}`));
    this.newLocals = this.lv.map((name) => ({ name, type: 'i32', sourceName: name }));
    // Where each local lives (work-item-locals.ts), and the pieces of the body.
    const sink = (s: LoopStmt): boolean => sinkable(s, u, opts, noReturn);
    this.placement = placeLocals(k, u.varying, sink, items, this.fresh);
    this.typeOf = new Map(k.locals.map((l) => [l.name, l.type]));
    this.jamTypes = new Map<string, ScalarType>([...this.typeOf, ...this.lv.map((v) => [v, 'i32'] as const)]);
  }

  kernel(): KernelIR {
    const { spilled, pieces } = this.placement;
    const zero: Stmt[] = [...spilled.values()].map((a) => ({
      kind: 'store',
      array: a.name,
      index: this.lid(),
      value: { kind: 'const', type: a.type, value: 0 },
      checked: false,
      site: -1,
    }));
    const body = [...(zero.length ? this.itemLoops(zero) : []), ...this.render(pieces)];
    if (this.retFlag) this.newLocals.push({ name: this.retFlag, type: 'bool', sourceName: this.retFlag });
    return {
      ...this.k,
      locals: [...this.k.locals, ...this.newLocals],
      shared: [...(this.k.shared ?? []), ...spilled.values()],
      body,
      groupLoops: true,
    };
  }

  private itemVar(d: number): Expr {
    return local(this.lv[d] ?? '');
  }

  /** The flat local id. */
  private lid(): Expr {
    let e: Expr = this.itemVar(0);
    for (let d = 1; d < this.wg.length; d++)
      e = bin('add', bin('mul', e, i32(this.wg[d] ?? 1)), this.itemVar(d));
    return e;
  }

  private spillLoad(name: string, at: Expr): Expr {
    const a = this.placement.spilled.get(name);
    const t = this.typeOf.get(name) ?? 'i32';
    if (!a) throw new InternalError(`work-item loops: ${name} is not spilled`);
    const ld: Expr = { kind: 'load', type: a.type, array: a.name, index: at, checked: false, site: -1 };
    return t === 'bool' ? { kind: 'binary', type: 'bool', op: 'ne', left: ld, right: i32(0) } : ld;
  }

  private spillValue(name: string, v: Expr): Expr {
    return this.typeOf.get(name) === 'bool' ? { kind: 'cast', type: 'i32', arg: v } : v;
  }

  private rematValue(name: string): Expr | undefined {
    const def = this.placement.remat.get(name);
    if (def?.stmt.kind !== 'assign') return undefined;
    let v = this.rematValues.get(name);
    if (!v) {
      const [st] = this.rewrite([{ kind: 'expr', expr: def.stmt.value }], true, -1);
      if (st?.kind !== 'expr') throw new InternalError('work-item loops: rematerialised value');
      v = st.expr;
      this.rematValues.set(name, v);
    }
    return v;
  }

  /**
   * Ids, spilled and rematerialised locals rewritten for code run per item (`atItem`) or once per
   * group. `region`: the region being rewritten (-1: everywhere a rematerialised local is recomputed).
   */
  private rewrite(stmts: readonly Stmt[], atItem: boolean, region?: number): Stmt[] {
    // Index expressions are rewritten once: stores first (their values still hold `index`).
    // `index` nodes the rewrite creates for group ids must not be rewritten again: rewrite
    // original indices before group ids become indices (one mapExprs pass does both bottom-up).
    return mapExprs(this.groupStores(stmts, atItem), (e) => this.rewriteExpr(e, atItem, region));
  }

  private rewriteExpr(e: Expr, atItem: boolean, region: number | undefined): Expr {
    switch (e.kind) {
      case 'index': {
        if (!atItem) throw new InternalError('work-item loops: a global id at group level');
        return bin('add', bin('mul', { ...e }, i32(this.wg[e.dim] ?? 1)), this.itemVar(e.dim));
      }
      case 'groupId':
        if (e.which === 'group') return { kind: 'index', type: 'i32', dim: e.dim };
        if (e.which === 'local') {
          if (!atItem) throw new InternalError('work-item loops: a local id at group level');
          return this.itemVar(e.dim);
        }
        return e;
      case 'local': {
        const def = atItem && region !== undefined ? this.placement.remat.get(e.name) : undefined;
        if (def && def.region !== region) return this.rematValue(e.name) ?? e;
        // Inside an item loop a per-item local lives in its variable (loaded and stored
        // around the region); at group level it is read from item 0's copy.
        return this.placement.spilled.has(e.name) && !atItem ? this.spillLoad(e.name, i32(0)) : e;
      }
      default:
        return e;
    }
  }

  /** At group level, assignments to per-item locals store into item 0's copy. */
  private groupStores(ss: readonly Stmt[], atItem: boolean): Stmt[] {
    return ss.map((s): Stmt => {
      const a = s.kind === 'assign' && !atItem ? this.placement.spilled.get(s.name) : undefined;
      if (s.kind === 'assign' && a) {
        const value = this.spillValue(s.name, s.value);
        return { kind: 'store', array: a.name, index: i32(0), value, checked: false, site: -1, loc: s.loc };
      }
      if (s.kind === 'if')
        return {
          ...s,
          consequent: this.groupStores(s.consequent, atItem),
          alternate: this.groupStores(s.alternate, atItem),
        };
      if (s.kind === 'loop')
        return { ...s, body: this.groupStores(s.body, atItem), update: this.groupStores(s.update, atItem) };
      return s;
    });
  }

  private flag(): string {
    this.retFlag ??= this.fresh('wi_returned');
    return this.retFlag;
  }

  /** Returns inside a region end the item: break out of a one-trip loop (through user loops). */
  private returnsToBreaks(ss: readonly Stmt[], depth: number): Stmt[] {
    const out: Stmt[] = [];
    for (const s of ss) {
      if (s.kind === 'return') {
        if (depth > 0)
          out.push({
            kind: 'assign',
            name: this.flag(),
            value: { kind: 'const', type: 'bool', value: true },
          });
        out.push({ kind: 'break', loc: s.loc });
      } else if (s.kind === 'if') {
        out.push({
          ...s,
          consequent: this.returnsToBreaks(s.consequent, depth),
          alternate: this.returnsToBreaks(s.alternate, depth),
        });
      } else if (s.kind === 'loop' && containsReturn(s.body)) {
        out.push({ ...s, body: this.returnsToBreaks(s.body, depth + 1) });
        out.push({
          kind: 'if',
          test: local(this.flag(), 'bool'),
          consequent: [{ kind: 'break' }],
          alternate: [],
        });
      } else out.push(s);
    }
    return out;
  }

  private itemLoops(body: Stmt[], step = 1): Stmt[] {
    const wg = this.wg;
    let inner = body;
    for (let d = wg.length - 1; d >= 0; d--) {
      const v = this.lv[d] ?? '';
      const by = d === wg.length - 1 ? step : 1;
      inner = [
        { kind: 'assign', name: v, value: i32(0) },
        {
          kind: 'loop',
          test: bin('lt', local(v), i32(wg[d] ?? 1)),
          testAtEnd: false,
          body: inner,
          update: [{ kind: 'assign', name: v, value: bin('add', local(v), i32(by)) }],
        },
      ];
    }
    return inner;
  }

  /** The item loops around a region's body, jammed when `opts.jamItems` applies (jam-items.ts). */
  private jammedItemLoops(body: Stmt[]): Stmt[] {
    const last = this.wg.length - 1;
    const width = this.wg[last] ?? 1;
    const copies = this.opts.jamItems ?? 1;
    const item = this.lv[last] ?? '';
    const jam =
      copies > 1 && width % copies === 0 ? jamItems(body, item, copies, this.jamTypes, this.fresh) : null;
    if (!jam) return this.itemLoops(body);
    this.newLocals.push(...jam.locals);
    return this.itemLoops(jam.body, copies);
  }

  private region(id: number, stmts: readonly Stmt[]): Stmt[] {
    let body = this.rewrite(stmts, true, id);
    if (containsReturn(body)) {
      const pre: Stmt[] = containsLoopReturn(body)
        ? [{ kind: 'assign', name: this.flag(), value: { kind: 'const', type: 'bool', value: false } }]
        : [];
      body = [
        ...pre,
        {
          kind: 'loop',
          test: { kind: 'const', type: 'bool', value: false },
          testAtEnd: true,
          body: this.returnsToBreaks(body, 0),
          update: [],
        },
      ];
    }
    // Per-item locals of this region: loaded into their variable per item, stored back after.
    const used = localsOf(stmts, new Set());
    const written = assignedNames(stmts);
    const loads: Stmt[] = [];
    const stores: Stmt[] = [];
    for (const [name, a] of this.placement.spilled) {
      if (!used.has(name)) continue;
      if (this.placement.live.get(id)?.has(name))
        loads.push({ kind: 'assign', name, value: this.spillLoad(name, this.lid()) });
      if (written.has(name))
        stores.push({
          kind: 'store',
          array: a.name,
          index: this.lid(),
          value: this.spillValue(name, local(name, this.typeOf.get(name))),
          checked: false,
          site: -1,
        });
    }
    return this.jammedItemLoops([...loads, ...body, ...stores]);
  }

  private groupExpr(e: Expr): Expr {
    const [s] = this.rewrite([{ kind: 'expr', expr: e }], false);
    if (s?.kind !== 'expr') throw new InternalError('work-item loops: group expression');
    return s.expr;
  }

  private render(ps: readonly Piece[]): Stmt[] {
    const out: Stmt[] = [];
    for (const p of ps) {
      if (p.kind === 'region') out.push(...this.region(p.id, p.stmts));
      else if (p.kind === 'group') out.push(...this.rewrite([p.stmt], false));
      else if (p.kind === 'if')
        out.push({
          ...p.stmt,
          test: this.groupExpr(p.stmt.test),
          consequent: this.render(p.cons),
          alternate: this.render(p.alt),
        });
      else {
        const update = this.render(p.update);
        const simple = update.every((s) => s.kind === 'assign' || s.kind === 'store' || s.kind === 'expr');
        if (!simple && loopExits(p.stmt.body).some((s) => s.kind === 'continue'))
          throw new InternalError("work-item loops: 'continue' in a loop whose update runs per item");
        out.push({
          ...p.stmt,
          test: p.stmt.test ? this.groupExpr(p.stmt.test) : null,
          body: simple ? this.render(p.body) : [...this.render(p.body), ...update],
          update: simple ? update : [],
        });
      }
    }
    return out;
  }
}

function containsLoopReturn(stmts: readonly Stmt[]): boolean {
  let found = false;
  visit(
    stmts,
    () => {},
    (s) => {
      if (s.kind === 'loop' && containsReturn(s.body)) found = true;
    },
  );
  return found;
}
