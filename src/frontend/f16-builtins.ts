/**
 * f16 in kernels, written in the kernel language itself: an f16 array is its 16-bit words in the
 * IR (storage 'f16', loads and stores of the bits like a u16 array), and the frontend wraps every
 * load in `tt_f16value` (bits -> the f32 value, exact) and every store in `tt_f16bits` (the value
 * rounded to f32, then to the nearest f16, ties to even). `tt.f16(x)` is the two in turn
 * (`f16Round`). Only 32-bit integer operations and the IR's internal `Math.f32bits` / `Math.bitsf32`
 * (each backend's reinterpreting cast) are used, so every device gives the bits that
 * `src/types/f16.ts` defines for the host — the same steps, written once more for kernels.
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';

/** The IR names of the f16 built-in helpers, by the name of their kernel-language source. */
export const F16_BUILTINS = {
  f16bits: 'tt_f16bits',
  f16value: 'tt_f16value',
} as const;

export type F16Builtin = keyof typeof F16_BUILTINS;

export const F16_IR_NAMES: ReadonlySet<string> = new Set(Object.values(F16_BUILTINS));

const SOURCES: Readonly<Record<F16Builtin, string>> = {
  // f32 bits -> f16 bits (src/types/f16.ts f16BitsOfF32Bits, step for step)
  f16bits: `function tt_f16bits(x) {
  const b = Math.f32bits(tt.f32(x));
  const sign = (b >>> 16) & 0x8000;
  const e = (b >>> 23) & 0xff;
  const m = b & 0x7fffff;
  if (e === 0xff) return m !== 0 ? 0x7e00 : sign | 0x7c00;
  if (e > 142) return sign | 0x7c00;
  if (e >= 113) {
    const hn = ((e - 112) << 10) | (m >>> 13);
    const rn = m & 0x1fff;
    return sign | (rn > 0x1000 || (rn === 0x1000 && (hn & 1) === 1) ? hn + 1 : hn);
  }
  if (e < 102) return sign;
  const mm = m | 0x800000;
  const shift = 126 - e;
  const hs = (mm >>> shift) | 0;
  const rs = mm & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  return sign | (rs > half || (rs === half && (hs & 1) === 1) ? hs + 1 : hs);
}`,
  // f16 bits -> the f32 value (exact; subnormals are m * 2^-24, normal f32s)
  f16value: `function tt_f16value(h) {
  const hb = h & 0xffff;
  const sign = (hb & 0x8000) << 16;
  const e = (hb >>> 10) & 0x1f;
  const m = hb & 0x3ff;
  if (e === 0x1f) return Math.bitsf32((sign | 0x7f800000 | (m << 13)) >>> 0);
  if (e !== 0) return Math.bitsf32((sign | ((e + 112) << 23) | (m << 13)) >>> 0);
  const v = tt.f32(m) * ${2 ** -24};
  return sign !== 0 ? -v : v;
}`,
};

/** The kernel-language source of a built-in f16 helper, by its IR name (undefined for others). */
export function f16Source(
  irName: string,
): { readonly name: F16Builtin; readonly source: string } | undefined {
  const name = (Object.keys(F16_BUILTINS) as F16Builtin[]).find((k) => F16_BUILTINS[k] === irName);
  return name === undefined ? undefined : { name, source: SOURCES[name] };
}

/** `tt.f16(x)`: x rounded to the nearest f16, as an f32. */
export function f16Round(x: RawExpr, loc: RawExpr['loc']): RawExpr {
  const round = helper(F16_BUILTINS.f16value, helper(F16_BUILTINS.f16bits, x));
  return loc ? { ...round, loc } : round;
}

const helper = (name: string, arg: RawExpr): RawExpr => ({
  kind: 'helper',
  type: 'unknown',
  name,
  args: [arg],
  ...(arg.loc ? { loc: arg.loc } : {}),
});

/**
 * `stmts` with each load of an f16 array (by IR name in `arrays`) read through tt_f16value and
 * each store to one converted by tt_f16bits.
 */
export function lowerF16Access(stmts: readonly RawStmt[], arrays: ReadonlySet<string>): RawStmt[] {
  if (arrays.size === 0) return [...stmts];
  const loaded = mapExprs(stmts, (e) =>
    e.kind === 'load' && arrays.has(e.array) ? helper(F16_BUILTINS.f16value, e) : e,
  );
  return mapStmts(loaded, (s) =>
    s.kind === 'store' && arrays.has(s.array) ? { ...s, value: helper(F16_BUILTINS.f16bits, s.value) } : s,
  );
}
