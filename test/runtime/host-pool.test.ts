/**
 * The host buffer pool (src/memory/host-pool.ts): large host buffers tutti allocated are reused
 * after dispose(), never once a view of them reached the user (hostView, a descriptor), never
 * for the user's own memory, and zeros() of a reused buffer is still zero.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { clearHostPool, hostPoolStats, POOL_MAX_BYTES, POOL_MIN_BYTES } from '../../src/memory/host-pool.js';

const n = (2 * POOL_MIN_BYTES) / 4; // 2 MiB of f32
const devices = tt.devices().filter((d) => d.available && (d.backend === 'js' || d.backend === 'native'));
/** dispose() frees after the array's last use has settled: wait for that. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe.each(devices.map((d) => ({ id: d.id, device: d })))('host pool on $id', ({ device }) => {
  it('reuses a disposed buffer no view of which reached the user, without detaching it', async () => {
    clearHostPool();
    const a = tt.full([n], 3, tt.f32, { device });
    a.dispose();
    await settle();
    expect(hostPoolStats().buffers).toBe(1);
    const before = hostPoolStats().reused;
    const b = tt.empty([n], tt.f32, { device });
    expect(hostPoolStats().reused).toBe(before + 1);
    await b.write(new Float32Array(n).fill(5));
    expect((await b.read())[7]).toBe(5);
    // the reused buffer is the same object, still attached: detaching any buffer would turn off
    // V8's typed-array fast path for the whole process (js kernels ~25% slower)
    const view = await b.hostView();
    expect(view.length).toBe(n);
    expect(view.buffer.byteLength).toBeGreaterThanOrEqual(n * 4); // (+64 where native aligns it)
    b.dispose();
  });

  it('never pools a buffer whose hostView() the user kept: the view keeps its own data', async () => {
    clearHostPool();
    const a = tt.full([n], 3, tt.f32, { device });
    const view = await a.hostView();
    expect(view[n - 1]).toBe(3);
    a.dispose();
    await settle();
    expect(hostPoolStats().buffers).toBe(0);
    const b = tt.full([n], 9, tt.f32, { device });
    await b.read();
    expect(view.length).toBe(n);
    expect(view[n - 1]).toBe(3); // never the next array's data
    // a view of a window of the array escapes the whole buffer
    const c = tt.full([n], 4, tt.f32, { device });
    const part = await c.subarray(8, 16).hostView();
    c.dispose();
    await settle();
    expect(hostPoolStats().buffers).toBe(0);
    expect(part[0]).toBe(4);
    b.dispose();
  });

  it('zeros() of a reused buffer is zero; read() results stay the user’s', async () => {
    clearHostPool();
    const a = tt.full([n], 7, tt.f32, { device });
    const copy = await a.read();
    a.dispose();
    await settle();
    const z = tt.zeros([n], tt.f32, { device });
    expect(hostPoolStats().buffers).toBe(0);
    const zv = await z.read();
    expect(zv.every((v) => v === 0)).toBe(true);
    z.dispose();
    await settle();
    expect(copy[n - 1]).toBe(7); // a read() copy is never given back
    expect(copy.length).toBe(n);
  });

  it('never pools the user’s own memory, nor small buffers', async () => {
    clearHostPool();
    const mine = new Float32Array(n).fill(2);
    tt.array(mine, { device }).dispose();
    tt.zeros([1000], tt.f32, { device }).dispose();
    await settle();
    expect(hostPoolStats().buffers).toBe(0);
    expect(mine.length).toBe(n);
    expect(mine[0]).toBe(2);
  });

  it('keeps at most POOL_MAX_BYTES', async () => {
    clearHostPool();
    const big = POOL_MAX_BYTES / 4 / 2; // half the cap each
    for (let k = 0; k < 3; k++) tt.empty([big], tt.f32, { device }).dispose();
    await settle();
    expect(hostPoolStats().bytes).toBeLessThanOrEqual(POOL_MAX_BYTES);
    clearHostPool();
  });
});
