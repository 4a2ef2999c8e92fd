/**
 * The CUDA C++ dialect of the shared C renderer: every helper is a `__device__` function, the
 * entry point is one `extern "C" __global__` kernel whose threads walk the flattened launch range
 * with a grid-stride loop (the innermost index varies fastest between neighbouring threads, so
 * loads and stores coalesce), atomics are CUDA's atomic* intrinsics, and the first out-of-bounds
 * access of the lowest failing item is kept in device-side error words (atomicMax of packed
 * (item, field) words), read by the host after the launch.
 * The JS-semantics prelude is the same text as native's: CUDA's float->int conversion saturates
 * where JS wraps, so stores and casts go through the same tt_toi32 / tt_tou32 helpers.
 */
import type { ScalarType } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';
import { type CDialect, type EntryContext, libmName } from '../c/dialect.js';
import { POLL_EVERY } from '../shared/timeout.js';
import { WARP, warpCollective } from './warp-subgroups.js';

const FETCH: Partial<Record<AtomicOp, string>> = {
  add: 'atomicAdd',
  sub: 'atomicSub',
  and: 'atomicAnd',
  or: 'atomicOr',
  xor: 'atomicXor',
  exchange: 'atomicExch',
};

/**
 * The timeout variant's cancellation (cancel.ts sets it up): `tt_cancel` points at two words of
 * mapped pinned host memory (set once per module by the host). At the deadline the host sets
 * word 0; the first thread whose loop sees it sets word 1 (the launch was stopped) and `tt_stop`
 * (device memory, zeroed before each launch), which items check as they start, so the rest of the
 * launch ends without reading host memory again. Host memory is read once per POLL_EVERY back-edges.
 */
const POLL_DECL = [
  '/* timeout variant: the host raises tt_cancel[0] at the deadline (mapped pinned host memory) */',
  '__device__ volatile int32_t *tt_cancel;',
  '__device__ volatile int32_t tt_stop;',
  '__device__ __noinline__ bool tt_cancelled(void) {',
  '  if (tt_stop) return true;',
  '  if (tt_cancel[0] == 0) return false;',
  '  tt_cancel[1] = 1;',
  '  tt_stop = 1;',
  '  __threadfence_system();',
  '  return true;',
  '}',
].join('\n');

/** Threads per block of every launch (the host side uses the same number). */
export const CUDA_BLOCK = 256;

/** The indices of one work item from the flattened index `tt_t`, innermost fastest. */
function indices(rank: number): string[] {
  if (rank === 1) return ['const int32_t i0 = (int32_t)tt_t, i1 = 0, i2 = 0;'];
  if (rank === 2) {
    return ['const int32_t i1 = (int32_t)(tt_t % n1), i0 = (int32_t)(tt_t / n1), i2 = 0;'];
  }
  return [
    'const int32_t i2 = (int32_t)(tt_t % n2);',
    'const int64_t tt_r = tt_t / n2;',
    'const int32_t i1 = (int32_t)(tt_r % n1), i0 = (int32_t)(tt_r / n1);',
  ];
}

/** The linear index of item (i0, i1, i2) in launch order (n0..n2: the launch's extents). */
function linearItem(rank: number): string {
  if (rank === 1) return '(int64_t)i0';
  if (rank === 2) return '((int64_t)i0 * n1 + i1)';
  return '(((int64_t)i0 * n1 + i1) * n2 + i2)';
}

/**
 * The item calls with the thread's own error record (`tt_err` shadowed by `tt_rec` in a nested
 * block), then the publication of the item's first failing access, keyed by `item`.
 */
function checkedItem(calls: readonly string[], item: string, ind: string): string[] {
  return [
    `${ind}{`,
    `${ind}  int32_t *const tt_err = tt_rec;`,
    ...calls.map((c) => `${ind}  ${c}`),
    `${ind}}`,
    `${ind}if (tt_rec[0] == 1) { tt_oob_publish(tt_err, ${item}, tt_rec); tt_rec[0] = 2; }`,
  ];
}

/**
 * A work-group kernel's entry: one block per group (blockDim = the workgroup, gridDim = the group
 * counts, dimension rank-1 on x), one thread per item, no grid-stride loop (every item of a block
 * must reach its barriers; the launch range is a multiple of the group size).
 */
