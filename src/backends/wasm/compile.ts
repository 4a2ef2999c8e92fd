/**
 * The wasm backend's compile steps: IR -> a binaryen module (validated; its text is the generated
 * source) -> binaryen's optimiser (-O3), whose binary the compile service caches on disk in Node
 * (in every mode, keyed by the IR and the identity of tutti's code, so a warm start loads it
 * without importing binaryen) -> WebAssembly.Module. binaryen is imported at the first render only.
 */
import { ownModule } from '../../config/own-module.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { CompileSteps, Executable } from '../backend.js';
import { fullTiers } from './baseline.js';
import { libraryMath } from './math/library.js';
import { optimizeModule, type RenderedModule, renderModule } from './module.js';
import { simdVerdict } from './simd-analysis.js';
import { loadBinaryen } from './types.js';

export interface CompiledKernel {
  /** Identifies the module among those sent to workers (the generated text's hash). */
  readonly key: string;
  readonly module: WebAssembly.Module;
  /** True when the kernel got a SIMD main loop. */
  readonly simd: boolean;
}

/** Codegen switches (for benchmarks and tests: SIMD off gives the scalar-wasm column). */
export const wasmCodegen = { simd: true };

let modules = 0;

/** Rendered modules the build step optimised (and so disposed). */
const optimised = new WeakSet<RenderedModule>();

function compiled(binary: Uint8Array, simd: boolean): CompiledKernel {
  modules += 1;
  return {
    key: `m${modules}`,
    module: fullTiers(() => new WebAssembly.Module(binary as Uint8Array<ArrayBuffer>)),
    simd,
  };
}

/** The optimised binary, read from the disk cache's artifact or optimised here. */
async function binaryOf(r: RenderedModule, artifact: string | undefined): Promise<Uint8Array> {
  if (artifact === undefined) return optimizeModule(await loadBinaryen(), r).binary;
  if (!optimised.has(r)) r.module.dispose();
  return (await ownModule(() => import('./artifact-io.js'))).readArtifact(artifact);
}

/** The steps of the wasm device; `shared`: the memory is a SharedArrayBuffer (threads). */
export function wasmSteps(
  shared: boolean,
  wrap: (ir: KernelIR, k: CompiledKernel) => Executable,
): CompileSteps<RenderedModule> {
  return {
    target: 'wasm binaryen-132',
    options: () => ({ simd: wasmCodegen.simd, shared, libraryMath: libraryMath.enabled }),
    render: async (ir) => renderModule(await loadBinaryen(), ir, { simd: wasmCodegen.simd, shared }),
    text: (r) => r.text,
    build: {
      kind: 'wasm',
      ext: '.wasm',
      // binaryen takes ~0.4 s to import: key by the IR and tutti's code, so warm starts skip it
      keyBy: 'ir',
      toolchain: () => ({ optimizer: 'binaryen-132 -O3' }),
      async run(r, work) {
        const io = await ownModule(() => import('./artifact-io.js'));
        optimised.add(r);
        const { binary } = optimizeModule(await loadBinaryen(), r);
        return io.writeArtifact(work, binary);
      },
    },
    load: async (ir, r, artifact) => wrap(ir, compiled(await binaryOf(r, artifact), r.simd)),
    loadArtifact: async (ir, artifact) => {
      const simd = wasmCodegen.simd && !ir.workgroup && simdVerdict(ir).simd;
      return wrap(
        ir,
        compiled(await (await ownModule(() => import('./artifact-io.js'))).readArtifact(artifact), simd),
      );
    },
  };
}

/** Compiles `ir` without any cache (tests that drive a Runner directly). */
export async function compileKernel(ir: KernelIR, shared: boolean): Promise<CompiledKernel> {
  const r = renderModule(await loadBinaryen(), ir, { simd: wasmCodegen.simd, shared });
  return compiled(optimizeModule(await loadBinaryen(), r).binary, r.simd);
}
