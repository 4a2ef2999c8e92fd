/**
 * Glue around a C, C++, CUDA or HIP section: the arrays as accelpy's examples use them — `a(i)`,
 * `a(i, j)` (row-major, the last index varies fastest), `a.size`, `a.shape[k]`, `a.ndim`,
 * `a.data` — inputs read-only. C gets a struct per array and a function-like macro `a(...)` (so
 * `a.size` still names the struct); C++/CUDA/HIP get a small template with `operator()`. The
 * section is the body of a function; OpenMP/OpenACC bodies that open no parallel region get one.
 */

import type { Model } from './models.js';
import { type ArgSig, elementTypes } from './signature.js';

export interface Glue {
  readonly source: string;
  /** The file name compiler messages use (kernel.c, kernel.cpp, kernel.cu, kernel.f90). */
  readonly file: string;
  /** 1-based line of the section's first line inside `source`. */
  readonly bodyLine: number;
  /** The exported entry point. */
  readonly entry: string;
}

export const ENTRY = 'tt_order_entry';

const C_HEADERS = ['stdint.h', 'stddef.h', 'stdlib.h', 'string.h', 'stdio.h', 'math.h', 'time.h'];
const CPP_HEADERS = [
  'cstdint',
  'cstddef',
  'cstdlib',
  'cstring',
  'cstdio',
  'cmath',
  'algorithm',
  'numeric',
  'vector',
  'functional',
  'utility',
];

/** True when the body opens its own parallel region (then no wrapping region is added). */
export function opensRegion(body: string, parallel: Model['parallel']): boolean {
  if (parallel === 'openmp') return /^\s*#\s*pragma\s+omp\s+(parallel|target|teams)\b/im.test(body);
  if (parallel === 'openacc') return /^\s*#\s*pragma\s+acc\s+(parallel|kernels|serial)\b/im.test(body);
  return true;
}

function offsetExpr(name: string, rank: number): string {
  let e = '(int64_t)(i0)';
  for (let k = 1; k < rank; k++) e = `(${e}) * ${name}.shape[${k}] + (int64_t)(i${k})`;
  return e;
}

/** Pushes the body (in a parallel region when it needs one); returns the body's 1-based line. */
function wrap(lines: string[], body: string, model: Model): number {
  const open = !opensRegion(body, model.parallel);
  if (open) lines.push(model.parallel === 'openmp' ? '#pragma omp parallel' : '#pragma acc parallel');
  lines.push('{');
  const line = lineAfter(lines);
  lines.push(body, '}');
  return line;
}

/** The 1-based line the next pushed element starts at (elements may span several lines). */
export function lineAfter(lines: readonly string[]): number {
  let n = 1;
  for (const l of lines) n += l.split('\n').length;
  return n;
}

function renderC(sig: readonly ArgSig[], body: string, model: Model, order: string): Glue {
  const L: string[] = C_HEADERS.map((h) => `#include <${h}>`);
  if (model.parallel === 'openmp') L.push('#include <omp.h>');
  for (const a of sig) {
    const t = elementTypes(order, a).c;
    const q = a.role === 'in' ? 'const ' : '';
    L.push(
      a.scalar
        ? `typedef const ${t} tt_${a.name}_t;`
        : `typedef struct { ${q}${t} *data; int64_t size; int64_t ndim; int64_t shape[${a.rank}]; } tt_${a.name}_t;`,
    );
  }
  for (const a of sig.filter((x) => !x.scalar)) {
    const ps = Array.from({ length: a.rank }, (_, k) => `i${k}`).join(', ');
    L.push(`#define ${a.name}(${ps}) (${a.name}.data[${offsetExpr(a.name, a.rank)}])`);
  }
  L.push(SHAPE_MACRO);
  L.push(`static void tt_order_body(${sig.map((a) => `tt_${a.name}_t ${a.name}`).join(', ')})`);
  L.push('{');
  const bodyLine = wrap(L, body, model);
  L.push('}');
  for (const a of sig.filter((x) => !x.scalar)) L.push(`#undef ${a.name}`);
  L.push(...entryC(sig, order, '', model));
  return { source: `${L.join('\n')}\n`, file: 'kernel.c', bodyLine, entry: ENTRY };
}

/**
 * The exported C entry: data pointers, the thread count (the `threads` setting; OpenMP models
 * apply it when it is not 0), then every extent in one int64 array.
 */
function entryC(sig: readonly ArgSig[], order: string, linkage: string, model: Model): string[] {
  const params = sig.map((a) =>
    a.scalar
      ? `${elementTypes(order, a).c} ${a.name}_data`
      : `${a.role === 'in' ? 'const ' : ''}${elementTypes(order, a).c} *${a.name}_data`,
  );
  const all = [...params, 'int32_t tt_threads', 'const int64_t *tt_dims'];
  const L = [`${linkage}void ${ENTRY}(${all.join(', ')})`, '{'];
  if (model.parallel === 'openmp') L.push('  if (tt_threads > 0) omp_set_num_threads(tt_threads);');
  else L.push('  (void)tt_threads;');
  let d = 0;
  for (const a of sig) {
    if (a.scalar) {
      L.push(`  tt_${a.name}_t ${a.name} = ${a.name}_data;`);
      continue;
    }
    const dims = Array.from({ length: a.rank }, (_, k) => `tt_dims[${d + k}]`);
    const size = dims.join(' * ') || '1';
    L.push(`  tt_${a.name}_t ${a.name} = { ${a.name}_data, ${size}, ${a.rank}, { ${dims.join(', ')} } };`);
    d += a.rank;
  }
  L.push(`  tt_order_body(${sig.map((a) => a.name).join(', ')});`, '}');
  return L;
}

