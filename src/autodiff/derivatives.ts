/**
 * The local derivatives of one primal operation `y = op(a, b)` over atoms: for each operand that
 * can carry a gradient, the contribution of the seed g = ∂L/∂y to ∂L/∂operand, as typed IR over the
 * operation's saved operands and result. Subgradients where the function has a kink: abs → sign(x)
 * (0 at 0), min/max → the operand chosen (the first on ties), floor/ceil/round/trunc/sign → 0,
 * a % b → (1, -trunc(a / b)). Comparisons, integer and bitwise operations carry no gradient.
 */
import type { Expr, MathFn } from '../ir/nodes.js';
import { bin, call, cast, cond, isFloat, neg, num } from './ir-build.js';

/** `target` (an atom or the load itself) receives `of(g)`. */
export interface Contribution {
  readonly target: Expr;
  readonly of: (g: Expr) => Expr;
}

const times = (d: Expr) => (g: Expr) => bin('mul', g, d);
const over = (d: Expr) => (g: Expr) => bin('div', g, d);

/** ∂y/∂x of the one-argument Math functions, in terms of x and y. */
function unaryMath(fn: MathFn, x: Expr, y: Expr): ((g: Expr) => Expr) | null {
  const t = x.type;
  const one = num(t, 1);
  const sq = (e: Expr) => bin('mul', e, e);
  switch (fn) {
    case 'sqrt':
      return over(bin('mul', num(t, 2), y));
    case 'cbrt':
      return over(bin('mul', num(t, 3), sq(y)));
    case 'abs':
      // g · sign(x) as selects (exact: ±0 and NaN give g·x), which 4-lane code runs where Math.sign does not
      return (g) =>
        cond(
          bin('gt', x, num(t, 0), 'bool'),
          g,
          cond(bin('lt', x, num(t, 0), 'bool'), neg(g), bin('mul', g, x)),
        );
    case 'exp':
      return times(y);
    case 'expm1':
      return times(bin('add', y, one));
    case 'log':
      return over(x);
    case 'log2':
      return over(bin('mul', x, num(t, Math.LN2)));
    case 'log10':
      return over(bin('mul', x, num(t, Math.LN10)));
    case 'log1p':
      return over(bin('add', x, one));
    case 'sin':
      return times(call('cos', x));
    case 'cos':
      return (g) => neg(bin('mul', g, call('sin', x)));
    case 'tan':
      return times(bin('add', one, sq(y)));
    case 'asin':
      return over(call('sqrt', bin('sub', one, sq(x))));
    case 'acos':
      return (g) => neg(bin('div', g, call('sqrt', bin('sub', one, sq(x)))));
    case 'atan':
      return over(bin('add', one, sq(x)));
    case 'sinh':
      return times(call('cosh', x));
    case 'cosh':
      return times(call('sinh', x));
    case 'tanh':
      return times(bin('sub', one, sq(y)));
    case 'asinh':
      return over(call('sqrt', bin('add', sq(x), one)));
    case 'acosh':
      return over(call('sqrt', bin('sub', sq(x), one)));
    case 'atanh':
      return over(bin('sub', one, sq(x)));
    default:
      // sign, floor, ceil, round, trunc: piecewise constant (0); clz32, fround, imul, umulhi: not float
      return null;
  }
}

function binaryMath(fn: MathFn, a: Expr, b: Expr, y: Expr): Contribution[] {
  const t = a.type;
  const zero = num(t, 0);
  const one = num(t, 1);
  switch (fn) {
    case 'min':
    case 'max': {
      const first = bin(fn === 'min' ? 'le' : 'ge', a, b, 'bool');
      return [
        { target: a, of: times(cond(first, one, zero)) },
        { target: b, of: times(cond(first, zero, one)) },
      ];
    }
    case 'pow':
      return [
        { target: a, of: times(bin('mul', b, call('pow', a, bin('sub', b, one)))) },
        { target: b, of: times(cond(bin('gt', a, zero, 'bool'), bin('mul', y, call('log', a)), zero)) },
      ];
    case 'atan2': {
      const r2 = bin('add', bin('mul', a, a), bin('mul', b, b));
      return [
        { target: a, of: times(bin('div', b, r2)) },
        { target: b, of: (g) => neg(bin('mul', g, bin('div', a, r2))) },
      ];
    }
    case 'hypot': {
      const safe = (x: Expr) => cond(bin('eq', y, zero, 'bool'), zero, bin('div', x, y));
      return [
        { target: a, of: times(safe(a)) },
        { target: b, of: times(safe(b)) },
      ];
    }
    default:
      return [];
  }
}

/** The contributions of `y = value` (value one operation over atoms, y a local of its type). */
export function contributions(value: Expr, y: Expr): Contribution[] {
  if (!isFloat(y.type)) return [];
  const id = (g: Expr) => g;
  switch (value.kind) {
    case 'local':
    case 'load':
      return [{ target: value, of: id }];
    case 'cast':
      return isFloat(value.arg.type) ? [{ target: value.arg, of: (g) => cast(value.arg.type, g) }] : [];
    case 'unary':
      return value.op === 'neg' ? [{ target: value.arg, of: neg }] : [];
    case 'binary':
      return binary(value.op, value.left, value.right, y);
    case 'call': {
      const [a, b] = value.args;
      if (a === undefined) return [];
      if (b !== undefined) return binaryMath(value.fn, a, b, y);
      const of = unaryMath(value.fn, a, y);
      return of ? [{ target: a, of }] : [];
    }
    default:
      return [];
  }
}

function binary(op: string, l: Expr, r: Expr, y: Expr): Contribution[] {
  switch (op) {
    case 'add':
      return [
        { target: l, of: (g) => g },
        { target: r, of: (g) => g },
      ];
    case 'sub':
      return [
        { target: l, of: (g) => g },
        { target: r, of: neg },
      ];
    case 'mul':
      return [
        { target: l, of: times(r) },
        { target: r, of: times(l) },
      ];
    case 'div':
      return [
        { target: l, of: over(r) },
        { target: r, of: (g) => neg(bin('mul', g, bin('div', y, r))) },
      ];
    case 'rem':
      return [
        { target: l, of: (g) => g },
        { target: r, of: (g) => neg(bin('mul', g, call('trunc', bin('div', l, r)))) },
      ];
    default:
      return [];
  }
}
