/**
 * The lane path's C function (render-lanes.ts has the rule and the statement writer): `tt_lanes_n`
 * with its per-lane locals, masks and hazard sets, `tt_lanes` / `tt_lanes_tail` around it, and the
 * resume function of a group that stopped at a print (lane-resume.ts).
 */
import type { KernelIR } from '../../ir/nodes.js';
import type { AffineNames, Hoisting } from '../../passes/affine-index.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import { C_AFFINE_NAMES } from './affine.js';
import type { CDialect } from './dialect.js';
import { disjointCondition, disjointHelper } from './disjoint.js';
import { laneChecks } from './lane-checks.js';
import { guardPrologue } from './lane-guards.js';
import { hazardHelpers } from './lane-hazard.js';
import { resumeFunction, resumePlan, stateStruct } from './lane-resume.js';
import { uniformExpr, uniformLocals } from './lane-uniform.js';
import { LANES, leadingGuards } from './lanes.js';
import { ctype, V } from './names.js';
import { ExprRenderer } from './render-expr.js';
import { L, LaneWriter, laneCType } from './render-lanes.js';

export interface LanePath {
  /** The C text: `tt_disjoint` and `tt_lanes`. */
  readonly text: string;
  /** `allowed`: the launch-wide run-time condition (stored arrays overlap no other array). */
  readonly allowed: string;
  /** `tt_lanes` returns 2 when a group stopped at a print, and `tt_lanes_resume` ends it (lane-resume.ts). */
  readonly resume: boolean;
  /** Items per group: LANES, or RESUME_LANES when groups stop at prints. */
  readonly width: number;
}

/**
 * `tt_lanes(…)`, with the same parameters as the item function except that the innermost index
 * is `tt_ib`, the first of LANES items. `unchecked`/`wide`: the fast path's hoisted accesses.
 */
export function renderLanes(
  d: CDialect,
  kernel: KernelIR,
  h: Hoisting,
  wide: ReadonlyMap<object, string>,
  storage: ReadonlyMap<string, SmallDTypeName>,
  itemParams: readonly string[],
): LanePath {
  const { guards, rest: k } = leadingGuards(kernel);
  const uniform = uniformLocals(k);
  const lanes = { local: (n: string) => (uniform.has(n) ? V(n) : `${V(n)}${L}`) };
  const x = new ExprRenderer(d, h.unchecked, wide, storage, lanes);
  const names: AffineNames = { ...C_AFFINE_NAMES, local: lanes.local };
  const r = { d, k, unchecked: h.unchecked, wide, storage, uniform, lanes };
  const { checked, hazards, rangeOk } = laneChecks(kernel, h, names, r, x);
  const arrays = new Map(k.params.filter((p) => p.isArray).map((p) => [p.name, p.type]));
  const ctx = {
    d,
    arrayTypes: arrays,
    rank: k.rank,
    uniform,
    checked,
    hazards,
    rangeOk,
    kernel: { body: k.body },
  };
  const plan = resumePlan(k, guards, uniform);
  const width = plan?.width ?? LANES;
  const locals = k.locals.map((v) => ({ name: V(v.name), ctype: laneCType(v.type) }));
  const w = new LaneWriter(x, plan ? { ...ctx, bail: plan } : ctx);
  w.body(k, (e) => !uniformExpr(e, uniform, k.rank - 1));
  const inner = `int32_t i${k.rank - 1}`;
  const st = plan ? ['struct tt_lanes_state *tt_ls'] : [];
  const params = [...st, ...itemParams.map((p) => (p === inner ? 'int32_t tt_ib' : p))];
  const ret = plan ? 'int' : 'bool';
  const out: string[] = [
    ...disjointHelper(
      d,
      'lanes: the stored arrays must not overlap the others (each lane then touches only its own elements)',
    ),
    ...(hazards.any ? hazardHelpers(d.wideInt, d.fnQualifier, width) : []),
    `/* tt_nl (<= ${width}) consecutive work items of the innermost index as lanes: locals per lane, masks for if/loops */`,
    ...(plan ? stateStruct(locals, width) : []),
    `${d.fnQualifier} __attribute__((always_inline)) ${ret} tt_lanes_n(${[...params, 'int32_t tt_nl'].join(', ')}) {`,
    `  (void)i0; (void)i1; (void)i2; (void)tt_ib; (void)tt_err;`.replace(`(void)i${k.rank - 1}; `, ''),
  ];
  for (const v of k.locals) {
    if (uniform.has(v.name)) out.push(`  ${ctype(v.type)} ${V(v.name)} = 0;`);
    else
      out.push(`  ${laneCType(v.type)} ${V(v.name)}[${width}]${plan?.unfilled.has(v.name) ? '' : ' = {0}'};`);
  }
  for (let i = 1; i <= w.maskCount; i++) out.push(`  int32_t tt_m${i}[${width}];`);
  out.push(...hazards.declarations(width).map((l) => `  ${l}`));
  const args = [...params.map((p) => p.slice(p.lastIndexOf(' ') + 1).replace(/^\*+/, ''))];
  if (guards.length) out.push(...guardPrologue(guards, x, k.rank, args));
  out.push(...w.out, '  return true;', '}', '');
  // full groups (tt_nl a constant: the lane loops have a fixed trip count) and the last, partial one
  // a printing kernel is here for its prints (plain items would vectorise): inlined, no call per group
  const inline = k.prints?.length ? ' __attribute__((always_inline))' : '';
  out.push(
    `${d.fnQualifier}${inline} ${ret} tt_lanes(${params.join(', ')}) {`,
    `  return tt_lanes_n(${[...args, String(width)].join(', ')});`,
    '}',
    `${d.fnQualifier} ${ret} tt_lanes_tail(${[...params, 'int32_t tt_nl'].join(', ')}) {`,
    `  return tt_lanes_n(${[...args, 'tt_nl'].join(', ')});`,
    '}',
    '',
  );
  const from = (n: number) => {
    const r = new LaneWriter(x, ctx);
    r.block([...(plan?.replay(n) ?? []), ...k.body.slice(n)], undefined, '      ');
    return { lines: [...hazards.declarations(width).map((l) => `      ${l}`), ...r.out], masks: r.maskCount };
  };
  if (plan) out.push(...resumeFunction(k.rank, plan, locals, [...params, 'int32_t tt_nl'], from));
  return { text: out.join('\n'), allowed: disjointCondition(k), resume: plan !== null, width };
}
