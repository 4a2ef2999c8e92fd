/**
 * The lane path of the C renderer (the rule is in lanes.ts): `tt_lanes` runs LANES consecutive
 * work items of the innermost index together. Every local becomes an array with one element per
 * lane; each run of simple statements becomes one `#pragma omp simd` loop over the lanes; an `if`
 * computes a mask per lane; a loop runs while any lane's mask is set, and assignments keep the
 * old value in inactive lanes (a select) while stores are masked. Per lane, the statements run in
 * the same order as in the item function, so each lane computes exactly what its item computes.
 */
import type { KernelIR, LoopStmt, ScalarType, Stmt } from '../../ir/nodes.js';
import type { Hoisting } from '../../passes/affine-index.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import type { CDialect } from './dialect.js';
import { LANES, storedArrays } from './lanes.js';
import { A, N, V } from './names.js';
import { ExprRenderer } from './render-expr.js';

/** The C type of a lane array of `t` (bools as 32-bit masks, the width of the other lanes). */
function laneCType(t: ScalarType): string {
  switch (t) {
    case 'bool':
    case 'i32':
      return 'int32_t';
    case 'u32':
      return 'uint32_t';
    case 'f32':
      return 'float';
    case 'f64':
      return 'double';
  }
}

const L = '[tt_l]';

class LaneWriter {
  readonly out: string[] = [];
  private masks = 0;
  private anys = 0;
  private readonly inner: string;

  constructor(
    private readonly x: ExprRenderer,
    private readonly arrayTypes: ReadonlyMap<string, ScalarType>,
    rank: number,
  ) {
    this.inner = `i${rank - 1}`;
  }

  get maskCount(): number {
    return this.masks;
  }

  /** One loop over the lanes around `lines` (the innermost index is the lane's own in it). */
  private laneLoop(ind: string, lines: readonly string[], reduction?: string): void {
    if (lines.length === 0) return;
    this.out.push(`${ind}#pragma omp simd${reduction ? ` reduction(|:${reduction})` : ''}`);
    this.out.push(`${ind}for (int32_t tt_l = 0; tt_l < ${LANES}; tt_l++) {`);
    if (new RegExp(`\\b${this.inner}\\b`).test(lines.join('\n')))
      this.out.push(`${ind}  const int32_t ${this.inner} = tt_ib + tt_l;`);
    for (const l of lines) this.out.push(`${ind}  ${l}`);
    this.out.push(`${ind}}`);
  }

  private leaf(s: Stmt, mask: string | undefined): string | undefined {
    if (s.kind === 'assign') {
      const lv = this.x.local(s.name);
      const v = this.x.expr(s.value);
      return mask ? `${lv} = ${mask}${L} ? ${v} : ${lv};` : `${lv} = ${v};`;
    }
    if (s.kind === 'store') {
      const t = this.arrayTypes.get(s.array) ?? 'f32';
      const st = this.x.store(s.array, t, s.index, s.value, false, s.site, s);
      return mask ? `if (${mask}${L}) ${st};` : `${st};`;
    }
    // An expression statement has no effect here (lanes.ts rules out atomics and assignments).
    return undefined;
  }

  block(stmts: readonly Stmt[], mask: string | undefined, ind: string): void {
    let pending: string[] = [];
    const flush = () => {
      this.laneLoop(ind, pending);
      pending = [];
    };
    for (const s of stmts) {
      if (s.kind === 'if') {
        flush();
        const cond = this.x.expr(s.test);
        const on = mask ? `${mask}${L} & ` : '';
        const yes = this.mask();
        const lines = [`${yes}${L} = ${on}(int32_t)(${cond});`];
        const no = s.alternate.length ? this.mask() : undefined;
        if (no) lines.push(`${no}${L} = ${on}(int32_t)!(${cond});`);
        this.laneLoop(ind, lines);
        this.block(s.consequent, yes, ind);
        if (no) this.block(s.alternate, no, ind);
      } else if (s.kind === 'loop') {
        flush();
        this.loop(s, mask, ind);
      } else {
        const line = this.leaf(s, mask);
        if (line) pending.push(line);
      }
    }
    flush();
  }

