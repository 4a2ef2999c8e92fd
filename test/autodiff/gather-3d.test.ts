/**
 * The gather form of 3-D stencil adjoints (src/autodiff/gather-*.ts): kernels over a plane-major
 * grid, own(p, r, c) = (p · R + r) · stride + c, with R and the stride parameters (n · n planes)
 * or constants, get adjoints with no atomic operation (IR inspected) that the tape uses; their
 * gradients match central finite differences (f64 on js) on every available device, with guarded
 * faces (the interior kernel in the middle), shifts that carry into the neighbouring row and
 * plane, and offset launches.
 */
import { describe, expect, it } from 'vitest';
import { adjointIR, adjointOf } from '../../src/autodiff/adjoint.js';
import { gathers } from '../../src/autodiff/launch-adjoint.js';
import * as tt from '../../src/index.js';
import type { RawStmt } from '../../src/ir/nodes.js';
import { visit } from '../../src/ir/walk.js';
import { available, finiteDifferences, floatsOf, maxRelError, rng, weights } from './support.js';

type F = tt.DType<'f32'> | tt.DType<'f64'>;

/** The 3-D seven-point heat step, faces copied (bench/autodiff.ts). */
const heat3D = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), n: tt.i32 }, ([z, y, x], { u, v, n }) => {
    const k = (z * n + y) * n + x;
    if (z === 0 || y === 0 || x === 0 || z === n - 1 || y === n - 1 || x === n - 1) {
      v[k] = u[k];
      return;
    }
    const p = n * n;
    v[k] = u[k] + 0.1 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] + u[k - p] + u[k + p] - 6 * u[k]);
  });

/** Constant strides (planes of 3 rows of 4), unguarded: u[k ± 1], u[k - 4] carry across rows and planes. */
const constWrap = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt) }, ([z, y, x], { u, v }) => {
    const k = (z * 3 + y) * 4 + x;
    v[k] = u[k + 1] * u[k - 1] + Math.cos(u[k - 4]) - 0.3 * u[k + 12] * u[k - 12];
  });

/** Plane rows a parameter, the row stride a constant (5); a plane shift written `5 * h`. */
const mixed = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), h: tt.i32 }, ([z, y, x], { u, v, h }) => {
    const k = (z * h + y) * 5 + x;
    v[k] = u[k] * u[k + 5] + Math.sin(u[k - 1]) + 0.2 * u[k - 5 * h];
  });

interface Case {
  readonly name: string;
  readonly kernel: (dt: F) => tt.Kernel;
  readonly range: [number, number, number];
  readonly offset?: [number, number, number];
  readonly len: number;
  readonly scalars: Record<string, number>;
}

const CASES: Case[] = [
  { name: 'heat step', kernel: heat3D, range: [5, 5, 5], len: 125, scalars: { n: 5 } },
  {
    name: 'constant strides, offset',
    kernel: constWrap,
    range: [2, 3, 4],
    offset: [1, 0, 0],
    len: 48,
    scalars: {},
  },
  {
    name: 'mixed strides, offset',
    kernel: mixed,
    range: [3, 3, 4],
    offset: [1, 0, 1],
    len: 65,
    scalars: { h: 3 },
  },
];

function atomicsIn(body: readonly RawStmt[]): number {
  let n = 0;
  visit(body, (e) => {
    if (e.kind === 'atomic') n++;
  });
  return n;
}

describe('3-D gather-form adjoints: IR', () => {
  for (const c of CASES)
    it(`${c.name}: a gather adjoint and interior kernel without atomics`, () => {
      const k = c.kernel(tt.f32);
      const { raw, gather } = adjointIR(k.ir, k.schema);
      expect(atomicsIn(raw.body)).toBeGreaterThan(0); // the scatter form it replaces
      expect(gather).toBeDefined();
      for (const body of [gather?.raw.body, gather?.interior.body, gather?.zero.body])
        expect(atomicsIn(body ?? [])).toBe(0);
      expect(gathers(adjointOf(k), c.range, { ...c.scalars }, c.offset)).toBe(true);
    });

  it('the heat step: strides n and n, shifts those of its loads', () => {
    const g = adjointOf(heat3D(tt.f32)).gather;
    expect(g?.stride).toEqual({ param: 'n' });
    expect(g?.planeRows).toEqual({ param: 'n' });
    expect(new Set(g?.shifts.map((s) => s.join(',')))).toEqual(
      new Set(['0,0,0', '0,0,-1', '0,0,1', '0,-1,0', '0,1,0', '-1,0,0', '1,0,0']),
    );
  });

  it('the mixed kernel: stride 5, plane rows h; u[k - 5 * h] is one plane back', () => {
    const g = adjointOf(mixed(tt.f32)).gather;
    expect(g?.stride).toEqual({ value: 5 });
    expect(g?.planeRows).toEqual({ param: 'h' });
    expect(g?.shifts.map((s) => s.join(','))).toContain('-1,0,0');
  });

  it('a launch wider than a row or taller than a plane runs the scatter form', () => {
    const adj = adjointOf(heat3D(tt.f32));
    expect(gathers(adj, [4, 4, 4], { n: 4 })).toBe(true);
    expect(gathers(adj, [4, 4, 5], { n: 4 })).toBe(false);
    expect(gathers(adj, [4, 5, 4], { n: 4 })).toBe(false);
    expect(gathers(adj, [4, 4, 3], { n: 4 }, [0, 0, 1])).toBe(true);
    expect(gathers(adj, [4, 3, 4], { n: 4 }, [0, 2, 0])).toBe(false);
  });
});

/** The tape's gradient of Σ w · v for a launch of case `c` on `device` in `dt`. */
async function tapeGradient(c: Case, dt: F, device: tt.Device, u: number[], w: number[]) {
  const k = c.kernel(dt);
  const a = tt.array(u, { device, dtype: dt, requiresGrad: true });
  const v = tt.zeros([c.len], dt, { device });
  const args = { ...c.scalars, u: a, v };
  const tape = new tt.Tape();
  const opts = c.offset ? { offset: c.offset } : undefined;
  await tape.record(() => k.launch(c.range as never, args as never, opts));
  expect(gathers(adjointOf(k), c.range, args, c.offset)).toBe(true);
  await tape.backward(v, w);
  return [...(await (a.grad as tt.NDArray).read())].map(Number);
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  '3-D gather-form adjoints on $id',
  ({ device }) => {
    for (const { dt, tol } of floatsOf(device))
      for (const c of CASES)
        it(`${c.name} (${dt.name}) matches finite differences`, async () => {
          const r = rng(c.len);
          const u = Array.from({ length: c.len }, () => r());
          const w = weights(c.len, 5);
          const offset = c.offset ?? [0, 0, 0];
          // finite differences of the launch at its offset: shift the launch into the kernel
          const k64 = {
            launch: (range: never, args: never) => c.kernel(tt.f64).launch(range, args, { offset }),
          };
          const want = await finiteDifferences(k64, c.range, { u }, 'v', c.len, w, c.scalars);
          const got = await tapeGradient(c, dt, device, u, w);
          expect(maxRelError({ u: got }, want)).toBeLessThan(tol);
        });
  },
);
