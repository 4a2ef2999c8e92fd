/**
 * The logged form of a kernel's float atomics, for deterministic mode on GPUs
 * (runtime/ordered-atomics.ts): each `Atomics.add/sub` on an f32/f64 array becomes two stores into
 * per-launch logs at a slot fixed by the item, the call site and its loops' iterations —
 * `keys[item * S + slot] = index + 1` and `vals[item * S + slot] = ±value`, `item` the row-major
 * item number, `S` the array's slots per item — after a plain read of `array[index]` that keeps the
 * atomic's range check (same site, same error, same item). A stable sort of the keys then lists each
 * element's additions in item order, then statement order, which is the order in which the js
 * backend (items one after another) applies them: summed in that order onto the element, they give
 * its bits exactly, whatever the thread timing.
 *
 * Slot order is execution order where each run of a site has a slot of its own known before the
 * launch: a site outside loops has one per item; one inside counted loops (CountedLoop: a constant
 * start, a bound known at launch, step 1) one per iteration, numbered row-major over its loops, the
 * slot count then computed at launch (slotLayout). So each float atomic must be a statement of its
 * own, outside loops or in counted ones, in the kernel body (not a helper), an add or a sub whose
 * returned value is unused, on an array the kernel touches no other way. Anything else is refused
 * with the reason (`LogResult.refused`).
 */
