/**
 * The user's call an np function's or a jit function's internal launches belong to (runtime's
 * op-call.ts): their errors name `np.add` and the argument the user passed (`argument 1`), not the
 * internal kernel `np_add` and its parameter `x0` (docs/errors.md#user-facing-names).
 */
import { NDArray } from './ndarray.js';
import { type OpCall, withOpCall } from './op-call.js';

/** How the call's k-th value is named: np functions' 1-based arguments, jit's 0-based inputs. */
export type Naming = (k: number) => string;
export const argumentNaming: Naming = (k) => `argument ${k + 1}`;
export const inputNaming: Naming = (k) => `input ${k}`;
/** A method's receiver, then its arguments from 1. */
export const methodNaming: Naming = (k) => (k === 0 ? 'the array it was called on' : `argument ${k}`);

/** The first of `values` (lists searched too: np.concatenate's) that `isIt`, named by `naming`. */
function nameAmong(
  values: readonly unknown[],
  isIt: (a: NDArray) => boolean,
  naming: Naming,
): string | undefined {
  const is = (v: unknown): v is NDArray => v instanceof NDArray && isIt(v);
  for (const [k, v] of values.entries()) {
    if (is(v)) return `${naming(k)} (${v.describe()})`;
    if (!Array.isArray(v)) continue;
    const j = v.findIndex(is);
    const item: unknown = v[j];
    if (item instanceof NDArray) return `item ${j} of ${naming(k)} (${item.describe()})`;
  }
  return undefined;
}

/** The call `label` of `values`, its values named by `naming`. */
export function userCall(label: string, values: readonly unknown[], naming: Naming = argumentNaming): OpCall {
  return { label, argumentOf: (isIt) => nameAmong(values, isIt, naming) };
}

/** `f` as the user's call `label`: what it launches names `label` and its arguments in errors. */
export function labelled<A extends unknown[], R>(label: string, f: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => withOpCall(userCall(label, args), () => f(...args));
}
