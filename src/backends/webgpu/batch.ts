/// <reference types="@webgpu/types" />
/**
 * Launches batched into one command buffer (executable.ts). On a software adapter each
 * `queue.submit` costs far more than a dispatch in it (Dawn's OpenGL ES backend on Mesa's llvmpipe:
 * ~40–150 µs a submit against ~5–16 µs a dispatch, docs/backends/webgpu.md), so an unchecked
 * launch that WebGPU validated before (validated.ts) is not submitted on its own: its dispatch is
 * appended to a compute pass kept open on the context, and the pass goes out in one submit when
 *  - anything else is about to use the device's queue (a uniform or array write, a copy, a read, a
 *    launch that needs an error scope or its error words, a graph replay, sync, shutdown): every
 *    such path calls `flushBatch` first, so queue order is program order;
 *  - MAX_BATCH dispatches are waiting;
 *  - the current task of the event loop ends (a macrotask scheduled with the first dispatch).
 * A batched launch whose scalars changed does not submit the batch: its uniform block is staged in
 * a slot of the kernel's upload buffer and copied into the uniform buffer inside the command
 * buffer, between the dispatches before it and its own (`copyBefore`).
 * Nothing of such a launch needs the submission to have happened for its promise to resolve: its
 * outcome was never awaited from the device (no error words, no error scope), and what WebGPU
 * reports later (an uncaptured error, device loss) reaches the next launch or read as before.
 * Once interop has handed the GPUDevice out (tt.gpuDeviceOf), a user's own submissions could
 * overtake a pending batch: from then on every launch is submitted at once (`disableBatching`).
 */

/** Dispatches kept open at most before they are submitted. */
export const MAX_BATCH = 64;

interface OpenBatch {
  readonly encoder: GPUCommandEncoder;
  /** The compute pass dispatches go into (ended for a copy, begun again by the next dispatch). */
  pass: GPUComputePassEncoder | undefined;
  pipeline: GPUComputePipeline | undefined;
  group: GPUBindGroup | undefined;
  dispatches: number;
}

/** Counters for tests and profiling: submits made and dispatches batched. */
export interface BatchStats {
  submits: number;
  dispatches: number;
}

export class DispatchBatch {
  open: OpenBatch | undefined;
  enabled = true;
  scheduled = false;
  readonly stats: BatchStats = { submits: 0, dispatches: 0 };
  private readonly flushLater = () => {
    this.scheduled = false;
    this.flush();
  };

  constructor(private readonly device: GPUDevice) {}

  private opened(): OpenBatch {
    let b = this.open;
    if (!b) {
      const encoder = this.device.createCommandEncoder();
      b = { encoder, pass: undefined, pipeline: undefined, group: undefined, dispatches: 0 };
      this.open = b;
      if (!this.scheduled) {
        this.scheduled = true;
        schedule(this.flushLater);
      }
    }
    return b;
  }

  /**
   * The slot of the next dispatch (0 … MAX_BATCH-1): where a launch whose uniform block changed
   * stages the block in its upload buffer, unused by any other dispatch of this batch.
   */
  nextSlot(): number {
    return this.open?.dispatches ?? 0;
  }

  /**
   * Copies `size` bytes of `src` at `offset` into `dst` between the dispatches already batched and
   * the next one: a changed uniform block, staged with writeBuffer (ordered before this batch's
   * submission) in a slot of its own, reaches the uniform buffer exactly when its dispatch runs.
   */
  copyBefore(src: GPUBuffer, offset: number, dst: GPUBuffer, size: number): void {
    const b = this.opened();
    if (b.pass) {
      b.pass.end();
      b.pass = undefined;
    }
    b.encoder.copyBufferToBuffer(src, offset, dst, 0, size);
  }

  add(pipeline: GPUComputePipeline, group: GPUBindGroup, x: number, y: number, z: number): void {
    const b = this.opened();
    let pass = b.pass;
    if (!pass) {
      pass = b.encoder.beginComputePass();
      b.pass = pass;
      b.pipeline = undefined;
      b.group = undefined;
    }
    if (b.pipeline !== pipeline) {
      pass.setPipeline(pipeline);
      b.pipeline = pipeline;
      b.group = undefined;
    }
    if (b.group !== group) {
      pass.setBindGroup(0, group);
      b.group = group;
    }
    pass.dispatchWorkgroups(x, y, z);
    this.stats.dispatches++;
    if (++b.dispatches >= MAX_BATCH) this.flush();
  }

  flush(): void {
    const b = this.open;
    if (!b) return;
    this.open = undefined;
    b.pass?.end();
    this.stats.submits++;
    this.device.queue.submit([b.encoder.finish()]);
  }
}

/** setImmediate where the runtime has it (Node), else a zero timeout (browsers). */
function schedule(fn: () => void): void {
  if (typeof setImmediate === 'function') setImmediate(fn);
  else setTimeout(fn, 0);
}

const batches = new WeakMap<GPUDevice, DispatchBatch>();

function batchOf(device: GPUDevice): DispatchBatch {
  let b = batches.get(device);
  if (!b) {
    b = new DispatchBatch(device);
    batches.set(device, b);
  }
  return b;
}

/** The batch of `device`'s queue, for the launch path to append to (undefined: submit at once). */
export function openBatch(device: GPUDevice): DispatchBatch | undefined {
  const b = batchOf(device);
  return b.enabled ? b : undefined;
}

/** Submits the launches batched on `device`'s queue: call before any other use of the queue. */
export function flushBatch(device: GPUDevice): void {
  batches.get(device)?.flush();
}

/** Submits what is batched and submits every later launch at once (the device was handed out). */
export function disableBatching(device: GPUDevice): void {
  const b = batchOf(device);
  b.flush();
  b.enabled = false;
}

/** Submits and dispatches counted on `device`'s batch so far. */
export function batchStats(device: GPUDevice): Readonly<BatchStats> {
  return batchOf(device).stats;
}
