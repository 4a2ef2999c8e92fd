/**
 * A whole kernel -> one C translation unit: dialect header, JS-semantics prelude, helper
 * functions, the per-item function (the kernel body; `return` ends the item), and the dialect's
 * exported entry point that runs the launch range.
 */
import { onlyCountedLoops, usesBigInt } from '../../ir/analysis.js';
import type { Expr, IRFunction, KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { type Hoisting, hoistChecks } from '../../passes/affine-index.js';
import { workItemLoops } from '../../passes/work-item-loops.js';
import { affineIndex, C_AFFINE_NAMES, renderPoly } from './affine.js';
import { casAtomicsUsed } from './cas-atomics.js';
import type { CDialect, EntryContext, EntryParam } from './dialect.js';
import { dimCheckHelper, hasDimChecks } from './dim-check.js';
import { disjointCondition, disjointHelper } from './disjoint.js';
import {
  EXP_CHUNK,
  fastExpF32Helper,
  fastHelperName,
  TWO_PASS_GATE,
  twoPassExp,
  UNSURE,
  UNSURE_TYPE,
  unsureSet,
  WIDE_VECTORS,
} from './exp-two-pass.js';
import { jsExactMathHelpers } from './js-exact-math.js';
import { renderLanes } from './lane-path.js';
import { LANES, laneProblem } from './lanes.js';
import { A, arrayCType, commentText, ctype, F, N, P, storageMap, V } from './names.js';
import { independentItems } from './own-items.js';
import { prelude } from './prelude.js';
import { ERR, ExprRenderer, literal } from './render-expr.js';
import { StmtRenderer } from './render-stmt.js';

/** The exported symbol of every generated translation unit. */
export const ENTRY_NAME = 'tutti_kernel';

/** The entry point's parameters: n0 n1 n2 threads err, then per IR param (arrays: data, length). */
export function entryParams(k: KernelIR): EntryParam[] {
  const out: EntryParam[] = [];
  const scalar = (name: string, c: string) => out.push({ decl: `${c} ${name}`, name, ffiType: c });
  for (const n of ['n0', 'n1', 'n2', 'tt_threads']) scalar(n, 'int32_t');
  out.push({ decl: `int32_t *${ERR}`, name: ERR, ffiType: 'int32_t *' });
  for (const p of k.params) {
    if (p.isArray) {
      out.push({ decl: `${arrayCType(p)} *${A(p.name)}`, name: A(p.name), ffiType: `${arrayCType(p)} *` });
      scalar(N(p.name), 'int64_t');
    } else {
      scalar(P(p.name), p.type === 'bool' ? 'int32_t' : ctype(p.type));
    }
  }
  return out;
}

function itemParams(k: KernelIR): string[] {
  const out = ['int32_t i0', 'int32_t i1', 'int32_t i2'];
  for (const p of k.params) {
    if (p.isArray) out.push(`${arrayCType(p)} *${A(p.name)}`, `int64_t ${N(p.name)}`);
    else out.push(`${ctype(p.type)} ${P(p.name)}`);
  }
  // Work-item loops: the item function runs a whole group; the launch extents are group counts.
  if (k.groupLoops) out.push('int32_t tt_groups0', 'int32_t tt_groups1', 'int32_t tt_groups2');
  out.push(`int32_t *${ERR}`);
  return out;
}

function itemArgs(k: KernelIR, indices: readonly string[] = ['i0', 'i1', 'i2']): string[] {
  const out = [...indices];
  for (const p of k.params) {
    if (p.isArray) out.push(A(p.name), N(p.name));
    else out.push(P(p.name));
  }
  if (k.groupLoops) out.push('n0', 'n1', 'n2');
  out.push(ERR);
  return out;
}

/** Shared (and per-item) arrays and group ids at the top of the per-item function. */
function groupDeclarations(d: CDialect, k: KernelIR, out: string[]): void {
  if (!k.workgroup) return;
  if (k.groupLoops) out.push('  (void)tt_groups0; (void)tt_groups1; (void)tt_groups2;');
  else if (d.groups) for (const l of d.groups.idLines(k.rank)) out.push(`  ${l}`);
  const q = k.groupLoops ? '' : `${d.groups?.sharedQualifier ?? ''} `;
  for (const a of k.shared ?? []) {
    out.push(`  ${q}${ctype(a.type)} ${A(a.name)}[${a.length}];`);
    out.push(`  const int64_t ${N(a.name)} = ${a.length}; (void)${N(a.name)};`);
  }
}

function helperSignature(d: CDialect, f: IRFunction, fastExp = false): string {
  const ps = f.params.map((p) => `${ctype(p.type)} ${V(p.name)}`);
  if (fastExp) ps.push(`${UNSURE_TYPE} *${UNSURE}`);
  const name = fastExp ? fastHelperName(F(f.name)) : F(f.name);
  return `${d.fnQualifier} ${ctype(f.returnType)} ${name}(${ps.join(', ') || 'void'})`;
}

/** The helper functions of `k`; with `fastExp`, their copies for the fast pass of two-pass exp. */
function helperFunctions(d: CDialect, k: KernelIR, s: StmtRenderer, out: string[], fastExp = false): void {
  if (!k.functions.length) return;
  out.push(
    '',
    fastExp ? '/* helper functions with the fast f32 exp (exp-two-pass.ts) */' : '/* helper functions */',
  );
  for (const f of k.functions) out.push(`${helperSignature(d, f, fastExp)};`);
  for (const f of k.functions) {
    out.push(`${helperSignature(d, f, fastExp)} {`);
    const zero = `return ${literal(d, f.returnType, 0)};`;
    s.pollPrologue(undefined, zero, '  ', out);
    s.declare(f.locals, '  ', out);
    s.block(f.body, '  ', zero, out);
    out.push(`  ${zero}`, '}');
  }
}

function itemFunction(
  d: CDialect,
  k: KernelIR,
  name: string,
  unchecked: ReadonlySet<object>,
  out: string[],
  indexOverride: ReadonlyMap<object, string> = new Map(),
  inline = false,
  /** The fast pass of two-pass f32 exp (exp-two-pass.ts): one more parameter, its flag pointer. */
  fastExp = false,
): void {
  const flag = fastExp ? UNSURE : undefined;
  const x = new ExprRenderer(d, unchecked, indexOverride, storageMap(k.params), undefined, flag);
  const s = StmtRenderer.forKernel(d, x, k);
  const q = inline ? `${d.fnQualifier} __attribute__((always_inline))` : d.fnQualifier;
  const params = fastExp ? [...itemParams(k), `${UNSURE_TYPE} *${UNSURE}`] : itemParams(k);
  out.push(`${q} void ${name}(${params.join(', ')}) {`);
  out.push('  (void)i0; (void)i1; (void)i2;');
  groupDeclarations(d, k, out);
  // Private arrays: the item's own, zero-filled.
  for (const a of k.private ?? []) {
    out.push(`  ${ctype(a.type)} ${A(a.name)}[${a.length}] = {0};`);
    out.push(`  const int64_t ${N(a.name)} = ${a.length}; (void)${N(a.name)};`);
  }
  s.pollPrologue(ERR, 'return;', '  ', out);
  s.declare(k.locals, '  ', out);
  s.block(k.body, '  ', 'return;', out);
  out.push('}', '');
}

/** tt_block_ok: every hoisted access is in bounds for the innermost index in [tt_lo, tt_hi). */
function blockCheck(d: CDialect, k: KernelIR, h: Hoisting, out: string[]): void {
  const W = d.wideInt;
  const inner = k.rank - 1;
  out.push('/* hoisted bounds checks: affine indices checked once per block of the innermost index */');
  const params = itemParams(k).slice(0, -1);
  out.push(
    `${d.fnQualifier} bool tt_block_ok(${[...params, 'int32_t tt_lo', 'int32_t tt_hi'].join(', ')}) {`,
  );
  out.push('  (void)i0; (void)i1; (void)i2;');
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])])
    out.push(`  const int64_t ${N(a.name)} = ${a.length}; (void)${N(a.name)};`);
  for (const c of h.checks) {
    const terms = [renderPoly(c.index.c, W)];
    for (let dim = 0; dim < inner; dim++) terms.push(`${renderPoly(c.index.dims[dim] ?? [], W)} * i${dim}`);
    const coef = renderPoly(c.index.dims[inner] ?? [], W);
    out.push(
      `  if (!tt_range_ok(${terms.join(' + ')}, ${coef}, tt_lo, tt_hi, ${c.limit ?? N(c.array)})) return false;`,
    );
  }
  out.push('  return true;', '}', '');
}

