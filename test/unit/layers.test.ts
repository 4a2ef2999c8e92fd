/**
 * Guarded layers: src/ has no import cycle, and no file imports from a layer above its own, in the
 * order docs/architecture.md writes down. Static, type-only and dynamic imports all count.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, layerOf, layersFromDocs, sourceFiles } from '../support/import-graph.js';

const ROOT = join(import.meta.dirname, '../..');
const files = sourceFiles(ROOT, 'src');
const edges = importEdges(ROOT, files);
const layers = layersFromDocs(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));

describe('the import graph of src/', () => {
  it('is read completely: every relative import names an existing file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.some((e) => e.kind === 'dynamic')).toBe(true);
    const known = new Set(files);
    expect(edges.filter((e) => !known.has(e.to)).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(files, edges).map((c) => c.join(' <-> '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = 'src/a.ts';
    const b = 'src/b.ts';
    const c = 'src/c.ts';
    const found = cycles(
      [a, b, c],
      [
        { from: a, to: b, kind: 'static' },
        { from: b, to: a, kind: 'type' },
        { from: b, to: c, kind: 'dynamic' },
      ],
    );
    expect(found).toEqual([[a, b]]);
  });
});

describe('the layer order in docs/architecture.md', () => {
  it('is written down, and every file of src/ is in one layer', () => {
    expect(layers.map((l) => l.name)).toEqual(
      expect.arrayContaining(['types', 'errors', 'ir', 'frontend', 'passes', 'backends', 'runtime', 'api']),
    );
    expect(files.filter((f) => !layerOf(layers, f))).toEqual([]);
  });

  it('is kept: no file imports from a layer above its own', () => {
    const against = edges.flatMap((e) => {
      const from = layerOf(layers, e.from);
      const to = layerOf(layers, e.to);
      if (!from || !to || to.rank <= from.rank) return [];
      const how = e.kind === 'static' ? '' : ` (${e.kind} import)`;
      return [`${e.from} [${from.name}] imports ${e.to} [${to.name}]${how}`];
    });
    expect(against).toEqual([]);
  });

  it('places the backends’ interop modules above the runtime, and the rest of backends/ below it', () => {
    const layer = (f: string) => layerOf(layers, f)?.name;
    expect(layer('src/backends/webgpu/interop.ts')).toBe('interop');
    expect(layer('src/backends/webgpu/device.ts')).toBe('backends');
    expect(layer('src/runtime/ndarray.ts')).toBe('runtime');
    expect(layer('src/memory/space.ts')).toBe('memory');
  });
});
