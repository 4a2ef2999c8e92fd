/**
 * The C11 + OpenMP dialect of the C renderer: GCC/Clang `__atomic` builtins, libm names, and an
 * entry point whose launch range is an OpenMP parallel loop. The innermost index is always a
 * plain contiguous loop, so the compiler can vectorise it; outer dimensions are collapsed only
 * when the outermost one is too short to keep every thread busy.
 */
import type { AtomicOp, ScalarType } from '../../ir/nodes.js';
import type { CDialect, EntryContext } from '../c/dialect.js';

const GENERIC = new Set(['signbit', 'isinf', 'isnan']);
const SEQ = '__ATOMIC_SEQ_CST';
const FETCH: Partial<Record<AtomicOp, string>> = {
  add: '__atomic_fetch_add',
  sub: '__atomic_fetch_sub',
  and: '__atomic_fetch_and',
  or: '__atomic_fetch_or',
  xor: '__atomic_fetch_xor',
};

function loops(rank: number, itemCall: string, pragma: string, ind: string): string[] {
  const out = [`${ind}${pragma}`];
  const dims = ['i0', 'i1', 'i2'];
  for (let d = 0; d < rank; d++) {
    out.push(`${ind}${'  '.repeat(d)}for (int32_t i${d} = 0; i${d} < n${d}; i${d}++) {`);
  }
  const zero = dims.slice(rank).map((n) => `${n} = 0`);
  const inner = `${ind}${'  '.repeat(rank)}`;
  if (zero.length) out.push(`${inner}const int32_t ${zero.join(', ')};`);
  out.push(`${inner}${itemCall};`);
  for (let d = rank - 1; d >= 0; d--) out.push(`${ind}${'  '.repeat(d)}}`);
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
  entryQualifier: 'TT_EXPORT',
  mathName: (fn, t) => (GENERIC.has(fn) || t === 'f64' ? fn : `${fn}f`),
  nan: (t) => (t === 'f32' ? '((float)NAN)' : '((double)NAN)'),
  inf: (t) => (t === 'f32' ? '((float)INFINITY)' : '((double)INFINITY)'),
  clzNonZero: (x) => `__builtin_clz(${x})`,
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
  recordError: () =>
    [
      'int32_t expected = 0;',
      `  if (__atomic_compare_exchange_n(&err[0], &expected, 1, 0, ${SEQ}, ${SEQ})) {`,
      '    err[1] = site;',
      '    err[2] = (int32_t)(uint32_t)((uint64_t)i & 0xffffffffu);',
      '    err[3] = (int32_t)(uint32_t)((uint64_t)i >> 32);',
      '  }',
    ].join('\n'),
  entry(ctx: EntryContext, name: string): string {
    const rank = ctx.kernel.rank;
    const out: string[] = [];
    out.push(`TT_EXPORT void ${name}(${ctx.params.map((p) => p.decl).join(', ')}) {`);
    out.push('#ifdef _OPENMP', '  int tt_nt = tt_threads > 0 ? tt_threads : omp_get_num_procs();');
    out.push('#else', '  int tt_nt = 1;', '  (void)tt_threads;', '#endif');
    const omp = (collapse: number) =>
      `#pragma omp parallel for ${collapse > 1 ? `collapse(${collapse}) ` : ''}num_threads(tt_nt) schedule(static)`;
    if (rank === 1) {
      out.push(...loops(1, ctx.itemCall, omp(1), '  '));
    } else {
      const outer = rank === 2 ? 'n0' : '(int64_t)n0 * n1';
      out.push(`  if (${outer} >= 4 * (int64_t)tt_nt) {`);
      out.push(...loops(rank, ctx.itemCall, omp(rank - 1), '    '));
      out.push('  } else {');
      out.push(...loops(rank, ctx.itemCall, omp(rank), '    '));
      out.push('  }');
    }
    out.push('}');
    return out.join('\n');
  },
};
