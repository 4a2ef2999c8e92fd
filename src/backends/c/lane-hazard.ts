/**
 * Lane hazards of the C lane path (lanes.ts rule 3): a stored array that a checked loop accesses
 * (lane-loops.ts) — `A[i][j] = a / …` after `a -= A[i][k] * A[j][k]` (a column step of Cholesky or
 * LU), or a loop that stores after a store (`R[k][j] = s; for (i …) A[i][j] -= Q[i][k] * s`, a
 * Gram-Schmidt step). Run one at a time, item l finishes (its stores included) before item l' > l
 * starts; as lanes, the lanes' statements interleave. Both agree when no lane accesses an element
 * another lane stores. Each group checks exactly that before its first store, per lane pair, on
 * the elements each lane can reach: an access of a checked loop reaches A + B·j over the loop's
 * range of j (recorded at an early loop's entry, or computed from a later loop's entry state at
 * the first store), any other access one element per lane (hoisted, or at a launch index). A
 * group that fails has stored nothing and runs its items one at a time.
 *
 * Each set is (first element x, step b, count n). Two sets are apart when their ranges are, when
 * one is a single element off the other's steps, or when they step alike and start off each
 * other's steps; anything else counts as a hazard. The common case, every lane's set starting one
 * fixed distance s from the previous lane's with |s|·(lanes - 1) < |b| (the columns of a matrix,
 * lane l at column j + l), is tested in one pass over the lanes; the rest pair by pair.
 */
import { InternalError } from '../../errors/errors.js';
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { renderPoly } from './affine.js';
import type { AccessConditions } from './lane-conditions.js';
import { type CheckedLoop, loopRange } from './lane-loops.js';
import { LANES } from './lanes.js';

/** What the checks render with: the lane path's renderer of entry values. */
export interface HazardContext {
  readonly wideInt: string;
  readonly rank: number;
  /** The fast path's index of each hoisted access (at lane `tt_l`). */
  readonly wide: ReadonlyMap<object, string>;
  /** Renders an expression at the current point for lane `tt_l`. */
  readonly expr: (e: Expr) => string;
  readonly local: (name: string) => string;
  /** The invariant tests each access is under (lane-conditions.ts). */
  readonly conditions: AccessConditions;
}

/** One set of elements per lane: the accesses of one array in one loop at one index, or one element. */
interface ElementSet {
  readonly n: number;
  readonly array: string;
  store: boolean;
  readonly loop?: LoopStmt;
  readonly fill: string;
}

