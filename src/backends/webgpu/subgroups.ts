/**
 * WGSL's hardware sub-groups (the adapter's `subgroups` feature) for tutti's sub-group collectives.
 * A kernel of sub-group size S uses them when the adapter's sub-groups can be that size
 * (subgroupMinSize <= S <= subgroupMaxSize) and it has a collective the hardware computes exactly
 * (ir/subgroup-marks.ts). WebGPU does not let a shader choose its sub-group size, nor promise that
 * sub-groups are runs of consecutive items, so each work-group checks at its start that its
 * hardware sub-groups are exactly tutti's — size S, lane = flat local index mod S, S items of one
 * run — and takes the hardware form only then (`tt_sg_hw`, work-group uniform); otherwise every
 * collective runs its emulation, which stays in the shader.
 */
import type { KernelIR, ScalarType, SubgroupMark } from '../../ir/nodes.js';
import { hardwareExact, subgroupRuns } from '../../ir/subgroup-marks.js';

/** The adapter's sub-group sizes (GPUAdapterInfo.subgroupMinSize / subgroupMaxSize). */
export interface AdapterSubgroups {
  readonly min: number;
  readonly max: number;
}

/** The sub-group size the shader uses hardware sub-groups for; undefined: none. */
export function hardwareSubgroupSize(k: KernelIR, adapter: AdapterSubgroups | undefined): number | undefined {
  const size = k.subgroupSize;
  if (adapter === undefined || size === undefined || !k.workgroup) return undefined;
  if (size < adapter.min || size > adapter.max) return undefined;
  const runs = subgroupRuns(k.body);
  return runs.some((r) => hardwareExact(r.mark, r.value.type, true)) ? size : undefined;
}

export const SUBGROUP_ENABLE = 'enable subgroups;';
export const SUBGROUP_PARAMS =
  '@builtin(subgroup_size) tt_sg_size: u32, @builtin(subgroup_invocation_id) tt_sg_lane: u32';
export const SUBGROUP_DECLS = ['var<workgroup> tt_sg_bad: atomic<u32>;', 'var<workgroup> tt_sg_flag: u32;'];

/** The entry's check that the hardware's sub-groups are tutti's (sets the uniform `tt_sg_hw`). */
export function subgroupCheck(size: number): string[] {
  const log = Math.log2(size);
  const run = `(lidx >> ${log}u)`;
  return [
    `  // hardware sub-groups where they are exactly tutti's: ${size} items, lane = local index mod ${size}`,
    // every sub-group operation in uniform control flow (not on the right of &&)
    `  let tt_sg_count = subgroupAdd(1u);`,
    `  let tt_sg_same = subgroupAll(subgroupBroadcastFirst(${run}) == ${run});`,
    `  let tt_sg_ok = tt_sg_size == ${size}u && tt_sg_lane == (lidx & ${size - 1}u) && tt_sg_count == ${size}u && tt_sg_same;`,
    '  if (!tt_sg_ok) { atomicStore(&tt_sg_bad, 1u); }',
    '  workgroupBarrier();',
    '  if (lidx == 0u) { tt_sg_flag = atomicLoad(&tt_sg_bad); }',
    '  let tt_sg_hw = workgroupUniformLoad(&tt_sg_flag) == 0u;',
  ];
}

const BUILTIN: Record<Exclude<SubgroupMark['what'], 'shuffle'>, Record<SubgroupMark['op'], string>> = {
  reduce: { add: 'subgroupAdd', min: 'subgroupMin', max: 'subgroupMax' },
  inclusive: { add: 'subgroupInclusiveAdd', min: '', max: '' },
  exclusive: { add: 'subgroupExclusiveAdd', min: '', max: '' },
};

/**
 * The statements (without indentation) that set `result` from `value` with hardware sub-group
 * operations; undefined when this collective stays emulated (a float sum or scan, a float lane).
 * `jsMinMax(op)` names tutti's Math.min/Math.max helper for f32 (the butterfly's combine).
 */
export function wgslCollective(
  mark: SubgroupMark,
  type: ScalarType,
  value: string,
  result: string,
  lane: { readonly text: string; readonly type: ScalarType | undefined } | undefined,
  jsMinMax: (op: 'min' | 'max') => string,
): string[] | undefined {
  if (!hardwareExact(mark, type, true) || (type !== 'f32' && type !== 'i32' && type !== 'u32'))
    return undefined;
  if (mark.what === 'shuffle') {
    if (!lane || (lane.type !== 'i32' && lane.type !== 'u32')) return undefined;
    // u32(i32) keeps the bits: the lane modulo the size as `lane & (size - 1)` in JS
    return [`${result} = subgroupShuffle(${value}, u32(${lane.text}) & ${mark.size - 1}u);`];
  }
  if (type !== 'f32') return [`${result} = ${BUILTIN[mark.what][mark.op]}(${value});`];
  // f32 min / max: a butterfly over the lanes with Math.min / Math.max's own helper (NaN wins,
  // -0 < +0), so every lane gets the emulation's bits (WGSL's subgroupMin leaves NaN open).
  const f = jsMinMax(mark.op === 'max' ? 'max' : 'min');
  const lines = [`var tt_sg_m: f32 = ${value};`];
  for (let o = 1; o < mark.size; o *= 2)
    lines.push(`tt_sg_m = ${f}(tt_sg_m, subgroupShuffleXor(tt_sg_m, ${o}u));`);
  lines.push(`${result} = tt_sg_m;`);
  return lines;
}
