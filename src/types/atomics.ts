/**
 * tt.atomicMin / tt.atomicMax: tutti's extension of JS Atomics. In kernels they compile to the
 * device's atomic (or a compare-and-swap loop); on the host they run the same operation, so
 * kernel bodies also run as plain JS. They store Math.min/Math.max(old, v) — NaN wins, -0 is below
 * +0 — and return the old value, like Atomics.add.
 */
export type AtomicMinMaxArray = Int32Array | Uint32Array | Float32Array | Float64Array;

function update(a: AtomicMinMaxArray, i: number, v: number, pick: (x: number, y: number) => number): number {
  if ((a instanceof Int32Array || a instanceof Uint32Array) && a.buffer instanceof SharedArrayBuffer) {
    for (;;) {
      const old = Atomics.load(a, i);
      if (Atomics.compareExchange(a, i, old, pick(old, v)) === old) return old;
    }
  }
  const old = a[i] ?? 0;
  a[i] = pick(old, v);
  return old;
}

/** Atomically stores Math.min(a[i], v) and returns the old a[i]. */
export function atomicMin(a: AtomicMinMaxArray, i: number, v: number): number {
  return update(a, i, v, Math.min);
}

/** Atomically stores Math.max(a[i], v) and returns the old a[i]. */
export function atomicMax(a: AtomicMinMaxArray, i: number, v: number): number {
  return update(a, i, v, Math.max);
}

/**
 * tt.fence(): in kernels, a sequentially consistent memory fence at device scope (docs/kernel-language.md,
 * "Fences"). On the host it does nothing: JS's Atomics are already sequentially consistent, and
 * plain memory of one thread needs no fence.
 */
export function fence(): void {}

/**
 * Kernel bodies may call Atomics.add/sub/exchange/compareExchange/load/store on f32 and f64 arrays
 * (tutti's extension: compiled to float atomics or CAS loops). These overloads let TypeScript accept
 * such kernels; outside kernels JS's own Atomics still throws on float arrays.
 */
declare global {
  interface Atomics {
    add(typedArray: Float32Array | Float64Array, index: number, value: number): number;
    sub(typedArray: Float32Array | Float64Array, index: number, value: number): number;
    exchange(typedArray: Float32Array | Float64Array, index: number, value: number): number;
    compareExchange(
      typedArray: Float32Array | Float64Array,
      index: number,
      expectedValue: number,
      replacementValue: number,
    ): number;
    load(typedArray: Float32Array | Float64Array, index: number): number;
    store(typedArray: Float32Array | Float64Array, index: number, value: number): number;
  }
}
