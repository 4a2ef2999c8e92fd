/**
 * IR -> compiled WebAssembly.Module, cached in memory by the IR's content key and the codegen
 * options (SIMD on/off, shared memory). binaryen is imported on the first compile only.
 */
import { contentKey } from '../../ir/key.js';
import type { KernelIR } from '../../ir/nodes.js';
import { count } from '../../memory/stats.js';
import { buildModule } from './module.js';
import { loadBinaryen } from './types.js';

export interface CompiledKernel {
  readonly key: string;
  readonly module: WebAssembly.Module;
  readonly text: string;
  /** True when the kernel got a SIMD main loop. */
  readonly simd: boolean;
  /** The kernel rank. */
  readonly rank: number;
}

/** Codegen switches (for benchmarks and tests: SIMD off gives the scalar-wasm column). */
export const wasmCodegen = { simd: true };

const cache = new Map<string, Promise<CompiledKernel>>();

export function compileKernel(ir: KernelIR, shared: boolean): Promise<CompiledKernel> {
  const key = contentKey({ ir, simd: wasmCodegen.simd, shared, v: 1 });
  const hit = cache.get(key);
  if (hit) {
    count('compileCacheHits');
    return hit;
  }
  count('compiles');
  const p = loadBinaryen().then((b) => {
    const built = buildModule(b, ir, { simd: wasmCodegen.simd, shared });
    return {
      key,
      module: new WebAssembly.Module(built.binary as Uint8Array<ArrayBuffer>),
      text: built.text,
      simd: built.simd,
      rank: ir.rank,
    };
  });
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  return p;
}
