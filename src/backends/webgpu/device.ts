/// <reference types="@webgpu/types" />
/** One GPU as a tutti BackendDevice: its memory space, WGSL compilation with a cache, queues. */
import { contentKey } from '../../ir/key.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { Allocation } from '../../memory/space.js';
import { count } from '../../memory/stats.js';
import type { BackendDevice, DeviceInfo, Executable } from '../backend.js';
import { type GpuContext, throwIfUnusable } from './context.js';
import { GpuExecutable } from './executable.js';
import { GpuSpace } from './memory.js';
import { buildPipeline } from './pipeline.js';
import { renderWgsl } from './render.js';

export function deviceInfo(index: number, ctx: GpuContext): DeviceInfo {
  const l = ctx.limits;
  const maxBytes = Math.min(l.maxBufferSize, l.maxStorageBufferBindingSize);
  return {
    index,
    name: ctx.adapterName,
    kind: 'gpu',
    software: ctx.software,
    caps: {
      f64: false,
      atomics: true,
      maxRange: [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1],
      maxBufferBytes: maxBytes,
    },
    details: {
      backend: ctx.backend,
      featureLevel: ctx.featureLevel,
      workgroupSize: ctx.workgroupSize,
      maxBufferSize: l.maxBufferSize,
      maxStorageBufferBindingSize: l.maxStorageBufferBindingSize,
      maxStorageBuffersPerShaderStage: l.maxStorageBuffersPerShaderStage,
      maxComputeWorkgroupsPerDimension: l.maxComputeWorkgroupsPerDimension,
      maxComputeInvocationsPerWorkgroup: l.maxComputeInvocationsPerWorkgroup,
    },
  };
}

export class GpuDevice implements BackendDevice {
  readonly memory: GpuSpace;
  private readonly pipelines = new Map<string, Promise<Executable>>();

  constructor(
    readonly info: DeviceInfo,
    readonly ctx: GpuContext,
  ) {
    this.memory = new GpuSpace(`webgpu:${info.index}`, ctx);
  }

  canUse(alloc: Allocation): boolean {
    return alloc.space === this.memory;
  }

  source(ir: KernelIR): string {
    return renderWgsl(ir, this.ctx.workgroupSize).code;
  }

  compile(ir: KernelIR): Promise<Executable> {
    const key = contentKey(ir);
    const hit = this.pipelines.get(key);
    if (hit) {
      count('compileCacheHits');
      return hit;
    }
    count('compiles');
    const p = (async (): Promise<Executable> => {
      throwIfUnusable(this.ctx, `compiling kernel '${ir.name}' for webgpu`);
      const shader = renderWgsl(ir, this.ctx.workgroupSize);
      const compiled = await buildPipeline(this.ctx, ir.name, shader);
      return new GpuExecutable(this.ctx, ir, shader, compiled);
    })();
    this.pipelines.set(key, p);
    p.catch(() => this.pipelines.delete(key));
    return p;
  }

  createQueue(): null {
    return null;
  }

  async sync(): Promise<void> {
    if (this.ctx.lost === undefined) await this.ctx.device.queue.onSubmittedWorkDone();
  }
}
