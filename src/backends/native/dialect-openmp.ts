/**
 * The C11 + OpenMP dialect of the C renderer: GCC/Clang `__atomic` builtins, libm names, and an
 * entry point whose launch range is an OpenMP parallel loop. The innermost index is always a
 * plain contiguous loop, so the compiler can vectorise it; outer dimensions are collapsed only
 * when the outermost one is too short to keep every thread busy.
 */
import { hasLoops } from '../../ir/analysis.js';
import type { ScalarType } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';
import { type CDialect, type EntryContext, libmName } from '../c/dialect.js';
import { POLL_EVERY } from '../shared/timeout.js';
import { laneTiles } from './lane-tiles.js';

const SEQ = '__ATOMIC_SEQ_CST';
const FETCH: Partial<Record<AtomicOp, string>> = {
  add: '__atomic_fetch_add',
  sub: '__atomic_fetch_sub',
  and: '__atomic_fetch_and',
  or: '__atomic_fetch_or',
  xor: '__atomic_fetch_xor',
};

/** Work items per block of the innermost index: the unit of scheduling and of hoisted checks. */
const BLOCK = 32768;
/** Smallest block of a 1-D range when the range is split for the threads. */
const MIN_BLOCK = 64;
/**
 * Fewest items of a loop-free kernel worth waking OpenMP's team for: below this the launch runs
 * on the calling thread. Such a kernel does a few nanoseconds of work per item, while waking a
 * sleeping thread takes tens of microseconds on an idle machine and hundreds on a loaded one
 * (measured: a 1024-item saxpy took 230–560 µs with the team, 20–35 µs without, load 8–11).
 * Also the native executable's limit for calling a kernel synchronously, which therefore never
 * starts a team on the JS thread.
 */
export const PARALLEL_MIN_ITEMS = 1 << 14;

function blockLoop(rank: number, call: string, ind: string): string {
  const i = `i${rank - 1}`;
  return `${ind}for (int32_t ${i} = tt_lo; ${i} < tt_hi; ${i}++) ${call};`;
}

/**
 * A block's item loop; for independent items (own-items.ts) on disjoint arrays under
 * `#pragma GCC ivdep`: no dependence between items, whatever GCC cannot prove about aliasing.
 */
function itemLoop(ctx: EntryContext, rank: number, call: string, ind: string): string[] {
  if (!ctx.independent) return [blockLoop(rank, call, ind)];
  const twoPass = call === ctx.twoPassExp?.exactCall ? ctx.twoPassExp : undefined;
  return [
    `${ind}if (tt_items_ok) {`,
    ...(twoPass
      ? twoPassLoop(rank, call, twoPass, `${ind}  `)
      : [`${ind}  #pragma GCC ivdep`, blockLoop(rank, call, `${ind}  `)]),
    `${ind}} else {`,
    blockLoop(rank, call, `${ind}  `),
    `${ind}}`,
  ];
}

/**
 * Two-pass f32 exp (exp-two-pass.ts): chunks of the block's items, each run with the fast exp,
 * and run again with the exact one (the fast item `call`) when any of its flags is set; where the
 * target lacks the gate's features (FMA), the plain loop with the exact exp.
 */
function twoPassLoop(
  rank: number,
  call: string,
  tp: NonNullable<EntryContext['twoPassExp']>,
  ind: string,
): string[] {
  const i = `i${rank - 1}`;
  const chunk = (c: string) => `${ind}  for (int32_t ${i} = tt_c; ${i} < tt_ce; ${i}++) ${c};`;
  return [
    `#if ${tp.gate}`,
    `${ind}for (int32_t tt_c = tt_lo; tt_c < tt_hi; tt_c += ${tp.chunk}) {`,
    `${ind}  const int32_t tt_ce = tt_hi - tt_c > ${tp.chunk} ? tt_c + ${tp.chunk} : tt_hi;`,
    `${ind}  ${tp.declareUnsure}`,
    `${ind}  #pragma GCC ivdep`,
    chunk(tp.fastCall),
    `${ind}  if (__builtin_expect(${tp.unsureSet}, 0)) {`,
    `${ind}    #pragma GCC ivdep`,
    `  ${chunk(call)}`,
    `${ind}  }`,
    `${ind}}`,
    '#else',
    `${ind}#pragma GCC ivdep`,
    blockLoop(rank, call, ind),
    '#endif',
  ];
}

