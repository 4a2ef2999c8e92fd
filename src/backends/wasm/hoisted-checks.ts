/**
 * Range checks hoisted out of a call (the wasm spelling of passes/affine-index.ts `hoistChecks`):
 * an access whose index is affine in the launch indices (`A[i + 1][j][k - 1]` under an offset
 * launch, `u[j * n + i]`), with coefficients made of integer parameters, array lengths and
 * constants, ranges over the box of items one `run` call covers (i0 in [start, end), i1 in
 * [0, n1), i2 in [0, n2)) within [min, max] of its affine form. One test per call, before the item
 * loops, proves every such access in bounds for every item of the call: the call then runs a copy
 * of the loop nest whose body has those accesses unchecked (plain loads and stores that V8 can
 * schedule and hoist), else the fully checked nest, which reports an out-of-bounds access exactly
 * where it happens. Kernels with a 4-lane SIMD path keep their per-block checks (simd-loop.ts);
 * 2-lane (f64) ones run their SIMD loop in the fast copy too, where the hoisted accesses need no
 * per-block range (`provenLanes`): every lane is an item of the call's box.
 *
 * Exactness (as the js backend's `rok`, js/range-checks.ts): the test is computed in f64. Every
 * monomial is a product of 32-bit integers times a constant below 2^53; the sum of the magnitudes
 * of every term, with each launch index at its largest value, below 2^52 proves every product and
 * partial sum exact (rounding is monotone). The index must also lie below 2^31: the IR computes
 * indices in wrapping 32-bit arithmetic, congruent to the affine value modulo 2^32, so an affine
 * value in [0, min(length, 2^31)) is exactly the index the unchecked access uses.
 */
import { InternalError } from '../../errors/errors.js';
import type { KernelIR, Stmt } from '../../ir/nodes.js';
import { mapExprs } from '../../ir/walk.js';
import {
  type Affine,
  type AffineNames,
  type HoistedCheck,
  hoistChecks,
  type Mono,
  type Poly,
} from '../../passes/affine-index.js';
import type { ArraySlot } from './codegen-expr.js';
import { type SimdPlan, simdPlan } from './simd-analysis.js';
import type { FnContext, X } from './types.js';

const PARAM = 'p\u0000';
const LENGTH = 'l\u0000';

const WASM_AFFINE_NAMES: AffineNames = {
  param: (n) => `${PARAM}${n}`,
  length: (a) => `${LENGTH}${a}`,
  // hoistChecks substitutes locals by their affine value and keeps launch indices apart
  local: (n) => `v\u0000${n}`,
  index: (d) => `i\u0000${d}`,
};

const EXACT = 2n ** 53n;

/**
 * The SIMD loop of the fast copy: the kernel with the hoisted body and its plan, whose accesses
 * hoisted here are `proven` (the 4-lane rule holds for it as for the kernel: only checks changed),
 * or undefined when the plan does not line up (the fast copy then runs scalar items).
 */
export function provenLanes(
  k: KernelIR,
  plan: SimdPlan,
  body: readonly Stmt[],
): { k: KernelIR; plan: SimdPlan } | undefined {
  const fast: KernelIR = { ...k, body };
  const p = simdPlan(fast);
  if ('reason' in p || p.accesses.length !== plan.accesses.length || p.width !== plan.width) return undefined;
  const accesses = p.accesses.map((a, n) => {
    const before = plan.accesses[n];
    return before?.checked && !a.checked ? { ...a, proven: true } : a;
  });
  return { k: fast, plan: { ...p, accesses } };
}

/** A hoisted access of the fast body: its array and affine index (row-address.ts). */
export interface AffineAccess {
  readonly array: string;
  readonly index: Affine;
}

export interface HoistedBody {
  /** The kernel body with every hoisted access unchecked. */
  readonly body: readonly Stmt[];
  readonly checks: readonly HoistedCheck[];
  /** The loads, atomics and stores of `body` left unchecked, with their affine index (row-address.ts). */
  readonly accesses: ReadonlyMap<object, AffineAccess>;
}

/** The body without the checks that one test per call can cover, or undefined when there are none. */
export function hoistedBody(k: KernelIR): HoistedBody | undefined {
  if (k.groupLoops || (k.shared?.length ?? 0) > 0) return undefined;
  const h = hoistChecks(k, WASM_AFFINE_NAMES);
  const checks = h.checks.filter(renderable);
  if (checks.length !== h.checks.length || checks.length === 0) return undefined;
  const accesses = new Map<object, AffineAccess>();
  return { body: uncheck(k.body, h.unchecked, h.indexOf, accesses), checks, accesses };
}

/** Every coefficient exact in f64, every symbol a parameter or an array length. */
function renderable(c: HoistedCheck): boolean {
  const polys = [c.index.c, ...c.index.dims];
  return polys.every((p) =>
    p.every(
      (m) => m.k < EXACT && -m.k < EXACT && m.syms.every((s) => s.startsWith(PARAM) || s.startsWith(LENGTH)),
    ),
  );
}

/**
 * A copy of `stmts` with the accesses in `nodes` (by identity) unchecked; `out` gets each copied
 * load, atomic and store with its affine index.
 */
