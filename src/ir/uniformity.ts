/**
 * Uniformity of a work-group kernel: which values are the same for every item of a group, and
 * whether each `barrier` is reached by all of them. A value is uniform when it depends only on
 * constants, scalar parameters, array lengths, group ids and counts, and uniform locals; a local
 * is uniform when every assignment to it stores a uniform value under uniform control flow.
 * Control flow is uniform at the top level and inside ifs and loops whose tests are uniform and
 * whose loops no item leaves on its own (a `break`, `continue` or `return` under a divergent
 * test); after a `return` under a divergent test the rest of the kernel is divergent.
 * The frontend refuses barriers this analysis does not prove uniform; the work-item-loops pass
 * uses the same facts to decide what runs once per group.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { Expr, IRType, KernelIR, Stmt } from './nodes.js';
import { childExprs, containsStmt, visit } from './walk.js';

/** Why control flow is divergent at some point: the test (or exit) that makes it so. */
export interface Divergence {
  readonly loc: SourceLocation | undefined;
  readonly what: string;
}

export interface BarrierProblem {
  readonly loc: SourceLocation | undefined;
  readonly reason: string;
}

export interface Uniformity<T extends IRType> {
  /** Locals some assignment makes differ between items. */
  readonly varying: ReadonlySet<string>;
  isUniform(e: Expr<T>): boolean;
  /** Barriers not reached by every item of a group (empty for a valid kernel). */
  readonly problems: readonly BarrierProblem[];
}

export function containsBarrier<T extends IRType>(stmts: readonly Stmt<T>[]): boolean {
  return containsStmt(stmts, 'barrier');
}

/** `break`/`continue` statements in `stmts` that leave the loop enclosing `stmts` (not a nested one). */
export function loopExits<T extends IRType>(stmts: readonly Stmt<T>[], out: Stmt<T>[] = []): Stmt<T>[] {
  for (const s of stmts) {
    if (s.kind === 'break' || s.kind === 'continue') out.push(s);
    else if (s.kind === 'if') {
      loopExits(s.consequent, out);
      loopExits(s.alternate, out);
    }
  }
  return out;
}

export function analyseUniformity<T extends IRType>(k: KernelIR<T>): Uniformity<T> {
  const varying = new Set<string>();
  visit(k.body, (e) => {
    if (e.kind === 'let') varying.add(e.name);
  });
  const isUniform = (e: Expr<T>): boolean => {
    switch (e.kind) {
      case 'index':
      case 'load':
      case 'atomic':
      case 'helper':
      case 'let':
        return false;
      case 'groupId':
        return e.which !== 'local';
      case 'local':
        return !varying.has(e.name);
      default:
        return childExprs(e).every(isUniform);
    }
  };
  const problems: BarrierProblem[] = [];
  let report = false;
  /** Sticky: set by a divergent `return`, divergent for the rest of the kernel. */
  let afterReturn: Divergence | null = null;

  /** A divergent exit (break/continue/return) inside a loop body, relative to the loop. */
  const divergentExit = (stmts: readonly Stmt<T>[], cause: Divergence | null): Divergence | null => {
    for (const s of stmts) {
      if ((s.kind === 'break' || s.kind === 'continue' || s.kind === 'return') && cause) return cause;
      if (s.kind === 'if') {
        const c = cause ?? (isUniform(s.test) ? null : { loc: s.test.loc, what: 'the test of this if' });
        const r = divergentExit(s.consequent, c) ?? divergentExit(s.alternate, c);
        if (r) return { loc: s.loc, what: `an item may leave the loop early (${describeCause(r)})` };
      } else if (s.kind === 'loop') {
        // break/continue of a nested loop stay inside it; only its returns leave ours.
        const c = cause ?? (s.test && !isUniform(s.test) ? { loc: s.test.loc, what: 'a loop test' } : null);
        const r = returns(s.body, c);
        if (r) return r;
      }
    }
    return null;
  };
  const returns = (stmts: readonly Stmt<T>[], cause: Divergence | null): Divergence | null => {
    let found: Divergence | null = null;
    visit(
      stmts,
      () => {},
      (s) => {
        if (s.kind === 'return' && found === null) found = cause ?? null;
      },
    );
    return found;
  };

  const walk = (stmts: readonly Stmt<T>[], cause0: Divergence | null): void => {
    for (const s of stmts) {
      const cause = cause0 ?? afterReturn;
      switch (s.kind) {
        case 'assign':
          if ((cause || !isUniform(s.value)) && !varying.has(s.name)) {
            varying.add(s.name);
            changed = true;
          }
          break;
        case 'if': {
          const c = cause ?? (isUniform(s.test) ? null : { loc: s.test.loc, what: 'the test of an if' });
          walk(s.consequent, c);
          walk(s.alternate, c);
          break;
        }
        case 'loop': {
          let c =
            cause ?? (s.test && !isUniform(s.test) ? { loc: s.test.loc, what: 'the test of a loop' } : null);
          c = c ?? divergentExit(s.body, null);
          if (report && c === null && containsBarrier(s.body)) {
            const cont = loopExits(s.body).find((x) => x.kind === 'continue');
            if (cont) {
              problems.push({
                loc: cont.loc,
                reason: "'continue' in a loop that calls g.barrier(): restructure the loop body with if/else",
              });
            }
          }
          walk(s.body, c);
          walk(s.update, c);
          break;
        }
        case 'return':
          if (cause && afterReturn === null)
            afterReturn = { loc: s.loc, what: 'an earlier return taken by some items only' };
          break;
        case 'barrier':
        case 'fence':
          if (report && cause && (s.kind === 'barrier' || s.scope === 'workgroup'))
            problems.push({ loc: s.loc, reason: divergentReason(s.kind, cause) });
          break;
        default:
          break;
      }
    }
  };
  let changed = true;
  while (changed) {
    changed = false;
    afterReturn = null;
    walk(k.body, null);
  }
  report = true;
  afterReturn = null;
  walk(k.body, null);
  return { varying, isUniform, problems };
}

/** Why a barrier or a work-group fence under divergent control flow is refused. */
function divergentReason(kind: 'barrier' | 'fence', cause: Divergence): string {
  // WGSL spells a work-group fence only as a barrier: the same rule keeps kernels portable.
  const why = kind === 'fence' ? ' (WGSL has a work-group fence only as a barrier)' : '';
  return `g.${kind}() must be reached by every item of the group${why}, but it is under divergent control flow: ${describeCause(cause)}`;
}

function describeCause(c: Divergence): string {
  const at = c.loc ? ` at ${c.loc.line}:${c.loc.column}` : '';
  return `${c.what}${at} depends on values that differ between items (the index, g.local, array elements, or locals computed from them)`;
}
