/** Everything outside the kernel language is refused with a code, line:col in the function, and a caret. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { badKernels } from '../fixtures/bad-kernels.js';

const S = { x: tt.arrayOf(tt.f32), n: tt.i32 };

function refuse(fn: (i: tt.KernelIndex, p: tt.KernelParams<typeof S>) => void, opts?: tt.KernelOptions) {
  try {
    tt.kernel(S, fn, opts);
  } catch (e) {
    return e as tt.KernelSyntaxError;
  }
  throw new Error('expected the kernel to be refused');
}

const outside = 42;
class Box {
  v = 1;
}

describe('KernelSyntaxError', () => {
  it('names an undeclared free variable with line:col and a caret excerpt', () => {
    const e = refuse((i, { x }) => {
      x[i] = outside;
    });
    expect(e).toBeInstanceOf(tt.KernelSyntaxError);
    expect(e.code).toBe('KERNEL_UNKNOWN_NAME');
    expect(e.line).toBe(2);
    expect(e.column).toBeGreaterThan(1);
    expect(e.message).toContain("'outside' is not defined in the kernel");
    expect(e.message).toContain('constants: { outside }');
    expect(e.excerpt).toMatch(/x\[i\] = outside;\n\s+\^/);
    const caretLine = e.excerpt.split('\n')[1] ?? '';
    const srcLine = e.excerpt.split('\n')[0] ?? '';
    expect(srcLine[caretLine.indexOf('^')]).toBe('o');
  });

  const cases: [string, (i: tt.KernelIndex, p: tt.KernelParams<typeof S>) => void, string, RegExp][] = [
    [
      'object literal',
      (i, { x }) => {
        const o = { a: 1 };
        x[i] = o.a;
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /object literals/,
    ],
    [
      'string',
      (i, { x }) => {
        const s = 'a';
        x[i] = s.length;
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /strings/,
    ],
    [
      'new',
      (i, { x }) => {
        x[i] = new Box().v;
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /'new'/,
    ],
    [
      'try',
      (i, { x }) => {
        try {
          x[i] = 1;
        } catch {
          x[i] = 2;
        }
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /exceptions/,
    ],
    [
      'closure',
      (i, { x }) => {
        const f = () => 1;
        x[i] = f();
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /closures/,
    ],
    [
      'unknown function',
      (i, { x }) => {
        x[i] = parseFloat('1');
      },
      'KERNEL_UNKNOWN_FUNCTION',
      /parseFloat/,
    ],
    [
      'Math.random',
      (i, { x }) => {
        x[i] = Math.random();
      },
      'KERNEL_UNKNOWN_FUNCTION',
      /deterministic/,
    ],
    [
      'switch',
      (i, { x, n }) => {
        switch (n) {
          case 1:
            x[i] = 1;
        }
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /switch/,
    ],
    [
      'for-of',
      (i, { x }) => {
        for (const v of x) x[i] = v;
      },
      'KERNEL_UNSUPPORTED_SYNTAX',
      /for…of/,
    ],
    [
      'assignment in expression',
      (i, { x }) => {
        let a = 0;
        x[i] = a = 2;
      },
      'KERNEL_ASSIGNMENT_IN_EXPRESSION',
      /own line/,
    ],
    [
      'param assigned',
      (i, { x, n }) => {
        n = 2;
        x[i] = n;
      },
      'KERNEL_BAD_ASSIGNMENT',
      /read-only/,
    ],
    [
      'array as value',
      (i, { x }) => {
        const y = x;
        y[i] = 1;
      },
      'KERNEL_ARRAY_AS_VALUE',
      /cannot be used as a value/,
    ],
    [
      'no effect',
      (i, { x }) => {
        x[i];
      },
      'KERNEL_NO_EFFECT',
      /no effect/,
    ],
  ];
  for (const [what, fn, code, msg] of cases) {
    it(`refuses ${what} (${code})`, () => {
      const e = refuse(fn as never);
      expect(e).toBeInstanceOf(tt.KernelSyntaxError);
      expect(e.code).toBe(code);
      expect(e.message).toMatch(msg);
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.excerpt).toContain('^');
    });
  }

  for (const [what, [fn, code, msg]] of Object.entries(badKernels)) {
    it(`refuses ${what} (${code}) written in plain JS`, () => {
      let err: unknown;
      try {
        tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, fn as never);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(tt.KernelSourceError);
      expect(err).toMatchObject({ code });
      expect(String(err)).toMatch(msg);
    });
  }

  it('refuses recursion between helpers', () => {
    const even = (n: number): number => (n === 0 ? 1 : odd(n - 1));
    const odd = (n: number): number => (n === 0 ? 0 : even(n - 1));
    const e = refuse(
      (i, { x }) => {
        x[i] = even(i);
      },
      { helpers: { even, odd } },
    );
    expect(e.code).toBe('KERNEL_RECURSION');
    expect(e.message).toContain("helper 'odd'");
  });

  it('refuses helpers that take arrays or close over names', () => {
    const scale = 3;
    const f = (v: number) => v * scale;
    const e = refuse(
      (i, { x }) => {
        x[i] = f(x[i]);
      },
      { helpers: { f } },
    );
    expect(e.code).toBe('KERNEL_UNKNOWN_NAME');
    expect(e.message).toContain("helper 'f'");
  });

  it('refuses a malformed schema or options with KernelDefinitionError', () => {
    expect(() => tt.kernel({ x: 'f32' } as never, () => {})).toThrow(tt.KernelDefinitionError);
    expect(() => tt.kernel({ x: tt.arrayOf(tt.bool as never) }, () => {})).toThrow(/numeric dtype/);
    expect(() => tt.kernel({}, () => {}, { constants: { k: 'x' as never } })).toThrow(/constant 'k'/);
  });
});