/**
 * The same checks once for the whole launch: each affine index over the box of every launch
 * index in [0, n) (its least and greatest value at the box's corners, summed per dimension in
 * 128 bits). When they pass, no block needs its own check: a short innermost dimension (a 3-D
 * stencil's 38 items per row) otherwise spends as long checking its blocks as running them.
 */
function launchCheck(d: CDialect, k: KernelIR, h: Hoisting, out: string[]): void {
  const W = d.wideInt;
  out.push('/* the hoisted bounds checks over the whole launch (then no block checks) */');
  const params = itemParams(k).slice(0, -1);
  const extents = Array.from({ length: k.rank }, (_, dim) => `int32_t tt_n${dim}`);
  out.push(`${d.fnQualifier} bool tt_launch_ok(${[...params, ...extents].join(', ')}) {`);
  out.push('  (void)i0; (void)i1; (void)i2;');
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])])
    out.push(`  const int64_t ${N(a.name)} = ${a.length}; (void)${N(a.name)};`);
  out.push(`  ${W} tt_min, tt_max, tt_t;`);
  for (const c of h.checks) {
    out.push(`  tt_min = tt_max = ${renderPoly(c.index.c, W)};`);
    for (let dim = 0; dim < k.rank; dim++) {
      const coef = c.index.dims[dim] ?? [];
      if (coef.length === 0) continue;
      out.push(
        `  tt_t = ${renderPoly(coef, W)} * (${W})(tt_n${dim} - 1); if (tt_t < 0) tt_min += tt_t; else tt_max += tt_t;`,
      );
    }
    out.push(`  if (tt_min < 0 || tt_max >= ${c.limit ?? N(c.array)}) return false;`);
  }
  out.push('  return true;', '}', '');
}

