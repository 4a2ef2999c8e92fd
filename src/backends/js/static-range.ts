/**
 * Range checks proven at compile time. Work-group kernels index their shared arrays (constant
 * length) with local ids and counters of constant loops (`As[li * T + k]`, `k < T`); after the
 * work-item-loops pass the local ids are counters too (`for (l = 0; l < 16; l++)`). An interval
 * analysis over i32 locals proves such indices in [0, length) and the renderer drops their checks,
 * where loop versioning would test them again at every entry of the inner loop.
 *
 * The analysis is a forward walk: an assignment sets its local's interval (unknown when the value
 * is not an integer expression of known locals and constants, or could wrap); a loop forgets the
 * locals it assigns, except a counter `v = a; for (; v < C; v += s)` (constant step s > 0, v not
 * assigned in the body), which lies in [a, last value below C] inside the body; after an if, a
 * local keeps the union of the branches' intervals. Only arrays whose length is a compile-time
 * constant (shared and per-item arrays) are considered.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { assignedNames, visit } from '../../ir/walk.js';

type Interval = readonly [number, number];
type Env = Map<string, Interval>;

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;

function fits(lo: number, hi: number): Interval | undefined {
  return Number.isSafeInteger(lo) && Number.isSafeInteger(hi) && lo >= I32_MIN && hi <= I32_MAX
    ? [lo, hi]
    : undefined;
}

function interval(e: Expr, env: Env): Interval | undefined {
  switch (e.kind) {
    case 'const':
      return typeof e.value === 'number' && Number.isInteger(e.value) ? [e.value, e.value] : undefined;
    case 'local':
      return e.type === 'i32' ? env.get(e.name) : undefined;
    case 'binary': {
      if (e.type !== 'i32' || (e.op !== 'add' && e.op !== 'sub' && e.op !== 'mul')) return undefined;
      const a = interval(e.left, env);
      const b = interval(e.right, env);
      if (!a || !b) return undefined;
      if (e.op === 'add') return fits(a[0] + b[0], a[1] + b[1]);
      if (e.op === 'sub') return fits(a[0] - b[1], a[1] - b[0]);
      const p = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]];
      return fits(Math.min(...p), Math.max(...p));
    }
    default:
      return undefined;
  }
}

/** `v` if `update` is exactly `v = v + s` (s a positive constant); else undefined. */
function counterStep(update: readonly Stmt[]): { name: string; step: number } | undefined {
  const [u] = update;
  if (update.length !== 1 || u?.kind !== 'assign') return undefined;
  const v = u.value;
  if (v.kind !== 'binary' || v.op !== 'add' || v.left.kind !== 'local' || v.left.name !== u.name)
    return undefined;
  if (v.right.kind !== 'const' || typeof v.right.value !== 'number') return undefined;
  const step = v.right.value;
  return Number.isInteger(step) && step > 0 ? { name: u.name, step } : undefined;
}

/** The accesses (load, store and atomic nodes) of `k` whose index is proven in range. */
export function staticallyInRange(k: KernelIR): Set<object> {
  const lengths = new Map((k.shared ?? []).map((a) => [a.name, a.length]));
  const proven = new Set<object>();
  if (lengths.size === 0) return proven;
  // Locals bound by `let` expressions change inside expressions: never tracked.
  const untracked = new Set<string>();
  visit(k.body, (e) => {
    if (e.kind === 'let') untracked.add(e.name);
  });
  const check = (node: object, array: string, index: Expr, env: Env): void => {
    const n = lengths.get(array);
    const r = n === undefined ? undefined : interval(index, env);
    if (n !== undefined && r && r[0] >= 0 && r[1] < n) proven.add(node);
  };
  const exprs = (roots: readonly Expr[], env: Env): void => {
    for (const root of roots)
      visit([{ kind: 'expr', expr: root }], (e) => {
        if ((e.kind === 'load' || e.kind === 'atomic') && e.checked) check(e, e.array, e.index, env);
      });
  };
  const forget = (env: Env, names: Iterable<string>): void => {
    for (const n of names) env.delete(n);
  };
  const block = (stmts: readonly Stmt[], env: Env): void => {
    for (const s of stmts) stmt(s, env);
  };
  const stmt = (s: Stmt, env: Env): void => {
    switch (s.kind) {
      case 'assign': {
        exprs([s.value], env);
        const r = untracked.has(s.name) ? undefined : interval(s.value, env);
        if (r) env.set(s.name, r);
        else env.delete(s.name);
        return;
      }
      case 'store':
        exprs([s.index, s.value], env);
        if (s.checked) check(s, s.array, s.index, env);
        return;
      case 'expr':
        exprs([s.expr], env);
        return;
      case 'return':
        if (s.value) exprs([s.value], env);
        return;
      case 'if': {
        exprs([s.test], env);
        const a = new Map(env);
        const b = new Map(env);
        block(s.consequent, a);
        block(s.alternate, b);
        env.clear();
        for (const [n, ra] of a) {
          const rb = b.get(n);
          if (rb) env.set(n, [Math.min(ra[0], rb[0]), Math.max(ra[1], rb[1])]);
        }
        return;
      }
      case 'loop': {
        const writes = assignedNames([...s.body, ...s.update]);
        const c = !s.testAtEnd && s.test ? counterStep(s.update) : undefined;
        const start = c ? env.get(c.name) : undefined;
        const bodyWrites = assignedNames(s.body);
        forget(env, writes);
        const inner = new Map(env);
        if (c && start && !bodyWrites.has(c.name) && s.test?.kind === 'binary') {
          const t = s.test;
          const bound = interval(t.right, env);
          const isCounter = t.left.kind === 'local' && t.left.name === c.name;
          if (isCounter && bound && (t.op === 'lt' || t.op === 'le')) {
            const last = t.op === 'lt' ? bound[1] - 1 : bound[1];
            // With a constant start the counter takes start + m * step only.
            const top =
              start[0] === start[1] ? start[0] + Math.floor((last - start[0]) / c.step) * c.step : last;
            if (top >= start[0]) inner.set(c.name, [start[0], top]);
          }
        }
        if (s.test) exprs([s.test], inner);
        block(s.body, inner);
        return;
      }
      default:
        return;
    }
  };
  block(k.body, new Map());
  return proven;
}
