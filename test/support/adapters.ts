/**
 * The Dawn adapters a test file asked for and did not get (test/support/init-devices.ts opens
 * OpenGL ES and Vulkan for some files): each is listed as a skipped test with the reason, e.g. no
 * Vulkan driver on this machine.
 */
import { describe, it } from 'vitest';
import { adapterNotes } from '../../src/backends/webgpu/adapters.js';
import * as tt from '../../src/index.js';

export function reportMissingAdapters(): void {
  const notes = adapterNotes();
  if (!notes.length) return;
  describe('missing WebGPU adapters', () => {
    for (const n of notes) it.skip(`webgpu ${n}`, () => {});
  });
}

/**
 * Whether `device` flushes subnormal f32 values to zero (WGSL allows it; SwiftShader does, llvmpipe
 * does not): 2^-126 · 0.5 is 2^-127 in JS.
 */
export async function flushesSubnormals(device: tt.Device): Promise<boolean> {
  const half = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] * 0.5;
  });
  const x = tt.array(new Float32Array([2 ** -126]), { device });
  await half.launch(1, { x });
  const v = (await x.read())[0];
  x.dispose();
  return v === 0;
}
