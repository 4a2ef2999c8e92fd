/**
 * The cutting half of the work-item-loops pass (work-item-loops.ts): statement lists cut at
 * barriers into pieces (regions every item runs, statements run once per group, and uniform ifs and
 * loops holding barriers), and the liveness the pass uses to decide which locals cross a barrier.
 */
import type { Expr, LoopStmt, Stmt } from '../ir/nodes.js';
import { containsBarrier, loopExits } from '../ir/uniformity.js';
import { childExprs, containsStmt, ownExprs, visit } from '../ir/walk.js';

export type Piece =
  | { readonly kind: 'region'; readonly id: number; readonly stmts: readonly Stmt[] }
  | { readonly kind: 'group'; readonly stmt: Stmt }
  | {
      readonly kind: 'if';
      readonly stmt: Extract<Stmt, { kind: 'if' }>;
      readonly cons: Piece[];
      readonly alt: Piece[];
    }
  | { readonly kind: 'loop'; readonly stmt: LoopStmt; readonly body: Piece[]; readonly update: Piece[] };

export function containsReturn(stmts: readonly Stmt[]): boolean {
  return containsStmt(stmts, 'return');
}

/** Splits statement lists into pieces; `topAssigns` collects assignments at group level. */
export class Splitter {
  regions = 0;
  constructor(
    private readonly groupLocals: ReadonlySet<string>,
    /** Uniform loops run once per group with the items inside (see `sinkable`). */
    private readonly sink: (s: LoopStmt) => boolean,
    readonly topAssigns: Set<Stmt> = new Set(),
  ) {}

  split(stmts: readonly Stmt[], laterBarrier: boolean): Piece[] {
    const out: Piece[] = [];
    let region: Stmt[] = [];
    const close = () => {
      if (region.length) out.push({ kind: 'region', id: this.regions++, stmts: region });
      region = [];
    };
    stmts.forEach((s, k) => {
      const later = laterBarrier || containsBarrier(stmts.slice(k + 1));
      if (s.kind === 'barrier') {
        close();
        return;
      }
      if (s.kind === 'return' || s.kind === 'break' || s.kind === 'continue') {
        close();
        out.push({ kind: 'group', stmt: s });
        return;
      }
      if (s.kind === 'assign') {
        this.topAssigns.add(s);
        if (this.groupLocals.has(s.name)) {
          close();
          out.push({ kind: 'group', stmt: s });
          return;
        }
      }
      const outerExit = s.kind === 'if' && loopExits([s]).length > 0;
      const needs =
        containsBarrier([s]) ||
        (later && containsReturn([s])) ||
        outerExit ||
        (s.kind === 'loop' && this.sink(s));
      if (needs && s.kind === 'if') {
        close();
        out.push({
          kind: 'if',
          stmt: s,
          cons: this.split(s.consequent, later),
          alt: this.split(s.alternate, later),
        });
        return;
      }
      if (needs && s.kind === 'loop') {
        close();
        const inner = later || containsBarrier(s.body);
        out.push({
          kind: 'loop',
          stmt: s,
          body: this.split(s.body, inner),
          update: this.split(s.update, inner),
        });
        return;
      }
      region.push(s);
    });
    close();
    return out;
  }
}

/** Locals read before they are surely written in `stmts` (JS order; let binds before its body). */
export function liveIn(stmts: readonly Stmt[]): Set<string> {
  const live = new Set<string>();
  const readsOf = (e: Expr, written: Set<string>): void => {
    switch (e.kind) {
      case 'local':
        if (!written.has(e.name)) live.add(e.name);
        return;
      case 'let':
        readsOf(e.value, written);
        written.add(e.name);
        readsOf(e.body, written);
        return;
      case 'logical':
      case 'cond': {
        // Only the first operand surely runs: writes in the others do not count afterwards.
        const first = e.kind === 'logical' ? e.left : e.test;
        readsOf(first, written);
        const rest = e.kind === 'logical' ? [e.right] : [e.consequent, e.alternate];
        for (const r of rest) readsOf(r, new Set(written));
        return;
      }
      default:
        for (const c of childExprs(e)) readsOf(c, written);
    }
  };
  const block = (ss: readonly Stmt[], written: Set<string>): void => {
    for (const s of ss) {
      switch (s.kind) {
        case 'if':
          readsOf(s.test, written);
          block(s.consequent, new Set(written));
          block(s.alternate, new Set(written));
          break;
        case 'loop': {
          const inner = new Set(written);
          if (s.test && !s.testAtEnd) readsOf(s.test, inner);
          block(s.body, inner);
          block(s.update, inner);
          if (s.test && s.testAtEnd) readsOf(s.test, inner);
          break;
        }
        default:
          // assign, store, expr, return: their own expressions, then an assignment's write
          for (const e of ownExprs(s)) readsOf(e, written);
          if (s.kind === 'assign') written.add(s.name);
      }
    }
  };
  block(stmts, new Set());
  return live;
}

/** Names the local variables a list of statements reads or writes. */
export function localsOf(stmts: readonly Stmt[], out: Set<string>): Set<string> {
  visit(
    stmts,
    (e) => {
      if (e.kind === 'local' || e.kind === 'let') out.add(e.name);
    },
    (s) => {
      if (s.kind === 'assign') out.add(s.name);
    },
  );
  return out;
}
