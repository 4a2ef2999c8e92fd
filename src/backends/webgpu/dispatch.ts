/**
 * Launch geometry: the flattened range split into workgroups, folded into a 2-D dispatch when
 * there are more than the per-dimension limit (the shader unfolds it), and the uniform block.
 */

import { InternalError, LaunchArgumentError } from '../../errors/errors.js';
import type { BoundArg } from '../backend.js';
import type { BindingLayout } from './bindings.js';

export interface Dispatch {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
  readonly total: number;
}

/**
 * A work-group kernel's dispatch: one WebGPU workgroup per group. 1-D grids fold into (x, y) like
 * plain kernels; 2-D and 3-D grids map dimension rank-1 to x (the fastest), then y, then z.
 */
export function groupDispatchFor(
  kernel: string,
  range: readonly number[],
  sizes: readonly number[],
  maxPerDim: number,
): Dispatch {
  const total = range.reduce((a, b) => a * b, 1);
  if (sizes.length === 1) return dispatchFor(kernel, range, sizes[0] ?? 1, maxPerDim);
  const g = range.map((n, d) => n / (sizes[d] ?? 1)).reverse();
  if (g.some((n) => n > maxPerDim)) {
    throw new LaunchArgumentError(
      'LAUNCH_RANGE_TOO_LARGE',
      `kernel '${kernel}': ${g.join(' x ')} work-groups is more than one WebGPU dispatch covers (${maxPerDim} per dimension); split the launch`,
    );
  }
  return { x: g[0] ?? 1, y: g[1] ?? 1, z: g[2] ?? 1, total };
}

export function dispatchFor(
  kernel: string,
  range: readonly number[],
  workgroupSize: number,
  maxPerDim: number,
): Dispatch {
  const total = range.reduce((a, b) => a * b, 1);
  const groups = Math.ceil(total / workgroupSize);
  const x = Math.min(groups, maxPerDim);
  const y = x === 0 ? 0 : Math.ceil(groups / x);
  if (total > 0xffffffff || y > maxPerDim) {
    throw new LaunchArgumentError(
      'LAUNCH_RANGE_TOO_LARGE',
      `kernel '${kernel}': a range of ${total} work items is more than one WebGPU dispatch can cover (${Math.min(0xffffffff, workgroupSize * maxPerDim * maxPerDim)}); split the launch`,
    );
  }
  return { x, y, total };
}

/** The uniform buffer's bytes for one launch. */
export function uniformData(
  layout: BindingLayout,
  range: readonly number[],
  args: readonly BoundArg[],
  budget = 0,
): ArrayBuffer {
  const data = new ArrayBuffer(layout.uniformBytes);
  writeUniforms(new DataView(data), layout, range, args, budget);
  return data;
}

/** Writes one launch's uniform block into `view` (a launch loop reuses one scratch block). */
export function writeUniforms(
  view: DataView,
  layout: BindingLayout,
  range: readonly number[],
  args: readonly BoundArg[],
  budget: number,
): void {
  let total = 1;
  for (const n of range) total *= n;
  const uniforms = layout.uniforms;
  for (let i = 0; i < uniforms.length; i++) {
    const u = uniforms[i];
    if (!u) continue;
    const src = u.source;
    let v: number;
    if (src.kind === 'extent') v = range[src.dim] ?? 1;
    else if (src.kind === 'total') v = total;
    else if (src.kind === 'zero') v = 0;
    else if (src.kind === 'constant') v = src.value;
    else if (src.kind === 'budget') v = budget;
    else {
      const arg = args[src.param];
      if (!arg) throw new InternalError('missing launch argument');
      v =
        arg.kind === 'array'
          ? arg.length
          : typeof arg.value === 'boolean'
            ? arg.value
              ? 1
              : 0
            : // i64/u64 kernels are refused on webgpu before they reach a dispatch
              Number(arg.value);
    }
    if (u.wgsl === 'f32') view.setFloat32(i * 4, v, true);
    else if (u.wgsl === 'i32') view.setInt32(i * 4, v | 0, true);
    else view.setUint32(i * 4, v >>> 0, true);
  }
}
