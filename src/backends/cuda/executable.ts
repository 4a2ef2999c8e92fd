/**
 * A loaded CUDA kernel. One launch, all on the queue's stream: zero the 4-word device error word,
 * cuLaunchKernel (256 threads per block, enough blocks to fill the GPU, grid-stride beyond), copy
 * the error word to pinned memory, then poll the stream. A recorded out-of-bounds access becomes
 * a KernelRangeError naming kernel, array, index and source location, as on native and js. The
 * timeout variant of a kernel polls a flag the host raises at the deadline (cancel.ts).
 */
import { KernelExecutionError } from '../../errors/errors.js';
import { nameClasses } from '../../errors/names.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { DeviceTiming, Executable, LaunchRequest } from '../backend.js';
import { ENTRY_NAME, entryParams } from '../c/render-kernel.js';
import { ERROR_BYTES, packedErrorRangeError } from '../shared/range-error.js';
import { timeoutError } from '../shared/timeout.js';
import { CudaCanceller } from './cancel.js';
import type { CudaContext, Pinned } from './context.js';
import { CUDA_BLOCK } from './dialect-cuda.js';
import { devicePointer } from './memory.js';
import { type ParamValue, packParams } from './params.js';
import { LaunchTimer } from './timing.js';

/** A tutti queue on CUDA: a stream with its own error word (device) and its pinned mirror. */
export interface CudaQueue {
  readonly stream: bigint;
  readonly errDevice: bigint;
  readonly errHost: Pinned;
  /** The device timer of profiled launches (timing.ts), created on first use. */
  timer?: LaunchTimer;
}

export function createCudaQueue(ctx: CudaContext): CudaQueue {
  const stream = ctx.createStream();
  const errDevice = ctx.use().out64('memAlloc', ERROR_BYTES);
  return { stream, errDevice, errHost: ctx.allocPinned(ERROR_BYTES) };
}

/** Blocks of CUDA_BLOCK threads for `n` items: enough to fill every multiprocessor many times. */
export function gridSize(n: number, multiprocessors: number): number {
  const needed = Math.ceil(n / CUDA_BLOCK);
  return Math.max(1, Math.min(needed, Math.max(1, multiprocessors) * 32, 2 ** 31 - 1));
}

export class CudaExecutable implements Executable {
  private constructor(
    private readonly ir: KernelIR,
    private readonly ctx: CudaContext,
    readonly fn: bigint,
    /** The timeout variant's cancellation words (ir.options.poll), else undefined. */
    private readonly cancel: CudaCanceller | undefined,
  ) {}

  static load(ir: KernelIR, ctx: CudaContext, image: Uint8Array): CudaExecutable {
    const d = ctx.use();
    const mod = d.out64('moduleLoadData', image);
    const fn = d.out64('moduleGetFunction', mod, ENTRY_NAME);
    return new CudaExecutable(ir, ctx, fn, ir.options.poll ? CudaCanceller.attach(ctx, mod) : undefined);
  }

  /**
   * Grid and block sizes: a grid-stride launch of CUDA_BLOCK threads per block, or for a
   * work-group kernel one block per group (dimension rank-1 on x).
   */
  private geometry(
    range: readonly number[],
    n: number,
  ): [[number, number, number], [number, number, number]] {
    const wg = this.ir.workgroup;
    if (!wg)
      return [
        [gridSize(n, this.ctx.gpu.multiprocessors), 1, 1],
        [CUDA_BLOCK, 1, 1],
      ];
    const rank = wg.length;
    const block = [0, 1, 2].map((a) => (a < rank ? (wg[rank - 1 - a] ?? 1) : 1));
    const grid = [0, 1, 2].map((a) => (a < rank ? (range[rank - 1 - a] ?? 1) / (wg[rank - 1 - a] ?? 1) : 1));
    return [grid as [number, number, number], block as [number, number, number]];
  }

  /** Whether a launch of `req` runs the timeout variant (with its cancellation words). */
  polls(req: LaunchRequest): boolean {
    return req.timeoutMs !== undefined && req.timeoutMs > 0 && this.cancel !== undefined;
  }

