/**
 * tt.matmul on the wasm device: the GEMM module (gemm-module.ts) run on the device's worker pool,
 * on the arrays' own memory in the shared WebAssembly.Memory (no copies of A, B or C). One call:
 * phase 0 packs B into a temporary panel buffer (rows of B split over the workers), phase 1
 * computes row blocks of C (split over the workers; the pool balances its chunks). Calls too small
 * to pay for the workers run on the calling thread (the runner decides, as for kernels).
 *
 * The module is built with binaryen once per process and dtype; in Node its binary is kept in the
 * compile cache (kind 'wasm', keyed by the shape, the memory kind and tutti's code identity), so a
 * warm process loads it without importing binaryen.
 */
import { ownModule } from '../../config/own-module.js';
import { InternalError } from '../../errors/errors.js';
import { count } from '../../memory/stats.js';
import { baselineOnly, fullTiers } from './baseline.js';
import type { CompiledKernel } from './compile.js';
import { bytesOf, GEMM_SHAPES, type GemmDType, type GemmShape, nrOf, renderGemm } from './gemm-module.js';
import { WasmAllocation, type WasmSpace } from './memory.js';
import type { Runner } from './runner.js';
import { loadBinaryen } from './types.js';

const TARGET = 'wasm binaryen-132';

const isNode =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

/**
 * Work per pool "item" (the runner runs calls under 2048 items on the calling thread and makes
 * chunks of at least 16384): multiply-adds of the compute phase (inline below 2^19, ~0.1 ms on one
 * core, chunks of 2^22) and elements copied by the pack phase (inline below 2^15).
 */
const MACS_PER_ITEM = 256;
const PACKED_PER_ITEM = 16;

async function optimisedBinary(s: GemmShape, shared: boolean): Promise<Uint8Array> {
  const b = await loadBinaryen();
  return baselineOnly(() => {
    const m = renderGemm(b, s, shared);
    try {
      b.setOptimizeLevel(3);
      b.setShrinkLevel(0);
      m.optimize();
      return m.emitBinary();
    } finally {
      m.dispose();
    }
  });
}

/** The optimised binary: from the disk cache in Node (built into it when missing), else built here. */
async function binaryFor(s: GemmShape, shared: boolean): Promise<Uint8Array> {
  if (!isNode) {
    count('compiles');
    return optimisedBinary(s, shared);
  }
  const [{ withArtifact }, { codeIdentity }, io] = await Promise.all([
    ownModule(() => import('../../cache/artifact-cache.js')),
    ownModule(() => import('../../cache/key.js')),
    ownModule(() => import('./artifact-io.js')),
  ]);
  const parts = { gemm: JSON.stringify(s), shared, code: codeIdentity(), target: TARGET };
  return withArtifact(
    'wasm',
    parts,
    '.wasm',
    async (work) => io.writeArtifact(work, await optimisedBinary(s, shared)),
    (path) => io.readArtifact(path),
    { name: `gemm_${s.dtype}` },
  );
}

const modules = new Map<string, Promise<CompiledKernel>>();

/** The compiled GEMM of `dtype` for a memory that is (not) shared; built once per process. */
export function gemmModule(dtype: GemmDType, shared: boolean): Promise<CompiledKernel> {
  const key = `gemm-${dtype}-${shared ? 'shared' : 'local'}`;
  let p = modules.get(key);
  if (!p) {
    p = binaryFor(GEMM_SHAPES[dtype], shared).then((binary) => ({
      key,
      module: fullTiers(() => new WebAssembly.Module(binary as Uint8Array<ArrayBuffer>)),
      simd: true,
    }));
    // a failed build is not remembered: the next call tries again
    p.catch(() => modules.delete(key));
    modules.set(key, p);
  }
  return p;
}

/** Forgets the modules built in this process (tests of the disk cache; the disk entries stay). */
export function forgetGemmModules(): void {
  modules.clear();
}

/** What the GEMM runs on: a wasm device's memory and worker pool (the device passes its own). */
export interface GemmTarget {
  readonly memory: WasmSpace;
  readonly runner: Runner;
}

function offsetOf(a: unknown, what: string): number {
  if (!(a instanceof WasmAllocation))
    throw new InternalError(`the wasm GEMM got ${what} outside wasm memory`);
  return a.offset;
}

/**
 * C = A·B on `device`'s worker pool: A [m×k], B [k×n], C [m×n], row-major allocations of `dtype`
 * in the device's wasm memory. Every element of C is written (C's old contents are not read).
 */
export async function wasmGemm(
  dev: GemmTarget,
  dtype: GemmDType,
  a: unknown,
  b: unknown,
  c: unknown,
  m: number,
  k: number,
  n: number,
): Promise<void> {
  const [A, B, C] = [offsetOf(a, 'A'), offsetOf(b, 'B'), offsetOf(c, 'C')];
  const s = GEMM_SHAPES[dtype];
  const compiled = await gemmModule(dtype, dev.memory.shared);
  const nr = nrOf(s);
  const es = bytesOf(dtype);
  const blocks = Math.ceil(m / s.mr);
  // packed B (whole panels) and one edge tile per row block, freed when the call ends
  const packed = dev.memory.alloc('u8', k * Math.ceil(n / nr) * nr * es);
  const tiles = dev.memory.alloc('u8', blocks * s.mr * nr * es);
  try {
    const args = (phase: number) => [phase, A, B, C, m, k, n, packed.offset, tiles.offset];
    count('launches');
    await dev.runner.run(compiled, [k], args(0), 0, Math.max(1, Math.ceil(n / PACKED_PER_ITEM)));
    const inner = Math.max(1, Math.ceil((s.mr * k * n) / MACS_PER_ITEM));
    await dev.runner.run(compiled, [blocks], args(1), 0, inner);
  } finally {
    dev.memory.free(packed);
    dev.memory.free(tiles);
  }
}
