/** Walks the cache directory: every published entry with its size and last use. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { entryBytes, META_FILE, subdirs } from './entry.js';

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
  /** What the entry was built for (a kernel's name, from meta.json), when recorded. */
  readonly name?: string;
}

const KEY = /^[0-9a-f]{40}$/;

interface Meta {
  readonly parts?: Readonly<Record<string, unknown>>;
  readonly name?: string;
}

function readMeta(dir: string): Meta {
  let meta: unknown;
  try {
    meta = JSON.parse(readFileSync(join(dir, META_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (typeof meta !== 'object' || meta === null) return {};
  const parts =
    'parts' in meta && typeof meta.parts === 'object' && meta.parts !== null ? meta.parts : undefined;
  const name = 'name' in meta && typeof meta.name === 'string' ? meta.name : undefined;
  return {
    ...(parts ? { parts: parts as Record<string, unknown> } : {}),
    ...(name !== undefined ? { name } : {}),
  };
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
        const meta = withParts ? readMeta(dir) : {};
        out.push({ kind, key, dir, bytes: entryBytes(dir), lastUsedMs: st.mtimeMs, ...meta });
      } catch {
        // removed meanwhile
      }
    }
  }
  return out;
}
