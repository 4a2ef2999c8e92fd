/**
 * One GPU as a tutti device (`cuda:N`): its memory space, its queues (CUDA streams) and its
 * kernels — rendered to CUDA C, built (cubin for the GPU's architecture, PTX if that fails) into
 * the artifact cache, loaded as a module. The build modules use node: APIs and are imported
 * dynamically at the first compile.
 */
import type { KernelIR } from '../../ir/nodes.js';
import type { Allocation } from '../../memory/space.js';
import type { BackendDevice, DeviceInfo, Executable } from '../backend.js';
import type { CudaContext } from './context.js';
import { CudaExecutable, type CudaQueue, createCudaQueue } from './executable.js';
import { CudaSpace } from './memory.js';

export class CudaDevice implements BackendDevice {
  readonly memory: CudaSpace;
  private readonly queues: CudaQueue[] = [];

  constructor(
    readonly info: DeviceInfo,
    readonly ctx: CudaContext,
  ) {
    this.memory = new CudaSpace(`cuda:${info.index}`, ctx);
  }

  canUse(alloc: Allocation): boolean {
    return alloc.space === this.memory;
  }

  get arch(): string {
    return `sm_${this.ctx.gpu.cc[0]}${this.ctx.gpu.cc[1]}`;
  }

  async compile(ir: KernelIR): Promise<Executable> {
    const { buildCudaKernel, readImage } = await import('./build.js');
    let built: { path: string };
    try {
      built = await buildCudaKernel(ir, { arch: this.arch });
    } catch (first) {
      // The toolkit may not know this GPU's architecture yet: PTX, JIT-compiled by the driver.
      try {
        built = await buildCudaKernel(ir);
      } catch {
        throw first;
      }
    }
    return CudaExecutable.load(ir, this.ctx, readImage(built.path));
  }

  async source(ir: KernelIR): Promise<string> {
    const { cudaSource } = await import('./build.js');
    return cudaSource(ir);
  }

  createQueue(): CudaQueue {
    const q = createCudaQueue(this.ctx);
    this.queues.push(q);
    return q;
  }

  async sync(queue: unknown): Promise<void> {
    const q = queue as CudaQueue | undefined;
    if (q?.stream !== undefined) await this.ctx.wait(q.stream);
  }

  close(): void {
    this.memory.close();
    for (const q of this.queues.splice(0)) {
      this.ctx.use().raw('cuMemFree_v2', q.errDevice);
      this.ctx.freePinned(q.errHost);
    }
  }
}
