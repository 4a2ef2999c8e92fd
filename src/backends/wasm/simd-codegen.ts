/**
 * The 4-lane body of a vectorisable kernel (see simd-analysis.ts): f32 lanes as f32x4, i32/u32 as
 * i32x4, bools as lane masks (all ones = true); f64 kernels run 2 lanes (f64x2, lanes64.ts). Each IR operation maps to the lane-wise wasm
 * operation that computes exactly what the scalar one does (IEEE single, wrapping integers).
 * Control flow runs under a lane mask: `if` runs each branch for the lanes that take it, a loop
 * runs while any lane is active, and an assignment changes only active lanes.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { Expr, KernelIR, ScalarType, Stmt } from '../../ir/nodes.js';
import { containsStmt, visit } from '../../ir/walk.js';
import { floatBinary, type IntFamily, intBinary } from './binary-ops.js';
import { arraySlot, expr as scalarExpr } from './codegen-expr.js';
import { TO_I32 } from './convert.js';
import { call64, cast64, load, maskFor, narrowMask, store, truthy64, widenMask } from './lanes64.js';
import { inLibrary, libFunction } from './math/library.js';
import { backEdgeCheck } from './poll.js';
import { isUniform, printRecord } from './simd-analysis.js';
import { vprint } from './simd-print.js';
import { holdsPrint } from './simd-print-split.js';
import { keptLowWords, laneWise, mulHigh } from './simd-products.js';
import type { Mask, VecScope } from './simd-scope.js';
import type { X } from './types.js';

function splat(s: VecScope, t: ScalarType, x: X): X {
  const { m } = s.c;
  if (t === 'f32') return m.f32x4.splat(x);
  if (t === 'f64') return m.f64x2.splat(x);
  if (t === 'bool') return m.i32x4.neg(m.i32x4.splat(x));
  return m.i32x4.splat(x);
}

function truthy(s: VecScope, x: X, from: ScalarType): X {
  const { m } = s.c;
  if (from === 'bool') return x;
  if (from === 'f64') return truthy64(s, x);
  if (s.lanes === 2) return widenMask(s, m.v128.not(m.i32x4.eq(x, m.i32x4.splat(m.i32.const(0)))));
  if (from === 'f32') {
    const zero = () => m.f32x4.splat(m.f32.const(0));
    const t = s.c.scratchRaw(s.c.b.v128);
    return m.v128.or(
      m.f32x4.gt(m.local.tee(t, x, s.c.b.v128), zero()),
      m.f32x4.lt(m.local.get(t, s.c.b.v128), zero()),
    );
  }
  return m.v128.not(m.i32x4.eq(x, m.i32x4.splat(m.i32.const(0))));
}

/**
 * f32 -> i32/u32 with JS ToInt32 (the bits of ToUint32 are the same): lanes with |x| < 2^31
 * truncate directly; if any lane is larger, NaN or infinite, every lane goes through `toi32`.
 */
function floatToInt(s: VecScope, x: X): X {
  const { m, b } = s.c;
  const t = s.c.scratchRaw(b.v128);
  const r = s.c.scratchRaw(b.v128);
  const get = (i: number) => m.local.get(i, b.v128);
  const slow: X[] = [];
  for (let lane = 0; lane < 4; lane++) {
    const v = m.call(TO_I32, [m.f64.promote(m.f32x4.extract_lane(get(t), lane))], b.i32);
    slow.push(m.local.set(r, m.i32x4.replace_lane(get(r), lane, v)));
  }
  const small = m.f32x4.lt(m.f32x4.abs(get(t)), m.f32x4.splat(m.f32.const(2 ** 31)));
  return m.block(
    null,
    [
      m.local.set(t, x),
      m.local.set(r, m.i32x4.trunc_sat_f32x4_s(get(t))),
      m.if(m.i32.eqz(m.i32x4.all_true(small)), m.block(null, slow)),
      get(r),
    ],
    b.v128,
  );
}

/** A u32 `x >>> k` (k a constant 1..31): below 2^31, its i32 bits are the same number. */
function belowTwo31(e: Expr): boolean {
  if (e.type !== 'u32' || e.kind !== 'binary' || e.op !== 'ushr') return false;
  const k = e.right.kind === 'const' && typeof e.right.value === 'number' ? e.right.value & 31 : 0;
  return k >= 1;
}

