/**
 * Vector and matrix arithmetic, scalarised: methods (`add sub mul div neg`, matrix `mul
 * transpose col`) and tt's free functions (`dot cross length normalize distance min max clamp mix`)
 * build one raw expression per lane. Float lanes compute in the component type (f32 rounding per
 * operation, no FMA); integer lanes wrap like tt.i32(a op b) / tt.u32(a op b).
 */
import type * as A from 'acorn';
import type { BinaryOp, RawExpr } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import { exprText } from './names.js';
import { type Composite, composite, type Elem, isComposite, typeName, type ValueType } from './value-type.js';

export type Lowered = RawExpr | Composite;

/** A local, parameter, constant or index: as cheap to repeat as to name. */
export function isLeaf(e: RawExpr): boolean {
  return e.kind === 'local' || e.kind === 'param' || e.kind === 'const' || e.kind === 'index';
}

/** `e` as a local when it is more than a leaf and the statement allows a temporary; else `e`. */
export function share(e: RawExpr, cx: LowerContext, hint = 'v'): RawExpr {
  if (isLeaf(e)) return e;
  if (!cx.pre) return e;
  const t = cx.scope.temp(hint);
  cx.pre.push({ kind: 'assign', name: t, value: e, loc: e.loc });
  return { kind: 'local', type: 'unknown', name: t, loc: e.loc };
}

export function shareAll(v: Composite, cx: LowerContext): Composite {
  return composite(
    v.type,
    v.lanes.map((l) => share(l, cx)),
  );
}

const cast = (elem: Elem, arg: RawExpr): RawExpr => ({ kind: 'cast', type: elem, arg, loc: arg.loc });
const isInt = (elem: Elem) => elem === 'i32' || elem === 'u32';

/** One lane of `a op b` in the component type. */
export function laneOp(elem: Elem, op: BinaryOp, a: RawExpr, b: RawExpr): RawExpr {
  const e: RawExpr = { kind: 'binary', type: 'unknown', op, left: a, right: b, loc: a.loc };
  return isInt(elem) ? cast(elem, e) : e;
}

function mismatch(cx: LowerContext, node: A.Node, what: string, a: ValueType, b: ValueType | string): Error {
  return cx.src.typeError(
    'KERNEL_VECTOR_MISMATCH',
    node,
    `${what}: ${typeName(a)} and ${typeof b === 'string' ? b : typeName(b)} do not mix`,
    'convert one side: tt.vec3f(v.x, v.y, v.z), or use values of one type',
  );
}

/** The lanes of `o` as an operand of a lanewise operation with `self`: a vector, or a scalar repeated. */
function operandLanes(self: Composite, o: Lowered, node: A.Node, what: string, cx: LowerContext): RawExpr[] {
  if (isComposite(o)) {
    if (o.type.kind !== self.type.kind || typeName(o.type) !== typeName(self.type))
      throw mismatch(cx, node, what, self.type, o.type);
    return [...o.lanes];
  }
  const s = share(cast(self.type.elem, o), cx);
  return self.lanes.map(() => s);
}

export function lanewise(
  self: Composite,
  o: Lowered,
  op: BinaryOp,
  node: A.Node,
  cx: LowerContext,
): Composite {
  const other = operandLanes(self, o, node, `.${op}()`, cx);
  return composite(
    self.type,
    self.lanes.map((l, k) => laneOp(self.type.elem, op, l, other[k] as RawExpr)),
  );
}

export function negate(v: Composite): Composite {
  return composite(
    v.type,
    v.lanes.map((l) =>
      isInt(v.type.elem)
        ? cast(v.type.elem, { kind: 'unary', type: 'unknown', op: 'neg', arg: l, loc: l.loc })
        : ({ kind: 'unary', type: 'unknown', op: 'neg', arg: l, loc: l.loc } as RawExpr),
    ),
  );
}

/** a.x*b.x + a.y*b.y + …, summed left to right. */
export function dotLanes(elem: Elem, a: readonly RawExpr[], b: readonly RawExpr[]): RawExpr {
  let sum: RawExpr | null = null;
  a.forEach((x, k) => {
    const p = laneOp(elem, 'mul', x, b[k] as RawExpr);
    sum = sum === null ? p : laneOp(elem, 'add', sum, p);
  });
  return sum ?? { kind: 'const', type: 'int', value: 0 };
}

