/// <reference types="@webgpu/types" />
/**
 * A compiled kernel on one GPU. A run writes the uniform block, binds the arrays' GPUBuffers,
 * dispatches, and (for checked kernels) copies the error buffer to a staging buffer and clears it
 * in the same submission; the promise rejects with KernelRangeError when an access was out of
 * bounds, and with KernelExecutionError when WebGPU reports a validation error.
 */
import { InternalError, KernelExecutionError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { BoundArg, DeviceTiming, Executable, LaunchRequest } from '../backend.js';
import { siteRangeError } from '../shared/range-error.js';
import { timeoutError } from '../shared/timeout.js';
import { BufferUsage, MapMode } from './constants.js';
import { type GpuContext, lostOr, throwIfUnusable } from './context.js';
import { dispatchFor, groupDispatchFor, uniformData } from './dispatch.js';
import { ERROR_BYTES, firstAccess } from './error-words.js';
import { GpuAllocation } from './memory.js';
import type { CompiledPipeline } from './pipeline.js';
import type { RenderedShader } from './render.js';
import { PassTimer } from './timestamps.js';
import { budgetTicks, STOPPED } from './watchdog.js';

/** Whether each access site's index is u32 (to report the index as JS would). */
function unsignedSites(ir: KernelIR): ReadonlySet<number> {
  const out = new Set<number>();
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      (e) => {
        if ((e.kind === 'load' || e.kind === 'atomic') && e.index.type === 'u32') out.add(e.site);
      },
      (s) => {
        if (s.kind === 'store' && s.index.type === 'u32') out.add(s.site);
      },
    );
  scan(ir.body);
  for (const f of ir.functions) scan(f.body);
  return out;
}

export class GpuExecutable implements Executable {
  private readonly uniform: GPUBuffer;
  private readonly errors: GPUBuffer | undefined;
  private readonly unsigned: ReadonlySet<number>;

  constructor(
    private readonly ctx: GpuContext,
    private readonly ir: KernelIR,
    private readonly shader: RenderedShader,
    private readonly compiled: CompiledPipeline,
  ) {
    const device = ctx.device;
    this.uniform = device.createBuffer({
      size: shader.layout.uniformBytes,
      usage: BufferUsage.UNIFORM | BufferUsage.COPY_DST,
    });
    this.errors =
      shader.layout.errorBinding >= 0
        ? device.createBuffer({
            size: ERROR_BYTES,
            usage: BufferUsage.STORAGE | BufferUsage.COPY_SRC | BufferUsage.COPY_DST,
          })
        : undefined;
    this.unsigned = unsignedSites(ir);
  }

  private entries(args: readonly BoundArg[], uniform = this.uniform): GPUBindGroupEntry[] {
    const entries: GPUBindGroupEntry[] = [{ binding: 0, resource: { buffer: uniform } }];
    const layout = this.shader.layout;
    const byName = new Map(layout.arrays.map((a) => [a.name, a]));
    for (const [i, p] of this.ir.params.entries()) {
      const arg = args[i];
      const b = byName.get(p.name);
      if (!b || arg?.kind !== 'array') continue;
      if (!(arg.alloc instanceof GpuAllocation)) {
        throw new InternalError(`argument '${p.sourceName}' is not in GPU memory`);
      }
      entries.push({ binding: b.binding, resource: { buffer: arg.alloc.handle } });
    }
    if (this.errors) entries.push({ binding: layout.errorBinding, resource: { buffer: this.errors } });
    return entries;
  }

