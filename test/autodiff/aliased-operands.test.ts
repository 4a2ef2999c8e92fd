/**
 * An array used twice by one step (`np.multiply(v, v)`) and an argument its function also
 * captures. The tape's adjoint took the array's gradient through two parameters: tt.grad gave
 * zeros (the adjoint launch was refused as LAUNCH_ALIASED_ARRAYS and its failure swallowed) and
 * Tape.backward threw. The second parameter now gets a temporary added after the adjoint
 * (src/autodiff/alias-grads.ts); a captured use of the differentiated argument is a constant of
 * the function on both paths (the tape differentiates a window on the argument), as in jax.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (a: unknown) => Array.from((await (a as tt.NDArray).read()) as ArrayLike<number>);

describe.each(available)('aliased operands on %s', (device) => {
  const mk = () => np.asarray(Float32Array.from([1, 2, -3]), { device });

  it.each([false, true])('sum(v*v): 2v (fuse %s)', async (fuse) => {
    const g = tt.grad((v: tt.NDArray) => np.sum(np.multiply(v, v)), { fuse });
    expect(await read(g(mk()))).toEqual([2, 4, -6]);
  });

  it.each([false, true])('a captured argument is a constant: sum(v*x) at x is x (fuse %s)', async (fuse) => {
    const x = mk();
    const g = tt.grad((v: tt.NDArray) => np.sum(np.multiply(v, x)), { fuse });
    expect(await read(g(x))).toEqual([1, 2, -3]);
  });

  it('Tape.backward: an array passed twice gets both contributions', async () => {
    const w = tt.array(Float32Array.from([1, 2, -3]), { device, requiresGrad: true });
    const tape = new tt.Tape();
    const out = await tape.record(async () => np.sum(np.add(np.multiply(w, w), w)));
    await tape.backward(out);
    expect(await read(w.grad)).toEqual([3, 5, -5]);
  });
});
