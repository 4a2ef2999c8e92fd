/**
 * Publishing a build: the artifact, its checksum and metadata are staged in the build's private
 * directory and renamed into place as one directory. When another process published the same key
 * first, its (valid) entry is used and this build is dropped, so concurrent builders all succeed.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checksumOf, formatChecksum } from './checksum.js';
import { artifactPath, CHECKSUM_FILE, entryDir, META_FILE, removeEntry, verifyEntry } from './entry.js';
import type { CacheKeyParts } from './key.js';
import { recordVerified, statArtifact } from './verified.js';

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    copyFileSync(from, to);
    rmSync(from, { force: true });
  }
}

function isTargetTaken(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EPERM' || code === 'EISDIR';
}

export interface CommitRequest {
  readonly kindDir: string;
  readonly work: string;
  readonly key: string;
  readonly ext: string;
  readonly kind: string;
  readonly parts: CacheKeyParts;
  /** The file the build wrote (normally inside `work`). */
  readonly output: string;
  /** What the artifact was built for (a kernel's name), kept in meta.json for `tutti cache list`. */
  readonly name?: string;
}

/** Publishes the build; returns the entry directory now holding a valid entry for the key. */
export function commitEntry(req: CommitRequest): string {
  const stage = join(req.work, 'entry');
  mkdirSync(stage);
  const artifact = artifactPath(stage, req.ext);
  moveFile(req.output, artifact);
  const sum = checksumOf(artifact);
  writeFileSync(join(stage, CHECKSUM_FILE), formatChecksum(sum));
  const meta = {
    kind: req.kind,
    key: req.key,
    ...(req.name !== undefined ? { name: req.name } : {}),
    ext: req.ext,
    parts: req.parts,
    created: new Date().toISOString(),
  };
  writeFileSync(join(stage, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
  // renaming the directory leaves the artifact's stat as it is (vouched for once its ctime is older)
  const st = statArtifact(artifact);
  if (st) recordVerified(stage, sum.sha256, st);
  const target = entryDir(req.kindDir, req.key);
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(stage, target);
      return target;
    } catch (e) {
      if (!isTargetTaken(e) || attempt >= 3) throw e;
      // Someone published first: use theirs if it is sound, else replace it.
      if (verifyEntry(target, req.ext) === 'valid') return target;
      removeEntry(target);
    }
  }
}