/**
 * On the calling thread, a launch whose hoisted checks all passed (tt_all_ok) needs no blocks: its
 * rows run as one plain loop nest over the fast item, which the compiler vectorises along the
 * innermost index with nothing per row but the loop itself (a 38³ stencil spent as long on its
 * 1 444 rows' block bookkeeping as on its items). Rank 2 and 3 only, and not for lanes; the
 * first out-of-bounds access (of an access still checked) is published once, at the end.
 */
function directNest(ctx: EntryContext): string[] {
  const rank = ctx.kernel.rank;
  if (rank < 2 || !ctx.fast?.launchOkCall || ctx.lanes || ctx.kernel.options.persistent) return [];
  const out: string[] = [];
  let ind = '    ';
  const unused = ['i0', 'i1', 'i2'].slice(rank);
  if (unused.length) out.push(`${ind}const int32_t ${unused.map((n) => `${n} = 0`).join(', ')};`);
  for (let d = 0; d < rank - 1; d++) {
    out.push(`${ind}for (int32_t i${d} = 0; i${d} < n${d}; i${d}++) {`);
    ind += '  ';
  }
  const i = `i${rank - 1}`;
  out.push(`${ind}for (int32_t ${i} = 0; ${i} < n${rank - 1}; ${i}++) ${ctx.fast.itemCall};`);
  for (let d = rank - 2; d >= 0; d--) {
    ind = ind.slice(2);
    out.push(`${ind}}`);
  }
  out.push(`${ind}if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, 0);`);
  return out;
}

