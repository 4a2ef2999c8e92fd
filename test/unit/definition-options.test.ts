/**
 * Options of tt.kernel() and of array creation are checked like launch options: a misspelt key
 * (`unsafee`, `devcie`) or a value of the wrong type (`float: 'f16'`) was accepted silently — the
 * array landed on the default device, the kernel kept its bounds checks or its default float —
 * and `name: 5` crashed with a bare TypeError. Each is now an exported error with a code.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const body = (i: number, { x }: { x: Float32Array }) => {
  x[i] = 1;
};
const define = (opts: unknown) => () => tt.kernel({ x: tt.arrayOf(tt.f32) }, body, opts as never);
const badKernel = (message: RegExp) =>
  expect.objectContaining({
    name: 'KernelDefinitionError',
    code: 'KERNEL_BAD_OPTIONS',
    message: expect.stringMatching(message),
  });

describe('tt.kernel options', () => {
  it('an unknown option is refused, naming the known ones', () => {
    expect(define({ unsafee: true })).toThrow(
      badKernel(
        /unknown option 'unsafee'; did you mean 'unsafe'\?; the options are name, helpers, constants, float, unsafe, workgroup/,
      ),
    );
    expect(define({ helper: {} })).toThrow(badKernel(/unknown option 'helper'/));
    expect(define({ workgroups: [8] })).toThrow(badKernel(/unknown option 'workgroups'/));
  });

  it('values of the wrong type are refused (name: 5 was a bare TypeError)', () => {
    expect(define({ name: 5 })).toThrow(badKernel(/option 'name' must be a non-empty string; got number 5/));
    expect(define({ name: '' })).toThrow(badKernel(/'name'/));
    expect(define({ float: 'f16' })).toThrow(badKernel(/option 'float' must be 'f32' or 'f64'; got "f16"/));
    expect(define({ unsafe: 'yes' })).toThrow(badKernel(/option 'unsafe' must be true or false/));
    expect(define({ helpers: 5 })).toThrow(badKernel(/option 'helpers' must be an object/));
    expect(define({ constants: [1] })).toThrow(
      badKernel(/option 'constants' must be an object of name: value; got an array/),
    );
    expect(define(7)).toThrow(badKernel(/options must be an object/));
    expect(define(null)).toThrow(badKernel(/got null/));
  });

  it('valid options, and undefined members, still define kernels', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, body, {
      name: 'opts_ok',
      float: 'f64',
      unsafe: false,
      helpers: {},
      constants: { C: 1 },
      workgroup: undefined,
    });
    const x = tt.zeros([2], tt.f32, { device: 'js' });
    await k.launch(2, { x });
    expect(Array.from(await x.read())).toEqual([1, 1]);
    expect(() => tt.kernel({ x: tt.arrayOf(tt.f32) }, body, {})).not.toThrow();
  });
});

describe('array creation options', () => {
  const badArray = (message: RegExp) =>
    expect.objectContaining({
      name: 'ArrayError',
      code: 'ARRAY_BAD_OPTIONS',
      message: expect.stringMatching(message),
    });

  it('a misspelt key is refused instead of placing the array on the default device', () => {
    expect(() => tt.zeros([2], tt.f32, { devcie: 'js' } as never)).toThrow(
      badArray(
        /unknown option 'devcie'; did you mean 'device'\?; the options are device, queue, usm, requiresGrad$/,
      ),
    );
    expect(() => tt.full([2], 1, tt.f32, { Device: 'js' } as never)).toThrow(badArray(/'Device'/));
    expect(() => tt.empty([2], tt.f32, { usm: 'host', pinned: true } as never)).toThrow(badArray(/'pinned'/));
    expect(() => tt.array(new Float32Array(2), { dtyp: 'f64' } as never)).toThrow(
      badArray(
        /unknown option 'dtyp'; did you mean 'dtype'\?; the options are device, queue, usm, dtype, shape, onFree, requiresGrad$/,
      ),
    );
    expect(() => tt.zeros([2], tt.f32, 'js' as never)).toThrow(badArray(/must be an object/));
  });

  it('every known option still works', async () => {
    const q = tt.device('js').createQueue();
    const a = tt.array(new Float32Array([1, 2, 3, 4]), {
      device: 'js',
      dtype: 'f64',
      shape: [2, 2],
      usm: 'host',
    });
    expect(a).toMatchObject({ dtype: 'f64', shape: [2, 2], usm: 'host' });
    expect(tt.zeros([2], tt.i32, { queue: q }).queue).toBe(q);
    expect(Array.from(await tt.full([2], 3, tt.i32, { device: 'js', usm: undefined }).read())).toEqual([
      3, 3,
    ]);
  });
});
