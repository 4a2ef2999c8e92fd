/**
 * Creates a directory and its missing parents, one level at a time.
 *
 * Node's `mkdirSync(path, { recursive: true })` never returns for some impossible paths (under
 * /proc it keeps retrying on ENOENT), which once made `import 'tutti'` spin at 100% CPU with
 * `TUTTI_CACHE_DIR=/proc/nonexistent/tutti`. This walks up to the first existing ancestor and
 * creates each level with a plain mkdir, so every failure is one thrown error.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

export function makeDirs(path: string): void {
  const missing: string[] = [];
  let p = resolve(path);
  while (!exists(p)) {
    missing.push(p);
    const parent = dirname(p);
    if (parent === p) break;
    p = parent;
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    const dir = missing[i];
    if (dir === undefined) continue;
    try {
      mkdirSync(dir);
    } catch (e) {
      // Another process may have made it between the check and the mkdir.
      if (!(e instanceof Error && 'code' in e && e.code === 'EEXIST')) throw e;
    }
  }
}
