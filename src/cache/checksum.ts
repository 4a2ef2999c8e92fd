/** The checksum stored beside each entry's artifact: sha256 and size, so corruption and truncation show. */
import { readFileSync } from 'node:fs';
import { sha256 } from './sha256.js';

export interface Checksum {
  readonly sha256: string;
  readonly bytes: number;
}

export function checksumOf(file: string): Checksum {
  const data = readFileSync(file);
  return { sha256: sha256().update(data).digest('hex'), bytes: data.length };
}

export function formatChecksum(c: Checksum): string {
  return `sha256 ${c.sha256} ${c.bytes}\n`;
}

export function parseChecksum(text: string): Checksum | undefined {
  const m = /^sha256 ([0-9a-f]{64}) (\d+)\n?$/.exec(text);
  return m?.[1] && m[2] ? { sha256: m[1], bytes: Number(m[2]) } : undefined;
}