/**
 * The C source of kernel `k` for dialect `d`. A work-group kernel for a dialect without work-group
 * support (C + OpenMP) is rendered after the work-item-loops pass: one call per group, the items
 * as loops, innermost uniform loops hoisted over the item loop so the compiler vectorises it.
 */
/**
 * Whether `k` (body or helpers) converts a float to an integer. Without trapping math GCC folds
 * `(double)(int32_t)x` into `trunc(x)`, which gives -0 for x in (-1, -0] where ToInt32 gives +0, so
 * such kernels keep GCC's default (the lane rule admits no such conversion, so lanes always get it).
 */
function floatToInt(k: KernelIR): boolean {
  let found = false;
  const onExpr = (e: Expr) => {
    if (
      e.kind === 'cast' &&
      (e.arg.type === 'f32' || e.arg.type === 'f64') &&
      e.type !== 'f32' &&
      e.type !== 'f64'
    )
      found = true;
  };
  visit(k.body, onExpr);
  for (const f of k.functions) visit(f.body, onExpr);
  return found;
}

/** Why kernel `k` gets no lane path on dialect `d` (undefined: it gets one). */
function laneReason(d: CDialect, k: KernelIR, h: Hoisting): string | undefined {
  if (!d.lanes) return undefined;
  if (k.options.unsafe)
    return 'unsafe (lanes evaluate accesses of inactive lanes, which only block checks make safe)';
  if (k.options.poll && d.poll && !(d.poll.cancelled && onlyCountedLoops(k)))
    return 'a launch with a timeout, and a loop that is not counted (lane loops do not poll)';
  return h.checks.length || laneProblem(k, h) === undefined
    ? laneProblem(k, h)
    : 'no access the block check covers';
}

