/**
 * Where the work-item-loops pass (work-item-loops.ts) keeps each local: cuts the body into pieces
 * (work-item-regions.ts), then sorts the locals. A uniform local assigned only at group level stays
 * one variable per group; a local used in one region and always written there before it is read
 * stays one variable the items reuse; a local assigned once from ids, parameters and constants is
 * recomputed by the regions after its own (rematerialised); any other local (live across a
 * barrier) is spilled to a per-item array.
 */
import type { Expr, KernelIR, LoopStmt, SharedArray, Stmt } from '../ir/nodes.js';
import { assignCounts, childExprs } from '../ir/walk.js';
import { liveIn, localsOf, type Piece, Splitter } from './work-item-regions.js';

/** A rematerialisable local's definition: the region assigning it and the assignment. */
export interface Remat {
  readonly region: number;
  readonly stmt: Stmt;
}

export interface LocalPlacement {
  /** The body cut at barriers, with the group locals' assignments at group level. */
  readonly pieces: readonly Piece[];
  /** Locals the regions after their own recompute where they read them. */
  readonly remat: ReadonlyMap<string, Remat>;
  /** Locals live across a barrier, to their per-item arrays. */
  readonly spilled: ReadonlyMap<string, SharedArray>;
  /** Locals live on entry to each region, by region id. */
  readonly live: ReadonlyMap<number, ReadonlySet<string>>;
}

/**
 * `varying`: locals that differ between items (uniformity analysis); `sink`: uniform loops run
 * once per group (see WorkItemLoopOptions); `items`: items per group; `fresh`: a new unique name.
 */
export function placeLocals(
  k: KernelIR,
  varying: ReadonlySet<string>,
  sink: (s: LoopStmt) => boolean,
  items: number,
  fresh: (base: string) => string,
): LocalPlacement {
  // Pass A: which assignments sit at group level; then the group locals; pass B: the pieces.
  const probe = new Splitter(new Set(), sink);
  probe.split(k.body, false);
  const allAssigns = assignCounts(k.body);
  const topCount = new Map<string, number>();
  for (const s of probe.topAssigns)
    if (s.kind === 'assign') topCount.set(s.name, (topCount.get(s.name) ?? 0) + 1);
  const groupLocals = new Set<string>();
  for (const l of k.locals) {
    if (
      !varying.has(l.name) &&
      (allAssigns.get(l.name) ?? 0) > 0 &&
      topCount.get(l.name) === allAssigns.get(l.name)
    )
      groupLocals.add(l.name);
  }
  const pieces = new Splitter(groupLocals, sink).split(k.body, false);

  // Where each local is used: regions (by id), group-level reads.
  const regionsOf = new Map<string, Set<number>>();
  const groupUse = new Set<string>();
  const regionStmts: { id: number; stmts: readonly Stmt[] }[] = [];
  const scan = (ps: readonly Piece[]): void => {
    for (const p of ps) {
      if (p.kind === 'region') {
        regionStmts.push(p);
        for (const n of localsOf(p.stmts, new Set())) {
          const set = regionsOf.get(n) ?? new Set<number>();
          set.add(p.id);
          regionsOf.set(n, set);
        }
      } else if (p.kind === 'group') localsOf([p.stmt], groupUse);
      else if (p.kind === 'if') {
        localsOf([{ kind: 'expr', expr: p.stmt.test }], groupUse);
        scan(p.cons);
        scan(p.alt);
      } else {
        if (p.stmt.test) localsOf([{ kind: 'expr', expr: p.stmt.test }], groupUse);
        scan(p.body);
        scan(p.update);
      }
    }
  };
  scan(pieces);
  const remat = rematerialisable(pieces, allAssigns, groupUse);
  const live = new Map(regionStmts.map((r) => [r.id, liveIn(r.stmts)]));
  // Regions after the defining one recompute a rematerialisable local where they read it.
  for (const [name, def] of [...remat]) {
    const rs = regionsOf.get(name) ?? new Set<number>();
    if ([...rs].some((id) => id < def.region) || live.get(def.region)?.has(name)) remat.delete(name);
  }
  const spilled = new Map<string, SharedArray>();
  for (const l of k.locals) {
    if (groupLocals.has(l.name) || remat.has(l.name)) continue;
    const rs = regionsOf.get(l.name) ?? new Set<number>();
    const [only] = rs;
    const killedEverywhere = [...rs].every((id) => !live.get(id)?.has(l.name));
    const isPrivate = !groupUse.has(l.name) && rs.size === 1 && only !== undefined && killedEverywhere;
    if (isPrivate || (rs.size === 0 && !groupUse.has(l.name))) continue;
    if (l.type === 'bool') {
      // Booleans spill as i32 0/1 arrays.
      spilled.set(l.name, {
        name: fresh(`wi_${l.name}`),
        sourceName: l.sourceName,
        type: 'i32',
        length: items,
      });
    } else
      spilled.set(l.name, {
        name: fresh(`wi_${l.name}`),
        sourceName: l.sourceName,
        type: l.type as SharedArray['type'],
        length: items,
      });
  }
  return { pieces, remat, spilled, live };
}

/** Values recomputable from ids, parameters and constants alone (no memory, no side effects). */
function recomputable(e: Expr, ok: ReadonlySet<string>): boolean {
  switch (e.kind) {
    case 'load':
    case 'atomic':
    case 'helper':
    case 'let':
      return false;
    case 'local':
      return ok.has(e.name);
    default:
      return childExprs(e).every((c) => recomputable(c, ok));
  }
}

/**
 * Locals assigned once, at the top level of a top-level region, from ids, parameters and other
 * such locals (`const row = g.local[0]`): regions after it recompute them instead of keeping a
 * per-item copy (no memory traffic, and the item loop stays vectorisable).
 */
function rematerialisable(
  pieces: readonly Piece[],
  assigns: ReadonlyMap<string, number>,
  groupUse: ReadonlySet<string>,
): Map<string, Remat> {
  const out = new Map<string, Remat>();
  for (const p of pieces) {
    if (p.kind !== 'region') continue;
    for (const s of p.stmts) {
      if (s.kind !== 'assign' || assigns.get(s.name) !== 1 || groupUse.has(s.name)) continue;
      if (recomputable(s.value, new Set(out.keys()))) out.set(s.name, { region: p.id, stmt: s });
    }
  }
  return out;
}
