/// <reference types="@webgpu/types" />
/**
 * A compiled kernel on one GPU. A run writes the uniform block, binds the arrays' GPUBuffers,
 * dispatches, and (for checked kernels) copies the error buffer to a staging buffer and clears it
 * in the same submission; the promise rejects with KernelRangeError when an access was out of
 * bounds, and with KernelExecutionError when WebGPU reports a validation error.
 */
import { InternalError, KernelExecutionError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BoundArg, DeviceTiming, Executable, LaunchRequest } from '../backend.js';
import { siteRangeError } from '../shared/range-error.js';
import { timeoutError } from '../shared/timeout.js';
import { flushBatch, openBatch, UNIFORM_SLOTS } from './batch.js';
import { BufferUsage, MapMode } from './constants.js';
import { type GpuContext, lostOr, throwIfUnusable } from './context.js';
import { type Dispatch, dispatchFor, groupDispatchFor, uniformData, writeUniforms } from './dispatch.js';
import { ERROR_BYTES, firstAccess, unsignedSites } from './error-words.js';
import { BindGroupCache, bufferId, StagingPool } from './launch-cache.js';
import { GpuAllocation } from './memory.js';
import type { CompiledPipeline } from './pipeline.js';
import type { RenderedShader } from './render.js';
import { PassTimer } from './timestamps.js';
import { ValidatedDispatch } from './validated.js';
import { budgetTicks, STOPPED } from './watchdog.js';

/** One dispatch of a replayed graph. */
export interface GpuDispatch {
  readonly pipeline: GPUComputePipeline;
  readonly bindGroup: GPUBindGroup;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

let nextExecutableId = 0;

export class GpuExecutable implements Executable {
  private readonly id = nextExecutableId++;
  private readonly uniform: GPUBuffer;
  private readonly errors: GPUBuffer | undefined;
  private readonly unsigned: ReadonlySet<number>;
  /** Per IR parameter, the binding of its array (undefined: a scalar, in the uniform block). */
  private readonly bindingOf: readonly (number | undefined)[];
  private readonly groups = new BindGroupCache();
  /** The uniform block's content as last written (writeUniform), and the scratch block a launch fills. */
  private readonly lastUniform: Uint32Array;
  private written = false;
  private readonly scratch: DataView;
  private readonly scratchWords: Uint32Array<ArrayBuffer>;
  private readonly staging: StagingPool;
  /** The arrays' buffers of the last launch and their bind group (a launch loop binds the same ones). */
  private lastBuffers: GPUBuffer[] = [];
  private lastGroup: GPUBindGroup | undefined;
  /**
   * The bind group and dispatch size of a launch WebGPU validated: a later launch with the same
   * ones (same pipeline, same bind group object, same workgroup counts, a uniform block of the
   * same size) cannot fail validation, so it runs without an error scope (validated.ts).
   */
  private readonly validated = new ValidatedDispatch();
  /** Bytes between the uniform buffer's slots (the block rounded up to the offset alignment). */
  private readonly stride: number;
  /** The slot the last block was written to: its dynamic offset is the launch's (see writeUniform). */
  private slot = 0;
  private readonly what: string;

