/**
 * One GPU as a tutti device (`cuda:N`): its memory space, its queues (CUDA streams) and its
 * kernels — rendered to CUDA C, built (cubin for the GPU's architecture, PTX if that fails) into
 * the artifact cache, loaded as a module (steps in build.ts, run by the compile service).
 */
import { ownModule } from '../../config/own-module.js';
import { InternalError } from '../../errors/errors.js';
import type { Allocation } from '../../memory/space.js';
import { count } from '../../memory/stats.js';
import type {
  BackendDevice,
  BackendQueue,
  CompileSteps,
  DeviceInfo,
  DeviceLibrary,
  ReplayLaunch,
} from '../backend.js';
import type { CudaContext } from './context.js';
import type { CublasApi, GemmDType } from './cublas.js';
import { cudaDialect } from './dialect-cuda.js';
import { CudaExecutable, type CudaQueue, createCudaQueue } from './executable.js';
import { cudaReplay } from './graph.js';
import { CudaSpace, devicePointer } from './memory.js';

/** The build modules use node: APIs: imported at the first compile (this module loads in browsers). */
const buildModule = () => ownModule(() => import('./build.js'));
/** cuBLAS goes through koffi: imported at the first matmul. */
const cublasModule = () => ownModule(() => import('./cublas.js'));

/** CUDA C -> a cubin for `arch` (or PTX when absent, JIT-compiled by the driver) -> a module. */
function cudaSteps(ctx: CudaContext, arch: string | undefined): CompileSteps<string> {
  return {
    target: `cuda ${cudaDialect.id}`,
    options: () => ({}),
    render: async (ir) => (await buildModule()).cudaSource(ir),
    text: (source) => source,
    build: {
      kind: 'cuda',
      ext: arch ? '.cubin' : '.ptx',
      toolchain: async () => (await buildModule()).cudaBuildStep({ arch }).toolchain(),
      run: async (source, work, what) =>
        (await buildModule()).cudaBuildStep({ arch }).run(source, work, what),
    },
    load: async (ir, _source, image) => {
      if (image === undefined) throw new InternalError(`CUDA kernel '${ir.name}' loaded without an image`);
      return CudaExecutable.load(ir, ctx, (await buildModule()).readImage(image));
    },
    // the image is all a load needs: warm starts find it through the IR-keyed alias, unrendered
    loadArtifact: async (ir, image) => CudaExecutable.load(ir, ctx, (await buildModule()).readImage(image)),
  };
}

export class CudaDevice implements BackendDevice {
  readonly memory: CudaSpace;
  private readonly queues: CudaQueue[] = [];
  /** cuBLAS and this context's handle, from the first matmul until close(). */
  private cublas: { readonly api: CublasApi; readonly handle: bigint } | undefined;

  constructor(
    readonly info: DeviceInfo,
    readonly ctx: CudaContext,
    /** The libcublas tt.matmul calls (found at probe); undefined: the tiled kernel runs. */
    readonly cublasPath?: string,
  ) {
    this.memory = new CudaSpace(`cuda:${info.index}`, ctx);
    // The toolkit may not know this GPU's architecture yet: then PTX, JIT-compiled by the driver.
    this.steps = [cudaSteps(ctx, `sm_${ctx.gpu.cc[0]}${ctx.gpu.cc[1]}`), cudaSteps(ctx, undefined)];
    this.library =
      cublasPath === undefined
        ? {}
        : {
            gemm: {
              name: 'cublas',
              run: (queue, dtype, dims, a, b, c) => this.gemm(queue, dtype, dims, a, b, c),
            },
          };
  }

  /** tt.matmul through cuBLAS when the probe found libcublas; without it tutti's tiled kernel runs. */
  readonly library: DeviceLibrary;

  canUse(alloc: Allocation): boolean {
    return alloc.space === this.memory;
  }

  readonly steps: readonly CompileSteps<string>[];

  get arch(): string {
    return `sm_${this.ctx.gpu.cc[0]}${this.ctx.gpu.cc[1]}`;
  }

  createQueue(): CudaQueue {
    const q = createCudaQueue(this.ctx);
    this.queues.push(q);
    return q;
  }

  /** tt.capture's graphs: one CUDA graph, one cuGraphLaunch per replay (graph.ts). */
  replay(launches: readonly ReplayLaunch[], queue: BackendQueue): Promise<void> {
    return cudaReplay(this.ctx, launches, queue as CudaQueue);
  }

  async sync(queue: unknown): Promise<void> {
    const q = queue as CudaQueue | undefined;
    if (q?.stream !== undefined) await this.ctx.wait(q.stream);
  }

  /**
   * C = A·B (row-major m×k times k×n) through cuBLAS on `queue`'s stream, over the allocations'
   * device memory; resolves when it has finished.
   */
  async gemm(
    queue: BackendQueue,
    dtype: GemmDType,
    dims: readonly [m: number, k: number, n: number],
    a: Allocation,
    b: Allocation,
    c: Allocation,
  ): Promise<void> {
    if (this.cublasPath === undefined)
      throw new InternalError(`cuBLAS matmul on ${this.memory.id}, which has none`);
    const { loadCublas, createHandle, enqueueGemm } = await cublasModule();
    const api = await loadCublas(this.cublasPath);
    this.ctx.use();
    if (!this.cublas) this.cublas = { api, handle: createHandle(api) };
    const q = queue as CudaQueue;
    count('launches');
    enqueueGemm(api, this.cublas.handle, q.stream, dtype, dims, {
      a: devicePointer(a),
      b: devicePointer(b),
      c: devicePointer(c),
    });
    await this.ctx.wait(q.stream);
  }

  close(): void {
    if (this.cublas) {
      this.ctx.use();
      this.cublas.api.destroy(this.cublas.handle);
      this.cublas = undefined;
    }
    this.memory.close();
    for (const p of this.ctx.moduleMemory.splice(0)) this.ctx.freePinned(p);
    for (const q of this.queues.splice(0)) {
      this.ctx.use().raw('memFree', q.errDevice);
      this.ctx.freePinned(q.errHost);
    }
  }
}