function cast(s: VecScope, x: X, from: ScalarType, to: ScalarType): X {
  const { m } = s.c;
  if (from === to) return x;
  if (to === 'bool') return truthy(s, x, from);
  if (from === 'f32') return floatToInt(s, x);
  if (from === 'f64' || to === 'f64') return cast64(s, x, from);
  const num = from === 'bool' ? m.i32x4.neg(s.lanes === 2 ? narrowMask(s, x) : x) : x;
  if (to === 'f32') return from === 'u32' ? m.f32x4.convert_i32x4_u(num) : m.f32x4.convert_i32x4_s(num);
  return num; // int <-> int, bool -> int
}

function binary(s: VecScope, e: Extract<Expr, { kind: 'binary' }>): X {
  const { m } = s.c;
  const t = e.left.type;
  const kept = e.op === 'mul' && t !== 'f32' ? keptLowWords(s, e.left, e.right) : undefined;
  if (kept) return kept;
  const l = vexpr(s, e.left);
  const ints: IntFamily = { ...m.i32x4, and: m.v128.and, or: m.v128.or, xor: m.v128.xor };
  // shift counts stay scalar when one count serves all lanes; else each lane shifts by its own
  const shift = e.op === 'shl' || e.op === 'shr' || e.op === 'ushr';
  if (shift && !isUniform(e.right, s.inner)) {
    const op = e.op === 'shl' ? m.i32.shl : e.op === 'shr' ? m.i32.shr_s : m.i32.shr_u;
    return laneWise(s, [l, vexpr(s, e.right)], ([x, y]) => op(x ?? m.i32.const(0), y ?? m.i32.const(0)));
  }
  const r = shift ? scalarExpr(s, e.right) : vexpr(s, e.right);
  if (t === 'f32') return floatBinary(m.f32x4, e.op, l, r, 'simd f32');
  if (t === 'f64') return floatBinary(m.f64x2, e.op, l, r, 'simd f64');
  const v = intBinary(ints, e.op, t === 'u32', l, r, `simd ${t}`);
  // on 2 lanes, bools are 64-bit masks: an i32 comparison's lanes 0, 1 widened (bools' own eq/ne
  // compare 64-bit masks as 32-bit halves, which gives 64-bit masks)
  return s.lanes === 2 && e.type === 'bool' && t !== 'bool' ? widenMask(s, v) : v;
}

function call(s: VecScope, e: Extract<Expr, { kind: 'call' }>): X {
  const { m } = s.c;
  const [a, b] = e.args.map((x) => vexpr(s, x));
  if (a === undefined) throw new InternalError('call without arguments');
  if (e.fn === 'umulhi') {
    const [x, y] = e.args;
    if (b === undefined || !x || !y) throw new InternalError('Math.umulhi needs two arguments');
    return mulHigh(s, x, y, a, b);
  }
  if (e.fn === 'clz32') return laneWise(s, [a], ([x]) => m.i32.clz(x ?? m.i32.const(0)));
  if (e.type === 'f64') return call64(s, e, b === undefined ? [a] : [a, b]);
  const two = (f: (x: X, y: X) => X) => {
    if (b === undefined) throw new InternalError(`Math.${e.fn} needs two arguments`);
    return f(a, b);
  };
  if (e.type === 'f32') {
    const f = m.f32x4;
    if (e.fn === 'sqrt') return f.sqrt(a);
    if (e.fn === 'abs') return f.abs(a);
    if (e.fn === 'floor') return f.floor(a);
    if (e.fn === 'ceil') return f.ceil(a);
    if (e.fn === 'trunc') return f.trunc(a);
    if (e.fn === 'min') return two((x, y) => f.min(x, y));
    if (e.fn === 'max') return two((x, y) => f.max(x, y));
    if (inLibrary(e.fn, 'f32')) {
      const args = b === undefined ? [a] : [a, b];
      return m.call(libFunction(s.c.b, m, e.fn, 'f32', 4), args, s.c.b.v128);
    }
  } else {
    const i = m.i32x4;
    const u = e.type === 'u32';
    if (e.fn === 'abs') return u ? a : i.abs(a);
    if (e.fn === 'min') return two((x, y) => (u ? i.min_u(x, y) : i.min_s(x, y)));
    if (e.fn === 'max') return two((x, y) => (u ? i.max_u(x, y) : i.max_s(x, y)));
  }
  throw new InternalError(`simd Math.${e.fn}`);
}

