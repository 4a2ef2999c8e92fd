/**
 * Which 32-bit integer type reaches each read of a local (issue 27.6): JS keeps every integer
 * exactly, and i32 and u32 share their bits, so a local assigned both (`let s = seed ^ i; …
 * s >>>= 0`) is stored as 32 bits and each read interprets them as the type of the assignments
 * that reach it — i32 after `s = seed ^ i`, u32 after `s >>>= 0`. Only a read that both types
 * reach and whose exact value matters needs a 33-bit (f64) local. A forward data-flow walk over
 * the structured raw IR: `if` joins its branches, a loop iterates to its fixpoint, `break` and
 * `continue` carry their state to the loop's exit and update, `return` ends a path.
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { childExprs } from '../ir/walk.js';

/** The types reaching a point, as bits: I32 | U32 (0: none, or only literals both types hold). */
export type Reach = number;
export const REACH_I32 = 1;
export const REACH_U32 = 2;

/** Each local's reaching types; null: the point is unreachable. */
type State = Map<string, Reach> | null;

function join(a: State, b: State): State {
  if (a === null) return b === null ? null : new Map(b);
  const out = new Map(a);
  if (b !== null) for (const [k, v] of b) out.set(k, (out.get(k) ?? 0) | v);
  return out;
}

const copy = (st: State): State => (st === null ? null : new Map(st));

function same(a: State, b: State): boolean {
  if (a === null || b === null) return a === b;
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

interface LoopExits {
  readonly breaks: State[];
  readonly continues: State[];
}

/**
 * One walk over a function body. `assigned(s)` types an assignment's value and gives the types
 * it brings; `visited(s)` sees every other statement. Both run after the reads of the statement's
 * own expressions are recorded.
 */
export class LocalFlow {
  /** The types reaching each read (a raw `local` node), joined over every walk of it. */
  readonly reads = new Map<RawExpr, Reach>();
  private readonly loops: LoopExits[] = [];

  /**
   * `tracked(name)`: whether a local's reaching types matter (it holds both types); only those
   * are in the state, so a loop without them converges in one walk of its body.
   */
  constructor(
    private readonly assigned: (s: Extract<RawStmt, { kind: 'assign' }>) => Reach,
    private readonly visited: (s: RawStmt) => void,
    private readonly tracked: (name: string) => boolean,
  ) {}

  run(body: readonly RawStmt[]): void {
    this.block(body, new Map());
  }

  private read(e: RawExpr, st: State): void {
    if (e.kind === 'local') this.reads.set(e, (this.reads.get(e) ?? 0) | (st?.get(e.name) ?? 0));
    for (const c of childExprs(e)) this.read(c, st);
  }

  private block(stmts: readonly RawStmt[], entry: State): State {
    let st = entry;
    for (const s of stmts) st = this.stmt(s, st);
    return st;
  }

  private stmt(s: RawStmt, st: State): State {
    switch (s.kind) {
      case 'assign': {
        this.read(s.value, st);
        const r = this.assigned(s);
        // a path owns its state (branches and loops start from copies): update it in place
        if (this.tracked(s.name)) st?.set(s.name, r);
        return st;
      }
      case 'store':
        this.read(s.index, st);
        this.read(s.value, st);
        this.visited(s);
        return st;
      case 'expr':
        this.read(s.expr, st);
        this.visited(s);
        return st;
      case 'return':
        if (s.value) this.read(s.value, st);
        this.visited(s);
        return null;
      case 'if':
        this.read(s.test, st);
        this.visited(s);
        return join(this.block(s.consequent, copy(st)), this.block(s.alternate, copy(st)));
      case 'loop':
        this.visited(s);
        return this.loop(s, st);
      case 'break':
      case 'continue': {
        const exits = this.loops[this.loops.length - 1];
        if (exits) (s.kind === 'break' ? exits.breaks : exits.continues).push(st);
        return null;
      }
      case 'barrier':
      case 'fence':
        return st;
    }
  }

  private loop(s: Extract<RawStmt, { kind: 'loop' }>, entry: State): State {
    let head = entry;
    let exit: State = null;
    for (;;) {
      const exits: LoopExits = { breaks: [], continues: [] };
      this.loops.push(exits);
      if (s.test && !s.testAtEnd) this.read(s.test, head);
      const end = this.block(s.body, copy(head));
      this.loops.pop();
      const cont = exits.continues.reduce<State>(join, end);
      if (s.test && s.testAtEnd) this.read(s.test, cont);
      const after = this.block(s.update, cont);
      exit = exits.breaks.reduce<State>(join, s.test ? join(head, after) : null);
      const next = join(head, after);
      if (same(next, head)) return exit;
      head = next;
    }
  }
}
