/**
 * What the gather adjoint's kernels compile to (issue 32, stencils users write): the additions
 * of a known +0 the reverse sweep writes are gone (zero-adds.ts), exactly; the native C of the
 * interior kernel has no short-circuit branch in its selects and indexes the loads the host
 * proved in 64 bits (both kept GCC from vectorising its item loop); the f64 interior runs on
 * wasm's f64x2 lanes; an out-of-bounds access names the user's array and its length; and the
 * backward, which now takes the interior kernel on every device, sums what the checked kernel does.
 */
import { describe, expect, it } from 'vitest';
import { adjointOf } from '../../src/autodiff/adjoint.js';
import { launchAdjoint } from '../../src/autodiff/launch-adjoint.js';
import { withoutZeroAdds } from '../../src/autodiff/zero-adds.js';
import { renderC } from '../../src/backends/c/render-kernel.js';
import { openmpDialect } from '../../src/backends/native/dialect-openmp.js';
import { simdVerdict } from '../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../src/index.js';
import type { Expr, Stmt } from '../../src/ir/nodes.js';
import { visit } from '../../src/ir/walk.js';
import { hoistRangeChecks } from '../../src/passes/hoist-range-checks.js';
import { offsetVariant } from '../../src/runtime/offset.js';
import { available } from './support.js';

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
const fivePoint64 = tt.kernel(
  { u: tt.arrayOf(tt.f64), v: tt.arrayOf(tt.f64), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    v[k] = 0.6 * u[k] + 0.1 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  },
);
const heat3D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32 },
  ([z, y, x], { u, v, n }) => {
    const k = (z * n + y) * n + x;
    if (z === 0 || y === 0 || x === 0 || z === n - 1 || y === n - 1 || x === n - 1) {
      v[k] = u[k];
      return;
    }
    const p = n * n;
    v[k] = u[k] + 0.1 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] + u[k - p] + u[k + p] - 6 * u[k]);
  },
);

const f64 = (value: number): Expr => ({ kind: 'const', type: 'f64', value });
const loc = (name: string): Expr => ({ kind: 'local', type: 'f64', name });
const add = (left: Expr, right: Expr): Expr => ({ kind: 'binary', op: 'add', type: 'f64', left, right });
const set = (name: string, value: Expr): Stmt => ({ kind: 'assign', name, value });
const load: Expr = {
  kind: 'load',
  type: 'f64',
  array: 'g',
  index: { kind: 'index', type: 'i32', dim: 0 },
  checked: true,
  site: 0,
};

function floatAdds(body: readonly Stmt[]): number {
  let n = 0;
  visit(body, (e) => {
    if (e.kind === 'binary' && e.op === 'add' && (e.type === 'f32' || e.type === 'f64')) n++;
  });
  return n;
}

describe('additions of a known +0 (zero-adds.ts)', () => {
  it('keeps the first addition of a chain (it turns -0 into +0) and drops the copies after it', () => {
    const body = [
      set('a', f64(0)),
      set('a', add(loc('a'), load)),
      set('b', f64(0)),
      set('b', add(loc('b'), loc('a'))),
      set('c', f64(0)),
      set('c', add(loc('c'), { kind: 'binary', op: 'mul', type: 'f64', left: loc('b'), right: f64(0.5) })),
    ];
    const out = withoutZeroAdds(body);
    expect(out[1]).toEqual(body[1]);
    expect(out[3]).toEqual(set('b', loc('a')));
    // a product may be -0 (an underflow): its addition stays
    expect(out[5]).toEqual(body[5]);
  });

  it('forgets what a branch or a loop assigns', () => {
    const body: Stmt[] = [
      set('a', f64(0)),
      {
        kind: 'if',
        test: { kind: 'const', type: 'bool', value: true },
        consequent: [set('a', load)],
        alternate: [],
      },
      set('b', add(loc('a'), f64(1))),
      set('c', add(loc('a'), loc('b'))),
    ];
    const out = withoutZeroAdds(body);
    expect(out[2]).toEqual(body[2]);
    expect(out[3]).toEqual(body[3]);
  });

  it('the 3-D heat step interior: about a third of its float additions left', () => {
    const g = adjointOf(heat3D).gather;
    if (!g) throw new Error('no gather form');
    // 61 before: each sweep's chain of adjoint locals added its value to a zeroed local
    expect(floatAdds(g.interior.ir.body)).toBeLessThanOrEqual(25);
  });
});

