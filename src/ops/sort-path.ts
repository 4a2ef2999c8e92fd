/**
 * Which sort runs: the merge path (sort-merge.ts, 1 + ⌈log2(n/16)⌉ launches) below a size
 * threshold per backend, the radix path (sort-radix.ts, 4 × 3 launches plus the scans of the
 * counts) from it on. Both are stable and give the same bits, so the choice is speed only. The
 * thresholds come from bench/ops/sort-small.ts (figures in docs/ops.md).
 */
import type { Device } from '../runtime/device.js';

export type SortPath = 'radix' | 'merge';

/**
 * Merge sort runs for n below this; radix from it on. Each is where the two paths' medians
 * crossed in bench/ops/sort-small.ts (f32, 2-core machine, load average 2-10; docs/ops.md): js
 * even at 8K, behind at 16K; wasm ahead at 8K, behind at 16K; native ahead at 8K and 16K in two
 * runs of three, behind from 32K; webgpu on llvmpipe ahead at 16K, behind at 32K. cuda has no
 * figures yet (no GPU measured): radix, as before, and so does any other backend.
 */
const MERGE_BELOW: Readonly<Record<string, number>> = {
  js: 8192,
  wasm: 16_384,
  native: 16_384,
  webgpu: 32_768,
};

/** The size from which `device` sorts by radix (merge sort below it). */
export function mergeBelow(device: Device): number {
  return MERGE_BELOW[device.backend] ?? 0;
}

export function sortPath(device: Device, n: number): SortPath {
  return n < mergeBelow(device) ? 'merge' : 'radix';
}