  /**
   * Runs the launch; with `timeoutMs` (the polling variant) the watchdog in the shader stops items
   * past their budget, and the host rejects once the time has passed on its clock (watchdog.ts).
   */
  run(req: LaunchRequest): Promise<DeviceTiming | undefined> {
    const work = this.runOnce(req);
    const ms = req.timeoutMs;
    if (!ms) return work;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeoutError(this.ir, this.where(), ms)), ms);
    });
    // the dispatch may still be running when the host gives up: its outcome is no longer reported
    work.catch(() => {});
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  private where(): string {
    return `webgpu (${this.ctx.adapterName})`;
  }

  private async runOnce(req: LaunchRequest): Promise<DeviceTiming | undefined> {
    const ctx = this.ctx;
    const what = `kernel '${this.ir.name}' on webgpu`;
    throwIfUnusable(ctx, what);
    const device = ctx.device;
    const d = this.ir.workgroup
      ? groupDispatchFor(
          this.ir.name,
          req.range,
          this.ir.workgroup,
          ctx.limits.maxComputeWorkgroupsPerDimension,
        )
      : dispatchFor(
          this.ir.name,
          req.range,
          this.shader.workgroupSize,
          ctx.limits.maxComputeWorkgroupsPerDimension,
        );
    const budget = req.timeoutMs ? budgetTicks(req.timeoutMs) : 0;
    device.queue.writeBuffer(this.uniform, 0, uniformData(this.shader.layout, req.range, req.args, budget));
    device.pushErrorScope('validation');
    // Device timestamps where the device has them (ev.profile's source 'device'), else host time.
    const timer = req.profile && ctx.timestamps ? new PassTimer(device) : undefined;
    let staging: GPUBuffer | undefined;
    let failed: unknown;
    try {
      staging = this.submit(d, req.args, timer);
    } catch (e) {
      failed = e;
    }
    const err = await device.popErrorScope();
    if (err || failed !== undefined) {
      staging?.destroy();
      timer?.destroy();
    }
    if (err) {
      throw new KernelExecutionError(
        'WEBGPU_VALIDATION_ERROR',
        `${what}: WebGPU rejected the launch: ${err.message}`,
      );
    }
    if (failed !== undefined) throw failed;
    const ms = timer?.readMs();
    if (staging) {
      try {
        await this.checkErrors(staging, req);
      } catch (e) {
        await ms?.catch(() => undefined);
        throw e;
      }
    }
    const deviceMs = await ms;
    return deviceMs === undefined ? undefined : { deviceMs };
  }

  /**
   * For a graph replay (webgpu/replay.ts): the launch's own uniform block and bind group, and a
   * function that records its dispatch into a compute pass; the error words stay in this
   * executable's error buffer until `copyErrors`.
   */
  prepareDispatch(req: LaunchRequest): (pass: GPUComputePassEncoder) => void {
    const ctx = this.ctx;
    const max = ctx.limits.maxComputeWorkgroupsPerDimension;
    const d = this.ir.workgroup
      ? groupDispatchFor(this.ir.name, req.range, this.ir.workgroup, max)
      : dispatchFor(this.ir.name, req.range, this.shader.workgroupSize, max);
    const uniform = ctx.device.createBuffer({
      size: this.shader.layout.uniformBytes,
      usage: BufferUsage.UNIFORM | BufferUsage.COPY_DST,
    });
    ctx.device.queue.writeBuffer(uniform, 0, uniformData(this.shader.layout, req.range, req.args, 0));
    const bindGroup = ctx.device.createBindGroup({
      layout: this.compiled.bindGroupLayout,
      entries: this.entries(req.args, uniform),
    });
    return (pass) => {
      pass.setPipeline(this.compiled.pipeline);
      pass.setBindGroup(0, bindGroup);
      pass.dispatchWorkgroups(d.x, d.y, d.z ?? 1);
    };
  }

  /** Copies (and clears) the error words into a new staging buffer; undefined for unchecked kernels. */
  copyErrors(enc: GPUCommandEncoder): GPUBuffer | undefined {
    if (!this.errors) return undefined;
    const staging = this.ctx.device.createBuffer({
      size: ERROR_BYTES,
      usage: BufferUsage.MAP_READ | BufferUsage.COPY_DST,
    });
    enc.copyBufferToBuffer(this.errors, 0, staging, 0, ERROR_BYTES);
    enc.clearBuffer(this.errors);
    return staging;
  }

  /** Encodes and submits the dispatch; returns the staging buffer the error words go to. */
  private submit(
    d: { x: number; y: number; z?: number },
    args: readonly BoundArg[],
    timer: PassTimer | undefined,
  ): GPUBuffer | undefined {
    const device = this.ctx.device;
    const bindGroup = device.createBindGroup({
      layout: this.compiled.bindGroupLayout,
      entries: this.entries(args),
    });
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass(timer?.pass);
    pass.setPipeline(this.compiled.pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.dispatchWorkgroups(d.x, d.y, d.z ?? 1);
    pass.end();
    timer?.encode(enc);
    let staging: GPUBuffer | undefined;
    if (this.errors) {
      staging = device.createBuffer({
        size: ERROR_BYTES,
        usage: BufferUsage.MAP_READ | BufferUsage.COPY_DST,
      });
      enc.copyBufferToBuffer(this.errors, 0, staging, 0, ERROR_BYTES);
      enc.clearBuffer(this.errors);
    }
    device.queue.submit([enc.finish()]);
    return staging;
  }

  /** Reads the error words of `staging`; rejects with the access `req` made out of bounds. */
  async checkErrors(staging: GPUBuffer, req: LaunchRequest): Promise<void> {
    const args = req.args;
    let words: Uint32Array;
    try {
      await staging.mapAsync(MapMode.READ);
      words = new Uint32Array(staging.getMappedRange().slice(0));
      staging.unmap();
    } catch (e) {
      throw await lostOr(this.ctx, e, `kernel '${this.ir.name}' on ${this.where()}`);
    } finally {
      staging.destroy();
    }
    if ((words[3] ?? 0) >= STOPPED) throw timeoutError(this.ir, this.where(), req.timeoutMs ?? 0);
    if ((words[3] ?? 0) !== 0) {
      throw new KernelExecutionError(
        'WEBGPU_LOOP_LIMIT',
        `kernel '${this.ir.name}' on webgpu (${this.ctx.adapterName}): a loop was cut short — this ` +
          'software adapter ends the loops of a group of work items after 65535 iterations in total, ' +
          'so the results would be wrong. Give each work item fewer iterations (split the loop ' +
          "across more work items or launches), or run the kernel on a CPU device ('wasm', 'native').",
      );
    }
    const first = firstAccess(words);
    if (!first) return;
    const raw = first.index;
    throw siteRangeError(this.ir, first.site, this.unsigned.has(first.site) ? raw : raw | 0, args);
  }
}
