/**
 * Unroll-and-jam of the innermost work-item loop (an option of the work-item-loops pass, used by
 * the js backend). A region's body runs once per item; when it holds a loop whose trip count is
 * the same for every item (`for (let k = 0; k < T; k++) acc += As[li * T + k] * Bs[k * T + lj]`),
 * each item's loop is one dependent chain (`acc` waits for the previous `acc`), which a CPU runs at
 * the latency of one rounded add per iteration. Jamming runs `copies` consecutive items together:
 * the item loop steps by `copies`, and the body is the copies' statements interleaved position by
 * position, their uniform loops fused into one. The copies' chains are independent, so the CPU
 * overlaps them.
 *
 * Why it keeps the result: items of a group cannot communicate between two barriers (that would be
 * a race on every device), so running several items' statements interleaved computes what running
 * them one after the other does — the argument behind sinking uniform loops for C. Each copy gets
 * its own names for the locals whose value differs between items; a local whose every assignment
 * computes the same value for all items (a loop counter `k`) is kept once and assigned once.
 * Not jammed (null): bodies with break/continue/return (one copy's exit would end the others'),
 * atomics (their returned values would be handed out in another order), `let` expressions,
 * bodies without a loop to fuse (nothing to gain) and bodies too large to copy.
 */
import type { Expr, IRVariable, ScalarType, Stmt } from '../ir/nodes.js';
import { assignedNames, containsStmt, rebuildChildren, visit } from '../ir/walk.js';

export interface Jammed {
  /** The body of the item loop, which now steps by `copies`. */
  readonly body: Stmt[];
  /** Locals the copies introduced (renamed per-item locals). */
  readonly locals: IRVariable[];
}

function refusable(stmts: readonly Stmt[]): boolean {
  let bad = false;
  visit(
    stmts,
    (e) => {
      if (e.kind === 'atomic' || e.kind === 'let') bad = true;
    },
    (s) => {
      if (
        s.kind === 'break' ||
        s.kind === 'continue' ||
        s.kind === 'return' ||
        s.kind === 'barrier' ||
        s.kind === 'fence'
      )
        bad = true;
    },
  );
  return bad;
}

/** True when `e` reads memory, calls a helper or reads one of `varying`: it may differ per item. */
function dependsOn(e: Expr, varying: ReadonlySet<string>): boolean {
  let v = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'load' || x.kind === 'helper' || (x.kind === 'local' && varying.has(x.name))) v = true;
  });
  return v;
}

/**
 * The locals of `body` whose value differs between items: the item variable's dependents, through
 * values, memory reads and control (an assignment under a test or loop that differs).
 */
function varyingLocals(body: readonly Stmt[], item: string): Set<string> {
  const writes = assignedNames(body);
  const varying = new Set<string>([item]);
  const exprVaries = (e: Expr): boolean => dependsOn(e, varying);
  let changed = true;
  const mark = (name: string) => {
    if (writes.has(name) && !varying.has(name)) {
      varying.add(name);
      changed = true;
    }
  };
  const walk = (stmts: readonly Stmt[], under: boolean): void => {
    for (const s of stmts) {
      if (s.kind === 'assign') {
        if (under || exprVaries(s.value)) mark(s.name);
      } else if (s.kind === 'if') {
        const u = under || exprVaries(s.test);
        walk(s.consequent, u);
        walk(s.alternate, u);
      } else if (s.kind === 'loop') {
        const u = under || (s.test !== null && exprVaries(s.test));
        walk(s.body, u);
        walk(s.update, u);
      }
    }
  };
  while (changed) {
    changed = false;
    walk(body, false);
  }
  return varying;
}

/**
 * Jammed bodies are `copies` times larger: past this many IR nodes the item loops stay one item at
 * a time, so a large region never grows a function past what V8 optimizes.
 */
export const MAX_JAMMED_NODES = 4000;

/** The number of IR nodes (statements and expressions) in `stmts`. */
export function irNodeCount(stmts: readonly Stmt[]): number {
  let n = 0;
  visit(
    stmts,
    () => n++,
    () => n++,
  );
  return n;
}

/**
 * How many items the js renderer jams: 8 consecutive items of the innermost group dimension where
 * it divides the group (the most the tiled matmul gained from; 4 and 2 gain less), else 4 or 2.
 */
