/**
 * A kernel keeps what it learnt of each device (runtime/launch-facts.ts), but never the device: a
 * sub-device that is replaced (a new partition takes its id) and dropped is garbage-collected while
 * the kernels that ran on it live on. The facts' one-entry cache of the last device once held it
 * strongly, for as long as the kernel lived.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const gcOf = (): (() => void) => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
};

const addOne = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

for (const backend of ['native', 'wasm'] as const) {
  const parent = tt.devices().find((d) => d.backend === backend && d.available);
  describe.skipIf(!parent)(`a ${backend} sub-device that ran a kernel`, () => {
    it('is collected once dropped, while the kernel lives', async () => {
      const gc = gcOf();
      // A FinalizationRegistry, not a WeakRef: making a WeakRef keeps its target alive until the
      // current job ends, which Node does not always mark between the awaits below.
      let freed = false;
      const registry = new FinalizationRegistry<string>(() => {
        freed = true;
      });
      await (async () => {
        const [sub] = tt.device(backend).createSubDevices(1);
        if (!sub) throw new Error('no sub-device');
        registry.register(sub, sub.id);
        const x = tt.full([8], 1, tt.f32, { device: sub });
        await addOne.launch(8, { x });
        expect(Array.from(await x.read())).toEqual(new Array(8).fill(2));
        x.dispose();
      })();
      // a new partition takes the dropped sub-device's id (selectors find the latest)
      const [next] = tt.device(backend).createSubDevices(1);
      expect(next?.id).toBe(`${backend}:0.0`);
      for (let i = 0; i < 20 && !freed; i++) {
        gc();
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(freed).toBe(true);
      // the kernel still runs, on the new sub-device too
      const y = tt.full([4], 5, tt.f32, { device: next });
      await addOne.launch(4, { x: y });
      expect(Array.from(await y.read())).toEqual([6, 6, 6, 6]);
    });
  });
}
