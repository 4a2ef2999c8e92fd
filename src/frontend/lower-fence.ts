/**
 * `tt.fence()`: a device-scope memory fence (SYCL's `atomic_fence(seq_cst, device)`), a statement
 * of its own. (`g.fence()`, the work-group fence, is lowered with the group parameter's members in
 * lower-group.ts.) Backends lower it to their fence: wasm `atomic.fence`, C11
 * `atomic_thread_fence`, CUDA `__threadfence()`; WGSL has none at device scope (runtime/fences.ts
 * refuses it there), and js runs a launch's items in order on one thread, so nothing reorders.
 */
import type * as A from 'acorn';
import type { RawStmt } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import { globalName, propertyName } from './names.js';

/** The fence a call names: `tt.fence()` (any namespace but Math/Atomics/BigInt) or a flattened `fence()`. */
function isFenceCallee(c: A.Expression | A.Super, cx: LowerContext): boolean {
  const callee =
    c.type === 'SequenceExpression' && c.expressions.length === 2 && c.expressions[0]?.type === 'Literal'
      ? (c.expressions[1] ?? c)
      : c;
  if (callee.type === 'Identifier') return callee.name === 'fence' && !cx.scope.lookup(callee.name);
  if (callee.type !== 'MemberExpression' || propertyName(callee) !== 'fence') return false;
  const ns = globalName(callee.object, cx);
  return ns !== undefined && ns !== 'Math' && ns !== 'Atomics' && ns !== 'BigInt';
}

/** `tt.fence()` as a statement; undefined when `e` is another call. */
export function fenceCall(e: A.CallExpression, cx: LowerContext): RawStmt | undefined {
  if (!isFenceCallee(e.callee, cx)) return undefined;
  if (e.arguments.length !== 0)
    throw cx.src.syntaxError(
      'KERNEL_BAD_ARITY',
      e,
      'tt.fence() takes no arguments: it is a sequentially consistent fence at device scope',
      'use g.fence() for a fence among the items of a work-group',
    );
  return { kind: 'fence', scope: 'device', loc: cx.src.locOf(e) };
}

/** A fence used as a value: refused (it is a statement of its own). */
export function refuseFenceValue(e: A.CallExpression, cx: LowerContext): void {
  if (isFenceCallee(e.callee, cx))
    throw cx.src.syntaxError(
      'KERNEL_UNSUPPORTED_SYNTAX',
      e,
      'tt.fence() has no value: it is a statement of its own',
    );
}
