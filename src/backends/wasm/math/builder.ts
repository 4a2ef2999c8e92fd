/**
 * A small straight-line builder for tutti's own math functions in WebAssembly. One algorithm is
 * written once against this interface and emitted for one f64 (`lanes: 1`; masks are i32, bit
 * patterns i64), for two f64 lanes (`lanes: 2`; f64x2, masks and bit patterns are v128), and for
 * four f32 lanes (`lanes: 4`): two f64x2 halves whose operations are interleaved one by one, so
 * the processor overlaps their dependency chains (a polynomial is one long chain), and constants
 * are materialised once for both.
 * Every operation stores its result in a fresh local and returns that local, so a value can be
 * used any number of times; binaryen's optimiser folds the locals away. Control flow is by lane
 * selects, except `fallback`, which calls JS Math for the lanes that need it (e.g. sin of 1e300).
 */
import { InternalError } from '../../../errors/errors.js';
import type { Binaryen, Mod, WType, X } from '../types.js';

/** A value: the index of the local that holds it. */
export type V = number & { readonly __v?: never };

type Kind = 'f' | 'm' | 'i';

/** The precision a function's result is rounded to afterwards (f32 needs far fewer terms). */
export type Grade = 'f32' | 'f64';

/** 1.5 * 2^52: adding it rounds a double of magnitude < 2^51 to an integer held in the low bits. */
export const SHIFTER = 6755399441055744;
export const SHIFTER_BITS = 0x4338000000000000n;

const LOW_TO_HIGH = [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7];
const JOIN_LOWS = [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23];

export class Builder {
  readonly stmts: X[] = [];
  /** wasm types of the function's locals (params first). */
  readonly types: WType[] = [];
  /** Per value: its local in the low half and in the high half (the same local when not dual). */
  private readonly slots: { lo: number; hi: number; kind: Kind }[] = [];
  /** Vector operations (f64x2 / v128) rather than scalar ones. */
  readonly vec: boolean;
  /** Two halves per value (lanes 4). */
  readonly dual: boolean;

  constructor(
    readonly b: Binaryen,
    readonly m: Mod,
    readonly lanes: 1 | 2 | 4,
    readonly nParams: number,
  ) {
    this.vec = lanes !== 1;
    this.dual = lanes === 4;
    for (let i = 0; i < nParams; i++) this.types.push(this.ft);
    if (!this.dual) for (let i = 0; i < nParams; i++) this.slots.push({ lo: i, hi: i, kind: 'f' });
    else {
      // f32x4 parameters -> two f64x2 halves (lanes 0-1 and 2-3).
      for (let i = 0; i < nParams; i++) {
        const arg = () => m.local.get(i, b.v128);
        const lo = this.local('f');
        const hi = this.local('f');
        this.stmts.push(m.local.set(lo, m.f64x2.promote_low_f32x4(arg())));
        this.stmts.push(
          m.local.set(hi, m.f64x2.promote_low_f32x4(m.i8x16.shuffle(arg(), arg(), LOW_TO_HIGH))),
        );
        this.slots.push({ lo, hi, kind: 'f' });
      }
    }
  }

  /** The wasm type of parameters and results: f64, or v128 (f64x2, or f32x4 when dual). */
  get ft(): WType {
    return this.vec ? this.b.v128 : this.b.f64;
  }

  private wt(k: Kind): WType {
    if (this.vec) return this.b.v128;
    return k === 'f' ? this.b.f64 : k === 'm' ? this.b.i32 : this.b.i64;
  }

  private local(k: Kind): number {
    this.types.push(this.wt(k));
    return this.types.length - 1;
  }

  /** The parameter `i` (a float). */
  param(i: number): V {
    return i as V;
  }

  /** The locals holding `v` (public for rounding.ts, like getLocal, emit and shared). */
  slot(v: V): { lo: number; hi: number; kind: Kind } {
    const s = this.slots[v];
    if (s === undefined) throw new InternalError(`wasm math builder: no value ${v}`);
    return s;
  }

