/**
 * The compile service: one memo per device (a second kernel with the same IR reuses the
 * executable; launching again counts nothing), the disk cache keyed by the generated source
 * (wasm uses it also when run from sources), and the error of the first step set when all fail.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendDevice, CompileSteps } from '../../src/backends/backend.js';
import { jsSteps } from '../../src/backends/js/backend.js';
import * as tt from '../../src/index.js';
import { contentKey, irKeyWorkDone } from '../../src/ir/key.js';
import { resetStats, stats } from '../../src/memory/stats.js';
import { compile, generatedSource } from '../../src/runtime/compile-service.js';
import { cleanup, freshCache } from '../cache/temp-env.js';

afterEach(cleanup);

const define = () =>
  tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] * 3 + 1;
  });

// The same kernel with other source locations: same generated code, other error locations.
const defineReformatted = () =>
  tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    // one line lower
    x[i] = x[i] * 3 + 1;
  });

async function run(k: ReturnType<typeof define>, device: string): Promise<number[]> {
  const x = tt.array(new Float32Array([1, 2, 3]), { device });
  await k.launch(3, { x });
  return [...(await x.read())];
}

describe('compile service', () => {
  it('compiles a kernel once per device; repeated launches and equal kernels reuse it', async () => {
    resetStats();
    const a = define();
    expect(await run(a, 'js')).toEqual([4, 7, 10]);
    expect(stats()).toMatchObject({ compiles: 1, compileCacheHits: 0 });
    await run(a, 'js');
    expect(stats()).toMatchObject({ compiles: 1, compileCacheHits: 0 });
    // a second definition of the same source gets the same IR object (fingerprint cache) …
    await run(define(), 'js');
    expect(stats()).toMatchObject({ compiles: 1 });
    // … one with other source locations is another IR: compiled anew (its errors name its own lines)
    await run(defineReformatted(), 'js');
    expect(stats()).toMatchObject({ compiles: 2 });
  });

  const wasm = tt.devices().find((d) => d.backend === 'wasm');
  it.skipIf(!wasm?.available)(
    'wasm stores its optimised module in the disk cache, also from sources',
    async () => {
      const dir = freshCache();
      resetStats();
      expect(await run(define(), 'wasm')).toEqual([4, 7, 10]);
      expect(stats()).toMatchObject({ compiles: 1, compileCacheHits: 0 });
      expect(readdirSync(join(dir, 'wasm'))).toHaveLength(1);
      // other source locations: a new memo entry, but the same generated module: a disk-cache answer
      expect(await run(defineReformatted(), 'wasm')).toEqual([4, 7, 10]);
      expect(stats()).toMatchObject({ compiles: 1, compileCacheHits: 1 });
    },
  );

  it('tries step sets in order and reports the first failure when all fail', async () => {
    const failing = (msg: string): CompileSteps<string> => ({
      ...jsSteps,
      target: msg,
      load: () => {
        throw new Error(msg);
      },
    });
    const k = define();
    const device = (steps: BackendDevice['steps']): BackendDevice => ({
      ...tt.device('js').impl(),
      steps,
    });
    await expect(compile(device([failing('first'), failing('second')]), k.ir)).rejects.toThrow('first');
    const exe = await compile(device([failing('first'), jsSteps]), k.ir);
    expect(typeof exe.run).toBe('function');
    expect(await generatedSource(device(jsSteps), k.ir)).toContain('x');
  });

  it('walks the IR once per build, however many step sets ask, hashing nothing; the kernel key hashes that walk once', async () => {
    freshCache();
    const built: string[] = [];
    // like cuda: disk-cached builds that can load an artifact alone (so each asks for the IR's key)
    const cached = (target: string, fails: boolean): CompileSteps<string> => ({
      ...jsSteps,
      target,
      build: {
        kind: 'keytest',
        ext: '.js',
        toolchain: () => ({}),
        run: async (code, work) => {
          built.push(target);
          if (fails) throw new Error(`${target} cannot build`);
          const file = join(work, 'kernel.js');
          writeFileSync(file, code);
          return file;
        },
      },
      loadArtifact: (ir, file) => jsSteps.load(ir, readFileSync(file, 'utf8'), undefined),
    });
    const device: BackendDevice = {
      ...tt.device('js').impl(),
      steps: [cached('first', true), cached('second', false)],
    };
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 5 + 2;
    });
    const before = irKeyWorkDone();
    await compile(device, k.ir);
    expect(built).toEqual(['first', 'second']);
    // the disk keys hold the IR's text whole (cache/alias.ts): one walk, no hash (no node:crypto)
    expect(irKeyWorkDone()).toEqual({ walks: before.walks + 1, hashes: before.hashes });
    // the kernel key hashes that walk's text once, when asked
    expect(k.key).toBe(contentKey(k.ir));
    expect(irKeyWorkDone()).toEqual({ walks: before.walks + 1, hashes: before.hashes + 1 });
    await compile(device, k.ir);
    expect(irKeyWorkDone()).toEqual({ walks: before.walks + 1, hashes: before.hashes + 1 });
  });
});
