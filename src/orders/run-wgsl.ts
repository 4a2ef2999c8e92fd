/// <reference types="@webgpu/types" />
/**
 * Runs a `wgsl` section on a webgpu device: the glue compiled to a compute pipeline with an
 * explicit bind-group layout (uniform dims, then one storage buffer per array), dispatched over
 * the range, awaited with onSubmittedWorkDone. Shader errors name the section line.
 */

import { flushBatch } from '../backends/webgpu/batch.js';
import { BufferUsage, ShaderStage } from '../backends/webgpu/constants.js';
import { throwIfUnusable } from '../backends/webgpu/context.js';
import type { GpuDevice } from '../backends/webgpu/device.js';
import { GpuAllocation } from '../backends/webgpu/memory.js';
import { InternalError, KernelExecutionError } from '../errors/errors.js';
import { OrderArgumentError, OrderBuildError } from '../errors/orders.js';
import type { Allocation } from '../memory/space.js';
import type { Device } from '../runtime/device.js';
import { renderWgslGlue, wgslDims } from './glue-wgsl.js';
import type { NativeRunner } from './prepare.js';
import { type ArgSig, sectionSig } from './signature.js';
import type { Section } from './spec.js';

export async function prepareWgsl(
  order: string,
  section: Section,
  sig: readonly ArgSig[],
  device: Device,
  rangeRank: number,
): Promise<NativeRunner> {
  if (typeof section.body !== 'string')
    throw new OrderArgumentError('ORDER_BAD_SECTION', 'a wgsl section must be WGSL source text');
  const scalar = sig.find((a) => a.scalar);
  if (scalar)
    throw new OrderArgumentError(
      'ORDER_BAD_ARGUMENT',
      `wgsl sections take arrays only (WGSL has no f64 scalar): pass '${scalar.name}' as a one-element f32 array`,
    );
  const gpu = device.impl() as GpuDevice;
  const ctx = gpu.ctx;
  throwIfUnusable(ctx, `order '${order}' section [wgsl]`);
  const glue = renderWgslGlue(order, sectionSig(sig, section.argnames), section.body, rangeRank);
  const dev = ctx.device;
  dev.pushErrorScope('validation');
  const module = dev.createShaderModule({ code: glue.source, label: `tutti order ${order}` });
  const info = await module.getCompilationInfo();
  const scope = await dev.popErrorScope();
  const errors = info.messages.filter((m) => m.type === 'error');
  if (errors.length || scope) throw compileError(order, section, glue.bodyLine, errors, scope);
  const entries: GPUBindGroupLayoutEntry[] = [
    { binding: 0, visibility: ShaderStage.COMPUTE, buffer: { type: 'uniform' } },
    ...sig.map(
      (a, i): GPUBindGroupLayoutEntry => ({
        binding: i + 1,
        visibility: ShaderStage.COMPUTE,
        buffer: { type: a.role === 'in' ? 'read-only-storage' : 'storage' },
      }),
    ),
  ];
  dev.pushErrorScope('validation');
  const layout = dev.createBindGroupLayout({ entries });
  const pipeline = dev.createComputePipeline({
    layout: dev.createPipelineLayout({ bindGroupLayouts: [layout] }),
    compute: { module, entryPoint: 'main' },
    label: `tutti order ${order}`,
  });
  const late = await dev.popErrorScope();
  if (late)
    throw new OrderBuildError(
      'wgsl',
      `order '${order}': section [wgsl] was rejected: ${late.message}`,
      undefined,
      undefined,
    );
  const uniform = dev.createBuffer({
    size: 16 * (sig.length + 1),
    usage: BufferUsage.UNIFORM | BufferUsage.COPY_DST,
  });
  const max = ctx.limits.maxComputeWorkgroupsPerDimension;
  return {
    compiler: 'webgpu',
    cached: false,
    async run(allocs: readonly (Allocation | number)[], shapes, range) {
      throwIfUnusable(ctx, `order '${order}' section [wgsl]`);
      const r = [...range].reverse();
      const groups = [0, 1, 2].map((k) => Math.ceil((r[k] ?? 1) / (glue.workgroup[k] ?? 1)));
      if (groups.some((g) => g > max)) {
        throw new OrderArgumentError(
          'ORDER_BAD_RANGE',
          `order '${order}': range ${JSON.stringify(range)} needs more than ${max} workgroups in one dimension`,
        );
      }
      flushBatch(dev);
      dev.queue.writeBuffer(uniform, 0, wgslDims(shapes, range));
      const bind = dev.createBindGroup({
        layout,
        entries: [
          { binding: 0, resource: { buffer: uniform } },
          ...allocs.map((a, i) => {
            if (!(a instanceof GpuAllocation))
              throw new InternalError(`order '${order}' got an array outside GPU memory`);
            return { binding: i + 1, resource: { buffer: a.handle } };
          }),
        ],
      });
      dev.pushErrorScope('validation');
      const enc = dev.createCommandEncoder();
      const pass = enc.beginComputePass();
      pass.setPipeline(pipeline);
      pass.setBindGroup(0, bind);
      pass.dispatchWorkgroups(groups[0] ?? 1, groups[1] ?? 1, groups[2] ?? 1);
      pass.end();
      dev.queue.submit([enc.finish()]);
      const err = await dev.popErrorScope();
      if (err)
        throw new KernelExecutionError(
          'KERNEL_EXECUTION_FAILED',
          `order '${order}' section [wgsl]: WebGPU rejected the dispatch: ${err.message}`,
        );
      await dev.queue.onSubmittedWorkDone();
    },
  };
}

/** The error of a wgsl section that did not compile: each message at its section (and order) line. */
function compileError(
  order: string,
  section: Section,
  bodyLine: number,
  errors: readonly GPUCompilationMessage[],
  scope: GPUError | null,
): OrderBuildError {
  const bodyLines = (section.body as string).split('\n').length;
  let first: number | undefined;
  const lines = errors.map((m) => {
    const k = m.lineNum - bodyLine + 1;
    const inside = k >= 1 && k <= bodyLines;
    if (inside) first ??= k;
    const where = inside
      ? `section line ${k}:${m.linePos} (order line ${section.line + k - 1})`
      : `generated glue line ${m.lineNum}:${m.linePos}`;
    return `  ${where}: ${m.message}`;
  });
  if (scope && !errors.length) lines.push(`  ${scope.message}`);
  const at = first === undefined ? '' : ` at section line ${first} (order line ${section.line + first - 1})`;
  return new OrderBuildError(
    'wgsl',
    `order '${order}': section [wgsl] failed to compile${at}:\n${lines.join('\n')}`,
    first,
    first === undefined ? undefined : section.line + first - 1,
  );
}
