/** The first lines of a js kernel function: what it computes once per launch, before any item. */
import type { KernelIR } from '../../ir/nodes.js';
import { unboxParam } from './hoist.js';
import { A, P } from './render-expr.js';
import { TYPED } from './render-shared.js';

/**
 * Scalar parameters in their machine representation (see `unboxParam`); a work-group kernel's
 * shared (and per-item) arrays, one copy for all of its groups (one launch runs them one after the
 * other); private arrays, one per launch, zero-filled at the start of every item.
 */
export function launchLocals(k: KernelIR): string[] {
  const lines: string[] = [];
  for (const p of k.params) {
    const line = p.isArray ? undefined : unboxParam(P(p.name), p.type);
    if (line) lines.push(`  ${line}`);
  }
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])])
    lines.push(`  const ${A(a.name)} = new ${TYPED[a.type]}(${a.length});`);
  return lines;
}
