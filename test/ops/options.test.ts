/**
 * Issue 14, bad input: an options argument the operation does not understand is refused before
 * anything runs. A TensorFlow.js user writes `tt.sum(x, 1)` (tf.sum's positional axis) or misspells
 * a key (`{ axes: 1 }`); ignoring either would silently compute over the whole array.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const m = tt.array(Float32Array.from([3, 1, 2, 0, 5, 4]), { device: 'js', shape: [2, 3] });
const add = (a: number, b: number) => a + b;

const badArgument = (message: RegExp) =>
  expect.objectContaining({
    name: 'ArrayOpError',
    code: 'OP_BAD_ARGUMENT',
    message: expect.stringMatching(message),
  });

describe('array operations refuse options they do not understand', () => {
  it('a number where the options object goes (tf.sum(x, 1) style) names the fix', () => {
    const calls: [string, () => unknown][] = [
      ['tt.sum', () => tt.sum(m, 1 as never)],
      ['tt.prod', () => tt.prod(m, 1 as never)],
      ['tt.min', () => tt.min(m, 0 as never)],
      ['tt.max', () => tt.max(m, 0 as never)],
      ['tt.argmin', () => tt.argmin(m, 1 as never)],
      ['tt.argmax', () => tt.argmax(m, 1 as never)],
      ['tt.reduce', () => tt.reduce(m, add, 0, 1 as never)],
      ['tt.cumsum', () => tt.cumsum(m, 1 as never)],
      ['tt.scan', () => tt.scan(m, add, 0, 1 as never)],
      ['tt.sort', () => tt.sort(m, 1 as never)],
      ['tt.argsort', () => tt.argsort(m, 1 as never)],
    ];
    for (const [op, call] of calls) {
      expect(call, op).toThrow(
        badArgument(new RegExp(`^${op.replace('.', '\\.')}: options must be an object`)),
      );
    }
    expect(() => tt.sum(m, 1 as never)).toThrow(badArgument(/for an axis write tt\.sum\(x, \{ axis: 1 \}\)/));
    expect(() => tt.sum(m, null as never)).toThrow(badArgument(/got null/));
    expect(() => tt.sum(m, [1] as never)).toThrow(badArgument(/got an array/));
  });

  it('an unknown key is refused, naming the known ones', () => {
    expect(() => tt.sum(m, { axes: 1 } as never)).toThrow(
      badArgument(/unknown option 'axes'; did you mean 'axis'\?; the options are axis$/),
    );
    expect(() => tt.argmax(m, { dim: 0 } as never)).toThrow(badArgument(/unknown option 'dim'/));
    expect(() => tt.reduce(m, add, 0, { axis: 0, keepDims: true } as never)).toThrow(
      badArgument(/unknown option 'keepDims'/),
    );
    expect(() => tt.cumsum(m, { reverse: true } as never)).toThrow(
      badArgument(/unknown option 'reverse'; the options are exclusive, axis/),
    );
    expect(() => tt.sort(m, { descending: true } as never)).toThrow(
      badArgument(/unknown option 'descending'/),
    );
  });

  it("exclusive must be a boolean: 'yes' is not silently inclusive", () => {
    expect(() => tt.cumsum(m, { exclusive: 'yes' } as never)).toThrow(
      badArgument(/option 'exclusive' must be true or false, got yes/),
    );
    expect(() => tt.scan(m, add, 0, { exclusive: 1 } as never)).toThrow(badArgument(/'exclusive'/));
  });

  it('valid options still work, and undefined members are allowed', async () => {
    expect(Array.from((await tt.sum(m, { axis: 1 }).read()) as ArrayLike<number>)).toEqual([6, 9]);
    expect(await tt.sum(m, { axis: undefined })).toBe(15);
    expect(await tt.sum(m, {})).toBe(15);
    expect(Array.from(await tt.cumsum(m, { exclusive: true }).read())).toEqual([0, 3, 4, 6, 6, 11]);
    expect(Array.from(await tt.cumsum(m, { exclusive: false, axis: 1 }).read())).toEqual([3, 4, 6, 0, 5, 9]);
  });
});
