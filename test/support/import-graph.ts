/**
 * The import graph of src/: every relative import of every .ts file — static, `import type`, and
 * dynamic `import()` (lazy backends) — and the layer order written in docs/architecture.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Paths relative to the repository root, e.g. src/runtime/kernel.ts. */
  readonly from: string;
  readonly to: string;
  readonly kind: ImportKind;
}

const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s+)?['"](\.[^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every .ts file under `dir`, relative to `root`, sorted. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

function target(from: string, spec: string): string {
  return join(dirname(from), spec).replace(/\.js$/, '.ts');
}

export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    for (const m of text.matchAll(STATIC)) {
      const kind = m[2] ? 'type' : 'static';
      edges.push({ from, to: target(from, m[3] ?? ''), kind });
    }
    for (const m of text.matchAll(DYNAMIC))
      edges.push({ from, to: target(from, m[1] ?? ''), kind: 'dynamic' });
  }
  return edges;
}

/** Import cycles (strongly connected components of more than one file, or a file importing itself). */
export function cycles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w);
        scc.push(w);
        if (w === v) break;
      }
      if (scc.length > 1 || (next.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

export interface Layer {
  /** 0 for the lowest layer (imported by all others). */
  readonly rank: number;
  readonly name: string;
  /** `src/dir/` (a folder), `src/file.ts`, or a pattern where `*` is one path segment. */
  readonly patterns: readonly string[];
}

/** The layers in the fenced ```layers block of docs/architecture.md, lowest first. */
export function layersFromDocs(markdown: string): Layer[] {
  const block = /```layers\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (block === undefined) return [];
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l, rank) => {
      const [name = '', ...patterns] = l.split(/\s+/);
      return { rank, name, patterns };
    });
}

function matches(pattern: string, file: string): boolean {
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
  return re.test(file);
}

/** The layer of `file`: the last layer in the list with a matching pattern (so specific ones win). */
export function layerOf(layers: readonly Layer[], file: string): Layer | undefined {
  let found: Layer | undefined;
  for (const l of layers) if (l.patterns.some((p) => matches(p, file))) found = l;
  return found;
}
