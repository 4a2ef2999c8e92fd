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
 * A batched launch whose scalars changed does not submit the batch either: each kernel's uniform
 * buffer has UNIFORM_SLOTS slots, a changed block goes into the next one, and the dispatch binds
 * its slot by dynamic offset (executable.ts).
 * Nothing of such a launch needs the submission to have happened for its promise to resolve: its
 * outcome was never awaited from the device (no error words, no error scope), and what WebGPU
 * reports later (an uncaptured error, device loss) reaches the next launch or read as before.
 * Once interop has handed the GPUDevice out (tt.gpuDeviceOf), a user's own submissions could
 * overtake a pending batch: from then on every launch is submitted at once (`disableBatching`).
 */

/** Dispatches kept open at most before they are submitted. */
export const MAX_BATCH = 64;

/**
 * Slots of a kernel's uniform buffer: one more than a batch's dispatches, so that the slot a new
 * block is written to is never one a dispatch still waiting in the batch reads.
 */
export const UNIFORM_SLOTS = MAX_BATCH + 1;

interface OpenBatch {
  readonly encoder: GPUCommandEncoder;
  readonly pass: GPUComputePassEncoder;
  pipeline: GPUComputePipeline | undefined;
  group: GPUBindGroup | undefined;
  offset: number;
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
      const pass = encoder.beginComputePass();
      b = { encoder, pass, pipeline: undefined, group: undefined, offset: 0, dispatches: 0 };
      this.open = b;
      if (!this.scheduled) {
        this.scheduled = true;
        schedule(this.flushLater);
      }
    }
    return b;
  }

  /** Appends a dispatch binding `group` with its uniform block at dynamic offset `offset`. */
  add(
    pipeline: GPUComputePipeline,
    group: GPUBindGroup,
    offset: number,
    x: number,
    y: number,
    z: number,
  ): void {
    const b = this.opened();
    const pass = b.pass;
    if (b.pipeline !== pipeline) {
      pass.setPipeline(pipeline);
      b.pipeline = pipeline;
      b.group = undefined;
    }
    if (b.group !== group || b.offset !== offset) {
      pass.setBindGroup(0, group, [offset]);
      b.group = group;
      b.offset = offset;
    }
    pass.dispatchWorkgroups(x, y, z);
    this.stats.dispatches++;
    if (++b.dispatches >= MAX_BATCH) this.flush();
  }

  flush(): void {
    const b = this.open;
    if (!b) return;
    this.open = undefined;
    b.pass.end();
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
