/**
 * console.log sites whose record the js backend writes after the item instead of inside the item
 * loop (render-prints.ts). Why: V8 compiles code that never ran — the print's slot claim, record
 * stores and value loads in a launch that prints nothing — as a deoptimisation exit, and such an
 * exit inside the item loop keeps TurboFan from peeling the loop, so loop-invariant work (a scalar
 * parameter's unboxing, the index's tagging) stays in every iteration: a saxpy with a never-true
 * print ran 1.3–1.8× the saxpy without it. In the deferred form the loop's print branch only moves
 * values into variables (no type feedback needed, so no exit) and ends the loop after the item;
 * the launch function then writes the records as the kernel would have, in statement order.
 *
 * A site (frontend/lower-print.ts: value assignments, slot claim, record `if`, sequence step) is
 * deferred when it is not inside a loop and what its statements read can be had after the item:
 * the kernel's locals they read are copied at the site (moves, restored before the record is
 * written), and they load from arrays only when nothing after the site in the item stores to any
 * array (views of one buffer may alias) or calls a helper (no helper calls, no `let`, no atomics
 * but the claim in the statements themselves). The renderer also requires those loads to
 * be unchecked (a checked load could throw after the item's later statements ran instead of
 * before). A kernel with any other print keeps today's code.
 */
import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { childBlocks, ownExprs, visit } from '../../ir/walk.js';
import { A, P } from './render-expr.js';

export interface PrintSite {
  /** The site's number: names its flag and captures. */
  readonly n: number;
  /** Its statements in order: value assignments, the slot claim, the record `if`, the sequence step. */
  readonly stmts: readonly Stmt[];
  /** The kernel's locals the site's statements read (not its own temporaries): copied at the site. */
  readonly locals: readonly string[];
  /** The expressions the launch function evaluates after the item (loads among them must be unchecked). */
  readonly deferredExprs: readonly Expr[];
}

export interface DeferredPrints {
  readonly sites: readonly PrintSite[];
  /** The kernel body with each site's statements replaced by its first one (the marker). */
  readonly body: readonly Stmt[];
  /** Each site by its marker. */
  readonly markers: ReadonlyMap<Stmt, PrintSite>;
  /**
   * Markers after which nothing of the item runs (the last statement of the body, or of a branch
   * of such an `if`): there the item loop can simply stop (`break`) rather than run on to its end.
   */
  readonly tails: ReadonlySet<Stmt>;
}

/** The statements of `block` after which nothing of the item runs (`tail`: nothing after `block`). */
function tailStatements(block: readonly Stmt[], tail: boolean, out: Set<Stmt>): Set<Stmt> {
  block.forEach((s, j) => {
    const last = tail && j === block.length - 1;
    if (last) out.add(s);
    if (s.kind === 'if') {
      tailStatements(s.consequent, last, out);
      tailStatements(s.alternate, last, out);
    }
  });
  return out;
}

const isClaim = (s: Stmt): boolean =>
  s.kind === 'assign' && s.value.kind === 'atomic' && s.value.array === PRINT_WORDS;

/** Locals read by `stmts` (nested blocks included). */
function readLocals(stmts: readonly Stmt[]): Set<string> {
  const out = new Set<string>();
  visit(stmts, (e) => {
    if (e.kind === 'local') out.add(e.name);
  });
  return out;
}

/** The site starting at `block[j]` (its claim) with the value assignments before it, or null. */
function siteAt(block: readonly Stmt[], j: number): Stmt[] | null {
  const [claim, record, step] = [block[j], block[j + 1], block[j + 2]];
  if (!claim || !isClaim(claim) || record?.kind !== 'if' || step?.kind !== 'assign') return null;
  const temps = readLocals([record]);
  let first = j;
  for (let p = j - 1; p >= 0; p--) {
    const s = block[p];
    if (s?.kind !== 'assign' || !temps.has(s.name) || s.name === step.name) break;
    first = p;
  }
  return block.slice(first, j + 3) as Stmt[];
}

/** Every statement of `stmts` in program order (pre-order), nested blocks included. */
function flatten(stmts: readonly Stmt[], out: Stmt[] = []): Stmt[] {
  for (const s of stmts) {
    out.push(s);
    for (const b of childBlocks(s)) flatten(b, out);
  }
  return out;
}

/**
 * Whether `e` reads only what is the same after the item as at the site: no load when `writes`
 * (something after the site stores to an array: two array parameters may be views of one buffer,
 * so a store to any array could change the element a load reads).
 */
function stable(e: Expr, writes: boolean): boolean {
  let ok = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'helper' || x.kind === 'let' || x.kind === 'groupId') ok = false;
    else if (x.kind === 'load' && writes) ok = false;
    else if (x.kind === 'atomic' && x.array !== PRINT_WORDS) ok = false;
  });
  return ok;
}

