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
import { BindGroupCache, bufferId, StagingPool } from './launch-cache.js';
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
  /** The uniform block's content as last written (writeUniform). */
  private lastUniform: Uint32Array | undefined;
  private readonly staging: StagingPool;

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
    const byName = new Map(shader.layout.arrays.map((a) => [a.name, a.binding]));
    this.bindingOf = ir.params.map((p) => byName.get(p.name));
    this.staging = new StagingPool(device);
  }

  /**
   * Writes the uniform block unless it already holds `data`: writes and submissions are ordered on
   * the device's queue, so the last block written is the one the next dispatch reads.
   */
  private writeUniform(data: ArrayBuffer): void {
    const words = new Uint32Array(data);
    const last = this.lastUniform;
    if (last && last.length === words.length && last.every((w, i) => w === words[i])) return;
    this.ctx.device.queue.writeBuffer(this.uniform, 0, data);
    this.lastUniform = words;
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
      const entries: GPUBindGroupEntry[] = [{ binding: 0, resource: { buffer: uniform } }];
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
    this.writeUniform(uniformData(this.shader.layout, req.range, req.args, budget));
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
    const validation = device.popErrorScope();
    if (failed !== undefined) {
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
        `${what}: WebGPU rejected the launch: ${err.message}`,
      );
    }
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
  private submit(
    d: { x: number; y: number; z?: number },
    args: readonly BoundArg[],
    timer: PassTimer | undefined,
  ): GPUBuffer | undefined {
    const device = this.ctx.device;
    const bindGroup = this.bindGroup(args, this.uniform);
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass(timer?.pass);
    pass.setPipeline(this.compiled.pipeline);
    pass.setBindGroup(0, bindGroup);
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
