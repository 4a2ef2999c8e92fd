/**
 * A small straight-line builder for tutti's own math functions in WebAssembly. One algorithm is
 * written once against this interface and emitted twice: for one f64 (`lanes: 1`; masks are i32,
 * bit patterns i64) and for two f64 lanes (`lanes: 2`; f64x2, masks and bit patterns are v128).
 * Every operation stores its result in a fresh local and returns that local, so a value can be
 * used any number of times; binaryen's optimiser folds the locals away. Control flow is by lane
 * selects, except `fallback`, which calls JS Math for the lanes that need it (e.g. sin of 1e300).
 */
import type { Binaryen, Mod, WType, X } from '../types.js';

/** A value: the index of the local that holds it. */
export type V = number & { readonly __v?: never };

type Kind = 'f' | 'm' | 'i';

/** The 64-bit pattern of a double constant. */
export function bitsOf(x: number): bigint {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x);
  return dv.getBigUint64(0);
}

/** The double of a 64-bit pattern. */
export function fromBitsOf(x: bigint): number {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setBigUint64(0, BigInt.asUintN(64, x));
  return dv.getFloat64(0);
}

/** 1.5 * 2^52: adding it rounds a double of magnitude < 2^51 to an integer held in the low bits. */
export const SHIFTER = 6755399441055744;
export const SHIFTER_BITS = 0x4338000000000000n;

export class Builder {
  readonly stmts: X[] = [];
  readonly types: WType[];
  private readonly kinds: Kind[];

  constructor(
    readonly b: Binaryen,
    readonly m: Mod,
    readonly lanes: 1 | 2,
    nParams: number,
  ) {
    this.types = Array.from({ length: nParams }, () => this.ft);
    this.kinds = Array.from({ length: nParams }, (): Kind => 'f');
  }

  get ft(): WType {
    return this.lanes === 1 ? this.b.f64 : this.b.v128;
  }

  private wt(k: Kind): WType {
    if (this.lanes === 2) return this.b.v128;
    return k === 'f' ? this.b.f64 : k === 'm' ? this.b.i32 : this.b.i64;
  }

  /** The parameter `i` (a float). */
  param(i: number): V {
    return i as V;
  }

  get(v: V): X {
    return this.m.local.get(v, this.types[v] ?? this.ft);
  }

  private put(k: Kind, x: X): V {
    this.types.push(this.wt(k));
    this.kinds.push(k);
    const v = (this.types.length - 1) as V;
    this.stmts.push(this.m.local.set(v, x));
    return v;
  }

  /** Overwrites `v` (used by `fallback`). */
  assign(v: V, x: X): void {
    this.stmts.push(this.m.local.set(v, x));
  }

  private v128f(x: number): X {
    return this.m.v128.const(new Uint8Array(new Float64Array([x, x]).buffer));
  }

  private v128i(x: bigint): X {
    return this.m.v128.const(new Uint8Array(new BigInt64Array([x, x]).buffer));
  }

  /** i64.const: binaryen 132 takes one BigInt (its typings still say two halves). */
  private i64(x: bigint): X {
    const make = this.m.i64.const as unknown as (v: bigint) => X;
    return make(x);
  }

  /** A float constant. */
  k(x: number): V {
    return this.put('f', this.lanes === 1 ? this.m.f64.const(x) : this.v128f(x));
  }

  /** A 64-bit integer constant. */
  ki(x: bigint): V {
    const s = BigInt.asIntN(64, x);
    if (this.lanes === 2) return this.put('i', this.v128i(s));
    return this.put('i', this.i64(s));
  }

  private f2(op: 'add' | 'sub' | 'mul' | 'div' | 'min' | 'max', a: V, b: V): V {
    const f = this.lanes === 1 ? this.m.f64 : this.m.f64x2;
    return this.put('f', f[op](this.get(a), this.get(b)));
  }

