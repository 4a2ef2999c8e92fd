/**
 * The native runtime around the FFI call: launches never block the event loop, different queues
 * run at the same time, and the OpenMP thread count (settings().threads) does not change results.
 */
import { afterEach, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { describeNative, runOn } from './support.js';

afterEach(() => {
  tt.configure({ threads: 0 });
});

describeNative('native runtime', () => {
  it('the event loop keeps ticking while a long kernel runs', async () => {
    const spin = tt.kernel(
      { out: tt.arrayOf(tt.f32), n: tt.i32 },
      (i, { out, n }) => {
        let acc = tt.f32(i);
        for (let k = 0; k < n; k++) acc = acc * 0.999999 + 0.5;
        out[i] = acc;
      },
      { name: 'spin' },
    );
    const out = tt.zeros([2], tt.f32, { device: tt.device('native') });
    await spin.compileFor('native');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const t0 = performance.now();
    await spin.launch(2, { out, n: 60_000_000 });
    const ms = performance.now() - t0;
    clearInterval(timer);
    expect(ms).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThan(0);
  });

  it('two queues run concurrently (each kernel waits for a flag only the other one sets)', async () => {
    const dev = tt.device('native');
    const shared = new Int32Array(new SharedArrayBuffer(16));
    const qa = dev.createQueue();
    const qb = dev.createQueue();
    const fa = tt.array(shared, { queue: qa });
    const fb = tt.array(new Int32Array(shared.buffer), { queue: qb });
    // flag[mine] = 1, then wait (bounded) until flag[other] = 1; result[mine + 2] = 1 if it was seen
    const handshake = tt.kernel(
      { f: tt.arrayOf(tt.i32), mine: tt.i32 },
      (_i, { f, mine }) => {
        Atomics.store(f, mine, 1);
        let n = 0;
        while (Atomics.load(f, 1 - mine) === 0 && n < 2_000_000_000) n++;
        Atomics.store(f, mine + 2, Atomics.load(f, 1 - mine));
      },
      { name: 'handshake' },
    );
    await handshake.compileFor(dev);
    await Promise.all([handshake.launch(1, { f: fa, mine: 0 }), handshake.launch(1, { f: fb, mine: 1 })]);
    expect(Array.from(shared)).toEqual([1, 1, 1, 1]);
  });

  it('results with 1 thread equal results with 2 threads (floats, atomics, 2-D)', async () => {
    const k = tt.kernel(
      { img: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.u32), w: tt.i32 },
      ([i, j], { img, bins, w }) => {
        const x = (j / w) * 3 - 2;
        const y = (i / w) * 2 - 1;
        let zr = tt.f32(0);
        let zi = tt.f32(0);
        let it = 0;
        while (it < 64 && zr * zr + zi * zi < 4) {
          const t = zr * zr - zi * zi + x;
          zi = 2 * zr * zi + y;
          zr = t;
          it++;
        }
        img[i * w + j] = zr + zi;
        Atomics.add(bins, it % 16, 1);
      },
      { name: 'mandel_hist' },
    );
    const w = 96;
    const inputs = () => ({ img: new Float32Array(w * w), bins: new Uint32Array(16), w });
    tt.configure({ threads: 1 });
    const one = await runOn('native', k, [w, w], inputs());
    tt.configure({ threads: 2 });
    const two = await runOn('native', k, [w, w], inputs());
    const js = await runOn('js', k, [w, w], inputs());
    expect(Array.from(one.img ?? [])).toEqual(Array.from(two.img ?? []));
    expect(Array.from(one.bins ?? [])).toEqual(Array.from(two.bins ?? []));
    expect(Array.from(two.img ?? [])).toEqual(Array.from(js.img ?? []));
    expect(Array.from(two.bins ?? [])).toEqual(Array.from(js.bins ?? []));
  });
});
