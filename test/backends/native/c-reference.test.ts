/**
 * The benchmark's hand-written C references (bench/c) compute exactly what the native kernels of
 * the same workloads compute (bit for bit at small sizes), so bench ratios compare like with like.
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
      for (const o of outputs) expect(bits(mine[o] as Host), `${name}.${o}`).toEqual(bits(native[o] as Host));
    });
  }
});