  constructor(
    private readonly ctx: GpuContext,
    private readonly ir: KernelIR,
    private readonly shader: RenderedShader,
    private readonly compiled: CompiledPipeline,
  ) {
    const device = ctx.device;
    const bytes = shader.layout.uniformBytes;
    const align = ctx.limits.minUniformBufferOffsetAlignment;
    this.stride = Math.ceil(bytes / align) * align;
    this.uniform = device.createBuffer({
      size: UNIFORM_SLOTS * this.stride,
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
    const byName = new Map(shader.layout.arrays.map((a) => [a.name, a.binding]));
    this.bindingOf = ir.params.map((p) => byName.get(p.name));
    this.staging = new StagingPool(device);
    this.what = `kernel '${ir.name}' on webgpu`;
    this.lastUniform = new Uint32Array(bytes / 4);
    const scratch = new ArrayBuffer(bytes);
    this.scratch = new DataView(scratch);
    this.scratchWords = new Uint32Array(scratch);
  }

  /**
   * Writes the uniform block unless it already holds `data`, into the next of UNIFORM_SLOTS slots
   * (the launch binds it by dynamic offset). No dispatch waiting in a batch reads that slot: a
   * batch holds at most MAX_BATCH dispatches, reading the slot written before the batch began or
   * slots written since, one each in ring order, and writeBuffer goes ahead of the batch's
   * submission but after every submission made before it (batch.ts).
   */
  private writeUniform(req: LaunchRequest, budget: number): void {
    writeUniforms(this.scratch, this.shader.layout, req.range, req.args, budget);
    const words = this.scratchWords;
    const last = this.lastUniform;
    if (this.written) {
      let same = true;
      for (let i = 0; i < words.length; i++) {
        if (words[i] !== last[i]) {
          same = false;
          break;
        }
      }
      if (same) return;
    }
    // writeBuffer copies the bytes at the call: the scratch block can be filled again next launch
    this.slot = (this.slot + 1) % UNIFORM_SLOTS;
    this.ctx.device.queue.writeBuffer(this.uniform, this.slot * this.stride, words);
    last.set(words);
    this.written = true;
  }

  /** The launch's bind group: the last one while the arrays' buffers are the same, else from the cache. */
  private launchGroup(args: readonly BoundArg[]): GPUBindGroup {
    const kept = this.keptGroup(args);
    if (kept) return kept;
    const group = this.bindGroup(args, this.uniform);
    this.lastBuffers = this.buffers(args).map((b) => b[1]);
    this.lastGroup = group;
    return group;
  }

  /** The last launch's bind group when `args` bind the same buffers. */
  private keptGroup(args: readonly BoundArg[]): GPUBindGroup | undefined {
    const last = this.lastBuffers;
    let k = 0;
    let same = this.lastGroup !== undefined;
    for (let i = 0; same && i < this.bindingOf.length; i++) {
      const arg = args[i];
      if (this.bindingOf[i] === undefined || arg?.kind !== 'array') continue;
      same = arg.alloc instanceof GpuAllocation && arg.alloc.handle === last[k++];
    }
    return same && k === last.length ? this.lastGroup : undefined;
  }

  /** Each array's binding and buffer. */
  private buffers(args: readonly BoundArg[]): [binding: number, buffer: GPUBuffer][] {
    const out: [number, GPUBuffer][] = [];
    for (const [i, b] of this.bindingOf.entries()) {
      const arg = args[i];
      if (b === undefined || arg?.kind !== 'array') continue;
      if (!(arg.alloc instanceof GpuAllocation)) {
        throw new InternalError(`argument '${this.ir.params[i]?.sourceName ?? i}' is not in GPU memory`);
      }
      out.push([b, arg.alloc.handle]);
    }
    return out;
  }

  /** The bind group of the uniform block, the arrays' buffers and the error words (kept per argument set). */
  private bindGroup(args: readonly BoundArg[], uniform: GPUBuffer): GPUBindGroup {
    const buffers = this.buffers(args);
    const make = () => {
      const size = this.shader.layout.uniformBytes;
      const entries: GPUBindGroupEntry[] = [{ binding: 0, resource: { buffer: uniform, size } }];
      for (const [binding, buffer] of buffers) entries.push({ binding, resource: { buffer } });
      const layout = this.shader.layout;
      if (this.errors) entries.push({ binding: layout.errorBinding, resource: { buffer: this.errors } });
      return this.ctx.device.createBindGroup({ layout: this.compiled.bindGroupLayout, entries });
    };
    // a replay's own uniform block makes its bind group its own
    if (uniform !== this.uniform) return make();
    return this.groups.get(
      buffers.map((b) => b[1]),
      make,
    );
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
    throwIfUnusable(ctx, this.what);
    const device = ctx.device;
    const max = ctx.limits.maxComputeWorkgroupsPerDimension;
    const d = this.ir.workgroup
      ? groupDispatchFor(this.ir.name, req.range, this.ir.workgroup, max)
      : dispatchFor(this.ir.name, req.range, this.shader.workgroupSize, max);
    const budget = req.timeoutMs ? budgetTicks(req.timeoutMs) : 0;
    // Device timestamps where the device has them (ev.profile's source 'device'), else host time.
    const timed = req.profile === true && ctx.timestamps;
    const kept = this.keptGroup(req.args);
    if (!timed && kept && this.validated.holds(kept, d.x, d.y, d.z ?? 1)) {
      // a bind group and dispatch WebGPU validated before (validated.ts): no error scope, and
      // without error words to read back, no submission of its own either (batch.ts)
      // (a profiled launch is submitted at once: its host time is then the dispatch's)
      const batch = this.errors || req.profile === true ? undefined : openBatch(device);
      this.writeUniform(req, budget);
      if (batch) {
        batch.add(this.compiled.pipeline, kept, this.slot * this.stride, d.x, d.y, d.z ?? 1);
        if (ctx.lost !== undefined) throwIfUnusable(ctx, this.what);
        return undefined;
      }
      const staging = this.submit(d, kept, undefined);
      if (staging) await this.checkErrors(staging, req);
      else if (ctx.lost !== undefined) throwIfUnusable(ctx, this.what);
      return undefined;
    }
    this.writeUniform(req, budget);
    device.pushErrorScope('validation');
    const timer = timed ? new PassTimer(device) : undefined;
    let staging: GPUBuffer | undefined;
    let group: GPUBindGroup | undefined;
    let failed: unknown;
    try {
      group = this.launchGroup(req.args);
      staging = this.submit(d, group, timer);
    } catch (e) {
      failed = e;
    }
    const validation = device.popErrorScope();
    if (failed !== undefined || !group) {
      await validation.catch(() => null);
      staging?.destroy();
      timer?.destroy();
      throw failed;
    }
    // The error scope and the error words come back in the same round trip, not one after the
    // other; a validation error (then the words mean nothing) wins.
    const checked = staging ? this.checkErrors(staging, req) : undefined;
    checked?.catch(() => {});
    const err = await validation;
    if (err) {
      await checked?.catch(() => undefined);
      timer?.destroy();
      throw new KernelExecutionError(
        'WEBGPU_VALIDATION_ERROR',
        `${this.what}: WebGPU rejected the launch: ${err.message}`,
      );
    }
    // lost while in flight: its error scope and error words may come back clean with nothing run
    if (ctx.lost !== undefined) {
      await checked?.catch(() => undefined);
      timer?.destroy();
      throwIfUnusable(ctx, this.what);
    }
    this.validated.note(group, d.x, d.y, d.z ?? 1);
    const ms = timer?.readMs();
    if (checked) {
      try {
        await checked;
      } catch (e) {
        await ms?.catch(() => undefined);
        throw e;
      }
    }
    const deviceMs = await ms;
    return deviceMs === undefined ? undefined : { deviceMs };
  }

  /**
   * For a graph replay (webgpu/replay.ts): the launch's dispatch, with a uniform block and bind
   * group of its own — shared, through `shared`, with the launches of the list that bind the same
   * buffers and uniform values (a loop of identical launches makes one). The error words stay in
   * this executable's error buffer until `copyErrors`.
   */
  prepareDispatch(req: LaunchRequest, shared: Map<string, GPUBindGroup>): GpuDispatch {
    const ctx = this.ctx;
    const max = ctx.limits.maxComputeWorkgroupsPerDimension;
    const d = this.ir.workgroup
      ? groupDispatchFor(this.ir.name, req.range, this.ir.workgroup, max)
      : dispatchFor(this.ir.name, req.range, this.shader.workgroupSize, max);
    const data = uniformData(this.shader.layout, req.range, req.args, 0);
    const key = `${this.id}|${new Uint32Array(data).join(',')}|${this.buffers(req.args)
      .map(([b, buffer]) => `${b}:${bufferId(buffer)}`)
      .join(',')}`;
    let bindGroup = shared.get(key);
    if (!bindGroup) {
      const uniform = ctx.device.createBuffer({
        size: this.shader.layout.uniformBytes,
        usage: BufferUsage.UNIFORM | BufferUsage.COPY_DST,
      });
      flushBatch(ctx.device);
      ctx.device.queue.writeBuffer(uniform, 0, data);
      bindGroup = this.bindGroup(req.args, uniform);
      shared.set(key, bindGroup);
    }
    return { pipeline: this.compiled.pipeline, bindGroup, x: d.x, y: d.y, z: d.z ?? 1 };
  }

  /** Copies (and clears) the error words into a new staging buffer; undefined for unchecked kernels. */
  copyErrors(enc: GPUCommandEncoder): GPUBuffer | undefined {
    if (!this.errors) return undefined;
    const staging = this.staging.take();
    enc.copyBufferToBuffer(this.errors, 0, staging, 0, ERROR_BYTES);
    enc.clearBuffer(this.errors);
    return staging;
  }

  /** Encodes and submits the dispatch; returns the staging buffer the error words go to. */
  private submit(d: Dispatch, bindGroup: GPUBindGroup, timer: PassTimer | undefined): GPUBuffer | undefined {
    const device = this.ctx.device;
    flushBatch(device);
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass(timer?.pass);
    pass.setPipeline(this.compiled.pipeline);
    pass.setBindGroup(0, bindGroup, [this.slot * this.stride]);
    pass.dispatchWorkgroups(d.x, d.y, d.z ?? 1);
    pass.end();
    timer?.encode(enc);
    let staging: GPUBuffer | undefined;
    if (this.errors) {
      staging = this.staging.take();
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
    let read = false;
    try {
      await staging.mapAsync(MapMode.READ);
      words = new Uint32Array(staging.getMappedRange().slice(0));
      staging.unmap();
      read = true;
    } catch (e) {
      throw await lostOr(this.ctx, e, `kernel '${this.ir.name}' on ${this.where()}`);
    } finally {
      this.staging.give(staging, read);
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
