/**
 * The benchmark's hand-written C references (bench/c) compute exactly what the native kernels of
 * the same workloads compute (bit for bit at small sizes), so bench ratios compare like with like.
 * The one exception is what C's libm computes: the Black-Scholes reference calls expf/logf as a C
 * programmer would, while tutti's native f32 exp/log give JS's bits (fdlibm), so there a few
 * elements may differ in their last bits (relative 2^-16, at most 1 element in 100).
 */
import { expect, it } from 'vitest';
import { C_REFERENCES, type CReferenceName, loadCReference } from '../../../bench/c-reference.js';
import { NATIVE_EXTRA_WORKLOADS } from '../../../bench/native-workloads.js';
import { WORKLOADS } from '../../../demo/workloads.js';
import { bits, describeNative, type Host, runOn } from './support.js';

const SMALL: Readonly<Record<CReferenceName, number>> = {
  saxpy: 1000,
  mandelbrot: 48,
  nbody: 64,
  stencil: 40,
  matmul: 24,
  histogram: 5000,
  blackscholes: 3000,
  chain: 5000,
};

/** References that call libm's transcendental functions (expf, logf). */
const LIBM: ReadonlySet<string> = new Set(['blackscholes']);

/**
 * Equal f32 values but for rare small differences: libm's and fdlibm's exp/log differ in their
 * last bit, which the option formulas' cancellation may widen to a few tens of ulps.
 */
function expectClose(got: Float32Array, want: Float32Array, what: string): void {
  expect(got.length, what).toBe(want.length);
  let differing = 0;
  got.forEach((g, i) => {
    const w = want[i] ?? 0;
    if (Object.is(g, w)) return;
    differing++;
    expect(Math.abs(g - w), `${what}[${i}]: ${g} vs ${w}`).toBeLessThanOrEqual(
      2 ** -16 * Math.max(1, Math.abs(w)),
    );
  });
  expect(differing, what).toBeLessThanOrEqual(Math.ceil(got.length / 100));
}

describeNative('hand-written C references', () => {
  for (const name of C_REFERENCES) {
    it(`${name}: same result as the native kernel`, async () => {
      const w = [...WORKLOADS, ...NATIVE_EXTRA_WORKLOADS].find((x) => x.name === name);
      if (!w) throw new Error(`no workload ${name}`);
      const { inputs, range, outputs } = w.make(SMALL[name]);
      const fresh = () =>
        Object.fromEntries(
          Object.entries(inputs).map(([k, v]) => [k, typeof v === 'number' ? v : v.slice()]),
        );
      const native = await runOn('native', w.kernel, range as number, fresh());
      const ref = await loadCReference(name);
      const mine = fresh();
      await ref.run(mine);
      for (const o of outputs) {
        if (LIBM.has(name)) expectClose(mine[o] as Float32Array, native[o] as Float32Array, `${name}.${o}`);
        else expect(bits(mine[o] as Host), `${name}.${o}`).toEqual(bits(native[o] as Host));
      }
    });
  }
});
