/**
 * Issue 17.4: kernel errors point at the user's file — `file:line:col` and the original line as
 * excerpt — under plain node, tsx (which rewrites the function text), tsc output and an esbuild
 * bundle with source maps (with and without --enable-source-maps); KernelRangeError carries line/column/file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { ensureBuilt, ROOT } from '../cli/dist.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'tutti-loc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The user's program: line 5 has the undefined name at column 16, line 11 the bad read at column 10. */
const program = (entry: string, ts: boolean) => `import * as tt from ${JSON.stringify(entry)};
const out: Record<string, unknown> = {};
try {
  tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    const r${ts ? ': number' : ''} = 1;
    x[i] = r + undefinedName;
  });
} catch (e) { const { file, fileLine, fileColumn, line, column, message } = e as tt.KernelSourceError; out.def = { file, fileLine, fileColumn, line, column, message }; }
const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
  (i, { x, y }) => {
  y[i] = x[i + 1];
});
const x = tt.zeros([4], tt.f32, { device: 'js' });
const y = tt.zeros([4], tt.f32, { device: 'js' });
await k.launch(4, { x, y }).catch((e: tt.KernelRangeError) => { const { file, fileLine, fileColumn, line, column, message } = e; out.range = { file, fileLine, fileColumn, line, column, message }; });
console.log(JSON.stringify(out));
`;

interface Seen {
  file?: string;
  fileLine?: number;
  fileColumn?: number;
  line?: number;
  column?: number;
  message: string;
}

function expectPointsAt(out: { def: Seen; range: Seen }, file: string) {
  // line/column are the file position wherever the file is known exactly (issue 17.4)
  expect(out.def).toMatchObject({ file, fileLine: 6, fileColumn: 16, line: 6, column: 16 });
  expect(out.def.message).toContain(`at ${file}:6:16`);
  expect(out.def.message).toContain('6 |     x[i] = r + undefinedName;');
  expect(out.range).toMatchObject({ file, fileLine: 11, fileColumn: 10, line: 11, column: 10 });
  expect(out.range.message).toContain(`at ${file}:11:10`);
  expect(out.range.message).toContain('11 |   y[i] = x[i + 1];');
}

describe('errors point at the user file', () => {
  beforeAll(() => ensureBuilt(), 180_000);

  it.each([
    ['tsc output', 'dist/src/index.js'],
    ['the package entry: the Node bundle', 'dist/node/index.js'],
  ])(
    'plain node (a .mjs file), %s',
    async (_what, entry) => {
      const file = join(dir, `plain-${entry.split('/')[1]}.mjs`);
      const src = program(pathToFileURL(join(ROOT, entry)).href, false)
        .replace(/: Record<string, unknown>/, '')
        .replace(/ as tt\.KernelSourceError/, '')
        .replace(/\(e: tt\.KernelRangeError\)/, '(e)');
      writeFileSync(file, src);
      const r = await run(process.execPath, [file]);
      expectPointsAt(JSON.parse(r.stdout), file);
    },
    60_000,
  );

  it('tsx (the function text is rewritten: locals renamed, types stripped)', async () => {
    const file = join(dir, 'with-tsx.mts');
    writeFileSync(file, program(pathToFileURL(join(ROOT, 'src/index.ts')).href, true));
    const r = await run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), file], { cwd: ROOT });
    expectPointsAt(JSON.parse(r.stdout), file);
  }, 120_000);

  it('tsc output with source maps, with and without --enable-source-maps', async () => {
    const src = join(dir, 'compiled.mts');
    writeFileSync(src, program(pathToFileURL(join(ROOT, 'dist/src/index.js')).href, true));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          sourceMap: true,
          outDir: 'out',
          strict: false,
          noImplicitAny: false,
          skipLibCheck: true,
          types: [],
        },
        files: ['compiled.mts'],
      }),
    );
    // type errors (the undefined name is deliberate) still emit JavaScript
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir]).catch(
      () => undefined,
    );
    for (const flags of [[], ['--enable-source-maps']]) {
      const r = await run(process.execPath, [...flags, join(dir, 'out', 'compiled.mjs')]);
      expectPointsAt(JSON.parse(r.stdout), src);
    }
  }, 120_000);

  it('an esbuild bundle with source maps, with and without --enable-source-maps', async () => {
    const src = join(dir, 'bundled.mts');
    writeFileSync(src, program(pathToFileURL(join(ROOT, 'dist/src/index.js')).href, true));
    const outfile = join(dir, 'bundle', 'bundled.mjs');
    // what a user's build does: bundle the program (tutti stays a package import), types stripped
    await build({
      entryPoints: [src],
      bundle: true,
      platform: 'node',
      format: 'esm',
      sourcemap: true,
      outfile,
      external: ['file:*'],
      logLevel: 'silent',
    });
    for (const flags of [[], ['--enable-source-maps']]) {
      const r = await run(process.execPath, [...flags, outfile]);
      expectPointsAt(JSON.parse(r.stdout), src);
    }
  }, 120_000);
});

describe('without a file (browsers, eval)', () => {
  it('keeps the function-relative position', async () => {
    // built at run time, so the text is nowhere in a file
    const fn = new Function(`return (i, { x }) => { x[i + ${3 * 3}] = 1; }`)();
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, fn, { name: 'evald' });
    const x = tt.zeros([2], tt.f32, { device: 'js' });
    const err = (await k.launch(2, { x }).catch((e: unknown) => e)) as tt.KernelRangeError;
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err.line).toBe(1);
    expect(err.column).toBeGreaterThan(1);
    expect(err.fileLine).toBeUndefined();
    expect({ line: err.kernelLine, column: err.kernelColumn }).toEqual({
      line: err.line,
      column: err.column,
    });
    expect(err.message).toMatch(/at 1:\d+/);
    // the fallback says so: the position counts from the function, not from a file line
    expect(err.message).toMatch(/at 1:\d+ of the kernel function .*position counts from the function/);
  });
});
