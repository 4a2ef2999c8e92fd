/** A stable content key for IR: the same kernel gives the same key in every process. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Where stableStringify puts what it omits: [object number in walk order, key, value] triples. */
interface Omitted {
  objects: number;
  readonly values: unknown[];
}

/**
 * JSON with object keys sorted, so the key does not depend on construction order. Properties named
 * in `omit` are left out; when `omitted` is given, they are recorded there with the number of
 * their object in walk order, so the text and the record together describe the value exactly.
 */
export function stableStringify(v: unknown, omit: ReadonlySet<string> = NONE, omitted?: Omitted): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && Object.is(v, -0)) return '-0';
    if (typeof v === 'number' && !Number.isFinite(v)) return `"${String(v)}"`;
    if (typeof v === 'bigint') return `"${v}n"`;
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map((x) => stableStringify(x, omit, omitted)).join(',')}]`;
  const object = omitted ? omitted.objects++ : 0;
  const entries = Object.entries(v as Record<string, unknown>)
    .filter(([k, x]) => {
      if (x === undefined) return false;
      if (!omit.has(k)) return true;
      omitted?.values.push([object, k, x]);
      return false;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${stableStringify(x, omit, omitted)}`).join(',')}}`;
}

interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(s: string, enc: 'utf8'): { digest(enc: 'hex'): string } };
}

let native: NodeCrypto | null | undefined;

/**
 * Node's native SHA-256 where the runtime offers it without an import (process.getBuiltinModule,
 * Node ≥ 20.16): the first kernel of a process hashes its IR several times, and the JS SHA-256 is
 * slow until the JIT has warmed it. Elsewhere (browsers, older Node) @noble/hashes, same digests.
 */
function nodeCrypto(): NodeCrypto | null {
  if (native === undefined) {
    const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const c = p?.getBuiltinModule?.('node:crypto') as Partial<NodeCrypto> | undefined;
    native = typeof c?.createHash === 'function' ? (c as NodeCrypto) : null;
  }
  return native;
}

/** Hex SHA-256 of a string. */
export function hashString(s: string): string {
  const c = nodeCrypto();
  return c ? c.createHash('sha256').update(s, 'utf8').digest('hex') : bytesToHex(sha256(utf8ToBytes(s)));
}

const NONE: ReadonlySet<string> = new Set();
/** Source locations only feed error messages, so reformatting a kernel keeps its key. */
const LOCATIONS: ReadonlySet<string> = new Set(['loc']);

/**
 * The exact structural key of any JSON-like value, ignoring source locations: equal keys mean equal
 * trees. For in-process maps (the js renderer's common subexpressions): no hash, so no collisions
 * and no node:crypto.
 */
export function structuralKey(v: unknown): string {
  return stableStringify(v, LOCATIONS);
}

interface IrKeys {
  /** The IR's structure without source locations, then a newline and where each location was. */
  readonly exact: string;
  /** Length of the structure part of `exact` (what the content key hashes). */
  readonly structureLength: number;
  content?: string;
}

/** Per IR object (IR is never mutated once built): one walk, and at most one hash. */
const irKeys = new WeakMap<object, IrKeys>();
const irKeyWork = { walks: 0, hashes: 0 };

function keysOf(ir: object): IrKeys {
  let k = irKeys.get(ir);
  if (k === undefined) {
    const locations: Omitted = { objects: 0, values: [] };
    const structure = stableStringify(ir, LOCATIONS, locations);
    k = { exact: `${structure}\n${stableStringify(locations.values)}`, structureLength: structure.length };
    irKeyWork.walks++;
    irKeys.set(ir, k);
  }
  return k;
}

/**
 * The content key of any JSON-like value (an IR tree plus options), ignoring source locations:
 * stable across processes. An object's key is computed once per object and shared by everything
 * that asks (the kernel's `key`, the compile service's disk and alias keys of every step set), so
 * an object must not change once keyed (IR never does).
 */
export function contentKey(v: unknown): string {
  if (v === null || typeof v !== 'object') return hashString(structuralKey(v)).slice(0, 32);
  const k = keysOf(v);
  if (k.content === undefined) {
    k.content = hashString(k.exact.slice(0, k.structureLength)).slice(0, 32);
    irKeyWork.hashes++;
  }
  return k.content;
}

/**
 * The text the content key hashes (the IR's structure without source locations), for records that
 * hold their key whole instead of a hash of it (cache/alias.ts): no hash, no node:crypto.
 */
export function irContentText(ir: object): string {
  const k = keysOf(ir);
  return k.exact.slice(0, k.structureLength);
}

/**
 * An exact in-process key of an IR tree, source locations included (they feed error messages):
 * equal keys mean equal trees. From the same single walk as contentKey, and no hash (kernels that
 * never touch the disk cache hash nothing).
 */
export function irExactKey(ir: object): string {
  return keysOf(ir).exact;
}

/** How many IR trees were walked and hashed for their keys in this process (each once per IR object). */
export function irKeyWorkDone(): { readonly walks: number; readonly hashes: number } {
  return { ...irKeyWork };
}
