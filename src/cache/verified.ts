/**
 * An entry's `verified` record: the identity (device, inode, size, modification and change times,
 * in ns) its artifact had when its checksum last held, so a warm start checks a stat instead of
 * reading and hashing the whole artifact (which also loaded node:crypto, ~3 ms).
 *
 * Safe because a file cannot change through the file system without its change time (ctime)
 * moving, and no user call can set a ctime back: a rewrite, truncation, append, rename over it or
 * chmod gives a stat that no longer matches, and the full checksum runs (and removes a corrupt
 * entry). Timestamps come from a coarse clock (a few ms), so a change made in the same tick as
 * the record could keep every field equal; like git's "racily clean" index entries, the record
 * therefore only vouches for an artifact whose ctime is strictly older than the record itself
 * (its own mtime). What a stat cannot see — bytes changed beneath the file system (media errors)
 * — is not detected, as for any other file a process loads.
 */
import { type BigIntStats, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from './write-atomic.js';

export const VERIFIED_FILE = 'verified';

const identityText = (sha256: string, st: BigIntStats): string =>
  `stat ${sha256} ${st.dev} ${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs}\n`;

/** The artifact's stat (ns precision), or undefined when it is missing. */
export function statArtifact(file: string): BigIntStats | undefined {
  try {
    return statSync(file, { bigint: true, throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** True when entry `dir`'s record says its artifact, now stat-ed as `st`, last matched checksum `sha256`. */
export function stillVerified(dir: string, sha256: string, st: BigIntStats): boolean {
  const file = join(dir, VERIFIED_FILE);
  try {
    const recorded = statSync(file, { bigint: true, throwIfNoEntry: false });
    if (recorded === undefined || st.ctimeNs >= recorded.mtimeNs) return false;
    return readFileSync(file, 'utf8') === identityText(sha256, st);
  } catch {
    return false;
  }
}

/**
 * Records that the artifact, stat-ed as `st` before its bytes were hashed, matched `sha256` (a
 * change after that stat moves its ctime, so the record no longer matches). Best effort: a cache
 * the process cannot write only keeps the full checksum.
 */
export function recordVerified(dir: string, sha256: string, st: BigIntStats): void {
  try {
    writeAtomic(join(dir, VERIFIED_FILE), identityText(sha256, st));
  } catch {
    // read-only or evicted meanwhile: the next start hashes the artifact again
  }
}