export function vexpr(s: VecScope, e: Expr): X {
  const { m, b } = s.c;
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
      return splat(s, e.type, scalarExpr(s, e));
    case 'index':
      if (e.dim !== s.inner) return m.i32x4.splat(m.local.get(s.index[e.dim] ?? 0, b.i32));
      return m.i32x4.add(
        m.i32x4.splat(m.local.get(s.index[s.inner] ?? 0, b.i32)),
        m.v128.const([0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]),
      );
    case 'local': {
      const v = s.vlocals.get(e.name);
      if (v === undefined) throw new InternalError(`unknown local '${e.name}'`);
      return m.local.get(v, b.v128);
    }
    case 'load': {
      const kept = s.stored.get(e.array, e.index);
      return kept === undefined ? load(s, e.array, s.addr(e.array, e.index)) : m.local.get(kept, s.c.b.v128);
    }
    case 'dimcheck':
      return vexpr(s, e.index);
    case 'unary': {
      const a = vexpr(s, e.arg);
      if (e.op === 'not' || e.op === 'bitnot') return m.v128.not(a);
      return e.type === 'f32' ? m.f32x4.neg(a) : e.type === 'f64' ? m.f64x2.neg(a) : m.i32x4.neg(a);
    }
    case 'binary':
      return binary(s, e);
    case 'logical': {
      const l = vexpr(s, e.left);
      const r = vexpr(s, e.right);
      return e.op === 'and' ? m.v128.and(l, r) : m.v128.or(l, r);
    }
    case 'cond':
      return m.v128.bitselect(
        vexpr(s, e.consequent),
        vexpr(s, e.alternate),
        maskFor(s, e.type, vexpr(s, e.test)),
      );
    case 'call':
      return call(s, e);
    case 'cast':
      // a u32 below 2^31 (`x >>> k`, k a constant 1..31) converts to f32 as an i32: one instruction
      return cast(s, vexpr(s, e.arg), belowTwo31(e.arg) ? 'i32' : e.arg.type, e.type);
    case 'helper':
      // the helper's 4-lane twin (simd-helpers.ts)
      return m.call(
        laneHelperName(e.name),
        e.args.map((x) => vexpr(s, x)),
        b.v128,
      );
    default:
      throw new InternalError(`simd ${e.kind}`);
  }
}

/** The wasm name of helper `name`'s 4-lane twin. */
export const laneHelperName = (name: string): string => `v_${name}`;

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
  const lm = s.c.scratchRaw(b.v128);
  const get = () => m.local.get(lm, b.v128);
  const init = m.local.set(lm, mask === null ? m.v128.const(ONES) : m.local.get(mask, b.v128));
  const brk = s.c.newLabel('vbrk');
  const top = s.c.newLabel('vtop');
  const restrict = (test: Expr) => apart(s, () => m.local.set(lm, m.v128.and(get(), vexpr(s, test))));
  const inLoop = (x: Stmt) => vstmt(s, x, x.kind === 'assign' && dead.has(x.name) ? null : lm);
  const body = apart(s, () => [m.block(null, st.body.map(inLoop)), m.block(null, st.update.map(inLoop))]);
  if (s.pollExit && !isCountedLeafLoop(st)) body.unshift(backEdgeCheck(s.c, s.pollExit()));
  if (st.testAtEnd) {
    const again = st.test ? [restrict(st.test), m.br(top, m.v128.any_true(get()))] : [m.br(top)];
    return m.block(null, [init, m.loop(top, m.block(null, [...body, ...again]))]);
  }
  const head = st.test ? [restrict(st.test), m.br(brk, m.i32.eqz(m.v128.any_true(get())))] : [];
  return m.block(brk, [init, m.loop(top, m.block(null, [...head, ...body, m.br(top)]))]);
}

function vstmt(s: VecScope, st: Stmt, mask: Mask): X {
  const { m, b } = s.c;
  switch (st.kind) {
    case 'assign': {
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
    case 'if':
      return vif(s, st, mask);
    case 'loop':
      return vloop(s, st, mask);
    default:
      throw new InternalError(`simd ${st.kind}`);
  }
}

/** One 4-lane step of the kernel body (locals start at zero, as per item). */
/** The 4-lane body of `k`; `fresh`: its locals start at 0 (false: they keep an earlier part's values). */
export function vectorBody(s: VecScope, k: KernelIR, fresh = true): X {
  const { m } = s.c;
  const resets = fresh
    ? [...s.vlocals.values()].map((v) => m.local.set(v, m.v128.const(new Array<number>(16).fill(0))))
    : [];
  const stmts = k.body.map((st, i) => {
    const record = printRecord(k.body, i);
    if (record) return vprint(s, record, null);
    if (printRecord(k.body, i - 1)?.includes(st)) return m.nop(); // the record of the claim before
    if (st.kind !== 'loop') return vstmt(s, st, null);
    const live = new Set<string>();
    visit(k.body.slice(i + 1), (e) => {
      if (e.kind === 'local') live.add(e.name);
    });
    const dead = new Set([...s.vlocals.keys()].filter((n) => !live.has(n)));
    return vloop(s, st, null, dead);
  });
  return m.block(null, [...resets, ...stmts]);
}
