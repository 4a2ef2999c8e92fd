/**
 * Lowers expressions that involve vectors, matrices and structs (`tt.vec3f(…)`, `p[i].pos`,
 * `a.add(b)`, `tt.dot(a, b)`, helpers taking or returning them) to a Composite, one raw
 * expression per lane, or to a plain raw expression where the result is a number (`v.x`,
 * `tt.length(v)`). Everything else goes to lowerExpr.
 */
import type * as A from 'acorn';
import type { RawExpr } from '../ir/nodes.js';
import { vectorTypeByName } from '../types/vector.js';
import type { LowerContext } from './context.js';
import { shapedCompositeElement, shapeRead } from './lower-shaped.js';
import { callVectorFunction, isVectorFunction, vectorMethod } from './lower-vector-call.js';
import { exprText, globalName, propertyName } from './names.js';
import type { Binding } from './scope.js';
import {
  COMPONENTS,
  type Composite,
  closest,
  composite,
  isComposite,
  typeName,
  type ValueType,
  wordsOf,
} from './value-type.js';
import { asScalar, constIndex, isLeaf, type Lowered, share, wordIndex } from './vector-ops.js';

export { asScalar };

export type LowerScalar = (e: A.Expression, cx: LowerContext) => RawExpr;
type ElementArray = Extract<Binding, { kind: 'arrayParam' }> & { readonly element: ValueType };

export function unwrapCallee(c: A.Expression | A.Super): A.Expression | A.Super {
  if (c.type === 'SequenceExpression' && c.expressions.length === 2 && c.expressions[0]?.type === 'Literal')
    return c.expressions[1] ?? c;
  return c;
}

export function elementArray(e: A.Expression | A.Super, cx: LowerContext): ElementArray | undefined {
  if (e.type !== 'Identifier') return undefined;
  return asElementArray(cx.scope.lookup(e.name));
}

/** The binding as an array of vectors/structs, or undefined when it is not one. */
export function asElementArray(b: Binding | undefined): ElementArray | undefined {
  if (b?.kind !== 'arrayParam' || !b.element) return undefined;
  return { ...b, element: b.element };
}

/** True when `e` may be (or hold) a vector, matrix or struct, so lowerValue must lower it. */
export function involvesComposite(e: A.Expression | A.Super, cx: LowerContext): boolean {
  switch (e.type) {
    case 'Identifier': {
      const b = cx.scope.lookup(e.name);
      return b?.kind === 'value' || (b?.kind === 'arrayParam' && b.element !== undefined);
    }
    case 'MemberExpression':
      return involvesComposite(e.object, cx);
    case 'CallExpression': {
      const callee = unwrapCallee(e.callee);
      if (callee.type === 'Identifier') {
        // A helper call is a vector or struct only when the helper is expanded (it returns one, or
        // takes one: then an argument shows it); a scalar helper of scalars is an ordinary call.
        const b = cx.scope.lookup(callee.name);
        if (b?.kind !== 'helper') return false;
        return (
          cx.inline?.alwaysExpanded(b.name) === true ||
          e.arguments.some((a) => a.type !== 'SpreadElement' && involvesComposite(a, cx))
        );
      }
      if (callee.type !== 'MemberExpression') return false;
      const ns = globalName(callee.object, cx);
      const p = propertyName(callee);
      if (ns !== undefined && ns !== 'Math' && ns !== 'Atomics' && p !== undefined)
        return vectorTypeByName(p) !== undefined || isVectorFunction(p);
      return involvesComposite(callee.object, cx);
    }
    case 'ConditionalExpression':
      return involvesComposite(e.consequent, cx) || involvesComposite(e.alternate, cx);
    default:
      return false;
  }
}

/** Runs `f` where no statement may be placed before the current one (a lazily evaluated part). */
export function lazily<T>(cx: LowerContext, f: () => T): T {
  const saved = cx.pre;
  cx.pre = null;
  try {
    return f();
  } finally {
    cx.pre = saved;
  }
}

export function valueOfBinding(b: Extract<Binding, { kind: 'value' }>, loc: RawExpr['loc']): Composite {
  return composite(
    b.type,
    b.lanes.map((name): RawExpr => ({ kind: 'local', type: 'unknown', name, loc })),
  );
}

