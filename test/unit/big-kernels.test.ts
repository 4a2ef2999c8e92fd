/**
 * Big kernels compute on every CPU device (issue 27.4): 2 000 dependent statements made binaryen's
 * -O3 take half a minute and then overflow the JS stack while writing the module (a raw
 * RangeError). The wasm backend emits such modules unoptimised (V8 still optimises them); the
 * frontend and passes walk them without deep recursion.
 */
import { describe, expect, it } from 'vitest';
import { OPTIMIZE_MAX_NODES } from '../../src/backends/wasm/module.js';
import * as tt from '../../src/index.js';

const STATEMENTS = 2000;

function chainKernel(n: number): tt.Kernel {
  const body = `let a = 0;\n${'a = (a * 3 + i) | 0;\n'.repeat(n)}out[i] = a;`;
  // The kernel source as a user's generator would write it: a function built from text.
  const fn = new Function('i', '{ out }', body) as (i: number, p: { out: Int32Array }) => void;
  return tt.kernel({ out: tt.arrayOf(tt.i32) }, fn as never, { name: 'chain' });
}

function expected(n: number, i: number): number {
  let a = 0;
  for (let j = 0; j < n; j++) a = (a * 3 + i) | 0;
  return a;
}

describe('a kernel of 2 000 dependent statements', () => {
  const k = chainKernel(STATEMENTS);
  const devices = tt
    .devices()
    .filter((d) => d.available && ['js', 'wasm', 'native'].includes(d.backend))
    .map((d) => ({ id: d.id, device: d }));

  it('is beyond the size the wasm backend optimises', () => {
    expect(k.ir.body.length).toBeGreaterThan(STATEMENTS);
    expect(OPTIMIZE_MAX_NODES).toBeLessThan(STATEMENTS * 6);
  });

  it.each(devices)('computes JS’s answer on $id', { timeout: 120_000 }, async ({ device }) => {
    const out = tt.zeros([8], tt.i32, { device });
    await k.launch(8, { out });
    const got = Array.from(await out.read());
    expect(got).toEqual(Array.from({ length: 8 }, (_, i) => expected(STATEMENTS, i)));
  });
});
