/**
 * An out-of-bounds access reported by generated code (an access site and an index) becomes the
 * KernelRangeError users see, naming kernel, array (by its name in the kernel source), index,
 * the array's length and the access's source location — the same on every backend.
 */
import { KernelRangeError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BoundArg } from '../backend.js';

/** The error for site `siteIndex` of `ir` at `index`; `args` are the launch's bound arguments. */
export function siteRangeError(
  ir: KernelIR,
  siteIndex: number,
  index: number,
  args: readonly BoundArg[],
  lengthOf: (arg: Extract<BoundArg, { kind: 'array' }>) => number = (a) => a.length,
): KernelRangeError {
  const site = ir.sites[siteIndex];
  const pi = ir.params.findIndex((p) => p.name === site?.array);
  if (site?.dim !== undefined) {
    // a shaped array's dimension check: the extent is the hidden parameter of that dimension
    const ei = ir.params.findIndex((p) =>
      site.extent !== undefined
        ? p.name === site.extent
        : p.shapeOf?.array === site.array && p.shapeOf.dim === site.dim,
    );
    const extent = args[ei];
    return new KernelRangeError(
      ir.name,
      ir.params[pi]?.sourceName ?? site.array,
      index,
      extent?.kind === 'scalar' && typeof extent.value === 'number' ? extent.value : 0,
      site.loc,
      site.dim,
    );
  }
  const bound = args[pi];
  const shared = [...(ir.shared ?? []), ...(ir.private ?? [])].find((a) => a.name === site?.array);
  return new KernelRangeError(
    ir.name,
    ir.params[pi]?.sourceName ?? shared?.sourceName ?? site?.array ?? '?',
    index,
    bound?.kind === 'array' ? lengthOf(bound) : (shared?.length ?? 0),
    site?.loc,
  );
}

/**
 * The error recorded in the error words of native:
 * [flag, site, index low 32 bits, index high 32 bits, …].
 */
export function errorWordRangeError(
  ir: KernelIR,
  err: Int32Array,
  args: readonly BoundArg[],
  lengthOf?: (arg: Extract<BoundArg, { kind: 'array' }>) => number,
): KernelRangeError {
  const index = (err[3] ?? 0) * 2 ** 32 + ((err[2] ?? 0) >>> 0);
  return siteRangeError(ir, err[1] ?? -1, index, args, lengthOf);
}

/** Bytes of cuda's error words: three 64-bit words (and one spare). */
export const ERROR_BYTES = 32;

/**
 * The error recorded in cuda's packed error words (dialect-cuda.ts): three little-endian 64-bit
 * words `~item << 32 | field` for the fields site, index low and index high, each the maximum over
 * the failing items, so all three belong to the lowest one. Word 1 (the first ~item) is 0 when no
 * access failed.
 */
export function packedErrorRangeError(
  ir: KernelIR,
  words: Uint32Array,
  args: readonly BoundArg[],
): KernelRangeError {
  const index = ((words[4] ?? 0) | 0) * 2 ** 32 + (words[2] ?? 0);
  return siteRangeError(ir, words[0] ?? -1, index, args);
}
