/**
 * Operator methods of NDArray (`x.add(y).mul(2).sqrt()`), each the tt.np function of the same
 * meaning with x as its first operand. NDArray lives in the runtime, a layer below tt.np, so they
 * are installed on its prototype when tt.np loads (runtime's installArrayMethods), and declared on
 * its type here (TypeScript declaration merging).
 */
import { installArrayMethods } from '../runtime/array-methods.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { methodNaming, userCall } from '../runtime/user-call.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import type { Operand } from './elementwise.js';
import * as ew from './elementwise-api.js';
import { dot } from './linalg.js';
import type { ArgReduceOptions, ReduceOptions, VarOptions } from './reduce.js';
import * as red from './reduce.js';
import { cumprod, cumsum, type ScanOptions } from './scan.js';
import { type Index, set, slice } from './slicing.js';
import { argsort, type SortOptions } from './sort.js';
import { reshape, transpose } from './views.js';

declare module '../runtime/ndarray.js' {
  // Declaration merging with the class NDArray: same type parameter, as TypeScript requires.
  interface NDArray<N extends ArrayDTypeName = ArrayDTypeName> {
    /** np.add(this, y) */ add(y: Operand): NDArray;
    /** np.subtract(this, y) */ sub(y: Operand): NDArray;
    /** np.multiply(this, y) */ mul(y: Operand): NDArray;
    /** np.divide(this, y) */ div(y: Operand): NDArray;
    /** np.power(this, y) */ pow(y: Operand): NDArray;
    /** np.mod(this, y) */ mod(y: Operand): NDArray;
    /** np.maximum(this, y) */ maximum(y: Operand): NDArray;
    /** np.minimum(this, y) */ minimum(y: Operand): NDArray;
    /** np.negative(this) */ neg(): NDArray;
    /** np.abs(this) */ abs(): NDArray;
    /** np.sqrt(this) */ sqrt(): NDArray;
    /** np.exp(this) */ exp(): NDArray;
    /** np.log(this) */ log(): NDArray;
    /** np.less(this, y), a bool array */ lt(y: Operand): NDArray;
    /** np.less_equal(this, y) */ le(y: Operand): NDArray;
    /** np.greater(this, y) */ gt(y: Operand): NDArray;
    /** np.greater_equal(this, y) */ ge(y: Operand): NDArray;
    /** np.equal(this, y) */ eq(y: Operand): NDArray;
    /** np.not_equal(this, y) */ ne(y: Operand): NDArray;
    /** np.sum(this, opts) */ sum(opts?: ReduceOptions): NDArray;
    /** np.mean(this, opts) */ mean(opts?: ReduceOptions): NDArray;
    /** np.max(this, opts) */ max(opts?: ReduceOptions): NDArray;
    /** np.min(this, opts) */ min(opts?: ReduceOptions): NDArray;
    /** np.prod(this, opts) */ prod(opts?: ReduceOptions): NDArray;
    /** np.var(this, opts) */ var(opts?: VarOptions): NDArray;
    /** np.std(this, opts) */ std(opts?: VarOptions): NDArray;
    /** np.argmin(this, opts) */ argmin(opts?: ArgReduceOptions): NDArray;
    /** np.argmax(this, opts) */ argmax(opts?: ArgReduceOptions): NDArray;
    /** np.all(this, opts), a bool array */ all(opts?: ReduceOptions): NDArray;
    /** np.any(this, opts), a bool array */ any(opts?: ReduceOptions): NDArray;
    /** np.dot(this, y) */ dot(y: NDArray): NDArray;
    /** np.cumsum(this, opts) */ cumsum(opts?: ScanOptions): NDArray;
    /** np.cumprod(this, opts) */ cumprod(opts?: ScanOptions): NDArray;
    /** np.argsort(this, opts) (no `sort` method: NumPy's sorts in place) */ argsort(
      opts?: SortOptions,
    ): NDArray;
    /** np.reshape(this, shape): a view */ reshape(shape: readonly number[] | number): NDArray;
    /** np.slice(this, index): a copy */ slice(index: Index): NDArray;
    /** np.set(this, index, value): in place, returns this */ set(index: Index, value: Operand): NDArray;
    /** np.transpose(this): a copy with the axes reversed */ readonly T: NDArray;
  }
}

const binary = (f: (x: Operand, y: Operand) => NDArray) =>
  function (this: NDArray, y: Operand): NDArray {
    return f(this, y);
  };
const unary = (f: (x: Operand) => NDArray) =>
  function (this: NDArray): NDArray {
    return f(this);
  };
const reduction = <O>(f: (x: NDArray, opts?: O) => NDArray) =>
  function (this: NDArray, opts?: O): NDArray {
    return f(this, opts);
  };

/**
 * Each method as the user's call `NDArray.<name>` (user-call.ts): what it launches names the method,
 * its receiver and its arguments in errors, not the np function it calls or that one's kernels.
 */
function asUserCalls(
  table: Parameters<typeof installArrayMethods>[0],
): Parameters<typeof installArrayMethods>[0] {
  const out: Parameters<typeof installArrayMethods>[0] = {};
  for (const [name, m] of Object.entries(table)) {
    if (typeof m !== 'function') {
      out[name] = m;
      continue;
    }
    out[name] = function (this: NDArray, ...args: unknown[]): unknown {
      return withOpCall(userCall(`NDArray.${name}`, [this, ...args], methodNaming), () =>
        Reflect.apply(m, this, args),
      );
    };
  }
  return out;
}

installArrayMethods(
  asUserCalls({
    add: binary(ew.add),
    sub: binary(ew.subtract),
    mul: binary(ew.multiply),
    div: binary(ew.divide),
    pow: binary(ew.power),
    mod: binary(ew.mod),
    maximum: binary(ew.maximum),
    minimum: binary(ew.minimum),
    neg: unary(ew.negative),
    abs: unary(ew.abs),
    sqrt: unary(ew.sqrt),
    exp: unary(ew.exp),
    log: unary(ew.log),
    lt: binary(ew.less),
    le: binary(ew.less_equal),
    gt: binary(ew.greater),
    ge: binary(ew.greater_equal),
    eq: binary(ew.equal),
    ne: binary(ew.not_equal),
    sum: reduction(red.sum),
    mean: reduction(red.mean),
    max: reduction(red.max),
    min: reduction(red.min),
    prod: reduction(red.prod),
    var: reduction(red.variance),
    std: reduction(red.std),
    argmin: reduction(red.argmin),
    argmax: reduction(red.argmax),
    all: reduction(red.all),
    any: reduction(red.any),
    dot(this: NDArray, y: NDArray): NDArray {
      return dot(this, y);
    },
    cumsum: reduction(cumsum),
    cumprod: reduction(cumprod),
    argsort: reduction(argsort),
    reshape(this: NDArray, shape: readonly number[] | number): NDArray {
      return reshape(this, shape);
    },
    slice(this: NDArray, index: Index): NDArray {
      return slice(this, index);
    },
    set(this: NDArray, index: Index, value: Operand): NDArray {
      return set(this, index, value);
    },
    T: {
      get(this: NDArray): NDArray {
        return transpose(this);
      },
    },
  }),
);
