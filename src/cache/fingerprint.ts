/**
 * The source fingerprint: a memory cache from (kernel source text + schema + options) to the
 * compiled IR, so defining the same kernel again in a process skips parsing and the passes.
 * Browser-safe (no node: imports): src/runtime/kernel.ts calls it. The key is the exact text, not
 * a hash of it, so two different definitions can never share an entry.
 */
import { envFlag } from '../config/env.js';
import { functionText } from '../frontend/source.js';
import { stableStringify } from '../ir/key.js';
import { logPointCount, userPipelineKey } from '../passes/user-passes.js';

/** What determines a kernel's IR: the function text, schema, helpers' text, constants, options. */
export interface FingerprintInput {
  readonly name: string;
  readonly schema: unknown;
  readonly fn: { toString(): string };
  readonly helpers: Readonly<Record<string, { toString(): string }>>;
  readonly constants: Readonly<Record<string, number | boolean>>;
  readonly floatType: string;
  readonly unsafe: boolean;
  readonly workgroup?: readonly number[];
  readonly subgroupSize?: number;
}

/** Data only: dtypes are functions whose enumerable fields (kind, name, …) identify them. */
function plain(v: unknown, depth: number): unknown {
  if (depth > 4 || v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = plain(x, depth + 1);
  return typeof v === 'function' ? { function: out } : out;
}

/** The fingerprint text of a definition (cheap: no parsing). */
export function sourceFingerprint(def: FingerprintInput): string {
  const helpers: Record<string, string> = {};
  for (const [k, h] of Object.entries(def.helpers)) helpers[k] = functionText(h);
  return stableStringify({
    name: def.name,
    // in order: the schema's order is the parameter order
    schema: Object.entries(plain(def.schema, 0) as Record<string, unknown>),
    helpers,
    constants: def.constants,
    floatType: def.floatType,
    unsafe: def.unsafe,
    ...(def.workgroup ? { workgroup: def.workgroup } : {}),
    ...(def.subgroupSize !== undefined ? { subgroupSize: def.subgroupSize } : {}),
    fn: functionText(def.fn),
  });
}

const MAX_ENTRIES = 512;
const entries = new Map<string, unknown>();
let hits = 0;
let misses = 0;
let diskHits = 0;

/** Compiled definitions on disk, shared between processes (Node: cache/definition-store.ts). */
export interface DefinitionStore {
  load(fingerprint: string): unknown;
  save(fingerprint: string, value: unknown): void;
}

let store: DefinitionStore | undefined;

/** Installs the disk layer (node-backends.ts does, so a browser bundle never reaches node:fs). */
export function setDefinitionStore(s: DefinitionStore | undefined): void {
  store = s;
}

/**
 * The disk layer is skipped whenever compiling has side effects a user asked for: a user pass
 * (its code may depend on more than its text), a log point, TUTTI_DUMP_IR or TUTTI_VERIFY.
 */
function diskStore(): DefinitionStore | undefined {
  if (!store || userPipelineKey() || logPointCount() > 0) return undefined;
  if (envFlag('TUTTI_DUMP_IR') || envFlag('TUTTI_VERIFY')) return undefined;
  return store;
}

/**
 * compileOnceByKey for a kernel definition, through the disk: a definition compiled by an earlier process is read back instead
 * of compiled (then kept in memory as any other). Only for definitions whose result is plain data.
 */
export function compileOncePersisted<T>(def: FingerprintInput, compile: () => T): T {
  const fp = sourceFingerprint(def);
  return compileOnceByKey(fp, () => {
    const disk = diskStore();
    const found = disk?.load(fp);
    if (found !== undefined) {
      diskHits++;
      // What the store gives back is what save() was given for this exact fingerprint and code.
      return found as T;
    }
    const v = compile();
    disk?.save(fp, v);
    return v;
  });
}

/**
 * The fingerprint text of IR built without a kernel function (kernelFromIR): the exact IR, source
 * locations included (they name the places errors point at), and the text those locations are in.
 */
export function irFingerprint(raw: unknown, text: string): string {
  return `ir:${stableStringify({ raw, text })}`;
}

/**
 * Returns the cached result of `compile` for this fingerprint (sourceFingerprint or irFingerprint),
 * or runs it and caches the result (least recently used entries beyond 512 are dropped). A compile
 * that throws is not cached. The result is shared between kernels: callers must treat it as immutable.
 */
export function compileOnceByKey<T>(given: string, compile: () => T): T {
  // A user transform pass (tt.pipeline) changes every kernel's IR: it is part of the key.
  const fp = given + userPipelineKey();
  if (entries.has(fp)) {
    const v = entries.get(fp) as T;
    entries.delete(fp);
    entries.set(fp, v);
    hits++;
    return v;
  }
  misses++;
  const v = compile();
  entries.set(fp, v);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  return v;
}

/** Hits and misses of the fingerprint cache since start or the last clear. */
export function fingerprintStats(): { hits: number; misses: number; entries: number; diskHits: number } {
  return { hits, misses, entries: entries.size, diskHits };
}

export function clearFingerprintCache(): void {
  entries.clear();
  hits = 0;
  misses = 0;
  diskHits = 0;
}
