/**
 * The 4-lane body of a vectorisable kernel (see simd-analysis.ts): f32 lanes as f32x4, i32/u32 as
 * i32x4, bools as lane masks (all ones = true); f64 kernels run 2 lanes (f64x2, lanes64.ts). Each IR operation maps to the lane-wise wasm
 * operation that computes exactly what the scalar one does (IEEE single, wrapping integers).
 * Control flow runs under a lane mask: `if` runs each branch for the lanes that take it, a loop
 * runs while any lane is active, and an assignment changes only active lanes.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { containsStmt, visit } from '../../ir/walk.js';
import { type QuietLoop, quietLoop } from '../c/lane-quiet.js';
import { arraySlot, expr as scalarExpr, zero } from './codegen-expr.js';
import { load, maskFor, store } from './lanes64.js';
import { backEdgeCheck } from './poll.js';
import { isUniform } from './simd-analysis.js';
import { hasEarlyReturn, isEarlyReturn } from './simd-early-return.js';
import { vexpr } from './simd-expr.js';
import { vprint } from './simd-print.js';
import { holdsPrint, printRecord } from './simd-print-split.js';
import type { Mask, VecScope } from './simd-scope.js';
import { wtype, type X } from './types.js';

const ONES = new Array<number>(16).fill(255);

export function vblock(s: VecScope, stmts: readonly Stmt[], mask: Mask): X {
  const xs: X[] = [];
  for (let n = 0; n < stmts.length; n++) {
    const st = stmts[n] as Stmt;
    const record = printRecord(stmts, n);
    if (record) {
      xs.push(vprint(s, record, mask));
      n += record.length - 1;
    } else xs.push(vstmt(s, st, mask));
  }
  return s.c.m.block(null, xs);
}

/** Code run conditionally or repeatedly: no kept product (simd-products.ts) goes in or out. */
function apart<T>(s: VecScope, generate: () => T): T {
  s.products.clear();
  s.stored.clear();
  const x = generate();
  s.products.clear();
  s.stored.clear();
  return x;
}

/** A fresh mask local = mask & cond (or cond when all lanes are active). */
function narrow(s: VecScope, mask: Mask, cond: X, negate: boolean): { set: X; local: number } {
  const { m, b } = s.c;
  const local = s.c.scratchRaw(b.v128);
  if (mask === null) return { set: m.local.set(local, negate ? m.v128.not(cond) : cond), local };
  const outer = m.local.get(mask, b.v128);
  return { set: m.local.set(local, negate ? m.v128.andnot(outer, cond) : m.v128.and(outer, cond)), local };
}

function vif(s: VecScope, st: Extract<Stmt, { kind: 'if' }>, mask: Mask): X {
  const { m, b } = s.c;
  const t = s.c.scratchRaw(b.v128);
  const test = () => m.local.get(t, b.v128);
  const parts: X[] = [m.local.set(t, vexpr(s, st.test))];
  const branch = (stmts: readonly Stmt[], negate: boolean) => {
    const n = narrow(s, mask, test(), negate);
    const lanes = () => m.local.get(n.local, b.v128);
    const masked = m.if(
      m.v128.any_true(lanes()),
      apart(s, () => vblock(s, stmts, n.local)),
    );
    // A top-level branch with stores that every lane takes runs unmasked (plain v128.store); not
    // one that prints (its record runs lane by lane either way: one copy of it is enough).
    const fast = mask === null && containsStmt(stmts, 'store') && !holdsPrint(stmts);
    const unmasked = () => apart(s, () => vblock(s, stmts, null));
    parts.push(n.set, fast ? m.if(m.i32x4.all_true(lanes()), unmasked(), masked) : masked);
  };
  branch(st.consequent, false);
  if (st.alternate.length) branch(st.alternate, true);
  return m.block(null, parts);
}

/**
 * `dead`: locals not read after this (top-level) loop. Their assignments directly in the loop body
 * need no mask: a lane that left the loop never uses them again, and lane-wise operations keep
 * its garbage away from the active lanes.
 */
