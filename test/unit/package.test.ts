/**
 * The package as users get it: `import * as tt from 'tutti'` through the exports map, from the
 * package itself (self-reference) and from a dependent project, running the README's example.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SCRIPTS } from '../../src/cli/cmd-script.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The README's first TypeScript example, which uses no type annotations. */
function readmeExample(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const m = /```ts\n([\s\S]*?)```/.exec(readme);
  if (!m?.[1]) throw new Error('README has no ts example');
  return m[1];
}

function run(dir: string, file: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [file], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, TUTTI_DEVICE: 'js' },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('the tutti package', () => {
  it('runs the README example from a dependent project (node_modules/tutti)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutti-user-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules', 'tutti'), 'dir');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'user-app', type: 'module', private: true }),
    );
    writeFileSync(join(dir, 'example.mjs'), readmeExample());
    const r = run(dir, 'example.mjs');
    expect(r.out).toContain('Float32Array(3) [ 2, 4, 6 ]');
    expect(r.status).toBe(0);
  });

  it('type-checks in a strict project without the DOM lib, @webgpu/types or skipLibCheck', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutti-strict-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules', 'tutti'), 'dir');
    symlinkSync(join(ROOT, 'node_modules', '@types'), join(dir, 'node_modules', '@types'), 'dir');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'strict-app', type: 'module', private: true }),
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022'],
          types: ['node'],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
        },
        files: ['app.ts'],
      }),
    );
    writeFileSync(join(dir, 'app.ts'), readmeExample());
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(`${r.stdout}${r.stderr}`).toBe('');
    expect(r.status).toBe(0);
  });

  it('type-checks in a browser project (lib ES2022 + DOM) without @types/node or skipLibCheck', () => {
    // Symbol.dispose comes from lib esnext or @types/node; a browser project on ES2022 has neither
    const dir = mkdtempSync(join(tmpdir(), 'tutti-browser-types-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules', 'tutti'), 'dir');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'browser-app', type: 'module', private: true }),
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
        },
        files: ['app.ts'],
      }),
    );
    writeFileSync(join(dir, 'app.ts'), readmeExample());
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(`${r.stdout}${r.stderr}`).toBe('');
    expect(r.status).toBe(0);
  });

  it('resolves its own name from inside the package (exports self-reference)', () => {
    const file = join(ROOT, 'dist', '.self-reference.mjs');
    writeFileSync(
      file,
      "import * as tt from 'tutti';\nconsole.log(typeof tt.kernel, tt.devices().length > 0);\n",
    );
    try {
      const r = run(ROOT, file);
      expect(r.out).toContain('function true');
      expect(r.status).toBe(0);
    } finally {
      rmSync(file, { force: true });
    }
  });
});

describe('what the npm package ships', () => {
  it('includes the built demo, so `tutti demo` works from an installed package', () => {
    const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const packed = JSON.parse(r.stdout) as { files: { path: string }[] }[];
    const paths = (packed[0]?.files ?? []).map((f) => f.path);
    expect(paths).toContain('dist/demo/demo.js');
    expect(paths).toContain('dist/src/cli/main.js');
    // where `tutti demo` looks for it, from the built CLI
    expect(paths).toContain(posix.join('dist/src/cli', SCRIPTS.demo ?? 'missing'));
    expect(paths.some((p) => p.startsWith('test/') || p.startsWith('src/'))).toBe(false);
    // everything the demo and the CLI import (relative imports, followed through dist) is packed too:
    // the demo once imported dist/examples/programs/, which the package did not ship
    const packedSet = new Set(paths);
    const missing: string[] = [];
    const seen = new Set<string>();
    const todo = ['dist/demo/demo.js', 'dist/src/cli/main.js'];
    for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      if (!packedSet.has(f)) {
        missing.push(f);
        continue;
      }
      const text = readFileSync(join(ROOT, f), 'utf8');
      for (const m of text.matchAll(
        /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+\.js)['"]/g,
      ))
        todo.push(posix.join(posix.dirname(f), m[1] ?? ''));
    }
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
  });
});