  getLocal(i: number): X {
    return this.m.local.get(i, this.types[i] ?? this.ft);
  }

  /** A new value computed by `make` (called once per half, with that half's getter). */
  emit(k: Kind, make: (g: (v: V) => X) => X): V {
    const lo = this.local(k);
    this.stmts.push(
      this.m.local.set(
        lo,
        make((v) => this.getLocal(this.slot(v).lo)),
      ),
    );
    let hi = lo;
    if (this.dual) {
      hi = this.local(k);
      this.stmts.push(
        this.m.local.set(
          hi,
          make((v) => this.getLocal(this.slot(v).hi)),
        ),
      );
    }
    this.slots.push({ lo, hi, kind: k });
    return (this.slots.length - 1) as V;
  }

  /** A value the same in both halves (constants). */
  shared(k: Kind, x: X): V {
    const l = this.local(k);
    this.stmts.push(this.m.local.set(l, x));
    this.slots.push({ lo: l, hi: l, kind: k });
    return (this.slots.length - 1) as V;
  }

  /** i64.const: binaryen 132 takes one BigInt (its typings still say two halves). */
  private i64(x: bigint): X {
    // The typings declare (low, high) halves; the binaryen we ship takes the one BigInt.
    const make = this.m.i64.const as unknown as (v: bigint) => X;
    return make(x);
  }

  private v128f(x: number): X {
    return this.m.v128.const(new Uint8Array(new Float64Array([x, x]).buffer));
  }

  private v128i(x: bigint): X {
    return this.m.v128.const(new Uint8Array(new BigInt64Array([x, x]).buffer));
  }

  /** A float constant. */
  k(x: number): V {
    return this.shared('f', this.vec ? this.v128f(x) : this.m.f64.const(x));
  }

  /** A 64-bit integer constant. */
  ki(x: bigint): V {
    const s = BigInt.asIntN(64, x);
    return this.shared('i', this.vec ? this.v128i(s) : this.i64(s));
  }

  private f2(op: 'add' | 'sub' | 'mul' | 'div' | 'min' | 'max', a: V, b: V): V {
    const f = this.vec ? this.m.f64x2 : this.m.f64;
    return this.emit('f', (g) => f[op](g(a), g(b)));
  }

  private f1(op: 'sqrt' | 'abs' | 'neg' | 'floor' | 'ceil' | 'trunc' | 'nearest', a: V): V {
    const f = this.vec ? this.m.f64x2 : this.m.f64;
    return this.emit('f', (g) => f[op](g(a)));
  }

  add = (a: V, b: V): V => this.f2('add', a, b);
  sub = (a: V, b: V): V => this.f2('sub', a, b);
  mul = (a: V, b: V): V => this.f2('mul', a, b);
  div = (a: V, b: V): V => this.f2('div', a, b);
  /** wasm min/max: NaN if either is NaN, -0 below +0. */
  min = (a: V, b: V): V => this.f2('min', a, b);
  max = (a: V, b: V): V => this.f2('max', a, b);
  sqrt = (a: V): V => this.f1('sqrt', a);
  abs = (a: V): V => this.f1('abs', a);
  neg = (a: V): V => this.f1('neg', a);
  floor = (a: V): V => this.f1('floor', a);
  trunc = (a: V): V => this.f1('trunc', a);

  /** x clamped to [lo, hi]; NaN stays NaN (vector code uses pmin/pmax: one instruction each). */
  clamp(x: V, lo: number, hi: number): V {
    const l = this.k(lo);
    const h = this.k(hi);
    if (!this.vec) return this.min(this.max(x, l), h);
    const m = this.m;
    // pmax(a, b) = a < b ? b : a and pmin(a, b) = b < a ? b : a keep a NaN a.
    const up = this.emit('f', (g) => m.f64x2.pmax(g(x), g(l)));
    return this.emit('f', (g) => m.f64x2.pmin(g(up), g(h)));
  }

