/** Aspects (dpctl's has_aspect): derived from each device's kind and caps, checked against behaviour. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const all = tt.devices();

describe.each(all.map((d) => [d.id, d] as const))('aspects of %s', (_id, dev) => {
  if (!dev.available) {
    it('an unavailable device has no aspect', () => {
      expect(dev.aspects).toEqual([]);
      expect(dev.has('cpu')).toBe(false);
    });
    return;
  }

  it('follow the caps and the kind', () => {
    expect(dev.has('fp64')).toBe(dev.caps.f64);
    expect(dev.has('atomics')).toBe(dev.caps.atomics);
    expect(dev.has('atomic64')).toBe(dev.caps.atomics && dev.caps.f64);
    expect(dev.has('cpu')).toBe(dev.kind === 'cpu');
    expect(dev.has('gpu')).toBe(dev.kind === 'gpu');
    // sub-group collectives run on every device (through work-group memory)
    expect(dev.has('subgroups')).toBe(true);
    expect(dev.has('queue-profiling')).toBe(true);
    expect(dev.has('out-of-order-queues')).toBe(true);
    expect(dev.has('timestamp')).toBe(dev.backend === 'cuda' || dev.details.timestamps === true);
    expect(dev.aspects).toEqual(expect.arrayContaining(['queue-profiling', dev.kind]));
  });

  it("'sub-devices' and 'array-views' say whether createSubDevices() and subarray() work", () => {
    let partitioned = true;
    try {
      dev.createSubDevices(1);
    } catch (e) {
      expect(e).toMatchObject({ code: 'SUBDEVICE_UNSUPPORTED' });
      partitioned = false;
    }
    expect(dev.has('sub-devices')).toBe(partitioned);
    let viewed = true;
    try {
      tt.zeros([4], tt.f32, { device: dev }).subarray(1, 2);
    } catch (e) {
      expect(e).toMatchObject({ code: 'ARRAY_BAD_PLACEMENT' });
      viewed = false;
    }
    expect(dev.has('array-views')).toBe(viewed);
  });

  it("'shared-memory' devices run a work-group kernel with g.shared", async () => {
    expect(dev.has('shared-memory')).toBe(true);
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }, g) => {
        const s = g.shared(tt.f32, 4);
        const l = g.local[0];
        s[l] = x[i];
        g.barrier();
        y[i] = s[3 - l];
      },
      { workgroup: [4] },
    );
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: dev });
    const y = tt.zeros([4], tt.f32, { device: dev });
    await k.launch(4, { x, y });
    expect([...(await y.read())]).toEqual([4, 3, 2, 1]);
  });
});

it('an unknown aspect is DeviceAspectError DEVICE_UNKNOWN_ASPECT, with the nearest name', () => {
  const js = tt.device('js');
  const unknown = (name: unknown, near?: string) => {
    let err: unknown;
    try {
      js.has(name as never);
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ name: 'DeviceAspectError', code: 'DEVICE_UNKNOWN_ASPECT' });
    const message = (err as Error).message;
    if (near) expect(message).toContain(`did you mean '${near}'?`);
    else expect(message).not.toContain('did you mean');
    expect(message).toContain('fp64, atomics');
  };
  unknown('fp46', 'fp64');
  unknown('usm_shared_allocations', 'usm-shared-allocations');
  unknown('Atomic64', 'atomic64');
  unknown('teleportation');
  unknown(3);
});
