/**
 * Methods that a layer above the runtime gives NDArray (tt.np's `x.add(y).sqrt()`): installed on
 * NDArray's prototype when that layer loads, so the runtime never imports it. A name NDArray
 * already has is a tutti bug (InternalError), never silently replaced.
 */
import { InternalError } from '../errors/errors.js';
import { NDArray } from './ndarray.js';

/** Each entry a method (a function of `this`) or a getter (`{ get }`). */
export type ArrayMethodTable = Record<
  string,
  ((this: NDArray, ...args: never[]) => unknown) | { get(this: NDArray): unknown }
>;

export function installArrayMethods(table: ArrayMethodTable): void {
  const proto = NDArray.prototype;
  for (const [name, m] of Object.entries(table)) {
    if (name in proto) throw new InternalError(`NDArray already has a member '${name}'`);
    const desc: PropertyDescriptor =
      typeof m === 'function'
        ? { value: m, writable: true, configurable: true, enumerable: false }
        : { get: m.get, configurable: true, enumerable: false };
    Object.defineProperty(proto, name, desc);
  }
}
