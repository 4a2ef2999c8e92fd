/**
 * Zero-copy on wasm (HAMR): arrays tutti makes for wasm live in the wasm heap from the start, so
 * nothing is copied in at the first launch; only a TypedArray of yours, outside wasm memory, is
 * copied in once (counted).
 */
import { describe, expect, it } from 'vitest';
import { WasmSpace } from '../../src/backends/wasm/memory.js';
import * as tt from '../../src/index.js';

const wasm = tt.devices().find((d) => d.id === 'wasm:0' && d.available);
const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});
const copies = () => {
  const s = tt.stats();
  return s.hostToDevice + s.deviceToHost + s.deviceToDevice;
};

describe.skipIf(!wasm)('zero-copy arrays on wasm', () => {
  it('empty/zeros + hostView(): filled in the heap, launched and seen without a single copy', async () => {
    await inc.launch(1, { x: tt.zeros([1], tt.f32, { device: 'wasm' }) }); // compile first
    tt.resetStats();
    const x = tt.empty([4], tt.f32, { device: 'wasm' });
    const view = await x.hostView();
    const heap = tt.device('wasm').impl().memory;
    expect(heap).toBeInstanceOf(WasmSpace);
    expect(view.buffer).toBe((heap as WasmSpace).memory.buffer); // a view of the heap itself
    view.set([1, 2, 3, 4]);
    await inc.launch(4, { x });
    expect([...(await x.hostView())]).toEqual([2, 3, 4, 5]);
    const z = tt.zeros([3], tt.f32, { device: 'wasm' });
    await inc.launch(3, { x: z });
    expect([...(await z.hostView())]).toEqual([1, 1, 1]);
    expect(copies()).toBe(0);
  });

  it('tt.full and a converted tt.array (number[], another dtype) are made in the heap: no copy at launch', async () => {
    await inc.launch(1, { x: tt.zeros([1], tt.f32, { device: 'wasm' }) });
    tt.resetStats();
    const f = tt.full([3], 7, tt.f32, { device: 'wasm' });
    const a = tt.array([1, 2, 3], { device: 'wasm' });
    const b = tt.array(new Int16Array([5, 6]), { dtype: tt.f32, device: 'wasm' });
    for (const x of [f, a, b]) await inc.launch(x.length, { x });
    expect(copies()).toBe(0);
    expect(f.validSpaces).toEqual(['wasm:0']);
    expect([...(await f.read())]).toEqual([8, 8, 8]);
    expect([...(await a.read())]).toEqual([2, 3, 4]);
    expect([...(await b.read())]).toEqual([6, 7]);
    const c = a.astype(tt.i32);
    expect([...(await c.hostView())]).toEqual([2, 3, 4]);
    expect(c.validSpaces).toEqual(['wasm:0']);
    expect(copies()).toBe(0);
    // a whole write() of a heap array writes the heap: the next launch copies nothing
    await a.write([10, 20, 30]);
    tt.resetStats();
    await inc.launch(3, { x: a });
    expect(copies()).toBe(0);
    expect([...(await a.hostView())]).toEqual([11, 21, 31]);
  });

  it('a TypedArray of yours (outside wasm memory) is copied into the heap once, at the first launch', async () => {
    await inc.launch(1, { x: tt.zeros([1], tt.f32, { device: 'wasm' }) });
    const mine = new Float32Array([1, 2]);
    tt.resetStats();
    const x = tt.array(mine, { device: 'wasm' });
    await inc.launch(2, { x });
    await inc.launch(2, { x });
    expect(tt.stats().hostToDevice).toBe(1);
    expect([...(await x.hostView())]).toEqual([3, 4]);
    expect([...mine]).toEqual([1, 2]); // the kernels worked on the heap copy
  });

  it('a conversion refused after its heap memory was made gives that memory back', () => {
    const heap = tt.device('wasm').impl().memory as WasmSpace;
    const data = [1, 2, 3];
    const owner = tt.array(data, { device: 'wasm', onFree: () => {} });
    const live = heap.liveBytes;
    expect(() => tt.array(data, { device: 'wasm', onFree: () => {} })).toThrow(
      expect.objectContaining({ code: 'ARRAY_ALREADY_OWNED' }),
    );
    expect(heap.liveBytes).toBe(live);
    owner.dispose();
    expect(heap.liveBytes).toBe(live - 16);
  });

  it('on js and native the same calls copy nothing either (host memory is their own)', async () => {
    for (const id of ['js', 'native']) {
      if (!tt.devices().some((d) => d.id === `${id}:0` && d.available)) continue;
      await inc.launch(1, { x: tt.zeros([1], tt.f32, { device: id }) });
      tt.resetStats();
      const a = tt.array([1, 2, 3], { device: id });
      const f = tt.full([2], 1, tt.f32, { device: id });
      await inc.launch(3, { x: a });
      await inc.launch(2, { x: f });
      expect(copies()).toBe(0);
      expect([...(await a.hostView())]).toEqual([2, 3, 4]);
    }
  });
});
