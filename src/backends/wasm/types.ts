/**
 * Shared pieces of wasm codegen: the binaryen handle (loaded lazily), IR type -> wasm type, and
 * the per-function context that maps IR variables to wasm locals.
 */
import type binaryenNs from 'binaryen';
import { ownModule } from '../../config/own-module.js';
import type { ScalarType } from '../../ir/nodes.js';
import { DTYPES } from '../../types/dtype.js';
import { importBinaryen } from './binaryen-import.js';

export type Binaryen = typeof binaryenNs;
export type Mod = binaryenNs.Module;
export type X = binaryenNs.ExpressionRef;
export type WType = binaryenNs.Type;

let loading: Promise<Binaryen> | undefined;

function isNode(): boolean {
  const p = (globalThis as { process?: { versions?: { node?: unknown } } }).process;
  return typeof p?.versions?.node === 'string';
}

/**
 * Loads binaryen (≈15 MB) on first use only, never when tutti is imported: in Node through the
 * split files and V8's code cache, else a plain import (binaryen-node.ts); in browsers with an
 * import resolved at run time (binaryen-import.ts: bundlers leave binaryen out).
 */
export function loadBinaryen(): Promise<Binaryen> {
  loading ??= (async () => {
    if (isNode()) return (await ownModule(() => import('./binaryen-node.js'))).loadBinaryenInNode();
    return importBinaryen();
  })();
  return loading;
}

export function wtype(b: Binaryen, t: ScalarType): WType {
  switch (t) {
    case 'f32':
      return b.f32;
    case 'f64':
      return b.f64;
    case 'i64':
    case 'u64':
      return b.i64;
    default:
      return b.i32;
  }
}

/**
 * An i64 constant. The binaryen in use takes one BigInt (`i64.const now takes a single argument`);
 * its type declarations still name (low, high) words, hence the cast.
 */
export function i64Const(m: Mod, v: bigint): X {
  // binaryen's declarations name (low, high); the library takes one BigInt (see above)
  return (m.i64.const as unknown as (value: bigint) => X)(BigInt.asIntN(64, v));
}

export const isInt = (t: ScalarType): t is 'i32' | 'u32' => t === 'i32' || t === 'u32';

/** Byte size of an array element of `t` (arrays are i32, u32, f32 or f64). */
export const elemBytes = (t: ScalarType): number => DTYPES[t].bytes;

/** A wasm local of a function being generated. */
export interface LocalSlot {
  readonly index: number;
  readonly type: ScalarType;
}

/** Per-function codegen state: named IR variables -> wasm locals, scratch locals, loop labels. */
export class FnContext {
  readonly vars = new Map<string, LocalSlot>();
  /** wasm types of every local (params first). */
  readonly types: WType[] = [];
  private label = 0;
  /** Labels of enclosing loops: [break, continue]. */
  readonly loops: { brk: string; cont: string }[] = [];

  constructor(
    readonly b: Binaryen,
    readonly m: Mod,
    readonly nParams: number,
    paramTypes: readonly WType[],
  ) {
    this.types.push(...paramTypes);
  }

  declare(name: string, type: ScalarType, index?: number): LocalSlot {
    const slot = { index: index ?? this.scratchRaw(wtype(this.b, type)), type };
    this.vars.set(name, slot);
    return slot;
  }

  /** A fresh unnamed local of wasm type `t`. */
  scratchRaw(t: WType): number {
    this.types.push(t);
    return this.types.length - 1;
  }

  scratch(t: ScalarType): number {
    return this.scratchRaw(wtype(this.b, t));
  }

  newLabel(prefix: string): string {
    return `${prefix}${this.label++}`;
  }

  /** Local types beyond the parameters, for addFunction. */
  extraLocals(): WType[] {
    return this.types.slice(this.nParams);
  }
}

/** Items per SIMD block: 4 (f32x4 / i32x4) or, for kernels with f64 values, 2 (f64x2). */
export type LaneWidth = 4 | 2;