export function jamCopies(workgroup: readonly number[] | undefined): number {
  const width = workgroup?.[workgroup.length - 1] ?? 1;
  return [8, 4, 2].find((c) => width % c === 0) ?? 1;
}

export function hasLoop(stmts: readonly Stmt[]): boolean {
  return containsStmt(stmts, 'loop');
}

/**
 * Jams `copies` items of `body` (the item variable `item` of type i32). `types` gives every local's
 * type; `fresh` makes unused names. Null when the body is not jammed (see the file comment).
 */
export function jamItems(
  body: readonly Stmt[],
  item: string,
  copies: number,
  types: ReadonlyMap<string, ScalarType>,
  fresh: (base: string) => string,
): Jammed | null {
  if (copies < 2 || refusable(body) || !hasLoop(body) || irNodeCount(body) * copies > MAX_JAMMED_NODES)
    return null;
  const varying = varyingLocals(body, item);
  const exprVaries = (e: Expr): boolean => dependsOn(e, varying);
  // Nothing to fuse unless some loop's test is the same for every item.
  let fusable = false;
  visit(
    body,
    () => {},
    (s) => {
      if (s.kind === 'loop' && s.test !== null && !exprVaries(s.test)) fusable = true;
    },
  );
  if (!fusable) return null;

  const locals: IRVariable[] = [];
  const renames: Map<string, string>[] = [];
  for (let c = 0; c < copies; c++) {
    const m = new Map<string, string>();
    if (c > 0)
      for (const name of varying) {
        if (name === item) continue;
        const t = types.get(name);
        if (!t) continue;
        const n = fresh(`${name}_j${c}`);
        m.set(name, n);
        locals.push({ name: n, type: t, sourceName: name });
      }
    renames.push(m);
  }
  const itemPlus = (c: number): Expr =>
    c === 0
      ? { kind: 'local', type: 'i32', name: item }
      : {
          kind: 'binary',
          type: 'i32',
          op: 'add',
          left: { kind: 'local', type: 'i32', name: item },
          right: { kind: 'const', type: 'i32', value: c },
        };
  const copyExpr = (e: Expr, c: number): Expr => {
    if (c === 0) return e;
    const m = renames[c] as Map<string, string>;
    const ex = (x: Expr): Expr => {
      if (x.kind === 'local') {
        if (x.name === item) return itemPlus(c);
        const n = m.get(x.name);
        return n ? { ...x, name: n } : x;
      }
      return rebuildChildren(x, ex);
    };
    return ex(e);
  };
  const copyStmt = (s: Stmt, c: number): Stmt => {
    const m = renames[c] as Map<string, string>;
    switch (s.kind) {
      case 'assign':
        return { ...s, name: m.get(s.name) ?? s.name, value: copyExpr(s.value, c) };
      case 'store':
        return { ...s, index: copyExpr(s.index, c), value: copyExpr(s.value, c) };
      case 'expr':
        return { ...s, expr: copyExpr(s.expr, c) };
      case 'if':
        return {
          ...s,
          test: copyExpr(s.test, c),
          consequent: s.consequent.map((x) => copyStmt(x, c)),
          alternate: s.alternate.map((x) => copyStmt(x, c)),
        };
      case 'loop':
        return {
          ...s,
          test: s.test ? copyExpr(s.test, c) : null,
          body: s.body.map((x) => copyStmt(x, c)),
          update: s.update.map((x) => copyStmt(x, c)),
        };
      default:
        return s;
    }
  };
  /** The copies of `stmts` interleaved: uniform statements once, uniform control fused. */
  const zip = (stmts: readonly Stmt[]): Stmt[] => {
    const out: Stmt[] = [];
    for (const s of stmts) {
      if (s.kind === 'assign' && !varying.has(s.name)) out.push(s);
      else if (s.kind === 'if' && !exprVaries(s.test))
        out.push({ ...s, consequent: zip(s.consequent), alternate: zip(s.alternate) });
      else if (s.kind === 'loop' && s.test !== null && !exprVaries(s.test))
        out.push({ ...s, body: zip(s.body), update: zip(s.update) });
      else for (let c = 0; c < copies; c++) out.push(copyStmt(s, c));
    }
    return out;
  };
  return { body: zip(body), locals };
}
