/**
 * Reference implementations measured in the same run as tutti. The hand-written JS loops live with
 * each workload; hand-written C (bench/c/) is built with the native backend's compiler and flags and
 * called through the same FFI path, when a C compiler is present.
 */
import type { Workload } from '../demo/workloads.js';

export interface Reference {
  readonly label: string;
  /** Prepares inputs for `size`; returns a function that runs once, or null if not available. */
  prepare(w: Workload, size: number): Promise<(() => Promise<void>) | null>;
}

export async function loadReferences(): Promise<Reference[]> {
  let c: typeof import('./c-reference.js');
  try {
    c = await import('./c-reference.js');
  } catch (e) {
    console.log(`  C references unavailable: ${e instanceof Error ? e.message : String(e)}`);
    return [];
  }
  const names: readonly string[] = c.C_REFERENCES;
  return [
    {
      label: 'C',
      async prepare(w, size) {
        if (!names.includes(w.name)) return null;
        try {
          const ref = await c.loadCReference(w.name as Parameters<typeof c.loadCReference>[0]);
          const { inputs } = w.make(size);
          return () => ref.run(inputs);
        } catch (e) {
          console.log(
            `  C reference for ${w.name} unavailable: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
          );
          return null;
        }
      },
    },
  ];
}
