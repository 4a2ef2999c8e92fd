/**
 * Shaped arrays (`tt.arrayOf(tt.f32, 2)`): `g[r][c]` lowers to one flat access
 * `g[dimcheck(r) * extent1 + dimcheck(c)]`, where each `dimcheck` checks its dimension against
 * the hidden extent parameter the launch fills in (so errors name the dimension), and
 * `g.shape[k]` reads that parameter. A partial index (`g[r]` of a rank-2 array) is no value.
 */
import type * as A from 'acorn';
import type { RawExpr } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import { propertyName } from './names.js';
import type { Binding } from './scope.js';

type ArrayBinding = Extract<Binding, { kind: 'arrayParam' }>;
type Lower = (e: A.Expression, cx: LowerContext) => RawExpr;

/** The array binding `e` names (directly or through the params object), if it is shaped. */
export function shapedBinding(e: A.Expression | A.Super, cx: LowerContext): ArrayBinding | undefined {
  let b: Binding | undefined;
  if (e.type === 'Identifier') b = cx.scope.lookup(e.name);
  else if (e.type === 'MemberExpression' && e.object.type === 'Identifier') {
    const p = propertyName(e);
    if (cx.scope.lookup(e.object.name)?.kind === 'paramsObject' && p !== undefined)
      b = cx.scope.lookup(`\u0000param:${p}`);
  }
  return b?.kind === 'arrayParam' && b.shape ? b : undefined;
}

/** `g[a][b]…` peeled: the array expression and the index expressions, outermost first. */
function peel(
  e: A.MemberExpression,
  cx: LowerContext,
): { base: A.Expression | A.Super; indices: A.Expression[] } {
  const indices: A.Expression[] = [];
  let cur: A.Expression | A.Super = e;
  while (cur.type === 'MemberExpression' && cur.computed && !shapedBinding(cur, cx)) {
    indices.unshift(cur.property as A.Expression);
    cur = cur.object;
  }
  return { base: cur, indices };
}

function rankError(b: ArrayBinding, node: A.Node, given: number, cx: LowerContext, atomic = false): Error {
  const rank = b.shape?.length ?? 0;
  const name = cx.src.text.slice(node.start, node.end);
  const dims = ['r', 'c', 'k'].slice(0, rank);
  const whole = `${b.irName}${dims.map((d) => `[${d}]`).join('')}`;
  return cx.src.syntaxError(
    'KERNEL_SHAPED_INDEX',
    node,
    `'${name}' indexes a rank-${rank} array with ${given} ${given === 1 ? 'index' : 'indices'}${given < rank && !atomic ? ': a partial index is not a value' : ''}`,
    atomic
      ? `pass the row and the last index: Atomics.add(${b.irName}${dims
          .slice(0, -1)
          .map((d) => `[${d}]`)
          .join('')}, ${dims[rank - 1] ?? 'c'}, v)`
      : `index every dimension: ${whole} (or read ${b.irName}.shape[k] / ${b.irName}.length)`,
  );
}

/**
 * An element of a shaped array (`g[r][c]`, the target of a load or store): its array and flat
 * index. Undefined when `e` does not index a shaped array; an error for the wrong number of indices.
 */
export function shapedElement(
  e: A.MemberExpression,
  cx: LowerContext,
  lower: Lower,
): { array: string; index: RawExpr } | undefined {
  if (!e.computed) return undefined;
  const { base, indices } = peel(e, cx);
  const b = shapedBinding(base, cx);
  if (!b) return undefined;
  const rank = b.shape?.length ?? 0;
  if (indices.length !== rank) throw rankError(b, e, indices.length, cx);
  const [only] = indices;
  // Rank 1: the flat check is the dimension check.
  if (rank === 1 && only) return { array: b.irName, index: lower(only, cx) };
  return { array: b.irName, index: flatIndex(b, indices, cx, lower) };
}

/**
 * An element of a shaped array of vectors/structs (`g[r][c]` of `tt.arrayOf(tt.vec3f, 2)`): its
 * binding and the element's index, each dimension checked (the words are `index * words + k`).
 * Undefined when `e` does not index such an array; an error for the wrong number of indices.
 */
