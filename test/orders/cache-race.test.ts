/**
 * A cache never fails a run (issue 17): an order section's library evicted by another process
 * between the cache lookup and the load (a small cacheMaxBytes) is rebuilt and loaded.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeEntry } from '../../src/cache/entry.js';
import { buildHostSection } from '../../src/orders/build.js';
import { renderGlue } from '../../src/orders/glue.js';
import { modelOf } from '../../src/orders/models.js';
import type { ArgSig } from '../../src/orders/signature.js';
import { compilerFor } from '../../src/orders/toolchains.js';
import { cleanup, freshCache } from '../cache/temp-env.js';
import { missingCompiler } from './support.js';

afterEach(cleanup);

const why = missingCompiler('c');
if (why) console.info(`order cache-race test skipped: ${why}`);

describe.skipIf(why !== undefined)(
  `an order section's cache entry vanishing before it loads${why ? ` (skipped: ${why})` : ''}`,
  () => {
    it('is rebuilt and loaded transparently', { timeout: 120_000 }, async () => {
      freshCache();
      const model = modelOf('c');
      const compiler = compilerFor(model);
      if ('missing' in compiler) throw new Error(compiler.missing);
      const sig: ArgSig[] = [
        { name: 'a', role: 'in', dtype: 'f32', rank: 1 },
        { name: 'c', role: 'out', dtype: 'f32', rank: 1 },
      ];
      const body = 'for (int64_t i = 0; i < a.shape[0]; i++) c(i) = a(i);';
      const glue = renderGlue(model, sig, body, 'copy');
      const loads: string[] = [];
      const built = await buildHostSection(
        'copy',
        model,
        { model: 'c', body, line: 1 },
        glue,
        compiler,
        (path) => {
          loads.push(path);
          // another process evicts the fresh entry just before this one loads it
          if (loads.length === 1) removeEntry(dirname(path));
          return readFileSync(path).length;
        },
      );
      expect(loads).toHaveLength(2);
      expect(built.value).toBeGreaterThan(0);
      expect(built.cached).toBe(false);
      // a second lookup finds the rebuilt entry
      const again = await buildHostSection(
        'copy',
        model,
        { model: 'c', body, line: 1 },
        glue,
        compiler,
        (p) => p,
      );
      expect(again.cached).toBe(true);
    });
  },
);
