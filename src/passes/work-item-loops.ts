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
import type { Expr, IRVariable, KernelIR, LoopStmt, SharedArray, Stmt } from '../ir/nodes.js';
import { analyseUniformity, containsBarrier, loopExits } from '../ir/uniformity.js';
import { assignedNames, mapExprs, visit } from '../ir/walk.js';
import { jamItems } from './jam-items.js';
import { placeLocals } from './work-item-locals.js';
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
  const u = analyseUniformity(k);
  const noReturn = !containsReturn(k.body);
  const sink = (s: LoopStmt): boolean => {
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
  };
  const taken = new Set<string>([
    ...k.params.map((p) => p.name),
    ...k.locals.map((l) => l.name),
    ...(k.shared ?? []).map((a) => a.name),
    ...k.functions.map((f) => f.name),
  ]);
  const fresh = (base: string): string => {
    let n = base;
    for (let c = 1; taken.has(n); c++) n = `${base}_${c}`;
    taken.add(n);
    return n;
  };
  const items = wg.reduce((a, b) => a * b, 1);
  const lv = wg.map((_, d) => fresh(`wi_l${d}`));
  const newLocals: IRVariable[] = lv.map((name) => ({ name, type: 'i32', sourceName: name }));

  // Where each local lives (work-item-locals.ts), and the pieces of the body.
  const { pieces, remat, spilled, live } = placeLocals(k, u.varying, sink, items, fresh);
  const typeOf = new Map(k.locals.map((l) => [l.name, l.type]));

  // The flat local id and the expression rewrites.
  const lid = (): Expr => {
    let e: Expr = local(lv[0] ?? '');
    for (let d = 1; d < wg.length; d++) e = bin('add', bin('mul', e, i32(wg[d] ?? 1)), local(lv[d] ?? ''));
    return e;
  };
  const spillLoad = (name: string, at: Expr): Expr => {
    const a = spilled.get(name);
    const t = typeOf.get(name) ?? 'i32';
    if (!a) throw new InternalError(`work-item loops: ${name} is not spilled`);
    const ld: Expr = { kind: 'load', type: a.type, array: a.name, index: at, checked: false, site: -1 };
    return t === 'bool' ? { kind: 'binary', type: 'bool', op: 'ne', left: ld, right: i32(0) } : ld;
  };
  const spillValue = (name: string, v: Expr): Expr =>
    typeOf.get(name) === 'bool' ? { kind: 'cast', type: 'i32', arg: v } : v;
  const rematValues = new Map<string, Expr>();
  const rematValue = (name: string): Expr | undefined => {
    const def = remat.get(name);
    if (def?.stmt.kind !== 'assign') return undefined;
    let v = rematValues.get(name);
    if (!v) {
      const [st] = rewrite([{ kind: 'expr', expr: def.stmt.value }], true, -1);
      if (st?.kind !== 'expr') throw new InternalError('work-item loops: rematerialised value');
      v = st.expr;
      rematValues.set(name, v);
    }
    return v;
  };
  /** `region`: the region being rewritten (-1: everywhere a rematerialised local is recomputed). */
  const rewrite = (stmts: readonly Stmt[], atItem: boolean, region?: number): Stmt[] => {
    const at = atItem ? lid : () => i32(0);
    const exprs = (ss: readonly Stmt[]): Stmt[] =>
      mapExprs(ss, (e) => {
        switch (e.kind) {
          case 'index': {
            if (!atItem) throw new InternalError('work-item loops: a global id at group level');
            return bin('add', bin('mul', { ...e }, i32(wg[e.dim] ?? 1)), local(lv[e.dim] ?? ''));
          }
          case 'groupId':
            if (e.which === 'group') return { kind: 'index', type: 'i32', dim: e.dim };
            if (e.which === 'local') {
              if (!atItem) throw new InternalError('work-item loops: a local id at group level');
              return local(lv[e.dim] ?? '');
            }
            return e;
          case 'local': {
            const def = atItem && region !== undefined ? remat.get(e.name) : undefined;
            if (def && def.region !== region) return rematValue(e.name) ?? e;
            // Inside an item loop a per-item local lives in its variable (loaded and stored
            // around the region); at group level it is read from item 0's copy.
            return spilled.has(e.name) && !atItem ? spillLoad(e.name, at()) : e;
          }
          default:
            return e;
        }
      });
    const stores = (ss: readonly Stmt[]): Stmt[] =>
      ss.map((s): Stmt => {
        if (s.kind === 'assign' && spilled.has(s.name) && !atItem) {
          const a = spilled.get(s.name) as SharedArray;
          return {
            kind: 'store',
            array: a.name,
            index: at(),
            value: spillValue(s.name, s.value),
            checked: false,
            site: -1,
            loc: s.loc,
          };
        }
        if (s.kind === 'if')
          return { ...s, consequent: stores(s.consequent), alternate: stores(s.alternate) };
        if (s.kind === 'loop') return { ...s, body: stores(s.body), update: stores(s.update) };
        return s;
      });
    // Index expressions are rewritten once: stores first (their values still hold `index`).
    return exprs(stores(stmts));
  };
  // `index` nodes the rewrite creates for group ids must not be rewritten again: rewrite
  // original indices before group ids become indices (one mapExprs pass does both bottom-up).

  let retFlag: string | undefined;
  const flag = (): string => {
    retFlag ??= fresh('wi_returned');
    return retFlag;
  };
  /** Returns inside a region end the item: break out of a one-trip loop (through user loops). */
  const returnsToBreaks = (ss: readonly Stmt[], depth: number): Stmt[] => {
    const out: Stmt[] = [];
    for (const s of ss) {
      if (s.kind === 'return') {
        if (depth > 0)
          out.push({ kind: 'assign', name: flag(), value: { kind: 'const', type: 'bool', value: true } });
        out.push({ kind: 'break', loc: s.loc });
      } else if (s.kind === 'if') {
        out.push({
          ...s,
          consequent: returnsToBreaks(s.consequent, depth),
          alternate: returnsToBreaks(s.alternate, depth),
        });
      } else if (s.kind === 'loop' && containsReturn(s.body)) {
        out.push({ ...s, body: returnsToBreaks(s.body, depth + 1) });
        out.push({ kind: 'if', test: local(flag(), 'bool'), consequent: [{ kind: 'break' }], alternate: [] });
      } else out.push(s);
    }
    return out;
  };
  const itemLoops = (body: Stmt[], step = 1): Stmt[] => {
    let inner = body;
    for (let d = wg.length - 1; d >= 0; d--) {
      const v = lv[d] ?? '';
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
  };
  const jamTypes = new Map<string, Expr['type']>([...typeOf, ...lv.map((v) => [v, 'i32'] as const)]);
  /** The item loops around a region's body, jammed when `opts.jamItems` applies (jam-items.ts). */
  const jammedItemLoops = (body: Stmt[]): Stmt[] => {
    const width = wg[wg.length - 1] ?? 1;
    const copies = opts.jamItems ?? 1;
    const item = lv[wg.length - 1] ?? '';
    const jam = copies > 1 && width % copies === 0 ? jamItems(body, item, copies, jamTypes, fresh) : null;
    if (!jam) return itemLoops(body);
    newLocals.push(...jam.locals);
    return itemLoops(jam.body, copies);
  };
  const region = (id: number, stmts: readonly Stmt[]): Stmt[] => {
    const all = stmts;
    let body = rewrite(all, true, id);
    if (containsReturn(body)) {
      const pre: Stmt[] = containsLoopReturn(body)
        ? [{ kind: 'assign', name: flag(), value: { kind: 'const', type: 'bool', value: false } }]
        : [];
      body = [
        ...pre,
        {
          kind: 'loop',
          test: { kind: 'const', type: 'bool', value: false },
          testAtEnd: true,
          body: returnsToBreaks(body, 0),
          update: [],
        },
      ];
    }
    // Per-item locals of this region: loaded into their variable per item, stored back after.
    const used = localsOf(all, new Set());
    const written = assignedNames(all);
    const loads: Stmt[] = [];
    const stores: Stmt[] = [];
    for (const [name, a] of spilled) {
      if (!used.has(name)) continue;
      if (live.get(id)?.has(name)) loads.push({ kind: 'assign', name, value: spillLoad(name, lid()) });
      if (written.has(name))
        stores.push({
          kind: 'store',
          array: a.name,
          index: lid(),
          value: spillValue(name, local(name, typeOf.get(name))),
          checked: false,
          site: -1,
        });
    }
    return jammedItemLoops([...loads, ...body, ...stores]);
  };
  const groupExpr = (e: Expr): Expr => {
    const [s] = rewrite([{ kind: 'expr', expr: e }], false);
    if (s?.kind !== 'expr') throw new InternalError('work-item loops: group expression');
    return s.expr;
  };
  const render = (ps: readonly Piece[]): Stmt[] => {
    const out: Stmt[] = [];
    for (const p of ps) {
      if (p.kind === 'region') out.push(...region(p.id, p.stmts));
      else if (p.kind === 'group') out.push(...rewrite([p.stmt], false));
      else if (p.kind === 'if')
        out.push({
          ...p.stmt,
          test: groupExpr(p.stmt.test),
          consequent: render(p.cons),
          alternate: render(p.alt),
        });
      else {
        const update = render(p.update);
        const simple = update.every((s) => s.kind === 'assign' || s.kind === 'store' || s.kind === 'expr');
        if (!simple && loopExits(p.stmt.body).some((s) => s.kind === 'continue'))
          throw new InternalError("work-item loops: 'continue' in a loop whose update runs per item");
        out.push({
          ...p.stmt,
          test: p.stmt.test ? groupExpr(p.stmt.test) : null,
          body: simple ? render(p.body) : [...render(p.body), ...update],
          update: simple ? update : [],
        });
      }
    }
    return out;
  };
  const zero: Stmt[] = [...spilled.values()].map((a) => ({
    kind: 'store',
    array: a.name,
    index: lid(),
    value: { kind: 'const', type: a.type, value: 0 },
    checked: false,
    site: -1,
  }));
  const body = [...(zero.length ? itemLoops(zero) : []), ...render(pieces)];
  if (retFlag) newLocals.push({ name: retFlag, type: 'bool', sourceName: retFlag });
  return {
    ...k,
    locals: [...k.locals, ...newLocals],
    shared: [...(k.shared ?? []), ...spilled.values()],
    body,
    groupLoops: true,
  };
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
