// A process whose own files vanish while it runs (the install moved or deleted) must keep
// compiling: its code identity becomes one no disk record matches, never a raw ENOENT; and what it
// loads only when first needed either needs no file (the Node bundle, its wasm workers) or fails
// with InstallMovedError (restart the process), never a raw ERR_MODULE_NOT_FOUND.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const SRC = join(ROOT, 'src');

afterEach(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

function vanishedFs() {
  vi.doMock('node:fs', async (original) => {
    const fs = await original<typeof import('node:fs')>();
    const gone = () => {
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    };
    return { ...fs, readdirSync: gone, statSync: gone };
  });
}

describe('code identity of a moved install', () => {
  it('codeIdentity and codeIdentityText answer, and differ between processes', async () => {
    vi.resetModules();
    vanishedFs();
    const key = await import('../../src/cache/key.js');
    const id = key.codeIdentity();
    expect(id.startsWith('unreadable\0')).toBe(true);
    expect(key.codeIdentityText().startsWith('unreadable\0')).toBe(true);
    // memoised: one identity per process, so its own records still match within the run
    expect(key.codeIdentity()).toBe(id);
  });

  it('reads the tree normally when its files are there', async () => {
    vi.resetModules();
    const key = await import('../../src/cache/key.js');
    expect(key.codeIdentity()).toMatch(/^[0-9a-f]{32}$/);
  });
});

/** A module loader's failure for a file that is not there (Node's code for ES modules). */
const notFound = (what: string) =>
  Object.assign(new Error(`Cannot find module '${what}' imported from x.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });

/** tutti's own file, as config/own-file.ts finds it, gone (the installation moved). */
function ownFileGone() {
  vi.doMock('../../src/config/own-file.js', () => ({
    ownFile: () => 'file:///nonexistent/tutti/dist/node/tutti.cjs',
  }));
}

describe('what a moved install loads after start-up', () => {
  it("a lazily imported module of tutti's own fails with InstallMovedError, which says to restart", async () => {
    vi.resetModules();
    const { ownModule } = await import('../../src/config/own-module.js');
    const { InstallMovedError } = await import('../../src/errors/errors.js');
    const e = await ownModule(() => Promise.reject(notFound('/gone/dist/src/cache/alias.js'))).catch(
      (x) => x,
    );
    expect(e).toBeInstanceOf(InstallMovedError);
    expect(e.code).toBe('INSTALL_MOVED');
    expect(e.missing).toBe("'/gone/dist/src/cache/alias.js'");
    expect(e.message).toMatch(/moved or deleted while this process was running; restart the process/);
    // any other failure of the module is its own
    const other = new Error('a module that throws at its top level');
    await expect(ownModule(() => Promise.reject(other))).rejects.toBe(other);
    await expect(ownModule(async () => 7)).resolves.toBe(7);
  });

  it('koffi missing with tutti itself gone is InstallMovedError, not a koffi failure', async () => {
    vi.resetModules();
    ownFileGone();
    vi.stubEnv('TUTTI_CACHE_DIR', mkdtempSync(join(tmpdir(), 'tutti-moved-'))); // no koffi record
    vi.doMock('node:module', async (original) => {
      const m = await original<typeof import('node:module')>();
      const createRequire = (from: string | URL) => {
        const req = m.createRequire(from);
        return Object.assign((id: string) => {
          if (id === 'koffi')
            throw Object.assign(new Error("Cannot find module 'koffi'"), { code: 'MODULE_NOT_FOUND' });
          return req(id);
        }, req);
      };
      return { ...m, createRequire, default: { ...m, createRequire } };
    });
    try {
      const { loadKoffiSync } = await import('../../src/backends/shared/koffi-sync.js');
      expect(() => loadKoffiSync()).toThrow(
        expect.objectContaining({ code: 'INSTALL_MOVED', missing: "the package 'koffi'" }),
      );
    } finally {
      vi.doUnmock('node:module');
      vi.doUnmock('../../src/config/own-file.js');
      vi.unstubAllEnvs();
    }
  });

  it("the webgpu and cuda probes give a moved install's message as it is, not under their own prefix", async () => {
    vi.resetModules();
    const { InstallMovedError } = await import('../../src/errors/errors.js'); // the class the probes see
    const moved = new InstallMovedError("the package 'webgpu'");
    vi.doMock('../../src/backends/webgpu/adapters.js', async (original) => ({
      ...(await original<typeof import('../../src/backends/webgpu/adapters.js')>()),
      webgpuDisabled: () => undefined,
      openAdapters: () => Promise.reject(moved),
    }));
    vi.doMock('../../src/backends/shared/koffi-sync.js', () => ({
      loadKoffiSync: () => {
        throw new InstallMovedError("the package 'koffi'");
      },
    }));
    try {
      const { webgpuBackend } = await import('../../src/backends/webgpu/backend.js');
      expect(await webgpuBackend.probe()).toEqual({ available: false, reason: moved.message });
      const { probeCudaSync } = await import('../../src/backends/cuda/probe-sync.js');
      const cuda = probeCudaSync();
      expect(cuda.available).toBe(false);
      if (!cuda.available) expect(cuda.reason).toBe(new InstallMovedError("the package 'koffi'").message);
    } finally {
      vi.doUnmock('../../src/backends/webgpu/adapters.js');
      vi.doUnmock('../../src/backends/shared/koffi-sync.js');
      vi.resetModules();
    }
  });

  it('a package that fails to load while tutti is in place keeps its own error', async () => {
    vi.resetModules();
    const { packageLoadError } = await import('../../src/config/own-module.js');
    const e = new Error("Cannot find module 'koffi'");
    expect(packageLoadError(e, 'koffi')).toBe(e);
  });

  it("every lazy import() of tutti's own modules in src/ goes through ownModule", () => {
    const lazy = /(?<![\w.])import\(\s*['"]\.{1,2}\//g;
    const bare: string[] = [];
    for (const e of readdirSync(SRC, { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || !e.name.endsWith('.ts')) continue;
      const path = join(e.parentPath, e.name);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\*|\/\/)/.test(line)) return;
          for (const m of line.matchAll(lazy)) {
            const before = line.slice(0, m.index);
            const typeOnly = /^[^)]*\)\.[A-Z]/.test(line.slice((m.index ?? 0) + m[0].length)); // import('./x.js').T
            if (typeOnly || /typeof\s*$/.test(before) || /ownModule\(\(\) => $/.test(before)) continue;
            bare.push(`${relative(SRC, path)}:${i + 1}: ${line.trim()}`);
          }
        });
    }
    expect(bare).toEqual([]);
  });
});

/**
 * The real thing: a copy of the build (dist/node and dist/src) that a child process imports, then
 * deletes, then uses. The copy lives under dist/ so that its packages (acorn, binaryen, koffi) are
 * found in the repository's node_modules, as they would be beside an installed package.
 */
describe('a built install deleted while its process runs', () => {
  function run(entry: 'node/index.js' | 'src/index.js', body: string) {
    ensureDist();
    const base = mkdtempSync(join(ROOT, 'dist', '.moved-'));
    const cache = mkdtempSync(join(tmpdir(), 'tutti-moved-cache-'));
    try {
      for (const d of ['node', 'src'])
        cpSync(join(ROOT, 'dist', d), join(base, 'dist', d), { recursive: true });
      const script = `
        import { rmSync } from 'node:fs';
        const tt = await import(${JSON.stringify(pathToFileURL(join(base, 'dist', entry)).href)});
        await tt.init(['js', 'wasm']);
        const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = i * 2 + 0.5; });
        rmSync(${JSON.stringify(join(base, 'dist'))}, { recursive: true });
        ${body}
        await tt.shutdown();`;
      return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, TUTTI_CACHE_DIR: cache, TUTTI_BACKENDS: 'js,wasm' },
      });
    } finally {
      rmSync(base, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    }
  }

  it('the Node bundle keeps running, wasm worker threads included', () => {
    // 2^20 items: a launch that waits for the worker pool (more than 2^16 items)
    const r = run(
      'node/index.js',
      `const n = 1 << 20;
       const x = tt.zeros([n], tt.f32, { device: 'wasm' });
       await k.launch(n, { x });
       const y = await x.read();
       console.log('result', y[3], y[n - 1]);`,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`result 6.5 ${(1 << 20) * 2 - 1.5}`);
    expect(r.status).toBe(0);
  });

  it("tsc's output (dist/src) fails a compile with INSTALL_MOVED, never ERR_MODULE_NOT_FOUND", () => {
    const r = run(
      'src/index.js',
      `const x = tt.zeros([64], tt.f32, { device: 'wasm' });
       try { await k.launch(64, { x }); console.log('ran'); }
       catch (e) { console.log('failed', e.name, e.code, e.message); }`,
    );
    expect(r.stdout).toMatch(
      /failed InstallMovedError INSTALL_MOVED tutti cannot load '.*\.js': .*restart the process/,
    );
    expect(r.status).toBe(0);
  });
});
