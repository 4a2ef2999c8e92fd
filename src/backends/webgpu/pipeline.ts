/// <reference types="@webgpu/types" />
/**
 * WGSL -> GPUComputePipeline with an explicit bind-group layout (so unused bindings stay bindable
 * and read-only arrays are bound read-only). Compilation errors are collected from
 * getCompilationInfo and the validation error scopes, and become one
 * KernelBuildError.
 */
import type { BindingLayout } from './bindings.js';
import { ShaderStage } from './constants.js';
import type { GpuContext } from './context.js';
import type { RenderedShader } from './render.js';
import { type ShaderMessage, shaderBuildError } from './shader-errors.js';

export interface CompiledPipeline {
  readonly pipeline: GPUComputePipeline;
  readonly bindGroupLayout: GPUBindGroupLayout;
}

function layoutEntries(layout: BindingLayout): GPUBindGroupLayoutEntry[] {
  const entries: GPUBindGroupLayoutEntry[] = [
    // dynamic offset: a launch binds the slot its uniform block was written to (executable.ts)
    { binding: 0, visibility: ShaderStage.COMPUTE, buffer: { type: 'uniform', hasDynamicOffset: true } },
  ];
  for (const a of layout.arrays) {
    if (a.workgroup) continue;
    entries.push({
      binding: a.binding,
      visibility: ShaderStage.COMPUTE,
      buffer: { type: a.writable || a.atomic ? 'storage' : 'read-only-storage' },
    });
  }
  if (layout.errorBinding >= 0) {
    entries.push({
      binding: layout.errorBinding,
      visibility: ShaderStage.COMPUTE,
      buffer: { type: 'storage' },
    });
  }
  return entries;
}

export async function buildPipeline(
  ctx: GpuContext,
  kernel: string,
  shader: Pick<RenderedShader, 'code' | 'lineLocs' | 'layout'>,
): Promise<CompiledPipeline> {
  const device = ctx.device;
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: shader.code, label: `tutti kernel ${kernel}` });
  const info = await module.getCompilationInfo();
  const scope = await device.popErrorScope();
  const errors: ShaderMessage[] = info.messages.filter((m) => m.type === 'error');
  if (errors.length) throw shaderBuildError(kernel, shader, errors);
  if (scope) throw shaderBuildError(kernel, shader, [{ message: scope.message, lineNum: 0, linePos: 0 }]);

  device.pushErrorScope('validation');
  const bindGroupLayout = device.createBindGroupLayout({ entries: layoutEntries(shader.layout) });
  const pipelineLayout = device.createPipelineLayout({ bindGroupLayouts: [bindGroupLayout] });
  // Created synchronously (the OpenGL ES backend compiles on the calling thread either way);
  // errors arrive through the error scope.
  const pipeline = device.createComputePipeline({
    layout: pipelineLayout,
    compute: { module, entryPoint: 'main' },
    label: `tutti kernel ${kernel}`,
  });
  const late = await device.popErrorScope();
  if (late) throw shaderBuildError(kernel, shader, [{ message: late.message, lineNum: 0, linePos: 0 }]);
  return { pipeline, bindGroupLayout };
}
