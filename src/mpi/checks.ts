/**
 * Checks made before anything is sent: ranks, tags, counts, dtypes and sizes that tutti can know
 * locally, so a mistake is an MpiError naming the call instead of a hang or a truncated message.
 */
import { MpiError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { Handle, MpiAbi, ReduceOp } from './abi.js';
import type { Label } from './options.js';

const OPS: readonly ReduceOp[] = ['sum', 'prod', 'min', 'max'];
/** MPI counts are C ints. */
const MAX_COUNT = 2 ** 31 - 1;
/** MPI guarantees tags up to 32767 (MPI_TAG_UB is at least that). */
export const MAX_TAG = 32767;

export function sameArray(a: NDArray, b: NDArray): boolean {
  return a === b;
}

export function checkRank(rank: number, size: number, what: Label, role: string): void {
  if (!Number.isInteger(rank) || rank < 0 || rank >= size) {
    throw new MpiError(
      'MPI_BAD_RANK',
      `${what}: ${role} rank ${rank} is not a rank of this communicator (0..${size - 1}); ` +
        'use mpi.PROC_NULL for no peer',
    );
  }
}

export function checkTag(tag: number, what: Label, receiving: boolean): void {
  if (receiving && tag === -1) return;
  if (!Number.isInteger(tag) || tag < 0 || tag > MAX_TAG) {
    throw new MpiError(
      'MPI_BAD_TAG',
      `${what}: tag ${tag} must be an integer in 0..${MAX_TAG}${receiving ? ' or mpi.ANY_TAG' : ''}`,
    );
  }
}

export function checkCount(arr: NDArray, what: Label): void {
  if (arr.length > MAX_COUNT) {
    throw new MpiError(
      'MPI_COUNT_TOO_LARGE',
      `${what}: ${arr.length} elements exceed MPI's count limit (${MAX_COUNT}); send the array in parts`,
    );
  }
}

export function datatypeOf(abi: MpiAbi, arr: NDArray, what: Label): Handle {
  const dt = abi.datatype(arr.dtype);
  if (dt === undefined) {
    throw new MpiError(
      'MPI_UNSUPPORTED_DTYPE',
      `${what}: tutti/mpi has no MPI datatype for dtype ${arr.dtype}`,
    );
  }
  return dt;
}

/** The library's op handle; rejects unknown ops and sum/prod on clamped u8 (MPI would wrap). */
export function checkOp(abi: MpiAbi, dtype: string, op: ReduceOp, what: Label): Handle {
  if (!OPS.includes(op)) {
    throw new MpiError(
      'MPI_BAD_OP',
      `${what}: unknown reduction '${String(op)}'; use one of ${OPS.join(', ')}`,
    );
  }
  if (dtype === 'u8c' && (op === 'sum' || op === 'prod')) {
    throw new MpiError(
      'MPI_UNSUPPORTED_OP',
      `${what}: MPI would wrap a u8c (clamped) ${op} where tutti clamps; reduce a u16/i32 copy instead`,
    );
  }
  return abi.op(op);
}

/** Input and output of a reduction must match in dtype and element count. */
export function checkSameShape(input: NDArray, out: NDArray, what: Label): void {
  if (out.disposed) out.checkAlive(String(what));
  if (out.dtype !== input.dtype || out.length !== input.length) {
    throw new MpiError(
      'MPI_SIZE_MISMATCH',
      `${what}: the output ${out.describe()} must have the input's dtype and length ` +
        `(${input.dtype}, ${input.length} elements)`,
    );
  }
}
