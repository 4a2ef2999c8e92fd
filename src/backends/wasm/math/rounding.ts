/**
 * The rounding test of the library's exact f32 functions (Ziv's): a result y computed in f64 with
 * a known relative error is rounded to f32 as JS's own double would be unless the exact value may
 * lie on the other side of a midpoint between two floats; those lanes are recomputed by an exact
 * method (for exp: V8's fdlibm algorithm, exp-log.ts).
 */
import { InternalError } from '../../../errors/errors.js';
import type { Builder, V } from './builder.js';

/**
 * Lanes where the f32 rounding of `y` is not settled by an error bound: y·(1 - rel) and
 * y·(1 + rel) round to different floats (compared as bits: a NaN is settled). When the exact
 * value and JS's double are both within rel·|y| of y, every other lane rounds as JS's would.
 */
export function unsureF32(f: Builder, y: V, rel: number): V {
  const { m } = f;
  const lo = f.mul(y, f.k(1 - rel));
  const hi = f.mul(y, f.k(1 + rel));
  if (!f.vec)
    return f.emit('m', (g) =>
      m.i32.ne(m.i32.reinterpret(m.f32.demote(g(lo))), m.i32.reinterpret(m.f32.demote(g(hi)))),
    );
  return f.emit('m', (g) =>
    m.i64x2.extend_low_i32x4_s(
      m.i32x4.ne(m.f32x4.demote_f64x2_zero(g(lo)), m.f32x4.demote_f64x2_zero(g(hi))),
    ),
  );
}

/**
 * unsureF32 for four f32 lanes (dual builders), from y's bits in a third of the operations: a
 * normal f32 rounding of y is unsure when the 29 low bits it drops are within `ulps` units of y's
 * last place of half (2^28), i.e. y is that close to a midpoint. Results below 2^-126 round
 * elsewhere (f32 subnormals): those lanes are flagged from the argument, f32 parameter `arg`
 * lying in (lo, hi). One i32x4 mask for all four lanes.
 */
export function unsureF32Dual(f: Builder, y: V, ulps: number, arg: number, lo: number, hi: number): V {
  const { m, b } = f;
  if (!f.dual) throw new InternalError('wasm math: unsureF32Dual needs four lanes');
  const s = f.slot(y);
  const lows = m.i8x16.shuffle(
    f.getLocal(s.lo),
    f.getLocal(s.hi),
    [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27],
  );
  const i32 = (x: number) => m.v128.const(new Uint8Array(new Int32Array([x, x, x, x]).buffer));
  const f32 = (x: number) => m.v128.const(new Uint8Array(new Float32Array([x, x, x, x]).buffer));
  const dropped = m.i32x4.sub(m.v128.and(lows, i32(0x1fffffff)), i32(0x10000000));
  const nearHalf = m.i32x4.lt_s(m.i32x4.abs(dropped), i32(ulps));
  const x = m.local.get(arg, b.v128);
  const tiny = m.v128.and(m.f32x4.gt(x, f32(lo)), m.f32x4.lt(x, f32(hi)));
  return f.shared('m', m.v128.or(nearHalf, tiny));
}

/**
 * Where any lane of `mask` is set, replaces every lane of `result` by `compute()`, whose
 * operations run only then (a block under one test of all lanes, without calls: a call in the
 * lane loop, even on a path never taken, makes V8 spill the loop's live vectors around it).
 */
export function refine(f: Builder, mask: V, result: V, compute: () => V): void {
  const { m } = f;
  const start = f.stmts.length;
  const better = f.slot(compute());
  const body = f.stmts.splice(start);
  const r = f.slot(result);
  const mk = f.slot(mask);
  body.push(m.local.set(r.lo, f.getLocal(better.lo)));
  if (f.dual) body.push(m.local.set(r.hi, f.getLocal(better.hi)));
  const lanes = mk.lo === mk.hi ? f.getLocal(mk.lo) : m.v128.or(f.getLocal(mk.lo), f.getLocal(mk.hi));
  const any = f.vec ? m.v128.any_true(lanes) : f.getLocal(mk.lo);
  f.stmts.push(m.if(any, m.block(null, body)));
}