export function shapedCompositeElement(
  e: A.MemberExpression,
  cx: LowerContext,
  lower: Lower,
): { binding: ArrayBinding; index: RawExpr } | undefined {
  if (!e.computed) return undefined;
  const { base, indices } = peel(e, cx);
  const b = shapedBinding(base, cx);
  if (!b?.element) return undefined;
  const rank = b.shape?.length ?? 0;
  if (indices.length !== rank) throw rankError(b, e, indices.length, cx);
  return { binding: b, index: flatIndex(b, indices, cx, lower) };
}

/**
 * The array and flat index of an atomic's target and index (`Atomics.add(g[r], c, v)`), when the
 * target is (a row of) a shaped array; undefined otherwise.
 */
export function shapedAtomicTarget(
  target: A.Expression,
  index: A.Expression,
  cx: LowerContext,
  lower: Lower,
): { array: string; index: RawExpr } | undefined {
  const direct = shapedBinding(target, cx);
  const { base, indices } =
    direct || target.type !== 'MemberExpression' ? { base: target, indices: [] } : peel(target, cx);
  const b = direct ?? shapedBinding(base, cx);
  if (!b) return undefined;
  const all = [...indices, index];
  const rank = b.shape?.length ?? 0;
  if (all.length !== rank) throw rankError(b, target, all.length, cx, true);
  if (rank === 1) return { array: b.irName, index: lower(index, cx) };
  return { array: b.irName, index: flatIndex(b, all, cx, lower) };
}

/** `g.shape[k]` (k a constant below the rank) as the hidden extent parameter; undefined otherwise. */
export function shapeRead(e: A.MemberExpression, cx: LowerContext): RawExpr | undefined {
  const inner = e.object;
  const shapeOf = (m: A.Expression | A.Super) =>
    m.type === 'MemberExpression' && !m.computed && propertyName(m) === 'shape'
      ? shapedBinding(m.object, cx)
      : undefined;
  if (!e.computed && propertyName(e) === 'shape' && shapedBinding(inner, cx)) {
    throw cx.src.syntaxError(
      'KERNEL_SHAPED_INDEX',
      e,
      `'${cx.src.text.slice(e.start, e.end)}' is not a value`,
      `read one extent: ${cx.src.text.slice(e.start, e.end)}[0]`,
    );
  }
  const b = e.computed ? shapeOf(inner) : undefined;
  if (!b) return undefined;
  const k = e.property.type === 'Literal' ? e.property.value : undefined;
  const extent = typeof k === 'number' ? b.shape?.[k] : undefined;
  if (extent === undefined) {
    throw cx.src.syntaxError(
      'KERNEL_SHAPED_INDEX',
      e.property,
      `the dimension of '${cx.src.text.slice(e.start, e.end)}' must be a constant 0..${(b.shape?.length ?? 1) - 1}`,
      'write g.shape[0], g.shape[1], …',
    );
  }
  return { kind: 'param', type: 'i32', name: extent, loc: cx.src.locOf(e) };
}

/** The flat index of `indices` into shaped array `b`, with one dimension check per index. */
export function flatIndex(
  b: ArrayBinding,
  indices: readonly A.Expression[],
  cx: LowerContext,
  lower: Lower,
): RawExpr {
  const shape = b.shape ?? [];
  let flat: RawExpr | null = null;
  indices.forEach((ix, dim) => {
    const extent = shape[dim] ?? '';
    const site = cx.sites.push({ array: b.irName, loc: cx.src.locOf(ix), dim }) - 1;
    const checked: RawExpr = {
      kind: 'dimcheck',
      type: 'i32',
      index: lower(ix, cx),
      extent,
      checked: false,
      site,
      loc: cx.src.locOf(ix),
    };
    flat =
      flat === null
        ? checked
        : {
            kind: 'binary',
            type: 'unknown',
            op: 'add',
            left: { kind: 'binary', type: 'unknown', op: 'mul', left: flat, right: extentParam(extent) },
            right: checked,
          };
  });
  return flat ?? { kind: 'const', type: 'int', value: 0 };
}

const extentParam = (name: string): RawExpr => ({ kind: 'param', type: 'i32', name });
