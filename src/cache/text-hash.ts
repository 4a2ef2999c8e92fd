/**
 * A short non-cryptographic hash of a text (two 32-bit multiply-xor lanes, 16 hex digits) for the
 * names of cache records that hold the whole text they are keyed by (definitions, aliases, probe
 * verdicts): the name only says where to look, the record is used only when its text is equal, so
 * a collision is a miss, never a wrong answer. No node:crypto (loading it costs a warm start ~3 ms).
 *
 * It runs once per record in a fresh process, on texts of a few KB (an alias holds the kernel's IR),
 * so it must be fast before V8 has optimised it: a loop over the UTF-16 characters cost 0.7 ms at
 * best and often several ms (its loop is long enough for V8 to compile it on the stack mid-run),
 * so the text is encoded to UTF-8 once (native code) and hashed 8 bytes per step (0.3 ms for 6 KB
 * cold). Words are read in the machine's byte order: another architecture names the same record
 * differently (a miss there, never a wrong answer).
 */
let bytes = new Uint8Array(4096);
const encoder = new TextEncoder();

export function textHash(text: string): string {
  if (bytes.length < text.length * 3 + 8) bytes = new Uint8Array(text.length * 3 + 8);
  const { written } = encoder.encodeInto(text, bytes);
  bytes.fill(0, written, written + 8);
  const words = new Int32Array(bytes.buffer, 0, ((written + 7) >> 3) * 2);
  let a = 0x811c9dc5 ^ written;
  let b = 0x01000193;
  for (let i = 0; i < words.length; i += 2) {
    const lo = words[i] ?? 0;
    const hi = words[i + 1] ?? 0;
    a = Math.imul(a ^ lo, 0x01000193) ^ hi;
    b = Math.imul(b ^ hi, 0x5bd1e995) ^ lo;
    a ^= a >>> 13;
    b ^= b >>> 15;
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}
