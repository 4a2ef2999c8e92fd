/// <reference types="@webgpu/types" />
/**
 * Device time of one compute pass, from WebGPU timestamp queries (the 'timestamp-query' feature,
 * requested at device creation where the adapter has it: adapters.ts). The pass writes a
 * timestamp at its beginning and end; they are resolved into a buffer in the same submission and
 * read back with the error words. Their difference (nanoseconds, possibly quantised by the
 * implementation) is returned as `deviceMs`; the queue places it on the host clock so that the run
 * ends when the host saw it end (runtime/queue.ts): WebGPU gives no common epoch with the host,
 * only differences are meaningful.
 */
import { BufferUsage, MapMode } from './constants.js';

export class PassTimer {
  private readonly querySet: GPUQuerySet;
  private readonly resolved: GPUBuffer;
  private readonly staging: GPUBuffer;

  constructor(device: GPUDevice) {
    this.querySet = device.createQuerySet({ type: 'timestamp', count: 2, label: 'tutti pass timer' });
    this.resolved = device.createBuffer({
      size: 16,
      usage: BufferUsage.QUERY_RESOLVE | BufferUsage.COPY_SRC,
    });
    this.staging = device.createBuffer({ size: 16, usage: BufferUsage.MAP_READ | BufferUsage.COPY_DST });
  }

  /** The compute pass descriptor that writes the two timestamps. */
  get pass(): GPUComputePassDescriptor {
    return {
      timestampWrites: { querySet: this.querySet, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 },
    };
  }

  /** Encodes the resolve and the copy to the mappable buffer (after the pass). */
  encode(enc: GPUCommandEncoder): void {
    enc.resolveQuerySet(this.querySet, 0, 2, this.resolved, 0);
    enc.copyBufferToBuffer(this.resolved, 0, this.staging, 0, 16);
  }

  /** The pass's device time in ms (undefined if the timestamps are unusable), then frees the timer. */
  async readMs(): Promise<number | undefined> {
    try {
      await this.staging.mapAsync(MapMode.READ);
      const t = new BigUint64Array(this.staging.getMappedRange().slice(0));
      this.staging.unmap();
      const begin = t[0] ?? 0n;
      const end = t[1] ?? 0n;
      // An implementation may report 0 (no timestamp) or an end before the beginning (a clock reset).
      return begin > 0n && end >= begin ? Number(end - begin) / 1e6 : undefined;
    } finally {
      this.destroy();
    }
  }

  destroy(): void {
    this.querySet.destroy();
    this.resolved.destroy();
    this.staging.destroy();
  }
}