/** The lane path's C (pushed onto `out`) and the entry's calls of it. */
function laneEntry(
  d: CDialect,
  k: KernelIR,
  h: Hoisting,
  wide: Map<object, string>,
  out: string[],
): EntryContext['lanes'] {
  const path = renderLanes(d, k, h, wide, storageMap(k.params), itemParams(k));
  out.push(path.text);
  // The timeout variant polls between groups of lanes: their loops are all counted (laneWhy),
  // so each group ends by itself, as a counted loop is polled only through its enclosing one.
  const stop = k.options.poll ? d.poll?.cancelled?.(ERR) : undefined;
  const st = path.resume ? ['&tt_ls'] : [];
  return {
    call: `tt_lanes(${[...st, ...itemArgs(k)].join(', ')})`,
    tailCall: `tt_lanes_tail(${[...st, ...itemArgs(k), `tt_hi - i${k.rank - 1}`].join(', ')})`,
    ...(path.resume ? { resume: `tt_lanes_resume(${[...st, ...itemArgs(k), 'NL'].join(', ')})` } : {}),
    width: path.width,
    allowed: path.allowed,
    ...(stop ? { stop } : {}),
  };
}

export function renderC(kernel: KernelIR, d: CDialect): string {
  const k = kernel.workgroup && !d.groups ? workItemLoops(kernel, { sinkUniformLoops: true }) : kernel;
  const x = new ExprRenderer(d, undefined, undefined, storageMap(k.params));
  const s = StmtRenderer.forKernel(d, x, k);
  // a safe kernel's unchecked accesses are proven in bounds for their exact index: the fast item
  // indexes them in 64 bits too (a wrapping i32 index, `(int32_t)((uint32_t)i0 + off)`, kept GCC
  // from vectorising the item loop: the 1-D gather adjoint's interior ran 2-4x its checked kernel)
  const h = hoistChecks(k, C_AFFINE_NAMES, !k.options.unsafe);
  const out: string[] = [];
  out.push(
    `/* tutti kernel '${commentText(k.name)}', rank ${k.rank}, dialect ${d.id}: generated, do not edit. */`,
  );
  out.push(
    `/* bounds checks: ${k.options.unsafe ? 'off (unsafe)' : h.checks.length ? `on, ${h.unchecked.size} access(es) hoisted to block checks` : 'on'} */`,
  );
  const laneWhy = laneReason(d, k, h);
  if (d.lanes)
    out.push(
      `/* lanes: ${laneWhy === undefined ? `${LANES} items at a time` : `no, ${laneWhy.replace(/[^\w '.,()>-]/g, ' ')}`} */`,
    );
  // independent items (own-items.ts), inlined so the loop vectorises; with pure helpers: two-pass exp only
  const noLanes = d.lanes === true && laneWhy !== undefined;
  const plainIndependent = noLanes && independentItems(k);
  const withHelpers = !plainIndependent && noLanes && k.functions.length > 0 && independentItems(k, true);
  const hasFast = h.checks.length > 0 || (d.lanes && laneWhy === undefined);
  const twoPass = twoPassExp(d, k, plainIndependent || withHelpers);
  out.push(d.header());
  if (twoPass) out.push(WIDE_VECTORS);
  if (d.noTraps && !floatToInt(k)) out.push(d.noTraps);
  if (d.noVectorize && k.options.noVectorize) out.push(d.noVectorize);
  out.push(prelude(d, storageMap(k.params).values(), casAtomicsUsed(k), usesBigInt(k)));
  const exactMath = jsExactMathHelpers(d, k);
  if (exactMath) out.push(exactMath);
  const independent = plainIndependent || (withHelpers && twoPass);
  if (twoPass) out.push(fastExpF32Helper(d.fnQualifier));
  if (hasDimChecks(k)) out.push(dimCheckHelper(d));
  if (k.options.poll && d.poll) out.push(d.poll.decl);
  helperFunctions(d, k, s, out);
  if (twoPass && k.functions.length) {
    const fx = new ExprRenderer(d, undefined, undefined, storageMap(k.params), undefined, UNSURE);
    helperFunctions(d, k, StmtRenderer.forKernel(d, fx, k), out, true);
  }
  if (independent)
    out.push(
      ...disjointHelper(
        d,
        'independent items: every access is at the item index; stored arrays must not overlap',
      ),
    );
  out.push('', '/* one work item: the kernel body; `return` ends this item only */');
  itemFunction(d, k, 'tt_item', new Set(), out, new Map(), independent && !hasFast);
  // two-pass exp: the item that runs a chunk again is the fast item, or the item itself when
  // nothing was hoisted (a launch whose accesses are all proven in bounds: no checks in it either)
  if (twoPass && !hasFast) {
    out.push('/* the item with the fast f32 exp (exp-two-pass.ts): a chunk whose flag is set runs again */');
    itemFunction(d, k, 'tt_item_fast_exp', new Set(), out, new Map(), true, true);
  }
  let fast: EntryContext['fast'];
  let lanes: EntryContext['lanes'];
  // a lane kernel needs the fast path even when no access is block-checked (its accesses are then
  // launch indices and loops with entry checks): the fast item is then the item itself
  if (hasFast) {
    out.push('/* the same work item with the hoisted accesses unchecked (their block passed tt_block_ok) */');
    // Magnitude bits of each invariant: i32 parameters and array lengths fit 31, u32 needs 32.
    const bits = new Map(
      k.params.map((p) => [p.isArray ? N(p.name) : P(p.name), p.type === 'u32' ? 32 : 31]),
    );
    const wide = new Map<object, string>();
    for (const [node, a] of h.indexOf)
      wide.set(
        node,
        affineIndex(a, (sym) => bits.get(sym) ?? 32),
      );
    itemFunction(d, k, 'tt_item_fast', h.unchecked, out, wide, independent);
    if (twoPass) {
      out.push(
        '/* the fast item with the fast f32 exp (exp-two-pass.ts): a chunk whose flag is set runs again */',
      );
      itemFunction(d, k, 'tt_item_fast_exp', h.unchecked, out, wide, true, true);
    }
    blockCheck(d, k, h, out);
    if (d.launchCheck) launchCheck(d, k, h, out);
    const outer = ['i0', 'i1', 'i2'].map((n, dim) => (dim < k.rank - 1 ? n : '0'));
    const args = itemArgs(k, outer).slice(0, -1);
    const none = itemArgs(k, ['0', '0', '0']).slice(0, -1);
    const extents = Array.from({ length: k.rank }, (_, dim) => `n${dim}`);
    fast = {
      itemCall: `tt_item_fast(${itemArgs(k).join(', ')})`,
      blockOkCall: `tt_block_ok(${[...args, 'tt_lo', 'tt_hi'].join(', ')})`,
      ...(d.launchCheck ? { launchOkCall: `tt_launch_ok(${[...none, ...extents].join(', ')})` } : {}),
    };
    if (d.lanes && laneWhy === undefined) lanes = laneEntry(d, k, h, wide, out);
  }
  out.push(
    d.entry(
      {
        kernel: k,
        params: entryParams(k),
        itemCall: `tt_item(${itemArgs(k).join(', ')})`,
        ...(fast ? { fast } : {}),
        ...(twoPass
          ? {
              twoPassExp: {
                fastCall: `tt_item_fast_exp(${[...itemArgs(k), `&${UNSURE}`].join(', ')})`,
                exactCall: `${hasFast ? 'tt_item_fast' : 'tt_item'}(${itemArgs(k).join(', ')})`,
                declareUnsure: `${UNSURE_TYPE} ${UNSURE} = 0;`,
                unsureSet: unsureSet(UNSURE),
                chunk: EXP_CHUNK,
                gate: TWO_PASS_GATE,
              },
            }
          : {}),
        ...(lanes ? { lanes } : {}),
        ...(independent ? { independent: disjointCondition(k) } : {}),
      },
      ENTRY_NAME,
    ),
  );
  return `${out.join('\n')}\n`;
}
