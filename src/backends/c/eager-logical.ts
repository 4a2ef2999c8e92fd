/** When a C `&&` / `||` may evaluate both sides (render-expr.ts renders it `&` / `|`). */
import type { Expr, ScalarType } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';

const isFloat = (t: ScalarType) => t === 'f32' || t === 'f64';

/**
 * Whether `e` may run whether or not the left side of `&&` / `||` lets it: no access, call,
 * helper or atomic (which may fail, have effects or cost much), no division or remainder and
 * no conversion of a float to an integer (a function call). Such a logical is rendered `&` / `|` of both sides: the
 * same value, without the branch of a short circuit, so GCC if-converts and vectorises an item
 * loop whose selects test `a == 0 || b == n - 1` (the gather adjoint's interior: a branch per
 * `||` kept its 3-D heat-step loop scalar).
 */
export function bothSidesSafe(e: Expr): boolean {
  let safe = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'binary' && (x.op === 'div' || x.op === 'rem' || x.op === 'idiv')) safe = false;
    else if (x.kind === 'cast' && isFloat(x.arg.type) && !isFloat(x.type)) safe = false;
    else if (!CHEAP.has(x.kind)) safe = false;
  });
  return safe;
}
const CHEAP: ReadonlySet<string> = new Set([
  'const',
  'index',
  'groupId',
  'param',
  'local',
  'length',
  'unary',
  'binary',
  'logical',
  'cond',
  'cast',
]);