export const openmpDialect: CDialect = {
  id: 'c-openmp',
  header: () =>
    [
      '#include <stdint.h>',
      '#include <stdbool.h>',
      '#include <math.h>',
      '#ifdef _OPENMP',
      '#include <omp.h>',
      '#endif',
      '#ifdef __FAST_MATH__',
      '#error "tutti: -ffast-math changes results (NaN, -0, rounding); remove it from TUTTI_CFLAGS"',
      '#endif',
      '#define TT_EXPORT __attribute__((visibility("default")))',
    ].join('\n'),
  fnQualifier: 'static inline',
  lanes: true,
  launchCheck: true,
  jsExactF32Math: true,
  // GCC's default -ftrapping-math forbids computing a float operation that the source computes only
  // under a condition, so without masked vector instructions (AVX2: no AVX-512) a loop whose body
  // has a float `if` or select stays a branch per item, scalar: the lanes' masked selects (16-lane
  // Mandelbrot 6× slower) and the stencil's border test (1.4×). JS has no floating-point traps.
  // Clang's default is already no trapping math (the pragma is GCC's).
  noTraps: '#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC optimize("no-trapping-math")\n#endif',
  noVectorize:
    '#if defined(__GNUC__) && !defined(__clang__)\n#pragma GCC optimize("no-tree-vectorize")\n#endif',
  wideInt: '__int128',
  // C11's atomic_thread_fence(memory_order_seq_cst) as the GCC/Clang builtin (no <stdatomic.h>):
  // a group's items run on one thread, so the work-group fence is the same instruction.
  fence: { device: `__atomic_thread_fence(${SEQ});`, workgroup: `__atomic_thread_fence(${SEQ});` },
  entryQualifier: 'TT_EXPORT',
  mathName: libmName,
  nan: (t) => (t === 'f32' ? '((float)NAN)' : '((double)NAN)'),
  inf: (t) => (t === 'f32' ? '((float)INFINITY)' : '((double)INFINITY)'),
  clzNonZero: (x) => `__builtin_clz(${x})`,
  // C99 compound literals of a union: the reinterpreting cast, folded to a register move
  floatBits: (x) => `((union { float f; uint32_t u; }){ .f = (${x}) }).u`,
  bitsFloat: (x) => `((union { float f; uint32_t u; }){ .u = (uint32_t)(${x}) }).f`,
  doubleWord: (x, high) =>
    `((uint32_t)(((union { double d; uint64_t u; }){ .d = (${x}) }).u${high ? ' >> 32' : ''}))`,
  atomicBody(op: AtomicOp, _t: ScalarType): string {
    const fetch = FETCH[op];
    if (fetch) return `return ${fetch}(p, v, ${SEQ});`;
    switch (op) {
      case 'exchange':
        return `return __atomic_exchange_n(p, v, ${SEQ});`;
      case 'compareExchange':
        return `__atomic_compare_exchange_n(p, &e, r, 0, ${SEQ}, ${SEQ});\n  return e;`;
      case 'load':
        return `return __atomic_load_n(p, ${SEQ});`;
      default:
        return `__atomic_store_n(p, v, ${SEQ});\n  return v;`;
    }
  },
  casHelpers: () =>
    [32, 64]
      .map(
        (b) =>
          `static inline uint${b}_t tt_cas_u${b}(uint${b}_t *q, uint${b}_t e, uint${b}_t r) {\n` +
          `  __atomic_compare_exchange_n(q, &e, r, 0, ${SEQ}, ${SEQ});\n  return e;\n}`,
      )
      .join('\n'),
  // A failing access is kept in this thread's record (the first of its block of items: a block
  // runs in order on one thread); the entry publishes it once the block ends, keyed by the block's
  // first item, and the error words keep the lowest key: the first access of the lowest failing
  // item, whichever thread fails first in time (docs/errors.md).
  errorDecls: `
/* this thread's first out-of-bounds access in its current block of work items */
static _Thread_local int32_t tt_oob_set, tt_oob_site;
static _Thread_local int64_t tt_oob_index;
/* error words: [0] taken, [1] site, [2..3] index, [4] cancel flag, [5..6] key (the block's first item) */
static void tt_oob_publish(int32_t *err, int64_t key) {
  tt_oob_set = 0;
  #pragma omp critical(tt_oob)
  {
    int64_t kept = (int64_t)(((uint64_t)(uint32_t)err[6] << 32) | (uint32_t)err[5]);
    if (err[0] == 0 || key < kept) {
      err[1] = tt_oob_site;
      err[2] = (int32_t)(uint32_t)((uint64_t)tt_oob_index & 0xffffffffu);
      err[3] = (int32_t)(uint32_t)((uint64_t)tt_oob_index >> 32);
      err[5] = (int32_t)(uint32_t)((uint64_t)key & 0xffffffffu);
      err[6] = (int32_t)(uint32_t)((uint64_t)key >> 32);
      err[0] = 1;
    }
  }
}`,
  recordError: () =>
    [
      '(void)err;',
      '  if (!tt_oob_set) {',
      '    tt_oob_set = 1;',
      '    tt_oob_site = site;',
      '    tt_oob_index = i;',
      '  }',
    ].join('\n'),
  poll: {
    // the flag of this thread's current launch (a launch's items run on OpenMP's threads)
    decl: 'static _Thread_local const int32_t *tt_cancel;',
    prologue: (err, ret) => [
      'uint32_t tt_ticks = 0;',
      ...(err ? [`tt_cancel = &${err}[4];`, `if (__atomic_load_n(tt_cancel, __ATOMIC_RELAXED)) ${ret}`] : []),
    ],
    backEdge: (ret) =>
      `if (__builtin_expect(++tt_ticks == ${POLL_EVERY}u, 0)) { tt_ticks = 0; if (__atomic_load_n(tt_cancel, __ATOMIC_RELAXED)) ${ret} }`,
    cancelled: (err) => `__atomic_load_n(&${err}[4], __ATOMIC_RELAXED)`,
  },
  entry(ctx: EntryContext, name: string): string {
    const rank = ctx.kernel.rank;
    const nInner = `n${rank - 1}`;
    const out: string[] = [];
    out.push(`TT_EXPORT void ${name}(${ctx.params.map((p) => p.decl).join(', ')}) {`);
    out.push('#ifdef _OPENMP', '  int tt_nt = tt_threads > 0 ? tt_threads : omp_get_num_procs();');
    out.push('#else', '  int tt_nt = 1;', '  (void)tt_threads;', '#endif');
    if (ctx.kernel.options.persistent) {
      // Persistent workers (AsyncProgram): every item is its own task, so all threads run one.
      out.push('  const int64_t tt_block = 1;');
    } else if (rank === 1) {
      // Enough blocks for every thread (4 per thread) even for short ranges such as an n-body
      // step over 4096 bodies, but never blocks so small that vectorised runs are too short.
      out.push(
        `  const int64_t tt_want = ((int64_t)${nInner} + (int64_t)tt_nt * 4 - 1) / ((int64_t)tt_nt * 4);`,
      );
      out.push(
        `  const int64_t tt_block = tt_want < ${MIN_BLOCK} ? ${MIN_BLOCK} : tt_want > ${BLOCK} ? ${BLOCK} : tt_want;`,
      );
    } else {
      out.push(`  const int64_t tt_block = ${BLOCK};`);
    }
    out.push(`  const int64_t tt_nb = ((int64_t)${nInner} + tt_block - 1) / tt_block;`);
    if (ctx.lanes) out.push(`  const bool tt_lanes_ok = ${ctx.lanes.allowed};`);
    if (ctx.independent) out.push(`  const bool tt_items_ok = ${ctx.independent};`);
    if (ctx.fast?.launchOkCall) out.push(`  const bool tt_all_ok = ${ctx.fast.launchOkCall};`);
    out.push('  (void)tt_nt;');
    // Outer indices and blocks of the innermost one are collapsed into one parallel loop; each
    // block's items run in a plain contiguous loop the compiler can vectorise. Blocks are handed
    // out dynamically, one at a time: on a machine that also runs other work, a static split
    // leaves the kernel waiting for the thread whose core was taken, and items differ in cost
    // (an escape-time loop). A block is thousands of items, so taking one costs nothing.
    // A launch that is a single block runs on the calling thread: waking the OpenMP team costs
    // more than a tiny kernel (tens of microseconds when its threads have gone to sleep); so does
    // a loop-free kernel of fewer than PARALLEL_MIN_ITEMS items, and a launch asked to run on one
    // thread (a region of one thread still hands out its blocks through OpenMP's dynamic schedule,
    // 20-50 ns each: a 38³ stencil's 1 444 rows cost as much as their work).
    // With the hoisted checks passing over the whole launch (tt_all_ok), no block runs its own.
    const outer = Array.from({ length: rank - 1 }, (_, d) => `(int64_t)n${d} * `).join('');
    out.push(`  const int64_t tt_tasks = ${outer}tt_nb;`);
    const loopFree = !hasLoops(ctx.kernel) && !ctx.kernel.workgroup;
    const items = Array.from({ length: rank }, (_, d) => `(int64_t)n${d}`).join(' * ');
    const when = loopFree
      ? `tt_nt > 1 && tt_tasks > 1 && ${items} >= ${PARALLEL_MIN_ITEMS}`
      : 'tt_nt > 1 && tt_tasks > 1';
    // The loop is emitted twice, parallel and plain, and chosen by `when`: an OpenMP region costs
    // about half a microsecond even under a false if() clause, more than a tiny kernel's work.
    const pragma = `#pragma omp parallel for ${rank > 1 ? `collapse(${rank}) ` : ''}num_threads(tt_nt) schedule(dynamic, 1)`;
    const loopAt = out.length;
    let ind = '  ';
    for (let d = 0; d < rank - 1; d++) {
      out.push(`${ind}for (int32_t i${d} = 0; i${d} < n${d}; i${d}++) {`);
      ind += '  ';
    }
    out.push(`${ind}for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {`);
    const body = `${ind}  `;
    out.push(`${body}const int32_t tt_lo = (int32_t)(tt_b * tt_block);`);
    out.push(
      `${body}const int32_t tt_hi = (int32_t)((int64_t)tt_lo + tt_block < ${nInner} ? (int64_t)tt_lo + tt_block : ${nInner});`,
    );
    const unused = ['i0', 'i1', 'i2'].slice(rank);
    if (unused.length) out.push(`${body}const int32_t ${unused.map((n) => `${n} = 0`).join(', ')};`);
    if (ctx.fast) {
      const ok = ctx.fast.launchOkCall ? `tt_all_ok || ${ctx.fast.blockOkCall}` : ctx.fast.blockOkCall;
      out.push(`${body}if (${ok}) {`);
      if (ctx.lanes) {
        // Groups of lanes, then the last items of the block one by one.
        const i = `i${rank - 1}`;
        const w = ctx.lanes.width;
        out.push(`${body}  int32_t ${i} = tt_lo;`);
        // A group whose loop check fails returns false unrun: its items then run one by one.
        const stop = ctx.lanes.stop ? ` && !${ctx.lanes.stop}` : '';
        const resume = ctx.lanes.resume;
        if (resume)
          out.push(...resumingGroups(ctx.lanes.call, ctx.lanes.tailCall, resume, i, w, stop, `${body}  `));
        else {
          out.push(
            `${body}  if (tt_lanes_ok) for (; ${i} + ${w} <= tt_hi${stop}; ${i} += ${w}) if (!${ctx.lanes.call}) break;`,
          );
          // the last, partial group as lanes too (one item by one, a strided inner loop stays scalar)
          out.push(
            `${body}  if (tt_lanes_ok && ${i} < tt_hi && tt_hi - ${i} < ${w}${stop} && ${ctx.lanes.tailCall}) ${i} = tt_hi;`,
          );
        }
        out.push(`${body}  for (; ${i} < tt_hi; ${i}++) ${ctx.fast.itemCall};`);
      } else {
        out.push(...itemLoop(ctx, rank, ctx.fast.itemCall, `${body}  `));
      }
      out.push(`${body}} else {`);
      out.push(blockLoop(rank, ctx.itemCall, `${body}  `));
      out.push(`${body}}`);
    } else {
      out.push(...itemLoop(ctx, rank, ctx.itemCall, body));
    }
    // the block's first item, in launch order (the last dimension fastest)
    let key = '(int64_t)i0';
    for (let d = 1; d < rank; d++) key = `(${key} * n${d} + ${d === rank - 1 ? 'tt_lo' : `i${d}`})`;
    if (rank === 1) key = '(int64_t)tt_lo';
    out.push(`${body}if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ${key});`);
    out.push(`${ind}}`);
    for (let d = rank - 2; d >= 0; d--) {
      ind = ind.slice(2);
      out.push(`${ind}}`);
    }
    const loop = out.splice(loopAt).map((line) => `  ${line}`);
    const direct = directNest(ctx);
    const tiles = laneTiles(ctx, (first) => key.replace('tt_lo', first));
    if (tiles.length) out.push('  if (tt_all_ok && tt_lanes_ok) {', ...tiles, `  } else if (${when}) {`);
    else out.push(`  if (${when}) {`);
    out.push(`    ${pragma}`, ...loop);
    if (direct.length) out.push('  } else if (tt_all_ok) {', ...direct);
    out.push('  } else {', ...loop, '  }');
    out.push('}');
    return out.join('\n');
  },
};