/** `p[i]` of an array of elements: its lanes, loads at i*words + k (i*words shared). */
export function elementOf(b: ElementArray, index: RawExpr, node: A.Node, cx: LowerContext): Composite {
  const words = wordsOf(b.element);
  const loc = cx.src.locOf(node);
  const product: RawExpr = {
    kind: 'binary',
    type: 'unknown',
    op: 'mul',
    left: index,
    right: { kind: 'const', type: 'int', value: words },
    loc,
  };
  // A leaf index stays in the lanes' indices (i*7 + k), so the affine analysis sees each access.
  const base = isLeaf(index) ? product : share(product, cx, 'base');
  const site = cx.site(b.irName, node);
  return composite(
    b.element,
    Array.from(
      { length: words },
      (_, k): RawExpr => ({
        kind: 'load',
        type: 'unknown',
        array: b.irName,
        index: wordIndex(base, k, loc),
        checked: false,
        site,
        loc,
      }),
    ),
  );
}

/** The part of `v` a property names: a component or swizzle of a vector, a field of a struct. */
export function member(v: Composite, name: string, node: A.Node, cx: LowerContext): Lowered {
  const t = v.type;
  if (t.kind === 'vector') {
    const idx = [...name].map((c) => COMPONENTS.indexOf(c as 'x'));
    if (name.length >= 1 && name.length <= 4 && idx.every((k) => k >= 0 && k < t.n)) {
      if (idx.length === 1) return v.lanes[idx[0] ?? 0] as RawExpr;
      return composite(
        { kind: 'vector', elem: t.elem, n: idx.length },
        idx.map((k) => v.lanes[k] as RawExpr),
      );
    }
    throw unknownField(name, COMPONENTS.slice(0, t.n), t, node, cx);
  }
  if (t.kind === 'struct') {
    const f = t.fields.find((x) => x.name === name);
    if (!f)
      throw unknownField(
        name,
        t.fields.map((x) => x.name),
        t,
        node,
        cx,
      );
    const lanes = v.lanes.slice(f.offset, f.offset + wordsOf(f.type));
    return f.type.kind === 'scalar' ? (lanes[0] as RawExpr) : composite(f.type, lanes);
  }
  throw unknownField(name, [], t, node, cx);
}

function unknownField(
  name: string,
  names: readonly string[],
  t: ValueType,
  node: A.Node,
  cx: LowerContext,
): Error {
  const near = closest(name, names);
  return cx.src.typeError(
    'KERNEL_UNKNOWN_FIELD',
    node,
    `${typeName(t)} has no ${t.kind === 'struct' ? 'field' : 'component'} '${name}'`,
    near !== undefined
      ? `did you mean '${near}'?`
      : names.length > 0
        ? `it has: ${names.join(', ')}`
        : t.kind === 'matrix'
          ? 'read a column with m.col(k), or multiply: m.mul(v)'
          : undefined,
  );
}

function lowerMemberValue(e: A.MemberExpression, cx: LowerContext, lower: LowerScalar): Lowered {
  const loc = cx.src.locOf(e);
  if (e.object.type === 'Super' || e.property.type === 'PrivateIdentifier')
    throw cx.src.unsupported(e, `'${exprText(e, cx)}' is not supported in kernels`);
  const extent = shapeRead(e, cx); // g.shape[k] of a shaped array of vectors/structs
  if (extent) return extent;
  const shaped = shapedCompositeElement(e, cx, lower);
  const shapedArr = asElementArray(shaped?.binding);
  if (shaped && shapedArr) return elementOf(shapedArr, shaped.index, e, cx);
  const arr = elementArray(e.object, cx);
  if (arr && e.computed) return elementOf(arr, lower(e.property, cx), e, cx);
  if (arr && propertyName(e) === 'length') {
    const words = wordsOf(arr.element);
    return {
      kind: 'cast',
      type: 'i32',
      arg: {
        kind: 'binary',
        type: 'unknown',
        op: 'div',
        left: { kind: 'length', type: 'i32', array: arr.irName, loc },
        right: { kind: 'const', type: 'int', value: words },
        loc,
      },
      loc,
    };
  }
  if (arr) throw cx.src.unsupported(e.property, `arrays in kernels have only elements and .length`);
  const obj = lowerValue(e.object, cx, lower);
  if (!isComposite(obj)) throw cx.src.unsupported(e, `'${exprText(e, cx)}' is not supported in kernels`);
  if (e.computed) {
    const k = constIndex(e.property);
    const t = obj.type;
    const n = t.kind === 'vector' || t.kind === 'matrix' ? t.n : 0;
    if (k === undefined || k < 0 || k >= n) {
      throw cx.src.typeError(
        'KERNEL_UNKNOWN_FIELD',
        e.property,
        `a ${typeName(t)} is indexed by a constant 0..${n - 1}`,
        t.kind === 'struct' ? 'read a field by name: s.pos' : 'write v.x, v[0], m.col(1)',
      );
    }
    if (t.kind === 'vector') return obj.lanes[k] as RawExpr;
    return composite({ kind: 'vector', elem: t.elem, n }, obj.lanes.slice(k * n, k * n + n));
  }
  const name = propertyName(e) ?? '';
  return member(obj, name, e.property, cx);
}

