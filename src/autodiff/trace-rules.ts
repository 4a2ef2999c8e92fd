/**
 * The gradient rules of tt.np's elementwise functions as tt.np calls (trace-grad.ts runs them on the
 * Tracers of a tt.jit trace, so the backward pass is traced array operations that jit fuses like
 * any). A rule takes the result's gradient `g`, the operands (Tracers, or the numbers a call
 * passed) and the result, and gives each operand's contribution, shaped like the result (undefined:
 * none). The derivatives and subgradients are the adjoint kernels' (derivatives.ts, docs/autodiff.md).
 */

import type { Operand } from '../np/elementwise.js';
import {
  add,
  cos,
  cosh,
  divide,
  floor,
  greater,
  greater_equal,
  less_equal,
  log,
  multiply,
  negative,
  power,
  sign,
  sin,
  sinh,
  sqrt,
  square,
  subtract,
  trunc,
  where,
} from '../np/elementwise-api.js';
import type { NDArray } from '../runtime/ndarray.js';

/** An operand's contribution, computed only for the operands that need a gradient. */
type Part = (() => NDArray) | undefined;
type Rule = (g: NDArray, x: readonly Operand[], out: NDArray) => readonly Part[];

const at = (x: readonly Operand[], k: number): Operand => x[k] ?? 0;
/** x² of a Tracer or of a number a call passed. */
const squared = (v: Operand): Operand => (typeof v === 'number' ? v * v : square(v));
/** g times the derivative d (one operand). */
const chain =
  (d: (x: Operand, out: NDArray) => Operand): Rule =>
  (g, x, out) => [() => multiply(g, d(at(x, 0), out))];
/** g divided by d (one operand: derivatives of the form 1/d). */
const over =
  (d: (x: Operand, out: NDArray) => Operand): Rule =>
  (g, x, out) => [() => divide(g, d(at(x, 0), out))];
const none: Rule = () => [];

const RULES: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  ['add', (g) => [() => g, () => g]],
  ['subtract', (g) => [() => g, () => negative(g)]],
  ['multiply', (g, x) => [() => multiply(g, at(x, 1)), () => multiply(g, at(x, 0))]],
  [
    'divide',
    (g, x) => [() => divide(g, at(x, 1)), () => negative(divide(multiply(g, at(x, 0)), squared(at(x, 1))))],
  ],
  ['negative', (g) => [() => negative(g)]],
  ['positive', (g) => [() => g]],
  ['square', chain((x) => multiply(x, 2))],
  ['abs', chain((x) => sign(x))],
  ['sqrt', over((_, out) => multiply(out, 2))],
  ['cbrt', over((_, out) => multiply(square(out), 3))],
  ['exp', chain((_, out) => out)],
  ['expm1', chain((_, out) => add(out, 1))],
  ['log', over((x) => x)],
  ['log2', over((x) => multiply(x, Math.LN2))],
  ['log10', over((x) => multiply(x, Math.LN10))],
  ['log1p', over((x) => add(x, 1))],
  ['sin', chain((x) => cos(x))],
  ['cos', chain((x) => negative(sin(x)))],
  ['tan', chain((_, out) => add(square(out), 1))],
  ['arcsin', over((x) => sqrt(subtract(1, squared(x))))],
  ['arccos', over((x) => negative(sqrt(subtract(1, squared(x)))))],
  ['arctan', over((x) => add(squared(x), 1))],
  ['sinh', chain((x) => cosh(x))],
  ['cosh', chain((x) => sinh(x))],
  ['tanh', chain((_, out) => subtract(1, square(out)))],
  ['arcsinh', over((x) => sqrt(add(squared(x), 1)))],
  ['arccosh', over((x) => sqrt(subtract(squared(x), 1)))],
  ['arctanh', over((x) => subtract(1, squared(x)))],
  // Math.max/min's subgradient: 1 for the operand chosen, the first on ties
  ['maximum', (g, x) => chosen(g, () => greater_equal(at(x, 0), at(x, 1)))],
  ['minimum', (g, x) => chosen(g, () => less_equal(at(x, 0), at(x, 1)))],
  ['where', (g, x) => [undefined, () => where(at(x, 0), g, 0), () => where(at(x, 0), 0, g)]],
  ['clip', clipRule],
  ['power', powerRule],
  ['hypot', (g, x, out) => [() => hypotPart(g, at(x, 0), out), () => hypotPart(g, at(x, 1), out)]],
  ['arctan2', atan2Rule],
  ['fmod', (g, x) => [() => g, () => negative(multiply(g, trunc(divide(at(x, 0), at(x, 1)))))]],
  ['mod', (g, x) => [() => g, () => negative(multiply(g, floor(divide(at(x, 0), at(x, 1)))))]],
  // piecewise constant: zero almost everywhere (as the adjoint kernels' floor/ceil/round/trunc/sign)
  ...['floor', 'ceil', 'trunc', 'round', 'sign', 'floor_divide'].map((n): [string, Rule] => [n, none]),
]);

function chosen(g: NDArray, first: () => NDArray): readonly Part[] {
  return [() => where(first(), g, 0), () => where(first(), 0, g)];
}

/** min(max(x, lo), hi): each operand's share as the nested Math.max/min's subgradients give it. */
function clipRule(g: NDArray, x: readonly Operand[]): readonly Part[] {
  const [v, lo, hi] = [at(x, 0), at(x, 1), at(x, 2)];
  const takesX = () => greater_equal(v, lo);
  const gInner = () => where(less_equal(where(takesX(), v, lo), hi), g, 0);
  return [
    () => where(takesX(), gInner(), 0),
    () => where(takesX(), 0, gInner()),
    () => where(less_equal(where(takesX(), v, lo), hi), 0, g),
  ];
}

/** a ** b: b·a^(b−1) for a; a^b·log(a) for b where a > 0, else 0 (derivatives.ts). */
function powerRule(g: NDArray, x: readonly Operand[], out: NDArray): readonly Part[] {
  const [a, b] = [at(x, 0), at(x, 1)];
  const bLess1 = typeof b === 'number' ? b - 1 : subtract(b, 1);
  const logA = () =>
    typeof a === 'number'
      ? a > 0
        ? Math.log(a)
        : 0
      : where(greater(a, 0), log(where(greater(a, 0), a, 1)), 0);
  return [() => multiply(g, multiply(b, power(a, bLess1))), () => multiply(g, multiply(out, logA()))];
}

function hypotPart(g: NDArray, v: Operand, out: NDArray): NDArray {
  // hypot(0, 0) has the subgradient 0
  return where(greater(out, 0), divide(multiply(g, v), where(greater(out, 0), out, 1)), 0);
}

function atan2Rule(g: NDArray, x: readonly Operand[]): readonly Part[] {
  const [a, b] = [at(x, 0), at(x, 1)];
  const r = () => add(squared(a), squared(b));
  return [() => divide(multiply(g, b), r()), () => negative(divide(multiply(g, a), r()))];
}

/** The rule of the elementwise function `name` (astype between floats passes g on), or undefined. */
export function ruleOf(name: string): Rule | undefined {
  if (name === 'astype_f16' || name === 'astype_f32' || name === 'astype_f64') return (g) => [() => g];
  return RULES.get(name);
}