function vloop(
  s: VecScope,
  st: Extract<Stmt, { kind: 'loop' }>,
  mask: Mask,
  dead: ReadonlySet<string> = new Set(),
): X {
  const { m, b } = s.c;
  if (st.test === null || isUniform(st.test, s.inner, s.uniform)) return uniformLoop(s, st, mask, dead);
  const lm = s.c.scratchRaw(b.v128);
  const get = () => m.local.get(lm, b.v128);
  const init = m.local.set(lm, mask === null ? m.v128.const(ONES) : m.local.get(mask, b.v128));
  // a ragged loop's entry test (simd-ragged.ts): its loads read at the shared counter
  const entry = s.entry(st);
  const brk = s.c.newLabel('vbrk');
  const top = s.c.newLabel('vtop');
  const restrict = (test: Expr) => apart(s, () => m.local.set(lm, m.v128.and(get(), vexpr(s, test))));
  const inLoop = (x: Stmt) => vstmt(s, x, x.kind === 'assign' && dead.has(x.name) ? null : lm);
  const body = apart(s, () => [m.block(null, st.body.map(inLoop)), m.block(null, st.update.map(inLoop))]);
  if (s.pollExit && !isCountedLeafLoop(st)) body.unshift(backEdgeCheck(s.c, s.pollExit()));
  if (st.testAtEnd) {
    const again = st.test ? [restrict(st.test), m.br(top, m.v128.any_true(get()))] : [m.br(top)];
    return m.block(null, [...(entry ? [entry] : []), init, m.loop(top, m.block(null, [...body, ...again]))]);
  }
  // rotated, as the scalar loops (codegen-stmt.ts): the lanes' test before the loop and after each update
  const head = st.test ? [restrict(st.test), m.br(brk, m.i32.eqz(m.v128.any_true(get())))] : [];
  const again = st.test ? [restrict(st.test), m.br(top, m.v128.any_true(get()))] : [m.br(top)];
  return m.block(brk, [
    ...(entry ? [entry] : []),
    init,
    ...head,
    m.loop(top, m.block(null, [...body, ...again])),
  ]);
}

/**
 * A loop whose test is the same in every lane (a uniform local's counter, simd-loop-checks.ts):
 * every lane runs every iteration, so it is a plain loop under the enclosing mask, after the
 * entry test of its accesses when it has one.
 */
function uniformLoop(
  s: VecScope,
  st: Extract<Stmt, { kind: 'loop' }>,
  mask: Mask,
  dead: ReadonlySet<string>,
): X {
  const { m, b } = s.c;
  const brk = s.c.newLabel('ubrk');
  const top = s.c.newLabel('utop');
  // only top-level loops have one (under the live lanes' mask after an early return)
  const entry = s.entry(st);
  const inLoop = (x: Stmt) => vstmt(s, x, x.kind === 'assign' && dead.has(x.name) ? null : mask);
  const test = () => scalarExpr(s, st.test ?? { kind: 'const', type: 'bool', value: true });
  const again = (label: string) => (st.test ? m.br(label, test()) : m.br(label));
  const first = !st.testAtEnd && st.test ? [m.br(brk, m.i32.eqz(test()))] : [];
  const check = s.pollExit && !isCountedLeafLoop(st) ? [backEdgeCheck(s.c, s.pollExit())] : [];
  const quiet = s.kernelBody && !s.quietTests ? quietLoop(st, s.kernelBody) : undefined;
  if (quiet) return quietThenPrinting(s, st, mask, dead, quiet);
  const at = st.body.findIndex(isPrintingIf);
  const cold = at < 0 || s.quietTests ? undefined : (st.body[at] as Extract<Stmt, { kind: 'if' }>);
  if (cold) {
    // the printing `if`'s branch and the rest of the body after it: the print's way round
    const rest = (): X[] => [...st.body.slice(at + 1).map(inLoop), ...st.update.map(inLoop)];
    const hot = s.c.newLabel('uhot');
    const out = s.c.newLabel('ucold');
    let lanes: number | undefined;
    const hotBody = apart(s, () => {
      const a = st.body.slice(0, at).map(inLoop);
      const t = narrow(s, mask, vexpr(s, cold.test), false);
      lanes = t.local;
      return [...check, ...a, t.set, m.br(out, m.v128.any_true(m.local.get(t.local, b.v128))), ...rest()];
    });
    if (lanes === undefined) throw new InternalError('no print mask');
    const taken = lanes;
    const printing = apart(s, () => vblock(s, cold.consequent, taken));
    const after = apart(s, rest);
    const split = m.loop(
      top,
      m.block(null, [
        m.block(out, [m.loop(hot, m.block(null, [...hotBody, again(hot)])), m.br(brk)]),
        printing,
        ...after,
        again(top),
      ]),
    );
    return m.block(brk, [...(entry ? [entry] : []), ...first, split]);
  }
  const body = apart(s, () => [m.block(null, st.body.map(inLoop)), m.block(null, st.update.map(inLoop))]);
  // rotated (codegen-stmt.ts): a top-tested loop tests once before it and again at its end
  const loop = m.loop(top, m.block(null, [...check, ...body, again(top)]));
  return m.block(brk, [...(entry ? [entry] : []), ...first, loop]);
}

