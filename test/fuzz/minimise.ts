/**
 * Shrinks a program that shows a difference: drops statements and replaces expressions by their
 * operands or by small literals while the difference remains, then saves the reproducer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Node, type Program, renderProgram, type Stmt } from './generate.js';

function smallerNodes(n: Node): Node[] {
  if (n.kind === 'leaf') return n.text === '0' ? [] : [{ kind: 'leaf', text: '0' }];
  const out: Node[] = [...n.args, { kind: 'leaf', text: '0' }, { kind: 'leaf', text: '1' }];
  n.args.forEach((a, k) => {
    for (const s of smallerNodes(a)) out.push({ ...n, args: n.args.map((x, j) => (j === k ? s : x)) });
  });
  return out;
}

function smallerStmts(stmts: readonly Stmt[]): Stmt[][] {
  const out: Stmt[][] = [];
  stmts.forEach((s, k) => {
    const put = (r: readonly Stmt[]) => out.push([...stmts.slice(0, k), ...r, ...stmts.slice(k + 1)]);
    put([]);
    switch (s.kind) {
      case 'let':
      case 'update':
      case 'store':
        for (const e of smallerNodes(s.e)) put([{ ...s, e }]);
        break;
      case 'if':
        put(s.body);
        for (const test of smallerNodes(s.test)) put([{ ...s, test }]);
        for (const body of smallerStmts(s.body)) put([{ ...s, body }]);
        break;
      case 'loop':
        put(s.body);
        for (const body of smallerStmts(s.body)) put([{ ...s, body }]);
        break;
      case 'print':
        for (const test of smallerNodes(s.test)) put([{ ...s, test }]);
        s.values.forEach((v, j) => {
          if (s.values.length > 1) put([{ ...s, values: s.values.filter((_, x) => x !== j) }]);
          for (const e of smallerNodes(v)) put([{ ...s, values: s.values.map((w, x) => (x === j ? e : w)) }]);
        });
        break;
    }
  });
  return out;
}

/** The smallest program found (within `budget` tries) for which `differs` still holds. */
export async function minimise(
  p: Program,
  differs: (q: Program) => Promise<boolean>,
  budget = 300,
): Promise<Program> {
  let best = p;
  let tries = 0;
  for (let progress = true; progress && tries < budget; ) {
    progress = false;
    for (const body of smallerStmts(best.body)) {
      if (++tries > budget) break;
      const q = { ...best, body };
      let d = false;
      try {
        d = await differs(q);
      } catch {
        d = false;
      }
      if (d) {
        best = q;
        progress = true;
        break;
      }
    }
  }
  return best;
}

/** Writes the reproducer (kernel source, class, seed, what differed) to `dir`; returns its path. */
export function saveReproducer(dir: string, p: Program, what: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${p.cls}-${p.seed}.json`);
  writeFileSync(
    path,
    `${JSON.stringify({ cls: p.cls, seed: p.seed, what, kernel: renderProgram(p) }, null, 2)}\n`,
  );
  return path;
}
