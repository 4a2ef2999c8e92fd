/**
 * Calls that build or combine vectors and matrices: constructors (`tt.vec3f(x, y, z)`,
 * `tt.mat3f(c0, c1, c2)`), tt's free functions (dot, cross, length, normalize, distance, min,
 * max, clamp, mix) and methods (`v.add(w)`, `m.mul(v)`, `m.transpose()`, `m.col(k)`).
 */
import type * as A from 'acorn';
import type { RawExpr } from '../ir/nodes.js';
import { vectorTypeByName } from '../types/vector.js';
import type { LowerContext } from './context.js';
import {
  type Composite,
  closest,
  composite,
  isComposite,
  typeName,
  type ValueType,
  valueTypeOf,
} from './value-type.js';
import {
  asScalar,
  constIndex,
  crossLanes,
  dotLanes,
  type Lowered,
  lanewise,
  matMul,
  minMax,
  mixLanes,
  negate,
  share,
  shareAll,
  sqrtOf,
  transpose,
} from './vector-ops.js';

type LowerScalar = (e: A.Expression, cx: LowerContext) => RawExpr;
type LowerValue = (e: A.Expression, cx: LowerContext) => Lowered;

const FUNCTIONS = ['dot', 'cross', 'length', 'normalize', 'distance', 'min', 'max', 'clamp', 'mix'] as const;
const ARITY: Readonly<Record<(typeof FUNCTIONS)[number], number>> = {
  dot: 2,
  cross: 2,
  length: 1,
  normalize: 1,
  distance: 2,
  min: 2,
  max: 2,
  clamp: 3,
  mix: 3,
};

export function isVectorFunction(name: string): boolean {
  return (FUNCTIONS as readonly string[]).includes(name);
}

const VECTOR_METHODS = ['add', 'sub', 'mul', 'div', 'neg'];
const MATRIX_METHODS = ['add', 'sub', 'mul', 'transpose', 'col'];

function arityError(spelled: string, n: number, e: A.CallExpression, cx: LowerContext): Error {
  return cx.src.syntaxError('KERNEL_BAD_ARITY', e, `${spelled} takes ${n} argument${n === 1 ? '' : 's'}`);
}

function needComposite(
  v: Lowered,
  node: A.Node,
  what: string,
  cx: LowerContext,
  kind?: ValueType['kind'],
): Composite {
  if (isComposite(v) && (kind === undefined || v.type.kind === kind)) return v;
  throw cx.src.typeError(
    'KERNEL_VECTOR_MISMATCH',
    node,
    `${what} takes a ${kind ?? 'vector'}; '${cx.src.text.slice(node.start, node.end)}' is ${isComposite(v) ? `a ${typeName(v.type)}` : 'a number'}`,
  );
}

/** A tt.<name>(…) call: a constructor or a free function; other names go to lowerExpr. */
export function callVectorFunction(
  spelled: string,
  name: string,
  e: A.CallExpression,
  cx: LowerContext,
  lower: LowerScalar,
  lowerValue: LowerValue,
): Lowered {
  const ctor = vectorTypeByName(name);
  if (ctor) return construct(valueTypeOf(ctor), spelled, e, cx, lowerValue);
  if (!isVectorFunction(name)) return lower(e, cx);
  const fn = name as (typeof FUNCTIONS)[number];
  const argNodes = e.arguments as A.Expression[];
  if (argNodes.length !== ARITY[fn]) throw arityError(spelled, ARITY[fn], e, cx);
  const args = argNodes.map((a) => lowerValue(a, cx));
  const [a0 = argNodes[0], a1 = argNodes[1]] = argNodes;
  const first = args[0] as Lowered;
  const loc = cx.src.locOf(e);
  if ((fn === 'min' || fn === 'max') && !isComposite(first)) {
    return {
      kind: 'call',
      type: 'unknown',
      fn,
      args: args.map((a, k) => asScalar(a, argNodes[k] as A.Node, cx)),
      loc,
    };
  }
  if (fn === 'clamp' && !isComposite(first)) {
    const [x, lo, hi] = args.map((a, k) => asScalar(a, argNodes[k] as A.Node, cx)) as [
      RawExpr,
      RawExpr,
      RawExpr,
    ];
    const inner: RawExpr = { kind: 'call', type: 'unknown', fn: 'max', args: [x, lo], loc };
    return { kind: 'call', type: 'unknown', fn: 'min', args: [inner, hi], loc };
  }
  const a = needComposite(first, a0 ?? e, spelled, cx, 'vector');
  const elem = a.type.elem;
  switch (fn) {
    case 'dot': {
      const b = needComposite(args[1] as Lowered, a1 ?? e, spelled, cx, 'vector');
      if (typeName(a.type) !== typeName(b.type)) throw mismatch(spelled, a, b, e, cx);
      return dotLanes(elem, a.lanes, b.lanes);
    }
    case 'cross': {
      const b = needComposite(args[1] as Lowered, a1 ?? e, spelled, cx, 'vector');
      if (a.type.kind !== 'vector' || a.type.n !== 3 || typeName(a.type) !== typeName(b.type)) {
        throw cx.src.typeError(
          'KERNEL_VECTOR_MISMATCH',
          e,
          `${spelled} takes two 3-component vectors of one type`,
        );
      }
      return crossLanes(a, b, cx);
    }
    case 'length': {
      const s = shareAll(a, cx);
      return sqrtOf(elem, dotLanes(elem, s.lanes, s.lanes));
    }
    case 'distance': {
      const b = needComposite(args[1] as Lowered, a1 ?? e, spelled, cx, 'vector');
      const d = shareAll(lanewise(a, b, 'sub', e, cx), cx);
      return sqrtOf(elem, dotLanes(elem, d.lanes, d.lanes));
    }
    case 'normalize': {
      const s = shareAll(a, cx);
      const len = share(sqrtOf(elem, dotLanes(elem, s.lanes, s.lanes)), cx, 'len');
      return lanewise(s, len, 'div', e, cx);
    }
    case 'min':
    case 'max':
      return minMax(fn, a, args[1] as Lowered, e, cx);
    case 'clamp':
      return minMax('min', minMax('max', a, args[1] as Lowered, e, cx), args[2] as Lowered, e, cx);
    case 'mix':
      return mixLanes(shareAll(a, cx), args[1] as Lowered, args[2] as Lowered, e, cx);
  }
}

