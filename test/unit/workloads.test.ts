/**
 * The benchmark's "same loop hand-written in JS with f32 semantics" must compute exactly what the
 * tutti kernel computes, or the ratios compare different work.
 */
import { describe, expect, it } from 'vitest';
import { prepare } from '../../demo/run-workload.js';
import { WORKLOADS } from '../../demo/workloads.js';
import * as tt from '../../src/index.js';

describe('benchmark workloads', () => {
  for (const w of WORKLOADS) {
    it(`${w.name}: the f32 hand-written loop equals the js backend bit for bit, and the f64 loop passes the check`, async () => {
      const size = Math.max(8, Math.floor(w.demoSize / 16));
      const p = prepare(w, size, tt.device('js'));
      await p.launch();
      const got = await p.read();
      const { inputs, outputs } = w.make(size);
      w.jsF32(inputs);
      for (const o of outputs) expect([...(got[o] ?? [])]).toEqual([...(inputs[o] as Float32Array)]);
      const f64 = w.make(size);
      w.js(f64.inputs);
      for (const o of outputs)
        expect(w.check(o, got[o] as Float32Array, f64.inputs[o] as Float32Array)).toBeNull();
    });
  }
});
