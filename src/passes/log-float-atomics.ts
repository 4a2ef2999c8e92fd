/**
 * The logged form of a kernel's float atomics, for deterministic mode on GPUs
 * (runtime/ordered-atomics.ts): each `Atomics.add/sub` on an f32/f64 array becomes two stores into
 * per-launch logs at a slot fixed by the item and the call site — `keys[item * S + s] = index + 1`
 * and `vals[item * S + s] = ±value`, `item` the row-major item number, `S` the array's number of
 * sites, `s` the site's place among them — after a plain read of `array[index]` that keeps the
 * atomic's range check (same site, same error, same item). A stable sort of the keys then lists each
 * element's additions in item order, then statement order, which is the order in which the js
 * backend (items one after another) applies them: summed in that order onto the element, they give
 * its bits exactly, whatever the thread timing.
 *
 * Slot order is execution order only where every site runs at most once per item in program order:
 * so each float atomic must be a statement of its own outside any loop, in the kernel body (not a
 * helper), an add or a sub whose returned value is unused, on an array the kernel touches no other
 * way. Anything else is refused with the reason (`LoggedAtomics.refused`).
 */
import type { AtomicExpr, Expr, IRParam, KernelIR, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';

/** One array's logs in the logged kernel. */
export interface LoggedArray {
  /** The IR name and the name the user wrote of the array the atomics add to. */
  readonly array: string;
  readonly sourceName: string;
  readonly type: 'f32' | 'f64';
  /** Slots per item: the array's float atomic sites. */
  readonly sites: number;
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

/** Why `ir`'s float atomics cannot be logged in slot order, or undefined when they can. */
function refusal(ir: KernelIR): string | undefined {
  for (const f of ir.functions) {
    let inHelper = false;
    visit(f.body, (e) => {
      if (isFloatRmw(e)) inHelper = true;
    });
    if (inHelper) return `a float atomic in helper '${f.sourceName}' (call it from the kernel body instead)`;
  }
  const targets = new Set<string>();
  let why: string | undefined;
  const stmts = (body: readonly Stmt[], loops: number): void => {
    for (const s of body) {
      if (why) return;
      if (s.kind === 'expr' && isFloatRmw(s.expr)) {
        const a = s.expr;
        if (a.op !== 'add' && a.op !== 'sub')
          why = `Atomics.${a.op} on '${a.array}' (only add and sub are ordered)`;
        else if (loops > 0) why = `Atomics.${a.op} on '${a.array}' inside a loop`;
        targets.add(a.array);
        for (const c of [a.index, ...a.args]) visit([{ kind: 'expr', expr: c }], (e) => nested(e));
        continue;
      }
      visit(s.kind === 'if' || s.kind === 'loop' ? [] : [s], (e) => nested(e));
      if (s.kind === 'if') {
        visit([{ kind: 'expr', expr: s.test }], (e) => nested(e));
        stmts(s.consequent, loops);
        stmts(s.alternate, loops);
      } else if (s.kind === 'loop') {
        if (s.test) visit([{ kind: 'expr', expr: s.test }], (e) => nested(e));
        stmts(s.body, loops + 1);
        stmts(s.update, loops + 1);
      }
    }
  };
  const nested = (e: Expr): void => {
    if (isFloatRmw(e)) why ??= `the value returned by Atomics.${e.op} on '${e.array}' is used`;
  };
  stmts(ir.body, 0);
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

/** `ir` with its float atomics logged (see the file comment), or why it cannot be. */
export function logFloatAtomics(ir: KernelIR): LogResult {
  const why = refusal(ir);
  if (why) return { refused: why };
  const taken = new Set([...ir.params, ...ir.locals, ...ir.functions].map((v) => v.name));
  const extents = Array.from({ length: ir.rank - 1 }, (_, d) => freshName(taken, `tt_order_n${d + 1}`));
  const arrays = new Map<string, LoggedArray & { next: number }>();
  const sourceOf = new Map(ir.params.map((p) => [p.name, p.sourceName]));
  visit(ir.body, (e) => {
    if (!isFloatRmw(e)) return;
    const known = arrays.get(e.array);
    if (known) {
      arrays.set(e.array, { ...known, sites: known.sites + 1 });
      return;
    }
    const keys = freshName(taken, `tt_order_keys_${e.array}`);
    const vals = freshName(taken, `tt_order_vals_${e.array}`);
    const type = e.type === 'f64' ? 'f64' : 'f32';
    const sourceName = sourceOf.get(e.array) ?? e.array;
    arrays.set(e.array, { array: e.array, sourceName, type, sites: 1, keys, vals, next: 0 });
  });
  const item = itemNumber(ir.rank, extents);
  const locals = [...ir.locals];
  const sites = [...ir.sites];
  const rewrite = (body: readonly Stmt[]): Stmt[] =>
    body.flatMap((s): Stmt[] => {
      if (s.kind === 'if')
        return [{ ...s, consequent: rewrite(s.consequent), alternate: rewrite(s.alternate) }];
      if (s.kind !== 'expr' || !isFloatRmw(s.expr)) return [s];
      const a = s.expr;
      const log = arrays.get(a.array);
      if (!log) return [s];
      const slot = add(mul(item, i32(log.sites)), i32(log.next));
      arrays.set(a.array, { ...log, next: log.next + 1 });
      const at = freshName(taken, 'tt_order_at');
      locals.push({ name: at, type: 'i32', sourceName: at });
      const index: Expr = { kind: 'local', type: 'i32', name: at };
      const value = a.args[0] ?? { kind: 'const', type: log.type, value: 0 };
      const signed: Expr = a.op === 'sub' ? { kind: 'unary', type: log.type, op: 'neg', arg: value } : value;
      const keySite = sites.push({ array: log.keys, loc: a.loc ?? { line: 0, column: 0 } }) - 1;
      const valSite = sites.push({ array: log.vals, loc: a.loc ?? { line: 0, column: 0 } }) - 1;
      const loc = a.loc ? { loc: a.loc } : {};
      return [
        { kind: 'assign', name: at, value: a.index, ...loc },
        // the atomic's range check, at its site
        {
          kind: 'expr',
          expr: {
            kind: 'load',
            type: log.type,
            array: a.array,
            index,
            checked: a.checked,
            site: a.site,
            ...loc,
          },
          ...loc,
        },
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
    });
  const body = rewrite(ir.body);
  const logged = [...arrays.values()].map(({ next: _, ...a }) => a);
  const added: IRParam[] = [
    ...logged.flatMap((a): IRParam[] => [
      { name: a.keys, sourceName: a.keys, type: 'i32', isArray: true },
      { name: a.vals, sourceName: a.vals, type: a.type, isArray: true },
    ]),
    ...extents.map((name): IRParam => ({ name, sourceName: name, type: 'i32', isArray: false })),
  ];
  // console.log's hidden arrays (source names starting with NUL: runtime/print.ts) stay last
  const printAt = ir.prints ? ir.params.findIndex((p) => p.sourceName.startsWith('\u0000')) : -1;
  const params =
    printAt < 0
      ? [...ir.params, ...added]
      : [...ir.params.slice(0, printAt), ...added, ...ir.params.slice(printAt)];
  return { logged: { ir: { ...ir, params, locals, body, sites }, arrays: logged, extents } };
}
