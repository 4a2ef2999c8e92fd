/**
 * tutti's browser bundle reaches the cuda backend through the registry and src/index.ts (interop):
 * every module on that static path must load without Node. koffi and node: modules are imported
 * dynamically, inside the probe and the first compile.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const cudaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/backends/cuda');

/** Static (value) imports of a module, relative ones resolved to .ts paths. */
function staticImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)) {
    const spec = m[1] ?? '';
    out.push(spec.startsWith('.') ? resolve(dirname(file), spec.replace(/\.js$/, '.ts')) : spec);
  }
  return out;
}

it('the static import graph of the cuda backend and its interop has no node: module and no koffi', () => {
  const seen = new Set<string>();
  const bad: string[] = [];
  const todo = [join(cudaDir, 'backend.ts'), join(cudaDir, 'interop.ts')];
  while (todo.length) {
    const f = todo.pop() ?? '';
    if (seen.has(f)) continue;
    seen.add(f);
    for (const dep of staticImports(f)) {
      if (dep.startsWith('node:') || dep === 'koffi')
        bad.push(`${f.slice(cudaDir.length - 20)} imports ${dep}`);
      else if (dep.startsWith('/') && dep.startsWith(cudaDir)) todo.push(dep);
    }
  }
  expect(seen.size).toBeGreaterThan(5);
  expect(bad).toEqual([]);
});
