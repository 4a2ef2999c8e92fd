/**
 * Tests that spawn real node processes need the built package. This builds it (tsc, then the Node
 * bundle: scripts/bundle.mjs) only when dist is missing or older than the sources of the cache,
 * config and CLI.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CLI = join(ROOT, 'dist/src/cli/main.js');

function newestMtime(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) t = Math.max(t, statSync(join(dir, name)).mtimeMs);
  return t;
}

export function ensureBuilt(): void {
  const built = statSync(CLI, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...['src/cache', 'src/config', 'src/cli'].map((d) => newestMtime(join(ROOT, d))));
  if (built >= sources) return;
  try {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: ROOT,
        stdio: 'pipe',
      },
    );
  } catch {
    // type errors elsewhere in the tree still emit JavaScript; the checks below decide
  }
  execFileSync(process.execPath, [join(ROOT, 'scripts/bundle.mjs')], { cwd: ROOT, stdio: 'pipe' });
  if (!statSync(CLI, { throwIfNoEntry: false })) throw new Error(`build did not produce ${CLI}`);
}
