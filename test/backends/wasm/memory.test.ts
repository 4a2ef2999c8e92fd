/** Wasm arrays live in one shared memory that js kernels use in place; the 4 GiB limit. */
import { beforeEach, describe, expect, it } from 'vitest';
import { WasmSpace } from '../../../src/backends/wasm/memory.js';
import * as tt from '../../../src/index.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

const scale = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, a }) => {
  x[i] = x[i] * a;
});

const iota = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = i + 1;
});

beforeEach(() => tt.resetStats());

describe.skipIf(!available)('wasm memory space', () => {
  it('a wasm array used by a js kernel moves nothing (zero-copy)', async () => {
    const x = tt.zeros([3], tt.f32, { device: 'wasm' });
    await iota.launch(3, { x });
    tt.resetStats();
    await scale.launch(3, { x, a: 2 }, { device: tt.device('js') });
    await scale.launch(3, { x, a: 10 });
    expect([...(await x.read())]).toEqual([20, 40, 60]);
    const s = tt.stats();
    expect(s.bytesMoved).toBe(0);
    expect(s.hostToDevice + s.deviceToHost + s.deviceToDevice).toBe(0);
    x.dispose();
  });

  it('a host array used on wasm moves once, then stays', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    await scale.launch(4, { x, a: 2 }, { device: tt.device('wasm') });
    await scale.launch(4, { x, a: 2 }, { device: tt.device('wasm') });
    expect(tt.stats().hostToDevice).toBe(1);
    expect([...(await x.read())]).toEqual([4, 8, 12, 16]);
    expect(tt.stats().hostToDevice).toBe(1);
  });
});

describe('wasm allocator', () => {
  it('refuses past 4 GiB with a clear ArrayError and stays usable', () => {
    const space = new WasmSpace(false);
    expect(() => space.alloc('f32', 2 ** 30 + 1)).toThrowError(
      expect.objectContaining({ name: 'ArrayError', code: 'WASM_MEMORY_LIMIT' }),
    );
    expect(() => space.alloc('f64', 2 ** 29)).toThrow(/4 GiB/);
    const a = space.alloc('f32', 4);
    (a.host as Float32Array).set([1, 2, 3, 4]);
    expect([...a.host]).toEqual([1, 2, 3, 4]);
  });

  it('aligns to 16 bytes, reuses freed blocks and re-creates views after growth', () => {
    const space = new WasmSpace(true);
    const a = space.alloc('f64', 3);
    const b = space.alloc('f32', 5);
    expect(a.offset % 16).toBe(0);
    expect(b.offset % 16).toBe(0);
    (b.host as Float32Array).fill(7);
    space.free(a);
    const c = space.alloc('i32', 2);
    expect(c.offset).toBe(a.offset);
    const big = space.alloc('f32', 1 << 20); // grows the memory
    expect(big.host.length).toBe(1 << 20);
    expect([...b.host]).toEqual([7, 7, 7, 7, 7]);
    expect(b.host.buffer).toBe(space.memory.buffer);
    space.free(b);
    space.free(c);
    space.free(big);
    expect(space.liveBytes).toBe(0);
  });
});
