/**
 * The cache's running size and entry count, shared by the processes that use one cache directory:
 * the last size-cap scan's totals plus the entries built since, in `<root>/.size.json`. Without it each new process
 * scanned every entry at its first build (~0.03 ms of CPU an entry: 2.4 s at 84 000 entries) only to
 * learn a total the previous process already knew. Updates are read-modify-write without a lock, so
 * two processes building at once may lose one's addition; the rescan every `rescanAfter` builds (all
 * processes together) and the record's age limit bound that drift, as they bound what processes
 * that do not write the record (older versions, a read-only layer) add.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from './write-atomic.js';

export interface SizeRecord {
  /** Bytes of all entries: the last scan's, plus every build recorded since. */
  readonly bytes: number;
  /** Entries: the last scan's count, plus every build recorded since. */
  readonly entries: number;
  /** Builds recorded since the last scan, by every process. */
  readonly builds: number;
  /** Builds after which the next one scans again. */
  readonly rescanAfter: number;
  /** When the last scan ran (ms since the epoch). */
  readonly scannedMs: number;
}

const FILE = '.size.json';

/** A record older than this is not trusted: the next build scans. */
export const SIZE_RECORD_MAX_AGE_MS = 24 * 3600 * 1000;

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/** The record of `root`, or undefined when missing, unreadable, malformed or too old. */
export function readSizeRecord(root: string, nowMs = Date.now()): SizeRecord | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(root, FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Partial<Record<keyof SizeRecord, unknown>>;
  const { bytes, entries, builds, rescanAfter, scannedMs } = r;
  // a record without `entries` (an older tutti's) is not trusted either: the next build scans
  if (
    !isCount(bytes) ||
    !isCount(entries) ||
    !isCount(builds) ||
    !isCount(rescanAfter) ||
    !isCount(scannedMs)
  )
    return undefined;
  if (nowMs - scannedMs > SIZE_RECORD_MAX_AGE_MS || scannedMs > nowMs + 60_000) return undefined;
  return { bytes, entries, builds, rescanAfter, scannedMs };
}

/** Writes the record; a cache this process cannot write keeps its old record (or none). */
export function writeSizeRecord(root: string, record: SizeRecord): void {
  try {
    writeAtomic(join(root, FILE), JSON.stringify(record));
  } catch {
    // read-only or vanished: the in-process estimate still serves this process
  }
}

/** Removes the record (after `tutti cache clear`): the next build scans. */
export function dropSizeRecord(root: string): void {
  rmSync(join(root, FILE), { force: true });
}