  private f1(op: 'sqrt' | 'abs' | 'neg' | 'floor' | 'ceil' | 'trunc' | 'nearest', a: V): V {
    const f = this.lanes === 1 ? this.m.f64 : this.m.f64x2;
    return this.put('f', f[op](this.get(a)));
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

  /** a + b * c (two roundings: wasm has no fused multiply-add). */
  mad = (a: V, b: V, c: V): V => this.add(a, this.mul(b, c));

  /** c[0] + x*(c[1] + x*(c[2] + …)) by Horner's rule. */
  poly(x: V, coeffs: readonly number[]): V {
    const last = coeffs[coeffs.length - 1] ?? 0;
    let acc = this.k(last);
    for (let i = coeffs.length - 2; i >= 0; i--) acc = this.add(this.k(coeffs[i] ?? 0), this.mul(x, acc));
    return acc;
  }

  private cmp(op: 'lt' | 'le' | 'gt' | 'ge' | 'eq' | 'ne', a: V, b: V): V {
    const f = this.lanes === 1 ? this.m.f64 : this.m.f64x2;
    return this.put('m', f[op](this.get(a), this.get(b)));
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
    return this.put('m', this.lanes === 1 ? m.i32.and(this.get(a), this.get(b)) : m.v128.and(this.get(a), this.get(b)));
  }

  or(a: V, b: V): V {
    const { m } = this;
    return this.put('m', this.lanes === 1 ? m.i32.or(this.get(a), this.get(b)) : m.v128.or(this.get(a), this.get(b)));
  }

  not(a: V): V {
    const { m } = this;
    return this.put('m', this.lanes === 1 ? m.i32.eqz(this.get(a)) : m.v128.not(this.get(a)));
  }

  /** mask ? a : b, lane-wise (a and b floats, or both bit patterns). */
  sel(mask: V, a: V, b: V): V {
    const { m } = this;
    const k = this.kinds[a] ?? 'f';
    if (this.lanes === 2) return this.put(k, m.v128.bitselect(this.get(a), this.get(b), this.get(mask)));
    return this.put(k, m.select(this.get(mask), this.get(a), this.get(b)));
  }

  /** The 64-bit pattern of a float, and back. */
  bits(a: V): V {
    return this.lanes === 1 ? this.put('i', this.m.i64.reinterpret(this.get(a))) : this.put('i', this.get(a));
  }

  fromBits(a: V): V {
    return this.lanes === 1 ? this.put('f', this.m.f64.reinterpret(this.get(a))) : this.put('f', this.get(a));
  }

  private i2(op: 'add' | 'sub' | 'and' | 'or' | 'xor', a: V, b: V): V {
    const { m } = this;
    if (this.lanes === 1) return this.put('i', m.i64[op](this.get(a), this.get(b)));
    if (op === 'add' || op === 'sub') return this.put('i', m.i64x2[op](this.get(a), this.get(b)));
    return this.put('i', m.v128[op](this.get(a), this.get(b)));
  }

  iadd = (a: V, b: V): V => this.i2('add', a, b);
  isub = (a: V, b: V): V => this.i2('sub', a, b);
  iand = (a: V, b: V): V => this.i2('and', a, b);
  ior = (a: V, b: V): V => this.i2('or', a, b);
  ixor = (a: V, b: V): V => this.i2('xor', a, b);

  private shift(op: 'shl' | 'shr_s' | 'shr_u', a: V, n: number): V {
    const { m } = this;
    if (this.lanes === 1) return this.put('i', m.i64[op](this.get(a), this.i64(BigInt(n))));
    return this.put('i', m.i64x2[op](this.get(a), m.i32.const(n)));
  }

  ishl = (a: V, n: number): V => this.shift('shl', a, n);
  ishrS = (a: V, n: number): V => this.shift('shr_s', a, n);
  ishrU = (a: V, n: number): V => this.shift('shr_u', a, n);

  /** Lane mask: the 64-bit patterns are equal / the pattern is not zero. */
  ieq(a: V, b: V): V {
    const { m } = this;
    return this.put('m', this.lanes === 1 ? m.i64.eq(this.get(a), this.get(b)) : m.i64x2.eq(this.get(a), this.get(b)));
  }

  inz(a: V): V {
    const { m } = this;
    if (this.lanes === 1) return this.put('m', m.i64.ne(this.get(a), this.i64(0n)));
    return this.put('m', m.i64x2.ne(this.get(a), this.v128i(0n)));
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
    return this.put(
      'm',
      this.lanes === 1
        ? this.m.i64.lt_s(this.get(this.bits(a)), this.i64(0n))
        : this.m.i64x2.lt_s(this.get(a), this.v128i(0n)),
    );
  }

  /** |a| with the sign of b. */
  copysign(a: V, b: V): V {
    if (this.lanes === 1) return this.put('f', this.m.f64.copysign(this.get(a), this.get(b)));
    const sign = this.iand(this.bits(b), this.ki(-(2n ** 63n)));
    return this.fromBits(this.ior(this.bits(this.abs(a)), sign));
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

  /** i32: any lane of the mask is set. */
  any(mask: V): X {
    return this.lanes === 1 ? this.get(mask) : this.m.v128.any_true(this.get(mask));
  }

  /**
   * Where `mask` is set, replaces `result`'s lanes with JS Math's `fn` of the arguments' lanes
   * (imported as `math_<fn>`): the range a wasm algorithm does not cover stays exactly JS's.
   */
  fallback(mask: V, fn: string, args: readonly V[], result: V): void {
    const { m, b } = this;
    const name = `math_${fn}`;
    if (this.lanes === 1) {
      const call = m.call(
        name,
        args.map((a) => this.get(a)),
        b.f64,
      );
      this.stmts.push(m.if(this.get(mask), m.local.set(result, call)));
      return;
    }
    const body: X[] = [];
    for (let lane = 0; lane < 2; lane++) {
      const call = m.call(
        name,
        args.map((a) => m.f64x2.extract_lane(this.get(a), lane)),
        b.f64,
      );
      const replaced = m.f64x2.replace_lane(this.get(result), lane, call);
      const keep = m.i64x2.extract_lane(this.get(mask), lane);
      body.push(m.if(m.i64.ne(keep, this.i64(0n)), m.local.set(result, replaced)));
    }
    this.stmts.push(m.if(this.any(mask), m.block(null, body)));
  }

  /** The function body returning `result`. */
  body(result: V): X {
    return this.m.block(null, [...this.stmts, this.m.return(this.get(result))]);
  }
}