import type { AtomicExpr, Expr, IRParam, KernelIR, LoopStmt, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';

/**
 * A loop around a logged site, `v = start; for (; v < bound; v = v + 1)` with `v` not assigned in
 * its body: it runs at most max(0, bound - start) times, iteration `v - start`.
 */
export interface CountedLoop {
  readonly v: string;
  readonly start: number;
  /** A constant, or an integer scalar parameter (its source name): known at launch. */
  readonly bound: number | { readonly param: string };
}

/** One call site: the loops around it (outermost first) and its slot parameters. */
export interface LoggedSite {
  readonly loops: readonly CountedLoop[];
  /** i32 parameters: the site's first slot within an item, and each loop's iteration stride. */
  readonly base: string;
  readonly strides: readonly string[];
}

/** One array's logs in the logged kernel. */
export interface LoggedArray {
  /** The IR name and the name the user wrote of the array the atomics add to. */
  readonly array: string;
  readonly sourceName: string;
  readonly type: 'f32' | 'f64';
  readonly sites: readonly LoggedSite[];
  /** i32 parameter: slots per item (every site's iterations). */
  readonly slots: string;
  /** The logged kernel's parameters: index + 1 per slot (0: the site did not run), and the addend. */
  readonly keys: string;
  readonly vals: string;
}

export interface LoggedAtomics {
  readonly ir: KernelIR;
  readonly arrays: readonly LoggedArray[];
  /** The i32 parameters that carry launch extents 1 and 2 (row-major item numbers), by dimension. */
  readonly extents: readonly string[];
}

export type LogResult = { readonly logged: LoggedAtomics } | { readonly refused: string };

const isFloatRmw = (e: Expr): e is AtomicExpr =>
  e.kind === 'atomic' && e.op !== 'load' && (e.type === 'f32' || e.type === 'f64');

const intConst = (e: Expr): number | undefined =>
  e.kind === 'const' && typeof e.value === 'number' && Number.isInteger(e.value) ? e.value : undefined;

/** `loop` as a counted loop (see CountedLoop), `prev` the statement before it; else undefined. */
function countedLoop(
  prev: Stmt | undefined,
  loop: LoopStmt,
  params: ReadonlyMap<string, IRParam>,
): CountedLoop | undefined {
  const t = loop.test;
  if (loop.testAtEnd || !t || t.kind !== 'binary' || t.op !== 'lt' || t.left.kind !== 'local')
    return undefined;
  const v = t.left.name;
  const p = t.right.kind === 'param' ? params.get(t.right.name) : undefined;
  const bound =
    p && !p.isArray && (p.type === 'i32' || p.type === 'u32') ? { param: p.sourceName } : intConst(t.right);
  const [step, ...more] = loop.update;
  const stepped =
    step?.kind === 'assign' &&
    step.name === v &&
    step.value.kind === 'binary' &&
    step.value.op === 'add' &&
    step.value.left.kind === 'local' &&
    step.value.left.name === v &&
    intConst(step.value.right) === 1;
  const start = prev?.kind === 'assign' && prev.name === v ? intConst(prev.value) : undefined;
  if (bound === undefined || !stepped || more.length > 0 || start === undefined) return undefined;
  let assigned = false;
  visit(
    loop.body,
    (e) => {
      if (e.kind === 'let' && e.name === v) assigned = true;
    },
    (st) => {
      if (st.kind === 'assign' && st.name === v) assigned = true;
    },
  );
  return assigned ? undefined : { v, start, bound };
}

/** Each float atomic statement of `body` with its counted loops (null: one it is not counted in). */
function eachSite(
  body: readonly Stmt[],
  params: ReadonlyMap<string, IRParam>,
  onSite: (a: AtomicExpr, loops: readonly (CountedLoop | null)[]) => void,
  onOther: (s: Stmt) => void,
  loops: readonly (CountedLoop | null)[] = [],
): void {
  body.forEach((s, at) => {
    if (s.kind === 'expr' && isFloatRmw(s.expr)) onSite(s.expr, loops);
    else if (s.kind === 'if') {
      onOther({ kind: 'expr', expr: s.test });
      eachSite(s.consequent, params, onSite, onOther, loops);
      eachSite(s.alternate, params, onSite, onOther, loops);
    } else if (s.kind === 'loop') {
      if (s.test) onOther({ kind: 'expr', expr: s.test });
      const inner = [...loops, countedLoop(body[at - 1], s, params) ?? null];
      eachSite(s.body, params, onSite, onOther, inner);
      eachSite(s.update, params, onSite, onOther, inner);
    } else onOther(s);
  });
}

/** Why `ir`'s float atomics cannot be logged in slot order, or undefined when they can. */
function refusal(ir: KernelIR, params: ReadonlyMap<string, IRParam>): string | undefined {
  for (const f of ir.functions) {
    let inHelper = false;
    visit(f.body, (e) => {
      if (isFloatRmw(e)) inHelper = true;
    });
    if (inHelper) return `a float atomic in helper '${f.sourceName}' (call it from the kernel body instead)`;
  }
  const targets = new Set<string>();
  let why: string | undefined;
  const nested = (e: Expr): void => {
    if (isFloatRmw(e)) why ??= `the value returned by Atomics.${e.op} on '${e.array}' is used`;
  };
  eachSite(
    ir.body,
    params,
    (a, loops) => {
      if (a.op !== 'add' && a.op !== 'sub')
        why ??= `Atomics.${a.op} on '${a.array}' (only add and sub are ordered)`;
      else if (loops.includes(null))
        why ??= `Atomics.${a.op} on '${a.array}' inside a loop whose trip count is not known at launch (for (let k = c; k < n; k++) with c a constant, n a constant or an integer parameter, k not assigned in the body)`;
      targets.add(a.array);
      visit(
        [{ kind: 'expr', expr: a.index }, ...a.args.map((expr): Stmt => ({ kind: 'expr', expr }))],
        nested,
      );
    },
    (s) => visit([s], nested),
  );
  if (why) return why;
  visit(
    ir.body,
    (e) => {
      if ((e.kind === 'load' || (e.kind === 'atomic' && !isFloatRmw(e))) && targets.has(e.array))
        why ??= `'${e.array}' is read as well as added to`;
    },
    (s) => {
      if (s.kind === 'store' && targets.has(s.array)) why ??= `'${s.array}' is stored to as well as added to`;
    },
  );
  return why;
}

/**
 * The slot layout of `a` for one launch: slots per item, and each site's base and loop strides
 * (row-major over its loops' iterations), `scalar` giving a bound parameter's value.
 */
export function slotLayout(
  a: LoggedArray,
  scalar: (sourceName: string) => number,
): { slots: number; values: Map<string, number> } {
  const values = new Map<string, number>();
  let slots = 0;
  for (const site of a.sites) {
    const trips = site.loops.map((l) =>
      Math.max(0, (typeof l.bound === 'number' ? l.bound : scalar(l.bound.param)) - l.start),
    );
    values.set(site.base, slots);
    let stride = 1;
    for (let l = trips.length - 1; l >= 0; l--) {
      values.set(site.strides[l] ?? '', stride);
      stride *= trips[l] ?? 0;
    }
    slots += stride;
  }
  values.set(a.slots, slots);
  return { slots, values };
}

/** A name not yet taken in `ir` (params, locals, helpers). */
function freshName(taken: Set<string>, base: string): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

const i32 = (value: number): Expr => ({ kind: 'const', type: 'i32', value });
const param = (name: string): Expr => ({ kind: 'param', type: 'i32', name });
const add = (left: Expr, right: Expr): Expr => ({ kind: 'binary', type: 'i32', op: 'add', left, right });
const mul = (left: Expr, right: Expr): Expr => ({ kind: 'binary', type: 'i32', op: 'mul', left, right });

/** The row-major item number: idx0, idx0 * n1 + idx1, (idx0 * n1 + idx1) * n2 + idx2. */
function itemNumber(rank: number, extents: readonly string[]): Expr {
  const dims = [1, 2] as const;
  let n: Expr = { kind: 'index', type: 'i32', dim: 0 };
  for (const d of dims.slice(0, rank - 1))
    n = add(mul(n, param(extents[d - 1] ?? '')), { kind: 'index', type: 'i32', dim: d });
  return n;
}

/** The arrays added to, each with its parameters, in order of first site (sites filled by the caller). */
function loggedArrays(ir: KernelIR, taken: Set<string>): Map<string, LoggedArray & { sites: LoggedSite[] }> {
  const arrays = new Map<string, LoggedArray & { sites: LoggedSite[] }>();
  const sourceOf = new Map(ir.params.map((p) => [p.name, p.sourceName]));
  visit(ir.body, (e) => {
    if (!isFloatRmw(e) || arrays.has(e.array)) return;
    arrays.set(e.array, {
      array: e.array,
      sourceName: sourceOf.get(e.array) ?? e.array,
      type: e.type === 'f64' ? 'f64' : 'f32',
      sites: [],
      slots: freshName(taken, `tt_order_slots_${e.array}`),
      keys: freshName(taken, `tt_order_keys_${e.array}`),
      vals: freshName(taken, `tt_order_vals_${e.array}`),
    });
  });
  return arrays;
}

/** `ir` with its float atomics logged (see the file comment), or why it cannot be. */
export function logFloatAtomics(ir: KernelIR): LogResult {
  const byName = new Map(ir.params.map((p) => [p.name, p]));
  const why = refusal(ir, byName);
  if (why) return { refused: why };
  const taken = new Set([...ir.params, ...ir.locals, ...ir.functions].map((v) => v.name));
  const extents = Array.from({ length: ir.rank - 1 }, (_, d) => freshName(taken, `tt_order_n${d + 1}`));
  const arrays = loggedArrays(ir, taken);
  const item = itemNumber(ir.rank, extents);
  const locals = [...ir.locals];
  const sites = [...ir.sites];
  /** The slot of one run of a site: item * slots + base + each loop's iteration times its stride. */
  const slotOf = (log: LoggedArray, site: LoggedSite): Expr =>
    site.loops.reduce(
      (acc, l, d) =>
        add(
          acc,
          mul(add({ kind: 'local', type: 'i32', name: l.v }, i32(-l.start)), param(site.strides[d] ?? '')),
        ),
      add(mul(item, param(log.slots)), param(site.base)),
    );
  const logStmts = (a: AtomicExpr, loops: readonly CountedLoop[]): Stmt[] => {
    const log = arrays.get(a.array);
    if (!log) return [{ kind: 'expr', expr: a }];
    const site: LoggedSite = {
      loops,
      base: freshName(taken, `tt_order_base_${a.array}`),
      strides: loops.map(() => freshName(taken, `tt_order_stride_${a.array}`)),
    };
    log.sites.push(site);
    const slot = slotOf(log, site);
    const at = freshName(taken, 'tt_order_at');
    locals.push({ name: at, type: 'i32', sourceName: at });
    const index: Expr = { kind: 'local', type: 'i32', name: at };
    const value = a.args[0] ?? { kind: 'const', type: log.type, value: 0 };
    const signed: Expr = a.op === 'sub' ? { kind: 'unary', type: log.type, op: 'neg', arg: value } : value;
    const where = a.loc ?? { line: 0, column: 0 };
    const keySite = sites.push({ array: log.keys, loc: where }) - 1;
    const valSite = sites.push({ array: log.vals, loc: where }) - 1;
    const loc = a.loc ? { loc: a.loc } : {};
    const check: Expr = {
      kind: 'load',
      type: log.type,
      array: a.array,
      index,
      checked: a.checked,
      site: a.site,
      ...loc,
    };
    return [
      { kind: 'assign', name: at, value: a.index, ...loc },
      // the atomic's range check, at its site
      { kind: 'expr', expr: check, ...loc },
      {
        kind: 'store',
        array: log.keys,
        index: slot,
        value: add(index, i32(1)),
        checked: false,
        site: keySite,
      },
      { kind: 'store', array: log.vals, index: slot, value: signed, checked: false, site: valSite },
    ];
  };
  // the same walk as refusal's (eachSite): every loop around a site is counted there
  const rewrite = (body: readonly Stmt[], loops: readonly CountedLoop[]): Stmt[] =>
    body.flatMap((s, at): Stmt[] => {
      if (s.kind === 'expr' && isFloatRmw(s.expr)) return logStmts(s.expr, loops);
      if (s.kind === 'if')
        return [{ ...s, consequent: rewrite(s.consequent, loops), alternate: rewrite(s.alternate, loops) }];
      if (s.kind !== 'loop') return [s];
      const counted = countedLoop(body[at - 1], s, byName);
      const inner = counted ? [...loops, counted] : loops;
      return [{ ...s, body: rewrite(s.body, inner), update: rewrite(s.update, inner) }];
    });
  const body = rewrite(ir.body, []);
  const logged = [...arrays.values()];
  const scalar = (name: string): IRParam => ({ name, sourceName: name, type: 'i32', isArray: false });
  const added: IRParam[] = [
    ...logged.flatMap((a): IRParam[] => [
      { name: a.keys, sourceName: a.keys, type: 'i32', isArray: true },
      { name: a.vals, sourceName: a.vals, type: a.type, isArray: true },
      scalar(a.slots),
      ...a.sites.flatMap((site) => [site.base, ...site.strides].map(scalar)),
    ]),
    ...extents.map(scalar),
  ];
  // console.log's hidden arrays (source names starting with NUL: runtime/print.ts) stay last
  const printAt = ir.prints ? ir.params.findIndex((p) => p.sourceName.startsWith('\u0000')) : -1;
  const params =
    printAt < 0
      ? [...ir.params, ...added]
      : [...ir.params.slice(0, printAt), ...added, ...ir.params.slice(printAt)];
  return { logged: { ir: { ...ir, params, locals, body, sites }, arrays: logged, extents } };
}
