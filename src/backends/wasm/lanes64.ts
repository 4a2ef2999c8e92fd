/**
 * The 2-lane SIMD path of f64 kernels (simd-analysis.ts rule 3): two work items per block, f64
 * values as f64x2. i32/u32 values sit in lanes 0 and 1 of an i32x4 (lanes 2 and 3 are never read:
 * every integer operation is lane-wise and cannot trap), and bools are 64-bit lane masks, as f64x2
 * comparisons give them: an i32x4 comparison's lanes 0, 1 are widened, and a mask is narrowed back
 * to lanes 0, 1 where it selects i32 values. f64x2 add/sub/mul/div/sqrt/min/max/floor/ceil/trunc
 * are the scalar f64 instructions lane by lane (IEEE exact; min/max propagate NaN and order -0
 * below +0, as Math.min/max do); library functions (math/library.ts) run their 2-lane version,
 * which computes the scalar one's bits in each lane; other Math functions (pow, round, sign, …)
 * run their scalar code on each lane.
 */

import { InternalError } from '../../errors/errors.js';
import type { Expr, ScalarType } from '../../ir/nodes.js';
import { arraySlot } from './codegen-expr.js';
import { mathCall } from './codegen-math.js';
import { TO_I32 } from './convert.js';
import { inLibrary, libFunction } from './math/library.js';
import type { LaneAddress, VecScope } from './simd-scope.js';
import type { X } from './types.js';

/** Lanes 0, 1 of an i32x4 comparison as 64-bit masks. */
export function widenMask(s: VecScope, v: X): X {
  return s.c.m.i64x2.extend_low_i32x4_s(v);
}

const LOW_WORDS = [0, 1, 2, 3, 8, 9, 10, 11, 0, 1, 2, 3, 8, 9, 10, 11];

/** A 64-bit lane mask as an i32x4 mask of lanes 0, 1 (for i32 values on 2 lanes). */
export function narrowMask(s: VecScope, v: X): X {
  const t = s.c.scratchRaw(s.c.b.v128);
  const { m } = s.c;
  return m.i8x16.shuffle(m.local.tee(t, v, s.c.b.v128), m.local.get(t, s.c.b.v128), LOW_WORDS);
}

/** The lane mask that selects values of `type`: narrowed for i32/u32 on 2 lanes. */
export function maskFor(s: VecScope, type: ScalarType, mask: X): X {
  return s.lanes === 2 && (type === 'i32' || type === 'u32') ? narrowMask(s, mask) : mask;
}

/** f64 lanes -> bool masks: x != 0 and not NaN, as JS's truthiness. */
export function truthy64(s: VecScope, x: X): X {
  const { m, b } = s.c;
  const zero = () => m.f64x2.splat(m.f64.const(0));
  const t = s.c.scratchRaw(b.v128);
  return m.v128.or(m.f64x2.gt(m.local.tee(t, x, b.v128), zero()), m.f64x2.lt(m.local.get(t, b.v128), zero()));
}

/**
 * f64 -> i32/u32 with JS ToInt32: lanes with |x| < 2^31 truncate directly; if a lane is larger,
 * NaN or infinite, both go through `toi32`.
 */
function f64ToInt(s: VecScope, x: X): X {
  const { m, b } = s.c;
  const t = s.c.scratchRaw(b.v128);
  const r = s.c.scratchRaw(b.v128);
  const get = (i: number) => m.local.get(i, b.v128);
  const slow: X[] = [];
  for (let lane = 0; lane < 2; lane++) {
    const v = m.call(TO_I32, [m.f64x2.extract_lane(get(t), lane)], b.i32);
    slow.push(m.local.set(r, m.i32x4.replace_lane(get(r), lane, v)));
  }
  const small = m.f64x2.lt(m.f64x2.abs(get(t)), m.f64x2.splat(m.f64.const(2 ** 31)));
  return m.block(
    null,
    [
      m.local.set(t, x),
      m.local.set(r, m.i32x4.trunc_sat_f64x2_s_zero(get(t))),
      m.if(m.i32.eqz(m.i64x2.all_true(small)), m.block(null, slow)),
      get(r),
    ],
    b.v128,
  );
}

/** Casts from or to f64 on 2 lanes (to bool: `truthy64`). */
export function cast64(s: VecScope, x: X, from: ScalarType): X {
  const { m } = s.c;
  if (from === 'f64') return f64ToInt(s, x);
  if (from === 'bool') return m.v128.and(x, m.f64x2.splat(m.f64.const(1))); // 1.0 or +0.0
  return from === 'u32' ? m.f64x2.convert_low_i32x4_u(x) : m.f64x2.convert_low_i32x4_s(x);
}

/** Bytes per element of `array` (2-lane kernels: f64, i32, u32). */
const elementBytes = (s: VecScope, array: string): number => (arraySlot(s, array).type === 'f64' ? 8 : 4);

/** The block's lanes of `array` at `a`: 16 bytes, or 8 for 4-byte elements on 2 lanes. */
export function load(s: VecScope, array: string, a: LaneAddress): X {
  const { m } = s.c;
  const bytes = elementBytes(s, array);
  if (s.lanes === 2 && bytes === 4) return m.v128.load64_zero(a.offset, 4, a.at);
  return m.v128.load(a.offset, bytes, a.at);
}

export function store(s: VecScope, array: string, a: LaneAddress, value: X): X {
  const { m } = s.c;
  const bytes = elementBytes(s, array);
  if (s.lanes === 2 && bytes === 4) return m.v128.store64_lane(a.offset, 4, 0, a.at, value);
  return m.v128.store(a.offset, bytes, a.at, value);
}

/** `Math.fn` on f64 lanes (`args`: the arguments' vectors). */
export function call64(s: VecScope, e: Extract<Expr, { kind: 'call' }>, args: readonly X[]): X {
  const { m, b } = s.c;
  const f = m.f64x2;
  const [x, y] = args;
  if (x === undefined) throw new InternalError('Math call without arguments');
  if (e.fn === 'sqrt') return f.sqrt(x);
  if (e.fn === 'abs') return f.abs(x);
  if (e.fn === 'floor') return f.floor(x);
  if (e.fn === 'ceil') return f.ceil(x);
  if (e.fn === 'trunc') return f.trunc(x);
  if ((e.fn === 'min' || e.fn === 'max') && y !== undefined) return f[e.fn](x, y);
  if (inLibrary(e.fn, 'f64')) return m.call(libFunction(b, m, e.fn, 'f64', 2), [...args], b.v128);
  // lane by lane, the scalar code
  const locals = args.map(() => s.c.scratchRaw(b.v128));
  const r = s.c.scratchRaw(b.v128);
  const get = (i: number) => m.local.get(i, b.v128);
  const xs: X[] = args.map((a, n) => m.local.set(locals[n] ?? 0, a));
  for (let lane = 0; lane < 2; lane++) {
    const v = mathCall(
      s.c,
      e,
      locals.map((l) => f.extract_lane(get(l), lane)),
      'f64',
    );
    xs.push(m.local.set(r, f.replace_lane(get(r), lane, v)));
  }
  return m.block(null, [...xs, get(r)], b.v128);
}
