/**
 * The source fingerprint on disk (Node only): a kernel definition's compiled IR stored under its
 * fingerprint (`<cacheDir>/definitions/<hash>.json`), so a second process that defines the same
 * kernel skips parsing, lowering and the passes, and goes on to the IR-keyed alias of its
 * artifact. A record holds the whole fingerprint text and tutti's code identity and is used only
 * when both are equal — a changed source, option or tutti build misses (the file name's hash is
 * only where to look). Values that JSON cannot carry exactly (NaN, ±Infinity, -0, bigint) are
 * tagged; anything else that is not plain data (a Map, a class instance, a function) makes the
 * definition unpersistable, so it is compiled in every process as before.
 */
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { DefinitionStore } from './fingerprint.js';
import { codeIdentityText } from './key.js';
import { activeCacheDir } from './location.js';
import { DEFINITIONS_DIR } from './prune-definitions.js';
import { textHash } from './text-hash.js';
import { writeAtomic } from './write-atomic.js';

const FORMAT = 1;
const TAG = '\u0000tutti:';
/** How TAG reads in JSON text (JSON.stringify escapes U+0000). */
const ESCAPED_TAG = JSON.stringify(TAG).slice(1, -1);

class Unpersistable extends Error {}

function replace(_key: string, v: unknown): unknown {
  if (typeof v === 'number') {
    if (Number.isFinite(v) && !Object.is(v, -0)) return v;
    return `${TAG}n:${Object.is(v, -0) ? '-0' : String(v)}`;
  }
  if (typeof v === 'bigint') return `${TAG}b:${v}`;
  if (typeof v === 'string' && v.startsWith(TAG)) throw new Unpersistable('a string that looks like a tag');
  if (typeof v === 'function' || typeof v === 'symbol') throw new Unpersistable(typeof v);
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw new Unpersistable('not plain data');
  }
  return v;
}

function revive(_key: string, v: unknown): unknown {
  if (typeof v !== 'string' || !v.startsWith(TAG)) return v;
  const body = v.slice(TAG.length + 2);
  return v[TAG.length] === 'b' ? BigInt(body) : body === '-0' ? -0 : Number(body);
}

const pathOf = (fingerprint: string) =>
  join(activeCacheDir(), DEFINITIONS_DIR, `${textHash(fingerprint)}.json`);

interface DefinitionRecord {
  readonly format: number;
  readonly code: string;
  readonly fingerprint: string;
  readonly value: unknown;
}

/** A load marks its record used, so that a scan keeps it (prune-definitions.ts). */
function touch(path: string): void {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // read-only or removed meanwhile: the record may be pruned and compiled again
  }
}

export const diskDefinitionStore: DefinitionStore = {
  load(fingerprint) {
    let rec: DefinitionRecord;
    try {
      const text = readFileSync(pathOf(fingerprint), 'utf8');
      // a reviver is called for every value: only records holding a tagged value need one
      rec = JSON.parse(text, text.includes(ESCAPED_TAG) ? revive : undefined) as DefinitionRecord;
    } catch {
      return undefined; // none yet, or damaged: compiled again and rewritten
    }
    const same = rec.format === FORMAT && rec.fingerprint === fingerprint && rec.code === codeIdentityText();
    if (!same) return undefined;
    touch(pathOf(fingerprint));
    return rec.value;
  },
  save(fingerprint, value) {
    let text: string;
    try {
      const rec: DefinitionRecord = { format: FORMAT, code: codeIdentityText(), fingerprint, value };
      text = JSON.stringify(rec, replace);
    } catch (e) {
      if (e instanceof Unpersistable) return;
      throw e;
    }
    try {
      writeAtomic(pathOf(fingerprint), text);
    } catch {
      // an unwritable cache only loses the sharing (location.ts warns once about the directory)
    }
  },
};
