/**
 * f16 arrays in kernels on every device (both Dawn adapters: test/support/init-devices.ts): loads
 * give the f32 value, arithmetic is f32, each store rounds to the nearest f16 (ties to even,
 * subnormals, ±Infinity, the one NaN 0x7e00), and tt.f16(x) rounds a value — bit for bit what the
 * js backend gives, which is what src/types/f16.ts computes on the host.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { reportMissingAdapters } from '../support/adapters.js';

reportMissingAdapters();

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const f16Kernel = tt.kernel(
  {
    h: tt.arrayOf(tt.f16),
    copy: tt.arrayOf(tt.f16),
    scaled: tt.arrayOf(tt.f16),
    third: tt.arrayOf(tt.f32),
    wide: tt.arrayOf(tt.f32),
    narrowed: tt.arrayOf(tt.f16),
  },
  (i, { h, copy, scaled, third, wide, narrowed }) => {
    copy[i] = h[i];
    scaled[i] = h[i] * 1.75 - 3;
    third[i] = tt.f16(h[i] / 3);
    narrowed[i] = wide[i];
    scaled[i] *= 1; // a compound store re-rounds what it loaded: the same bits
  },
);

/** Every f16 bit pattern, and f32 values at the f16 rounding boundaries (ties, overflow, subnormals). */
function inputs(): { bits: Uint16Array; wide: Float32Array } {
  const bits = new Uint16Array(0x10000);
  for (let h = 0; h < bits.length; h++) bits[h] = h;
  const wide = new Float32Array(bits.length);
  const edges = [
    65504,
    65519.99,
    65520,
    1e6,
    2 ** -25,
    3 * 2 ** -25,
    2 ** -14 - 2 ** -25,
    1 + 2 ** -11,
    1 + 3 * 2 ** -11,
    2 ** -149,
    -0,
    Number.NaN,
    Infinity,
    -Infinity,
    0.1,
    1 / 3,
  ];
  for (let k = 0; k < wide.length; k++) {
    // the boundaries, then values spread over every exponent an f16 has and around it
    wide[k] =
      k < edges.length ? (edges[k] ?? 0) : (k % 2 ? -1 : 1) * 2 ** ((k % 60) - 30) * (1 + (k % 1021) / 1024);
  }
  return { bits, wide };
}

async function run(d: tt.Device) {
  const { bits, wide } = inputs();
  const n = bits.length;
  const h = tt.array(bits.buffer.slice(0), { dtype: tt.f16, device: d });
  const out = {
    copy: tt.zeros([n], tt.f16, { device: d }),
    scaled: tt.zeros([n], tt.f16, { device: d }),
    third: tt.zeros([n], tt.f32, { device: d }),
    wide: tt.array(wide, { device: d }),
    narrowed: tt.zeros([n], tt.f16, { device: d }),
  };
  await f16Kernel.launch(n, { h, ...out });
  return {
    copy: await out.copy.read(),
    scaled: await out.scaled.read(),
    third: new Uint32Array((await out.third.read()).buffer),
    narrowed: await out.narrowed.read(),
  };
}

describe('f16 arrays in kernels', () => {
  it('the js backend computes what src/types/f16.ts defines', async () => {
    const r = await run(tt.device('js'));
    const { bits, wide } = inputs();
    const f = Math.fround;
    for (let k = 0; k < bits.length; k++) {
      const v = tt.f16Value(bits[k] ?? 0);
      const want = {
        copy: tt.f16Bits(v),
        scaled: tt.f16Bits(f(f(v * 1.75) - 3)),
        third: new Uint32Array(new Float32Array([tt.f16(f(v / 3))]).buffer)[0],
        narrowed: tt.f16Bits(wide[k] ?? 0),
      };
      const got = { copy: r.copy[k], scaled: r.scaled[k], third: r.third[k], narrowed: r.narrowed[k] };
      if (JSON.stringify(got) !== JSON.stringify(want))
        expect.fail(`element ${k}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    }
    // NaNs are stored as the one quiet NaN, whatever their payload
    expect(r.copy[0x7c01]).toBe(0x7e00);
    expect(r.copy[0xffff]).toBe(0x7e00);
  });

  describe.each(available.filter((d) => d.backend !== 'js').map((d) => ({ id: d.id, device: d })))(
    'on $id',
    ({ device }) => {
      it('gives the js backend’s bits for every f16 input and the f32 boundaries', async () => {
        const [want, got] = await Promise.all([run(tt.device('js')), run(device)]);
        for (const key of ['copy', 'scaled', 'third', 'narrowed'] as const) {
          const a = want[key];
          const b = got[key];
          const bad = a.findIndex((x, k) => x !== b[k]);
          if (bad >= 0)
            expect.fail(
              `${key}[${bad}]: 0x${(b[bad] ?? 0).toString(16)}, js 0x${(a[bad] ?? 0).toString(16)}`,
            );
        }
      }, 120_000);
    },
  );
});
