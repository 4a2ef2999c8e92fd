/**
 * kernelFromIR (internal): a Kernel from raw IR built by hand, through the same pipeline, memo and
 * compile service as tt.kernel; and the raw-IR hook node (program hooks) that must never outlive
 * its lowering: printed by the printer, refused by the verifier as tutti's bug.
 */
import { describe, expect, it } from 'vitest';
import { clearFingerprintCache, fingerprintStats } from '../../src/cache/fingerprint.js';
import { lowerKernel } from '../../src/frontend/lower-kernel.js';
import { KernelSource } from '../../src/frontend/source.js';
import * as tt from '../../src/index.js';
import { structuralKey } from '../../src/ir/key.js';
import type { KernelIR, RawExpr, RawKernelIR } from '../../src/ir/nodes.js';
import { printKernel } from '../../src/ir/printer.js';
import { IRVerifyError, verifyKernel } from '../../src/ir/verify.js';
import { kernelFromIR } from '../../src/runtime/kernel-from-ir.js';

const schema = { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) };
const idx: RawExpr = { kind: 'index', type: 'i32', dim: 0 };

/** `y[i] = a * x[i] + 1`, as the frontend would lower it. */
function saxpyIR(value?: RawExpr): RawKernelIR {
  const load: RawExpr = { kind: 'load', type: 'unknown', array: 'x', index: idx, checked: false, site: 0 };
  const scaled: RawExpr = {
    kind: 'binary',
    type: 'unknown',
    op: 'mul',
    left: { kind: 'param', type: 'f32', name: 'a' },
    right: load,
  };
  return {
    name: 'ignored',
    rank: 1,
    params: [
      { name: 'a', sourceName: 'a', type: 'f32', isArray: false },
      { name: 'x', sourceName: 'x', type: 'f32', isArray: true },
      { name: 'y', sourceName: 'y', type: 'f32', isArray: true },
    ],
    locals: [],
    body: [
      {
        kind: 'store',
        array: 'y',
        index: idx,
        value: value ?? {
          kind: 'binary',
          type: 'unknown',
          op: 'add',
          left: scaled,
          right: { kind: 'const', type: 'int', value: 1 },
        },
        checked: false,
        site: 1,
      },
    ],
    functions: [],
    sites: [
      { array: 'x', loc: { line: 1, column: 1 } },
      { array: 'y', loc: { line: 1, column: 1 } },
    ],
    options: { floatType: 'f32', unsafe: false },
  };
}

const hook: RawExpr = {
  kind: 'hook',
  type: 'unknown',
  hook: 'prog',
  path: ['async', 'g'],
  args: [
    { kind: 'param', type: 'f32', name: 'a' },
    { kind: 'const', type: 'int', value: 2 },
  ],
  loc: { line: 3, column: 5 },
};

