/**
 * What a new user met that did not match the docs (issue 27, item 7): dtypes that could not be
 * compared with arr.dtype, wasm's copy of a wrapped TypedArray, tt.matmul without dims, and
 * tt.order of an order file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = (id: string) => tt.devices().some((d) => d.id === id && d.available);

describe('dtypes and arr.dtype', () => {
  it('tt.dtypeOf(arr) is the dtype object, so it compares with tt.u32; String(tt.u32) is its name', () => {
    const x = tt.zeros([2], tt.u32, { device: 'js' });
    expect(x.dtype).toBe('u32');
    expect(tt.dtypeOf(x)).toBe(tt.u32);
    expect(tt.dtypeOf(x)).not.toBe(tt.f32);
    expect(tt.dtypeOf('f64')).toBe(tt.f64);
    expect(x.dtype === tt.u32.name).toBe(true);
    expect(String(tt.u32)).toBe('u32');
    expect(`${tt.u8c}`).toBe('u8c');
    expect(tt.u32(-1)).toBe(4294967295);
    expect(() => tt.dtypeOf('bf16' as never)).toThrow(expect.objectContaining({ code: 'ARRAY_BAD_DTYPE' }));
    expect(() => tt.dtypeOf({} as never)).toThrow(expect.objectContaining({ code: 'ARRAY_BAD_DTYPE' }));
  });
});

describe('docs/memory.md: wasm and a wrapped TypedArray', () => {
  it.runIf(available('wasm:0'))(
    'js works on the TypedArray in place; wasm copies it into its heap at the first launch',
    async () => {
      const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
        x[i] = (x[i] as number) + 1;
      });
      const onJs = new Float32Array([1, 2]);
      await k.launch(2, { x: tt.array(onJs, { device: 'js' }) });
      expect([...onJs]).toEqual([2, 3]);

      const mine = new Float32Array([1, 2]);
      const x = tt.array(mine, { device: 'wasm' });
      tt.resetStats();
      await k.launch(2, { x });
      expect(tt.stats().hostToDevice).toBe(1);
      expect([...(await x.read())]).toEqual([2, 3]);
      expect([...mine]).toEqual([1, 2]); // the kernel wrote the heap copy, not this TypedArray
    },
  );
});

describe('tt.matmul(a, b) without dims', () => {
  it('takes [m, k, n] from 2-D shapes, and still takes the explicit form', async () => {
    const a = tt.array([1, 2, 3, 4, 5, 6], { shape: [2, 3], device: 'js' });
    const b = tt.array([1, 0, 0, 1, 1, 1], { shape: [3, 2], device: 'js' });
    const c = tt.matmul(a, b);
    expect(c.shape).toEqual([2, 2]);
    expect([...(await c.read())]).toEqual([4, 5, 10, 11]);
    expect([...(await tt.matmul(a, b, [2, 3, 2]).read())]).toEqual([4, 5, 10, 11]);
  });

  it('refuses shapes that do not chain, and 1-D operands, asking for dims', () => {
    const a = tt.zeros([2, 3], tt.f32, { device: 'js' });
    expect(() => tt.matmul(a, tt.zeros([2, 2], tt.f32, { device: 'js' }))).toThrow(
      expect.objectContaining({
        code: 'OP_SHAPE_MISMATCH',
        message: expect.stringMatching(/columns \(3\) must equal b's rows \(2\)/),
      }),
    );
    expect(() =>
      tt.matmul(tt.zeros([6], tt.f32, { device: 'js' }), tt.zeros([6], tt.f32, { device: 'js' })),
    ).toThrow(
      expect.objectContaining({ code: 'OP_SHAPE_MISMATCH', message: expect.stringMatching(/pass dims/) }),
    );
  });
});

describe('tt.order(path)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tutti-order-file-'));
  const text =
    'set_argnames(("a", "b"), "c")\n\n[openmp_cpp]\n    for (int64_t id = 0; id < a.shape[0]; id++) c(id) = a(id) + b(id);\n';

  it('reads an accelpy order file (as accelpy does) and names the order after it', () => {
    const file = join(dir, 'vecadd.knl');
    writeFileSync(file, text);
    const o = tt.order(file);
    expect(o.name).toBe('vecadd');
    expect(o.inputs).toEqual(['a', 'b']);
    expect(o.outputs).toEqual(['c']);
    expect(tt.order(file, { name: 'mine' }).name).toBe('mine');
    expect(tt.order(text).inputs).toEqual(['a', 'b']);
  });

  it('the repository example by its path', () => {
    const o = tt.order(join(import.meta.dirname, '../../examples/orders/vecadd.order'));
    expect(o.outputs).toEqual(['c']);
  });

  it('a missing .knl/.order file is ORDER_BAD_DEFINITION, not a syntax error in the path', () => {
    expect(() => tt.order(join(dir, 'nope.knl'))).toThrow(
      expect.objectContaining({
        code: 'ORDER_BAD_DEFINITION',
        message: expect.stringMatching(/no such order file/),
      }),
    );
  });
});

describe('docs/orders.md: kernel sections and Fortran names', () => {
  it('a tt.kernel section brings its own helpers', async () => {
    const clampAdd = tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32) },
      (i, { a, b, c }) => {
        c[i] = clamp((a[i] as number) + (b[i] as number));
      },
      { helpers: { clamp: (v: number) => Math.min(Math.max(v, 0), 1) } },
    );
    const o = tt.order({ inputs: ['a', 'b'], outputs: ['c'], sections: { kernel: clampAdd } });
    const a = tt.array([0.25, 0.75, -2], { device: 'js' });
    const b = tt.array([0.25, 0.75, 1], { device: 'js' });
    const c = tt.zeros([3], tt.f32, { device: 'js' });
    const task = o.run(3, { a, b, c });
    await task;
    expect(task.section).toBe('kernel');
    expect([...(await c.read())]).toEqual([0.5, 1, 0]);
  });

  it.runIf(available('native:0'))(
    'a Fortran local differing from an argument only in case is the same name: the build fails',
    async () => {
      const o = tt.order({
        inputs: ['S'],
        outputs: ['out'],
        sections: { fortran: 'real :: s\ns = 1\nout(1) = S(1) + s' },
      });
      const cpu = { device: 'cpu' }; // a host section runs where its arrays live
      const args = { S: tt.zeros([1], tt.f32, cpu), out: tt.zeros([1], tt.f32, cpu) };
      await expect(Promise.resolve(o.run(1, args))).rejects.toMatchObject({
        code: 'ORDER_NO_RUNNABLE_SECTION',
        message: expect.stringMatching(/\[fortran\][\s\S]*already has basic type/),
      });
    },
  );
});
function clamp(v: number): number {
  return v;
}
