/** WGSL spellings of tutti's scalar types and constants. */

import { InternalError } from '../../errors/errors.js';
import type { ScalarType } from '../../ir/nodes.js';

export function wgslType(t: ScalarType): string {
  if (t === 'f64') throw new InternalError('WGSL has no f64; the runtime refuses f64 kernels on webgpu');
  if (t === 'i64' || t === 'u64')
    throw new InternalError('WGSL has no 64-bit integers; the runtime refuses i64/u64 kernels on webgpu');
  return t;
}

const f32buf = new Float32Array(1);
const u32buf = new Uint32Array(f32buf.buffer);

/** The f32 bit pattern of `v` (after rounding to single precision). */
export function f32Bits(v: number): number {
  f32buf[0] = v;
  return u32buf[0] ?? 0;
}

function f32Literal(v: number): string {
  const f = Math.fround(v);
  const tiny = f !== 0 && Math.abs(f) < 2 ** -126;
  // NaN and Infinity are not WGSL constants: read them from private variables (see prelude.ts).
  if (Number.isNaN(f)) return 'bitcast<f32>(tt_nan_bits)';
  if (f === Number.POSITIVE_INFINITY) return 'bitcast<f32>(tt_inf_bits)';
  if (f === Number.NEGATIVE_INFINITY) return '(-bitcast<f32>(tt_inf_bits))';
  // a constant -0 reads back as +0 on llvmpipe (issue 18.7): build it from the uniform zero
  if (Object.is(f, -0)) return 'bitcast<f32>(0x80000000u | U.zero)';
  if (tiny) return `bitcast<f32>(0x${f32Bits(f).toString(16)}u)`;
  const text = `${String(Math.abs(f))}f`;
  return f < 0 ? `(-${text})` : text;
}

/** A literal of type `t` with JS value `v`. */
export function literal(t: ScalarType, v: number | boolean | bigint): string {
  // i64/u64 never reach WGSL: Kernel refuses them on webgpu (KERNEL_TYPE_UNSUPPORTED_ON_DEVICE)
  if (typeof v === 'bigint' || t === 'i64' || t === 'u64') return wgslType(t);
  const n = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  switch (t) {
    case 'bool':
      return n !== 0 && !Number.isNaN(n) ? 'true' : 'false';
    case 'i32': {
      const i = n | 0;
      if (i === -2147483648) return '(-2147483647i - 1i)';
      return i < 0 ? `(${i}i)` : `${i}i`;
    }
    case 'u32':
      return `${n >>> 0}u`;
    case 'f32':
      return f32Literal(n);
    case 'f64':
      return wgslType(t);
  }
}

/** The zero value of `t`, for variable initialisers. */
export function zero(t: ScalarType): string {
  return t === 'bool' ? 'false' : literal(t, 0);
}
