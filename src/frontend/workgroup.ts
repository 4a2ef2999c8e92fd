/**
 * Definition-time checks of work-group kernels: the workgroup and subgroupSize options, and the
 * uniformity of barriers and sub-group collectives.
 */
import { KernelDefinitionError } from '../errors/errors.js';
import type { RawKernelIR } from '../ir/nodes.js';
import { analyseUniformity } from '../ir/uniformity.js';
import type { SubgroupUses } from './context.js';
import { defaultSubgroupSize } from './lower-subgroup.js';
import type { KernelSource } from './source.js';

/** The largest sub-group tutti accepts at definition (devices list theirs: caps.subgroupSizes). */
export const MAX_SUBGROUP_SIZE = 64;

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

/** The `subgroupSize` option: a power of two up to 64 dividing the group, only with `workgroup`. */
export function checkSubgroupSize(kernel: string, wg: readonly number[] | undefined, size: unknown): void {
  if (size === undefined) return;
  const items = (wg ?? []).reduce((a, b) => a * b, 1);
  const pow2 = typeof size === 'number' && Number.isInteger(size) && size >= 1 && (size & (size - 1)) === 0;
  if (!wg || !pow2 || size > MAX_SUBGROUP_SIZE || items % size !== 0) {
    throw new KernelDefinitionError(
      'KERNEL_BAD_SUBGROUP_SIZE',
      `kernel '${kernel}': subgroupSize must be a power of two from 1 to ${MAX_SUBGROUP_SIZE} that divides the work-group's ${wg ? `${items} items` : 'items (and needs { workgroup })'}; got ${JSON.stringify(size)}`,
    );
  }
}

export function usesSubgroups(uses: SubgroupUses): boolean {
  return uses.calls.length > 0 || uses.values.length > 0;
}

export function subgroupSizeOf(def: { workgroup?: readonly number[]; subgroupSize?: number }): number {
  return def.subgroupSize ?? defaultSubgroupSize((def.workgroup ?? [1]).reduce((a, b) => a * b, 1));
}

const sameLoc = (a: { line: number; column: number } | undefined, b: { line: number; column: number }) =>
  a !== undefined && a.line === b.line && a.column === b.column;

/**
 * Refuses a barrier that not every item of a group reaches, with its line:col; the same for a
 * sub-group collective (lowered to barriers), and a g.subgroupBroadcast lane that differs between items.
 */
export function checkBarriers(raw: RawKernelIR, src: KernelSource, uses?: SubgroupUses): void {
  const uniformity = analyseUniformity(raw);
  const [p] = uniformity.problems;
  const collective = p && uses?.calls.find((at) => sameLoc(p.loc, at));
  if (p && collective) {
    throw src.syntaxError(
      'KERNEL_SUBGROUP_DIVERGENT',
      collective,
      `a sub-group collective must be reached by every item of the work-group, but this one is under divergent control flow: ${p.reason.split('control flow: ')[1] ?? p.reason}`,
      'call it at the top level, or in ifs and loops whose conditions are the same for the whole group (scalars, constants, g.group/g.size/g.groups, uniform loop counters); compute the value under the condition instead',
    );
  }
  for (const { loc, lane } of uses?.uniformLanes ?? []) {
    if (!uniformity.isUniform(lane)) {
      throw src.syntaxError(
        'KERNEL_SUBGROUP_DIVERGENT',
        loc,
        'the lane of g.subgroupBroadcast(v, lane) must be the same for every item of the group',
        'use a constant or a value of scalars and g.group/g.size; g.subgroupShuffle(v, lane) takes a lane per item',
      );
    }
  }
  if (p) {
    throw src.syntaxError(
      'KERNEL_BARRIER_DIVERGENT',
      p.loc ?? { line: 1, column: 1 },
      p.reason,
      'every item of a group must call g.barrier() (and g.fence()) the same number of times: keep it at the top level, or in ifs and loops whose conditions use only scalars, constants, g.group/g.size/g.groups and uniform loop counters',
    );
  }
}
