/** The devices the ops tests run on: every available one; unavailable ones are skipped with the reason. */
import { describe, it } from 'vitest';
import * as tt from '../../src/index.js';
import { reportMissingAdapters } from '../support/adapters.js';

export const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

export function reportUnavailable(): void {
  reportMissingAdapters();
  describe('unavailable devices', () => {
    const missing = tt.devices().filter((d) => !d.available);
    for (const d of missing) it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
    it('runs on at least js', () => {
      if (!available.some((d) => d.backend === 'js')) throw new Error('js device missing');
    });
  });
}

/** Deterministic pseudo-random numbers (xorshift32) for inputs. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/** |a - b| within rel·scale (scale: sum of |x| of the inputs). */
export function close(a: number, b: number, rel: number, scale: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  if (a === b) return true;
  return Math.abs(a - b) <= rel * scale;
}