/** accelpy's accessors: `SHAPE(a, d)` is extent d (0-based, NumPy order), as is `a.shape[d]`. */
const SHAPE_MACRO = '#define SHAPE(a, d) ((a).shape[(d)])';

/**
 * `tt_array<T, R>`: `a(i, j)` and accelpy's later `a[i][j]` (row-major, the last index fastest);
 * `a[i]` of a rank-R array is a `tt_rows<T, R-1>` over row i, down to a reference at rank 1.
 */
const CPP_ARRAY = `template <typename T, int R> struct tt_rows {
  T *data;
  const int64_t *shape;
  TT_HD tt_rows<T, R - 1> operator[](int64_t i) const {
    int64_t stride = 1;
    for (int k = 1; k < R; k++) stride *= shape[k];
    return tt_rows<T, R - 1>{data + i * stride, shape + 1};
  }
};
template <typename T> struct tt_rows<T, 1> {
  T *data;
  const int64_t *shape;
  TT_HD T &operator[](int64_t i) const { return data[i]; }
};
template <typename T, int R> struct tt_array {
  T *data;
  int64_t size;
  int64_t ndim;
  int64_t shape[R];
  template <typename... I> TT_HD T &operator()(I... idx) const {
    static_assert(sizeof...(I) == R, "wrong number of indices for this array's rank");
    const int64_t ix[] = {static_cast<int64_t>(idx)...};
    int64_t o = ix[0];
    for (int k = 1; k < R; k++) o = o * shape[k] + ix[k];
    return data[o];
  }
  TT_HD auto operator[](int64_t i) const -> decltype(tt_rows<T, R>{data, shape}[i]) {
    return tt_rows<T, R>{data, shape}[i];
  }
};
${SHAPE_MACRO}`;

function arrayType(a: ArgSig, order: string): string {
  if (a.scalar) return `const ${elementTypes(order, a).c}`;
  return `tt_array<${a.role === 'in' ? 'const ' : ''}${elementTypes(order, a).c}, ${a.rank}>`;
}

function renderCpp(sig: readonly ArgSig[], body: string, model: Model, order: string): Glue {
  const L: string[] = CPP_HEADERS.map((h) => `#include <${h}>`);
  if (model.parallel === 'openmp') L.push('#include <omp.h>');
  L.push('#define TT_HD', CPP_ARRAY);
  for (const a of sig) L.push(`typedef ${arrayType(a, order)} tt_${a.name}_t;`);
  L.push(`static void tt_order_body(${sig.map((a) => `tt_${a.name}_t ${a.name}`).join(', ')})`);
  L.push('{');
  const bodyLine = wrap(L, body, model);
  L.push('}');
  L.push(...entryC(sig, order, 'extern "C" ', model));
  return { source: `${L.join('\n')}\n`, file: 'kernel.cpp', bodyLine, entry: ENTRY };
}

/** CUDA / HIP: the section is the body of a `__global__` kernel taking each array by value. */
function renderGpu(sig: readonly ArgSig[], body: string, model: Model, order: string): Glue {
  const L: string[] = [];
  if (model.language === 'hip') L.push('#include <hip/hip_runtime.h>', '#include <cstdint>');
  else {
    L.push(
      '#if defined(__CUDACC_RTC__)',
      'typedef long long int64_t; typedef unsigned long long uint64_t;',
      'typedef int int32_t; typedef unsigned int uint32_t;',
      'typedef short int16_t; typedef unsigned short uint16_t;',
      'typedef signed char int8_t; typedef unsigned char uint8_t;',
      '#else',
      '#include <cstdint>',
      '#endif',
    );
  }
  L.push('#define TT_HD __host__ __device__', CPP_ARRAY);
  L.push(
    `extern "C" __global__ void ${ENTRY}(${sig.map((a) => `${arrayType(a, order)} ${a.name}`).join(', ')})`,
  );
  L.push('{');
  const bodyLine = lineAfter(L);
  L.push(body, '}');
  const file = model.language === 'hip' ? 'kernel.hip' : 'kernel.cu';
  return { source: `${L.join('\n')}\n`, file, bodyLine, entry: ENTRY };
}

export function renderCFamily(sig: readonly ArgSig[], body: string, model: Model, order: string): Glue {
  if (model.language === 'c') return renderC(sig, body, model, order);
  if (model.language === 'cpp') return renderCpp(sig, body, model, order);
  return renderGpu(sig, body, model, order);
}
