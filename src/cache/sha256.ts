/** SHA-256 for the disk cache (Node only), with node:crypto loaded on first use, not at import. */
import type * as Crypto from 'node:crypto';
import { createRequire } from 'node:module';

let crypto: typeof Crypto | undefined;

/** A SHA-256 hash object (`update` … `digest`); loading node:crypto costs ms that import need not pay. */
export function sha256(): Crypto.Hash {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  return crypto.createHash('sha256');
}
