/**
 * The source fingerprint on disk (cache/definition-store.ts): a kernel defined again in a process
 * with a cold memory (clearFingerprintCache, as a second process has) reads its compiled IR back
 * instead of parsing and lowering; a changed source, option, setting or tutti build misses, and a
 * damaged record is compiled again. Compiling with log points or TUTTI_DUMP_IR never reads it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFingerprintCache, fingerprintStats } from '../../src/cache/fingerprint.js';
import { clear } from '../../src/cache/inspect.js';
import { configure } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';
import { cleanup, freshCache, setEnv } from './temp-env.js';

let dir = '';
beforeEach(() => {
  dir = freshCache();
  clearFingerprintCache();
});
afterEach(() => {
  cleanup();
  clearFingerprintCache();
});

const schema = { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) };
const saxpy = (i: number, { a, x, y }: { a: number; x: Float32Array; y: Float32Array }) => {
  y[i] = a * x[i] + y[i] + SHIFT;
};
declare const SHIFT: number;
declare const BIG: number;
declare const NEG: number;
declare const NOPE: number;
const define = (opts: tt.KernelOptions = {}) =>
  tt.kernel(schema, saxpy, { constants: { SHIFT: 1 }, ...opts });

/** A second process's view: nothing in memory, the disk as the first left it. */
function coldMemory(): void {
  clearFingerprintCache();
}

const records = () => readdirSync(join(dir, 'definitions')).filter((f) => f.endsWith('.json'));

async function result(k: ReturnType<typeof define>, device: string): Promise<number[]> {
  const x = tt.array(
    Float32Array.from({ length: 64 }, (_, i) => i),
    { device },
  );
  const y = tt.zeros([64], tt.f32, { device });
  await k.launch(64, { a: 3, x, y });
  return Array.from(await y.read());
}

describe('compiled definitions on disk', () => {
  it('a cold process reads the IR back, equal to the compiled one, with the same results', async () => {
    const first = define();
    expect(fingerprintStats()).toMatchObject({ misses: 1, diskHits: 0 });
    expect(records()).toHaveLength(1);
    coldMemory();
    const second = define();
    expect(fingerprintStats()).toMatchObject({ misses: 1, diskHits: 1 });
    expect(second.ir).not.toBe(first.ir);
    expect(isDeepStrictEqual(second.ir, first.ir)).toBe(true);
    expect(second.key).toBe(first.key);
    expect(second.passTimings.map((t) => t.pass)).toEqual(first.passTimings.map((t) => t.pass));
    const want = Array.from({ length: 64 }, (_, i) => 3 * i + 1);
    for (const device of ['js', 'native']) {
      expect(await result(first, device)).toEqual(want);
      expect(await result(second, device)).toEqual(want);
    }
  });

  it('values JSON cannot carry (-0, Infinity, NaN) come back exactly', () => {
    const consts = { NEG: -0, BIG: Number.POSITIVE_INFINITY, NOPE: Number.NaN };
    const k = (c: typeof consts) =>
      tt.kernel(
        { y: tt.arrayOf(tt.f64) },
        (i: number, { y }: { y: Float64Array }) => {
          y[i] = Math.min(BIG, i) + NEG + Math.abs(NOPE) * 0;
        },
        { constants: c },
      );
    const first = k(consts);
    coldMemory();
    const second = k(consts);
    expect(fingerprintStats().diskHits).toBe(1);
    expect(isDeepStrictEqual(second.ir, first.ir)).toBe(true);
    // they are in the IR, where plain JSON would have turned them into null and 0
    const text = readFileSync(join(dir, 'definitions', records()[0] ?? ''), 'utf8');
    expect(text).toContain('\\u0000tutti:n:Infinity');
    expect(text).toContain('\\u0000tutti:n:-0');
  });

  it('a changed source, option or setting misses', () => {
    define();
    coldMemory();
    tt.kernel(schema, (i: number, { a, x, y }: { a: number; x: Float32Array; y: Float32Array }) => {
      y[i] = a * x[i] - y[i];
    });
    define({ constants: { SHIFT: 2 } });
    define({ unsafe: true });
    configure({ float: 'f64' });
    define();
    expect(fingerprintStats()).toMatchObject({ misses: 4, diskHits: 0 });
    expect(records()).toHaveLength(5);
  });

  it('a record of another tutti build, or a damaged one, misses and is rewritten', async () => {
    define();
    const [name] = records();
    const file = join(dir, 'definitions', name ?? '');
    const rec = JSON.parse(readFileSync(file, 'utf8')) as { code: string };
    writeFileSync(file, JSON.stringify({ ...rec, code: 'another build' }));
    coldMemory();
    define();
    expect(fingerprintStats().diskHits).toBe(0);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { code: string }).code).toBe(rec.code);
    writeFileSync(file, '{"format": 1, "code": "trunc');
    coldMemory();
    const k = define();
    expect(fingerprintStats().diskHits).toBe(0);
    expect(await result(k, 'js')).toEqual(Array.from({ length: 64 }, (_, i) => 3 * i + 1));
    coldMemory();
    define();
    expect(fingerprintStats().diskHits).toBe(1);
    clear(); // tutti cache clear
    expect(existsSync(join(dir, 'definitions'))).toBe(false);
  });

  it('log points and TUTTI_DUMP_IR see every pass: the disk is not read', () => {
    define();
    coldMemory();
    const seen: string[] = [];
    const remove = tt.pipeline.logPoint('*', (_ir, info) => seen.push(info.pass));
    try {
      define();
    } finally {
      remove();
    }
    expect(seen).toContain('verify');
    expect(fingerprintStats().diskHits).toBe(0);
    coldMemory();
    setEnv('TUTTI_VERIFY', 'each');
    define();
    expect(fingerprintStats().diskHits).toBe(0);
  });
});