function uncheck(
  stmts: readonly Stmt[],
  nodes: ReadonlySet<object>,
  indexOf: ReadonlyMap<object, Affine>,
  out: Map<object, AffineAccess>,
): Stmt[] {
  const note = <T extends object>(from: object, to: T, array: string): T => {
    const index = indexOf.get(from);
    if (index) out.set(to, { array, index });
    return to;
  };
  return mapExprs(
    stmts,
    (r, e) => {
      if (!nodes.has(e)) return r;
      if (r.kind === 'load' || r.kind === 'atomic') return note(e, { ...r, checked: false }, r.array);
      if (r.kind === 'dimcheck') return { ...r, checked: false };
      return r;
    },
    (copy, from) => (nodes.has(from) ? note(from, { ...copy, checked: false }, from.array) : copy),
  );
}

/** Where the call's values live: params by IR name, arrays' slots, and the box of launch indices. */
export interface BoxScope {
  readonly c: FnContext;
  readonly arrays: ReadonlyMap<string, ArraySlot>;
  /** First and last value of each launch index of the call (i32 expressions, made afresh per use). */
  readonly lo: readonly (() => X)[];
  readonly hi: readonly (() => X)[];
}

/**
 * Statements that set the i32 local `ok` to 1 when every check holds over the call's box, else 0
 * (an empty box fails the test, which only means the checked nest runs its no items).
 */
export function boxTest(s: BoxScope, checks: readonly HoistedCheck[], ok: number): X[] {
  const { c } = s;
  const { m, b } = c;
  const f = (i: number) => m.local.get(i, b.f64);
  const val = c.scratchRaw(b.f64);
  const mag = c.scratchRaw(b.f64);
  const lo = c.scratchRaw(b.f64);
  const hi = c.scratchRaw(b.f64);
  const coef = c.scratchRaw(b.f64);
  const out: X[] = [m.local.set(ok, m.i32.const(1))];
  for (const check of checks) {
    out.push(
      m.local.set(lo, sum(s, check.index.c)),
      m.local.set(hi, f(lo)),
      m.local.set(mag, magnitude(s, check.index.c)),
    );
    check.index.dims.forEach((p, d) => {
      if (p.length === 0) return;
      const first = s.lo[d];
      const last = s.hi[d];
      if (!first || !last)
        throw new InternalError(`affine index over launch dimension ${d} of a lower-rank kernel`);
      const at = (x: () => X) => m.f64.mul(f(coef), m.f64.convert_s.i32(x()));
      out.push(
        m.local.set(coef, sum(s, p)),
        m.local.set(lo, m.f64.add(f(lo), m.f64.min(at(first), at(last)))),
        m.local.set(hi, m.f64.add(f(hi), m.f64.max(at(first), at(last)))),
        m.local.set(mag, m.f64.add(f(mag), m.f64.mul(magnitude(s, p), m.f64.convert_s.i32(last())))),
      );
    });
    const limit = check.limit ? symbol(s, check.limit) : symbol(s, `${LENGTH}${check.array}`);
    out.push(
      m.local.set(val, limit),
      m.local.set(
        ok,
        m.i32.and(
          m.local.get(ok, b.i32),
          m.i32.and(
            m.i32.and(m.f64.lt(f(mag), m.f64.const(2 ** 52)), m.f64.ge(f(lo), m.f64.const(0))),
            m.i32.and(m.f64.lt(f(hi), f(val)), m.f64.lt(f(hi), m.f64.const(2 ** 31))),
          ),
        ),
      ),
    );
  }
  return out;
}

function sum(s: BoxScope, p: Poly): X {
  const { m } = s.c;
  return p.reduce<X>((acc, x) => m.f64.add(acc, monomial(s, x)), m.f64.const(0));
}

function magnitude(s: BoxScope, p: Poly): X {
  const { m } = s.c;
  return p.reduce<X>((acc, x) => m.f64.add(acc, m.f64.abs(monomial(s, x))), m.f64.const(0));
}

function monomial(s: BoxScope, x: Mono): X {
  const { m } = s.c;
  return x.syms.reduce<X>((acc, sym) => m.f64.mul(acc, symbol(s, sym)), m.f64.const(Number(x.k)));
}

/** A parameter (i32 or u32) or an array's length, as f64. */
function symbol(s: BoxScope, sym: string): X {
  const { m } = s.c;
  const get = hoistedSymbol(s.c, s.arrays, sym);
  if (sym.startsWith(LENGTH)) return m.f64.convert_u.i32(get);
  const unsigned = s.c.vars.get(sym.slice(PARAM.length))?.type === 'u32';
  return unsigned ? m.f64.convert_u.i32(get) : m.f64.convert_s.i32(get);
}

/** The i32 value of a symbol of a hoisted check: an integer parameter or an array's length. */
export function hoistedSymbol(c: FnContext, arrays: ReadonlyMap<string, ArraySlot>, sym: string): X {
  const { m, b } = c;
  if (sym.startsWith(LENGTH)) {
    const a = arrays.get(sym.slice(LENGTH.length));
    if (!a) throw new InternalError(`no array for '${sym}'`);
    return m.local.get(a.len, b.i32);
  }
  const v = c.vars.get(sym.slice(PARAM.length));
  if (!v || (v.type !== 'i32' && v.type !== 'u32'))
    throw new InternalError(`no integer parameter for '${sym}'`);
  return m.local.get(v.index, b.i32);
}
