/** A stable content key for IR: the same kernel gives the same key in every process. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** JSON with object keys sorted, so the key does not depend on construction order. */
export function stableStringify(v: unknown, omit: ReadonlySet<string> = NONE): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && Object.is(v, -0)) return '-0';
    if (typeof v === 'number' && !Number.isFinite(v)) return `"${String(v)}"`;
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map((x) => stableStringify(x, omit)).join(',')}]`;
  const entries = Object.entries(v as Record<string, unknown>)
    .filter(([k, x]) => x !== undefined && !omit.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${stableStringify(x, omit)}`).join(',')}}`;
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

/** The content key of any JSON-like value (an IR tree plus options), ignoring source locations. */
export function contentKey(v: unknown): string {
  return hashString(structuralKey(v)).slice(0, 32);
}
