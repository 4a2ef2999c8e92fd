/**
 * Reference implementations measured in the same run as tutti. The hand-written JS loop lives
 * with each workload; hand-written C (bench/c/) is loaded when the native toolchain is present.
 */
import type { Workload } from '../demo/workloads.js';

export interface Reference {
  readonly label: string;
  /** Prepares inputs for `size`; returns a function that runs once, or null if not available. */
  prepare(w: Workload, size: number): Promise<(() => Promise<void>) | null>;
}

export async function loadReferences(): Promise<Reference[]> {
  return [];
}
