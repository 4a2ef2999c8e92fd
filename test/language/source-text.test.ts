/**
 * Kernels from source text (issue 34, GT4Py's "many frontends"): `tt.kernel(schema, '(i, {…}) =>
 * {…}')` for generated code — the same language, cache and checks as a function, on every device,
 * with errors pointing into the text.
 */
import { describe, expect, it } from 'vitest';
import { fingerprintStats } from '../../src/cache/fingerprint.js';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

/** What a code generator would emit: a polynomial of a given degree, as text. */
function polynomial(coefs: readonly number[]): string {
  const terms = coefs.map((c, k) => `${c} * pow(x[i], ${k})`).join(' + ');
  return `(i, { x, y }) => { y[i] = ${terms}; }`;
}

describe('tt.kernel(schema, source text)', () => {
  for (const d of available) {
    it(`a generated kernel with a text helper matches the same function on ${d.id}`, async () => {
      const schema = { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) };
      const helpers = { pow: '(v, k) => { let r = 1; for (let j = 0; j < k; j++) r *= v; return r; }' };
      const fromText = tt.kernel(schema, polynomial([1, -2, 0.5]), { helpers, name: 'poly' });
      const fromFn = tt.kernel(
        schema,
        (i, { x, y }) => {
          y[i] = 1 * pow(x[i], 0) + -2 * pow(x[i], 1) + 0.5 * pow(x[i], 2);
        },
        {
          helpers: {
            pow: (v: number, k: number) => {
              let r = 1;
              for (let j = 0; j < k; j++) r *= v;
              return r;
            },
          },
        },
      );
      const xs = Float32Array.from({ length: 33 }, (_, k) => k / 4 - 3);
      const x = tt.array(xs, { device: d });
      const [a, b] = [tt.zeros([33], tt.f32, { device: d }), tt.zeros([33], tt.f32, { device: d })];
      await fromText.launch(33, { x, y: a });
      await fromFn.launch(33, { x, y: b });
      expect(Array.from(await a.read())).toEqual(Array.from(await b.read()));
      expect(fromText.name).toBe('poly');
    });
  }
  it('a syntax error points at line:col inside the text', () => {
    const err = (() => {
      try {
        tt.kernel({ x: tt.arrayOf(tt.f32) }, '(i, { x }) => {\n  x[i] = x[i] +* 2;\n}');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(tt.KernelSyntaxError);
    expect(err).toMatchObject({ code: 'KERNEL_PARSE_ERROR', line: 2 });
  });
  it('text that is not a function, or a helper that is neither, is refused', () => {
    expect(() => tt.kernel({ x: tt.arrayOf(tt.f32) }, 'x[i] = 1')).toThrow(
      expect.objectContaining({ code: 'KERNEL_NOT_A_FUNCTION' }),
    );
    expect(() =>
      tt.kernel({ x: tt.arrayOf(tt.f32) }, '(i, { x }) => { x[i] = 1; }', {
        helpers: { f: 3 as unknown as string },
      }),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_BAD_HELPER' }));
  });
  it('the same text twice is parsed once (the source fingerprint)', () => {
    const src = `(i, { x }) => { x[i] = x[i] * 3 + ${Math.random()}; }`;
    const before = fingerprintStats();
    tt.kernel({ x: tt.arrayOf(tt.f32) }, src);
    tt.kernel({ x: tt.arrayOf(tt.f32) }, src);
    const after = fingerprintStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });
});

declare function pow(v: number, k: number): number;
