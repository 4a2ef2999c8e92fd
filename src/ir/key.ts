/** A stable content key for IR: the same kernel gives the same key in every process. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** JSON with object keys sorted, so the key does not depend on construction order. */
export function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && Object.is(v, -0)) return '-0';
    if (typeof v === 'number' && !Number.isFinite(v)) return `"${String(v)}"`;
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  const entries = Object.entries(v as Record<string, unknown>)
    .filter(([, x]) => x !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${stableStringify(x)}`).join(',')}}`;
}

/** Hex SHA-256 of a string. */
export function hashString(s: string): string {
  return bytesToHex(sha256(utf8ToBytes(s)));
}

/** The content key of any JSON-like value (an IR tree plus options). */
export function contentKey(v: unknown): string {
  return hashString(stableStringify(v)).slice(0, 32);
}
