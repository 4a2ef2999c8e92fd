/** The wasm GEMM module goes through the compile cache: built once, then loaded from disk. */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetGemmModules, gemmModule } from '../../../src/backends/wasm/gemm.js';
import { clearMemoryCache } from '../../../src/cache/artifact-cache.js';
import { list } from '../../../src/cache/inspect.js';
import * as tt from '../../../src/index.js';
import { cleanup, freshCache } from '../../cache/temp-env.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

afterEach(() => {
  forgetGemmModules();
  cleanup();
});

describe.skipIf(!available)('wasm GEMM module cache', () => {
  it('is built once into the disk cache and loaded from it by a fresh process memo', async () => {
    freshCache();
    forgetGemmModules();
    tt.resetStats();
    const first = await gemmModule('f64', false);
    expect(tt.stats().compiles).toBe(1);
    expect(list().filter((e) => e.kind === 'wasm' && e.name === 'gemm_f64')).toHaveLength(1);
    // as a new process would: nothing in memory, the entry on disk
    forgetGemmModules();
    clearMemoryCache();
    const again = await gemmModule('f64', false);
    expect(again).not.toBe(first);
    expect(tt.stats().compiles).toBe(1);
    expect(tt.stats().compileCacheHits).toBe(1);
    expect(WebAssembly.Module.exports(again.module).map((e) => e.name)).toEqual(['run']);
  });
});
