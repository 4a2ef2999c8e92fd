/**
 * Loops inside work items on SIMD lanes (simd-analysis.ts rule 1b). A top-level loop of the kernel
 * body whose test is lane-uniform (backends/c/lane-uniform.ts: the same in every lane, so its
 * counter is one scalar and every lane runs every iteration) may read arrays at indices that
 * change along the loop — `A[i][k]`, the same in every lane (one scalar load, splat), and
 * `B[k][j]`, lane-consecutive (one vector load at the block's item plus a loop-varying row
 * offset) — when loop versioning (passes/affine-index.ts `hoistLoop`) bounds each such index as
 * `a + b·k` over the loop's counter range: one test at the loop's entry then proves every
 * iteration's accesses in bounds for every lane of the block (the corners of the box of lanes ×
 * counter values, computed exactly in f64 as hoisted-checks.ts does). When it fails, the block
 * leaves its lanes and runs its items one by one, checked, which reports an error exactly where
 * js does: sound because no statement before the loop stores or prints (the block has changed
 * nothing yet; locals restart per item).
 */

import { InternalError } from '../../errors/errors.js';
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import {
  type AffineNames,
  hoistLoop,
  type LoopHoisting,
  type Mono,
  type Poly,
} from '../../passes/affine-index.js';
import { withoutDimChecks } from '../../passes/lane-index.js';
import { uniformExpr } from '../c/lane-uniform.js';
import { arraySlot, type Scope, expr as scalarExpr } from './codegen-expr.js';
import { LOOP_OPTIONS, type NestedLoop, nestedIndex, nestedLoops } from './simd-nested-loops.js';
import type { X } from './types.js';

const PARAM = 'p\u0000';
const LENGTH = 'l\u0000';
const LOCAL = 'v\u0000';
const INDEX = 'i\u0000';

const NAMES: AffineNames = {
  param: (n) => `${PARAM}${n}`,
  length: (a) => `${LENGTH}${a}`,
  local: (n) => `${LOCAL}${n}`,
  index: (d) => `${INDEX}${d}`,
};

/**
 * One entry test: the index `a + b·k` of `array` (or of a dimension, against extent `limit`); in a
 * nested loop (simd-nested-loops.ts) `a + b·k + c·k'`, k' that loop's counter.
 */
export interface EntryCheck {
  readonly array: string;
  readonly a: Poly;
  readonly b: Poly;
  readonly limit?: string;
  readonly nested?: { readonly loop: NestedLoop; readonly c: Poly };
}

/** A top-level loop whose loop-varying accesses one test at its entry covers. */
export interface CheckedLoop {
  readonly hoisting: LoopHoisting;
  /** The tests of the accesses (and dimension checks) the lane body relies on. */
  readonly checks: EntryCheck[];
  /** Its bound differs per lane (simd-ragged.ts): the counter's range runs to the furthest lane's. */
  readonly ragged: boolean;
  /** Counted loops in its body whose accesses its entry test covers too. */
  readonly nested: readonly NestedLoop[];
}

function hasEffects(s: Stmt): boolean {
  let found = false;
  visit(
    [s],
    (e) => {
      if (e.kind === 'atomic') found = true;
    },
    (st) => {
      if (st.kind === 'store') found = true;
    },
  );
  return found;
}

/**
 * The top-level loops of `k` with a uniform test (given the uniform locals `u`) and a scalar
 * counter that loop versioning bounds, up to the first statement that stores or prints.
 */
export function checkableLoops(
  k: KernelIR,
  u: ReadonlySet<string>,
  ragged: ReadonlySet<LoopStmt> = new Set(),
): Map<LoopStmt, CheckedLoop> {
  const out = new Map<LoopStmt, CheckedLoop>();
  const inner = k.rank - 1;
  for (const s of k.body) {
    if (s.kind === 'loop' && s.test && (ragged.has(s) || uniformExpr(s.test, u, inner))) {
      const h = hoistLoop(s, k.locals, new Set(), NAMES, LOOP_OPTIONS);
      if (h && u.has(h.loopVar)) {
        const nested = nestedLoops(k, s, h.loopVar, u, NAMES);
        out.set(s, { hoisting: h, checks: [], ragged: ragged.has(s), nested });
      }
    }
    if (hasEffects(s)) break;
  }
  return out;
}

