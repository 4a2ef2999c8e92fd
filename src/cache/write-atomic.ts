/**
 * Writes a small file that several processes may write at once (cache records, verdicts, aliases):
 * parent directories made, then a temporary file of this process renamed over the target, so a
 * reader sees the old content or the new, never a part. Throws what the file system throws.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDirs } from './make-dirs.js';

export function writeAtomic(path: string, data: string | Uint8Array): void {
  makeDirs(dirname(path));
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}
