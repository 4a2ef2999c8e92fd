import { execFile } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOrBuild } from '../../src/cache/artifact-cache.js';
import { main } from '../../src/cli/main.js';
import * as tt from '../../src/index.js';
import { cleanup, freshCache, setEnv, tempDir } from '../cache/temp-env.js';
import { CLI, ensureBuilt, ROOT } from './dist.js';

/** Runs the CLI in-process with captured output. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    cwd: ROOT,
  });
  return { code, out, err };
}

/** A module exporting two kernels, importing tutti from the given entry. */
function kernelModule(entry: string): string {
  const file = join(tempDir('tutti-cli-'), 'kernels.mjs');
  writeFileSync(
    file,
    `import * as tt from ${JSON.stringify(entry)};
export const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});
export const fill = tt.kernel({ y: tt.arrayOf(tt.i32) }, (i, { y }) => {
  y[i] = i * 2;
});
export const notAKernel = 42;
`,
  );
  return file;
}

beforeEach(() => {
  freshCache();
});
afterEach(cleanup);

describe('tutti CLI (in process)', () => {
  it('--help on the CLI and on each command', async () => {
    const top = await cli('--help');
    expect(top.code).toBe(0);
    expect(top.out).toMatch(/Commands:[\s\S]*devices[\s\S]*cache list\|info\|clear/);
    for (const c of ['devices', 'config', 'cache', 'compile', 'bench', 'demo']) {
      const r = await cli(c, '--help');
      expect(r.code, c).toBe(0);
      expect(r.out, c).toMatch(new RegExp(`Usage: tutti ${c}`));
    }
  });

  it('bad usage exits 2 with a clear message', async () => {
    expect(await cli()).toMatchObject({ code: 2 });
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown command 'frobnicate'/);
    const flag = await cli('config', '--colour');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/--colour/);
    expect((await cli('cache')).code).toBe(2);
    expect((await cli('cache', 'explode')).err).toMatch(/unknown cache action 'explode'/);
    expect((await cli('compile')).err).toMatch(/missing FILE/);
  });

  it('config --json shows values and sources; bad values exit 1 naming key and source', async () => {
    setEnv('TUTTI_THREADS', '3');
    const r = await cli('config', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { settings: Record<string, unknown>; sources: Record<string, string> };
    expect(j.settings.threads).toBe(3);
    expect(j.sources.threads).toBe('environment variable TUTTI_THREADS');
    expect(j.sources.float).toBe('default');
    const text = await cli('config');
    expect(text.out).toMatch(/threads\s+3\s+environment variable TUTTI_THREADS/);
    setEnv('TUTTI_FLOAT', 'f16');
    const bad = await cli('config');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/'float'.*TUTTI_FLOAT/);
  });

  it('a bad value in the config file is reported once, and only that setting fails', async () => {
    const dir = tempDir('tutti-cfg-');
    writeFileSync(join(dir, 'tutti.config.json'), JSON.stringify({ float: 'f16', threads: 2 }));
    setEnv('TUTTI_CONFIG', join(dir, 'tutti.config.json'));
    const r = await cli('config');
    expect(r.code).toBe(1);
    expect(r.err.match(/'float'/g)).toHaveLength(1);
    expect(r.out).toMatch(/float\s+ERROR/);
    expect(r.out).toMatch(/threads\s+2\s+config file/);
  });

  it('a typo in the backends setting is a ConfigError naming the known backends (at the first device use)', async () => {
    setEnv('TUTTI_BACKENDS', 'natve,js');
    const script = `import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/src/index.js')).href)})
      .then((tt) => { tt.device('cpu'); console.log('selected'); })
      .catch((e) => console.log(e.constructor.name, e.code, e.message))`;
    ensureBuilt();
    const r = await promisify(execFile)(process.execPath, ['-e', script], { env: process.env });
    expect(r.stdout).toMatch(/ConfigError CONFIG_BAD_VALUE .*'natve'.*known backends: .*native/);
  });

  it('config names a typo in the backends setting instead of showing it as a valid value', async () => {
    setEnv('TUTTI_BACKENDS', 'js,natve');
    const r = await cli('config');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/backends\s+ERROR\s+environment variable TUTTI_BACKENDS/);
    expect(r.err).toMatch(/'natve', which is no backend; known backends: .*native/);
    setEnv('TUTTI_BACKENDS', 'js,native');
    const ok = await cli('config');
    expect(ok.code).toBe(0);
  });

  it('cache list/clear with a kind no entry has says so', async () => {
    const r = await cli('cache', 'clear', '--kind', 'bogus');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/no entries of kind 'bogus'/);
  });

  it('devices lists every device with availability and capabilities', async () => {
    const r = await cli('devices', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as { id: string; available: boolean; reason?: string; caps: unknown }[];
    const js = list.find((d) => d.id === 'js:0');
    expect(js).toMatchObject({ available: true, caps: { f64: true } });
    for (const d of list) if (!d.available) expect(d.reason).toBeTruthy();
    const text = await cli('devices');
    expect(text.out).toMatch(/js:0\s+cpu\s+available/);
    expect(text.out).toMatch(/SELECTOR/);
    expect(text.out).toMatch(/js:cpu:0/);
    expect(list.find((d) => d.id === 'js:0')).toMatchObject({ selector: 'js:cpu:0' });
  });

  it('cache info, list and clear', async () => {
    const dir = freshCache();
    await getOrBuild('test', { ir: 'abc', backend: 'test' }, '.bin', async (w) => {
      const out = join(w, 'a.bin');
      writeFileSync(out, 'artifact');
      return out;
    });
    const info = JSON.parse((await cli('cache', 'info', '--json')).out) as Record<string, unknown>;
    expect(info).toMatchObject({ dir, entries: 1, fallback: false, kinds: { test: { entries: 1 } } });
    const list = JSON.parse((await cli('cache', 'list', '--json')).out) as { kind: string; parts: unknown }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'test', parts: { ir: 'abc', backend: 'test' } });
    expect((await cli('cache', 'list')).out).toMatch(/test\s+-\s+[0-9a-f]{12}\s/);
    expect((await cli('cache', 'clear')).out).toMatch(/removed 1 entries/);
    expect(JSON.parse((await cli('cache', 'list', '--json')).out)).toEqual([]);
  });

  it('cache list names the kernel a native build was made for, not only its hash', async () => {
    const native = tt.devices().find((d) => d.backend === 'native');
    if (!native?.available) {
      console.log(`skipped: native unavailable (${native?.reason ?? 'no native device'})`);
      return;
    }
    const k = tt.kernel(
      { y: tt.arrayOf(tt.i32) },
      (i, { y }) => {
        y[i] = i * 3 + 11;
      },
      { name: 'listed_by_name' },
    );
    await k.launch(4, { y: tt.zeros([4], tt.i32, { device: native }) });
    const list = JSON.parse((await cli('cache', 'list', '--json')).out) as { kind: string; name?: string }[];
    expect(list.map((e) => e.name)).toContain('listed_by_name');
    expect((await cli('cache', 'list')).out).toMatch(/\slisted_by_name\s+[0-9a-f]{12}\s/);
  });

  it('compile prints generated source and IR; bad inputs exit 1', async () => {
    const file = kernelModule(join(ROOT, 'src/index.ts'));
    const emit = await cli('compile', file, '--kernel', 'saxpy', '--backend', 'js', '--emit');
    expect(emit.err).toBe('');
    expect(emit.code).toBe(0);
    expect(emit.out.length).toBeGreaterThan(20);
    const ir = await cli('compile', file, '--kernel', 'fill', '--ir');
    expect(ir.code).toBe(0);
    expect(ir.out).toMatch(/%y: i32\[\]/);
    const several = await cli('compile', file);
    expect(several.code).toBe(2);
    expect(several.err).toMatch(/several kernels \(saxpy, fill\)/);
    const missing = await cli('compile', join(ROOT, 'no-such-file.js'), '--kernel', 'x');
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.err).toMatch(/no such file/);
    const notFound = await cli('compile', file, '--kernel', 'nope');
    expect(notFound.code).toBe(1);
    expect(notFound.err).toMatch(/kernel 'nope' not found.*exported kernels: saxpy, fill/);
    // CUDA C needs no GPU: --emit works where the cuda device is unavailable (CI has no GPU).
    const cuda = await cli('compile', file, '--kernel', 'saxpy', '--backend', 'cuda', '--emit');
    expect(cuda.err).toBe('');
    expect(cuda.code).toBe(0);
    expect(cuda.out).toMatch(/extern "C" __global__/);
    const backend = await cli('compile', file, '--kernel', 'saxpy', '--backend', 'fortran');
    expect(backend.code).toBe(1);
    expect(backend.err).toMatch(/unknown backend 'fortran'; known backends: .*js/);
  });
});