/**
 * The entry test of `node` (a load, store or dimension check of `loop`), added to the loop's
 * checks; false when the loop does not cover it or its bound reads what lanes cannot render (a
 * local other than a uniform one, the lane index in `b` or twice in one term).
 */
export function coverAccess(loop: CheckedLoop, node: object, u: ReadonlySet<string>, inner: number): boolean {
  const top = loop.hoisting.indexOf.get(node);
  const deep = top ? undefined : nestedIndex(loop.nested, node, NAMES.local(loop.hoisting.loopVar));
  const index = top ?? deep?.index;
  if (!index) return false;
  const lane = `${INDEX}${inner}`;
  const renderable = (p: Poly, laneOk: boolean) =>
    p.every((mono) => {
      const lanes = mono.syms.filter((x) => x === lane).length;
      if (lanes > (laneOk ? 1 : 0)) return false;
      return mono.syms.every((x) => !x.startsWith(LOCAL) || u.has(x.slice(LOCAL.length)));
    });
  if (!renderable(index.a, true) || !renderable(index.b, false)) return false;
  if (deep && !renderable(deep.index.c, false)) return false;
  const n = node as Expr | Stmt;
  const array =
    n.kind === 'load' || n.kind === 'store' ? n.array : n.kind === 'dimcheck' ? n.extent : undefined;
  if (array === undefined) return false;
  const limit = n.kind === 'dimcheck' ? NAMES.param(n.extent) : undefined;
  const nested = deep ? { nested: { loop: deep.loop, c: deep.index.c } } : {};
  loop.checks.push({ array, a: index.a, b: index.b, ...(limit ? { limit } : {}), ...nested });
  return true;
}

/** Where the entry test reads the lanes' first and last item and the counter's range. */
interface Corners {
  readonly x: readonly [number, number];
  readonly k: readonly [number, number];
}

/** The f64 value of a symbol of an entry check (`lane`: the block's first or last item, f64). */
function symbol(s: Scope, sym: string, inner: number, laneValue: number, subst?: Subst): X {
  const { m, b } = s.c;
  const f = () => m.local.get(laneValue, b.f64);
  const given = subst?.get(sym);
  if (given !== undefined) return m.local.get(given, b.f64);
  if (sym.startsWith(LENGTH)) return m.f64.convert_u.i32(m.local.get(arraySlot(s, sym.slice(2)).len, b.i32));
  if (sym.startsWith(INDEX)) {
    const d = Number(sym.slice(2));
    return d === inner ? f() : m.f64.convert_s.i32(m.local.get(s.index[d] ?? 0, b.i32));
  }
  const v = s.c.vars.get(sym.slice(2));
  if (!v || (v.type !== 'i32' && v.type !== 'u32')) throw new InternalError(`no integer value for '${sym}'`);
  const get = m.local.get(v.index, b.i32);
  return v.type === 'u32' ? m.f64.convert_u.i32(get) : m.f64.convert_s.i32(get);
}

/** Symbols evaluated at a given f64 local (an outer counter's corner) rather than their own. */
type Subst = ReadonlyMap<string, number>;

function poly(s: Scope, p: Poly, inner: number, lane: number, abs: boolean, subst?: Subst): X {
  const { m } = s.c;
  const mono = (x: Mono) => {
    const v = x.syms.reduce<X>(
      (acc, sym) => m.f64.mul(acc, symbol(s, sym, inner, lane, subst)),
      m.f64.const(Number(x.k)),
    );
    return abs ? m.f64.abs(v) : v;
  };
  return p.reduce<X>((acc, x) => m.f64.add(acc, mono(x)), m.f64.const(0));
}

/**
 * A ragged loop's bound (simd-ragged.ts) at the lane that runs furthest: the largest of the lanes'
 * bounds counting up, the smallest counting down, each evaluated with the lane's item as the index.
 */
