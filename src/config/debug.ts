/**
 * The debug log: messages nobody needs in normal runs (what a driver printed, why a fast path was
 * not taken), shown on stderr when TUTTI_DEBUG is set — `1`/`all` for every topic, or a comma
 * list of topics (`TUTTI_DEBUG=webgpu`).
 */
import { readEnv } from './env.js';

export function debugEnabled(topic: string): boolean {
  const v = readEnv('TUTTI_DEBUG')?.trim().toLowerCase();
  if (!v || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'all' || v === 'true') return true;
  return v.split(',').some((t) => t.trim() === topic);
}

export function debugLog(topic: string, text: string): void {
  if (debugEnabled(topic)) console.error(`[tutti:${topic}] ${text}`);
}
