/**
 * Glue around a Fortran section (free form). Each array is a Fortran array in Fortran's own
 * (column-major) view of tutti's row-major memory: a tutti array of shape [h, w] is `a(w, h)` in
 * Fortran, 1-based, so `a(j, i)` is element [i-1][j-1]; `a_attr%shape(k)` (k = 1 … ndim, Fortran
 * order), `a_attr%size`, `a_attr%ndim` and `size(a)` describe it. The section is the body of a
 * subroutine whose dummies are the arrays; its declarations come first, as in any subroutine.
 * An OpenMP/OpenACC section that opens no parallel region runs inside one (a BLOCK construct
 * inside `!$omp parallel` / `!$acc parallel`, so the section may still declare variables).
 */
import { ENTRY, type Glue, lineAfter } from './glue-c.js';
import type { Model } from './models.js';
import { type ArgSig, elementTypes } from './signature.js';

function opensFortranRegion(body: string, parallel: Model['parallel']): boolean {
  if (parallel === 'openmp') return /^\s*!\$omp\s+(parallel|target|teams)\b/im.test(body);
  if (parallel === 'openacc') return /^\s*!\$acc\s+(parallel|kernels|serial)\b/im.test(body);
  return true;
}

export function renderFortran(sig: readonly ArgSig[], body: string, model: Model, order: string): Glue {
  const maxRank = Math.max(1, ...sig.map((a) => a.rank));
  const L: string[] = [
    'module tt_order_types',
    '  use iso_c_binding',
    '  implicit none',
    '  type tt_attr',
    '    integer(c_int64_t) :: size',
    '    integer(c_int64_t) :: ndim',
    `    integer(c_int64_t) :: shape(${maxRank})`,
    '  end type tt_attr',
    'end module tt_order_types',
    '',
    `subroutine tt_order_body(${sig.map((a) => `${a.name}, ${a.name}_attr`).join(', ')})`,
    '  use iso_c_binding',
    '  use tt_order_types',
  ];
  if (model.parallel === 'openmp') L.push('  use omp_lib');
  if (model.parallel === 'openacc') L.push('  use openacc');
  for (const a of sig) L.push(`  type(tt_attr), intent(in) :: ${a.name}_attr`);
  for (const a of sig) {
    const dims = Array.from({ length: a.rank }, (_, k) => `${a.name}_attr%shape(${k + 1})`).join(', ');
    const intent = a.role === 'in' ? 'intent(in)' : 'intent(inout)';
    L.push(`  ${elementTypes(order, a).fortran}, ${intent} :: ${a.name}(${dims})`);
  }
  const wrapRegion = model.parallel !== 'none' && !opensFortranRegion(body, model.parallel);
  const dir = model.parallel === 'openmp' ? '!$omp' : '!$acc';
  if (wrapRegion) L.push(`${dir} parallel`, 'block');
  const bodyLine = lineAfter(L);
  L.push(body);
  if (wrapRegion) L.push('end block', `${dir} end parallel`);
  L.push('end subroutine tt_order_body', '');
  const ptrs = sig.map((a) => `${a.name}_p`);
  L.push(`subroutine ${ENTRY}(${[...ptrs, 'tt_threads', 'tt_dims'].join(', ')}) bind(C, name="${ENTRY}")`);
  L.push('  use iso_c_binding', '  use tt_order_types');
  if (model.parallel === 'openmp') L.push('  use omp_lib');
  L.push('  implicit none');
  L.push(`  type(c_ptr), value :: ${ptrs.join(', ')}`);
  L.push('  integer(c_int32_t), value :: tt_threads');
  L.push('  integer(c_int64_t), intent(in) :: tt_dims(*)');
  for (const a of sig) {
    L.push(`  type(tt_attr) :: ${a.name}_attr`);
    L.push(`  ${elementTypes(order, a).fortran}, pointer :: ${a.name}(${Array(a.rank).fill(':').join(',')})`);
  }
  // The thread count (the `threads` setting) applies to OpenMP sections when it is not 0.
  if (model.parallel === 'openmp') L.push('  if (tt_threads > 0) call omp_set_num_threads(tt_threads)');
  let d = 1;
  for (const a of sig) {
    L.push(`  ${a.name}_attr%ndim = ${a.rank}`);
    // Fortran's dimension k is tutti's dimension rank-k (column-major view of row-major memory).
    for (let k = 0; k < a.rank; k++)
      L.push(`  ${a.name}_attr%shape(${k + 1}) = tt_dims(${d + a.rank - 1 - k})`);
    L.push(`  ${a.name}_attr%size = product(${a.name}_attr%shape(1:${a.rank}))`);
    L.push(`  call c_f_pointer(${a.name}_p, ${a.name}, ${a.name}_attr%shape(1:${a.rank}))`);
    d += a.rank;
  }
  L.push(`  call tt_order_body(${sig.map((a) => `${a.name}, ${a.name}_attr`).join(', ')})`);
  L.push(`end subroutine ${ENTRY}`);
  return { source: `${L.join('\n')}\n`, file: 'kernel.f90', bodyLine, entry: ENTRY };
}
