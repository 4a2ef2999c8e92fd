/** The shape of a conformance case: a kernel, its inputs, and a plain-JS reference. */
import type * as tt from '../../src/index.js';

export type HostArray =
  | Float32Array
  | Float64Array
  | Int32Array
  | Uint32Array
  | Int16Array
  | Uint16Array
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray;

export interface ConformanceCase {
  readonly name: string;
  /** Language features the case covers (for the docs' coverage table). */
  readonly covers: readonly string[];
  /** Needs device capabilities: devices without them must refuse the kernel before running. */
  readonly needs?: { readonly f64?: boolean; readonly atomics?: boolean; readonly deviceFence?: boolean };
  readonly kernel: () => tt.Kernel;
  readonly range: number | readonly number[];
  /** Fresh inputs: arrays (copied to the device) and scalars. */
  readonly inputs: () => Record<string, HostArray | number | boolean>;
  /** Names of arrays whose final content is compared. */
  readonly outputs: readonly string[];
  /** The plain-JS reference: mutates the given inputs the way the kernel should. */
  readonly reference: (inputs: Record<string, HostArray | number | boolean>) => void;
  /**
   * Allowed difference for float outputs on devices other than js, in units of the last place
   * (transcendental functions differ by an ulp or two between libm, CUDA and WGSL). Default 0.
   */
  readonly ulps?: number;
}

export function arr<T extends HostArray>(x: HostArray | number | boolean | undefined): T {
  if (x === undefined || typeof x === 'number' || typeof x === 'boolean')
    throw new Error('expected an array input');
  return x as T;
}

export function num(x: HostArray | number | boolean | undefined): number {
  if (typeof x !== 'number') throw new Error('expected a number input');
  return x;
}

/** Deterministic pseudo-random data. */
export function seeded(n: number, seed: number, f: (r: number, i: number) => number): number[] {
  let s = seed >>> 0 || 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    out.push(f(s / 2 ** 32, i));
  }
  return out;
}
