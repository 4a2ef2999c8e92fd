/**
 * tt.np's elementwise functions: NumPy's names, broadcasting and type promotion (docs/np.md), each
 * one generated kernel launch on the operands' device (compute follows data).
 */
import { InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { npDTypeArg } from './dtypes.js';
import { apply, type Operand } from './elementwise.js';
import { castUfunc, UFUNCS, type Ufunc } from './ufuncs.js';

function ufunc(name: string): Ufunc {
  const u = UFUNCS.get(name);
  if (!u) throw new InternalError(`tt.np has no elementwise operation '${name}'`);
  return u;
}

type Unary = (x: Operand) => NDArray;
type Binary = (x: Operand, y: Operand) => NDArray;

function unary(name: string): Unary {
  const u = ufunc(name);
  return (x) => apply(`np.${name}`, u, [x]);
}
function binary(name: string): Binary {
  const u = ufunc(name);
  return (x, y) => apply(`np.${name}`, u, [x, y]);
}

export const add: Binary = binary('add');
export const subtract: Binary = binary('subtract');
export const multiply: Binary = binary('multiply');
/** True division: integers give a float (f32 for 8/16-bit, f64 for 32-bit integers). */
export const divide: Binary = binary('divide');
/** Floor of the quotient (integers: division by 0 gives 0, as NumPy). */
export const floor_divide: Binary = binary('floor_divide');
/** NumPy's (Python's) modulo: the result has the divisor's sign; JS's `%` (the dividend's) is np.fmod. */
export const mod: Binary = binary('mod');
/** JS's `%` (C's fmod): the result has the dividend's sign; integers % 0 give 0. */
export const fmod: Binary = binary('fmod');
export const remainder: Binary = (x, y) => apply('np.remainder', ufunc('mod'), [x, y]);
/** x ** y; integers by exact repeated squaring (wrapping), a negative exponent gives trunc(x ** y). */
export const power: Binary = binary('power');
export const maximum: Binary = binary('maximum');
export const minimum: Binary = binary('minimum');
export const arctan2: Binary = binary('arctan2');
export const hypot: Binary = binary('hypot');
export const less: Binary = binary('less');
export const greater: Binary = binary('greater');
export const equal: Binary = binary('equal');
export const not_equal: Binary = binary('not_equal');
export const less_equal: Binary = binary('less_equal');
export const greater_equal: Binary = binary('greater_equal');
export const logical_and: Binary = binary('logical_and');
export const logical_or: Binary = binary('logical_or');
export const logical_xor: Binary = binary('logical_xor');
export const logical_not: Unary = unary('logical_not');
export const negative: Unary = unary('negative');
export const positive: Unary = unary('positive');
export const square: Unary = unary('square');
export const abs: Unary = unary('abs');
export const absolute: Unary = (x) => apply('np.absolute', ufunc('abs'), [x]);
export const sign: Unary = unary('sign');
export const floor: Unary = unary('floor');
export const ceil: Unary = unary('ceil');
export const trunc: Unary = unary('trunc');
/** Rounds half to even (NumPy's rule; JS's Math.round rounds half up). */
export const round: Unary = unary('round');
export const sqrt: Unary = unary('sqrt');
export const cbrt: Unary = unary('cbrt');
export const exp: Unary = unary('exp');
export const expm1: Unary = unary('expm1');
export const log: Unary = unary('log');
export const log2: Unary = unary('log2');
export const log10: Unary = unary('log10');
export const log1p: Unary = unary('log1p');
export const sin: Unary = unary('sin');
export const cos: Unary = unary('cos');
export const tan: Unary = unary('tan');
export const arcsin: Unary = unary('arcsin');
export const arccos: Unary = unary('arccos');
export const arctan: Unary = unary('arctan');
export const sinh: Unary = unary('sinh');
export const cosh: Unary = unary('cosh');
export const tanh: Unary = unary('tanh');
export const arcsinh: Unary = unary('arcsinh');
export const arccosh: Unary = unary('arccosh');
export const arctanh: Unary = unary('arctanh');

const whereU = ufunc('where');
const clipU = ufunc('clip');

/** Elements of x where cond is nonzero (NaN counts as true, as in NumPy), else of y. */
export function where(cond: Operand, x: Operand, y: Operand): NDArray {
  return apply('np.where', whereU, [cond, x, y]);
}

/** minimum(maximum(x, lo), hi). */
export function clip(x: Operand, lo: Operand, hi: Operand): NDArray {
  return apply('np.clip', clipU, [x, lo, hi]);
}

/**
 * A new array of `dtype` (tt.f32, 'i8', tt.bool …): to bool is `!= 0`, otherwise each element is
 * converted as a TypedArray store converts (floats to integers truncate and wrap, NaN → 0).
 */
export function astype(x: NDArray, dtype: unknown): NDArray {
  const to = npDTypeArg('np.astype', dtype);
  return apply('np.astype', castUfunc(to), [x]);
}
