/**
 * Glue around a Fortran section (free form). Each array is a Fortran array in NumPy's shape order
 * (accelpy's): a tutti array of shape [h, w] is `a(h, w)`, 1-based (or the attrspec's lower
 * bounds), so `a(i, j)` is element [i-1][j-1], through a column-major copy (FortranShape says
 * more); `a_attr%shape(k)`, `a_attr%size`, `a_attr%ndim` and `size(a)` describe it. The section is the body of a
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

/**
 * How Fortran sees a tutti array of shape [n0, n1, …]: 'numpy' (the default, accelpy's): as
 * `a(n0, n1, …)`, so `a(i, j)` is element [i-1][j-1], through a column-major copy made before the
 * section and copied back after it for outputs; 'reversed': Fortran's own view of the row-major
 * memory, `a(…, n1, n0)`, no copy, `a(j, i)` is element [i-1][j-1].
 */
export type FortranShape = 'numpy' | 'reversed';

/** The explicit-shape bounds of a dummy: `lb:lb+extent-1` per dimension, or the extent when lb is 1. */
function bounds(a: ArgSig, lower: readonly number[] | undefined): string {
  return Array.from({ length: a.rank }, (_, k) => {
    const extent = `${a.name}_attr%shape(${k + 1})`;
    const lb = lower?.[k] ?? 1;
    return lb === 1 ? extent : `${lb}:${lb - 1}+${extent}`;
  }).join(', ');
}

function bodySubroutine(
  sig: readonly ArgSig[],
  body: string,
  model: Model,
  order: string,
  lower: Readonly<Record<string, readonly number[]>>,
): { lines: string[]; bodyLine: number } {
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
    `subroutine tt_order_body(${sig.map(dummies).join(', ')})`,
    '  use iso_c_binding',
    '  use tt_order_types',
  ];
  if (model.parallel === 'openmp') L.push('  use omp_lib');
  if (model.parallel === 'openacc') L.push('  use openacc');
  for (const a of arrays(sig)) L.push(`  type(tt_attr), intent(in) :: ${a.name}_attr`);
  for (const a of sig.filter((x) => x.scalar))
    L.push(`  ${elementTypes(order, a).fortran}, intent(in) :: ${a.name}`);
  for (const a of arrays(sig)) {
    const intent = a.role === 'in' ? 'intent(in)' : 'intent(inout)';
    L.push(`  ${elementTypes(order, a).fortran}, ${intent} :: ${a.name}(${bounds(a, lower[a.name])})`);
  }
  const wrapRegion = model.parallel !== 'none' && !opensFortranRegion(body, model.parallel);
  const dir = model.parallel === 'openmp' ? '!$omp' : '!$acc';
  if (wrapRegion) L.push(`${dir} parallel`, 'block');
  const bodyLine = lineAfter(L);
  L.push(body);
  if (wrapRegion) L.push('end block', `${dir} end parallel`);
  L.push('end subroutine tt_order_body', '');
  return { lines: L, bodyLine };
}

const arrays = (sig: readonly ArgSig[]) => sig.filter((a) => !a.scalar);
/** The dummies an argument is passed as: the array and its attributes, or the number. */
const dummies = (a: ArgSig) => (a.scalar ? a.name : `${a.name}, ${a.name}_attr`);

/** `reshape(src, shape, order=[r, …, 1])`: row-major <-> column-major, either way. */
function transposed(src: string, shape: string, rank: number): string {
  const order = Array.from({ length: rank }, (_, k) => rank - k).join(', ');
  return `reshape(${src}, ${shape}, order=[${order}])`;
}

function entrySubroutine(sig: readonly ArgSig[], model: Model, order: string, shape: FortranShape): string[] {
  const copied = (a: ArgSig) => shape === 'numpy' && a.rank > 1;
  const ptrs = sig.map((a) => (a.scalar ? `${a.name}_v` : `${a.name}_p`));
  const L: string[] = [
    `subroutine ${ENTRY}(${[...ptrs, 'tt_threads', 'tt_dims'].join(', ')}) bind(C, name="${ENTRY}")`,
    '  use iso_c_binding',
    '  use tt_order_types',
  ];
  if (model.parallel === 'openmp') L.push('  use omp_lib');
  L.push('  implicit none');
  for (const a of sig) {
    L.push(
      a.scalar
        ? `  ${elementTypes(order, a).fortran}, value :: ${a.name}_v`
        : `  type(c_ptr), value :: ${a.name}_p`,
    );
  }
  L.push('  integer(c_int32_t), value :: tt_threads', '  integer(c_int64_t), intent(in) :: tt_dims(*)');
  for (const a of arrays(sig)) {
    const t = elementTypes(order, a).fortran;
    const colons = Array(a.rank).fill(':').join(',');
    L.push(`  type(tt_attr) :: ${a.name}_attr`, `  ${t}, pointer :: ${a.name}_mem(${colons})`);
    if (copied(a)) L.push(`  ${t}, allocatable :: ${a.name}(${colons})`);
  }
  // The thread count (the `threads` setting) applies to OpenMP sections when it is not 0.
  if (model.parallel === 'openmp') L.push('  if (tt_threads > 0) call omp_set_num_threads(tt_threads)');
  let d = 1;
  for (const a of arrays(sig)) {
    const attr = `${a.name}_attr`;
    L.push(`  ${attr}%ndim = ${a.rank}`);
    // The memory is row-major: Fortran's own view of it has tutti's dimensions reversed.
    for (let k = 0; k < a.rank; k++) {
      const dim = shape === 'numpy' ? d + k : d + a.rank - 1 - k;
      L.push(`  ${attr}%shape(${k + 1}) = tt_dims(${dim})`);
    }
    L.push(`  ${attr}%size = product(${attr}%shape(1:${a.rank}))`);
    const memShape = `[${Array.from({ length: a.rank }, (_, k) => `tt_dims(${d + a.rank - 1 - k})`).join(', ')}]`;
    L.push(`  call c_f_pointer(${a.name}_p, ${a.name}_mem, ${memShape})`);
    if (copied(a))
      L.push(`  ${a.name} = ${transposed(`${a.name}_mem`, `${attr}%shape(1:${a.rank})`, a.rank)}`);
    d += a.rank;
  }
  const actual = (a: ArgSig) =>
    a.scalar ? `${a.name}_v` : `${copied(a) ? a.name : `${a.name}_mem`}, ${a.name}_attr`;
  L.push(`  call tt_order_body(${sig.map(actual).join(', ')})`);
  for (const a of sig.filter((x) => copied(x) && x.role === 'out'))
    L.push(`  ${a.name}_mem = ${transposed(a.name, `shape(${a.name}_mem)`, a.rank)}`);
  L.push(`end subroutine ${ENTRY}`);
  return L;
}

export function renderFortran(
  sig: readonly ArgSig[],
  body: string,
  model: Model,
  order: string,
  lower: Readonly<Record<string, readonly number[]>> = {},
  shape: FortranShape = 'numpy',
): Glue {
  const { lines, bodyLine } = bodySubroutine(sig, body, model, order, lower);
  lines.push(...entrySubroutine(sig, model, order, shape));
  return { source: `${lines.join('\n')}\n`, file: 'kernel.f90', bodyLine, entry: ENTRY };
}
