/**
 * Deterministic mode (src/runtime/deterministic.ts, docs/kernel-language.md#deterministic-mode):
 * float atomics and tt.sum/reduce/cumsum/matmul give the same bits run after run and for threads
 * 1, 2 and 3 on the CPU devices, equal to js where the docs say so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setting } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';
import { available, rng } from './devices.js';

const cpus = available.filter((d) => d.kind === 'cpu' && d.backend !== 'js');
const js = available.find((d) => d.backend === 'js');
const gpus = available.filter((d) => d.kind === 'gpu');

afterEach(() => tt.configure({ threads: undefined, deterministic: undefined }));

const N = 1 << 16;
const BINS = 4;

function histogramInputs() {
  const r = rng(7);
  const w = Float32Array.from({ length: N }, () => r() * 2 - 0.7);
  const bins = Int32Array.from({ length: N }, (_, i) => ((i * 2654435761) % BINS) >>> 0);
  return { w, bins };
}

function histogramKernel(deterministic?: boolean) {
  return tt.kernel(
    { w: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.f32) },
    (i, { w, bins, out }) => {
      // a few float atomics per item, so a parallel launch interleaves them
      Atomics.add(out, bins[i], w[i]);
      Atomics.sub(out, (bins[i] + 1) % 4, w[i] * 0.5);
    },
    deterministic === undefined ? {} : { deterministic },
  );
}

async function histogram(
  k: ReturnType<typeof histogramKernel>,
  device: tt.Device | string,
): Promise<Float32Array> {
  const { w, bins } = histogramInputs();
  const out = tt.zeros([BINS], tt.f32, { device });
  await k.launch([N], { w: tt.array(w, { device }), bins: tt.array(bins, { device }), out });
  return (await out.read()) as Float32Array;
}

/** The same item order as every sequential device: item 0 first, each add rounded to f32. */
function reference(): Float32Array {
  const { w, bins } = histogramInputs();
  const out = new Float32Array(BINS);
  for (let i = 0; i < N; i++) {
    const b = bins[i] ?? 0;
    const v = w[i] ?? 0;
    out[b] = (out[b] ?? 0) + v;
    out[(b + 1) % 4] = (out[(b + 1) % 4] ?? 0) - Math.fround(v * 0.5);
  }
  return out;
}

describe('float atomics under deterministic mode', () => {
  it('js runs items in order: the reference', async () => {
    expect(js).toBeDefined();
    expect(await histogram(histogramKernel(true), 'js')).toEqual(reference());
  });

  for (const device of cpus) {
    it(`${device.id}: the kernel option gives js's bits for threads 1, 2, 3, run after run`, async () => {
      const k = histogramKernel(true);
      const want = reference();
      for (const threads of [1, 2, 3, 2]) {
        tt.configure({ threads });
        expect(await histogram(k, device)).toEqual(want);
      }
    });

    it(`${device.id}: the setting does the same; deterministic: false overrides it`, async () => {
      tt.configure({ deterministic: true, threads: 3 });
      expect(await histogram(histogramKernel(), device)).toEqual(reference());
      // false: still a correct sum (within rounding), only its order is free
      const free = await histogram(histogramKernel(false), device);
      for (let b = 0; b < BINS; b++) expect(free[b]).toBeCloseTo(reference()[b] ?? 0, 0);
    });

    it(`${device.id}: on a sub-device the same bits`, async () => {
      if (!device.has('sub-devices')) return;
      const [sub] = device.createSubDevices(2);
      expect(sub).toBeDefined();
      if (sub) expect(await histogram(histogramKernel(true), sub)).toEqual(reference());
    });
  }

  for (const device of gpus) {
    it(`${device.id}: the logged additions applied in item order give js's bits, run after run`, async () => {
      const k = histogramKernel(true);
      const want = reference();
      for (let run = 0; run < 2; run++) expect(await histogram(k, device)).toEqual(want);
    });

    it(`${device.id}: atomics it cannot order are refused with LAUNCH_NOT_DETERMINISTIC and the reason`, async () => {
      const inLoop = tt.kernel(
        { w: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.f32) },
        (i, { w, bins, out }) => {
          // a trip count that only the item knows
          for (let t = 0; t < bins[i]; t++) Atomics.add(out, t, w[i]);
        },
        { deterministic: true },
      );
      await expect(histogram(inLoop, device)).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_NOT_DETERMINISTIC',
        message: expect.stringContaining(
          "Atomics.add on 'out' inside a loop whose trip count is not known at launch",
        ),
      });
    });
  }

  it('kernels without float atomics are untouched on any device', async () => {
    const k = tt.kernel(
      { o: tt.arrayOf(tt.i32) },
      (i, { o }) => {
        Atomics.add(o, 0, i);
      },
      { deterministic: true },
    );
    for (const device of [...cpus, ...gpus]) {
      const o = tt.zeros([1], tt.i32, { device });
      await k.launch([1000], { o });
      expect((await o.read())[0]).toBe(499500);
    }
  });
});

