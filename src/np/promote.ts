/**
 * Type promotion: NumPy's rules (`np.result_type`, with NEP 50's "weak" Python scalars) adapted to
 * tutti's dtypes. The table (docs/np.md) is the join of a lattice:
 * - bool joins anything as the other type;
 * - two integers of one signedness give the wider; a signed and an unsigned give the smallest
 *   signed type holding both (i8+u8 → i16, i16+u16 → i32), and i32/u32 with u32 → f64 (tutti has
 *   no i64; NumPy 1.x did the same for int64+uint64);
 * - a float and an integer give the smallest float that holds every value of both: f32 for 8/16-bit
 *   integers, f64 for 32-bit ones (NumPy: int32 + float32 → float64), and f16 with an 8-bit one
 *   stays f16 (NumPy: int8 + float16 → float16); two floats give the wider.
 * JS numbers are weak: an integral number takes the array's type (it must fit: u8 + 300 is refused,
 * as NumPy 2 does), a non-integral one (or NaN, ±Infinity) makes an integer result float
 * (`floatOf`), and a boolean changes nothing. f64 results are refused on devices without f64.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { Device } from '../runtime/device.js';

/** The dtypes of tt.np (u8c arrays are read as u8). */
export type NpDType = 'bool' | 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32' | 'f16' | 'f32' | 'f64';

export const NP_DTYPES: readonly NpDType[] = [
  'bool',
  'i8',
  'u8',
  'i16',
  'u16',
  'i32',
  'u32',
  'f16',
  'f32',
  'f64',
];

interface Kind {
  readonly kind: 'b' | 'i' | 'u' | 'f';
  readonly bits: number;
}

const KINDS: Readonly<Record<NpDType, Kind>> = {
  bool: { kind: 'b', bits: 1 },
  i8: { kind: 'i', bits: 8 },
  u8: { kind: 'u', bits: 8 },
  i16: { kind: 'i', bits: 16 },
  u16: { kind: 'u', bits: 16 },
  i32: { kind: 'i', bits: 32 },
  u32: { kind: 'u', bits: 32 },
  f16: { kind: 'f', bits: 16 },
  f32: { kind: 'f', bits: 32 },
  f64: { kind: 'f', bits: 64 },
};

const byKind = (kind: 'i' | 'u' | 'f', bits: number): NpDType => `${kind}${bits}` as NpDType;

export function isFloat(t: NpDType): boolean {
  return KINDS[t].kind === 'f';
}
export function isUnsigned(t: NpDType): boolean {
  return KINDS[t].kind === 'u';
}

/** The smallest float holding every value of `t` exactly (bool and 8/16-bit integers: f32). */
export function floatOf(t: NpDType): NpDType {
  const k = KINDS[t];
  if (k.kind === 'f') return t;
  return k.bits <= 16 ? 'f32' : 'f64';
}

/** The promoted type of two dtypes (the table in docs/np.md). */
export function promoteTypes(a: NpDType, b: NpDType): NpDType {
  if (a === b) return a;
  const x = KINDS[a];
  const y = KINDS[b];
  if (x.kind === 'b') return b;
  if (y.kind === 'b') return a;
  if (x.kind === 'f' || y.kind === 'f') {
    const fl = x.kind === 'f' ? x : y;
    const other = x.kind === 'f' ? y : x;
    if (other.kind === 'f') return byKind('f', Math.max(fl.bits, other.bits));
    // the smallest float holding every value of the integer: f16 (11-bit significand) for 8-bit ones
    const needed = other.bits <= 8 ? 16 : other.bits <= 16 ? 32 : 64;
    return byKind('f', Math.max(fl.bits, needed));
  }
  if (x.kind === y.kind) return byKind(x.kind, Math.max(x.bits, y.bits));
  const s = x.kind === 'i' ? x : y;
  const u = x.kind === 'u' ? x : y;
  if (s.bits > u.bits) return byKind('i', s.bits);
  return u.bits * 2 <= 32 ? byKind('i', u.bits * 2) : 'f64';
}

/** A JS scalar operand's weak kind. */
export type ScalarKind = 'bool' | 'int' | 'float';

function scalarKind(v: number | boolean): ScalarKind {
  if (typeof v === 'boolean') return 'bool';
  return Number.isInteger(v) ? 'int' : 'float';
}

/** The range of each integer type, for weak integer scalars. */
const RANGE: Readonly<Partial<Record<NpDType, readonly [number, number]>>> = {
  i8: [-128, 127],
  u8: [0, 255],
  i16: [-32768, 32767],
  u16: [0, 65535],
  i32: [-(2 ** 31), 2 ** 31 - 1],
  u32: [0, 2 ** 32 - 1],
};

/**
 * The result type of an operation on arrays of `arrays` dtypes and JS scalars `scalars` (NEP 50:
 * scalars are weak), checking that each integral scalar fits an integer result.
 */
export function resultType(
  op: string,
  arrays: readonly NpDType[],
  scalars: readonly (number | boolean)[],
): NpDType {
  // Folded in the table's order (integers before floats), so the operands' order never matters:
  // the join is not associative (i16, u16, f32 gives f64 this way, as NumPy's result_type does).
  const sorted = [...arrays].sort((a, b) => NP_DTYPES.indexOf(a) - NP_DTYPES.indexOf(b));
  let r: NpDType = sorted.reduce<NpDType>((a, b) => promoteTypes(a, b), 'bool');
  const kinds = scalars.map(scalarKind);
  if (r === 'bool' && kinds.includes('int')) r = 'i32';
  if (kinds.includes('float')) r = floatOf(r);
  const range = RANGE[r];
  if (range) {
    for (const v of scalars) {
      if (typeof v === 'number' && (v < range[0] || v > range[1])) {
        throw new ArrayOpError(
          'OP_BAD_ARGUMENT',
          op,
          `the number ${v} does not fit the ${r} result (${range[0]}..${range[1]}); convert the array first (np.astype(x, tt.f64) or a wider integer)`,
        );
      }
    }
  }
  return r;
}

/** Refuses a type the device cannot compute in (f64 on WebGPU) before anything runs. */
export function refuseMissingType(op: string, t: NpDType, device: Device, why: string): void {
  if (t === 'f64' && !device.caps.f64) {
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `${why} is f64, and device ${device.id} has no f64 (tutti never computes f64 in f32 silently); convert the operands to f32 (np.astype(x, tt.f32)), or run on a CPU device (x.to('cpu'))`,
    );
  }
}