function groupEntry(ctx: EntryContext, name: string, wg: readonly number[]): string {
  const rank = ctx.kernel.rank;
  const items = wg.reduce((a, b) => a * b, 1);
  const out: string[] = [];
  out.push(`extern "C" __global__ void __launch_bounds__(${items}) ${name}(`);
  out.push(`    ${ctx.params.map((p) => p.decl).join(',\n    ')}) {`);
  out.push('  (void)tt_threads; (void)n0; (void)n1; (void)n2;');
  out.push('  int32_t tt_rec[4] = {0, 0, 0, 0};');
  const idx = [0, 1, 2].map((d) => {
    if (d >= rank) return `i${d} = 0`;
    const a = ['x', 'y', 'z'][rank - 1 - d] ?? 'x';
    return `i${d} = (int32_t)(blockIdx.${a} * blockDim.${a} + threadIdx.${a})`;
  });
  out.push(`  const int32_t ${idx.join(', ')};`);
  // Always the checked item: the items of a block must run the same function (same __shared__
  // arrays, same barriers), and the fast variant's choice could differ between them.
  out.push(...checkedItem([`${ctx.itemCall};`], linearItem(rank), '  '));
  out.push('}');
  return out.join('\n');
}

export const cudaDialect: CDialect = {
  id: 'cuda',
  header: () =>
    [
      '#ifdef __CUDACC_RTC__',
      '/* NVRTC has no system headers */',
      'typedef signed char int8_t;',
      'typedef unsigned char uint8_t;',
      'typedef short int16_t;',
      'typedef unsigned short uint16_t;',
      'typedef int int32_t;',
      'typedef unsigned int uint32_t;',
      'typedef long long int64_t;',
      'typedef unsigned long long uint64_t;',
      '#else',
      '#include <stdint.h>',
      '#include <math.h>',
      '#endif',
      '/* x / 0.0 is JS semantics (Infinity or NaN), not a mistake: no "division by zero" warning */',
      '#pragma nv_diag_suppress 39',
      '/* the fast work item writes hoisted indices from their affine form: a local may be set and unused */',
      '#pragma nv_diag_suppress 550',
      // NVRTC (CUDA 13, H100) defines one of these without --use_fast_math; its builds get only
      // tutti's exact flags (nvrtc.ts), so the check guards nvcc builds, where flags can be added
      '#if !defined(__CUDACC_RTC__) && (defined(__USE_FAST_MATH__) || defined(__FAST_MATH__))',
      '#error "tutti: --use_fast_math changes results (NaN, -0, rounding, denormals); remove it"',
      '#endif',
    ].join('\n'),
  fnQualifier: '__device__ inline',
  wideInt: '__int128',
  entryQualifier: 'extern "C" __global__',
  mathName: libmName,
  nan: (t) => (t === 'f32' ? '__int_as_float(0x7fc00000)' : '__longlong_as_double(0x7ff8000000000000LL)'),
  inf: (t) => (t === 'f32' ? '__int_as_float(0x7f800000)' : '__longlong_as_double(0x7ff0000000000000LL)'),
  clzNonZero: (x) => `__clz((int)(${x}))`,
  // x times its sign (±1), the product in PTX: ptxas took an abs.s32 result as non-negative and
  // folded `Math.abs(x) < 0` to false for x = -2^31 (H200, CUDA 13; the fuzzer's int class), and
  // NVVM would turn the C form of this product back into abs.s32
  absI32Body: 'int32_t r; asm("mul.lo.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"((x >> 31) | 1)); return r;',
  floatBits: (x) => `__float_as_uint(${x})`,
  bitsFloat: (x) => `__uint_as_float(${x})`,
  doubleWord: (x, high) => `((uint32_t)${high ? '__double2hiint' : '__double2loint'}(${x}))`,
  atomicBody(op: AtomicOp, _t: ScalarType): string {
    const fetch = FETCH[op];
    if (fetch) return `return ${fetch}(p, v);`;
    switch (op) {
      case 'compareExchange':
        return 'return atomicCAS(p, e, r);';
      case 'load':
        return 'return atomicOr(p, 0);';
      default:
        return 'atomicExch(p, v);\n  return v;';
    }
  },
  casHelpers: () =>
    [
      '__device__ inline uint32_t tt_cas_u32(uint32_t *q, uint32_t e, uint32_t r) {',
      '  return (uint32_t)atomicCAS((unsigned int *)q, (unsigned int)e, (unsigned int)r);',
      '}',
      '__device__ inline uint64_t tt_cas_u64(uint64_t *q, uint64_t e, uint64_t r) {',
      '  return (uint64_t)atomicCAS((unsigned long long *)q, (unsigned long long)e, (unsigned long long)r);',
      '}',
    ].join('\n'),
  nativeAtomic: (op, t) =>
    t === 'f32' && op === 'add'
      ? 'return atomicAdd(p, v);'
      : t === 'f32' && op === 'sub'
        ? 'return atomicAdd(p, -v);'
        : undefined,
  // A thread runs its items in increasing order, each item's first failing access kept in the
  // thread's own 4 words (tt_rec: [state, site, index low, index high], state 1 = failed, 2 =
  // published); once the item ends, the record is published with the item's key. The launch's
  // error words keep the lowest key (docs/errors.md).
  errorDecls: `
/* The launch's error words: three 64-bit words, each the maximum over published records of
 * (~item << 32 | field) for the fields site, index low, index high. Every item publishes at most
 * one record, so all three maxima come from the lowest failing item: its record, without a lock. */
__device__ inline void tt_oob_publish(int32_t *err, int64_t item, const int32_t *rec) {
  unsigned long long *w = (unsigned long long *)err;
  const unsigned long long k = (unsigned long long)(~(uint32_t)item) << 32;
  atomicMax(&w[0], k | (uint32_t)rec[1]);
  atomicMax(&w[1], k | (uint32_t)rec[2]);
  atomicMax(&w[2], k | (uint32_t)rec[3]);
}`,
  recordError: () =>
    [
      'if (err[0] == 0) {',
      '    err[0] = 1;',
      '    err[1] = site;',
      '    err[2] = (int32_t)(uint32_t)((uint64_t)i & 0xffffffffu);',
      '    err[3] = (int32_t)(uint32_t)((uint64_t)i >> 32);',
      '  }',
    ].join('\n'),
  poll: {
    decl: POLL_DECL,
    prologue: (err, ret) => [
      'uint32_t tt_ticks = 0; (void)tt_ticks;',
      // items only: once the launch is stopped, the items not run yet end at once
      ...(err ? [`if (tt_stop) ${ret}`] : []),
    ],
    backEdge: (ret) => `if (++tt_ticks == ${POLL_EVERY}u) { tt_ticks = 0; if (tt_cancelled()) ${ret} }`,
  },
  fence: { device: '__threadfence();', workgroup: '__threadfence_block();' },
  groups: {
    sharedQualifier: '__shared__',
    barrier: '__syncthreads();',
    // sub-groups of 32 are the block's warps (warp-subgroups.ts)
    subgroups: { size: WARP, collective: warpCollective },
    // Dimension rank-1 (the fastest) is x, then y, then z: one CUDA block per work-group.
    idLines: (rank) =>
      Array.from({ length: rank }, (_, d) => {
        const a = ['x', 'y', 'z'][rank - 1 - d] ?? 'x';
        return `const int32_t tt_local${d} = (int32_t)threadIdx.${a}, tt_group${d} = (int32_t)blockIdx.${a}, tt_groups${d} = (int32_t)gridDim.${a}; (void)tt_local${d}; (void)tt_group${d}; (void)tt_groups${d};`;
      }),
  },
  entry(ctx: EntryContext, name: string): string {
    const rank = ctx.kernel.rank;
    const wg = ctx.kernel.workgroup;
    if (wg) return groupEntry(ctx, name, wg);
    const out: string[] = [];
    out.push(`extern "C" __global__ void __launch_bounds__(${CUDA_BLOCK}) ${name}(`);
    out.push(`    ${ctx.params.map((p) => p.decl).join(',\n    ')}) {`);
    out.push('  (void)tt_threads;');
    out.push('  int32_t tt_rec[4] = {0, 0, 0, 0};');
    out.push('  const int64_t tt_n = (int64_t)n0 * (int64_t)n1 * (int64_t)n2;');
    out.push('  const int64_t tt_stride = (int64_t)gridDim.x * (int64_t)blockDim.x;');
    if (ctx.fast && rank === 1) {
      // The whole range is checked once per thread; if any hoisted access could leave its array,
      // every item takes the checked path (which reports the first bad index exactly).
      out.push(`  const int32_t tt_lo = 0, tt_hi = n0;`);
      out.push(`  const bool tt_ok = ${ctx.fast.blockOkCall};`);
    } else if (ctx.fast) {
      out.push(`  const int32_t tt_lo = 0, tt_hi = n${rank - 1};`);
    }
    out.push(
      '  for (int64_t tt_t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; tt_t < tt_n; tt_t += tt_stride) {',
    );
    for (const l of indices(rank)) out.push(`    ${l}`);
    const calls = ctx.fast
      ? [`if (${rank === 1 ? 'tt_ok' : ctx.fast.blockOkCall}) ${ctx.fast.itemCall};`, `else ${ctx.itemCall};`]
      : [`${ctx.itemCall};`];
    out.push(...checkedItem(calls, 'tt_t', '    '));
    out.push('  }', '}');
    return out.join('\n');
  },
};