  /** c[0] + x*(c[1] + x*(c[2] + …)) by Horner's rule. */
  poly(x: V, coeffs: readonly number[]): V {
    const last = coeffs[coeffs.length - 1] ?? 0;
    let acc = this.k(last);
    for (let i = coeffs.length - 2; i >= 0; i--) acc = this.add(this.k(coeffs[i] ?? 0), this.mul(x, acc));
    return acc;
  }

  private cmp(op: 'lt' | 'le' | 'gt' | 'ge' | 'eq' | 'ne', a: V, b: V): V {
    const f = this.vec ? this.m.f64x2 : this.m.f64;
    return this.emit('m', (g) => f[op](g(a), g(b)));
  }

  lt = (a: V, b: V): V => this.cmp('lt', a, b);
  le = (a: V, b: V): V => this.cmp('le', a, b);
  gt = (a: V, b: V): V => this.cmp('gt', a, b);
  ge = (a: V, b: V): V => this.cmp('ge', a, b);
  eq = (a: V, b: V): V => this.cmp('eq', a, b);
  ne = (a: V, b: V): V => this.cmp('ne', a, b);

  /** Lane masks: and, or, not. */
  and(a: V, b: V): V {
    const { m } = this;
    return this.emit('m', (g) => (this.vec ? m.v128.and(g(a), g(b)) : m.i32.and(g(a), g(b))));
  }

  or(a: V, b: V): V {
    const { m } = this;
    return this.emit('m', (g) => (this.vec ? m.v128.or(g(a), g(b)) : m.i32.or(g(a), g(b))));
  }

  not(a: V): V {
    const { m } = this;
    return this.emit('m', (g) => (this.vec ? m.v128.not(g(a)) : m.i32.eqz(g(a))));
  }

  /** mask ? a : b, lane-wise (a and b floats, or both bit patterns). */
  sel(mask: V, a: V, b: V): V {
    const { m } = this;
    const k = this.slot(a).kind;
    if (this.vec) return this.emit(k, (g) => m.v128.bitselect(g(a), g(b), g(mask)));
    return this.emit(k, (g) => m.select(g(mask), g(a), g(b)));
  }

  /** The 64-bit pattern of a float, and back (free in vector code). */
  bits(a: V): V {
    if (this.vec) return a;
    return this.emit('i', (g) => this.m.i64.reinterpret(g(a)));
  }

  fromBits(a: V): V {
    if (this.vec) return a;
    return this.emit('f', (g) => this.m.f64.reinterpret(g(a)));
  }

  private i2(op: 'add' | 'sub' | 'and' | 'or' | 'xor', a: V, b: V): V {
    const { m } = this;
    if (!this.vec) return this.emit('i', (g) => m.i64[op](g(a), g(b)));
    if (op === 'add' || op === 'sub') return this.emit('i', (g) => m.i64x2[op](g(a), g(b)));
    return this.emit('i', (g) => m.v128[op](g(a), g(b)));
  }

  iadd = (a: V, b: V): V => this.i2('add', a, b);
  isub = (a: V, b: V): V => this.i2('sub', a, b);
  iand = (a: V, b: V): V => this.i2('and', a, b);
  ior = (a: V, b: V): V => this.i2('or', a, b);
  ixor = (a: V, b: V): V => this.i2('xor', a, b);

  private shift(op: 'shl' | 'shr_s' | 'shr_u', a: V, n: number): V {
    const { m } = this;
    if (!this.vec) return this.emit('i', (g) => m.i64[op](g(a), this.i64(BigInt(n))));
    return this.emit('i', (g) => m.i64x2[op](g(a), m.i32.const(n)));
  }

  ishl = (a: V, n: number): V => this.shift('shl', a, n);
  ishrS = (a: V, n: number): V => this.shift('shr_s', a, n);
  ishrU = (a: V, n: number): V => this.shift('shr_u', a, n);

  /** Lane mask: the 64-bit pattern is not zero. */
  inz(a: V): V {
    const { m } = this;
    if (!this.vec) return this.emit('m', (g) => m.i64.ne(g(a), this.i64(0n)));
    return this.emit('m', (g) => m.i64x2.ne(g(a), this.v128i(0n)));
  }

