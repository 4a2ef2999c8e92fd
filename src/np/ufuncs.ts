/**
 * The elementwise operations of tt.np as IR: each takes its operands (already converted to the type
 * it computes in) and yields the value stored into the result. Types follow promote.ts; the
 * semantics are the kernel language's (f32 rounding, integer wrap), with NumPy's definitions where
 * JS has none (`mod` takes the divisor's sign, `floor_divide` floors, `round` halves to even).
 */
import type { MathFn, RawExpr } from '../ir/nodes.js';
import { computeOf } from './dtypes.js';
import { and, bin, call, cast, lit, neg, not, or, type Prelude, select, truthy } from './ir.js';
import { floatOf, isFloat, isUnsigned, type NpDType } from './promote.js';

export interface Ufunc {
  readonly name: string;
  readonly arity: 1 | 2 | 3;
  /** Operands before this index are not promoted (where's condition): they are read as they are. */
  readonly promoteFrom: number;
  /** The type operands are converted to, from their promoted type. */
  readonly operand: (promoted: NpDType) => NpDType;
  /** The result's type, from the operands' type. */
  readonly result: (operand: NpDType) => NpDType;
  /** What it refuses: a message, or undefined. */
  readonly refuses?: (operand: NpDType) => string | undefined;
  readonly body: (args: readonly RawExpr[], t: NpDType, pre: Prelude) => RawExpr;
}

const same = (t: NpDType): NpDType => t;
const toBool = (): NpDType => 'bool';
const at = (args: readonly RawExpr[], k: number): RawExpr => args[k] ?? lit(0);
const noBool = (what: string) => (t: NpDType) =>
  t === 'bool' ? `${what} is not defined on bools; convert with np.astype(x, tt.i32)` : undefined;
/** Arithmetic on bools computes in u8 (NumPy has bool add = or, bool multiply = and). */
const arith = (t: NpDType): NpDType => (t === 'bool' ? 'u8' : t);

function binary(name: string, body: Ufunc['body'], operand = arith, result = same): Ufunc {
  return { name, arity: 2, promoteFrom: 0, operand, result, body };
}

function pyMod(a: RawExpr, b: RawExpr, t: NpDType, pre: Prelude): RawExpr {
  if (isUnsigned(t)) return bin('rem', a, b);
  const ct = computeOf(t);
  const bt = pre.temp(ct, b);
  const r = pre.temp(ct, bin('rem', a, bt));
  const fix = and(bin('ne', r, lit(0)), bin('ne', bin('lt', r, lit(0)), bin('lt', bt, lit(0))));
  return select(fix, bin('add', r, bt), r);
}

/** Integer power by squaring (exact, wrapping); a negative exponent gives trunc(a ** b) as JS would. */
function intPower(a: RawExpr, b: RawExpr, t: NpDType, pre: Prelude): RawExpr {
  const ct = computeOf(t);
  const r = pre.temp(ct, lit(1));
  const p = pre.temp(ct, a);
  const e = pre.temp(ct, b);
  const name = (x: RawExpr) => (x.kind === 'local' ? x.name : '');
  const step = [
    {
      kind: 'if' as const,
      test: bin('ne', bin('bitand', e, lit(1)), lit(0)),
      consequent: [{ kind: 'assign' as const, name: name(r), value: bin('mul', r, p) }],
      alternate: [],
    },
    { kind: 'assign' as const, name: name(p), value: bin('mul', p, p) },
    { kind: 'assign' as const, name: name(e), value: bin(isUnsigned(t) ? 'ushr' : 'shr', e, lit(1)) },
  ];
  const negative = select(
    bin('eq', p, lit(1)),
    lit(1),
    select(
      bin('eq', p, lit(-1)),
      select(bin('eq', bin('bitand', e, lit(1)), lit(0)), lit(1), lit(-1)),
      lit(0),
    ),
  );
  pre.stmts.push({
    kind: 'if',
    test: isUnsigned(t) ? lit(0) : bin('lt', e, lit(0)),
    consequent: [{ kind: 'assign', name: name(r), value: negative }],
    alternate: [{ kind: 'loop', test: bin('ne', e, lit(0)), testAtEnd: false, body: step, update: [] }],
  });
  return r;
}

function roundHalfEven(x: RawExpr, t: NpDType, pre: Prelude): RawExpr {
  if (!isFloat(t)) return x;
  const ct = computeOf(t);
  const xv = pre.temp(ct, x);
  const f = pre.temp(ct, call('floor', xv));
  const d = pre.temp(ct, bin('sub', xv, f));
  const up = bin('add', f, lit(1));
  const even = select(bin('eq', bin('rem', f, lit(2)), lit(0)), f, up);
  return select(bin('gt', d, lit(0.5)), up, select(bin('lt', d, lit(0.5)), f, even));
}

const floatFn = (name: string, fn: MathFn): Ufunc => ({
  name,
  arity: 1,
  promoteFrom: 0,
  operand: floatOf,
  result: same,
  body: (a) => call(fn, at(a, 0)),
});

const intSafe = (name: string, fn: MathFn): Ufunc => ({
  name,
  arity: 1,
  promoteFrom: 0,
  operand: same,
  result: same,
  refuses: noBool(name),
  body: (a, t) => (isFloat(t) ? call(fn, at(a, 0)) : at(a, 0)),
});

const compare = (name: string, op: 'lt' | 'gt' | 'eq' | 'ne' | 'le' | 'ge'): Ufunc =>
  binary(name, (a) => bin(op, at(a, 0), at(a, 1)), arith, toBool);

