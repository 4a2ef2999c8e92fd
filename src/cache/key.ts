/** The cache key of an artifact: every part that changes it, plus the cache format and tutti's version. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownFile } from '../config/own-file.js';
import { InternalError } from '../errors/errors.js';
import { hashString, stableStringify } from '../ir/key.js';
import { sha256 } from './sha256.js';

/** Everything that changes the artifact: IR key, backend, target, toolchain identity, flags. */
export type CacheKeyParts = Readonly<Record<string, string | number | boolean>>;

/** Bumped when the on-disk layout changes, so old entries are never misread. */
export const CACHE_FORMAT = 1;

let version: string | undefined;

/** tutti's package version (found from this file upward), 'unknown' if there is no package.json. */
export function tuttiVersion(): string {
  if (version !== undefined) return version;
  version = 'unknown';
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'tutti' && typeof pkg.version === 'string') {
        version = pkg.version;
        break;
      }
    } catch {
      // not here; look one level up
    }
    dir = dirname(dir);
  }
  return version;
}

/** A 40-hex-digit key, the same in every process for the same parts. */
export function cacheKey(kind: string, ext: string, parts: CacheKeyParts): string {
  const text = stableStringify({ kind, ext, parts, format: CACHE_FORMAT, tutti: tuttiVersion() });
  return sha256().update(text).digest('hex').slice(0, 40);
}

const KIND = /^[A-Za-z0-9_-]+$/;
const EXT = /^(\.[A-Za-z0-9_-]+)*$/;

/** Kinds and extensions become path components: refuse anything that could escape the cache. */
export function checkKindAndExt(kind: string, ext: string): void {
  if (!KIND.test(kind)) throw new InternalError(`cache kind '${kind}' must match ${KIND}`);
  if (!EXT.test(ext)) throw new InternalError(`cache extension '${ext}' must match ${EXT}`);
}

/**
 * The key parts of an artifact built from generated source: the source's hash, the target, the
 * codegen options and the toolchain identity (cacheKey adds kind, format and tutti's version).
 */
export function sourceKeyParts(
  source: string,
  target: string,
  options: CacheKeyParts,
  toolchain: CacheKeyParts,
): CacheKeyParts {
  return { source: hashString(source), target, options: stableStringify(options), ...toolchain };
}

let code: string | undefined;
let codeText: string | undefined;

/**
 * codeIdentity for records that hold it whole (cache/definition-store.ts): the bundle's path, size
 * and modification time unhashed when tutti runs bundled, so a warm process checks a record
 * without loading node:crypto; codeIdentity() otherwise.
 */
export function codeIdentityText(): string {
  if (codeText !== undefined) return codeText;
  codeText = orUnreadable(bundleOrTreeText);
  return codeText;
}

/**
 * An identity no record on disk can match, for a process whose own files can no longer be read
 * (the install was moved or deleted while it ran): its artifacts are then built afresh rather than
 * the process dying on a raw ENOENT.
 */
function orUnreadable(identify: () => string): string {
  try {
    return identify();
  } catch {
    return `unreadable\0${process.pid}\0${Date.now()}\0${Math.random()}`;
  }
}

function bundleOrTreeText(): string {
  const self = ownFile();
  if (self.startsWith('file://') && self.endsWith('.cjs')) {
    const file = fileURLToPath(self);
    const st = statSync(file);
    return `bundle\0${file}\0${st.size}\0${st.mtimeMs}`;
  }
  return codeIdentity();
}

/**
 * The identity of tutti's own code: a hash of the path, size and modification time of every module
 * file of the running tree (dist/src, or src when run from sources), or of the one script when tutti
 * runs bundled (dist/node/tutti.cjs holds all of its code; walking ~280 files cost a warm start
 * ~15 ms). Disk keys that are made before rendering (from the IR, to skip a costly renderer on warm
 * starts) include it, so a changed renderer never meets stale artifacts.
 */
export function codeIdentity(): string {
  if (code !== undefined) return code;
  code = orUnreadable(hashOwnFiles);
  return code;
}

function hashOwnFiles(): string {
  const self = ownFile();
  if (self.startsWith('file://') && self.endsWith('.cjs')) {
    const file = fileURLToPath(self);
    const st = statSync(file);
    return sha256().update(`bundle\0${file}\0${st.size}\0${st.mtimeMs}`).digest('hex').slice(0, 32);
  }
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|ts)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
    }
  };
  walk(root);
  const h = sha256();
  // size and modification time stand for the content: any edit or rebuild changes them
  for (const f of files.sort()) {
    const st = statSync(f);
    h.update(`${f.slice(root.length)}\0${st.size}\0${st.mtimeMs}\0`);
  }
  return h.digest('hex').slice(0, 32);
}
