/**
 * IR -> compiled WebAssembly.Module. Layers: this process's memory (by the IR's content key and
 * codegen options), then, in Node, the shared artifact cache on disk (src/cache: a warm start
 * skips binaryen entirely), then a build with binaryen, which is imported on the first build only.
 */
import { contentKey } from '../../ir/key.js';
import type { KernelIR } from '../../ir/nodes.js';
import { count } from '../../memory/stats.js';
import { buildModule } from './module.js';
import { simdVerdict } from './simd-analysis.js';
import { loadBinaryen } from './types.js';

export interface CompiledKernel {
  readonly key: string;
  readonly module: WebAssembly.Module;
  /** True when the kernel got a SIMD main loop. */
  readonly simd: boolean;
}

/** Codegen switches (for benchmarks and tests: SIMD off gives the scalar-wasm column). */
export const wasmCodegen = { simd: true, diskCache: true };

/** Bump when generated code changes for the same IR (invalidates disk-cached modules). */
const CODEGEN_VERSION = 9;
const TOOLCHAIN = 'binaryen-132';

const cache = new Map<string, Promise<CompiledKernel>>();

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';
/** Running from TypeScript sources (tests, development): codegen may change without a version bump. */
const fromSources = import.meta.url.endsWith('.ts');

async function buildBinary(ir: KernelIR, simd: boolean, shared: boolean): Promise<Uint8Array> {
  const b = await loadBinaryen();
  return buildModule(b, ir, { simd, shared }).binary;
}

async function cachedBinary(
  ir: KernelIR,
  irKey: string,
  simd: boolean,
  shared: boolean,
): Promise<Uint8Array> {
  if (!isNode || fromSources || !wasmCodegen.diskCache) {
    count('compiles');
    return buildBinary(ir, simd, shared);
  }
  const [{ getOrBuild }, fs, path] = await Promise.all([
    import('../../cache/artifact-cache.js'),
    import('node:fs/promises'),
    import('node:path'),
  ]);
  const parts = { ir: irKey, simd, shared, codegen: CODEGEN_VERSION, toolchain: TOOLCHAIN };
  const entry = await getOrBuild('wasm', parts, '.wasm', async (work) => {
    const out = path.join(work, 'kernel.wasm');
    await fs.writeFile(out, await buildBinary(ir, simd, shared));
    return out;
  });
  return new Uint8Array(await fs.readFile(entry.path));
}

export function compileKernel(ir: KernelIR, shared: boolean): Promise<CompiledKernel> {
  const simd = wasmCodegen.simd;
  const irKey = contentKey(ir);
  const key = `${irKey}:${simd ? 's' : 'n'}${shared ? 'S' : 'U'}`;
  const hit = cache.get(key);
  if (hit) {
    count('compileCacheHits');
    return hit;
  }
  const p = cachedBinary(ir, irKey, simd, shared).then((binary) => ({
    key,
    module: new WebAssembly.Module(binary as Uint8Array<ArrayBuffer>),
    simd: simd && simdVerdict(ir).simd,
  }));
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  return p;
}

/** The module text (wat) of `ir`, for `tutti compile --backend wasm --emit`. */
export async function moduleText(ir: KernelIR, shared: boolean): Promise<string> {
  const b = await loadBinaryen();
  return buildModule(b, ir, { simd: wasmCodegen.simd, shared }).text;
}
