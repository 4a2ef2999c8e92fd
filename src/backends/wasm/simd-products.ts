/**
 * Integer operations of the 4-lane path without one wasm SIMD instruction: `Math.umulhi` (the high
 * word of a u32 product, tt.rand's Philox) from the two 64-bit `i64x2.extmul` products, and
 * operations that run on each lane's word (`Math.clz32`, shifts whose count differs between lanes).
 *
 * A high word's products are kept: `a * b` of the same operands later in the same straight-line
 * code takes its low words from them (one shuffle instead of `i32x4.mul`), as Philox needs both
 * halves of each product and the C compiler shares them. Generation order is execution order
 * within a block; the cache forgets a product when one of its operand locals is assigned and at
 * every `if`, loop or lane-by-lane print (simd-codegen.ts), so a kept product is always set
 * before it is read.
 */

import type { Expr } from '../../ir/nodes.js';
import type { FnContext, X } from './types.js';

interface Product {
  /** v128 locals: the i64x2 products of lanes 0, 1 and of lanes 2, 3. */
  readonly low: number;
  readonly high: number;
  /** The operand locals (assigning one forgets the product). */
  readonly locals: readonly string[];
}

/** What these need of the 4-lane scope (simd-codegen.ts VecScope). */
interface LaneScope {
  readonly c: FnContext;
  readonly products: ProductCache;
}

export class ProductCache {
  private readonly products = new Map<string, Product>();

  get(key: string): Product | undefined {
    return this.products.get(key);
  }

  set(key: string, p: Product): void {
    this.products.set(key, p);
  }

  assigned(name: string): void {
    for (const [k, p] of this.products) if (p.locals.includes(name)) this.products.delete(k);
  }

  clear(): void {
    this.products.clear();
  }
}

/** An operand as a key: a constant (its u32 bits) or a local, through i32 <-> u32 casts (same bits). */
function operand(e: Expr): { key: string; local?: string } | undefined {
  let x = e;
  while (
    x.kind === 'cast' &&
    (x.type === 'i32' || x.type === 'u32') &&
    (x.arg.type === 'i32' || x.arg.type === 'u32')
  )
    x = x.arg;
  if (x.kind === 'const' && typeof x.value === 'number') return { key: `c${x.value >>> 0}` };
  if (x.kind === 'local') return { key: `l${x.name}`, local: x.name };
  return undefined;
}

function productKey(a: Expr, b: Expr): { key: string; locals: string[] } | undefined {
  const p = operand(a);
  const q = operand(b);
  if (!p || !q) return undefined;
  const locals = [p.local, q.local].filter((l): l is string => l !== undefined);
  return { key: [p.key, q.key].sort().join('*'), locals };
}

const HIGH_WORDS = [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31];
const LOW_WORDS = [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27];

/** `Math.umulhi(a, b)` on 4 lanes (x, y: the operands' vectors), keeping the products. */
export function mulHigh(s: LaneScope, a: Expr, b: Expr, x: X, y: X): X {
  const { m } = s.c;
  const v = s.c.b.v128;
  const p = s.c.scratchRaw(v);
  const q = s.c.scratchRaw(v);
  const low = s.c.scratchRaw(v);
  const high = s.c.scratchRaw(v);
  const get = (i: number) => m.local.get(i, v);
  const lo = m.local.tee(low, m.i64x2.extmul_low_i32x4_u(m.local.tee(p, x, v), m.local.tee(q, y, v)), v);
  const hi = m.local.tee(high, m.i64x2.extmul_high_i32x4_u(get(p), get(q)), v);
  const key = productKey(a, b);
  if (key) s.products.set(key.key, { low, high, locals: key.locals });
  return m.i8x16.shuffle(lo, hi, HIGH_WORDS);
}

/** `a * b` (i32/u32) from a kept product of the same operands, or undefined. */
export function keptLowWords(s: LaneScope, a: Expr, b: Expr): X | undefined {
  const key = productKey(a, b);
  const p = key && s.products.get(key.key);
  if (!p) return undefined;
  const { m } = s.c;
  const v = s.c.b.v128;
  return m.i8x16.shuffle(m.local.get(p.low, v), m.local.get(p.high, v), LOW_WORDS);
}

/** An i32 operation with no 4-lane form, run on each lane's words (i32x4 vectors in and out). */
export function laneWise(s: LaneScope, args: readonly X[], op: (lanes: readonly X[]) => X): X {
  const { m, b } = s.c;
  const locals = args.map(() => s.c.scratchRaw(b.v128));
  const r = s.c.scratchRaw(b.v128);
  const get = (i: number) => m.local.get(i, b.v128);
  const xs: X[] = args.map((a, n) => m.local.set(locals[n] ?? 0, a));
  for (let lane = 0; lane < 4; lane++) {
    const v = op(locals.map((l) => m.i32x4.extract_lane(get(l), lane)));
    xs.push(m.local.set(r, m.i32x4.replace_lane(get(r), lane, v)));
  }
  return m.block(null, [...xs, get(r)], b.v128);
}
