/**
 * Lane hazards of the C lane path (lanes.ts rule 3): a stored array that a checked loop also reads
 * at another index (`A[i][j] = a / …` after `a -= A[i][k] * A[j][k]`, a column step of Cholesky or
 * LU). Run one at a time, item l finishes (its store included) before item l' > l starts; as lanes,
 * every lane's loop runs before any lane stores, or a store in the loop lands between two of
 * another lane's iterations. Both agree when no lane's loop reads an element another lane stores
 * and no two lanes store the same element. The group's loop entry checks exactly that, per lane
 * pair, on the elements each lane's loop can reach (its index A + B·j over the loop's range of j,
 * proven in bounds by the entry check just before; the array's other reads outside checked loops, at
 * one element per lane) — before any store, so a group that fails runs its items one at a time,
 * as when the entry check fails.
 */
import { InternalError } from '../../errors/errors.js';
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { LoopHoisting } from '../../passes/affine-index.js';
import { renderPoly } from './affine.js';
import { isPrintArray, LANES } from './lanes.js';

/** What the check renders with: the lane path's renderer of the loop's entry values. */
export interface HazardContext {
  readonly wideInt: string;
  readonly rank: number;
  /** The fast path's index of each hoisted access (a store's index at lane `tt_l`). */
  readonly wide: ReadonlyMap<object, string>;
  /** Renders an expression of the loop's entry (the loop variable, the bound) for lane `tt_l`. */
  readonly expr: (e: Expr) => string;
  readonly local: (name: string) => string;
}

/** The index of `array`'s store (lanes.ts: all its stores share one) as a C expression, per lane. */
function storeIndex(k: KernelIR, array: string, wide: ReadonlyMap<object, string>): string | undefined {
  let out: string | undefined;
  visit(
    k.body,
    () => {},
    (s: Stmt) => {
      if (out !== undefined || s.kind !== 'store' || s.array !== array || isPrintArray(s.array)) return;
      const w = wide.get(s);
      if (w) out = `(int64_t)(${w})`;
      else if (s.index.kind === 'index') out = `(int64_t)i${s.index.dim}`;
    },
  );
  return out;
}

/**
 * The C lines of the hazard check at the entry of checked loop `lh` (none when its loop reads no
 * stored array), for the lanes [0, tt_nl) of group tt_ib.
 */
export function hazardCheck(k: KernelIR, lh: LoopHoisting, c: HazardContext, ind: string): string[] {
  const stored = new Set<string>();
  visit(
    k.body,
    () => {},
    (s) => {
      if (s.kind === 'store' && !isPrintArray(s.array)) stored.add(s.array);
    },
  );
  const loads = [...lh.indexOf].filter(
    ([node]) => (node as Expr).kind === 'load' && stored.has((node as { array: string }).array),
  );
  if (loads.length === 0) return [];
  const W = c.wideInt;
  const inner = `i${c.rank - 1}`;
  const j = c.local(lh.loopVar);
  const bound = c.expr(lh.bound);
  const decl: string[] = [];
  const fill: string[] = [];
  const test: string[] = [];
  const arrays = new Map<string, number>();
  loads.forEach(([node, ab], n) => {
    const array = (node as { array: string }).array;
    let s = arrays.get(array);
    if (s === undefined) {
      s = arrays.size;
      arrays.set(array, s);
      const index = storeIndex(k, array, c.wide);
      if (index === undefined) throw new InternalError(`lane hazard: no store index for '${array}'`);
      decl.push(`int64_t tt_hs${s}[${LANES}];`);
      fill.push(`tt_hs${s}[tt_l] = ${index};`);
      test.push(`tt_hs${s}[tt_l] != tt_hs${s}[tt_o]`);
    }
    decl.push(`int64_t tt_hlo${n}[${LANES}], tt_hhi${n}[${LANES}];`);
    // the loop reaches A + B·j for j in [j, bound): its least and greatest, or nothing
    fill.push(
      `{ const ${W} tt_a = ${renderPoly(ab.a, W)}, tt_b = ${renderPoly(ab.b, W)};`,
      `  const int32_t tt_j0 = ${j}, tt_j1 = ${bound};`,
      `  const ${W} tt_v0 = tt_a + tt_b * tt_j0, tt_v1 = tt_a + tt_b * (${W})(tt_j1 - 1);`,
      `  tt_hlo${n}[tt_l] = tt_j1 <= tt_j0 ? 1 : (int64_t)(tt_v0 < tt_v1 ? tt_v0 : tt_v1);`,
      `  tt_hhi${n}[tt_l] = tt_j1 <= tt_j0 ? 0 : (int64_t)(tt_v0 < tt_v1 ? tt_v1 : tt_v0); }`,
    );
    test.push(`(tt_hs${s}[tt_l] < tt_hlo${n}[tt_o] || tt_hs${s}[tt_l] > tt_hhi${n}[tt_o])`);
  });
  // the array's other reads, each at one element per lane (hoisted, or at a launch index)
  let n = loads.length;
  visit(k.body, (e) => {
    if (e.kind !== 'load' || lh.indexOf.has(e)) return;
    const s = arrays.get(e.array);
    const w = c.wide.get(e);
    const at = w ? `(int64_t)(${w})` : e.index.kind === 'index' ? `(int64_t)i${e.index.dim}` : undefined;
    if (s === undefined || at === undefined) return;
    decl.push(`int64_t tt_hlo${n}[${LANES}];`);
    fill.push(`tt_hlo${n}[tt_l] = ${at};`);
    test.push(`tt_hs${s}[tt_l] != tt_hlo${n}[tt_o]`);
    n++;
  });
  return [
    `${ind}{ /* lane hazards: no lane reads what another stores; no two store the same element */`,
    ...decl.map((l) => `${ind}  ${l}`),
    `${ind}  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {`,
    `${ind}    const int32_t ${inner} = tt_ib + tt_l; (void)${inner};`,
    ...fill.map((l) => `${ind}    ${l}`),
    `${ind}  }`,
    `${ind}  int32_t tt_hok = 1;`,
    `${ind}  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++)`,
    `${ind}    for (int32_t tt_o = 0; tt_o < tt_nl; tt_o++)`,
    `${ind}      tt_hok &= (int32_t)(tt_o == tt_l || (${test.join(' && ')}));`,
    `${ind}  if (!tt_hok) return false;`,
    `${ind}}`,
  ];
}
