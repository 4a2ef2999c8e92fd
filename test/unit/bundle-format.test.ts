/**
 * The Node bundle's format (scripts/bundle.mjs, docs/startup.md "The bundle's format"): an uncaught
 * tutti error prints a short source line before its message (Node prints the throwing line, which
 * was once a whole 54 KB minified module), and class names survive bundling (`e.name` was
 * `_KernelRangeError`, console.log showed `_NDArray`). Error names are set explicitly, from their
 * exported names, so they survive any bundler.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;

function node(code: string): { status: number | null; stdout: string; stderr: string } {
  ensureDist();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const isClass = (v: unknown): v is abstract new (...args: never[]) => unknown =>
  typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

describe('error names are explicit', () => {
  it('every exported error class names itself on its prototype, as exported', () => {
    const errors = Object.entries(tt).filter(([, v]) => isClass(v) && v.prototype instanceof Error);
    expect(errors.length).toBeGreaterThan(30);
    for (const [key, cls] of errors) {
      const proto = (cls as { prototype: object }).prototype;
      expect(Object.hasOwn(proto, 'name'), `${key}.prototype.name`).toBe(true);
      expect((proto as Error).name, key).toBe(key);
    }
    const e = new tt.KernelRangeError('k', 'x', 4, 4);
    expect(e.name).toBe('KernelRangeError');
    expect(String(e)).toMatch(/^KernelRangeError: kernel 'k'/);
    expect(Object.keys(e)).not.toContain('name');
  });
});

describe('the Node bundle (dist/node/tutti.cjs)', () => {
  it('an uncaught KernelRangeError prints under 2 KB before its message', () => {
    const r = node(
      `const tt = await import('${ENTRY}');
       const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i + 1] = 1; });
       await k.launch(4, { x: tt.zeros([4], tt.f32) });`,
    );
    expect(r.status).not.toBe(0);
    const at = r.stderr.indexOf("KernelRangeError: kernel 'kernel': index 4 is out of bounds");
    expect(at, r.stderr.slice(0, 2000)).toBeGreaterThanOrEqual(0);
    const before = Buffer.byteLength(r.stderr.slice(0, at));
    console.info(`bytes printed before the error's message: ${before}`);
    expect(before).toBeLessThan(2048);
    // no line of the bundle is long: Node prints whichever one throws
    expect(Math.max(...r.stderr.split('\n').map((l) => l.length))).toBeLessThan(1024);
  });

  it('keeps class names: e.name, String(e), console.log of arrays and devices, exported classes', () => {
    const r = node(
      `import { inspect } from 'node:util';
       const tt = await import('${ENTRY}');
       const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i + 1] = 1; });
       const x = tt.zeros([4], tt.f32, { device: 'js' });
       const e = await k.launch(4, { x }).then(() => undefined, (err) => err);
       const isClass = (v) => typeof v === 'function' && /^class\\b/.test(Function.prototype.toString.call(v));
       console.log(JSON.stringify({
         name: e?.name, text: String(e).split(':')[0], isRange: e instanceof tt.KernelRangeError,
         array: String(x), arrayLog: /(\\w+) \\{/.exec(inspect(x))?.[1], deviceLog: /(\\w+) \\{/.exec(inspect(tt.device('js')))?.[1],
         renamed: Object.entries(tt).filter(([n, v]) => isClass(v) && v.name !== n).map(([n, v]) => n + ' is ' + v.name),
       }));
       await tt.shutdown();`,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}')).toEqual({
      name: 'KernelRangeError',
      text: 'KernelRangeError',
      isRange: true,
      array: 'NDArray(f32[4] on js:0)',
      arrayLog: 'NDArray',
      deviceLog: 'Device',
      renamed: [],
    });
  });
});
