/**
 * Two work items run together where a kernel's item is a pure loop whose trip count depends on the
 * item (Mandelbrot's escape loop). Each item's loop is one chain of dependent operations — in f32,
 * every operation followed by `Math.fround`, a conversion to single precision and back on the
 * critical path — so a CPU runs it at the latency of the chain, with most of its execution units
 * idle. Two consecutive items of the innermost launch index run their loops in one loop while both
 * go on (their chains are independent, so the CPU overlaps them), then each finishes alone:
 *
 *   pre(A); pre(B);
 *   for (; test(A) && test(B); update(A), update(B)) { body(A); body(B); }
 *   for (; test(A); update(A)) body(A);   for (; test(B); update(B)) body(B);
 *   post(A); post(B);
 *
 * Why the result and the reported error are those of running the items one after the other: the
 * part moved earlier — item B's statements before the loop and its loop (`pre`, `loop`), now run
 * before item A's statements after the loop (`post`) — reads only locals and arrays the kernel never
 * writes (tested disjoint in memory from those it writes, once per block of items), through accesses already proven in range (they cannot throw), and calls nothing. So it
 * cannot see A's stores, and every access that can fail (or write) still runs in item order. Each
 * item keeps its own locals (the renderer names B's with another prefix). Not paired (null): the
 * timeout-polling variant, work-group kernels, bodies with `return`, atomics, helper calls or `let`
 * expressions, bodies too large to copy (past jam-items' limit), `pre`/`loop` with stores, nested loops, `break`/`continue` or checked loads, a loop
 * without a test or tested at its end, and `post` with loops (loop versioning names locals by the
 * first item's prefix).
 */
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit, writtenArrays } from '../../ir/walk.js';
import { hasLoop, irNodeCount, MAX_JAMMED_NODES } from '../../passes/jam-items.js';

export interface PairPlan {
  /** Statements before the loop. */
  readonly pre: readonly Stmt[];
  /** The item's loop (tested at its start). */
  readonly loop: LoopStmt & { readonly test: Expr };
  /** Statements after it. */
  readonly post: readonly Stmt[];
  /**
   * Arrays read before the loop's end and arrays the kernel writes: two array parameters can be
   * views of one buffer, where item B may read what item A writes (the aliasing rule only refuses
   * one array passed twice), so pairs run only when each read array is disjoint from each written one
   * (`disjointTest`); otherwise every item runs alone, as the native backend's lanes do.
   */
  readonly reads: readonly string[];
  readonly writes: readonly string[];
}

/** True when anything in `stmts` would make pairing wrong anywhere in the body. */
function refused(stmts: readonly Stmt[]): boolean {
  let bad = false;
  visit(
    stmts,
    (e) => {
      if (e.kind === 'atomic' || e.kind === 'helper' || e.kind === 'let') bad = true;
    },
    (s) => {
      if (s.kind === 'return' || s.kind === 'barrier') bad = true;
    },
  );
  return bad;
}

/**
 * True when `stmts` only compute locals: no stores, loops, break/continue, and loads only from
 * arrays the kernel never writes, unchecked (`checked` says whether the renderer checks a load).
 */
function pureLocals(
  stmts: readonly Stmt[],
  written: ReadonlySet<string>,
  checked: (load: Extract<Expr, { kind: 'load' }>) => boolean,
): boolean {
  let ok = true;
  visit(
    stmts,
    (e) => {
      if (e.kind === 'load' && (written.has(e.array) || checked(e))) ok = false;
      if (e.kind === 'dimcheck' && e.checked) ok = false;
    },
    (s) => {
      if (s.kind === 'store' || s.kind === 'loop' || s.kind === 'break' || s.kind === 'continue') ok = false;
    },
  );
  return ok;
}

/** How to run two items of `k` together, or null where it is not provably the same (see above). */
export function pairPlan(
  k: KernelIR,
  checked: (load: Extract<Expr, { kind: 'load' }>) => boolean,
): PairPlan | null {
  // The paired body holds each statement twice and the loop four times (see the file's comment).
  if (k.options.poll || k.groupLoops || refused(k.body) || irNodeCount(k.body) * 4 > MAX_JAMMED_NODES)
    return null;
  const at = k.body.findIndex((s) => s.kind === 'loop');
  const loop = k.body[at];
  if (loop?.kind !== 'loop' || loop.testAtEnd || !loop.test) return null;
  const pre = k.body.slice(0, at);
  const post = k.body.slice(at + 1);
  const written = writtenArrays(k.body);
  const inner: Stmt[] = [...loop.body, ...loop.update, { kind: 'expr', expr: loop.test }];
  if (!pureLocals(pre, written, checked) || !pureLocals(inner, written, checked) || hasLoop(post))
    return null;
  const reads = new Set<string>();
  visit([...pre, ...inner], (e) => {
    if (e.kind === 'load') reads.add(e.array);
  });
  return { pre, loop: { ...loop, test: loop.test }, post, reads: [...reads], writes: [...written] };
}

/**
 * A JavaScript test that every array `plan` reads is disjoint in memory from every array the kernel
 * writes (`name` gives an array parameter's variable), or null when there is nothing to test.
 */
export function disjointTest(plan: PairPlan, name: (array: string) => string): string | null {
  const tests = plan.reads.flatMap((r) =>
    plan.writes.map((w) => {
      const [a, b] = [name(r), name(w)];
      return `(${a}.buffer !== ${b}.buffer || ${a}.byteOffset + ${a}.byteLength <= ${b}.byteOffset || ${b}.byteOffset + ${b}.byteLength <= ${a}.byteOffset)`;
    }),
  );
  return tests.length ? tests.join(' && ') : null;
}