function furthestBound(s: Scope, h: LoopHoisting, inner: number, width: number): X {
  const { m, b } = s.c;
  const x = s.index[inner] ?? 0;
  const v = s.c.scratchRaw(b.f64);
  const get = (i: number) => m.local.get(i, b.f64);
  const parts: X[] = [];
  for (let l = 0; l < width; l++) {
    if (l > 0) parts.push(m.local.set(x, m.i32.add(m.local.get(x, b.i32), m.i32.const(1))));
    const at = m.f64.convert_s.i32(scalarExpr(s, withoutDimChecks(h.bound)));
    parts.push(m.local.set(v, l === 0 ? at : h.descending ? m.f64.min(get(v), at) : m.f64.max(get(v), at)));
  }
  parts.push(m.local.set(x, m.i32.sub(m.local.get(x, b.i32), m.i32.const(width - 1))));
  return m.block(null, [...parts, get(v)], b.f64);
}

/**
 * i32 1 when every check of `loop` holds for lanes x..x+width-1 over the loop's counter range (or
 * the loop runs no iteration), else 0; evaluated at the loop's entry.
 */
export function entryTest(s: Scope, loop: CheckedLoop, inner: number, width: number): X {
  const { m, b } = s.c;
  const h = loop.hoisting;
  const f64 = () => s.c.scratchRaw(b.f64);
  const get = (i: number) => m.local.get(i, b.f64);
  const at: Corners = { x: [f64(), f64()], k: [f64(), f64()] };
  const counter = s.c.vars.get(h.loopVar);
  if (!counter) throw new InternalError(`no counter '${h.loopVar}'`);
  const bound = loop.ragged
    ? furthestBound(s, h, inner, width)
    : m.f64.convert_s.i32(scalarExpr(s, withoutDimChecks(h.bound)));
  // the last counter value: R - 1 / R (ascending, < / <=), R + 1 / R (descending, > / >=)
  const step = h.inclusive ? 0 : h.descending ? 1 : -1;
  const x = m.local.get(s.index[inner] ?? 0, b.i32);
  const setup = [
    m.local.set(at.x[0], m.f64.convert_s.i32(x)),
    m.local.set(at.x[1], m.f64.add(get(at.x[0]), m.f64.const(width - 1))),
    m.local.set(at.k[0], m.f64.convert_s.i32(m.local.get(counter.index, b.i32))),
    m.local.set(at.k[1], m.f64.add(bound, m.f64.const(step))),
  ];
  const [k0, k1] = at.k;
  const empty = h.descending ? m.f64.gt(get(k1), get(k0)) : m.f64.gt(get(k0), get(k1));
  const boxes = new Map<NestedLoop, NestedBox>();
  const boxOf = (n: NestedLoop): NestedBox => {
    const got = boxes.get(n);
    if (got) return got;
    const box = nestedBox(s, n, NAMES.local(h.loopVar), at, inner);
    setup.push(...box.setup);
    boxes.set(n, box);
    return box;
  };
  let ok: X = m.i32.const(1);
  const lo = f64();
  const hi = f64();
  const v = f64();
  for (const c of loop.checks) {
    const box = c.nested ? boxOf(c.nested.loop) : undefined;
    const deep = c.nested ? { c: c.nested.c, at: box?.at ?? [] } : undefined;
    const parts: X[] = [];
    let first = true;
    for (const xl of at.x)
      for (const kl of at.k)
        for (const nl of deep ? deep.at : [undefined]) {
          let value = m.f64.add(
            poly(s, c.a, inner, xl, false),
            m.f64.mul(poly(s, c.b, inner, xl, false), get(kl)),
          );
          if (deep && nl !== undefined)
            value = m.f64.add(value, m.f64.mul(poly(s, deep.c, inner, xl, false), get(nl)));
          parts.push(m.local.set(v, value));
          parts.push(m.local.set(lo, first ? get(v) : m.f64.min(get(lo), get(v))));
          parts.push(m.local.set(hi, first ? get(v) : m.f64.max(get(hi), get(v))));
          first = false;
        }
    // every term's magnitude at the largest |lane| (x >= 0) and |counter|: below 2^52, all exact
    const kMax = m.f64.max(m.f64.abs(get(k0)), m.f64.abs(get(k1)));
    let mag = m.f64.add(
      poly(s, c.a, inner, at.x[1], true),
      m.f64.mul(poly(s, c.b, inner, at.x[1], true), kMax),
    );
    if (deep && box) {
      const nMax = m.f64.max(m.f64.abs(get(box.at[0])), m.f64.abs(get(box.at[1])));
      mag = m.f64.add(mag, m.f64.mul(poly(s, deep.c, inner, at.x[1], true), nMax));
    }
    const limit = symbol(s, c.limit ?? `${LENGTH}${c.array}`, inner, at.x[0]);
    let holds = m.i32.and(
      m.i32.and(m.f64.lt(mag, m.f64.const(2 ** 52)), m.f64.ge(get(lo), m.f64.const(0))),
      m.i32.and(m.f64.lt(get(hi), limit), m.f64.lt(get(hi), m.f64.const(2 ** 31))),
    );
    // a nested loop that runs no iteration anywhere in the outer range reads nothing
    if (box) holds = m.i32.and(m.local.get(box.valid, b.i32), m.i32.or(box.none(), holds));
    ok = m.i32.and(ok, m.block(null, [...parts, holds], b.i32));
  }
  return m.block(null, [...setup, m.i32.or(empty, ok)], b.i32);
}

