/**
 * The interior gather kernel (src/autodiff/gather-adjoint.ts `interior`, if-select.ts,
 * inline-bools.ts): for the items whose source items all lie in the launch range, one straight-line
 * replay per shift — no range tests, no row-wrap sweeps, no branches, each output gradient loaded
 * once per sweep — which the wasm 4-lane path takes; and, launched over a range whose speculated
 * loads would leave their array, the tape keeps the checked gather kernel and gets the sums of the
 * scatter form (to rounding: they are added in another order).
 */
import { describe, expect, it } from 'vitest';
import { adjointIR, adjointOf } from '../../src/autodiff/adjoint.js';
import { launchAdjoint } from '../../src/autodiff/launch-adjoint.js';
import { simdVerdict } from '../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../src/index.js';
import type { RawStmt } from '../../src/ir/nodes.js';
import { visit } from '../../src/ir/walk.js';
import { available } from './support.js';

/** The 2-D five-point step of bench/autodiff.ts (guarded edges, an early return). */
const stencil2D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    v[k] = 0.6 * u[k] + 0.1 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  },
);

/** The 1-D step of the bench. */
const stencil1D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), c: tt.f32, n: tt.i32 },
  (i, { u, v, c, n }) => {
    if (i === 0 || i === n - 1) {
      v[i] = u[i];
      return;
    }
    v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]);
  },
);

/** A guarded store into an output shorter than the launch: its gradient cannot be read past n. */
const shortOutput = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32 },
  (i, { u, v, n }) => {
    if (i < n) v[i] = u[i - 1] * u[i + 1] + Math.sin(u[i]);
  },
);

function shape(body: readonly RawStmt[]) {
  let ifs = 0;
  const loads = new Map<string, number>();
  const params = new Set<string>();
  visit(
    body,
    (e) => {
      if (e.kind === 'load') loads.set(e.array, (loads.get(e.array) ?? 0) + 1);
      if (e.kind === 'param') params.add(e.name);
    },
    (s) => {
      if (s.kind === 'if') ifs++;
    },
  );
  return { ifs, loads, params };
}

describe('interior gather kernel', () => {
  it('2-D five-point: five straight-line sweeps, one load of v_grad each, no range test', () => {
    const g = adjointIR(stencil2D.ir, stencil2D.schema).gather;
    expect(g).toBeDefined();
    if (!g) return;
    const inner = shape(g.interior.body);
    expect(inner.ifs).toBe(0);
    expect(inner.loads.get('v_grad')).toBe(5);
    expect([...inner.params].filter((p) => p.startsWith('ad_'))).toEqual([]);
    // the edge kernel keeps its range tests and the two row-wrap sweeps of the column shifts
    const edge = shape(g.raw.body);
    expect(edge.ifs).toBeGreaterThanOrEqual(7);
    expect(edge.loads.get('v_grad')).toBeGreaterThanOrEqual(7);
  });

  it('1-D three-point: three straight-line sweeps', () => {
    const g = adjointIR(stencil1D.ir, stencil1D.schema).gather;
    if (!g) throw new Error('no gather form');
    const inner = shape(g.interior.body);
    expect(inner.ifs).toBe(0);
    expect(inner.loads.get('v_grad')).toBe(3);
  });

  it('runs 4-lane on wasm, where the checked gather kernel runs scalar', () => {
    for (const k of [stencil1D, stencil2D]) {
      const g = adjointOf(k).gather;
      if (!g) throw new Error('no gather form');
      expect(simdVerdict(g.interior.ir)).toEqual({ simd: true, lanes: 4 });
      expect(simdVerdict(g.kernel.ir).simd).toBe(false);
    }
  });

  it.each(available.map((d) => [d.id, d] as const))(
    'the same gradients as the scatter form, speculated loads out of range (%s)',
    async (_, device) => {
      const n = 20;
      const range = 24;
      const adj = adjointOf(shortOutput);
      const make = () => ({
        u: tt.array(
          Float32Array.from({ length: range + 1 }, (_, j) => 0.1 + 0.05 * j),
          { device },
        ),
        v: tt.zeros([n], tt.f32, { device }),
        n,
        u_grad: tt.zeros([range + 1], tt.f32, { device }),
        v_grad: tt.array(
          Float32Array.from({ length: n }, (_, j) => 1 + j),
          { device },
        ),
      });
      const gathered = make();
      await launchAdjoint(adj, range - 1, gathered, 1);
      const scattered = make();
      await adj.kernel.launch((range - 1) as never, scattered as never, { offset: 1 });
      // the same contributions, summed in another order (the scatter form adds them atomically)
      const want = [...(await scattered.u_grad.read())];
      const got = [...(await gathered.u_grad.read())];
      expect(got.length).toBe(want.length);
      for (const [j, x] of got.entries()) expect(x).toBeCloseTo(want[j] ?? Number.NaN, 3);
      expect([...(await gathered.v_grad.read())]).toEqual([...(await scattered.v_grad.read())]);
    },
  );
});
