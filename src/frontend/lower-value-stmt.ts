/**
 * Statements on vectors, matrices and structs: declaring one (`const v = tt.vec3f(…)`, one IR
 * local per lane) and assigning to one or to a part of one (`v = w`, `v.x += 1`,
 * `p[i].pos = p[i].pos.add(d)`, `p[j] = p[i]`), lane by lane. A value that reads lanes it also
 * writes is copied to temporaries first, so `v = v.yxz` swaps as a value would.
 */
import type * as A from 'acorn';
import type { BinaryOp, RawExpr, RawStmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import type { LowerContext } from './context.js';
import { shapedCompositeElement } from './lower-shaped.js';
import {
  asElementArray,
  elementArray,
  involvesComposite,
  type LowerScalar,
  lowerValue,
} from './lower-vector.js';
import { exprText, propertyName } from './names.js';
import {
  COMPONENTS,
  type Composite,
  isComposite,
  laneNames,
  typeName,
  type ValueType,
  wordsOf,
} from './value-type.js';
import { constIndex, isLeaf, share, wordIndex } from './vector-ops.js';

type LaneTarget =
  | { readonly kind: 'local'; readonly name: string }
  | { readonly kind: 'store'; readonly array: string; readonly index: RawExpr; readonly site: number };
interface Place {
  readonly type: ValueType;
  readonly lanes: readonly LaneTarget[];
  /** The const local this place is, if any (it cannot be assigned whole; its parts can, as in JS). */
  readonly constName?: string;
}

/** `const v = <vector/struct value>`: true when it declared one (else the caller declares a scalar). */
export function declareValue(
  decl: A.VariableDeclarator,
  kind: 'let' | 'const',
  cx: LowerContext,
  out: RawStmt[],
  lower: LowerScalar,
): boolean {
  if (!decl.init || decl.id.type !== 'Identifier' || !involvesComposite(decl.init, cx)) return false;
  const v = lowerValue(decl.init, cx, lower);
  const loc = cx.src.locOf(decl);
  if (!isComposite(v)) {
    const irName = cx.scope.declareLocal(decl.id.name, kind === 'const');
    out.push({ kind: 'assign', name: irName, value: v, loc });
    return true;
  }
  const lanes = cx.scope.declareValue(decl.id.name, v.type, laneNames(v.type), kind === 'const');
  lanes.forEach((name, k) => {
    out.push({ kind: 'assign', name, value: v.lanes[k] as RawExpr, loc });
  });
  return true;
}

/** True when `target` is a vector/struct local or a part of one, or an element of an array of them. */
export function isValueTarget(target: A.Pattern | A.Expression, cx: LowerContext): boolean {
  return (
    target.type !== 'ObjectPattern' &&
    target.type !== 'ArrayPattern' &&
    target.type !== 'RestElement' &&
    target.type !== 'AssignmentPattern' &&
    involvesComposite(target as A.Expression, cx)
  );
}

function placeOf(t: A.Expression | A.Super, cx: LowerContext, lower: LowerScalar): Place | undefined {
  if (t.type === 'Identifier') {
    const b = cx.scope.lookup(t.name);
    if (b?.kind !== 'value') return undefined;
    return {
      type: b.type,
      lanes: b.lanes.map((name) => ({ kind: 'local', name })),
      ...(b.isConst ? { constName: t.name } : {}),
    };
  }
  if (t.type !== 'MemberExpression' || t.property.type === 'PrivateIdentifier') return undefined;
  const shaped = shapedCompositeElement(t, cx, lower);
  const arr = shaped ? asElementArray(shaped.binding) : elementArray(t.object, cx);
  const loc = cx.src.locOf(t);
  if (arr && t.computed) {
    const words = wordsOf(arr.element);
    const index = shaped ? shaped.index : lower(t.property as A.Expression, cx);
    const right: RawExpr = { kind: 'const', type: 'int', value: words };
    const product: RawExpr = { kind: 'binary', type: 'unknown', op: 'mul', left: index, right, loc };
    const base = isLeaf(index) ? product : share(product, cx, 'base');
    const site = cx.site(arr.irName, t);
    return {
      type: arr.element,
      lanes: Array.from({ length: words }, (_, k) => ({
        kind: 'store' as const,
        array: arr.irName,
        index: wordIndex(base, k, loc),
        site,
      })),
    };
  }
  const outer = placeOf(t.object, cx, lower);
  if (!outer) return undefined;
  const ty = outer.type;
  // As in JS, a const binds the value, whose components and fields may still be written.
  const sub = (type: ValueType, from: number): Place => ({
    type,
    lanes: outer.lanes.slice(from, from + wordsOf(type)),
  });
  if (t.computed) {
    const k = constIndex(t.property);
    const n = ty.kind === 'vector' || ty.kind === 'matrix' ? ty.n : 0;
    if (k === undefined || k < 0 || k >= n)
      throw cx.src.typeError(
        'KERNEL_UNKNOWN_FIELD',
        t.property,
        `a ${typeName(ty)} is indexed by a constant 0..${n - 1}`,
      );
    return ty.kind === 'vector'
      ? sub({ kind: 'scalar', elem: ty.elem }, k)
      : sub({ kind: 'vector', elem: ty.elem, n }, k * n);
  }
  const name = propertyName(t) ?? '';
  if (ty.kind === 'vector') {
    const k = COMPONENTS.indexOf(name as 'x');
    if (name.length === 1 && k >= 0 && k < ty.n) return sub({ kind: 'scalar', elem: ty.elem }, k);
  }
  if (ty.kind === 'struct') {
    const f = ty.fields.find((x) => x.name === name);
    if (f) return sub(f.type, f.offset);
  }
  // Reading it reports the unknown field or component with a suggestion.
  lowerValue(t as A.Expression, cx, lower);
  throw cx.src.syntaxError(
    'KERNEL_BAD_ASSIGNMENT',
    t,
    `cannot assign to '${exprText(t, cx)}'`,
    'assign one component at a time: v.x = …',
  );
}

const readLane = (l: LaneTarget, loc: RawExpr['loc']): RawExpr =>
  l.kind === 'local'
    ? { kind: 'local', type: 'unknown', name: l.name, loc }
    : { kind: 'load', type: 'unknown', array: l.array, index: l.index, checked: false, site: l.site, loc };

function writeLane(l: LaneTarget, value: RawExpr, loc: RawExpr['loc']): RawStmt {
  return l.kind === 'local'
    ? { kind: 'assign', name: l.name, value, loc }
    : { kind: 'store', array: l.array, index: l.index, value, checked: false, site: l.site, loc };
}

/** An index as (base, constant offset): `b + 3` is (b, 3), anything else (itself, 0). */
function split(index: RawExpr): { base: string; offset: number } {
  const key = (e: RawExpr) => JSON.stringify(e, (k, v: unknown) => (k === 'loc' ? undefined : v));
  if (index.kind === 'binary' && index.op === 'add' && index.right.kind === 'const') {
    return { base: key(index.left), offset: Number(index.right.value) };
  }
  return { base: key(index), offset: 0 };
}

/**
 * Whether writing `p` lane by lane would change what a later lane of `v` reads: lane k of `v`
 * reads a lane j < k of `p` (already written), or an element of a written array that may be one.
 */
function overlaps(v: Composite, p: Place): boolean {
  const locals = new Map<string, number>();
  const stores = new Map<string, { base: string; offset: number; lane: number }[]>();
  p.lanes.forEach((l, j) => {
    if (l.kind === 'local') locals.set(l.name, j);
    else stores.set(l.array, [...(stores.get(l.array) ?? []), { ...split(l.index), lane: j }]);
  });
  let hit = false;
  v.lanes.forEach((value, k) => {
    visit([{ kind: 'expr', expr: value }], (e) => {
      if (e.kind === 'local' && (locals.get(e.name) ?? k) < k) hit = true;
      if (e.kind !== 'load') return;
      const written = stores.get(e.array);
      if (!written) return;
      const at = split(e.index);
      const same = written.filter((w) => w.base === at.base);
      // Another base may be the same element (p[j] and p[i]): read everything first.
      if (same.length === 0) hit = true;
      else if (same.some((w) => w.offset === at.offset && w.lane < k)) hit = true;
    });
  });
  return hit;
}

/** `target op= value` or `target++` on a vector/struct place. */
export function assignValue(
  target: A.Expression,
  node: A.Node,
  op: BinaryOp | 'pow' | null,
  rhs: A.Expression | null,
  cx: LowerContext,
  out: RawStmt[],
  lower: LowerScalar,
): void {
  const loc = cx.src.locOf(node);
  const p = placeOf(target, cx, lower);
  if (!p)
    throw cx.src.syntaxError('KERNEL_BAD_ASSIGNMENT', target, `cannot assign to '${exprText(target, cx)}'`);
  if (p.constName !== undefined) {
    throw cx.src.syntaxError(
      'KERNEL_CONST_ASSIGNMENT',
      target,
      `'${p.constName}' is const`,
      "declare it with 'let'",
    );
  }
  if (p.type.kind === 'scalar') {
    const lane = p.lanes[0] as LaneTarget;
    const old = readLane(lane, loc);
    const r = rhs ? lower(rhs, cx) : ({ kind: 'const', type: 'int', value: 1, loc } as RawExpr);
    const value: RawExpr =
      op === null
        ? r
        : op === 'pow'
          ? { kind: 'call', type: 'unknown', fn: 'pow', args: [old, r], loc }
          : { kind: 'binary', type: 'unknown', op, left: old, right: r, loc };
    out.push(writeLane(lane, value, loc));
    return;
  }
  if (op !== null || !rhs) {
    throw cx.src.syntaxError(
      'KERNEL_BAD_ASSIGNMENT',
      node,
      `'${exprText(node, cx)}': a ${typeName(p.type)} is assigned whole with '='`,
      'v = v.add(w) (methods add, sub, mul, div), or assign components: v.x += 1',
    );
  }
  let v = lowerValue(rhs, cx, lower);
  if (!isComposite(v) || typeName(v.type) !== typeName(p.type)) {
    throw cx.src.typeError(
      'KERNEL_VECTOR_MISMATCH',
      rhs,
      `cannot assign a ${isComposite(v) ? typeName(v.type) : 'number'} to '${exprText(target, cx)}', a ${typeName(p.type)}`,
    );
  }
  if (overlaps(v, p)) {
    const lanes = v.lanes.map((l) => {
      const t = cx.scope.temp('copy');
      out.push({ kind: 'assign', name: t, value: l, loc });
      return { kind: 'local', type: 'unknown', name: t, loc } as RawExpr;
    });
    v = { ...v, lanes };
  }
  p.lanes.forEach((lane, k) => {
    out.push(writeLane(lane, (v as Composite).lanes[k] as RawExpr, loc));
  });
}
