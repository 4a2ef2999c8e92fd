/** The 64-bit integer kernels of int64.test.ts, shared with the CUDA compile check (nvcc-int64.test.ts). */
import * as tt from '../../src/index.js';

export const lowBits = (a: bigint) => a & 0xffffn;

/** Steps of the Collatz sequence from start[i] down to 1 (Harmonize's 64-bit version). */
export const collatz = tt.kernel(
  { start: tt.arrayOf(tt.u64), steps: tt.arrayOf(tt.i32), peak: tt.arrayOf(tt.u64) },
  (i, { start, steps, peak }) => {
    let n = start[i];
    let top = n;
    let s = 0;
    while (n !== 1n) {
      if (n % 2n === 0n) n = n / 2n;
      else n = BigInt.asUintN(64, 3n * n + 1n);
      if (n > top) top = n;
      s++;
    }
    steps[i] = s;
    peak[i] = top;
  },
);

/** Wrapping arithmetic, a store wrapping as BigInt64Array does, conversions both ways. */
export const mix = tt.kernel(
  { a: tt.arrayOf(tt.i64), out: tt.arrayOf(tt.i64), f: tt.arrayOf(tt.f64), u: tt.arrayOf(tt.u64) },
  (i, { a, out, f, u }) => {
    const x = a[i];
    out[i] = x * 6364136223846793005n + 1442695040888963407n; // wraps on store, like JS
    const q = x / 7n;
    const r = x % 7n;
    f[i] = Number(q) + Number(r) / 8 + Number(BigInt.asIntN(64, BigInt(i) << 2n));
    u[i] = BigInt.asUintN(64, ((x >> 3n) ^ (x & 0xffn)) | -x);
  },
);

/** A tt.u64 scalar passed as a bigint, a BigInt condition and a helper over BigInts. */
export const affine = tt.kernel(
  { x: tt.arrayOf(tt.u64), k: tt.u64, off: tt.i64 },
  (i, { x, k, off }) => {
    const v = x[i];
    if (v) x[i] = v * k + BigInt.asUintN(64, off);
    else x[i] = BigInt.asUintN(64, lowBits(BigInt.asIntN(64, BigInt.asIntN(64, v) - off)));
  },
  { helpers: { lowBits } },
);
