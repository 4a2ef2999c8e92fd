/**
 * binaryen's own WebAssembly (10 MB) with V8's baseline compiler only. By default V8 compiles each
 * wasm function with Liftoff and recompiles the hot ones with TurboFan on background threads; for
 * binaryen's optimiser that recompilation cost a first wasm kernel ~1 s of CPU (~3× the rest) and
 * finished after the kernel did. V8 decides a function's tiers when it compiles it (binaryen's are
 * compiled lazily, on first call), from process-wide flags: so the flags say "Liftoff only" exactly
 * while binaryen is instantiated or runs (`baselineOnly`), and a kernel's module compiled meanwhile
 * gets the usual tiers (`fullTiers`). Node only (v8.setFlagsFromString); nothing changes where the
 * user set wasm tiering flags of their own, or in browsers. `TUTTI_DEBUG=wasm` says which applies.
 */
import { debugLog } from '../../config/debug.js';

interface V8Flags {
  setFlagsFromString(flags: string): void;
}

const BASELINE = ['--liftoff-only'];
/** --liftoff-only also turned these off (V8 flag implications), so they are turned back on. */
const DEFAULT = ['--no-liftoff-only', '--wasm-tier-up', '--wasm-dynamic-tiering'];
/** Flags of the user's that decide tiers: leave V8 alone then. */
const USER_TIERING = /liftoff|tier-up|dynamic-tiering|wasm-lazy|turbofan|no-opt\b|jitless/;

let engine: V8Flags | null | undefined;
let depth = 0;

function v8(): V8Flags | null {
  if (engine !== undefined) return engine;
  engine = null;
  const p = (
    globalThis as {
      process?: {
        getBuiltinModule?: (id: string) => unknown;
        execArgv?: string[];
        env?: Record<string, string | undefined>;
      };
    }
  ).process;
  const flags = `${(p?.execArgv ?? []).join(' ')} ${p?.env?.NODE_OPTIONS ?? ''}`;
  if (USER_TIERING.test(flags)) {
    debugLog('wasm', 'wasm tiering flags given: binaryen runs with V8 defaults');
    return engine;
  }
  const m = p?.getBuiltinModule?.('node:v8') as Partial<V8Flags> | undefined;
  if (typeof m?.setFlagsFromString === 'function') engine = m as V8Flags;
  return engine;
}

function set(flags: readonly string[]): void {
  const e = v8();
  if (e) for (const f of flags) e.setFlagsFromString(f);
}

function enter(): void {
  if (depth++ === 0) set(BASELINE);
}

function leave(): void {
  if (--depth === 0) set(DEFAULT);
}

/** Runs `fn` (which calls into binaryen) with wasm functions compiled by Liftoff only. */
export function baselineOnly<T>(fn: () => T): T {
  enter();
  try {
    return fn();
  } finally {
    leave();
  }
}

/** baselineOnly for an asynchronous step (binaryen's instantiation). */
export async function baselineOnlyAsync<T>(fn: () => Promise<T>): Promise<T> {
  enter();
  try {
    return await fn();
  } finally {
    leave();
  }
}

/** Runs `fn` (which compiles a kernel's module) with V8's usual tiers, even inside a baselineOnly step. */
export function fullTiers<T>(fn: () => T): T {
  if (depth === 0) return fn();
  set(DEFAULT);
  try {
    return fn();
  } finally {
    set(BASELINE);
  }
}
