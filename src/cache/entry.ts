/**
 * One cache entry is a directory `<cache>/<kind>/<key>/` holding `artifact<ext>`, `checksum`
 * (sha256 and size of the artifact), `meta.json` (the key parts, for `tutti cache list`) and,
 * once checked, `verified` (the artifact's stat when its checksum held: cache/verified.ts). It
 * appears by one atomic directory rename, so readers never see half an entry; a checksum that does
 * not match means corruption or truncation, and the entry is removed and rebuilt.
 */
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  utimesSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { checksumOf, parseChecksum } from './checksum.js';
import { recordVerified, statArtifact, stillVerified } from './verified.js';

export const CHECKSUM_FILE = 'checksum';
export const META_FILE = 'meta.json';

export function entryDir(kindDir: string, key: string): string {
  return join(kindDir, key);
}

export function artifactPath(dir: string, ext: string): string {
  return join(dir, `artifact${ext}`);
}

/** stat that answers undefined for any failure (missing, not a directory on the way, no access). */
export function statQuiet(p: string): Stats | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

/** The names of the directories in `dir` (none when it cannot be read). */
export function subdirs(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

export type EntryState = 'missing' | 'valid' | 'corrupt';

/**
 * Checks an entry against its checksum: the size always, the bytes (read and hashed) unless its
 * `verified` record shows the artifact unchanged since they last matched (cache/verified.ts).
 * `record`: write that record after a full check (the caller's own cache, not a read-only layer).
 */
export function verifyEntry(dir: string, ext: string, record = false): EntryState {
  let text: string;
  try {
    text = readFileSync(join(dir, CHECKSUM_FILE), 'utf8');
  } catch {
    return statQuiet(dir) ? 'corrupt' : 'missing';
  }
  const want = parseChecksum(text);
  const file = artifactPath(dir, ext);
  const st = statArtifact(file);
  if (!want || !st?.isFile() || st.size !== BigInt(want.bytes)) return 'corrupt';
  if (stillVerified(dir, want.sha256, st)) return 'valid';
  let got: ReturnType<typeof checksumOf>;
  try {
    got = checksumOf(file);
  } catch {
    // removed while being read (another process evicted it)
    return 'missing';
  }
  if (got.sha256 !== want.sha256 || got.bytes !== want.bytes) return 'corrupt';
  if (record) recordVerified(dir, want.sha256, st);
  return 'valid';
}

/**
 * Opens a published entry for use: its artifact's path when the checksum holds (the entry is then
 * touched), undefined when it is missing or corrupt (a corrupt one is removed, so it is rebuilt).
 */
export function openEntry(dir: string, ext: string): string | undefined {
  const state = verifyEntry(dir, ext, true);
  if (state === 'corrupt') removeEntry(dir);
  if (state !== 'valid') return undefined;
  touchEntry(dir);
  return artifactPath(dir, ext);
}

/**
 * Opens an entry of a read-only cache layer: like openEntry, but nothing is removed or touched
 * (the layer belongs to someone else); a corrupt entry answers 'corrupt' so the caller can say so.
 */
export function openReadOnlyEntry(dir: string, ext: string): string | 'corrupt' | undefined {
  const state = verifyEntry(dir, ext);
  if (state === 'corrupt') return 'corrupt';
  return state === 'valid' ? artifactPath(dir, ext) : undefined;
}

/** Marks an entry as just used (its directory's mtime is the LRU clock). */
export function touchEntry(dir: string): void {
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    // read-only cache or entry just evicted by another process: harmless
  }
}

/**
 * Removes an entry so no reader sees it half-deleted: renamed aside first (atomic), then deleted.
 * Another process removing it at the same time is fine.
 */
export function removeEntry(dir: string): void {
  let trash: string;
  try {
    trash = mkdtempSync(join(dirname(dir), '.trash-'));
  } catch {
    return;
  }
  try {
    renameSync(dir, join(trash, 'entry'));
  } catch {
    // already gone
  }
  rmSync(trash, { recursive: true, force: true });
}

/** Total bytes of the files in an entry directory. */
export function entryBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const st = statQuiet(join(dir, name));
    if (st?.isFile()) total += st.size;
  }
  return total;
}