describe('tutti compile on TypeScript files', () => {
  /** A TypeScript module with one kernel, in a project with or without tsx installed. */
  function tsProject(withTsx: boolean): string {
    const dir = tempDir('tutti-ts-');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    if (withTsx) {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(join(ROOT, 'node_modules', 'tsx'), join(dir, 'node_modules', 'tsx'), 'dir');
    }
    const file = join(dir, 'kernels.ts');
    writeFileSync(
      file,
      `import * as tt from ${JSON.stringify(pathToFileURL(join(ROOT, 'dist/src/index.js')).href)};
const sq = (v: number): number => v * v;
export const squares = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i: number, { x }) => {
  x[i] = sq(x[i] as number);
}, { helpers: { sq } });
`,
    );
    return file;
  }

  // Real processes: under vitest an in-process import of .ts would work through vitest's transform.
  const node = (args: string[]) =>
    promisify(execFile)(process.execPath, [CLI, ...args], { cwd: ROOT }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('imports it through the project’s tsx', async () => {
    ensureBuilt();
    const r = await node(['compile', tsProject(true), '--ir']);
    expect(r.stdout).toMatch(/fn fn_sq_f32\(\$v: f32\) -> f32/);
  });

  it('without tsx, says exactly which command works, and that command works', async () => {
    ensureBuilt();
    const file = tsProject(false);
    const r = await node(['compile', file, '--ir']);
    expect(r).toMatchObject({ code: 1 });
    expect(r.stderr).toMatch(/cannot load TypeScript by itself/);
    expect(r.stderr).toContain(`npx tsx dist/src/cli/main.js compile ${file} --ir`);
    const run = promisify(execFile);
    const viaTsx = await run(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['dist/src/cli/main.js', 'compile', file, '--ir'],
      {
        cwd: ROOT,
      },
    );
    expect(viaTsx.stdout).toMatch(/fn fn_sq_f32/);
  });
});

describe('tutti CLI (real process, built package)', () => {
  it('runs from dist with exit codes and JSON output', async () => {
    ensureBuilt();
    const run = promisify(execFile);
    const env = { ...process.env, TUTTI_CACHE_DIR: tempDir(), TUTTI_DEVICE: 'js' };
    const r = await run(process.execPath, [CLI, 'config', '--json'], { env });
    expect(JSON.parse(r.stdout).sources.device).toBe('environment variable TUTTI_DEVICE');
    const file = kernelModule(pathToFileURL(join(ROOT, 'dist/src/index.js')).href);
    const c = await run(process.execPath, [CLI, 'compile', file, '--kernel', 'saxpy', '--emit'], { env });
    expect(c.stdout.length).toBeGreaterThan(20);
    const bad = await run(process.execPath, [CLI, 'nonsense'], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad).toMatchObject({ code: 2 });
    // the example named in docs/cli.md
    const docs = await run(
      process.execPath,
      [CLI, 'compile', 'examples/cli/kernels.mjs', '--kernel', 'saxpy', '--backend', 'js', '--emit'],
      { env, cwd: ROOT },
    );
    expect(docs.stdout).toMatch(/function kernel_kernel\([^)]*p_a, a_x, a_y\)/);
    expect((bad as { stderr: string }).stderr).toMatch(/unknown command 'nonsense'/);
  }, 120_000);
});
