/**
 * Big kernels compute on every CPU device (issue 27.4): 2 000 dependent statements made binaryen's
 * -O3 take half a minute and then overflow the JS stack while writing the module (a raw
 * RangeError). The wasm backend emits such modules unoptimised (V8 still optimises them); the
 * frontend and passes walk them without deep recursion.
 */
import { describe, expect, it } from 'vitest';
import { OPTIMIZE_MAX_NODES, optimizeModule, renderModule } from '../../src/backends/wasm/module.js';
import { loadBinaryen } from '../../src/backends/wasm/types.js';
import * as tt from '../../src/index.js';

const STATEMENTS = 2000;

function chainKernel(n: number) {
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

describe('the frontend and passes on big kernels', () => {
  it('walk 10 000 dependent statements without deep recursion (js)', { timeout: 120_000 }, async () => {
    const k = chainKernel(10_000);
    const out = tt.zeros([4], tt.i32, { device: 'js' });
    await k.launch(4, { out });
    expect(Array.from(await out.read())).toEqual([0, 1, 2, 3].map((i) => expected(10_000, i)));
  });
});

describe('binaryen running out of stack', () => {
  const small = tt.kernel({ out: tt.arrayOf(tt.i32) }, (i, { out }) => {
    out[i] = (i * 3 + 1) | 0;
  });
  const overflow = (): never => {
    throw new RangeError('Maximum call stack size exceeded');
  };

  it('falls back to the unoptimised module when optimising overflows', async () => {
    const b = await loadBinaryen();
    const r = renderModule(b, small.ir, { simd: false, shared: false });
    expect(r.huge).toBe(false);
    // binaryen's module methods are own properties: make -O3 overflow as on a huge kernel
    Object.assign(r.module, { optimize: overflow });
    const { binary } = optimizeModule(b, r);
    expect(WebAssembly.validate(binary as Uint8Array<ArrayBuffer>)).toBe(true);
  });

  it('raises a coded KernelBuildError, never a raw RangeError, when writing overflows too', async () => {
    const b = await loadBinaryen();
    const r = renderModule(b, small.ir, { simd: false, shared: false });
    const again = r.again;
    Object.assign(r.module, { optimize: overflow });
    Object.assign(r, {
      again: () => {
        const fresh = again();
        Object.assign(fresh.module, { emitBinary: overflow });
        return fresh;
      },
    });
    let error: unknown;
    try {
      optimizeModule(b, r);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(tt.KernelBuildError);
    expect(error).toMatchObject({ code: 'KERNEL_BUILD_FAILED', message: expect.stringMatching(/too big/) });
  });
});
