/** What an expression names, resolved in the current scope: globals, properties, array parameters. */
import type * as A from 'acorn';
import type { LowerContext } from './context.js';

/** `Math`, `Atomics`, or a namespace object for tutti's casts (`tt.f32`) — only when not shadowed. */
export function globalName(e: A.Expression | A.Super, cx: LowerContext): string | undefined {
  if (e.type !== 'Identifier') return undefined;
  return cx.scope.lookup(e.name) ? undefined : e.name;
}

/** The property a member expression names (`o.p`, `o['p']`), if it is a constant. */
export function propertyName(m: A.MemberExpression): string | undefined {
  if (!m.computed && m.property.type === 'Identifier') return m.property.name;
  if (m.computed && m.property.type === 'Literal' && typeof m.property.value === 'string')
    return m.property.value;
  return undefined;
}

/** Resolves an identifier naming an array parameter (directly or via the params object). */
export function arrayTarget(e: A.Expression | A.Super, cx: LowerContext): string | undefined {
  if (e.type === 'Identifier') {
    const b = cx.scope.lookup(e.name);
    return b?.kind === 'arrayParam' ? b.irName : undefined;
  }
  if (e.type === 'MemberExpression' && e.object.type === 'Identifier') {
    const b = cx.scope.lookup(e.object.name);
    const p = propertyName(e);
    if (b?.kind === 'paramsObject' && p !== undefined) {
      const pb = cx.scope.lookup(`\u0000param:${p}`);
      return pb?.kind === 'arrayParam' ? pb.irName : undefined;
    }
  }
  return undefined;
}

/** The source text of a node, for messages. */
export function exprText(e: A.Node, cx: LowerContext): string {
  return cx.src.text.slice(e.start, e.end);
}