describe('kernelFromIR', () => {
  it.each(['js', 'wasm'])('runs a hand-built IR kernel on %s', async (device) => {
    const k = kernelFromIR(schema, saxpyIR(), { name: 'hand_saxpy' });
    expect(k).toBeInstanceOf(tt.Kernel);
    expect(k.name).toBe('hand_saxpy');
    expect(k.rank).toBe(1);
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.zeros([4], tt.f32, { device });
    await k.launch(4, { a: 3, x, y });
    expect(Array.from(await y.read())).toEqual([4, 7, 10, 13]);
    // the IR's bounds checks hold: a launch past y's end is a KernelRangeError
    await expect(k.launch(5, { a: 3, x, y })).rejects.toBeInstanceOf(tt.KernelRangeError);
  });

  it('has the content key and generated code of the same kernel written as a function', async () => {
    const fn = tt.kernel(
      schema,
      (i, { a, x, y }) => {
        y[i] = a * x[i] + 1;
      },
      { name: 'hand_saxpy' },
    );
    const k = kernelFromIR(schema, saxpyIR(), { name: 'hand_saxpy' });
    expect(k.key).toBe(fn.key);
    expect(k.printIR()).toBe(fn.printIR());
    expect(await k.generatedSource('js')).toBe(await fn.generatedSource('js'));
    // and the frontend's own raw IR, passed through kernelFromIR, is that kernel again
    const lowered = lowerKernel({
      name: 'other',
      schema,
      fn: ((i: number, { a, x, y }: { a: number; x: Float32Array; y: Float32Array }) => {
        y[i] = a * x[i] + 1;
      }) as never,
      helpers: {},
      constants: {},
      floatType: 'f32',
      unsafe: false,
    });
    const again = kernelFromIR(schema, lowered.raw, { name: 'hand_saxpy', sources: lowered.sources });
    expect(again.key).toBe(fn.key);
  });

  it('compiles the same IR once per process (the memo tt.kernel uses), and options change the key', () => {
    clearFingerprintCache();
    const a = kernelFromIR(schema, saxpyIR(), { name: 'memo' });
    const b = kernelFromIR(schema, saxpyIR(), { name: 'memo' });
    expect(fingerprintStats()).toMatchObject({ hits: 1, misses: 1 });
    expect(b.ir).toBe(a.ir);
    const unsafe = kernelFromIR(schema, saxpyIR(), { name: 'memo', unsafe: true });
    expect(unsafe.key).not.toBe(a.key);
    expect(unsafe.printIR()).not.toContain('!');
  });

  it('refuses a schema that does not describe the IR, or an unknown option (a generator bug)', () => {
    const wrong = { ...schema, x: tt.arrayOf(tt.i32) };
    expect(() => kernelFromIR(wrong, saxpyIR(), { name: 'bad' })).toThrow(tt.InternalError);
    expect(() => kernelFromIR(wrong, saxpyIR(), { name: 'bad' })).toThrow(/'x' is not an array of i32/);
    expect(() => kernelFromIR({ a: tt.f32 }, saxpyIR(), { name: 'bad' })).toThrow(
      /schema parameter|3 IR parameters/,
    );
    const extra = { name: 'bad', unsafee: true } as unknown as { name: string };
    expect(() => kernelFromIR(schema, saxpyIR(), extra)).toThrow(/unknown option 'unsafee'/);
  });

  it('locates a typing error in the sources it was given', () => {
    const text = '(i, { a, x, y }) => { y[i] = a * x[i] + 1; }';
    const bad: RawExpr = {
      kind: 'binary',
      type: 'unknown',
      op: 'add',
      left: { kind: 'const', type: 'bool', value: true },
      right: idx,
      loc: { line: 1, column: 30 },
    };
    const sources = { kernel: new KernelSource(text, 'located'), helpers: new Map() };
    let err: unknown;
    try {
      kernelFromIR(schema, saxpyIR(bad), { name: 'located', sources });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tt.KernelTypeError);
    expect(String((err as Error).message)).toContain('y[i] = a * x[i] + 1;');
  });
});

describe('hook nodes (raw IR of program hooks)', () => {
  it('are printed with their hook, path, type and arguments', () => {
    const raw = saxpyIR();
    const text = printKernel({ ...raw, body: [{ kind: 'expr', expr: hook }] });
    expect(text).toContain('  hook prog.async.g:unknown(%a, 2:int)');
  });

  it('count in the structural key (hook and path)', () => {
    const other: RawExpr = { ...hook, path: ['sync', 'g'] };
    expect(structuralKey(hook)).not.toBe(structuralKey(other));
    expect(structuralKey(hook)).toBe(structuralKey({ ...hook, loc: { line: 9, column: 9 } }));
  });

  it('left in a kernel are refused by the verifier: an InternalError, before any backend', () => {
    const raw = saxpyIR();
    const withHook: RawKernelIR = { ...raw, body: [...raw.body, { kind: 'expr', expr: hook }] };
    let err: unknown;
    try {
      kernelFromIR(schema, withHook, { name: 'hooked' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(IRVerifyError);
    expect(err).toBeInstanceOf(tt.InternalError);
    expect((err as tt.InternalError).code).toBe('TUTTI_BUG');
    expect((err as Error).message).toMatch(/hook call prog\.async\.g\(…\) at 3:5 left in the IR/);
    // typed IR cannot hold one by its type; one put there anyway fails verifyKernel
    const typed = tt.kernel(schema, (i, { a, x, y }) => {
      y[i] = a * x[i];
    }).ir;
    const typedHook = { ...hook, type: 'f32', args: [] };
    // the cast is the point: a hook node in typed IR, which its type rules out
    const bad = { ...typed, body: [{ kind: 'expr', expr: typedHook }] } as unknown as KernelIR;
    expect(() => verifyKernel(bad)).toThrow(IRVerifyError);
    expect(() => verifyKernel(bad)).toThrow(/hook call prog\.async\.g/);
  });
});
