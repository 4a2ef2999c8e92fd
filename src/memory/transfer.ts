/** Copying an array's content between two allocations (any spaces), counting the move. */
import { DTYPES, newTypedArray } from '../types/dtype.js';
import type { Allocation } from './space.js';
import { count } from './stats.js';

export function bytesOf(a: Allocation): number {
  return a.length * DTYPES[a.dtype].bytes;
}

/** Copies the content of `src` into `dst` (same dtype and length), counting the move. */
export async function transfer(src: Allocation, dst: Allocation): Promise<void> {
  count('bytesMoved', bytesOf(src));
  if (src.host) {
    count('hostToDevice');
    await dst.space.upload(dst, src.host);
  } else if (dst.host) {
    count('deviceToHost');
    await src.space.download(src, dst.host);
  } else {
    count('deviceToDevice');
    const tmp = newTypedArray(src.dtype, src.length);
    await src.space.download(src, tmp);
    await dst.space.upload(dst, tmp);
  }
}