/**
 * Groups of lanes that may stop at a print (lane-resume.ts): the loop over groups holds no print
 * code; a group that returns 2 is ended by `tt_lanes_resume` outside it, then the loop goes on.
 */
function resumingGroups(
  call: string,
  tailCall: string,
  resume: string,
  i: string,
  w: number,
  stop: string,
  ind: string,
): string[] {
  return [
    `${ind}struct tt_lanes_state tt_ls;`,
    `${ind}if (tt_lanes_ok) for (;;) {`,
    `${ind}  int tt_r = 1;`,
    `${ind}  for (; ${i} + ${w} <= tt_hi${stop}; ${i} += ${w}) if ((tt_r = ${call}) != 1) break;`,
    `${ind}  if (tt_r != 2) break;`,
    `${ind}  ${resume.replace('NL', String(w))};`,
    `${ind}  ${i} += ${w};`,
    `${ind}}`,
    `${ind}if (tt_lanes_ok && ${i} < tt_hi && tt_hi - ${i} < ${w}${stop}) {`,
    `${ind}  const int tt_r = ${tailCall};`,
    `${ind}  if (tt_r == 2) ${resume.replace('NL', `tt_hi - ${i}`)};`,
    `${ind}  if (tt_r) ${i} = tt_hi;`,
    `${ind}}`,
  ];
}