/**
 * A uniform loop whose printing branches change nothing else (backends/c/lane-quiet.ts): run
 * without them, each lane's tests OR-ed into a mask (no any-lane test per iteration), then — when
 * a lane's test held — from its saved entry state again, printing.
 */
function quietThenPrinting(
  s: VecScope,
  st: Extract<Stmt, { kind: 'loop' }>,
  mask: Mask,
  dead: ReadonlySet<string>,
  q: QuietLoop,
): X {
  const { m, b } = s.c;
  const held = s.c.scratchRaw(b.v128);
  const saves: X[] = [];
  const restores: X[] = [];
  for (const name of q.saved) {
    // a uniform local lives in its scalar (its vector local is unused), the others in their vectors
    const v = s.uniform.has(name) ? undefined : s.vlocals.get(name);
    const x = s.c.vars.get(name);
    const [local, t] = v !== undefined ? [v, b.v128] : x ? [x.index, wtype(b, x.type)] : [-1, b.i32];
    if (local < 0) throw new InternalError(`unknown local '${name}'`);
    const copy = s.c.scratchRaw(t);
    saves.push(m.local.set(copy, m.local.get(local, t)));
    restores.push(m.local.set(local, m.local.get(copy, t)));
  }
  const quietScope: VecScope = { ...s, quietTests: { tests: q.tests, held } };
  const quietRun = apart(s, () => uniformLoop(quietScope, st, mask, dead));
  const printing = apart(s, () =>
    uniformLoop({ ...s, quietTests: { tests: new Set(), held } }, st, mask, dead),
  );
  return m.block(null, [
    ...saves,
    m.local.set(held, m.v128.const(new Array<number>(16).fill(0))),
    quietRun,
    m.if(m.v128.any_true(m.local.get(held, b.v128)), m.block(null, [...restores, printing])),
  ]);
}

/**
 * A loop body's `if (…) console.log(…)` (no else): a uniform loop holding one runs it out of line
 * — the loop without the print's branch runs until a lane takes it, then that branch and the rest
 * of the iteration run and the loop resumes. V8 keeps a loop's values in registers only when no
 * large branch sits inside it (a row sum with a print in its loop ran 1.6x slower than without).
 */
function isPrintingIf(st: Stmt): boolean {
  return st.kind === 'if' && st.alternate.length === 0 && holdsPrint(st.consequent);
}