const logical = (name: string, f: (x: RawExpr, y: RawExpr) => RawExpr): Ufunc =>
  binary(name, (a) => f(truthy(at(a, 0)), truthy(at(a, 1))), arith, toBool);

const LIST: readonly Ufunc[] = [
  binary('add', (a) => bin('add', at(a, 0), at(a, 1))),
  binary('subtract', (a) => bin('sub', at(a, 0), at(a, 1))),
  binary('multiply', (a) => bin('mul', at(a, 0), at(a, 1))),
  binary('divide', (a) => bin('div', at(a, 0), at(a, 1)), floatOf),
  binary('floor_divide', (a, t) => {
    const q = call('floor', bin('div', at(a, 0), at(a, 1)));
    return isFloat(t) ? q : cast(computeOf(t), q);
  }),
  binary('mod', (a, t, pre) => pyMod(at(a, 0), at(a, 1), t, pre)),
  binary('fmod', (a) => bin('rem', at(a, 0), at(a, 1))),
  binary('power', (a, t, pre) =>
    isFloat(t) ? call('pow', at(a, 0), at(a, 1)) : intPower(at(a, 0), at(a, 1), t, pre),
  ),
  binary('maximum', (a) => call('max', at(a, 0), at(a, 1)), same),
  binary('minimum', (a) => call('min', at(a, 0), at(a, 1)), same),
  binary('arctan2', (a) => call('atan2', at(a, 0), at(a, 1)), floatOf),
  binary('hypot', (a) => call('hypot', at(a, 0), at(a, 1)), floatOf),
  compare('less', 'lt'),
  compare('greater', 'gt'),
  compare('equal', 'eq'),
  compare('not_equal', 'ne'),
  compare('less_equal', 'le'),
  compare('greater_equal', 'ge'),
  logical('logical_and', and),
  logical('logical_or', or),
  logical('logical_xor', (x, y) => bin('ne', x, y)),
  {
    name: 'logical_not',
    arity: 1,
    promoteFrom: 0,
    operand: arith,
    result: toBool,
    body: (a) => not(truthy(at(a, 0))),
  },
  {
    name: 'negative',
    arity: 1,
    promoteFrom: 0,
    operand: same,
    result: same,
    refuses: noBool('negative'),
    body: (a) => neg(at(a, 0)),
  },
  { name: 'positive', arity: 1, promoteFrom: 0, operand: same, result: same, body: (a) => at(a, 0) },
  {
    name: 'square',
    arity: 1,
    promoteFrom: 0,
    operand: arith,
    result: same,
    body: (a) => bin('mul', at(a, 0), at(a, 0)),
  },
  {
    name: 'abs',
    arity: 1,
    promoteFrom: 0,
    operand: arith,
    result: same,
    body: (a, t) => (isUnsigned(t) ? at(a, 0) : call('abs', at(a, 0))),
  },
  {
    name: 'sign',
    arity: 1,
    promoteFrom: 0,
    operand: same,
    result: same,
    refuses: noBool('sign'),
    body: (a) => call('sign', at(a, 0)),
  },
  intSafe('floor', 'floor'),
  intSafe('ceil', 'ceil'),
  intSafe('trunc', 'trunc'),
  {
    name: 'round',
    arity: 1,
    promoteFrom: 0,
    operand: same,
    result: same,
    refuses: noBool('round'),
    body: (a, t, pre) => roundHalfEven(at(a, 0), t, pre),
  },
  floatFn('sqrt', 'sqrt'),
  floatFn('cbrt', 'cbrt'),
  floatFn('exp', 'exp'),
  floatFn('expm1', 'expm1'),
  floatFn('log', 'log'),
  floatFn('log2', 'log2'),
  floatFn('log10', 'log10'),
  floatFn('log1p', 'log1p'),
  floatFn('sin', 'sin'),
  floatFn('cos', 'cos'),
  floatFn('tan', 'tan'),
  floatFn('arcsin', 'asin'),
  floatFn('arccos', 'acos'),
  floatFn('arctan', 'atan'),
  floatFn('sinh', 'sinh'),
  floatFn('cosh', 'cosh'),
  floatFn('tanh', 'tanh'),
  floatFn('arcsinh', 'asinh'),
  floatFn('arccosh', 'acosh'),
  floatFn('arctanh', 'atanh'),
  {
    name: 'where',
    arity: 3,
    promoteFrom: 1,
    operand: same,
    result: same,
    body: (a) => select(truthy(at(a, 0)), at(a, 1), at(a, 2)),
  },
  {
    name: 'clip',
    arity: 3,
    promoteFrom: 0,
    operand: arith,
    result: same,
    body: (a) => call('min', call('max', at(a, 0), at(a, 1)), at(a, 2)),
  },
];

export const UFUNCS: ReadonlyMap<string, Ufunc> = new Map(LIST.map((u) => [u.name, u]));

/** The conversion of astype: to bool is `!= 0`, otherwise a store's conversion. */
export function castUfunc(to: NpDType): Ufunc {
  return {
    name: `astype_${to}`,
    arity: 1,
    promoteFrom: 1,
    operand: same,
    result: () => to,
    body: (a) => (to === 'bool' ? truthy(at(a, 0)) : cast(computeOf(to), at(a, 0))),
  };
}

/**
 * Stores a JS number into an array of `to` (np.set; not bool): converted as astype converts (a
 * TypedArray store).
 */
export function storeUfunc(to: NpDType): Ufunc {
  return {
    name: `store_${to}`,
    arity: 1,
    promoteFrom: 0,
    operand: () => to,
    result: () => to,
    body: (a) => at(a, 0),
  };
}
