/** Sub-devices: partitions of a CPU device's threads that share its memory and run at once. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { whyNoSubDevices } from '../../src/runtime/sub-devices.js';

const spin = tt.kernel({ x: tt.arrayOf(tt.f32), reps: tt.i32 }, (i, { x, reps }) => {
  let s = x[i];
  for (let r = 0; r < reps; r++) s = Math.sqrt(s * s + 1);
  x[i] = s;
});
const addOne = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const cpuBackends = ['native', 'wasm'] as const;

for (const backend of cpuBackends) {
  const parent = tt.devices().find((d) => d.backend === backend && d.available);
  // wasm's details carry no thread count: its pool runs one worker per core (availableParallelism)
  const threads = Number(parent?.details.threads ?? parent?.details.cores ?? availableParallelism());
  describe.skipIf(!parent)(`${backend} sub-devices`, () => {
    if (!parent) console.info(`skipped ${backend} sub-devices: backend unavailable on this machine`);

    it('have ids parent.k, their own queues, the parent as parent, and are found by selector', () => {
      const dev = tt.device(backend);
      const subs = dev.createSubDevices(2);
      expect(subs.map((d) => d.id)).toEqual([`${backend}:0.0`, `${backend}:0.1`]);
      expect(subs.map((d) => d.parent)).toEqual([dev, dev]);
      expect(subs[0]?.defaultQueue).not.toBe(subs[1]?.defaultQueue);
      expect(subs[0]?.defaultQueue).not.toBe(dev.defaultQueue);
      expect(tt.device(`${backend}:0.1`)).toBe(subs[1]);
      expect(subs[1]?.selector).toBe(`${backend}:0.1`);
    });

    it('share memory with the parent: arrays move between them without copies', async () => {
      const dev = tt.device(backend);
      const [left, right] = dev.createSubDevices(2);
      if (!left || !right) throw new Error('two sub-devices expected');
      const x = tt.full([1000], 0, tt.f32, { device: dev });
      await addOne.launch(1000, { x }); // the array now lives in the parent's memory
      tt.resetStats();
      await addOne.launch(1000, { x }, { device: left });
      await addOne.launch(1000, { x }, { device: right });
      expect(tt.stats().bytesMoved).toBe(0);
      expect([...(await x.read())].every((v) => v === 3)).toBe(true);
    });

    it('run the executables their parent compiled: no compile or cache lookup on a sub-device', async () => {
      const dev = tt.device(backend);
      const x = tt.full([5000], 0, tt.f32, { device: dev });
      await addOne.launch(5000, { x });
      const [left, right] = dev.createSubDevices(2);
      if (!left || !right) throw new Error('two sub-devices expected');
      const [inner] = left.createSubDevices(1);
      if (!inner) throw new Error('a sub-device of a sub-device expected');
      tt.resetStats();
      await addOne.launch(5000, { x }, { device: left });
      await addOne.launch(5000, { x }, { device: right });
      await addOne.launch(5000, { x }, { device: inner });
      expect(tt.stats()).toMatchObject({ compiles: 0, compileCacheHits: 0, launches: 3 });
      expect([...(await x.read())].every((v) => v === 4)).toBe(true);
    });

    it.skipIf(threads < 2)('two sub-devices run at the same time', async () => {
      const [left, right] = tt.device(backend).createSubDevices(2);
      if (!left || !right) throw new Error('two sub-devices expected');
      const ql = left.createQueue({ profiling: true });
      const qr = right.createQueue({ profiling: true });
      const n = 40000;
      const a = tt.full([n], 1, tt.f32, { device: left, queue: ql });
      const b = tt.full([n], 1, tt.f32, { device: right, queue: qr });
      await spin.launch(n, { x: a, reps: 10 }); // compile on both before timing
      await spin.launch(n, { x: b, reps: 10 });
      const [ea, eb] = await Promise.all([
        spin.launch(n, { x: a, reps: 2000 }),
        spin.launch(n, { x: b, reps: 2000 }),
      ]);
      const pa = ea.profile;
      const pb = eb.profile;
      if (!pa || !pb) throw new Error('profiles expected');
      // The two intervals intersect: each started before the other ended.
      expect(pa.startedMs).toBeLessThan(pb.endedMs);
      expect(pb.startedMs).toBeLessThan(pa.endedMs);
      const ref = await a.read();
      expect([...(await b.read())]).toEqual([...ref]);
    });

    it('refuse a partition of more threads than the device has, or a malformed one', () => {
      const dev = tt.device(backend);
      expect(() => dev.createSubDevices(threads + 1)).toThrow(
        expect.objectContaining({ name: 'SubDeviceError', code: 'SUBDEVICE_TOO_MANY_THREADS' }),
      );
      expect(() => dev.createSubDevices([threads, 1])).toThrow(
        expect.objectContaining({ code: 'SUBDEVICE_TOO_MANY_THREADS' }),
      );
      for (const bad of [0, 1.5, [], [1, 0], ['1'], 'two']) {
        expect(() => dev.createSubDevices(bad as never)).toThrow(
          expect.objectContaining({ code: 'SUBDEVICE_BAD_PARTITION' }),
        );
      }
      expect(dev.createSubDevices([1]).map((d) => d.details.threads ?? 1)).toEqual([1]);
    });
  });
}

const nativeParent = tt.devices().find((d) => d.backend === 'native' && d.available);
describe.skipIf(!nativeParent)('native sub-devices: proof of concurrency', () => {
  if (!nativeParent) console.info('skipped native rendezvous: native unavailable on this machine');
  // Each launch announces itself in shared memory, then waits for the other's announcement: both
  // finish only if the two sub-devices run at the same time (serialised, the first would spin
  // until its timeout). The two NDArrays wrap one SharedArrayBuffer, so tutti does not order them.
  const meet = tt.kernel({ f: tt.arrayOf(tt.i32), me: tt.i32, other: tt.i32 }, (_i, { f, me, other }) => {
    Atomics.store(f, me, 1);
    while (Atomics.load(f, other) === 0) {
      // wait for the other sub-device
    }
    f[me] = 2;
  });
  it('two sub-devices meet inside running kernels (each waits for the other)', async () => {
    const [left, right] = tt.device('native').createSubDevices(2);
    if (!left || !right) throw new Error('two sub-devices expected');
    const flags = new SharedArrayBuffer(8);
    const a = tt.array(new Int32Array(flags), { device: left });
    const b = tt.array(new Int32Array(flags), { device: right });
    await Promise.all([
      meet.launch(1, { f: a, me: 0, other: 1 }, { timeoutMs: 30_000 }),
      meet.launch(1, { f: b, me: 1, other: 0 }, { timeoutMs: 30_000 }),
    ]);
    expect([...new Int32Array(flags)]).toEqual([2, 2]);
  });
});

describe('devices that cannot be partitioned', () => {
  it('js refuses with SUBDEVICE_UNSUPPORTED', () => {
    expect(() => tt.device('js').createSubDevices(2)).toThrow(
      expect.objectContaining({
        name: 'SubDeviceError',
        code: 'SUBDEVICE_UNSUPPORTED',
        message: expect.stringMatching(/no threads to divide/),
      }),
    );
  });
  it('webgpu refuses saying why (the API has nothing to partition a GPU by)', async () => {
    await tt.init();
    const webgpu = tt.devices().find((d) => d.backend === 'webgpu' && d.available);
    if (!webgpu) return; // no adapter here: the reason is still stated (below)
    expect(() => webgpu.createSubDevices(2)).toThrow(
      expect.objectContaining({
        code: 'SUBDEVICE_UNSUPPORTED',
        message: expect.stringMatching(/WebGPU cannot partition/),
      }),
    );
  });
  it('the reason for each backend without sub-devices (cuda: MIG/MPS are set up outside the process)', () => {
    expect(whyNoSubDevices('webgpu')).toMatch(/one GPUDevice with one queue/);
    expect(whyNoSubDevices('cuda')).toMatch(/CUDA has no sub-devices.*MIG/);
    expect(whyNoSubDevices('js')).toMatch(/calling thread/);
  });
  const gpu = tt.devices().find((d) => d.kind === 'gpu' && d.available);
  it.skipIf(!gpu)('a GPU refuses with SUBDEVICE_UNSUPPORTED', () => {
    if (!gpu) return;
    expect(() => gpu.createSubDevices(2)).toThrow(expect.objectContaining({ code: 'SUBDEVICE_UNSUPPORTED' }));
  });
});
