/**
 * Addresses of the fast nest's hoisted accesses (hoisted-checks.ts), strength-reduced: an access
 * whose index is affine, `B + C * x` with `x` the innermost launch index and `B` the rest (outer
 * indices, parameters, lengths, a constant), gets its byte address as `row + (C * x + k) * size`,
 * where `row = ptr + (B - k) * size` is computed once per row (before the innermost loop) and
 * shared by every access of the same array that differs only by the constant `k`
 * (`A[i][j - 1]`, `A[i][j]`, `A[i][j + 1]`): the multiplications of a shaped index leave the item
 * loop. The arithmetic wraps modulo 2^32 as the index computation it replaces does; the call's
 * range test proved every such index in [0, length), so the address is the same.
 */
import type { Mono, Poly } from '../../passes/affine-index.js';
import { DTYPES } from '../../types/dtype.js';
import type { ArraySlot } from './codegen-expr.js';
import { type AffineAccess, hoistedSymbol } from './hoisted-checks.js';
import { elemBytes, type FnContext, type X } from './types.js';

interface Group {
  readonly row: number;
  readonly slot: ArraySlot;
  readonly shift: number;
  readonly outer: readonly (readonly [Poly, number | undefined])[];
  /** The innermost index's coefficient: a constant, or a local holding C * size. */
  readonly inner: { readonly k: bigint } | { readonly local: number; readonly poly: Poly };
}

export interface RowAddresses {
  /** Sets every group's row base (and symbolic stride): before the innermost loop. */
  setup(): X[];
  /** The byte address of a hoisted access of the fast body, or undefined for any other node. */
  of(node: object): X | undefined;
}

const key = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
const i32 = (k: bigint) => Number(BigInt.asIntN(32, k));

export function rowAddresses(
  c: FnContext,
  arrays: ReadonlyMap<string, ArraySlot>,
  index: readonly number[],
  inner: number,
  accesses: ReadonlyMap<object, AffineAccess>,
): RowAddresses {
  const { m, b } = c;
  const groups = new Map<string, Group>();
  const byNode = new Map<object, { g: Group; k: bigint }>();
  for (const [node, { array, index: a }] of accesses) {
    const slot = arrays.get(array);
    if (!slot) continue;
    const size = slot.storage ? DTYPES[slot.storage].bytes : elemBytes(slot.type);
    const k = a.c.find((x) => x.syms.length === 0)?.k ?? 0n;
    const rest = a.c.filter((x) => x.syms.length > 0);
    const outer: (readonly [Poly, number | undefined])[] = [[rest, undefined]];
    for (let d = 0; d < inner; d++) outer.push([a.dims[d] ?? [], index[d]]);
    const coef = a.dims[inner] ?? [];
    const constant = coef.every((x) => x.syms.length === 0);
    const id = key([array, outer.map(([p, i]) => [p, i]), coef]);
    let g = groups.get(id);
    if (!g) {
      g = {
        row: c.scratch('i32'),
        slot,
        shift: Math.log2(size),
        outer,
        inner: constant ? { k: coef.reduce((s, x) => s + x.k, 0n) } : { local: c.scratch('i32'), poly: coef },
      };
      groups.set(id, g);
    }
    byNode.set(node, { g, k });
  }
  const get = (i: number) => m.local.get(i, b.i32);
  const mono = (x: Mono): X =>
    x.syms.reduce<X>((acc, s) => m.i32.mul(acc, hoistedSymbol(c, arrays, s)), m.i32.const(i32(x.k)));
  const poly = (p: Poly): X => p.reduce<X>((acc, x) => m.i32.add(acc, mono(x)), m.i32.const(0));
  return {
    setup: () =>
      [...groups.values()].flatMap((g) => {
        const outer = g.outer.reduce<X>(
          (acc, [p, i]) =>
            p.length === 0 ? acc : m.i32.add(acc, i === undefined ? poly(p) : m.i32.mul(poly(p), get(i))),
          m.i32.const(0),
        );
        const row = m.local.set(g.row, m.i32.add(get(g.slot.ptr), m.i32.shl(outer, m.i32.const(g.shift))));
        return 'local' in g.inner
          ? [row, m.local.set(g.inner.local, m.i32.shl(poly(g.inner.poly), m.i32.const(g.shift)))]
          : [row];
      }),
    of: (node) => {
      const hit = byNode.get(node);
      if (!hit) return undefined;
      const { g, k } = hit;
      const x = get(index[inner] ?? 0);
      const offset = m.i32.const(i32(k << BigInt(g.shift)));
      const step =
        'local' in g.inner
          ? m.i32.mul(x, get(g.inner.local))
          : g.inner.k === 1n
            ? m.i32.shl(x, m.i32.const(g.shift))
            : m.i32.mul(x, m.i32.const(i32(g.inner.k << BigInt(g.shift))));
      return m.i32.add(m.i32.add(get(g.row), step), offset);
    },
  };
}
