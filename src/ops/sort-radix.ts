/**
 * The radix-sort path of tt.sort / tt.argsort (sort-path.ts says when it runs): a stable LSD radix
 * sort of u32 keys, four 8-bit digit passes (two for keys known to be below 2^16), each a count launch, an exclusive tt.cumsum of the
 * counts and a scatter launch (kernels in sort-kernels.ts). It consumes its inputs: the sorted keys
 * and values end in the given arrays; the spares are released once their launches have run.
 */
import { InternalError } from '../errors/errors.js';
import type { Device } from '../runtime/device.js';
import { ceilDiv, like } from './common.js';
import { cumsumInto } from './scan.js';
import type { SortKeys } from './sort-axis.js';
import { countKernel, scatterKernel } from './sort-kernels.js';

/**
 * Elements per block: GPUs many small blocks (per-item loops far below 65 535); CPUs ~64 blocks;
 * a device that runs items one after another one block (more blocks only add passes).
 */
function radixBlock(device: Device, n: number): number {
  if (device.kind === 'gpu') return 1024;
  if (device.traits.sequentialItems) return Math.max(1024, n);
  return Math.max(4096, ceilDiv(n, 64));
}

export const radixSortKeys: SortKeys = (run, x, keys, vals, bits = 32) => {
  const n = x.length;
  const B = radixBlock(x.device, n);
  const nb = ceilDiv(n, B);
  const dummy = vals ? undefined : like(x, 'i32', [1]);
  // Ping-pong buffers: pass p reads one pair and writes the other (4 passes end in `keys`/`vals`).
  const spareKeys = like(x, 'u32', [n]);
  const spareVals = vals ? like(x, 'i32', [n]) : dummy;
  const counts = like(x, 'i32', [256 * nb]);
  let k = keys;
  let v = vals ?? dummy;
  let ok = spareKeys;
  let ov = spareVals;
  // an even number of passes (bits 16 or 32): the results end in `keys` and `vals`
  for (let shift = 0; shift < bits; shift += 8) {
    run.add(countKernel().launch(nb, { keys: k, counts, n, B, nb, shift }));
    const offs = cumsumInto(run, counts, true);
    if (!v || !ov) throw new InternalError('radix values');
    run.add(
      scatterKernel(vals !== undefined).launch(nb, {
        keys: k,
        vals: v,
        offs,
        okeys: ok,
        ovals: ov,
        n,
        B,
        nb,
        shift,
      }),
    );
    run.release(offs);
    [k, ok] = [ok, k];
    [v, ov] = [ov, v];
  }
  run.release(counts);
  run.release(spareKeys);
  if (spareVals) run.release(spareVals);
  return { keys: k, vals: vals ? v : undefined };
};