  /**
   * Enqueues the kernel alone on `stream` with its error words at `errDevice` (a CUDA graph's
   * capture, graph.ts: no memset, copy or wait of its own).
   */
  enqueue(req: LaunchRequest, errDevice: bigint, stream: bigint): void {
    const range = [req.range[0] ?? 1, req.range[1] ?? 1, req.range[2] ?? 1];
    const n = range.reduce((a, b) => a * b, 1);
    if (n === 0) return;
    const values: ParamValue[] = [...range, 0, errDevice];
    for (const a of req.args) {
      if (a.kind === 'scalar') values.push(typeof a.value === 'boolean' ? (a.value ? 1 : 0) : a.value);
      else values.push(devicePointer(a.alloc), a.alloc.length);
    }
    const d = this.ctx.use();
    const packed = packParams(entryParams(this.ir), values, (v) => d.addressOf(v));
    const [grid, block] = this.geometry(range, n);
    d.call('launchKernel', this.fn, ...grid, ...block, 0, stream, packed.pointers, null);
  }

  /** The KernelRangeError of error words `err` (ERROR_BYTES / 4 of them) a launch of `req` left. */
  rangeError(err: Uint32Array, req: LaunchRequest): Error | undefined {
    return err[1] !== 0 ? packedErrorRangeError(this.ir, err, req.args) : undefined;
  }

  async run(req: LaunchRequest): Promise<DeviceTiming | undefined> {
    const cancel = req.timeoutMs ? this.cancel : undefined;
    if (!cancel) return this.launch(req, undefined);
    const release = await cancel.acquire();
    try {
      return await this.launch(req, cancel);
    } finally {
      release();
    }
  }

  private async launch(
    req: LaunchRequest,
    cancel: CudaCanceller | undefined,
  ): Promise<DeviceTiming | undefined> {
    const q = req.queue as CudaQueue;
    const range = [req.range[0] ?? 1, req.range[1] ?? 1, req.range[2] ?? 1];
    const n = range.reduce((a, b) => a * b, 1);
    if (n === 0) return undefined;
    const values: ParamValue[] = [...range, 0, q.errDevice];
    for (const a of req.args) {
      if (a.kind === 'scalar') values.push(typeof a.value === 'boolean' ? (a.value ? 1 : 0) : a.value);
      else values.push(devicePointer(a.alloc), a.alloc.length);
    }
    const d = this.ctx.use();
    let timing: DeviceTiming | undefined;
    try {
      const packed = packParams(entryParams(this.ir), values, (v) => d.addressOf(v));
      const [grid, block] = this.geometry(range, n);
      d.call('memsetD8Async', q.errDevice, 0, ERROR_BYTES, q.stream);
      if (req.profile && !q.timer) q.timer = new LaunchTimer(() => this.ctx.use(), q.stream);
      const timer = req.profile ? q.timer : undefined;
      cancel?.reset(q.stream);
      timer?.start();
      d.call('launchKernel', this.fn, ...grid, ...block, 0, q.stream, packed.pointers, null);
      timer?.end();
      d.call('memcpyDtoHAsync', q.errHost.address, q.errDevice, ERROR_BYTES, q.stream);
      const disarm = cancel?.arm(req.timeoutMs ?? 0);
      try {
        await this.ctx.wait(q.stream);
      } finally {
        disarm?.();
      }
      timing = timer?.read();
    } catch (e) {
      throw new KernelExecutionError(
        'KERNEL_EXECUTION_FAILED',
        `kernel '${this.ir.name}' failed on cuda:${this.ctx.gpu.ordinal}: ${e instanceof Error ? e.message : String(e)}`,
        { cause: e },
      );
    }
    const err = new Uint32Array(q.errHost.bytes.buffer, q.errHost.bytes.byteOffset, ERROR_BYTES / 4);
    if (err[1] !== 0) throw packedErrorRangeError(this.ir, err, req.args);
    if (cancel?.stopped) throw timeoutError(this.ir, `cuda:${this.ctx.gpu.ordinal}`, req.timeoutMs ?? 0);
    return timing;
  }
}

nameClasses({ CudaExecutable });
