/**
 * binaryen runs with V8's baseline compiler only (backends/wasm/baseline.ts, docs/startup.md): the
 * flags are set around binaryen's steps and V8's defaults set back after — including the flags
 * --liftoff-only implies — and a kernel module compiled inside such a step gets the usual tiers.
 */
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baselineOnly, baselineOnlyAsync, fullTiers } from '../../../src/backends/wasm/baseline.js';

const ON = ['--liftoff-only'];
const OFF = ['--no-liftoff-only', '--wasm-tier-up', '--wasm-dynamic-tiering'];

afterEach(() => vi.restoreAllMocks());

describe('baseline-only steps', () => {
  it('set Liftoff-only for the step and V8 defaults after; nested steps set them once', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const r = baselineOnly(() => baselineOnly(() => 7));
    expect(r).toBe(7);
    expect(set.mock.calls.map((c) => c[0])).toEqual([...ON, ...OFF]);
  });

  it('set the defaults back when the step throws, and around a kernel compile inside a step', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    expect(() =>
      baselineOnly(() => {
        throw new Error('binaryen failed');
      }),
    ).toThrow('binaryen failed');
    expect(fullTiers(() => 1)).toBe(1); // outside a step: nothing to change
    await baselineOnlyAsync(async () => fullTiers(() => 2));
    expect(set.mock.calls.map((c) => c[0])).toEqual([...ON, ...OFF, ...ON, ...OFF, ...ON, ...OFF]);
  });
});
