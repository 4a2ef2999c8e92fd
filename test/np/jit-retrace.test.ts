/**
 * The trace fingerprint behind plain tt.grad's per-call tracing (src/np/jit-retrace.ts): equal for
 * two traces of the same computation (so the plan and its warm kernels are reused), different when
 * a captured array, a captured number or the path through the function changes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { fingerprintOf } from '../../src/np/jit-retrace.js';
import { traceOnly } from '../../src/np/jit-trace-call.js';

const { np } = tt;
const arr = () => tt.array([1, 2, 3], { device: 'js', dtype: tt.f32 });

describe('trace fingerprints', () => {
  it('equal for the same computation, different when what it captures changes', () => {
    const x = arr();
    let w = arr();
    let k = 2;
    let negate = false;
    const f = (v: tt.NDArray) => {
      const p = np.multiply(np.add(v, w), k);
      return np.sum(negate ? np.negative(p) : p);
    };
    const fp = () => fingerprintOf(traceOnly(f as never, [x]));
    const first = fp();
    expect(fp()).toBe(first);
    k = 3;
    const changedNumber = fp();
    expect(changedNumber).not.toBe(first);
    w = arr();
    expect(fp()).not.toBe(changedNumber);
    const before = fp();
    negate = true;
    expect(fp()).not.toBe(before);
    k = Number.NaN;
    const nan = fp();
    k = Number.POSITIVE_INFINITY;
    expect(fp()).not.toBe(nan);
  });
});
