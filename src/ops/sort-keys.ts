/**
 * Sort keys as kernel helpers: u32 values whose unsigned order is the wanted order of a dtype, and
 * back. i32 flips the sign bit; f32 (read as its bits) flips the sign bit of positives and every
 * bit of negatives (so -Infinity … -0 < +0 … +Infinity) and every NaN becomes 0xFFFFFFFF (last, as
 * Float32Array.prototype.sort puts them; it comes back as the canonical quiet NaN 0x7FC00000). u32
 * and keys already made are their own keys. The kernels that call them take the constants of
 * `keyConstants` and read f32 arrays through a u32 view of their bits (bit-view.ts).
 */
import * as dt from '../types/dtype.js';

/** What a kernel's `src` holds: a sortable dtype, or u32 keys already made. */
export type KeySource = 'i32' | 'u32' | 'f32' | 'keys';

export function keyConstants(src: KeySource): { KEY_F32: boolean; KEY_FLIP: boolean } {
  return { KEY_F32: src === 'f32', KEY_FLIP: src === 'i32' };
}

// One return at the end: with the constants folded, an early return would leave code WGSL
// compilers warn is unreachable.

/** The key of one element (f32: its bits). */
export function sortKey(s: number): number {
  let k = dt.u32(s);
  if (KEY_F32) {
    if ((s & 0x7fffffff) > 0x7f800000) k = dt.u32(0xffffffff);
    else if (s >>> 31 !== 0) k = dt.u32(s ^ 0xffffffff);
    else k = dt.u32(s | 0x80000000);
  } else if (KEY_FLIP) k = dt.u32(dt.u32(s) ^ 0x80000000);
  return k;
}

/** The element (f32: its bits; i32 as the u32 of the same bits, which an i32 store wraps back) of a key. */
export function keyValue(k: number): number {
  let v = dt.u32(k);
  if (KEY_F32) {
    if (k === 0xffffffff) v = dt.u32(0x7fc00000);
    else if (k >>> 31 !== 0) v = dt.u32(k ^ 0x80000000);
    else v = dt.u32(k ^ 0xffffffff);
  } else if (KEY_FLIP) v = dt.u32(k ^ 0x80000000);
  return v;
}

declare const KEY_F32: boolean;
declare const KEY_FLIP: boolean;
