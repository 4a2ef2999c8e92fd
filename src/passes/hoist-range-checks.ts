/**
 * `hoist-range-checks`: an access indexed exactly by a launch index (`x[i]`, or `row[j]` in a 2-D
 * kernel) is in bounds for the whole launch iff the array is at least as long as that range
 * extent. Such accesses can skip their per-element test when the host has checked the extent.
 *
 * This produces a second, *fast* variant of the kernel plus the preconditions it relies on; the
 * runtime launches the fast variant only when every precondition holds, and the fully checked
 * kernel otherwise, so errors are reported exactly as before. Every backend benefits unchanged.
 *
 * An access under a branch on a bool parameter (`if (rows) y[i][t] = v; else y[t][i] = v`, or
 * `rows ? src[i][t] : src[t][i]`) runs only when the parameter has that value: its precondition
 * carries the guard (`when`), and a launch with the other value does not need it. Without the
 * guard, PolyBench's deriche row pass (720 items, `y[t][i]` against 480 columns in the branch it
 * never takes) ran the fully checked kernel.
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { rebuildChildren } from '../ir/walk.js';

/**
 * `length(array) >= range[dim]` must hold for the fast variant. For a dimension check of a shaped
 * array (`g[i][j]`), `array` names the hidden extent parameter: its value must be >= range[dim].
 */
export interface RangePrecondition {
  readonly array: string;
  readonly dim: 0 | 1 | 2;
  /** Needed only when the bool parameter `param` is `value` (the access is under that branch). */
  readonly when?: Guard;
}

/** A bool parameter's value that a branch runs under. */
export interface Guard {
  readonly param: string;
  readonly value: boolean;
}

/** The guard of a branch test that is a bool parameter or its negation (`rows`, `!rows`). */
function guardOf(test: Expr): Guard | undefined {
  if (test.kind === 'param' && test.type === 'bool') return { param: test.name, value: true };
  if (test.kind === 'unary' && test.op === 'not') {
    const g = guardOf(test.arg);
    return g && { param: g.param, value: !g.value };
  }
  return undefined;
}

const flip = (g: Guard | undefined): Guard | undefined => g && { param: g.param, value: !g.value };

export interface HoistedKernel {
  readonly fast: KernelIR;
  readonly requires: readonly RangePrecondition[];
}

const launchDim = (e: Expr): 0 | 1 | 2 | undefined => (e.kind === 'index' ? e.dim : undefined);

export function hoistRangeChecks(k: KernelIR): HoistedKernel | null {
  if (k.options.unsafe) return null;
  const requires = new Map<string, RangePrecondition>();
  const note = (array: string, dim: 0 | 1 | 2, when: Guard | undefined) => {
    const key = `${array}:${dim}:${when ? `${when.param}=${when.value}` : ''}`;
    requires.set(key, when ? { array, dim, when } : { array, dim });
  };
  // `g`: the innermost bool-parameter branch the node is under (parameters never change in a kernel)
  const ex = (e: Expr, g: Guard | undefined): Expr => {
    const t = e.kind === 'cond' ? guardOf(e.test) : undefined;
    const r: Expr =
      e.kind === 'cond' && t
        ? { ...e, test: ex(e.test, g), consequent: ex(e.consequent, t), alternate: ex(e.alternate, flip(t)) }
        : rebuildChildren(e, (c) => ex(c, g));
    if ((r.kind === 'dimcheck' || r.kind === 'load' || r.kind === 'atomic') && r.checked) {
      const dim = launchDim(r.index);
      if (dim !== undefined) {
        note(r.kind === 'dimcheck' ? r.extent : r.array, dim, g);
        return { ...r, checked: false };
      }
    }
    return r;
  };
  const st = (s: Stmt, g: Guard | undefined): Stmt => {
    switch (s.kind) {
      case 'assign':
        return { ...s, value: ex(s.value, g) };
      case 'store': {
        const copy = { ...s, index: ex(s.index, g), value: ex(s.value, g) };
        const dim = copy.checked ? launchDim(copy.index) : undefined;
        if (dim === undefined) return copy;
        note(copy.array, dim, g);
        return { ...copy, checked: false, hostChecked: true };
      }
      case 'expr':
        return { ...s, expr: ex(s.expr, g) };
      case 'if': {
        const t = guardOf(s.test);
        const [yes, no] = t ? [t, flip(t)] : [g, g];
        return {
          ...s,
          test: ex(s.test, g),
          consequent: s.consequent.map((c) => st(c, yes)),
          alternate: s.alternate.map((c) => st(c, no)),
        };
      }
      case 'loop':
        return {
          ...s,
          test: s.test ? ex(s.test, g) : null,
          body: s.body.map((c) => st(c, g)),
          update: s.update.map((c) => st(c, g)),
        };
      case 'return':
        return { ...s, value: s.value ? ex(s.value, g) : null };
      case 'break':
      case 'continue':
      case 'barrier':
      case 'fence':
        return s;
    }
  };
  // Helpers cannot see arrays, so only the kernel body has accesses to rewrite.
  const body = k.body.map((s) => st(s, undefined));
  if (requires.size === 0) return null;
  return { fast: { ...k, body }, requires: [...requires.values()] };
}

/** True when `lengths` (by IR array name) satisfy every precondition for `extents` (`scalar`: the launch's scalar values, for guards). */
export function rangeChecksHold(
  requires: readonly RangePrecondition[],
  extents: readonly number[],
  lengthOf: (array: string) => number,
  scalar: (param: string) => unknown = () => undefined,
): boolean {
  for (const r of requires) {
    // a guarded access runs only when its parameter has the guard's value
    if (r.when && Boolean(scalar(r.when.param)) !== r.when.value) continue;
    if (lengthOf(r.array) < (extents[r.dim] ?? 0)) return false;
  }
  return true;
}
