import { afterEach, describe, expect, it } from 'vitest';
import { clearFingerprintCache, fingerprintStats, sourceFingerprint } from '../../src/cache/fingerprint.js';
import { configure, resetConfiguration } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';

afterEach(() => {
  resetConfiguration();
  clearFingerprintCache();
});

const saxpyFn = (i: number, { a, x, y }: { a: number; x: Float32Array; y: Float32Array }) => {
  y[i] = a * x[i] + y[i];
};
const schema = { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) };

describe('source fingerprint cache', () => {
  it('re-defining the same kernel reuses its IR without parsing', () => {
    clearFingerprintCache();
    const k1 = tt.kernel(schema, saxpyFn);
    const k2 = tt.kernel(schema, saxpyFn);
    expect(fingerprintStats()).toMatchObject({ hits: 1, misses: 1 });
    expect(k2.ir).toBe(k1.ir);
    expect(k2.key).toBe(k1.key);
  });

  it('a different schema, option or setting is a different kernel', () => {
    clearFingerprintCache();
    const k1 = tt.kernel(schema, saxpyFn);
    const k2 = tt.kernel({ a: tt.f64, x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64) }, saxpyFn as never);
    const k3 = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.f32) }, saxpyFn as never);
    const k4 = tt.kernel(schema, saxpyFn, { unsafe: true });
    configure({ float: 'f64' });
    tt.kernel(schema, saxpyFn);
    expect(fingerprintStats()).toMatchObject({ hits: 0, misses: 5 });
    expect(new Set([k1.key, k2.key, k3.key, k4.key]).size).toBe(4);
  });

  it('the same text defined twice gives the same fingerprint; helper text counts', () => {
    const base = {
      name: 'k',
      schema,
      fn: saxpyFn,
      helpers: {},
      constants: {},
      floatType: 'f32',
      unsafe: false,
    };
    expect(sourceFingerprint(base)).toBe(sourceFingerprint({ ...base }));
    expect(sourceFingerprint({ ...base, helpers: { h: (v: number) => v + 1 } })).not.toBe(
      sourceFingerprint({ ...base, helpers: { h: (v: number) => v + 2 } }),
    );
    expect(sourceFingerprint({ ...base, constants: { N: 1 } })).not.toBe(
      sourceFingerprint({ ...base, constants: { N: 2 } }),
    );
  });

  it('a kernel that fails to compile is not cached', () => {
    clearFingerprintCache();
    const bad = (i: number, { y }: { y: Float32Array }) => {
      y[i] = undefinedName;
    };
    expect(() => tt.kernel({ y: tt.arrayOf(tt.f32) }, bad)).toThrow();
    expect(() => tt.kernel({ y: tt.arrayOf(tt.f32) }, bad)).toThrow();
    expect(fingerprintStats()).toMatchObject({ hits: 0, misses: 2, entries: 0 });
  });
});

declare const undefinedName: number;
