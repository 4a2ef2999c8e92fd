/**
 * Glue around a `wgsl` section: the body of a compute entry point. Each array is a storage
 * buffer of its own name (`a[i]`, read-only for inputs), with `a_shape` (vec3<u32>, slowest
 * dimension first, unused dimensions 1) and `a_size` (u32); `gid` is the global invocation id
 * (x along the last range dimension) and `tt_range` the run's range (vec3<u32>, same order as
 * gid: x = last dimension). Threads past the range must return early, as in CUDA. Browser-safe.
 */
import { OrderArgumentError } from '../errors/orders.js';
import { lineAfter } from './glue-c.js';
import { type ArgSig, elementTypes } from './signature.js';

export interface WgslGlue {
  readonly source: string;
  readonly bodyLine: number;
  readonly workgroup: readonly [number, number, number];
}

export function workgroupFor(rank: number): [number, number, number] {
  return rank === 1 ? [64, 1, 1] : rank === 2 ? [8, 8, 1] : [4, 4, 4];
}

export function renderWgslGlue(
  order: string,
  sig: readonly ArgSig[],
  body: string,
  rangeRank: number,
): WgslGlue {
  const L: string[] = [`@group(0) @binding(0) var<uniform> tt_dims: array<vec4<u32>, ${sig.length + 1}>;`];
  for (const [i, a] of sig.entries()) {
    const t = elementTypes(order, a).wgsl;
    if (!t) {
      throw new OrderArgumentError(
        'ORDER_UNSUPPORTED_DTYPE',
        `order '${order}': WGSL has no ${a.dtype} arrays (argument '${a.name}'); use f32, i32 or u32`,
      );
    }
    if (a.rank > 3) {
      throw new OrderArgumentError(
        'ORDER_BAD_ARGUMENT',
        `order '${order}': wgsl sections take arrays of rank 1 to 3`,
      );
    }
    const access = a.role === 'in' ? 'read' : 'read_write';
    L.push(`@group(0) @binding(${i + 1}) var<storage, ${access}> ${a.name}: array<${t}>;`);
  }
  const wg = workgroupFor(rangeRank);
  L.push(`@compute @workgroup_size(${wg.join(', ')})`);
  L.push('fn main(@builtin(global_invocation_id) gid: vec3<u32>) {');
  for (const [i, a] of sig.entries()) {
    L.push(`  let ${a.name}_shape = tt_dims[${i}].xyz;`, `  let ${a.name}_size = tt_dims[${i}].w;`);
  }
  L.push(`  let tt_range = tt_dims[${sig.length}].xyz;`);
  const bodyLine = lineAfter(L);
  L.push(body, '}');
  return { source: `${L.join('\n')}\n`, bodyLine, workgroup: wg };
}

/** The uniform block: per array its shape (padded with 1s) and size, then the range (x = last). */
export function wgslDims(
  shapes: readonly (readonly number[])[],
  range: readonly number[],
): Uint32Array<ArrayBuffer> {
  const out = new Uint32Array(4 * (shapes.length + 1));
  for (const [i, s] of shapes.entries()) {
    for (let k = 0; k < 3; k++) out[4 * i + k] = s[k] ?? 1;
    out[4 * i + 3] = s.reduce((x, y) => x * y, 1);
  }
  const r = [...range].reverse();
  for (let k = 0; k < 3; k++) out[4 * shapes.length + k] = r[k] ?? 1;
  out[4 * shapes.length + 3] = range.reduce((x, y) => x * y, 1);
  return out;
}
