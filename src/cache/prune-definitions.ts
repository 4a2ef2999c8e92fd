/**
 * Persisted fingerprints unused for long (definition-store.ts): one small record per distinct
 * kernel source ever compiled, so a machine that runs many generated kernels (a fuzzer, a changing
 * project) gathered thousands of them that no scan removed. A size-cap scan removes the records
 * no process loaded or wrote for `cacheOtherBuildsDays` days (a load touches its record's mtime).
 * A record is only a shortcut past parsing and the passes: removing one costs a compile, never a
 * result.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const DEFINITIONS_DIR = 'definitions';

/** Removes `<root>/definitions/*.json` unused for `maxAgeMs`; returns how many went. */
export function pruneDefinitions(root: string, now: number, maxAgeMs: number): number {
  const dir = join(root, DEFINITIONS_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // none yet
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.json')) continue; // a writer's temporary file: stale-work's business
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < maxAgeMs) continue;
      rmSync(path, { force: true });
      removed++;
    } catch {
      // removed by another process meanwhile
    }
  }
  return removed;
}
