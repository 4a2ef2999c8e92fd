/**
 * The gather form's access indices (src/autodiff/gather-index.ts, gather-adjoint.ts sourcesOf):
 * every array access of the gather kernels of a 1-D and a 2-D stencil (column shifts included,
 * whose row-wrapping source is a sweep of its own) is affine in the launch index, so the
 * affine-index analysis checks it once per block of items and the fast path runs it unchecked.
 * Their gradients are checked against finite differences in gather.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { adjointOf } from '../../src/autodiff/adjoint.js';
import { C_AFFINE_NAMES } from '../../src/backends/c/affine.js';
import * as tt from '../../src/index.js';
import { visit } from '../../src/ir/walk.js';
import { hoistChecks } from '../../src/passes/affine-index.js';

const stencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), c: tt.f32, n: tt.i32 },
  (i, { u, v, c, n }) => {
    if (i === 0 || i === n - 1) {
      v[i] = u[i];
      return;
    }
    v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]) * u[i + 1];
  },
);
const stencil2D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    v[k] = 0.6 * u[k] * u[k - 1] + 0.1 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  },
);

function accesses(k: { ir: tt.Kernel['ir'] }): { all: number; hoisted: number } {
  let all = 0;
  visit(
    k.ir.body,
    (e) => {
      if (e.kind === 'load' || e.kind === 'atomic') all++;
    },
    (s) => {
      if (s.kind === 'store') all++;
    },
  );
  return { all, hoisted: hoistChecks(k.ir, C_AFFINE_NAMES).unchecked.size };
}

describe('gather form: access indices', () => {
  it.each([
    ['1-D', stencil],
    ['2-D', stencil2D],
  ])('every access of the %s gather kernel is checked once per block, none per item', (_name, k) => {
    const g = adjointOf(k).gather;
    expect(g).toBeDefined();
    const { all, hoisted } = accesses(g?.kernel ?? k);
    expect(all).toBeGreaterThan(4);
    expect(hoisted).toBe(all);
  });
});
