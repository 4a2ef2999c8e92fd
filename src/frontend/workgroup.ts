/** Definition-time checks of work-group kernels: the workgroup option and barrier uniformity. */
import { KernelDefinitionError } from '../errors/errors.js';
import type { RawKernelIR } from '../ir/nodes.js';
import { analyseUniformity } from '../ir/uniformity.js';
import type { KernelSource } from './source.js';

/** Items per group tutti accepts at definition (devices may allow fewer: checked at launch). */
export const MAX_GROUP_ITEMS = 1024;

export function checkWorkgroup(kernel: string, wg: unknown, rank: number): void {
  const ok =
    Array.isArray(wg) &&
    wg.length >= 1 &&
    wg.length <= 3 &&
    wg.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1);
  if (!ok) {
    throw new KernelDefinitionError(
      'KERNEL_BAD_WORKGROUP',
      `kernel '${kernel}': workgroup must be [x], [x, y] or [x, y, z] of positive integers; got ${JSON.stringify(wg)}`,
    );
  }
  const sizes = wg as number[];
  if (sizes.length !== rank) {
    throw new KernelDefinitionError(
      'KERNEL_BAD_WORKGROUP',
      `kernel '${kernel}': workgroup ${JSON.stringify(sizes)} has ${sizes.length} dimension(s) but the kernel's index has ${rank}; give one size per index dimension`,
    );
  }
  const items = sizes.reduce((a, b) => a * b, 1);
  if (items > MAX_GROUP_ITEMS) {
    throw new KernelDefinitionError(
      'KERNEL_BAD_WORKGROUP',
      `kernel '${kernel}': workgroup ${JSON.stringify(sizes)} has ${items} items; tutti allows at most ${MAX_GROUP_ITEMS} per group (devices may allow fewer: see caps.maxWorkgroupSize)`,
    );
  }
}

/** Refuses a barrier that not every item of a group reaches, with its line:col. */
export function checkBarriers(raw: RawKernelIR, src: KernelSource): void {
  const [p] = analyseUniformity(raw).problems;
  if (p) {
    throw src.syntaxError(
      'KERNEL_BARRIER_DIVERGENT',
      p.loc ?? { line: 1, column: 1 },
      p.reason,
      'every item of a group must call g.barrier() (and g.fence()) the same number of times: keep it at the top level, or in ifs and loops whose conditions use only scalars, constants, g.group/g.size/g.groups and uniform loop counters',
    );
  }
}
