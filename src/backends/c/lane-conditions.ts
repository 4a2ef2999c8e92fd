/**
 * The invariant `if` and `?:` tests each access of a lane kernel is under (`if (rows) y[l][t] = v; else
 * y[t][l] = v;`, a flag parameter): an access under a test that is false for the item never runs.
 * The lane-hazard check (lane-hazard.ts) leaves such an access's elements out, and a checked
 * loop's range check (render-lanes.ts) skips its access when no lane evaluates it: where the path
 * from the top of the item to it has no mask (every enclosing `if` and loop a plain one, so the
 * lanes skip the branch together), unlike a masked branch, whose loads every lane evaluates.
 */
import type { Expr, Stmt } from '../../ir/nodes.js';
import { childBlocks, childExprs, ownExprs } from '../../ir/walk.js';
import type { LoopHoisting } from '../../passes/affine-index.js';
import { renderPoly } from './affine.js';
import { loopRange } from './lane-loops.js';
import { N } from './names.js';

/** Per access node: its invariant tests as C conditions, and whether no mask is on its path. */
export type AccessConditions = ReadonlyMap<
  object,
  { readonly conds: readonly string[]; readonly unmasked: boolean }
>;

/** Whether `e` has one value for the whole item: no locals, no loads. */
export function invariant(e: Expr): boolean {
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
    case 'index':
    case 'unary':
    case 'binary':
    case 'logical':
    case 'cond':
    case 'cast':
      return childExprs(e).every(invariant);
    default:
      return false;
  }
}

/**
 * The conditions of every access (load, store, dimension check) of `body`. `render` spells a test
 * in C for lane `tt_l`; `uniform` tells whether a test is the same in every lane (render-lanes.ts
 * runs an `if` or loop with such a test, outside any mask, as a plain one).
 */
export function accessConditions(
  body: readonly Stmt[],
  render: (e: Expr) => string,
  uniform: (e: Expr | null) => boolean,
): AccessConditions {
  const out = new Map<object, { conds: readonly string[]; unmasked: boolean }>();
  const exprs = (e: Expr, at: { conds: readonly string[]; unmasked: boolean }) => {
    if (e.kind === 'load' || e.kind === 'dimcheck') out.set(e, at);
    if (e.kind === 'cond' && invariant(e.test)) {
      // C's `?:` evaluates one side (`rows ? src[l][t] : src[t][l]`)
      const t = render(e.test);
      exprs(e.test, at);
      exprs(e.consequent, { ...at, conds: [...at.conds, `(${t})`] });
      exprs(e.alternate, { ...at, conds: [...at.conds, `!(${t})`] });
      return;
    }
    for (const x of childExprs(e)) exprs(x, at);
  };
  const walk = (stmts: readonly Stmt[], conds: readonly string[], unmasked: boolean) => {
    for (const s of stmts) {
      for (const e of ownExprs(s)) exprs(e, { conds, unmasked });
      if (s.kind === 'store') out.set(s, { conds, unmasked });
      if (s.kind === 'if' && invariant(s.test)) {
        // a test that differs between lanes (`i === 0`) is a masked branch all the same
        const t = render(s.test);
        walk(s.consequent, [...conds, `(${t})`], unmasked && uniform(s.test));
        walk(s.alternate, [...conds, `!(${t})`], unmasked && uniform(s.test));
      } else {
        const plain = unmasked && (s.kind === 'loop' || s.kind === 'if') && uniform(s.test);
        for (const b of childBlocks(s)) walk(b, conds, plain);
      }
    }
  };
  walk(body, [], true);
  return out;
}

/**
 * For each of `lh.checks` (aligned): the C condition under which some access it covers runs, or
 * undefined when one runs unconditionally (or under a mask, where every lane evaluates it).
 */
function checkConditions(lh: LoopHoisting, conditions: AccessConditions): (string | undefined)[] {
  const json = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
  const by = new Map<string, string[] | null>();
  for (const [node, ab] of lh.indexOf) {
    const n = node as { kind?: string; extent?: string; array?: string };
    const key = `${n.kind === 'dimcheck' ? n.extent : n.array}|${json([ab.a, ab.b])}`;
    const at = conditions.get(node);
    const when = at?.unmasked && at.conds.length ? at.conds.join(' && ') : null;
    const old = by.get(key);
    if (old === null) continue;
    by.set(key, when === null ? null : [...(old ?? []), `(${when})`]);
  }
  return lh.checks.map((c) => {
    const w = by.get(`${c.array}|${json([c.a, c.b])}`);
    return w ? w.join(' || ') : undefined;
  });
}

/** A checked loop's range checks per lane from counter value `j0`, each skipped where its accesses do not run. */
export function rangeChecks(
  conditions: AccessConditions,
  W: string,
  render: (e: Expr) => string,
): (lh: LoopHoisting, j0: string) => string[] {
  return (lh, j0) => {
    const when = checkConditions(lh, conditions);
    const { lo, hi, guards } = loopRange(lh, j0, render(lh.bound));
    return [
      ...guards,
      ...lh.checks.map((c, n) => {
        const ok = `tt_range_ok(${renderPoly(c.a, W)}, ${renderPoly(c.b, W)}, ${lo}, ${hi}, ${c.limit ?? N(c.array)})`;
        return when[n] ? `(!(${when[n]}) || ${ok})` : ok;
      }),
    ];
  };
}