function mismatch(spelled: string, a: Composite, b: Composite, node: A.Node, cx: LowerContext): Error {
  return cx.src.typeError(
    'KERNEL_VECTOR_MISMATCH',
    node,
    `${spelled}: ${typeName(a.type)} and ${typeName(b.type)} do not mix`,
    'use vectors of one type',
  );
}

/** `tt.vec3f(x, y, z)`, `tt.vec4f(v3, w)`, `tt.vec3f(s)` (every lane s), `tt.mat2f(c0, c1)` or n×n numbers. */
function construct(
  t: ValueType,
  spelled: string,
  e: A.CallExpression,
  cx: LowerContext,
  lowerValue: LowerValue,
): Composite {
  const lanes: RawExpr[] = [];
  for (const a of e.arguments as A.Expression[]) {
    const v = lowerValue(a, cx);
    if (isComposite(v)) {
      if (v.type.kind !== 'vector') {
        throw cx.src.typeError(
          'KERNEL_VECTOR_MISMATCH',
          a,
          `${spelled} takes numbers and vectors, not a ${typeName(v.type)}`,
        );
      }
      lanes.push(...v.lanes.map((l): RawExpr => ({ kind: 'cast', type: t.elem, arg: l, loc: l.loc })));
    } else lanes.push({ kind: 'cast', type: t.elem, arg: v, loc: v.loc });
  }
  const words = t.kind === 'matrix' ? t.n * t.n : t.kind === 'vector' ? t.n : 0;
  const only = lanes[0];
  if (lanes.length === 1 && only && t.kind === 'vector') {
    const s = share(only, cx);
    return composite(
      t,
      Array.from({ length: words }, () => s),
    );
  }
  if (lanes.length !== words) {
    throw cx.src.typeError(
      'KERNEL_VECTOR_ARITY',
      e,
      `${spelled} takes ${words} components${t.kind === 'vector' ? ' (or 1 for all)' : ', column by column'}; got ${lanes.length}`,
      t.kind === 'vector' ? `${spelled}(${['x', 'y', 'z', 'w'].slice(0, words).join(', ')})` : undefined,
    );
  }
  return composite(t, lanes);
}

/** `self.name(args)`: a vector or matrix method. */
export function vectorMethod(
  self: Composite,
  name: string,
  e: A.CallExpression,
  cx: LowerContext,
  lowerValue: LowerValue,
): Lowered {
  const t = self.type;
  const methods = t.kind === 'matrix' ? MATRIX_METHODS : t.kind === 'vector' ? VECTOR_METHODS : [];
  const callee = e.callee as A.MemberExpression;
  if (!methods.includes(name)) {
    const near = closest(name, methods);
    throw cx.src.typeError(
      'KERNEL_UNKNOWN_METHOD',
      callee.property,
      `${typeName(t)} has no method '${name}'`,
      near !== undefined
        ? `did you mean '${near}'?`
        : methods.length > 0
          ? `its methods: ${methods.join(', ')}`
          : 'structs have fields, not methods',
    );
  }
  const argNodes = e.arguments as A.Expression[];
  const want = name === 'neg' || name === 'transpose' ? 0 : 1;
  if (argNodes.length !== want) throw arityError(`.${name}()`, want, e, cx);
  if (name === 'neg') return negate(self);
  if (name === 'transpose') return transpose(self);
  const argNode = argNodes[0] as A.Expression;
  if (name === 'col') {
    const k = constIndex(argNode);
    const n = t.kind === 'matrix' ? t.n : 0;
    if (k === undefined || k < 0 || k >= n)
      throw cx.src.typeError('KERNEL_UNKNOWN_FIELD', argNode, `m.col(k) takes a constant column 0..${n - 1}`);
    return composite({ kind: 'vector', elem: t.elem, n }, self.lanes.slice(k * n, k * n + n));
  }
  const o = lowerValue(argNode, cx);
  if (t.kind === 'matrix' && name === 'mul' && isComposite(o)) {
    const fits =
      (o.type.kind === 'vector' || o.type.kind === 'matrix') && o.type.n === t.n && o.type.elem === t.elem;
    if (!fits)
      throw cx.src.typeError(
        'KERNEL_VECTOR_MISMATCH',
        argNode,
        `${typeName(t)}.mul takes a vec${t.n}, a ${typeName(t)} or a number; got a ${typeName(o.type)}`,
      );
    return matMul(self, o, cx);
  }
  if (t.kind === 'matrix' && !isComposite(o) && name !== 'mul') {
    throw cx.src.typeError(
      'KERNEL_VECTOR_MISMATCH',
      argNode,
      `${typeName(t)}.${name} takes a ${typeName(t)}`,
    );
  }
  const op = name === 'add' ? 'add' : name === 'sub' ? 'sub' : name === 'mul' ? 'mul' : 'div';
  return lanewise(self, o, op, argNode, cx);
}
