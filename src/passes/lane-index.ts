/**
 * Lane indices with offsets. An access index is `x + d`, `x` the innermost launch index and `d` a
 * sum of uniform terms (constants, parameters, outer indices, in any order and nesting):
 * `py * w + px`, `k - 1`, `k + n` after `const k = r * n + q`. Locals are looked through when
 * they are *lane-affine*: assigned exactly once, by a top-level statement, from such an index, and
 * read nowhere before that statement (so every read sees that value).
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { assignCounts, childBlocks, rebuildChildren, visit } from '../ir/walk.js';

/** One signed uniform term of an offset. */
export interface Term {
  readonly sign: 1 | -1;
  readonly expr: Expr;
}

/** An index `x + offset` (summed with wrapping i32 adds, like the scalar code). */
export interface LaneAccess {
  readonly offset: readonly Term[];
}

/**
 * True when `e` has the same value in every lane (no innermost index, loads, locals or calls),
 * reading the locals in `locals` (lane-uniform ones, kept in one scalar) as uniform too.
 */
export function isUniform(e: Expr, inner: number, locals?: ReadonlySet<string>): boolean {
  let ok = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'index' && x.dim === inner) ok = false;
    if (x.kind === 'local' && !locals?.has(x.name)) ok = false;
    if (x.kind === 'load' || x.kind === 'atomic') ok = false;
    if (x.kind === 'helper' || x.kind === 'call') ok = false;
  });
  return ok;
}

/** An offset as its non-constant terms (`key` names them) plus the sum of its constant ones. */
export interface SplitOffset {
  readonly key: string;
  readonly terms: readonly Term[];
  readonly constant: number;
}

const SITE_FIELDS: ReadonlySet<string> = new Set(['loc', 'site', 'checked']);

export function splitOffset(offset: readonly Term[]): SplitOffset {
  let constant = 0;
  const terms: Term[] = [];
  for (const t of offset) {
    if (t.expr.kind === 'const' && typeof t.expr.value === 'number') constant += t.sign * t.expr.value;
    else terms.push(t);
  }
  // the value only: where it was written (loc) and a dimension check's site and flag do not change it
  const key = JSON.stringify(terms, (k, v: unknown) => (SITE_FIELDS.has(k) ? undefined : (v as unknown)));
  return { key, terms, constant };
}

function readsLocal(stmts: readonly Stmt[], name: string): boolean {
  let found = false;
  visit(stmts, (e) => {
    if (e.kind === 'local' && e.name === name) found = true;
  });
  return found;
}

/**
 * The frontend's index temporaries (lower-stmt.ts: a shaped target's index computed before the
 * value, as JS orders its checks): `t = idx;` right before `a[t] = …`, t assigned there only and
 * read only by that store. Nothing between the two assigns a local (the value is an expression),
 * so the store's index is `idx` evaluated at the store.
 */
export function indexTemps(body: readonly Stmt[]): Map<string, Expr> {
  const counts = assignCounts(body);
  const reads = new Map<string, number>();
  visit(body, (e) => {
    if (e.kind === 'local') reads.set(e.name, (reads.get(e.name) ?? 0) + 1);
  });
  const temps = new Map<string, Expr>();
  const scan = (stmts: readonly Stmt[]): void => {
    stmts.forEach((s, n) => {
      for (const inner of childBlocks(s)) scan(inner);
      const next = stmts[n + 1];
      if (s.kind !== 'assign' || counts.get(s.name) !== 1 || next?.kind !== 'store') return;
      if (next.index.kind !== 'local' || next.index.name !== s.name) return;
      let inStore = 0;
      visit([next], (e) => {
        if (e.kind === 'local' && e.name === s.name) inStore++;
      });
      if (inStore === reads.get(s.name)) temps.set(s.name, s.value);
    });
  };
  scan(body);
  return temps;
}

/** Resolves access indices of kernel `k` into lane base + offset. */
export class LaneIndexer {
  private readonly affine = new Map<string, LaneAccess>();
  /** Index temporaries (`indexTemps`), looked through when offsets may read uniform locals. */
  private readonly temps: ReadonlyMap<string, Expr>;

  /** `uniform`: lane-uniform locals, which offsets may read (their terms then change along a loop). */
  constructor(
    k: KernelIR,
    private readonly inner: number,
    private readonly uniform?: ReadonlySet<string>,
  ) {
    this.temps = uniform ? indexTemps(k.body) : new Map();
    const assigns = assignCounts(k.body);
    k.body.forEach((s, i) => {
      if (s.kind !== 'assign' || assigns.get(s.name) !== 1) return;
      if (readsLocal(k.body.slice(0, i + 1), s.name)) return;
      const a = this.access(s.value);
      if (a) this.affine.set(s.name, a);
    });
  }

  /** The expression an index temporary `name` stands for (`indexTemps`), if it is one. */
  temp(name: string): Expr | undefined {
    return this.temps.get(name);
  }

  /** `index` as base + offset, or undefined when it has another shape. */
  access(e: Expr): LaneAccess | undefined {
    const isX = (x: Expr) => x.kind === 'index' && x.dim === this.inner;
    if (isX(e)) return { offset: [] };
    // A shaped array's dimension check yields its index; the 4-lane path checks it up front
    // (dimChecks below), so it is looked through here.
    if (e.kind === 'dimcheck') return this.access(e.index);
    if (e.kind === 'local') {
      const t = this.temps.get(e.name);
      return this.affine.get(e.name) ?? (t ? this.access(t) : undefined);
    }
    if (e.kind !== 'binary' || e.type !== 'i32') return undefined;
    const uni = (x: Expr) => x.type === 'i32' && isUniform(x, this.inner, this.uniform);
    if (e.op === 'add') {
      if (uni(e.right)) return this.shift(e.left, { sign: 1, expr: e.right });
      if (uni(e.left)) return this.shift(e.right, { sign: 1, expr: e.left });
    }
    if (e.op === 'sub' && uni(e.right)) return this.shift(e.left, { sign: -1, expr: e.right });
    return undefined;
  }

  private shift(e: Expr, t: Term): LaneAccess | undefined {
    const a = this.access(e);
    return a ? { offset: [...a.offset, t] } : undefined;
  }
}

/** A checked dimension of a shaped access, as the 4-lane path checks it: a lane index or uniform. */
export interface LaneDimCheck {
  readonly extent: string;
  readonly lane?: LaneAccess;
  readonly uniform?: Expr;
}

/**
 * The checked dimension checks of `k`'s body, each as a lane index or a uniform value; undefined
 * when one is neither (its kernel then has no 4-lane path). Those in `skip` are checked elsewhere
 * (wasm: at the entry of the loop they are in, simd-loop-checks.ts).
 */
export function laneDimChecks(
  k: KernelIR,
  lanes: LaneIndexer,
  inner: number,
  skip?: ReadonlySet<object>,
): LaneDimCheck[] | undefined {
  const out: LaneDimCheck[] = [];
  let ok = true;
  visit(k.body, (e) => {
    if (e.kind !== 'dimcheck' || !e.checked || skip?.has(e)) return;
    const lane = lanes.access(e.index);
    if (lane) out.push({ extent: e.extent, lane });
    else if (isUniform(e.index, inner)) out.push({ extent: e.extent, uniform: e.index });
    else ok = false;
  });
  return ok ? out : undefined;
}

/** `e` with its dimension checks replaced by their indices (for values a range test has covered). */
export function withoutDimChecks(e: Expr): Expr {
  return e.kind === 'dimcheck' ? withoutDimChecks(e.index) : rebuildChildren(e, withoutDimChecks);
}