/** Whether statements after position `from` of `flat` store to an array (print records aside) or call a helper. */
function writesAfter(flat: readonly Stmt[], from: number): boolean {
  let writes = false;
  for (const s of flat.slice(from)) {
    if (s.kind === 'store' && s.array !== PRINT_WORDS) writes = true;
    for (const e of ownExprs(s))
      visit([{ kind: 'expr', expr: e }], (x) => {
        if ((x.kind === 'atomic' && x.array !== PRINT_WORDS) || x.kind === 'helper') writes = true;
      });
  }
  return writes;
}

/** The kernel's deferrable print sites and its body with markers, or null to keep today's code. */
export function deferredPrints(k: KernelIR): DeferredPrints | null {
  if (!k.prints?.length || k.groupLoops || k.workgroup || k.options.poll || k.private || k.shared)
    return null;
  const found: Stmt[][] = [];
  let refused = false;
  const scan = (block: readonly Stmt[], inLoop: boolean): void => {
    for (let j = 0; j < block.length; j++) {
      const s = block[j] as Stmt;
      if (isClaim(s)) {
        const site = inLoop ? null : siteAt(block, j);
        if (!site) refused = true;
        else found.push(site);
      }
      for (const b of childBlocks(s)) scan(b, inLoop || s.kind === 'loop');
    }
  };
  scan(k.body, false);
  let claims = 0;
  for (const f of k.functions)
    visit(
      f.body,
      () => {},
      (s) => void (isClaim(s) && claims++),
    );
  if (refused || claims > 0 || found.length === 0) return null;
  const flat = flatten(k.body);
  const sites: PrintSite[] = [];
  for (const stmts of found) {
    const last = stmts[stmts.length - 1] as Stmt;
    const writes = writesAfter(flat, flat.indexOf(last) + 1);
    const own = new Set(stmts.flatMap((s) => (s.kind === 'assign' ? [s.name] : [])));
    // the record's own temporaries (values, slot, base, sequence) are the launch function's
    for (const s of flatten(stmts)) if (s.kind === 'assign') own.add(s.name);
    const deferredExprs: Expr[] = [];
    for (const s of stmts) {
      if (s.kind === 'assign' && !isClaim(s)) deferredExprs.push(s.value);
      else if (s.kind === 'if') for (const x of flatten([s])) deferredExprs.push(...ownExprs(x));
    }
    if (!deferredExprs.every((e) => stable(e, writes))) return null;
    const read = readLocals(deferredExprs.map((expr) => ({ kind: 'expr', expr }) as const));
    const locals = [...read].filter((n) => !own.has(n)).sort();
    sites.push({ n: sites.length, stmts, locals, deferredExprs });
  }
  const markers = new Map(sites.map((s) => [s.stmts[0] as Stmt, s]));
  const skip = new Set(sites.flatMap((s) => s.stmts.slice(1)));
  const rewrite = (block: readonly Stmt[]): Stmt[] =>
    block
      .filter((s) => !skip.has(s))
      .map((s) =>
        s.kind === 'if' ? { ...s, consequent: rewrite(s.consequent), alternate: rewrite(s.alternate) } : s,
      );
  const body = rewrite(k.body);
  const tails = tailStatements(body, true, new Set());
  return { sites, body, markers, tails: new Set([...markers.keys()].filter((m) => tails.has(m))) };
}

/** Whether every load the launch function evaluates after the item is unchecked (cannot throw). */
export function uncheckedAfter(
  d: DeferredPrints,
  checked: (e: { readonly checked: boolean }) => boolean,
): boolean {
  let ok = true;
  for (const site of d.sites)
    visit(
      site.deferredExprs.map((expr) => ({ kind: 'expr', expr }) as const),
      (x) => {
        if ((x.kind === 'load' || x.kind === 'dimcheck') && checked(x)) ok = false;
      },
    );
  return ok;
}

/** The item function's arguments after its first two (index, end): what the kernel body reads. */
export function runArgs(k: KernelIR, invariants: number): string[] {
  const outer = Array.from({ length: k.rank - 1 }, (_, d) => `i${d}`);
  const params = k.params.map((p) => (p.isArray ? A(p.name) : P(p.name)));
  const h = Array.from({ length: invariants }, (_, j) => `h${j}`);
  return [...outer, 'n0', 'n1', 'n2', ...params, ...h];
}

/**
 * The lines before the kernel function of a kernel with deferred prints: the flags and copies its
 * item functions share with the loop that writes their records, then those functions (`runs`).
 */
export function runDeclarations(d: DeferredPrints, runs: readonly string[]): string[] {
  if (runs.length === 0) return [];
  const vars = d.sites.flatMap((s) => [`tt_f${s.n} = 0`, ...s.locals.map((l) => `tt_c${s.n}_${l} = 0`)]);
  return [`let tt_any = 0, tt_i = 0, ${vars.join(', ')};`, ...runs];
}