  private loop(s: LoopStmt, mask: string | undefined, ind: string): void {
    const m = this.mask();
    const live = `tt_any${++this.anys}`; // set while any lane still loops
    this.laneLoop(ind, [`${m}${L} = ${mask ? `${mask}${L}` : '1'};`]);
    const test = s.test ? this.x.expr(s.test) : '1';
    const inner = `${ind}  `;
    const check = () => {
      this.out.push(`${inner}int32_t ${live} = 0;`);
      this.laneLoop(inner, [`${m}${L} &= (int32_t)(${test});`, `${live} |= ${m}${L};`], live);
      this.out.push(`${inner}if (!${live}) break;`);
    };
    this.out.push(`${ind}for (;;) {`);
    if (!s.testAtEnd) check();
    this.block(s.body, m, inner);
    // As in the item function, a do-while has no update statements.
    if (!s.testAtEnd) this.block(s.update, m, inner);
    else check();
    this.out.push(`${ind}}`);
  }

  private mask(): string {
    return `tt_m${++this.masks}`;
  }
}

export interface LanePath {
  /** The C text: `tt_disjoint` and `tt_lanes`. */
  readonly text: string;
  /** `allowed`: the launch-wide run-time condition (stored arrays overlap no other array). */
  readonly allowed: string;
}

/**
 * `tt_lanes(…)`, with the same parameters as the item function except that the innermost index
 * is `tt_ib`, the first of LANES items. `unchecked`/`wide`: the fast path's hoisted accesses.
 */
export function renderLanes(
  d: CDialect,
  k: KernelIR,
  h: Hoisting,
  wide: ReadonlyMap<object, string>,
  storage: ReadonlyMap<string, SmallDTypeName>,
  itemParams: readonly string[],
): LanePath {
  const x = new ExprRenderer(d, h.unchecked, wide, storage, { local: (n) => `${V(n)}${L}` });
  const arrays = new Map(k.params.filter((p) => p.isArray).map((p) => [p.name, p.type]));
  const w = new LaneWriter(x, arrays, k.rank);
  w.block(k.body, undefined, '  ');
  const inner = `int32_t i${k.rank - 1}`;
  const params = itemParams.map((p) => (p === inner ? 'int32_t tt_ib' : p));
  const out: string[] = [
    '/* lanes: the stored arrays must not overlap the others (each lane then touches only its own elements) */',
    `${d.fnQualifier} bool tt_disjoint(const void *a, int64_t na, const void *b, int64_t nb) {`,
    '  const uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;',
    '  return x + (uintptr_t)na <= y || y + (uintptr_t)nb <= x;',
    '}',
    '',
    `/* ${LANES} consecutive work items of the innermost index as lanes: locals per lane, masks for if/loops */`,
    `${d.fnQualifier} void tt_lanes(${params.join(', ')}) {`,
    `  (void)i0; (void)i1; (void)i2; (void)tt_ib; (void)tt_err;`.replace(`(void)i${k.rank - 1}; `, ''),
  ];
  for (const v of k.locals) out.push(`  ${laneCType(v.type)} ${V(v.name)}[${LANES}] = {0};`);
  for (let i = 1; i <= w.maskCount; i++) out.push(`  int32_t tt_m${i}[${LANES}];`);
  out.push(...w.out, '}', '');
  const stored = new Set(storedArrays(k));
  const bytes = (n: string) => `${N(n)} * (int64_t)sizeof(*${A(n)})`;
  const pairs: string[] = [];
  const all = k.params.filter((p) => p.isArray).map((p) => p.name);
  for (const s of stored) {
    for (const o of all) {
      if (o === s || (stored.has(o) && o < s)) continue;
      pairs.push(`tt_disjoint(${A(s)}, ${bytes(s)}, ${A(o)}, ${bytes(o)})`);
    }
  }
  return { text: out.join('\n'), allowed: pairs.length ? pairs.join(' && ') : 'true' };
}
