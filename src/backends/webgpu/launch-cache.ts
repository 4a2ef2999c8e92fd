/// <reference types="@webgpu/types" />
/**
 * What a webgpu launch reuses instead of making it again (executable.ts): the bind group of an
 * argument set (a launch loop binds the same buffers every time), and the mappable staging buffers
 * its error words are read through (created once, mapped, unmapped and handed back).
 */
import { BufferUsage } from './constants.js';
import { ERROR_BYTES } from './error-words.js';

/** Bind groups kept per executable: a loop over a few argument sets (ping-pong buffers) hits. */
const BIND_GROUPS = 8;
/** Staging buffers kept per executable (as many as launches of it are in flight at once). */
const STAGING = 4;

const bufferIds = new WeakMap<GPUBuffer, number>();
let nextBufferId = 1;

/** A number naming `buffer` for as long as it lives. */
export function bufferId(buffer: GPUBuffer): number {
  let id = bufferIds.get(buffer);
  if (id === undefined) {
    id = nextBufferId++;
    bufferIds.set(buffer, id);
  }
  return id;
}

/** The bind groups of the argument sets an executable ran with last, by their buffers. */
export class BindGroupCache {
  private readonly groups = new Map<string, GPUBindGroup>();

  /** The bind group binding `buffers` (in binding order), made by `make` when not kept. */
  get(buffers: readonly GPUBuffer[], make: () => GPUBindGroup): GPUBindGroup {
    let key = '';
    for (const b of buffers) key += `${bufferId(b)},`;
    const kept = this.groups.get(key);
    if (kept) return kept;
    const group = make();
    // the oldest argument set goes first (its buffers may be gone)
    if (this.groups.size >= BIND_GROUPS) {
      const oldest = this.groups.keys().next();
      if (!oldest.done) this.groups.delete(oldest.value);
    }
    this.groups.set(key, group);
    return group;
  }
}

/** Mappable buffers of ERROR_BYTES, handed out and back instead of created and destroyed. */
export class StagingPool {
  private readonly free: GPUBuffer[] = [];

  constructor(private readonly device: GPUDevice) {}

  take(): GPUBuffer {
    return (
      this.free.pop() ??
      this.device.createBuffer({ size: ERROR_BYTES, usage: BufferUsage.MAP_READ | BufferUsage.COPY_DST })
    );
  }

  /** Back after a successful read (unmapped); any other buffer is destroyed. */
  give(buffer: GPUBuffer, reusable: boolean): void {
    if (reusable && this.free.length < STAGING) this.free.push(buffer);
    else buffer.destroy();
  }
}
