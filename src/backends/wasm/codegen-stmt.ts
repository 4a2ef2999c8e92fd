/**
 * Statements -> binaryen. Loops use block/loop/br: `for (; test; update) body` is
 *   block $brk (br_if $brk !test) (loop $top (block $cont body) update (br_if $top test))
 * so `continue` (br $cont) still runs the update; do-while tests at the end of the loop. A kernel
 * `return` branches to the end of the current work item (`itemLabel`); a helper's returns its value.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { Stmt } from '../../ir/nodes.js';
import { branchIfFalse, branchIfTrue } from './codegen-branch.js';
import { address, expr, type Scope, storeAt } from './codegen-expr.js';
import { backEdgeCheck } from './poll.js';
import { wtype, type X } from './types.js';

export interface StmtScope extends Scope {
  /** Label that ends the current work item (kernel body), or null in a helper. */
  readonly itemLabel: string | null;
  /** The polling variant: what leaves the function once the deadline passed (poll.ts). */
  readonly pollExit?: () => X;
}

export function block(s: StmtScope, stmts: readonly Stmt[]): X {
  const { m } = s.c;
  const xs = stmts.map((st) => stmt(s, st));
  if (xs.length === 1 && xs[0] !== undefined) return xs[0];
  return m.block(null, xs);
}

function loop(s: StmtScope, st: Extract<Stmt, { kind: 'loop' }>): X {
  const { m } = s.c;
  const brk = s.c.newLabel('brk');
  const cont = s.c.newLabel('cont');
  const top = s.c.newLabel('top');
  s.c.loops.push({ brk, cont });
  const inner = block(s, st.body);
  const polled = s.pollExit && !isCountedLeafLoop(st) ? [backEdgeCheck(s.c, s.pollExit())] : [];
  const body = m.block(cont, [...polled, inner]);
  s.c.loops.pop();
  if (st.testAtEnd) {
    const again = st.test ? branchIfTrue(s, st.test, top) : [m.br(top)];
    return m.block(brk, [m.loop(top, m.block(null, [body, ...again]))]);
  }
  // Rotated: the test once before the loop and again after each update (the same evaluations in
  // the same order). V8's TurboFan moves loop-invariant values out of a loop only from blocks that
  // dominate its exits, which a body after a test at the top never does (module.ts countedLoop).
  const parts: X[] = [body];
  for (const u of st.update) parts.push(stmt(s, u));
  parts.push(...(st.test ? branchIfTrue(s, st.test, top) : [m.br(top)]));
  return m.block(brk, [
    ...(st.test ? branchIfFalse(s, st.test, brk) : []),
    m.loop(top, m.block(null, parts)),
  ]);
}

export function stmt(s: StmtScope, st: Stmt): X {
  const { m, b } = s.c;
  switch (st.kind) {
    case 'assign': {
      const v = s.c.vars.get(st.name);
      if (!v) throw new InternalError(`unknown local '${st.name}'`);
      return m.local.set(v.index, expr(s, st.value));
    }
    case 'store': {
      const a = s.arrays.get(st.array);
      if (!a) throw new InternalError(`unknown array '${st.array}'`);
      if (st.checked) {
        // The index is checked after the value is computed, as JS stores after evaluating the
        // right-hand side: an out-of-bounds read in the value is reported first.
        const i = s.c.scratch('i32');
        const v = s.c.scratch(st.value.type);
        const addr = address(s, st.array, m.local.get(i, b.i32), true, st.site);
        const value = m.local.get(v, wtype(b, st.value.type));
        return m.block(null, [
          m.local.set(i, expr(s, st.index)),
          m.local.set(v, expr(s, st.value)),
          storeAt(s, a.type, addr, value, a.storage, st.value.type),
        ]);
      }
      const addr = s.addressOf?.(st) ?? address(s, st.array, expr(s, st.index), st.checked, st.site);
      return storeAt(s, a.type, addr, expr(s, st.value), a.storage, st.value.type);
    }
    case 'expr': {
      const x = expr(s, st.expr);
      return b.getExpressionType(x) === b.none ? x : m.drop(x);
    }
    case 'if':
      if (st.test.kind === 'logical') {
        // block $end (block $else (br_if-chain to $else) consequent (br $end)) alternate
        const end = s.c.newLabel('end');
        const els = s.c.newLabel('else');
        const thenPart = [...branchIfFalse(s, st.test, els), block(s, st.consequent), m.br(end)];
        return m.block(end, [m.block(els, thenPart), block(s, st.alternate)]);
      }
      return m.if(
        expr(s, st.test),
        block(s, st.consequent),
        st.alternate.length ? block(s, st.alternate) : undefined,
      );
    case 'loop':
      return loop(s, st);
    case 'break':
    case 'continue': {
      const l = s.c.loops[s.c.loops.length - 1];
      if (!l) throw new InternalError(`${st.kind} outside a loop`);
      return m.br(st.kind === 'break' ? l.brk : l.cont);
    }
    case 'return':
      if (st.value) return m.return(expr(s, st.value));
      if (s.itemLabel === null) return m.return();
      return m.br(s.itemLabel);
    case 'barrier':
      throw new InternalError('wasm renders work-item loops: a barrier is left');
    case 'fence':
      // one instruction for both scopes: a group's items run on one worker, and a fence there is cheap
      return m.atomic.fence();
  }
}
