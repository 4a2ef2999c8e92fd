/**
 * CUDA's warp intrinsics for tutti's sub-group collectives of 32 items (caps.subgroupSizes is [32]
 * on cuda): a work-group's flat local id is CUDA's linear thread id (dimension rank-1 on x), so
 * tutti's sub-groups are exactly the block's warps, every lane active (a collective is reached by
 * every item of the group). Used where the answer is the emulation's whatever the order
 * (ir/subgroup-marks.ts hardwareExact): broadcast and shuffle (`__shfl_sync`), integer sums, min
 * and max (`__shfl_xor_sync` butterflies, wrapping like the emulation), integer scans
 * (`__shfl_up_sync`), and f32/f64 min and max combined with tutti's own Math.min/Math.max helpers
 * (NaN wins, -0 < +0). Float sums and scans keep the emulation: the hardware's order is not lane
 * order, and float addition is not associative.
 */
import type { ScalarType, SubgroupMark } from '../../ir/nodes.js';
import { hardwareExact } from '../../ir/subgroup-marks.js';
import { ctype } from '../c/names.js';

export const WARP = 32;
const FULL = '0xffffffffu';
/** This thread's lane: its linear id in the block modulo 32. */
const LANE = '(int)((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 31u)';

function combine(op: SubgroupMark['op'], type: ScalarType, a: string, b: string): string {
  if (op !== 'add') return `tt_${op}_${type}(${a}, ${b})`;
  // i32 sums wrap (two's complement), as the emulation's do: add as unsigned
  return type === 'i32' ? `(int32_t)((uint32_t)(${a}) + (uint32_t)(${b}))` : `(${a} + ${b})`;
}

/**
 * The statements (without indentation) that set `result` from `value` with warp intrinsics;
 * undefined when this collective keeps its emulation.
 */
export function warpCollective(
  mark: SubgroupMark,
  type: ScalarType,
  value: string,
  result: string,
  lane: { readonly text: string; readonly type: ScalarType | undefined } | undefined,
): string[] | undefined {
  if (mark.size !== WARP || !hardwareExact(mark, type, true)) return undefined;
  if (type !== 'f32' && type !== 'f64' && type !== 'i32' && type !== 'u32') return undefined;
  const T = ctype(type);
  if (mark.what === 'shuffle') {
    if (!lane || (lane.type !== 'i32' && lane.type !== 'u32')) return undefined;
    return [`${result} = __shfl_sync(${FULL}, ${value}, (int)((uint32_t)(${lane.text}) & 31u));`];
  }
  const lines = [`${T} tt_sg_v = ${value};`];
  if (mark.what === 'reduce') {
    lines.push(
      `for (int tt_sg_o = 16; tt_sg_o > 0; tt_sg_o >>= 1) tt_sg_v = ${combine(mark.op, type, 'tt_sg_v', `__shfl_xor_sync(${FULL}, tt_sg_v, tt_sg_o)`)};`,
    );
    lines.push(`${result} = tt_sg_v;`);
    return lines;
  }
  // integer scans: Hillis-Steele over the warp (every lane shuffles; lanes below the distance keep theirs)
  lines.push(`const int tt_sg_l = ${LANE};`);
  lines.push(
    `for (int tt_sg_o = 1; tt_sg_o < 32; tt_sg_o <<= 1) { const ${T} tt_sg_y = __shfl_up_sync(${FULL}, tt_sg_v, tt_sg_o); if (tt_sg_l >= tt_sg_o) tt_sg_v = ${combine('add', type, 'tt_sg_v', 'tt_sg_y')}; }`,
  );
  if (mark.what === 'inclusive') lines.push(`${result} = tt_sg_v;`);
  else {
    lines.push(`const ${T} tt_sg_e = __shfl_up_sync(${FULL}, tt_sg_v, 1);`);
    lines.push(`${result} = tt_sg_l == 0 ? (${T})0 : tt_sg_e;`);
  }
  return lines;
}
