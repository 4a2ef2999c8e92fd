/**
 * The broadcast rule: the gradient of an operand a tt.np elementwise function broadcast (read with
 * stride 0 along some axes of the result) is the result's adjoint summed over those axes. The
 * scatter form of the kernel's adjoint would add every item's contribution into the operand's
 * gradient with an atomic (its index is not the item's own): for X [8, 2²⁰] ⊙ w [2²⁰], 8M atomic
 * float adds. Instead the tape runs an adjoint variant (adjoint.ts AdjointVariant `expand`) that
 * writes each item's contribution to its own element of a temporary of the result's shape — a
 * plain add, no atomics — and then sums the temporary over the broadcast axes into the operand's gradient
 * (reduceInto: one launch per run of broadcast axes, each item summing its elements in a loop). It applies to every elementwise function on
 * the tape (binary, unary of a broadcast view, where, …), for each float operand whose
 * non-broadcast axes are laid out as its own contiguous array (an operand read through other
 * strides, a slice or a transposed view, keeps the scatter form: exact, with atomics).
 */
import type { KernelIR } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { contiguousStrides, sizeOf } from '../np/broadcast.js';
import { elementwiseSpecOf } from '../np/elementwise-kernel.js';
import { emptyOnQueue } from '../runtime/create.js';
import { NDArray } from '../runtime/ndarray.js';
import type { GradTarget } from './op-rules.js';
import { ownElementIndex } from './own-element.js';

export interface BroadcastPlan {
  /** The shape the launch iterates (the result's). */
  readonly shape: readonly number[];
  /** Operand parameter (source name) -> the axes of `shape` it is broadcast along, ascending. */
  readonly axes: ReadonlyMap<string, readonly number[]>;
  /**
   * The operands the kernel loads once per item, unconditionally (a straight-line body): their
   * expanded gradient is written, not added to, so it needs no zeroing first.
   */
  readonly once: ReadonlySet<string>;
}

/** The float array parameters loaded exactly once per item by `ir`, when its body is straight-line. */
function loadedOnce(ir: KernelIR): Set<string> {
  const loads = new Map<string, number>();
  let straight = ir.functions.length === 0;
  visit(
    ir.body,
    (e) => {
      if (e.kind === 'cond' || e.kind === 'logical' || e.kind === 'call') straight = false;
      if (e.kind === 'load') loads.set(e.array, (loads.get(e.array) ?? 0) + 1);
    },
    (st) => {
      if (st.kind !== 'assign' && st.kind !== 'store') straight = false;
    },
  );
  const sourceOf = new Map(ir.params.map((p) => [p.name, p.sourceName]));
  return new Set(straight ? [...loads].flatMap(([a, n]) => (n === 1 ? [sourceOf.get(a) ?? a] : [])) : []);
}

const intArg = (args: Readonly<Record<string, unknown>>, name: string): number | undefined => {
  const v = args[name];
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
};

/**
 * The broadcast axes of operand `k`, when its other axes are its own contiguous layout: none for an
 * operand read at the result's own element (its gradient is added there, without atomics).
 */
function broadcastAxes(
  args: Readonly<Record<string, unknown>>,
  shape: readonly number[],
  k: number,
  offsets: boolean,
): number[] | undefined {
  const x = args[`x${k}`];
  if (!(x instanceof NDArray)) return undefined;
  const strides = shape.map((_, d) => intArg(args, `st${k}_${d}`));
  const axes = shape.flatMap((n, d) => (strides[d] === 0 && n > 1 ? [d] : []));
  const kept = shape.filter((_, d) => !axes.includes(d));
  if (x.length !== sizeOf(kept) || (offsets && intArg(args, `so${k}`) !== 0)) return undefined;
  const want = contiguousStrides(kept);
  let j = 0;
  for (let d = 0; d < shape.length; d++) {
    if (axes.includes(d)) continue;
    if ((shape[d] ?? 1) > 1 && strides[d] !== want[j]) return undefined;
    j++;
  }
  return axes;
}

/** The broadcast operands of a launch of `kernel` with `args`, or undefined when it has none. */
export function broadcastPlan(
  kernel: { readonly ir: KernelIR },
  args: Readonly<Record<string, unknown>>,
): BroadcastPlan | undefined {
  const spec = elementwiseSpecOf(kernel);
  if (!spec || spec.rank === 0 || spec.scatter || !ownElementIndex(kernel.ir)) return undefined;
  const shape: number[] = [];
  for (let d = 0; d < spec.rank; d++) {
    const n = intArg(args, `sh${d}`);
    if (n === undefined) return undefined;
    shape.push(n);
  }
  const axes = new Map<string, number[]>();
  spec.operands.forEach((o, k) => {
    if (o.kind !== 'array' || (o.storage !== 'f32' && o.storage !== 'f64')) return;
    const b = broadcastAxes(args, shape, k, spec.offsets === true);
    if (b) axes.set(`x${k}`, b);
  });
  return axes.size > 0 ? { shape, axes, once: loadedOnce(kernel.ir) } : undefined;
}

/** A temporary of `shape` and x's dtype and queue for a gradient; zeroed unless `zeroed` is false. */
export function expandedGradient(x: NDArray, shape: readonly number[], zeroed = true): NDArray {
  const t = emptyOnQueue(shape, x.dtype, x.queue);
  if (zeroed) t.fill(0).catch(() => {});
  return t;
}

/** Consecutive axes of `shape` grouped by whether they are summed: [size, summed] from the first. */
function groups(shape: readonly number[], axes: readonly number[]): [number, boolean][] {
  const out: [number, boolean][] = [];
  shape.forEach((n, d) => {
    const summed = axes.includes(d);
    const last = out[out.length - 1];
    if (last && last[1] === summed) last[0] *= n;
    else out.push([n, summed]);
  });
  return out;
}

/**
 * Sums `expanded` over `axes` into `grad` (`grad +=`, or `=` when it is fresh): the axes are
 * grouped into runs of summed and kept axes, and each summed run, from the last, is one launch of
 * `sumMiddle` over the view [outer, run, inner] (one item per remaining element, a loop over the
 * run), which writes its temporary (no zero fill) and adds into `grad` last. Disposes the
 * temporaries when done.
 */
export function reduceInto(
  expanded: NDArray,
  shape: readonly number[],
  axes: readonly number[],
  grad: GradTarget,
  sumMiddle: (src: NDArray, dst: GradTarget, n: number, inner: number) => Promise<unknown>,
): Promise<unknown> {
  const temps = [expanded];
  const gs = groups(shape, axes);
  let src = expanded;
  let done: Promise<unknown> = Promise.resolve();
  for (let g = gs.length - 1; g >= 0; g--) {
    const [n, summed] = gs[g] ?? [1, false];
    if (!summed) continue;
    const inner = gs.slice(g + 1).reduce((p, [m, s]) => (s ? p : p * m), 1);
    const rest = src.length / n;
    const last = !gs.slice(0, g).some(([, s]) => s);
    const dst = last ? grad : { g: expandedGradient(src, [rest], false), fresh: true };
    if (!last) temps.push(dst.g);
    done = sumMiddle(src, dst, n, inner);
    src = dst.g;
  }
  return done.finally(() => {
    for (const t of temps) t.dispose();
  });
}
