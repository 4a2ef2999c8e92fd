/**
 * Which elementwise chains of a jit trace run as a reduction's epilogue (jit-reduce-last.ts): a
 * chain whose only array operand, through chains inlined into it, is one fold's result — np.mean's
 * division, np.var's, np.std's square root — and that is the only reader of that result. Its
 * array is then written by the reduction's last pass instead of a kernel of its own, and chains
 * reading it read that array (np.var's mean is divided once per line, not once per element).
 */
import { sameShape } from './broadcast.js';
import { takesEpilogue } from './jit-reduce.js';
import type { TraceNode } from './jit-trace.js';

type EwNode = TraceNode & { kind: 'ew' };
type ReduceNode = TraceNode & { kind: 'reduce' };

/** The array nodes `n` reads (a view: its input; a write: its value and target). */
export function operandsOf(n: TraceNode): TraceNode[] {
  if (n.kind === 'ew') return n.args.filter((a): a is TraceNode => a.kind !== 'scalar');
  if (n.kind === 'view' || n.kind === 'reduce') return [n.input];
  if (n.kind === 'op') return [...n.inputs];
  if (n.kind === 'write') return n.target ? [n.value, n.target] : [n.value];
  return [];
}

/**
 * The epilogue of each reduction that takes one (reduction id → chain), among the `needed` nodes;
 * `materialised`: the chains computed as arrays (results, inputs of views, operations, reductions).
 */
export function epiloguesOf(
  nodes: readonly TraceNode[],
  needed: ReadonlySet<number>,
  materialised: ReadonlySet<number>,
  outputs: readonly TraceNode[],
): Map<number, EwNode> {
  const sole = new Map<number, ReduceNode | undefined>();
  /** The one fold result chain `e` reads through inlined chains, if it reads nothing else. */
  const soleOf = (e: EwNode): ReduceNode | undefined => {
    if (sole.has(e.id)) return sole.get(e.id);
    let r: ReduceNode | undefined;
    let only = true;
    for (const a of operandsOf(e)) {
      const ar = a.kind === 'reduce' ? a : a.kind === 'ew' && !materialised.has(a.id) ? soleOf(a) : undefined;
      if (!ar || (r && ar !== r)) only = false;
      r = ar;
    }
    const out = only ? r : undefined;
    sole.set(e.id, out);
    return out;
  };
  const readsOf = (n: TraceNode) => (n.kind === 'ew' ? soleOf(n) : undefined);
  /** Per reduction: the chains at the edge of its epilogue, and whether anything else reads it. */
  const edges = new Map<number, Set<EwNode>>();
  const elsewhere = new Set<number>();
  for (const o of outputs) if (o.kind === 'reduce') elsewhere.add(o.id);
  for (const n of nodes) {
    if (!needed.has(n.id)) continue;
    if (n.kind === 'ew' && materialised.has(n.id)) {
      const r = soleOf(n);
      if (r) edges.set(r.id, (edges.get(r.id) ?? new Set()).add(n));
    }
    const inside = readsOf(n);
    for (const a of operandsOf(n)) {
      if (a.kind === 'reduce' && inside !== a) elsewhere.add(a.id);
      const r = a.kind === 'ew' ? soleOf(a) : undefined;
      // a chain of r read by a node outside r's chains (another chain, a reduction, an operation)
      if (r && inside !== r) edges.set(r.id, (edges.get(r.id) ?? new Set()).add(a as EwNode));
    }
  }
  const out = new Map<number, EwNode>();
  for (const n of nodes) {
    if (n.kind !== 'reduce' || !needed.has(n.id) || elsewhere.has(n.id) || !takesEpilogue(n)) continue;
    const e = [...(edges.get(n.id) ?? [])];
    const only = e[0];
    if (e.length === 1 && only && sameShape(only.shape, n.shape)) out.set(n.id, only);
  }
  return out;
}