describe('the interior kernel compiled', () => {
  it('native C: the 3-D selects test with | (no || branch), so the item loop vectorises', () => {
    const g = adjointOf(heat3D).gather;
    if (!g) throw new Error('no gather form');
    const c = renderC(offsetVariant(g.interior.ir), openmpDialect);
    const item = c.slice(c.indexOf('void tt_item_fast('), c.indexOf('bool tt_block_ok('));
    expect(item).toContain(' | ');
    expect(item).not.toContain('||');
  });

  it('native C: the 1-D loads the host proved index in 64 bits, not through a wrapping i32', () => {
    const g = adjointOf(stencil1D).gather;
    const fast = g && hoistRangeChecks(g.interior.ir)?.fast;
    if (!fast) throw new Error('no fast variant');
    const c = renderC(offsetVariant(fast), openmpDialect);
    const item = c.slice(c.indexOf('void tt_item_fast('), c.indexOf('bool tt_block_ok('));
    expect(item).toContain('a_v_grad[((int64_t)i0 + (int64_t)p_tt_offset0)]');
    expect(item).not.toContain('a_v_grad[((int32_t)');
  });

  it('wasm: the f64 interior runs 2 lanes (f64x2)', () => {
    const g = adjointOf(fivePoint64).gather;
    if (!g) throw new Error('no gather form');
    expect(simdVerdict(offsetVariant(g.interior.ir))).toEqual({ simd: true, lanes: 2 });
  });
});

describe.each(available.map((d) => [d.id, d] as const))('gather kernels on %s', (_, device) => {
  it("an out-of-bounds load names the user's array and its length", async () => {
    const g = adjointOf(stencil1D).gather;
    if (!g) throw new Error('no gather form');
    const n = 16;
    const z = (m: number) => tt.zeros([m], tt.f32, { device });
    for (const k of [g.interior, g.kernel]) {
      // fresh arrays for each kernel: the first launch's failure leaves u_grad failed, and another
      // kernel given it would not run (ARRAY_FAILED_INPUT, docs/memory.md#failed-arrays)
      const args = { u: z(n), v: z(n), c: 0.2, n, u_grad: z(n), v_grad: z(8), ad_lo0: 0, ad_hi0: n };
      const err = await k.launch((n - 2) as never, args as never, { offset: 1 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      expect(err).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'v_grad', length: 8, index: 8 });
    }
  });

  it('1-D backward (interior and edges) sums what the checked kernel does over the whole range', async () => {
    const adj = adjointOf(stencil1D);
    const g = adj.gather;
    if (!g) throw new Error('no gather form');
    const n = 4099;
    const make = () => ({
      u: tt.array(
        Float32Array.from({ length: n }, (_, j) => Math.sin(j)),
        { device },
      ),
      v: tt.zeros([n], tt.f32, { device }),
      c: 0.2,
      n,
      u_grad: tt.zeros([n], tt.f32, { device }),
      v_grad: tt.array(
        Float32Array.from({ length: n }, (_, j) => 1 + (j % 7)),
        { device },
      ),
    });
    const split = make();
    await launchAdjoint(adj, n, split);
    const whole = make();
    await g.kernel.launch(n as never, { ...whole, ad_lo0: 0, ad_hi0: n } as never);
    const want = [...(await whole.u_grad.read())];
    const got = [...(await split.u_grad.read())];
    for (const [j, x] of got.entries()) expect(x).toBeCloseTo(want[j] ?? Number.NaN, 4);
  });
});
