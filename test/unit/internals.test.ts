/**
 * NDArray's internals (the order of its uses, acquiring and marking its copies) are keyed by the
 * symbols of src/runtime/array-internals.ts. Only src/runtime/ may import that module or reach
 * for an object's symbol keys; library code (ops/, orders/, mpi/, interop) runs its work through
 * `queue.task` (src/runtime/queue-task.ts) and kernel launches instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges, sourceFiles } from '../support/import-graph.js';

const ROOT = join(import.meta.dirname, '../..');
const INTERNALS = 'src/runtime/array-internals.ts';

/** Files allowed to touch the internals: the runtime itself. */
function mayTouchInternals(file: string): boolean {
  return file.startsWith('src/runtime/');
}

const RULES: readonly { readonly why: string; readonly pattern: RegExp }[] = [
  {
    why: 'imports runtime/array-internals',
    pattern: /(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"][^'"]*\barray-internals(?:\.js|\.ts)?['"]/,
  },
  { why: 'reads symbol keys by reflection', pattern: /\bgetOwnPropertySymbols\b|\bReflect\s*\.\s*ownKeys\b/ },
  {
    why: 'names an NDArray internal that no longer exists',
    pattern: /\.\s*(?:lastEvent|markWritten|adoptWhenReady)\b|\.\s*chain\s*\(/,
  },
];

/** The ways `text` (the source of `file`) reaches NDArray's internals from outside runtime/. */
function internalsViolations(file: string, text: string): string[] {
  if (mayTouchInternals(file)) return [];
  const found: string[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    for (const r of RULES) if (r.pattern.test(line)) found.push(`${file}:${i + 1}: ${r.why}`);
  }
  return found;
}

describe("NDArray's internals", () => {
  const files = sourceFiles(ROOT, 'src');

  it('are touched by no file of src/ outside src/runtime/', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => internalsViolations(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('are imported, by the resolved import graph, only from src/runtime/', () => {
    const importers = importEdges(ROOT, files)
      .filter((e) => e.to === INTERNALS)
      .map((e) => e.from);
    expect(importers.length).toBeGreaterThan(3);
    expect(importers.filter((f) => !mayTouchInternals(f))).toEqual([]);
  });

  it('the scanner finds a planted violation (and allows the runtime)', () => {
    const planted = [
      "import { chainUse } from '../runtime/array-internals.js';",
      'const keys = Object.getOwnPropertySymbols(x);',
      "const m = await import('../runtime/array-internals.js');",
      '  void a.lastEvent.then(() => a.dispose());',
      '  x.chain(p);',
    ].join('\n');
    expect(internalsViolations('src/ops/planted.ts', planted)).toEqual([
      'src/ops/planted.ts:1: imports runtime/array-internals',
      'src/ops/planted.ts:2: reads symbol keys by reflection',
      'src/ops/planted.ts:3: imports runtime/array-internals',
      'src/ops/planted.ts:4: names an NDArray internal that no longer exists',
      'src/ops/planted.ts:5: names an NDArray internal that no longer exists',
    ]);
    expect(internalsViolations('src/runtime/planted.ts', planted)).toEqual([]);
    expect(internalsViolations('src/ops/clean.ts', 'await x.queue.task({ reads: [x] }, () => {});')).toEqual(
      [],
    );
  });
});