  /** 2^n for an integer-valued pattern n (|n| <= 1022: normal powers only). */
  pow2(n: V): V {
    return this.fromBits(this.ishl(this.iadd(n, this.ki(1023n)), 52));
  }

  /** The integer held by `shifted` = x + SHIFTER (|x| < 2^51), as a 64-bit integer. */
  intOfShifted(shifted: V): V {
    return this.isub(this.bits(shifted), this.ki(SHIFTER_BITS));
  }

  /** A small integer pattern (|n| < 2^51) as a float. */
  floatOfInt(n: V): V {
    return this.sub(this.fromBits(this.iadd(n, this.ki(SHIFTER_BITS))), this.k(SHIFTER));
  }

  /** The lanes whose sign bit is set (also -0 and negative NaNs). */
  signbit(a: V): V {
    const { m } = this;
    if (!this.vec) return this.emit('m', (g) => m.i64.lt_s(m.i64.reinterpret(g(a)), this.i64(0n)));
    return this.emit('m', (g) => m.i64x2.lt_s(g(a), this.v128i(0n)));
  }

  /** |a| with the sign of b. */
  copysign(a: V, b: V): V {
    if (!this.vec) return this.emit('f', (g) => this.m.f64.copysign(g(a), g(b)));
    const sign = this.iand(b, this.ki(-(2n ** 63n)));
    return this.ior(this.abs(a), sign);
  }

  /** a with its sign flipped where mask is set. */
  negIf(mask: V, a: V): V {
    return this.sel(mask, this.neg(a), a);
  }

  isNaN(a: V): V {
    return this.ne(a, a);
  }

  /** Lanes where a is finite (not NaN, not ±Infinity). */
  isFinite(a: V): V {
    return this.lt(this.abs(a), this.k(Number.POSITIVE_INFINITY));
  }

  /**
   * Where `mask` is set, replaces `result`'s lanes with JS Math's `fn` of the arguments' lanes
   * (imported as `math_<fn>`): the range a wasm algorithm does not cover stays exactly JS's.
   */
  fallback(mask: V, fn: string, args: readonly V[], result: V): void {
    const { m, b } = this;
    const name = `math_${fn}`;
    const r = this.slot(result);
    const mk = this.slot(mask);
    if (!this.vec) {
      const call = m.call(
        name,
        args.map((a) => this.getLocal(this.slot(a).lo)),
        b.f64,
      );
      this.stmts.push(m.if(this.getLocal(mk.lo), m.local.set(r.lo, call)));
      return;
    }
    const halves = this.dual ? (['lo', 'hi'] as const) : (['lo'] as const);
    const body: X[] = [];
    for (const h of halves) {
      for (let lane = 0; lane < 2; lane++) {
        const call = m.call(
          name,
          args.map((a) => m.f64x2.extract_lane(this.getLocal(this.slot(a)[h]), lane)),
          b.f64,
        );
        const replaced = m.f64x2.replace_lane(this.getLocal(r[h]), lane, call);
        const keep = m.i64x2.extract_lane(this.getLocal(mk[h]), lane);
        body.push(m.if(m.i64.ne(keep, this.i64(0n)), m.local.set(r[h], replaced)));
      }
    }
    // one test for all lanes: the lanes are rare, and each branch in the lane loop costs
    const any = this.dual ? m.v128.or(this.getLocal(mk.lo), this.getLocal(mk.hi)) : this.getLocal(mk.lo);
    this.stmts.push(m.if(m.v128.any_true(any), m.block(null, body)));
  }

  /** The function body returning `result` (rounded to f32x4 when dual). */
  body(result: V): X {
    const { m } = this;
    const r = this.slot(result);
    if (!this.dual) return m.block(null, [...this.stmts, m.return(this.getLocal(r.lo))]);
    const lo = m.f32x4.demote_f64x2_zero(this.getLocal(r.lo));
    const hi = m.f32x4.demote_f64x2_zero(this.getLocal(r.hi));
    return m.block(null, [...this.stmts, m.return(m.i8x16.shuffle(lo, hi, JOIN_LOWS))]);
  }
}
