/** Walks the cache directory: every published entry with its size and last use. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { entryBytes, META_FILE, statQuiet } from './entry.js';

export interface ListedEntry {
  readonly kind: string;
  readonly key: string;
  /** The entry directory. */
  readonly dir: string;
  readonly bytes: number;
  /** Last use (the LRU clock), ms since the epoch. */
  readonly lastUsedMs: number;
  /** The key parts the entry was built for (from meta.json), when readable. */
  readonly parts?: Readonly<Record<string, unknown>>;
}

const KEY = /^[0-9a-f]{40}$/;

function subdirs(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

function readParts(dir: string): Readonly<Record<string, unknown>> | undefined {
  try {
    const meta = JSON.parse(readFileSync(join(dir, META_FILE), 'utf8')) as { parts?: unknown };
    return meta.parts && typeof meta.parts === 'object' ? (meta.parts as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Every entry under `root`; entries vanishing while scanned (another process) are skipped. */
export function scanEntries(root: string, withParts = false): ListedEntry[] {
  const out: ListedEntry[] = [];
  for (const kind of subdirs(root)) {
    if (kind.startsWith('.')) continue;
    for (const key of subdirs(join(root, kind))) {
      if (!KEY.test(key)) continue;
      const dir = join(root, kind, key);
      try {
        const st = statSync(dir);
        const parts = withParts ? readParts(dir) : undefined;
        out.push({
          kind,
          key,
          dir,
          bytes: entryBytes(dir),
          lastUsedMs: st.mtimeMs,
          ...(parts ? { parts } : {}),
        });
      } catch {
        // removed meanwhile
      }
    }
  }
  return out;
}

/** Leftover private build/trash directories (from crashed processes) older than `ageMs`. */
export function staleWorkDirs(root: string, ageMs: number): string[] {
  const out: string[] = [];
  const now = Date.now();
  for (const kind of subdirs(root)) {
    for (const name of subdirs(join(root, kind))) {
      if (!name.startsWith('.build-') && !name.startsWith('.trash-')) continue;
      const dir = join(root, kind, name);
      const st = statQuiet(dir);
      if (st && now - st.mtimeMs >= ageMs) out.push(dir);
    }
  }
  return out;
}