describe('the option and the setting are checked', () => {
  it('refuses a non-boolean kernel option with KERNEL_BAD_OPTIONS', () => {
    for (const bad of ['yes', 1, null]) {
      expect(() =>
        tt.kernel(
          { o: tt.arrayOf(tt.f32) },
          (i, { o }) => {
            o[i] = 1;
          },
          { deterministic: bad as unknown as boolean },
        ),
      ).toThrow(
        expect.objectContaining({
          code: 'KERNEL_BAD_OPTIONS',
          message: expect.stringContaining("'deterministic'"),
        }),
      );
    }
  });

  it('reads TUTTI_DETERMINISTIC as 1/true/0/false and refuses other words', () => {
    const before = process.env.TUTTI_DETERMINISTIC;
    try {
      for (const [raw, want] of [
        ['1', true],
        ['true', true],
        ['0', false],
        ['FALSE', false],
      ] as const) {
        process.env.TUTTI_DETERMINISTIC = raw;
        expect(setting('deterministic')).toMatchObject({ value: want, source: 'env' });
      }
      process.env.TUTTI_DETERMINISTIC = 'yes';
      expect(() => setting('deterministic')).toThrow(expect.objectContaining({ code: 'CONFIG_BAD_VALUE' }));
    } finally {
      if (before === undefined) delete process.env.TUTTI_DETERMINISTIC;
      else process.env.TUTTI_DETERMINISTIC = before;
    }
  });

  it('refuses a non-boolean setting with CONFIG_BAD_VALUE', () => {
    for (const bad of ['true', 1, 'on']) {
      expect(() => tt.configure({ deterministic: bad as unknown as boolean })).toThrow(
        expect.objectContaining({ name: 'ConfigError', code: 'CONFIG_BAD_VALUE' }),
      );
    }
  });
});

/** Runs `op` under threads 1, 2, 3 (twice 2) and returns the bits each time. */
async function underThreads(op: () => Promise<ArrayLike<number> | number>): Promise<string[]> {
  const out: string[] = [];
  for (const threads of [1, 2, 3, 2]) {
    tt.configure({ threads });
    const v = await op();
    const arr = typeof v === 'number' ? new Float64Array([v]) : Float32Array.from(v as ArrayLike<number>);
    out.push(Buffer.from(arr.buffer).toString('hex'));
  }
  return out;
}

describe('ops under deterministic mode: the same bits for threads 1, 2, 3', () => {
  const r = rng(11);
  const x = Float32Array.from({ length: 100_000 }, () => r() * 2 - 1);
  const [m, k, n] = [67, 300, 45];
  const a = Float32Array.from({ length: m * k }, () => r() - 0.5);
  const b = Float32Array.from({ length: k * n }, () => r() - 0.5);

  for (const device of [...(js ? [js] : []), ...cpus]) {
    it(`${device.id}: sum, reduce, cumsum and matmul`, async () => {
      tt.configure({ deterministic: true });
      const X = tt.array(x, { device });
      const A = tt.array(a, { device });
      const B = tt.array(b, { device });
      const runs = [
        await underThreads(() => tt.sum(X)),
        await underThreads(() => tt.reduce(X, (p, q) => p + q, 0)),
        await underThreads(() => tt.cumsum(X).read()),
        await underThreads(
          () =>
            tt.sum(tt.array(x, { device, shape: [200, 500] }), { axis: 0 }).read() as Promise<
              ArrayLike<number>
            >,
        ),
        await underThreads(() => tt.matmul(A, B, [m, k, n]).read()),
      ];
      for (const bits of runs) expect(new Set(bits).size).toBe(1);
    });
  }

  it("matmul: wasm's GEMM gives js's bits; native runs OpenBLAS on one thread", async () => {
    if (!js) return;
    tt.configure({ deterministic: true });
    const on = async (device: tt.Device) =>
      tt.matmul(tt.array(a, { device }), tt.array(b, { device }), [m, k, n]).read();
    const want = await on(js);
    const wasm = cpus.find((d) => d.backend === 'wasm');
    // wasm's own GEMM sums k in ascending order too (docs/ops.md): the same bits
    if (wasm) expect(await on(wasm)).toEqual(want);
    const native = cpus.find((d) => d.backend === 'native');
    if (native) {
      const got = await on(native);
      for (let i = 0; i < want.length; i++) expect(got[i]).toBeCloseTo(want[i] ?? 0, 3);
    }
  });
});
