/**
 * The vectorisation rule. A kernel gets a 4-lane SIMD main loop when it is *elementwise*:
 *   - 1-D, with only assignments to locals and array stores at the top level of its body (no if,
 *     loops, return, break/continue — conditional values are written `c ? a : b`, which becomes a
 *     lane select);
 *   - every array access (load or store) is indexed exactly by the launch index `i`, so lane k
 *     touches only element i + k and no iteration reads what another one writes;
 *   - every value is f32, i32, u32 or bool; no f64, atomics, helper calls, integer division or
 *     remainder, float -> int casts (JS ToInt32 wraps, SIMD saturates), or Math functions other
 *     than sqrt/abs/floor/ceil/trunc/min/max; shift counts are the same for every lane.
 * Anything else runs scalar, with identical results. Since every lane of an eager `?:` or `&&`
 * reads only in-bounds elements (the SIMD loop stops at the shortest accessed array), evaluating
 * both sides is safe.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { childExprs, visit } from '../../ir/walk.js';

export type SimdVerdict = { readonly simd: true } | { readonly simd: false; readonly reason: string };

const LANE_TYPES = new Set(['f32', 'i32', 'u32', 'bool']);
const F32_CALLS = new Set(['sqrt', 'abs', 'floor', 'ceil', 'trunc', 'min', 'max']);
const INT_CALLS = new Set(['abs', 'min', 'max']);

/** True when `e` has the same value in every lane (no index, no loads, no locals). */
export function isUniform(e: Expr): boolean {
  let ok = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'index' || x.kind === 'load' || x.kind === 'local' || x.kind === 'atomic') ok = false;
    if (x.kind === 'helper' || x.kind === 'call') ok = false;
  });
  return ok;
}

const isLaunchIndex = (e: Expr) => e.kind === 'index' && e.dim === 0;

function exprProblem(e: Expr): string | undefined {
  if (!LANE_TYPES.has(e.type)) return `a value of type ${e.type}`;
  switch (e.kind) {
    case 'load':
      if (!isLaunchIndex(e.index)) return `array '${e.array}' is indexed by something other than i`;
      break;
    case 'atomic':
      return 'atomics';
    case 'helper':
      return 'a helper call';
    case 'call': {
      const t = e.args[0]?.type;
      const ok = t === 'f32' ? F32_CALLS.has(e.fn) : t === 'i32' || t === 'u32' ? INT_CALLS.has(e.fn) : false;
      if (!ok || e.type !== t) return `Math.${e.fn} on ${t ?? '?'}`;
      break;
    }
    case 'cast': {
      const from = e.arg.type;
      if (!LANE_TYPES.has(from)) return `a cast from ${from}`;
      if (from === 'f32' && (e.type === 'i32' || e.type === 'u32')) return 'a float -> int cast';
      break;
    }
    case 'binary':
      if (e.op === 'idiv' || e.op === 'rem') return 'integer division or remainder';
      if (e.left.type === 'f32' && ['bitand', 'bitor', 'bitxor', 'shl', 'shr', 'ushr'].includes(e.op))
        return 'bit operations on floats';
      if ((e.op === 'shl' || e.op === 'shr' || e.op === 'ushr') && !isUniform(e.right))
        return 'a shift count that differs between lanes';
      if (e.op === 'div' && e.left.type !== 'f32') return 'division of integers';
      if (e.left.type === 'bool' && e.op !== 'eq' && e.op !== 'ne') return `${e.op} on bools`;
      break;
  }
  for (const c of childExprs(e)) {
    const p = exprProblem(c);
    if (p) return p;
  }
  return undefined;
}

function stmtProblem(s: Stmt): string | undefined {
  switch (s.kind) {
    case 'assign':
      return exprProblem(s.value);
    case 'store':
      if (!isLaunchIndex(s.index)) return `array '${s.array}' is written at an index other than i`;
      return exprProblem(s.value);
    default:
      return `a${s.kind === 'if' ? 'n' : ''} ${s.kind} statement`;
  }
}

/** Decides whether `k` gets a SIMD main loop (see the rule above). */
export function simdVerdict(k: KernelIR): SimdVerdict {
  if (k.rank !== 1) return { simd: false, reason: `${k.rank}-D kernel` };
  for (const p of k.params) if (p.isArray && p.type === 'f64') return { simd: false, reason: 'an f64 array' };
  for (const l of k.locals)
    if (!LANE_TYPES.has(l.type)) return { simd: false, reason: `local of type ${l.type}` };
  for (const s of k.body) {
    const p = stmtProblem(s);
    if (p) return { simd: false, reason: p };
  }
  return { simd: true };
}

/** Arrays the body accesses with a bounds check (the SIMD loop stops at the shortest). */
export function checkedArrays(k: KernelIR): string[] {
  const out = new Set<string>();
  visit(
    k.body,
    (e) => {
      if (e.kind === 'load' && e.checked) out.add(e.array);
    },
    (s) => {
      if (s.kind === 'store' && s.checked) out.add(s.array);
    },
  );
  return [...out];
}
