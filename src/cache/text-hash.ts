/**
 * A short non-cryptographic hash of a text (two 32-bit FNV-1a lanes, 16 hex digits) for the names
 * of cache records that hold the whole text they are keyed by (definitions, aliases, probe
 * verdicts): the name only says where to look, the record is used only when its text is equal, so
 * a collision is a miss, never a wrong answer. No node:crypto (loading it costs a warm start ~3 ms).
 */
export function textHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}