/** A nested loop's counter range over the outer loop's (locals set at the entry test's setup). */
interface NestedBox {
  readonly setup: X[];
  /** The lowest and highest counter value (f64 locals). */
  readonly at: readonly [number, number];
  /** i32 local: 1 when start and bound at both outer corners are exact i32 values (no wrapping). */
  readonly valid: number;
  /** The range is empty (no iteration at any outer counter value). */
  readonly none: () => X;
}

/**
 * The box of a nested loop's counter (simd-nested-loops.ts): its start and last value are affine
 * in the outer counter, so over the outer range they lie between their values at its two ends.
 * Those values are exact when every term's magnitude is below 2^31 (so is the i32 computation,
 * which equals the exact value modulo 2^32), else `valid` is 0 and the block runs scalar.
 */
function nestedBox(s: Scope, n: NestedLoop, outer: string, at: Corners, inner: number): NestedBox {
  const { m, b } = s.c;
  const get = (i: number) => m.local.get(i, b.f64);
  const h = n.hoisting;
  const lo = s.c.scratchRaw(b.f64);
  const hi = s.c.scratchRaw(b.f64);
  const valid = s.c.scratchRaw(b.i32);
  const step = h.inclusive ? 0 : h.descending ? 1 : -1;
  const firsts: X[] = [];
  const lasts: X[] = [];
  let exact: X = m.i32.const(1);
  for (const kl of at.k) {
    const subst = new Map([[outer, kl]]);
    firsts.push(poly(s, n.start, inner, at.x[0], false, subst));
    lasts.push(m.f64.add(poly(s, n.bound, inner, at.x[0], false, subst), m.f64.const(step)));
    for (const p of [n.start, n.bound])
      exact = m.i32.and(exact, m.f64.lt(poly(s, p, inner, at.x[0], true, subst), m.f64.const(2 ** 31)));
  }
  const [f0, f1] = firsts as [X, X];
  const [l0, l1] = lasts as [X, X];
  // counting up: [lowest start, highest last]; counting down: [lowest last, highest start]
  const setup = h.descending
    ? [m.local.set(lo, m.f64.min(l0, l1)), m.local.set(hi, m.f64.max(f0, f1))]
    : [m.local.set(lo, m.f64.min(f0, f1)), m.local.set(hi, m.f64.max(l0, l1))];
  setup.push(m.local.set(valid, exact));
  return { setup, at: [lo, hi], valid, none: () => m.f64.gt(get(lo), get(hi)) };
}
