/**
 * Launches of a bind group and workgroup counts WebGPU already validated run without an error
 * scope (src/backends/webgpu/validated.ts), and still report what they must: a checked kernel's
 * out-of-bounds access on such a launch rejects, new counts or new arrays go through the scope.
 */
import { describe, expect, it } from 'vitest';
import { ValidatedDispatch } from '../../../src/backends/webgpu/validated.js';
import * as tt from '../../../src/index.js';
import { readEvenIfFailed } from '../../support/failed-content.js';
import { skipReason, webgpu } from './support.js';

// the record only keys on the bind group's identity: a plain object is enough of one
const group = () => ({}) as unknown as GPUBindGroup;

describe('ValidatedDispatch', () => {
  it('holds the counts noted for a bind group, the last four per group', () => {
    const v = new ValidatedDispatch();
    const a = group();
    const b = group();
    expect(v.holds(a, 1, 1, 1)).toBe(false);
    v.note(a, 1, 1, 1);
    expect(v.holds(a, 1, 1, 1)).toBe(true);
    expect(v.holds(a, 2, 1, 1)).toBe(false);
    expect(v.holds(b, 1, 1, 1)).toBe(false);
    for (let x = 2; x <= 5; x++) v.note(a, x, 1, 1);
    expect(v.holds(a, 1, 1, 1)).toBe(false);
    expect([2, 3, 4, 5].map((x) => v.holds(a, x, 1, 1))).toEqual([true, true, true, true]);
  });
});

describe.skipIf(!webgpu)(`validated launches on webgpu (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;

  it('skip the error scope once validated, yet an out-of-bounds access still rejects', async () => {
    const shift = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i + 1] = x[i];
    });
    const x = tt.array(new Float32Array([1, 2, 3]), { device });
    const y = tt.zeros([3], tt.f32, { device });
    await shift.launch(2, { x, y });
    const gpu = tt.gpuDeviceOf(device);
    const push = gpu.pushErrorScope.bind(gpu);
    let scopes = 0;
    gpu.pushErrorScope = (filter) => {
      scopes++;
      push(filter);
    };
    try {
      for (let k = 0; k < 5; k++) await shift.launch(2, { x, y });
      expect(scopes).toBe(0);
      // same bind group, same single workgroup: still no scope, and the bad store is reported
      await expect(shift.launch(3, { x, y })).rejects.toMatchObject({
        name: 'KernelRangeError',
        array: 'y',
        index: 3,
      });
      expect(scopes).toBe(0);
      // more workgroups: validated once through the scope, then not again
      const big = tt.zeros([200], tt.f32, { device });
      const out = tt.zeros([200], tt.f32, { device });
      await shift.launch(150, { x: big, y: out });
      expect(scopes).toBe(1);
      await shift.launch(150, { x: big, y: out });
      expect(scopes).toBe(1);
    } finally {
      gpu.pushErrorScope = push;
    }
    expect(Array.from(await readEvenIfFailed(y))).toEqual([0, 1, 2]);
  });
});
