/**
 * Run-time disjointness of a kernel's arrays: the C helper `tt_disjoint` and the launch-wide
 * condition that every stored array overlaps no other array. Lanes (render-lanes.ts) and
 * independent items (own-items.ts) are allowed only where it holds.
 */
import type { KernelIR } from '../../ir/nodes.js';
import type { CDialect } from './dialect.js';
import { storedArrays } from './lanes.js';
import { A, N } from './names.js';

/** The C text of `tt_disjoint(a, bytes of a, b, bytes of b)`, after the comment that says why. */
export function disjointHelper(d: CDialect, why: string): string[] {
  return [
    `/* ${why} */`,
    `${d.fnQualifier} bool tt_disjoint(const void *a, int64_t na, const void *b, int64_t nb) {`,
    '  const uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;',
    '  return x + (uintptr_t)na <= y || y + (uintptr_t)nb <= x;',
    '}',
    '',
  ];
}

/** The C condition (launch-wide) that no stored array of `k` overlaps another of its arrays. */
export function disjointCondition(k: KernelIR): string {
  const all = k.params.filter((p) => p.isArray).map((p) => p.name);
  // private arrays are the item's own: only parameter arrays can overlap
  const stored = new Set(storedArrays(k).filter((s) => all.includes(s)));
  const bytes = (n: string) => `${N(n)} * (int64_t)sizeof(*${A(n)})`;
  const pairs: string[] = [];
  for (const s of stored) {
    for (const o of all) {
      if (o === s || (stored.has(o) && o < s)) continue;
      pairs.push(`tt_disjoint(${A(s)}, ${bytes(s)}, ${A(o)}, ${bytes(o)})`);
    }
  }
  return pairs.length ? pairs.join(' && ') : 'true';
}
