/**
 * A bundler that renames a helper to avoid a clash between modules (esbuild: `sq` → `sq2`) renames
 * its calls in the kernel's text but not the key of `{ helpers: { sq } }`: the kernel finds the
 * helper by the function's own name too (a browser conformance case failed this way when tutti's
 * own sources gained a `sq`).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

// what the bundle holds: the helper renamed, called by its new name, declared under its old key
const sq2 = (v: number): number => v * v;

describe('helpers renamed by a bundler', () => {
  it('a call by the function’s own name resolves to the helper declared under another key', async () => {
    const k = tt.kernel(
      { o: tt.arrayOf(tt.i32) },
      (i, { o }) => {
        o[i] = sq2(i) + 1;
      },
      { helpers: { sq: sq2 } },
    );
    const o = tt.zeros([5], tt.i32, { device: 'js' });
    await k.launch(5, { o });
    expect(Array.from(await o.read())).toEqual([1, 2, 5, 10, 17]);
  });

  it('a name that is neither a key nor a declared function’s name is still KERNEL_UNKNOWN_FUNCTION', () => {
    const sq3 = (v: number): number => v * v;
    expect(() =>
      tt
        .kernel(
          { o: tt.arrayOf(tt.i32) },
          (i, { o }) => {
            o[i] = sq3(i);
          },
          { helpers: { sq: sq2 } },
        )
        .generatedSource('js'),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_UNKNOWN_FUNCTION' }));
  });
});
