/**
 * Which loops need a cancellation poll at their back-edge (the timeout variant, runtime/timeout.ts).
 * A *counted leaf loop* ends by itself within 2^32 iterations and holds no other loop, so it is
 * polled only through its enclosing loop (whose back-edges count it once per entry): that keeps the
 * per-iteration check out of the hot inner loops of real kernels. It is a loop whose test is, or
 * is a conjunction holding, `v < B` (or `B > v`) with `v` an i32/u32 local stepped by exactly one
 * top-level `v = v + c` (c >= 1) per iteration, or `v > B` stepped by `v = v - c`, where `B` is a
 * constant, a parameter or a local the loop never assigns, and no `continue` can skip the step.
 */
import type { Expr, LoopStmt, Stmt } from './nodes.js';
import { visit } from './walk.js';

const counted = new WeakMap<LoopStmt, boolean>();

function conjuncts(e: Expr, out: Expr[]): Expr[] {
  if (e.kind === 'logical' && e.op === 'and') {
    conjuncts(e.left, out);
    conjuncts(e.right, out);
  } else out.push(e);
  return out;
}

/** Locals assigned anywhere in `stmts` (statements and `let` bindings), with their count. */
function assignments(stmts: readonly Stmt[]): Map<string, number> {
  const n = new Map<string, number>();
  const add = (name: string) => n.set(name, (n.get(name) ?? 0) + 1);
  visit(
    stmts,
    (e) => {
      if (e.kind === 'let') add(e.name);
    },
    (s) => {
      if (s.kind === 'assign') add(s.name);
    },
  );
  return n;
}

/** The step of `s` when it is `v = v + c` / `v = v - c` with a constant c; else undefined. */
function stepOf(s: Stmt, v: string): number | undefined {
  if (s.kind !== 'assign' || s.name !== v) return undefined;
  const e = s.value;
  if (e.kind !== 'binary' || (e.op !== 'add' && e.op !== 'sub')) return undefined;
  if (e.left.kind !== 'local' || e.left.name !== v) return undefined;
  if (e.right.kind !== 'const' || typeof e.right.value !== 'number' || !Number.isInteger(e.right.value))
    return undefined;
  return e.op === 'add' ? e.right.value : -e.right.value;
}

/** A bound that does not change while the loop runs. */
function invariant(b: Expr, assigned: ReadonlyMap<string, number>): boolean {
  return b.kind === 'const' || b.kind === 'param' || (b.kind === 'local' && !assigned.has(b.name));
}

function hasLoopOrContinue(stmts: readonly Stmt[]): { loop: boolean; cont: boolean } {
  let loop = false;
  let cont = false;
  visit(
    stmts,
    () => {},
    (s) => {
      if (s.kind === 'loop') loop = true;
      if (s.kind === 'continue') cont = true;
    },
  );
  return { loop, cont };
}

function analyse(s: LoopStmt): boolean {
  if (!s.test) return false;
  const { loop, cont } = hasLoopOrContinue(s.body);
  if (loop) return false;
  const assigned = assignments([...s.body, ...s.update]);
  for (const c of conjuncts(s.test, [])) {
    if (c.kind !== 'binary' || (c.op !== 'lt' && c.op !== 'gt')) continue;
    // normalise to `v < B` (up) or `v > B` (down)
    const [v, b, up] =
      c.left.kind === 'local' ? [c.left, c.right, c.op === 'lt'] : [c.right, c.left, c.op === 'gt'];
    if (v.kind !== 'local' || (v.type !== 'i32' && v.type !== 'u32')) continue;
    if (!invariant(b, assigned) || assigned.get(v.name) !== 1) continue;
    const inUpdate = s.update.map((u) => stepOf(u, v.name)).find((x) => x !== undefined);
    const inBody = s.body.map((u) => stepOf(u, v.name)).find((x) => x !== undefined);
    const step = inUpdate ?? (cont ? undefined : inBody);
    if (step !== undefined && (up ? step >= 1 : step <= -1)) return true;
  }
  return false;
}

/** True when `s` needs no back-edge poll of its own (a counted leaf loop). */
export function isCountedLeafLoop(s: LoopStmt): boolean {
  let v = counted.get(s);
  if (v === undefined) {
    v = analyse(s);
    counted.set(s, v);
  }
  return v;
}