/** Column-major m × v (a vector) or m × m2 (each column of m2 a vector). */
export function matMul(m: Composite, o: Composite, cx: LowerContext): Composite {
  const n = m.type.kind === 'matrix' ? m.type.n : 0;
  const elem = m.type.elem;
  const ms = shareAll(m, cx);
  const os = shareAll(o, cx);
  const row = (r: number) => Array.from({ length: n }, (_, k) => ms.lanes[k * n + r] as RawExpr);
  const cols = o.type.kind === 'matrix' ? n : 1;
  const lanes: RawExpr[] = [];
  for (let j = 0; j < cols; j++) {
    const col = os.lanes.slice(j * n, j * n + n);
    for (let r = 0; r < n; r++) lanes.push(dotLanes(elem, row(r), col));
  }
  return composite(o.type, lanes);
}

export function transpose(m: Composite): Composite {
  const n = m.type.kind === 'matrix' ? m.type.n : 0;
  return composite(
    m.type,
    m.lanes.map((_, k) => m.lanes[(k % n) * n + Math.floor(k / n)] as RawExpr),
  );
}

export function sqrtOf(elem: Elem, x: RawExpr): RawExpr {
  const s: RawExpr = { kind: 'call', type: 'unknown', fn: 'sqrt', args: [x], loc: x.loc };
  return elem === 'f64' ? s : cast('f32', s);
}

export function crossLanes(a: Composite, b: Composite, cx: LowerContext): Composite {
  const [ax, ay, az] = shareAll(a, cx).lanes as [RawExpr, RawExpr, RawExpr];
  const [bx, by, bz] = shareAll(b, cx).lanes as [RawExpr, RawExpr, RawExpr];
  const e = a.type.elem;
  const d = (p: RawExpr, q: RawExpr, r: RawExpr, s: RawExpr) =>
    laneOp(e, 'sub', laneOp(e, 'mul', p, q), laneOp(e, 'mul', r, s));
  return composite(a.type, [d(ay, bz, az, by), d(az, bx, ax, bz), d(ax, by, ay, bx)]);
}

export function minMax(
  fn: 'min' | 'max',
  a: Composite,
  b: Lowered,
  node: A.Node,
  cx: LowerContext,
): Composite {
  const other = operandLanes(a, b, node, `tt.${fn}`, cx);
  return composite(
    a.type,
    a.lanes.map(
      (l, k) =>
        ({ kind: 'call', type: 'unknown', fn, args: [l, other[k] as RawExpr], loc: l.loc }) as RawExpr,
    ),
  );
}

/** a*(1-t) + b*t per lane, t a scalar or a vector. */
export function mixLanes(a: Composite, b: Lowered, t: Lowered, node: A.Node, cx: LowerContext): Composite {
  const bl = operandLanes(a, b, node, 'tt.mix', cx);
  const tl = operandLanes(a, t, node, 'tt.mix', cx).map((x) => share(x, cx));
  const e = a.type.elem;
  const one: RawExpr = { kind: 'const', type: 'int', value: 1 };
  return composite(
    a.type,
    a.lanes.map((l, k) => {
      const tk = tl[k] as RawExpr;
      return laneOp(
        e,
        'add',
        laneOp(e, 'mul', l, laneOp(e, 'sub', one, tk)),
        laneOp(e, 'mul', bl[k] as RawExpr, tk),
      );
    }),
  );
}

export function asScalar(v: Lowered, node: A.Node, cx: LowerContext): RawExpr {
  if (!isComposite(v)) return v;
  throw cx.src.typeError(
    'KERNEL_VECTOR_AS_SCALAR',
    node,
    `'${exprText(node, cx)}' is a ${typeName(v.type)}, not a number`,
    v.type.kind === 'vector'
      ? 'read a component (.x, .y, …) or reduce it: tt.length(v), tt.dot(a, b)'
      : v.type.kind === 'struct'
        ? `read a field: ${v.type.fields.map((f) => `.${f.name}`).join(', ')}`
        : 'multiply it by a vector or read a column: m.col(0).x',
  );
}

/** The constant integer `e` is, if it is one. */
export function constIndex(e: A.Expression | A.PrivateIdentifier): number | undefined {
  return e.type === 'Literal' && typeof e.value === 'number' && Number.isInteger(e.value)
    ? e.value
    : undefined;
}

/** The index of word `k` of an element whose first word is at `base`: base, or base + k. */
export function wordIndex(base: RawExpr, k: number, loc: RawExpr['loc']): RawExpr {
  if (k === 0) return base;
  return {
    kind: 'binary',
    type: 'unknown',
    op: 'add',
    left: base,
    right: { kind: 'const', type: 'int', value: k },
    loc,
  };
}
