/// <reference types="@webgpu/types" />
/**
 * Which (bind group, workgroup counts) pairs of an executable WebGPU has validated (executable.ts).
 *
 * A launch's only WebGPU validation is that of its command buffer: the pipeline (the executable's
 * own, validated when it was created), the bind group, and the dispatch's workgroup counts. Once a
 * launch with a given bind group object and counts has popped its error scope clean, another one
 * with the same ones cannot fail validation (the uniform block's bytes are written with
 * writeBuffer, which validates nothing that changes), so it runs without pushing and popping an
 * error scope: that round trip through Dawn's event processing was about a third of an awaited
 * tiny launch on llvmpipe (docs/backends/webgpu.md). Whatever WebGPU still reports out of band
 * (device loss, an uncaptured error) reaches the next launch or read (context.ts), and a checked
 * kernel's error words are read back as before.
 */

/** Counts kept per bind group (a loop launches a kernel over a few ranges at most). */
const COUNTS = 4;

export class ValidatedDispatch {
  private readonly counts = new WeakMap<GPUBindGroup, number[]>();

  /** Whether a launch with `group` and these workgroup counts passed validation before. */
  holds(group: GPUBindGroup, x: number, y: number, z: number): boolean {
    const kept = this.counts.get(group);
    if (!kept) return false;
    for (let i = 0; i + 2 < kept.length; i += 3) {
      if (kept[i] === x && kept[i + 1] === y && kept[i + 2] === z) return true;
    }
    return false;
  }

  /** Notes a launch WebGPU validated (its error scope popped without an error). */
  note(group: GPUBindGroup, x: number, y: number, z: number): void {
    if (this.holds(group, x, y, z)) return;
    const kept = this.counts.get(group) ?? [];
    if (kept.length >= 3 * COUNTS) kept.splice(0, 3);
    kept.push(x, y, z);
    this.counts.set(group, kept);
  }
}
