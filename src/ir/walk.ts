/** Generic traversal of IR trees (read-only visits and bottom-up rewrites). */
import type { Expr, IRType, Stmt, StoreStmt } from './nodes.js';

/** The expressions with no operand. */
type LeafExpr<T extends IRType> = Extract<
  Expr<T>,
  { kind: 'const' | 'index' | 'groupId' | 'param' | 'local' | 'length' }
>;

function isLeaf<T extends IRType>(e: Expr<T>): e is LeafExpr<T> {
  switch (e.kind) {
    case 'const':
    case 'index':
    case 'groupId':
    case 'param':
    case 'local':
    case 'length':
      return true;
    default:
      return false;
  }
}

export function childExprs<T extends IRType>(e: Expr<T>): readonly Expr<T>[] {
  if (isLeaf(e)) return [];
  switch (e.kind) {
    case 'load':
    case 'dimcheck':
      return [e.index];
    case 'unary':
    case 'cast':
      return [e.arg];
    case 'binary':
    case 'logical':
      return [e.left, e.right];
    case 'cond':
      return [e.test, e.consequent, e.alternate];
    case 'call':
    case 'helper':
    case 'hook':
      return e.args;
    case 'atomic':
      return [e.index, ...e.args];
    case 'let':
      return [e.value, e.body];
  }
}

/** Visits every expression (pre-order) and statement in `stmts`. */
export function visit<T extends IRType>(
  stmts: readonly Stmt<T>[],
  onExpr: (e: Expr<T>) => void,
  onStmt?: (s: Stmt<T>) => void,
): void {
  const expr = (e: Expr<T>): void => {
    onExpr(e);
    for (const c of childExprs(e)) expr(c);
  };
  const stmt = (s: Stmt<T>): void => {
    onStmt?.(s);
    for (const e of ownExprs(s)) expr(e);
    for (const b of childBlocks(s)) b.forEach(stmt);
  };
  stmts.forEach(stmt);
}

/** The statement blocks nested in a statement: an if's two branches, a loop's body then update. */
export function childBlocks<T extends IRType>(s: Stmt<T>): readonly (readonly Stmt<T>[])[] {
  if (s.kind === 'if') return [s.consequent, s.alternate];
  if (s.kind === 'loop') return [s.body, s.update];
  return [];
}

/** The expressions a statement holds itself, not those of its nested blocks (a store: index, then value). */
export function ownExprs<T extends IRType>(s: Stmt<T>): readonly Expr<T>[] {
  switch (s.kind) {
    case 'assign':
      return [s.value];
    case 'store':
      return [s.index, s.value];
    case 'expr':
      return [s.expr];
    case 'if':
      return [s.test];
    case 'loop':
    case 'return': {
      const e = s.kind === 'loop' ? s.test : s.value;
      return e ? [e] : [];
    }
    case 'break':
    case 'continue':
    case 'barrier':
    case 'fence':
      return [];
  }
}

/** True when some statement in `stmts`, nested blocks included, is a `kind` statement. */
export function containsStmt<T extends IRType>(stmts: readonly Stmt<T>[], kind: Stmt<T>['kind']): boolean {
  return stmts.some((s) => s.kind === kind || childBlocks(s).some((b) => containsStmt(b, kind)));
}

/** How many assign statements in `stmts` (nested blocks included) write each local. */
export function assignCounts<T extends IRType>(stmts: readonly Stmt<T>[]): Map<string, number> {
  const count = new Map<string, number>();
  visit(
    stmts,
    () => {},
    (s) => {
      if (s.kind === 'assign') count.set(s.name, (count.get(s.name) ?? 0) + 1);
    },
  );
  return count;
}

/** The arrays `stmts` store into or update atomically (nested blocks included). */
export function writtenArrays<T extends IRType>(stmts: readonly Stmt<T>[]): Set<string> {
  const out = new Set<string>();
  visit(
    stmts,
    (e) => {
      if (e.kind === 'atomic') out.add(e.array);
    },
    (s) => {
      if (s.kind === 'store') out.add(s.array);
    },
  );
  return out;
}

/** Names of the locals assigned anywhere in `stmts` (nested blocks included). */
export function assignedNames<T extends IRType>(stmts: readonly Stmt<T>[]): Set<string> {
  return new Set(assignCounts(stmts).keys());
}

/**
 * Rebuilds expressions bottom-up: `f` receives a node whose children are already rewritten (and
 * the original node); `onStore`, when given, each rebuilt store (and the original statement).
 */
export function mapExprs<T extends IRType>(
  stmts: readonly Stmt<T>[],
  f: (e: Expr<T>, original: Expr<T>) => Expr<T>,
  onStore?: (s: StoreStmt<T>, original: StoreStmt<T>) => Stmt<T>,
): Stmt<T>[] {
  const ex = (e: Expr<T>): Expr<T> => f(rebuildChildren(e, ex), e);
  const st = (s: Stmt<T>): Stmt<T> => {
    switch (s.kind) {
      case 'assign':
        return { ...s, value: ex(s.value) };
      case 'store': {
        const copy = { ...s, index: ex(s.index), value: ex(s.value) };
        return onStore ? onStore(copy, s) : copy;
      }
      case 'expr':
        return { ...s, expr: ex(s.expr) };
      case 'if':
        return { ...s, test: ex(s.test), consequent: s.consequent.map(st), alternate: s.alternate.map(st) };
      case 'loop':
        return { ...s, test: s.test ? ex(s.test) : null, body: s.body.map(st), update: s.update.map(st) };
      case 'return':
        return { ...s, value: s.value ? ex(s.value) : null };
      case 'break':
      case 'continue':
      case 'barrier':
      case 'fence':
        return s;
    }
  };
  return stmts.map(st);
}

export function rebuildChildren<T extends IRType>(e: Expr<T>, f: (c: Expr<T>) => Expr<T>): Expr<T> {
  if (isLeaf(e)) return e;
  switch (e.kind) {
    case 'load':
    case 'dimcheck':
      return { ...e, index: f(e.index) };
    case 'unary':
    case 'cast':
      return { ...e, arg: f(e.arg) };
    case 'binary':
    case 'logical':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'cond':
      return { ...e, test: f(e.test), consequent: f(e.consequent), alternate: f(e.alternate) };
    case 'call':
    case 'helper':
    case 'hook':
      return { ...e, args: e.args.map(f) };
    case 'atomic':
      return { ...e, index: f(e.index), args: e.args.map(f) };
    case 'let':
      return { ...e, value: f(e.value), body: f(e.body) };
  }
}

/** Rewrites statements (and their nested blocks) top-down; `f` may return several statements. */
export function mapStmts<T extends IRType>(
  stmts: readonly Stmt<T>[],
  f: (s: Stmt<T>) => Stmt<T> | readonly Stmt<T>[],
): Stmt<T>[] {
  const out: Stmt<T>[] = [];
  for (const s0 of stmts) {
    let s: Stmt<T> = s0;
    if (s.kind === 'if')
      s = { ...s, consequent: mapStmts(s.consequent, f), alternate: mapStmts(s.alternate, f) };
    else if (s.kind === 'loop') s = { ...s, body: mapStmts(s.body, f), update: mapStmts(s.update, f) };
    const r = f(s);
    if (Array.isArray(r)) out.push(...(r as readonly Stmt<T>[]));
    else out.push(r as Stmt<T>);
  }
  return out;
}
