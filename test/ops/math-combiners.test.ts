/**
 * JS passes Math's functions to callbacks as they are (`tt.reduce(x, Math.max, -Infinity)`). A
 * built-in has no source text, so this was OP_BAD_COMBINER "cannot parse the function: Unexpected
 * token … [native code]"; Math's two-argument functions now stand for the arrow that calls them, on
 * every device, and other built-in or bound functions get a message that says why and what to write.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available } from './devices.js';

const data = Float32Array.from([3, -1, 2.5, 0, 5, 4, -7]);

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'Math functions as combiners on $id',
  ({ device }) => {
    it('Math.max / Math.min reduce and scan as their arrows do', async () => {
      const x = tt.array(data, { device });
      expect(await tt.reduce(x, Math.max, -Infinity)).toBe(5);
      expect(await tt.reduce(x, Math.min, Infinity)).toBe(-7);
      const running = Array.from(await tt.scan(x, Math.max, -Infinity).read());
      expect(running).toEqual([3, 3, 3, 3, 5, 5, 5]);
      const i = tt.array(Int32Array.from([3, 5, 7]), { device });
      expect(await tt.reduce(i, Math.imul, 1)).toBe(105);
    });
  },
);

describe('built-in and bound functions that are not Math combiners', () => {
  const x = tt.array(data, { device: 'js' });
  it('are OP_BAD_COMBINER saying they have no source, with the rewrite', () => {
    const noSource = (name: string) =>
      expect.objectContaining({
        name: 'ArrayOpError',
        code: 'OP_BAD_COMBINER',
        message: expect.stringMatching(
          new RegExp(
            `the combiner ${name}is a built-in or bound function, which has no source text.*\\(a, b\\) => a \\+ b`,
          ),
        ),
      });
    expect(() => tt.reduce(x, Object.is as never, 0)).toThrow(noSource("'is' "));
    expect(() => tt.reduce(x, ((a: number, b: number) => a + b).bind(null), 0)).toThrow(noSource(''));
    expect(() => tt.scan(x, String.prototype.concat as never, 0)).toThrow(noSource("'concat' "));
  });
});
