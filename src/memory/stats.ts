/** Counters that make laziness observable: every copy between spaces, launches and compiles. */
export interface Stats {
  /** Copies from a host-addressable allocation into a device's memory. */
  hostToDevice: number;
  /** Copies from device memory into host memory. */
  deviceToHost: number;
  /** Copies between two device memories. */
  deviceToDevice: number;
  /** Copies into or out of another library's memory (the array exchange: TF.js, jax-js). */
  interopCopies: number;
  /** Bytes moved by all the copies above. */
  bytesMoved: number;
  /** Strided views (tt.np) copied to contiguous memory or back, each one of the launches below. */
  viewCopies: number;
  /** Kernel launches that ran. */
  launches: number;
  /** Kernels built by a backend (cache misses). */
  compiles: number;
  /** Builds answered from a cache. */
  compileCacheHits: number;
}

const zero = (): Stats => ({
  hostToDevice: 0,
  deviceToHost: 0,
  deviceToDevice: 0,
  interopCopies: 0,
  bytesMoved: 0,
  viewCopies: 0,
  launches: 0,
  compiles: 0,
  compileCacheHits: 0,
});

let current: Stats = zero();

/** A snapshot of the counters since start or the last reset. */
export function stats(): Readonly<Stats> {
  return { ...current };
}

export function resetStats(): void {
  current = zero();
}

export function count(field: keyof Stats, n = 1): void {
  current[field] += n;
}
