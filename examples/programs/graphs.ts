/**
 * Two graph programs whose call counts depend on the order calls run in (issue 35): connected
 * components (every vertex spreads its smallest label; makeWork claims vertices with an atomic)
 * and breadth-first search from vertex 0 (a vertex spreads its distance + 1). Each call runs
 * tt.atomicMin on the vertex and spreads only when it improved it, so the results are exact under
 * any order; the number of calls is not. The plain-JS references give the results and the
 * sequential call count (one call at a time, oldest first, makeWork only when nothing is pending).
 */
import * as tt from '../../src/index.js';

/** Most neighbours a vertex has (the calls one visit can schedule). */
export const MAX_DEGREE = 8;
const NONE = 0xffffffff;

export interface Graph {
  readonly n: number;
  /** CSR: the neighbours of v are col[rowPtr[v] .. rowPtr[v + 1]). */
  readonly rowPtr: Int32Array;
  readonly col: Int32Array;
}

/**
 * A deterministic graph with a long diameter: a shuffled chain (a few links missing) with some
 * second-neighbour links and a few random chords, degrees at most MAX_DEGREE.
 */
export function makeGraph(n: number, seed = 12345): Graph {
  let s = seed >>> 0;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const adj: number[][] = Array.from({ length: n }, () => []);
  const link = (a: number, b: number) => {
    const A = adj[a];
    const B = adj[b];
    if (!A || !B || a === b || A.length >= MAX_DEGREE || B.length >= MAX_DEGREE || A.includes(b)) return;
    A.push(b);
    B.push(a);
  };
  const perm = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [perm[i], perm[j]] = [perm[j] as number, perm[i] as number];
  }
  for (let i = 0; i + 1 < n; i++) if (rnd() < 0.97) link(perm[i] as number, perm[i + 1] as number);
  for (let i = 0; i + 2 < n; i++) if (rnd() < 0.3) link(perm[i] as number, perm[i + 2] as number);
  for (let k = 0; k < n / 20; k++) link(Math.floor(rnd() * n), Math.floor(rnd() * n));
  const rowPtr = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) rowPtr[v + 1] = (rowPtr[v] as number) + (adj[v]?.length ?? 0);
  const col = new Int32Array(rowPtr[n] as number);
  for (let v = 0; v < n; v++) col.set(adj[v] ?? [], rowPtr[v] as number);
  return { n, rowPtr, col };
}

export const componentsSpec = tt.programSpec({
  name: 'components',
  state: {
    rowPtr: tt.arrayOf(tt.i32),
    col: tt.arrayOf(tt.i32),
    comp: tt.arrayOf(tt.u32),
    next: tt.arrayOf(tt.u32),
    n: tt.u32,
  },
  functions: {
    visit: tt.asyncFn(
      { v: tt.i32, label: tt.u32 },
      ({ v, label }, { rowPtr, col, comp }, prog) => {
        const old = tt.atomicMin(comp, v, label);
        if (label < old) {
          for (let e = rowPtr[v] as number; e < (rowPtr[v + 1] as number); e++) prog.async.visit(col[e], label);
        }
      },
      { maxCalls: { visit: MAX_DEGREE } },
    ),
  },
  makeWork: ({ next, n }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    prog.async.visit(tt.i32(i), i);
    return true;
  },
});

export const bfsSpec = tt.programSpec({
  name: 'bfs',
  state: { rowPtr: tt.arrayOf(tt.i32), col: tt.arrayOf(tt.i32), dist: tt.arrayOf(tt.u32) },
  functions: {
    visit: tt.asyncFn(
      { v: tt.i32, d: tt.u32 },
      ({ v, d }, { rowPtr, col, dist }, prog) => {
        const old = tt.atomicMin(dist, v, d);
        if (d < old) {
          for (let e = rowPtr[v] as number; e < (rowPtr[v + 1] as number); e++) prog.async.visit(col[e], d + 1);
        }
      },
      { maxCalls: { visit: MAX_DEGREE } },
    ),
  },
  initialize: (_state, prog) => {
    prog.async.visit(0, 0);
  },
});

/** Plain JS, one call at a time, oldest first; makeWork only when nothing is pending. */
function sequential(
  g: Graph,
  out: Uint32Array,
  seeds: (push: (v: number, x: number) => void) => boolean,
  step: (x: number) => number,
): number {
  const queue: number[] = [];
  const push = (v: number, x: number) => queue.push(v, x);
  let calls = 0;
  for (;;) {
    if (queue.length === 0 && !seeds(push)) break;
    for (let h = 0; h < queue.length; h += 2) {
      const v = queue[h] as number;
      const x = queue[h + 1] as number;
      calls++;
      if (x >= (out[v] as number)) continue;
      out[v] = x;
      for (let e = g.rowPtr[v] as number; e < (g.rowPtr[v + 1] as number); e++) push(g.col[e] as number, step(x));
    }
    queue.length = 0;
  }
  return calls;
}

/** Component labels (smallest vertex of each component) and the sequential call count. */
export function componentsReference(g: Graph): { comp: Uint32Array; calls: number } {
  const comp = new Uint32Array(g.n).fill(NONE);
  let next = 0;
  const calls = sequential(
    g,
    comp,
    (push) => {
      if (next >= g.n) return false;
      push(next, next);
      next++;
      return true;
    },
    (x) => x,
  );
  return { comp, calls };
}

/** Distances from vertex 0 (0xffffffff where unreachable) and the sequential call count. */
export function bfsReference(g: Graph): { dist: Uint32Array; calls: number } {
  const dist = new Uint32Array(g.n).fill(NONE);
  let started = false;
  const calls = sequential(
    g,
    dist,
    (push) => {
      if (started) return false;
      started = true;
      push(0, 0);
      return true;
    },
    (x) => x + 1,
  );
  return { dist, calls };
}

/** Runs a graph program on a device; returns the per-vertex result and the report. */
export async function runGraph(
  program: tt.EventProgram | tt.AsyncProgram,
  which: 'components' | 'bfs',
  g: Graph,
  device: string,
): Promise<{ out: Uint32Array; report: tt.ProgramReport }> {
  const rowPtr = tt.array(g.rowPtr, { device });
  const col = tt.array(g.col, { device });
  const out = tt.array(new Uint32Array(g.n).fill(NONE), { device });
  const next = tt.zeros([1], tt.u32, { device });
  try {
    const state =
      which === 'components' ? { rowPtr, col, comp: out, next, n: g.n } : { rowPtr, col, dist: out };
    const report = await program.run(state, { device });
    return { out: (await out.read()) as Uint32Array, report };
  } finally {
    for (const a of [rowPtr, col, out, next]) a.dispose();
  }
}
