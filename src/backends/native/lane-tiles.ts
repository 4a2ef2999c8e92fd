/**
 * Tiles of rows for lanes whose items run a loop (gemm's `for k: c += A[i][k] * B[k][j]`). Row by
 * row, each group of lanes reads its own column strip of B down every k (16 columns × K rows,
 * 30 KB for PolyBench's MEDIUM gemm), so a row reads all of B (420 KB) from L2 in strided 128-byte
 * pieces, and the next row reads it all again. Tiled, a task is a few rows (`i{rank-2}`) of a block:
 * each group of lanes runs down those rows before the next group, and its strip is still in L1
 * for every row after the first. Measured (gemm MEDIUM, one thread, a C driver, load 15): 1.86 ms
 * row by row, 1.57 ms in tiles of 16 rows (PolyBench's C: 1.67 ms).
 *
 * Only where every hoisted check passed for the whole launch (tt_all_ok) and the lanes may run
 * (tt_lanes_ok), without prints to resume or a cancellation poll: a group of lanes whose checks
 * fail returns unrun and its items run one by one at once, and each group's row publishes its
 * first out-of-bounds access with that group's first item as key, so the launch still reports
 * the first failing access in launch order (a group is a block of consecutive items).
 */
import { hasLoops } from '../../ir/analysis.js';
import type { EntryContext } from '../c/dialect.js';

/** Rows per tile at most: their A rows and C pieces fit L1 beside the strip. */
const TILE_ROWS = 16;

/**
 * The tiled loop nest (parallel and plain) as lines inside the entry, or none where tiles do not
 * apply. `publishKey(first)` is the launch-order key of a group whose first innermost index is `first`.
 */
export function laneTiles(ctx: EntryContext, publishKey: (first: string) => string): string[] {
  const rank = ctx.kernel.rank;
  const lanes = ctx.lanes;
  const fast = ctx.fast;
  if (rank < 2 || !lanes || !fast?.launchOkCall || lanes.resume || lanes.stop) return [];
  if (ctx.kernel.options.persistent || !hasLoops(ctx.kernel)) return [];
  const row = `i${rank - 2}`;
  const i = `i${rank - 1}`;
  const w = lanes.width;
  const nRows = `n${rank - 2}`;
  // one group's items down the tile's rows; a group that returns unrun runs item by item
  const rows = (call: string, at: string) => [
    `${at}for (int32_t ${row} = tt_r0; ${row} < tt_r1; ${row}++) {`,
    `${at}  int32_t ${i} = tt_c;`,
    `${at}  if (${call}) ${i} = tt_hi;`,
    `${at}  for (; ${i} < tt_hi; ${i}++) ${fast.itemCall};`,
    `${at}  if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ${publishKey('tt_c')});`,
    `${at}}`,
  ];
  const nest: string[] = [];
  let ind = '';
  for (let d = 0; d < rank - 2; d++) {
    nest.push(`${ind}for (int32_t i${d} = 0; i${d} < n${d}; i${d}++) {`);
    ind += '  ';
  }
  nest.push(
    `${ind}for (int64_t tt_t = 0; tt_t < tt_nr; tt_t++) {`,
    `${ind}  for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {`,
  );
  const b = `${ind}    `;
  const unused = ['i0', 'i1', 'i2'].slice(rank);
  nest.push(
    `${b}const int32_t tt_lo = (int32_t)(tt_b * tt_block);`,
    `${b}const int32_t tt_end = (int32_t)((int64_t)tt_lo + tt_block < n${rank - 1} ? (int64_t)tt_lo + tt_block : n${rank - 1});`,
    `${b}const int32_t tt_r0 = (int32_t)(tt_t * tt_rows);`,
    `${b}const int32_t tt_r1 = (int32_t)(tt_r0 + tt_rows < ${nRows} ? tt_r0 + tt_rows : ${nRows});`,
    ...(unused.length ? [`${b}const int32_t ${unused.map((n) => `${n} = 0`).join(', ')};`] : []),
    // full groups, then the last, partial one (the tail call's count is tt_hi - its first item)
    `${b}int32_t tt_c = tt_lo;`,
    `${b}for (; tt_c + ${w} <= tt_end; tt_c += ${w}) {`,
    `${b}  const int32_t tt_hi = tt_c + ${w};`,
    ...rows(lanes.call, `${b}  `),
    `${b}}`,
    `${b}if (tt_c < tt_end) {`,
    `${b}  const int32_t tt_hi = tt_end;`,
    ...rows(lanes.tailCall, `${b}  `),
    `${b}}`,
    `${ind}  }`,
    `${ind}}`,
  );
  for (let d = rank - 3; d >= 0; d--) {
    ind = ind.slice(2);
    nest.push(`${ind}}`);
  }
  const outer = Array.from({ length: rank - 2 }, (_, d) => `(int64_t)n${d} * `).join('');
  const body = nest.map((l) => `      ${l}`);
  return [
    // enough tiles for every thread (4 each) where the rows are few
    `    const int64_t tt_rw = (int64_t)${nRows} / ((int64_t)tt_nt * 4);`,
    `    const int64_t tt_rows = tt_rw < 1 ? 1 : tt_rw > ${TILE_ROWS} ? ${TILE_ROWS} : tt_rw;`,
    `    const int64_t tt_nr = ((int64_t)${nRows} + tt_rows - 1) / tt_rows;`,
    `    if (tt_nt > 1 && ${outer}tt_nr * tt_nb > 1) {`,
    `      #pragma omp parallel for collapse(${rank}) num_threads(tt_nt) schedule(dynamic, 1)`,
    ...body,
    '    } else {',
    ...body,
    '    }',
  ];
}
