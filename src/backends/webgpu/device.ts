/// <reference types="@webgpu/types" />
/** One GPU as a tutti BackendDevice: its memory space, its WGSL compile steps, queues. */
import { setting } from '../../config/settings.js';
import type { Allocation } from '../../memory/space.js';
import {
  type BackendDevice,
  type CompileSteps,
  type DeviceInfo,
  type DeviceTraits,
  type ReplayLaunch,
  SUBGROUP_SIZES,
} from '../backend.js';
import { flushBatch } from './batch.js';
import { tooManyBuffers } from './buffer-limit.js';
import { type GpuContext, throwIfUnusable } from './context.js';
import { GpuExecutable } from './executable.js';
import { LOOP_CAPPED_ADAPTER } from './loop-cap.js';
import { GpuSpace } from './memory.js';
import { buildPipeline } from './pipeline.js';
import { type RenderedShader, renderWgsl } from './render.js';
import { gpuReplay } from './replay.js';

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
      maxWorkgroupSize: [l.maxComputeWorkgroupSizeX, l.maxComputeWorkgroupSizeY, l.maxComputeWorkgroupSizeZ],
      maxWorkgroupItems: l.maxComputeInvocationsPerWorkgroup,
      maxWorkgroupSharedBytes: l.maxComputeWorkgroupStorageSize,
      subgroupSizes: SUBGROUP_SIZES,
    },
    details: {
      backend: ctx.backend,
      featureLevel: ctx.featureLevel,
      workgroupSize: ctx.workgroupSize,
      timestamps: ctx.timestamps,
      // the optional features the device was opened with (adapters.ts OPTIONAL_FEATURES)
      features: ctx.features.join(', '),
      shaderF16: ctx.features.includes('shader-f16'),
      subgroups: ctx.features.includes('subgroups'),
      // the adapter's hardware sub-group sizes, used by collectives of a size in range (subgroups.ts)
      ...(ctx.subgroupSizes
        ? { subgroupMinSize: ctx.subgroupSizes.min, subgroupMaxSize: ctx.subgroupSizes.max }
        : {}),
      loopCap: LOOP_CAPPED_ADAPTER.test(ctx.adapterName),
      // WGSL lets a GPU round f32 `/` and sqrt loosely; software adapters round them exactly
      exactDivSqrt: !ctx.software || setting('webgpuDivSqrt').value === 'integer',
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
  /** The adapter cuts long loops (llvmpipe): kernels detect it (loop-cap.ts). */
  private readonly loopCap: boolean;
  /** f32 `/` and sqrt are computed in integers: the adapter's are not correctly rounded. */
  private readonly exactDivSqrt: boolean;
  /** The adapter's sub-group sizes, when kernels use hardware sub-groups (subgroups.ts). */
  private readonly subgroups: GpuContext['subgroupSizes'];

  constructor(
    readonly info: DeviceInfo,
    readonly ctx: GpuContext,
  ) {
    this.memory = new GpuSpace(`webgpu:${info.index}`, ctx);
    this.loopCap = info.details?.loopCap === true;
    this.exactDivSqrt = info.details?.exactDivSqrt === true;
    // webgpuSubgroups: 'emulate' keeps every collective in work-group memory
    this.subgroups = setting('webgpuSubgroups').value === 'emulate' ? undefined : ctx.subgroupSizes;
    this.traits = ctx.software ? { wideRegisterTiles: true } : { sharedMemoryTiles: true };
  }

  /** A hardware GPU stages tiles in shared memory; a software adapter keeps them in registers. */
  readonly traits: DeviceTraits;

  canUse(alloc: Allocation): boolean {
    return alloc.space === this.memory;
  }

  readonly steps: CompileSteps<RenderedShader> = {
    target: 'webgpu',
    options: () => ({
      workgroupSize: this.ctx.workgroupSize,
      loopCap: this.loopCap,
      exactDivSqrt: this.exactDivSqrt,
      ...(this.subgroups ? { subgroups: `${this.subgroups.min}-${this.subgroups.max}` } : {}),
    }),
    render: (ir) => renderWgsl(ir, this.ctx.workgroupSize, this.loopCap, this.exactDivSqrt, this.subgroups),
    text: (shader) => shader.code,
    load: async (ir, shader) => {
      throwIfUnusable(this.ctx, `compiling kernel '${ir.name}' for webgpu`);
      const limit = this.ctx.limits.maxStorageBuffersPerShaderStage;
      const compiled = await buildPipeline(this.ctx, ir.name, shader).catch((e: unknown) => {
        throw tooManyBuffers(ir, shader.layout, limit, this.info.name, e) ?? e;
      });
      return new GpuExecutable(this.ctx, ir, shader, compiled);
    },
  };

  createQueue(): null {
    return null;
  }

  lost(): string | undefined {
    return this.ctx.lost === undefined ? undefined : `the WebGPU device was lost: ${this.ctx.lost}`;
  }

  checkNotLost(what: string): void {
    if (this.ctx.lost !== undefined) throwIfUnusable(this.ctx, what);
  }

  /** tt.capture's graphs: one command buffer with every dispatch (replay.ts). */
  replay(launches: readonly ReplayLaunch[]): Promise<void> {
    return gpuReplay(this.ctx, launches);
  }

  async sync(): Promise<void> {
    if (this.ctx.lost !== undefined) return;
    flushBatch(this.ctx.device);
    await this.ctx.device.queue.onSubmittedWorkDone();
  }
}
