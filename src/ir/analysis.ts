/** Queries over typed IR that the runtime and backends share. */
import { isCountedLeafLoop } from './counted-loop.js';
import type { KernelIR, LoopStmt, ParamAccess } from './nodes.js';
import { visit } from './walk.js';

/** How the kernel (and its helpers) access each array parameter. */
export function arrayAccess(k: KernelIR): ReadonlyMap<string, ParamAccess> {
  const reads = new Set<string>();
  const writes = new Set<string>();
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      (e) => {
        if (e.kind === 'load') reads.add(e.array);
        if (e.kind === 'atomic') {
          reads.add(e.array);
          if (e.op !== 'load') writes.add(e.array);
        }
      },
      (s) => {
        if (s.kind === 'store') writes.add(s.array);
      },
    );
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  const out = new Map<string, ParamAccess>();
  for (const p of k.params) {
    if (!p.isArray) continue;
    const r = reads.has(p.name);
    const w = writes.has(p.name);
    out.set(p.name, r && w ? 'readwrite' : w ? 'write' : r ? 'read' : 'none');
  }
  return out;
}

/** True when the kernel uses atomics anywhere. */
export function usesAtomics(k: KernelIR): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic') found = true;
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

/** True when any value of type f64 appears (devices without f64 must refuse the kernel). */
export function usesF64(k: KernelIR): boolean {
  let found = k.params.some((p) => p.type === 'f64') || k.locals.some((l) => l.type === 'f64');
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.type === 'f64') found = true;
    });
  scan(k.body);
  for (const f of k.functions) {
    if (f.returnType === 'f64' || f.params.some((p) => p.type === 'f64')) found = true;
    scan(f.body);
  }
  return found;
}

/** True when the kernel or a helper computes in i64 / u64 (BigInts), which WGSL does not have. */
export function usesBigInt(k: KernelIR): boolean {
  const big = (t: string) => t === 'i64' || t === 'u64';
  let found = k.params.some((p) => big(p.type)) || k.locals.some((l) => big(l.type));
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (big(e.type)) found = true;
    });
  scan(k.body);
  for (const f of k.functions) {
    if (big(f.returnType) || f.params.some((p) => big(p.type))) found = true;
    scan(f.body);
  }
  return found;
}

/** True when `test` holds for every loop of the kernel and its helpers (vacuously when none). */
function everyLoop(k: KernelIR, test: (loop: LoopStmt) => boolean): boolean {
  let all = true;
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      () => {},
      (s) => {
        if (s.kind === 'loop' && !test(s)) all = false;
      },
    );
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return all;
}

/**
 * True when every loop of the kernel and its helpers is a counted leaf loop (ir/counted-loop.ts):
 * each ends by itself, so a timeout's poll between work items is enough to stop the launch.
 */
export function onlyCountedLoops(k: KernelIR): boolean {
  return everyLoop(k, isCountedLeafLoop);
}

/** True when the kernel or a helper contains a loop (so one work item's cost is unbounded). */
export function hasLoops(k: KernelIR): boolean {
  return !everyLoop(k, () => false);
}
