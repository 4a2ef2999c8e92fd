/** Without shared memory (a page that is not cross-origin isolated) kernels run on the calling thread. */
import { describe, expect, it, vi } from 'vitest';
import { compileKernel } from '../../../src/backends/wasm/compile.js';
import { WasmSpace } from '../../../src/backends/wasm/memory.js';
import { Runner } from '../../../src/backends/wasm/runner.js';
import * as tt from '../../../src/index.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

describe.skipIf(!available)('wasm without SharedArrayBuffer', () => {
  it('runs single-threaded on non-shared memory and says so once', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const space = new WasmSpace(false);
    const runner = new Runner(space, { ok: true, shared: false, node: true });
    const compiled = await compileKernel(saxpy.ir, false);
    const n = 100_003;
    const x = space.alloc('f32', n);
    const y = space.alloc('f32', n);
    (x.host as Float32Array).set(Float32Array.from({ length: n }, (_, i) => i));
    (y.host as Float32Array).fill(1);
    for (let r = 0; r < 2; r++) {
      const fail = await runner.run(compiled, [n], [n, 1, 1, 2, x.offset, n, y.offset, n]);
      expect(fail).toBeUndefined();
    }
    expect(y.host[n - 1]).toBe(Math.fround(1 + 2 * (n - 1) + 2 * (n - 1)));
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toMatch(/single-threaded/);
    // The wrong length makes the scalar tail fail exactly like js would.
    expect(await runner.run(compiled, [n], [n, 1, 1, 2, x.offset, n - 2, y.offset, n])).toEqual({
      site: expect.any(Number),
      index: n - 2,
    });
    info.mockRestore();
  });
});
