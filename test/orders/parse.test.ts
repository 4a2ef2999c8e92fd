/** accelpy's order text format and the object form: names, sections, and errors at line:col. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const VECADD = readFileSync(new URL('../../examples/orders/vecadd.order', import.meta.url), 'utf8');

function syntaxError(text: string): tt.OrderSyntaxError {
  try {
    tt.order(text);
  } catch (e) {
    if (e instanceof tt.OrderSyntaxError) return e;
    throw e;
  }
  throw new Error('expected an OrderSyntaxError');
}

describe('order text format', () => {
  it("parses the seed's vecadd order: argnames, a shared [hip, cuda] body, line numbers", () => {
    const o = tt.order(VECADD, { name: 'vecadd' });
    expect(o.inputs).toEqual(['a', 'b']);
    expect(o.outputs).toEqual(['c']);
    expect(o.models).toEqual(['hip', 'cuda', 'openacc_cpp', 'openmp_fortran']);
    const cuda = o.section('cuda');
    expect(cuda?.body).toBe(o.section('hip')?.body);
    expect(cuda?.line).toBe(4);
    expect(String(cuda?.body).split('\n')[0]).toBe('int id = blockIdx.x * blockDim.x + threadIdx.x;');
    expect(o.section('openmp_fortran')?.line).toBe(14);
    expect(String(o.section('openmp_fortran')?.body)).toContain('DO id=1, a_attr%shape(1)');
  });

  it('accepts single names, lists and tuples in set_argnames', () => {
    const o = tt.order('set_argnames("x", ["y", "z"])\n[c]\n  y(0) = x(0);\n');
    expect(o.inputs).toEqual(['x']);
    expect(o.outputs).toEqual(['y', 'z']);
  });

  it('an unknown model is an error at its line and column', () => {
    const e = syntaxError('set_argnames(("a",), "c")\n\n[openmp_cpp, cudaa]\n  c(0) = a(0);\n');
    expect(e.code).toBe('ORDER_UNKNOWN_MODEL');
    expect([e.line, e.column]).toEqual([3, 14]);
    expect(e.message).toContain("unknown programming model 'cudaa'");
    expect(e.message).toContain('3 | [openmp_cpp, cudaa]');
  });

  it('code before any section header, a missing set_argnames, a bad name are located errors', () => {
    const before = syntaxError('set_argnames(("a",), "c")\nint x = 1;\n[c]\n');
    expect([before.code, before.line, before.column]).toEqual(['ORDER_SYNTAX', 2, 1]);
    const none = syntaxError('[c]\n  c(0) = 1;\n');
    expect(none.code).toBe('ORDER_NO_ARGNAMES');
    const bad = syntaxError('set_argnames(("a-b",), "c")\n[c]\n');
    expect([bad.code, bad.line]).toEqual(['ORDER_BAD_NAME', 1]);
    const kernel = syntaxError('set_argnames(("a",), "c")\n[c, kernel]\n');
    expect([kernel.code, kernel.line, kernel.column]).toEqual(['ORDER_BAD_SECTION', 2, 5]);
    const dup = syntaxError('set_argnames(("a",), "c")\n[c]\nx\n[openmp_c, c]\n');
    expect([dup.code, dup.line, dup.column]).toEqual(['ORDER_DUPLICATE_MODEL', 4, 12]);
  });

  it('the object form: comma-joined models, a kernel function, and checked definitions', () => {
    const o = tt.order({
      inputs: ['a'],
      outputs: ['c'],
      sections: {
        'openmp_c, c': `for (int64_t i = 0; i < a.size; i++)
                          c(i) = a(i);`,
        kernel: (i: number, { a, c }: { a: Float32Array; c: Float32Array }) => {
          c[i] = a[i] ?? 0;
        },
      } as unknown as tt.OrderDefinition['sections'],
    });
    expect(o.models).toEqual(['openmp_c', 'c', 'kernel']);
    expect(o.section('c')?.body).toBe('for (int64_t i = 0; i < a.size; i++)\nc(i) = a(i);');
    expect(() => tt.order({ inputs: ['a'], outputs: ['c'], sections: { fortrn: 'x' } })).toThrow(
      expect.objectContaining({ code: 'ORDER_UNKNOWN_MODEL' }),
    );
    expect(() => tt.order({ inputs: ['a'], outputs: ['a'], sections: { c: 'x' } })).toThrow(
      expect.objectContaining({ code: 'ORDER_BAD_NAME' }),
    );
    expect(() =>
      tt.order({ inputs: ['a'], outputs: ['c'], sections: { kernel: 'c[i] = 1' as never } }),
    ).toThrow(expect.objectContaining({ code: 'ORDER_BAD_SECTION' }));
  });
});