function vstmt(s: VecScope, st: Stmt, mask: Mask): X {
  const { m, b } = s.c;
  switch (st.kind) {
    case 'assign': {
      if (s.uniform.has(st.name)) {
        // under uniform control: every lane (or none) is active, one scalar holds their value
        s.products.assigned(st.name);
        const slot = s.c.vars.get(st.name);
        if (!slot) throw new InternalError(`unknown local '${st.name}'`);
        return m.local.set(slot.index, scalarExpr(s, st.value));
      }
      const v = s.vlocals.get(st.name);
      if (v === undefined) throw new InternalError(`unknown local '${st.name}'`);
      const value = vexpr(s, st.value);
      s.products.assigned(st.name);
      s.stored.assigned(st.name);
      if (mask === null) return m.local.set(v, value);
      const lanes = maskFor(s, st.value.type, m.local.get(mask, b.v128)); // the local's type
      return m.local.set(v, m.v128.bitselect(value, m.local.get(v, b.v128), lanes));
    }
    case 'store': {
      // Under a mask, inactive lanes write back what they hold (their own elements: the rule).
      const value = vexpr(s, st.value);
      const at = () => s.addr(st.array, st.index);
      if (mask === null) {
        // kept for a later load of the element (not a 2-lane f32 store: its upper lanes are not the array's)
        const keep = !(s.lanes === 2 && arraySlot(s, st.array).type !== 'f64')
          ? s.c.scratchRaw(b.v128)
          : undefined;
        s.stored.storedTo(st.array, st.index, keep);
        return store(s, st.array, at(), keep === undefined ? value : m.local.tee(keep, value, b.v128));
      }
      s.stored.storedTo(st.array, st.index, undefined);
      const type = arraySlot(s, st.array).type;
      const lanes = maskFor(s, type, m.local.get(mask, b.v128));
      return store(s, st.array, at(), m.v128.bitselect(value, load(s, st.array, at()), lanes));
    }
    case 'if': {
      const q = s.quietTests;
      if (q?.tests.has(st)) {
        // run quiet (quietThenPrinting): the lanes that take the test, OR-ed into its mask
        const t = narrow(s, mask, vexpr(s, st.test), false);
        const held = m.local.get(q.held, b.v128);
        return m.block(null, [t.set, m.local.set(q.held, m.v128.or(held, m.local.get(t.local, b.v128)))]);
      }
      return vif(s, st, mask);
    }
    case 'loop':
      return vloop(s, st, mask);
    default:
      throw new InternalError(`simd ${st.kind}`);
  }
}

/** The 4-lane body of `k`; `fresh`: its locals start at 0 (false: they keep an earlier part's values). */
export function vectorBody(s: VecScope, k: KernelIR, fresh = true): X {
  const { m, b } = s.c;
  const zeros = [...s.uniform].flatMap((name) => {
    const v = s.c.vars.get(name);
    return v ? [m.local.set(v.index, zero(s, v.type))] : [];
  });
  const resets = fresh
    ? [
        ...[...s.vlocals.values()].map((v) => m.local.set(v, m.v128.const(new Array<number>(16).fill(0)))),
        ...zeros,
      ]
    : [];
  // the live lanes after a top-level `if (c) return;` (simd-early-return.ts); null: all of them
  let live: Mask = null;
  const done = hasEarlyReturn(k) ? s.c.newLabel('vret') : null;
  const stmts = k.body.map((st, i) => {
    const record = printRecord(k.body, i);
    if (record) return vprint(s, record, live);
    if (printRecord(k.body, i - 1)?.includes(st)) return m.nop(); // the record of the claim before
    if (done !== null && isEarlyReturn(st)) {
      const n = narrow(s, live, vexpr(s, st.test), true);
      live = n.local;
      return m.block(null, [n.set, m.br(done, m.i32.eqz(m.v128.any_true(m.local.get(n.local, b.v128))))]);
    }
    if (st.kind !== 'loop') return vstmt(s, st, live);
    const used = new Set<string>();
    visit(k.body.slice(i + 1), (e) => {
      if (e.kind === 'local') used.add(e.name);
    });
    const dead = new Set([...s.vlocals.keys()].filter((n) => !used.has(n)));
    return vloop(s, st, live, dead);
  });
  return m.block(done, [...resets, ...stmts]);
}