/** C helpers of the check (emitted once, before `tt_lanes_n`). */
export function hazardHelpers(W: string, qual: string, width: number = LANES): string[] {
  return [
    '/* lane hazards (lane-hazard.ts): {x + b*u : 0 <= u < n} and {y + c*v : 0 <= v < m} share no element */',
    `${qual} bool tt_hz_apart(int64_t x, int64_t b, int64_t n, int64_t y, int64_t c, int64_t m) {`,
    '  if (n <= 0 || m <= 0) return true;',
    '  if (b < 0) { x += b * (n - 1); b = -b; }',
    '  if (c < 0) { y += c * (m - 1); c = -c; }',
    '  if (x + b * (n - 1) < y || y + c * (m - 1) < x) return true;',
    '  if (b == 0) { int64_t t = x; x = y; y = t; t = b; b = c; c = t; t = n; n = m; m = t; }',
    '  if (b == 0) return x != y;',
    '  const int64_t d = y - x;',
    "  /* off x's steps: y's set is when its own step keeps it there (every element of y is y's residue modulo b) */",
    '  if (d % b != 0 && c % b == 0) return true;',
    '  if (c == 0) return d / b < 0 || d / b >= n;',
    '  if (b != c) return false;',
    '  return d / b > n - 1 || d / b + m - 1 < 0;',
    '}',
    "/* every lane l's set x vs every other lane's set y (one pass when the lanes are evenly spread within a step) */",
    `${qual} int32_t tt_hz_pair(const int64_t *x, const int64_t *b, const int64_t *n, const int64_t *y, const int64_t *c, const int64_t *m, int32_t nl) {`,
    '  if (nl < 2) return 1;',
    `  const ${W} s = (${W})x[1] - x[0], B = b[0];`,
    "  /* even: every lane's one set is the previous lane's moved by s; moved: each of its two sets is (lane l against lane l + t is then lane 0 against lane 0's y moved by s*t) */",
    '  int32_t even = s != 0, moved = 1;',
    `  ${W} sl = 0;`,
    '  for (int32_t l = 0; l < nl; l++, sl += s) {',
    `    const int32_t xs = (${W})x[l] == (${W})x[0] + sl;`,
    '    even &= xs & (y[l] == x[l]) & (b[l] == B) & (c[l] == B);',
    `    moved &= xs & ((${W})y[l] == (${W})y[0] + sl) & (b[l] == B) & (n[l] == n[0]) & (c[l] == c[0]) & (m[l] == m[0]);`,
    '  }',
    `  if (even && (B == 0 || (s < 0 ? -s : s) * (nl - 1) < (B < 0 ? -B : B))) return 1;`,
    '  if (moved) {',
    '    if (n[0] <= 0 || m[0] <= 0) return 1;',
    `    const ${W} x1 = (${W})x[0] + (${W})B * (n[0] - 1), y1 = (${W})y[0] + (${W})c[0] * (m[0] - 1);`,
    `    const ${W} xl = x[0] < x1 ? x[0] : x1, xh = x[0] < x1 ? x1 : x[0], yl = y[0] < y1 ? y[0] : y1, yh = y[0] < y1 ? y1 : y[0];`,
    '    int32_t ok = 1;',
    `    ${W} st = s * (1 - nl);`,
    '    for (int32_t t = 1 - nl; t < nl; t++, st += s)',
    '      if (t != 0 && xl <= yh + st && yl + st <= xh)',
    `        ok &= (int32_t)tt_hz_apart(x[0], B, n[0], (int64_t)((${W})y[0] + st), c[0], m[0]);`,
    '    return ok;',
    '  }',
    "  /* each set's least and greatest element (empty: lo > hi); the exact test only where they overlap */",
    `  int64_t xl[${width}], xh[${width}], yl[${width}], yh[${width}];`,
    '  for (int32_t l = 0; l < nl; l++) {',
    '    const int64_t x1 = x[l] + b[l] * (n[l] - 1), y1 = y[l] + c[l] * (m[l] - 1);',
    '    xl[l] = n[l] <= 0 ? 1 : x[l] < x1 ? x[l] : x1; xh[l] = n[l] <= 0 ? 0 : x[l] < x1 ? x1 : x[l];',
    '    yl[l] = m[l] <= 0 ? 1 : y[l] < y1 ? y[l] : y1; yh[l] = m[l] <= 0 ? 0 : y[l] < y1 ? y1 : y[l];',
    '  }',
    "  /* all lanes' x sets against all lanes' y sets: apart as two ranges (a column against one row) */",
    '  int64_t ul = 1, uh = 0, vl = 1, vh = 0;',
    '  for (int32_t l = 0; l < nl; l++) {',
    '    if (xl[l] <= xh[l]) { if (ul > uh) { ul = xl[l]; uh = xh[l]; } ul = xl[l] < ul ? xl[l] : ul; uh = xh[l] > uh ? xh[l] : uh; }',
    '    if (yl[l] <= yh[l]) { if (vl > vh) { vl = yl[l]; vh = yh[l]; } vl = yl[l] < vl ? yl[l] : vl; vh = yh[l] > vh ? yh[l] : vh; }',
    '  }',
    '  if (ul > uh || vl > vh || uh < vl || vh < ul) return 1;',
    '  int32_t ok = 1;',
    '  for (int32_t l = 0; l < nl; l++)',
    '    for (int32_t o = 0; o < nl; o++)',
    '      if (o != l && xl[l] <= yh[o] && yl[o] <= xh[l] && xl[l] <= xh[l] && yl[o] <= yh[o])',
    '        ok &= (int32_t)tt_hz_apart(x[l], b[l], n[l], y[o], c[o], m[o]);',
    '  return ok;',
    '}',
  ];
}

/** The per-lane checks of a kernel's lane groups (empty when no array needs them). */
export class LaneHazards {
  private readonly sets: ElementSet[] = [];
  readonly first: Stmt | undefined;