/** Lowers `e` to a Composite when it is a vector, matrix or struct value; to raw IR otherwise. */
export function lowerValue(e: A.Expression, cx: LowerContext, lower: LowerScalar): Lowered {
  switch (e.type) {
    case 'Identifier': {
      const b = cx.scope.lookup(e.name);
      if (b?.kind === 'value') return valueOfBinding(b, cx.src.locOf(e));
      return lower(e, cx);
    }
    case 'MemberExpression':
      if (!involvesComposite(e, cx)) return lower(e, cx);
      return lowerMemberValue(e, cx, lower);
    case 'CallExpression':
      if (!involvesComposite(e, cx)) return lower(e, cx);
      return lowerCallValue(e, cx, lower);
    case 'ConditionalExpression': {
      if (!involvesComposite(e, cx)) return lower(e, cx);
      const test = share(lower(e.test, cx), cx, 'test');
      const a = lazily(cx, () => lowerValue(e.consequent, cx, lower));
      const b = lazily(cx, () => lowerValue(e.alternate, cx, lower));
      const loc = cx.src.locOf(e);
      if (!isComposite(a) && !isComposite(b))
        return { kind: 'cond', type: 'unknown', test, consequent: a, alternate: b, loc };
      if (!isComposite(a) || !isComposite(b) || typeName(a.type) !== typeName(b.type)) {
        throw cx.src.typeError(
          'KERNEL_VECTOR_MISMATCH',
          e,
          `the branches of ?: have different types (${isComposite(a) ? typeName(a.type) : 'number'} and ${isComposite(b) ? typeName(b.type) : 'number'})`,
        );
      }
      return composite(
        a.type,
        a.lanes.map(
          (l, k): RawExpr => ({
            kind: 'cond',
            type: 'unknown',
            test,
            consequent: l,
            alternate: b.lanes[k] as RawExpr,
            loc,
          }),
        ),
      );
    }
    default:
      return lower(e, cx);
  }
}

const lv =
  (lower: LowerScalar) =>
  (x: A.Expression, c: LowerContext): Lowered =>
    lowerValue(x, c, lower);

function lowerCallValue(e: A.CallExpression, cx: LowerContext, lower: LowerScalar): Lowered {
  const callee = unwrapCallee(e.callee);
  if (callee.type === 'Identifier') {
    const inlined = cx.inline?.call(e, callee.name, cx, lower);
    return inlined ?? lower(e, cx);
  }
  if (callee.type !== 'MemberExpression') return lower(e, cx);
  const ns = globalName(callee.object, cx);
  const p = propertyName(callee);
  if (ns !== undefined && ns !== 'Math' && ns !== 'Atomics' && p !== undefined)
    return callVectorFunction(`${ns}.${p}`, p, e, cx, lower, lv(lower));
  const self = lowerValue(callee.object as A.Expression, cx, lower);
  if (isComposite(self)) return vectorMethod(self, p ?? '?', e, cx, lv(lower));
  // A method of a value that looked composite but is a number (`tt.min(u, w).add(w)` with numbers
  // u, w): lowerExpr would send the call straight back here, so refuse it as lowerCall does.
  throw cx.src.syntaxError(
    'KERNEL_UNKNOWN_FUNCTION',
    e.callee,
    `calling '${exprText(e.callee, cx)}' is not supported in kernels: '${exprText(callee.object as A.Expression, cx)}' is a number`,
    'kernels may call Math.*, Atomics.*, tt casts and helpers declared in the kernel options',
  );
}
