/**
 * IR-keyed aliases of source-keyed entries (cache/alias.ts): a later compile of the same IR (a
 * fresh memo, as in a new process) loads the artifact without rendering; a stale or damaged alias
 * falls back to rendering, and `cache clear` removes aliases with the entries.
 */
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendDevice, CompileSteps } from '../../src/backends/backend.js';
import { jsSteps } from '../../src/backends/js/backend.js';
import { ALIAS_DIR, ALIAS_MAX_AGE_MS, pruneAliases } from '../../src/cache/alias.js';
import { clear } from '../../src/cache/inspect.js';
import * as tt from '../../src/index.js';
import { resetStats, stats } from '../../src/memory/stats.js';
import { compile } from '../../src/runtime/compile-service.js';
import { cleanup, freshCache } from './temp-env.js';

afterEach(cleanup);

const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] * 2 + 5;
});

/** js steps with a build step (the artifact is the generated code) that count renders and loads. */
function countingSteps(withLoadArtifact: boolean) {
  const calls = { render: 0, build: 0, loadArtifact: 0 };
  const steps: CompileSteps<string> = {
    ...jsSteps,
    target: 'js-with-artifact',
    render: (ir) => {
      calls.render++;
      return jsSteps.render(ir);
    },
    build: {
      kind: 'aliastest',
      ext: '.js',
      toolchain: () => ({ tool: 'none' }),
      run: async (code, work) => {
        calls.build++;
        const out = join(work, 'out.js');
        writeFileSync(out, code);
        return out;
      },
    },
    ...(withLoadArtifact
      ? {
          loadArtifact: (ir, path) => {
            calls.loadArtifact++;
            return jsSteps.load(ir, readFileSync(path, 'utf8'), undefined);
          },
        }
      : {}),
  };
  return { steps, calls };
}

/** A new device object each time: a new memo, as a new process has. */
const deviceWith = (steps: CompileSteps<string>): BackendDevice => ({ ...tt.device('js').impl(), steps });

describe('IR-keyed aliases', () => {
  it('a warm compile loads the artifact through the alias without rendering', async () => {
    const dir = freshCache();
    const { steps, calls } = countingSteps(true);
    await compile(deviceWith(steps), k.ir);
    expect(calls).toEqual({ render: 1, build: 1, loadArtifact: 0 });
    expect(readdirSync(join(dir, 'aliastest', ALIAS_DIR))).toHaveLength(1);
    resetStats();
    const exe = await compile(deviceWith(steps), k.ir);
    expect(typeof exe.run).toBe('function');
    expect(calls).toEqual({ render: 1, build: 1, loadArtifact: 1 });
    expect(stats()).toMatchObject({ compiles: 0, compileCacheHits: 1 });
  });

  it('steps without loadArtifact render on every start and record no alias', async () => {
    const dir = freshCache();
    const { steps, calls } = countingSteps(false);
    await compile(deviceWith(steps), k.ir);
    await compile(deviceWith(steps), k.ir);
    expect(calls).toEqual({ render: 2, build: 1, loadArtifact: 0 });
    expect(existsSync(join(dir, 'aliastest', ALIAS_DIR))).toBe(false);
  });

  it('a damaged alias or a removed entry falls back to rendering and is recorded again', async () => {
    const dir = freshCache();
    const { steps, calls } = countingSteps(true);
    await compile(deviceWith(steps), k.ir);
    const aliasDir = join(dir, 'aliastest', ALIAS_DIR);
    const [name] = readdirSync(aliasDir);
    if (name === undefined) throw new Error('no alias recorded');
    const key = readFileSync(join(aliasDir, name), 'utf8');
    writeFileSync(join(aliasDir, name), '../../../etc');
    await compile(deviceWith(steps), k.ir);
    // rendered again, found by its source key (no build), alias rewritten
    expect(calls).toEqual({ render: 2, build: 1, loadArtifact: 0 });
    expect(readFileSync(join(aliasDir, name), 'utf8')).toBe(key);
    // the entry cleared: the alias resolves to nothing, and clear removed it too
    expect(clear('aliastest').removed).toBe(1);
    expect(existsSync(aliasDir)).toBe(false);
    await compile(deviceWith(steps), k.ir);
    expect(calls).toEqual({ render: 3, build: 2, loadArtifact: 0 });
    await compile(deviceWith(steps), k.ir);
    expect(calls).toEqual({ render: 3, build: 2, loadArtifact: 1 });
  });

  it('are pruned when their entry is gone or they were not used for ALIAS_MAX_AGE_MS', async () => {
    const dir = freshCache();
    const { steps } = countingSteps(true);
    await compile(deviceWith(steps), k.ir);
    const aliasDir = join(dir, 'aliastest', ALIAS_DIR);
    const [name] = readdirSync(aliasDir);
    if (name === undefined) throw new Error('no alias recorded');
    const file = join(aliasDir, name);
    // in use and recent: kept; a resolve touches it
    expect(pruneAliases(dir)).toBe(0);
    const old = new Date(Date.now() - ALIAS_MAX_AGE_MS - 60_000);
    utimesSync(file, old, old);
    await compile(deviceWith(steps), k.ir);
    expect(pruneAliases(dir)).toBe(0);
    // unused for longer than the limit: removed (its entry stays)
    utimesSync(file, old, old);
    expect(pruneAliases(dir)).toBe(1);
    expect(readdirSync(join(dir, 'aliastest')).filter((n) => /^[0-9a-f]{40}$/.test(n))).toHaveLength(1);
    // recorded again by the next start; then dangling once its entry is cleared
    await compile(deviceWith(steps), k.ir);
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, '0'.repeat(40));
    expect(pruneAliases(dir)).toBe(1);
    expect(existsSync(file)).toBe(false);
  });
});
