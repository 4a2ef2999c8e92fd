/**
 * The Node package entry is a bundle (scripts/bundle.mjs → dist/node/, loaded by
 * src/bundle/load.ts with V8's code cache; docs/startup.md). It must export what tsc's entries
 * export, share one instance between `tutti` and `tutti/mpi`, keep what depends on module
 * locations working (the wasm pool's worker file), and use its code cache from the second process on.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const url = (p: string) => pathToFileURL(join(ROOT, p)).href;

function node(args: string[], env: Record<string, string> = {}): { stdout: string; stderr: string } {
  ensureDist();
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  return { stdout: r.stdout, stderr: r.stderr };
}

const lastJson = (out: string): unknown => JSON.parse(out.trim().split('\n').pop() ?? 'null');

describe('the Node bundle (package entry)', () => {
  it('exports the names of the tsc entries, and tutti/mpi shares its instance', () => {
    const { stdout } = node([
      '--input-type=module',
      '-e',
      `const keys = async (u) => Object.keys(await import(u)).sort();
       const tt = await import('${url('dist/node/index.js')}');
       const { loadBundle } = await import('${url('dist/src/bundle/load.js')}');
       const b = loadBundle(${JSON.stringify(join(ROOT, 'dist/node/tutti.cjs'))});
       console.log(JSON.stringify({
         bundle: await keys('${url('dist/node/index.js')}'), tsc: await keys('${url('dist/src/index.js')}'),
         mpiBundle: await keys('${url('dist/node/mpi.js')}'), mpiTsc: await keys('${url('dist/src/mpi/index.js')}'),
         same: b.tutti.kernel === tt.kernel && b.mpi.init === (await import('${url('dist/node/mpi.js')}')).init,
       }));`,
    ]);
    const r = lastJson(stdout) as Record<string, string[] | boolean>;
    expect(r.bundle).toEqual(r.tsc);
    expect(r.mpiBundle).toEqual(r.mpiTsc);
    expect((r.bundle as string[]).length).toBeGreaterThan(50);
    expect(r.same).toBe(true);
  });

  it('runs a wasm launch on the worker pool (workers found from the bundled code)', () => {
    const { stdout } = node([
      '--input-type=module',
      '-e',
      `const tt = await import('${url('dist/node/index.js')}');
       const n = 1 << 18;
       const k = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => { x[i] = i * 3; });
       const x = tt.zeros([n], tt.i32, { device: 'wasm' });
       await k.launch(n, { x });
       await k.launch(n, { x });
       const v = await x.read();
       console.log(JSON.stringify({ ok: v.every((e, i) => e === i * 3) }));
       await tt.shutdown();`,
    ]);
    expect(lastJson(stdout)).toEqual({ ok: true });
  });

  it('writes its code cache when there is none and accepts it in the next process', () => {
    // A V8 flag of its own gives this test its own cache file (the key includes Node's flags).
    const args = [
      '--stack-size=1999',
      '--input-type=module',
      '-e',
      `await import('${url('dist/node/index.js')}');`,
    ];
    const env = { TUTTI_DEBUG: 'bundle' };
    const cacheDir = join(ROOT, 'dist/node/cache');
    const before = new Set(readdirSync(cacheDir));
    try {
      const first = node(args, env).stderr;
      const second = node(args, env).stderr;
      expect(first).toMatch(/code cache (absent|rejected)/);
      expect(first).toMatch(/code cache written/);
      expect(second).toMatch(/code cache accepted/);
      expect(second).not.toMatch(/code cache written/);
    } finally {
      for (const f of readdirSync(cacheDir)) if (!before.has(f)) rmSync(join(cacheDir, f), { force: true });
    }
  });
});
