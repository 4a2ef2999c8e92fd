/**
 * Activity: which locals of the primal program carry a gradient — floats computed from a load of
 * a float array. Integers computed from such floats (`x[i] | 0`, `Math.trunc` through a cast) are
 * tracked too: one converted back to a float would feed the gradient through a path whose
 * derivative is zero almost everywhere, which is almost never what the kernel's author meant, so
 * it is refused (AUTODIFF_INTEGER_PATH) naming the conversion.
 */
import { AutodiffError } from '../errors/autodiff.js';
import type { Expr } from '../ir/nodes.js';
import { isFloat, localsRead } from './ir-build.js';
import type { PAssign, PStmt } from './primal.js';

function assignsOf(stmts: readonly PStmt[], out: PAssign[] = []): PAssign[] {
  for (const s of stmts) {
    if (s.kind === 'assign') out.push(s);
    else if (s.kind === 'if') {
      assignsOf(s.consequent, out);
      assignsOf(s.alternate, out);
    } else if (s.kind === 'loop') {
      assignsOf(s.body, out);
      out.push(...s.writebacks);
    }
  }
  return out;
}

const readsAny = (e: Expr, set: ReadonlySet<string>) => [...localsRead(e)].some((n) => set.has(n));

/** The active locals; throws AutodiffError on an integer path back into a float. */
export function activeLocals(
  body: readonly PStmt[],
  floatArrays: ReadonlySet<string>,
  kernel: string,
): Set<string> {
  const all = assignsOf(body);
  const active = new Set<string>();
  const intActive = new Set<string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const a of all) {
      const v = a.value;
      if (isFloat(a.type)) {
        const on = (v.kind === 'load' && floatArrays.has(v.array)) || readsAny(v, active);
        if (on && !active.has(a.name)) {
          active.add(a.name);
          changed = true;
        }
      } else if (a.type !== 'bool' && v.kind !== 'load' && !intActive.has(a.name)) {
        const fromFloat = v.kind === 'cast' && isFloat(v.arg.type) && readsAny(v.arg, active);
        if (fromFloat || readsAny(v, intActive)) {
          intActive.add(a.name);
          changed = true;
        }
      }
    }
  }
  for (const a of all) {
    const v = a.value;
    if (isFloat(a.type) && v.kind === 'cast' && !isFloat(v.arg.type) && readsAny(v.arg, intActive)) {
      throw new AutodiffError(
        'AUTODIFF_INTEGER_PATH',
        kernel,
        `this float is computed from an integer that was converted from a differentiable float; its derivative would be zero`,
        a.loc,
        'keep the computation in floats (Math.floor/Math.trunc keep the float type), or make the input a non-float array',
      );
    }
  }
  return active;
}
