/**
 * Which sort runs: the merge path (sort-merge.ts, 1 + ⌈log2(n/16)⌉ launches) below a size
 * threshold per backend, the radix path (sort-radix.ts, 4 × 3 launches plus the scans of the
 * counts) from it on. Both are stable and give the same bits, so the choice is speed only. The
 * thresholds come from bench/ops/sort-small.ts (figures in docs/ops.md).
 */
import type { Device } from '../runtime/device.js';

export type SortPath = 'radix' | 'merge';

/** Merge sort runs for n below this; radix from it on. */
const MERGE_BELOW: Readonly<Record<string, number>> = {
  js: 65_536,
  wasm: 65_536,
  native: 65_536,
  webgpu: 65_536,
  cuda: 65_536,
};

/** The size from which `device` sorts by radix (merge sort below it). */
export function mergeBelow(device: Device): number {
  return MERGE_BELOW[device.backend] ?? 0;
}

export function sortPath(device: Device, n: number): SortPath {
  return n < mergeBelow(device) ? 'merge' : 'radix';
}
