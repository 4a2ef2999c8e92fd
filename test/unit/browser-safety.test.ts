/**
 * The package entry must load in a browser: its static import graph may not reach Node-only
 * modules (node:*, koffi, the Dawn bindings), once the package's "browser" field has replaced the
 * Node-only modules (node-backends.ts → node-backends.browser.ts …) as bundlers do. Backends load
 * the rest with dynamic import() in Node. test/unit/browser-bundle.test.ts bundles it with esbuild.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const PKG = JSON.parse(readFileSync(join(SRC, '../package.json'), 'utf8')) as {
  browser: Record<string, string | false>;
};

/** The package's "browser" map on source files: src/x.ts -> src/y.ts, or false (dropped). */
function browserFile(file: string): string | false {
  const key = `./dist/src/${file.slice(SRC.length + 1).replace(/\.ts$/, '.js')}`;
  const to = PKG.browser[key];
  if (to === undefined) return file;
  if (to === false) return false;
  return join(SRC, to.replace(/^\.\/dist\/src\//, '').replace(/\.js$/, '.ts'));
}
const NODE_ONLY = /^(node:|koffi$|webgpu$|fs$|path$|os$|child_process$|worker_threads$|url$|crypto$)/;

/** Static `import … from '…'` and `export … from '…'` specifiers (not `import type`, not dynamic import()). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(?!type\b)([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[3] ?? '');
  return out;
}

function walk(entry: string): { nodeOnly: string[]; files: number } {
  const seen = new Set<string>();
  const nodeOnly: string[] = [];
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const spec of staticImports(f)) {
      if (spec.startsWith('.')) {
        const to = browserFile(join(dirname(f), spec.replace(/\.js$/, '.ts')));
        if (to) stack.push(to);
      } else if (NODE_ONLY.test(spec)) nodeOnly.push(`${f.slice(SRC.length + 1)} imports ${spec}`);
    }
  }
  return { nodeOnly, files: seen.size };
}

describe('browser path', () => {
  it('src/index.ts reaches no Node-only module through static imports', () => {
    const { nodeOnly, files } = walk(join(SRC, 'index.ts'));
    expect(files).toBeGreaterThan(20);
    expect(nodeOnly).toEqual([]);
  });
});
