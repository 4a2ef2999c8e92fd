/**
 * The Dawn adapters a test file asked for and did not get (test/support/init-devices.ts opens
 * OpenGL ES and Vulkan for some files): each is listed as a skipped test with the reason, e.g. no
 * Vulkan driver on this machine.
 */
import { describe, it } from 'vitest';
import { adapterNotes } from '../../src/backends/webgpu/adapters.js';

export function reportMissingAdapters(): void {
  const notes = adapterNotes();
  if (!notes.length) return;
  describe('missing WebGPU adapters', () => {
    for (const n of notes) it.skip(`webgpu ${n}`, () => {});
  });
}
