/**
 * What a webgpu launch reuses (src/backends/webgpu/launch-cache.ts): one bind group per argument
 * set, the oldest set dropped past eight; staging buffers handed back after a read and reused,
 * destroyed after a failed one. Plain objects stand in for GPU objects: no device needed.
 */
import { describe, expect, it } from 'vitest';
import { BindGroupCache, StagingPool } from '../../../src/backends/webgpu/launch-cache.js';

/** Stands in for a GPUBuffer: only destroy() is called. */
class FakeBuffer {
  destroyed = false;
  destroy(): void {
    this.destroyed = true;
  }
}

// the cache and the pool only compare and destroy buffers: a FakeBuffer is enough of one
const buffer = () => new FakeBuffer() as unknown as GPUBuffer;

describe('BindGroupCache', () => {
  it('makes one bind group per argument set and drops the oldest set past eight', () => {
    const cache = new BindGroupCache();
    let made = 0;
    const make = () => ({ n: ++made }) as unknown as GPUBindGroup;
    const [a, b] = [buffer(), buffer()];
    const ab = cache.get([a, b], make);
    expect(cache.get([a, b], make)).toBe(ab);
    expect(cache.get([b, a], make)).not.toBe(ab);
    expect(made).toBe(2);
    for (let i = 0; i < 7; i++) cache.get([buffer()], make);
    expect(made).toBe(9);
    cache.get([a, b], make);
    expect(made).toBe(10);
  });
});

describe('StagingPool', () => {
  it('hands a read buffer out again, destroys one whose read failed', () => {
    let created = 0;
    const device = {
      createBuffer: () => {
        created++;
        return buffer();
      },
    } as unknown as GPUDevice;
    const pool = new StagingPool(device);
    const s = pool.take();
    pool.give(s, true);
    expect(pool.take()).toBe(s);
    expect(created).toBe(1);
    pool.give(s, false);
    expect((s as unknown as FakeBuffer).destroyed).toBe(true);
    expect(pool.take()).not.toBe(s);
    expect(created).toBe(2);
  });
});
