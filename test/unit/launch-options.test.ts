/**
 * Launch options are checked like launch arguments: a misspelt `waitfor` or `timeoutms` was
 * ignored, so the launch ran unordered (a race with the work it was meant to wait for) or with no
 * timeout, with no error. Now LAUNCH_BAD_OPTIONS before anything runs (issues 12 and 17).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const k = tt.kernel(
  { x: tt.arrayOf(tt.i32) },
  (i, { x }) => {
    x[i] = i + 1;
  },
  { name: 'opts_check' },
);

describe('launch options', () => {
  it('an unknown option is LAUNCH_BAD_OPTIONS naming it and the known ones; nothing runs', async () => {
    const x = tt.zeros([4], tt.i32, { device: 'js' });
    for (const [key, value] of [
      ['waitfor', []],
      ['timeoutms', 100],
      ['Device', 'js'],
      ['profiling', true],
    ] as const) {
      await expect(
        Promise.resolve().then(() => k.launch(4, { x }, { [key]: value } as never)),
      ).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_BAD_OPTIONS',
        message: expect.stringMatching(
          new RegExp(
            `launch\\(\\): unknown option '${key}'.*; the options are device, queue, waitFor, timeoutMs, print, offset$`,
          ),
        ),
      });
    }
    expect(Array.from(await x.read())).toEqual([0, 0, 0, 0]);
  });

  it('options that are not an object are refused', async () => {
    const x = tt.zeros([4], tt.i32, { device: 'js' });
    for (const bad of [5, 'js', null, [1]]) {
      await expect(Promise.resolve().then(() => k.launch(4, { x }, bad as never))).rejects.toMatchObject({
        code: 'LAUNCH_BAD_OPTIONS',
      });
    }
  });

  it('every known option, and undefined members, still work', async () => {
    const x = tt.zeros([4], tt.i32, { device: 'js' });
    const first = await k.launch(4, { x });
    const q = tt.device('js').createQueue();
    await k.launch(4, { x }, { device: 'js', waitFor: [first], timeoutMs: 10_000, queue: undefined });
    await k.launch(4, { x }, { queue: q, timeoutMs: undefined });
    await k.launch(4, { x }, {});
    expect(Array.from(await x.read())).toEqual([1, 2, 3, 4]);
  });
});