  constructor(
    k: KernelIR,
    private readonly checked: ReadonlyMap<LoopStmt, CheckedLoop>,
    private readonly c: HazardContext,
    first: Stmt | undefined,
    arrays: ReadonlySet<string>,
  ) {
    this.first = first;
    if (arrays.size === 0) return;
    const W = c.wideInt;
    const seen = new Map<string, ElementSet>();
    const add = (array: string, store: boolean, key: string, fill: string, loop?: LoopStmt) => {
      const old = seen.get(key);
      if (old) {
        if (store) old.store = true;
        return;
      }
      const set: ElementSet = { n: this.sets.length, array, store, fill, ...(loop ? { loop } : {}) };
      seen.set(key, set);
      this.sets.push(set);
    };
    const onAccess = (node: object, array: string, index: Expr, store: boolean) => {
      if (!arrays.has(array)) return;
      const conds = c.conditions.get(node)?.conds ?? [];
      const when = conds.length ? `${conds.join(' && ')} && ` : '';
      for (const [loop, cl] of checked) {
        const ab = cl.h.indexOf.get(node);
        if (!ab) continue;
        const j0 = cl.init ? c.expr(cl.init) : c.local(cl.h.loopVar);
        // the range was proven i32 by the loop's range check just before (lane-loops.ts)
        const range = loopRange(cl.h, j0, c.expr(cl.h.bound));
        const key = JSON.stringify([[...checked.keys()].indexOf(loop), ab.a, ab.b, conds], (_k, v) =>
          typeof v === 'bigint' ? String(v) : v,
        );
        // the loop reaches A + B·j for j in [lo, hi): its first element, step and count
        const fill = [
          `{ const ${W} tt_a = ${renderPoly(ab.a, W)}, tt_b = ${renderPoly(ab.b, W)};`,
          `  const int32_t tt_j0 = ${range.lo}, tt_j1 = ${range.hi};`,
          `  const int64_t tt_c = ${when}tt_j1 > tt_j0 ? (int64_t)tt_j1 - tt_j0 : 0;`,
          `  tt_hx#[tt_l] = tt_c > 0 ? (int64_t)(tt_a + tt_b * tt_j0) : 0;`,
          `  tt_hb#[tt_l] = tt_c > 1 ? (int64_t)tt_b : 0; tt_hn#[tt_l] = tt_c; }`,
        ].join('\n');
        add(array, store, key, fill, loop);
        return;
      }
      const w = c.wide.get(node);
      const at = w ? `(int64_t)(${w})` : index.kind === 'index' ? `(int64_t)i${index.dim}` : undefined;
      if (at === undefined) throw new InternalError(`lane hazard: no index for an access to '${array}'`);
      const fill = when
        ? `tt_hn#[tt_l] = ${when}1; tt_hx#[tt_l] = tt_hn#[tt_l] ? ${at} : 0; tt_hb#[tt_l] = 0;`
        : `tt_hx#[tt_l] = ${at}; tt_hb#[tt_l] = 0; tt_hn#[tt_l] = 1;`;
      add(array, store, `${at}|${conds.join('&')}`, fill);
    };
    visit(
      k.body,
      (e) => {
        if (e.kind === 'load') onAccess(e, e.array, e.index, false);
      },
      (s) => {
        if (s.kind === 'store') onAccess(s, s.array, s.index, true);
      },
    );
  }

  /** Declarations at the top of `tt_lanes_n`. */
  declarations(width: number = LANES): string[] {
    return this.sets.map(
      (s) => `int64_t tt_hx${s.n}[${width}], tt_hb${s.n}[${width}], tt_hn${s.n}[${width}];`,
    );
  }

  get any(): boolean {
    return this.sets.length > 0;
  }

  private laneLoop(fills: readonly string[], ind: string): string[] {
    if (fills.length === 0) return [];
    const inner = `i${this.c.rank - 1}`;
    return [
      `${ind}for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {`,
      `${ind}  const int32_t ${inner} = tt_ib + tt_l; (void)${inner};`,
      ...fills.flatMap((f) => f.split('\n').map((l) => `${ind}  ${l}`)),
      `${ind}}`,
    ];
  }

  private fill(s: ElementSet): string {
    return s.fill.replaceAll('#', String(s.n));
  }

  /** At early loop `loop`'s entry (after its range check): the sets its accesses reach. */
  atEntry(loop: LoopStmt, ind: string): string[] {
    if (this.checked.get(loop)?.init) return [];
    return this.laneLoop(
      this.sets.filter((s) => s.loop === loop).map((s) => this.fill(s)),
      ind,
    );
  }

  /**
   * At the first store (after the loop's range check when it is a checked loop): the later loops'
   * range checks, the sets not yet recorded, and the test of every store set against every set of
   * its array, lane against lane. A failure returns false before any store.
   */
  atFirstStore(ind: string, rangeOk: (cl: CheckedLoop) => string[]): string[] {
    const later = [...this.checked.values()].filter((cl) => cl.init);
    const ranges = later.flatMap(rangeOk);
    const out: string[] = [];
    if (ranges.length) {
      out.push(
        `${ind}{ /* the later loops' range checks, with their entry values */`,
        `${ind}  int32_t tt_ok = 1;`,
      );
      out.push(
        ...this.laneLoop(
          ranges.map((r) => `tt_ok &= (int32_t)(${r});`),
          `${ind}  `,
        ),
      );
      out.push(`${ind}  if (!tt_ok) return false;`, `${ind}}`);
    }
    if (!this.any) return out;
    // an early loop's sets were recorded at its entry
    const fresh = this.sets.filter((s) => !s.loop || this.checked.get(s.loop)?.init);
    const tests: string[] = [];
    for (const s of this.sets) {
      if (!s.store) continue;
      for (const t of this.sets) {
        if (t.array !== s.array) continue;
        const a = (n: number) => `tt_hx${n}, tt_hb${n}, tt_hn${n}`;
        tests.push(`tt_hok &= tt_hz_pair(${a(s.n)}, ${a(t.n)}, tt_nl);`);
      }
    }
    return [
      ...out,
      `${ind}{ /* lane hazards: no lane accesses what another stores (lane-hazard.ts) */`,
      ...this.laneLoop(
        fresh.map((s) => this.fill(s)),
        `${ind}  `,
      ),
      `${ind}  int32_t tt_hok = 1;`,
      ...tests.map((t) => `${ind}  ${t}`),
      `${ind}  if (!tt_hok) return false;`,
      `${ind}}`,
    ];
  }
}
