/**
 * The plan side of CUDA graph replay (src/backends/cuda/graph.ts) that needs no driver: which
 * launch lists a CUDA graph may hold, and where each launch's error words sit. The capture and
 * cuGraphLaunch themselves run against the fake driver (fake-driver.test.ts) and a real GPU.
 */
import { expect, it } from 'vitest';
import type { Executable, ReplayLaunch } from '../../../src/backends/backend.js';
import { errorSlot, graphable } from '../../../src/backends/cuda/graph.js';
import { ERROR_BYTES } from '../../../src/backends/shared/range-error.js';

const req = { range: [4], args: [], queue: null };

it('a list of launches that are not cuda kernels runs launch by launch, saying why', () => {
  const js: Executable = { run: () => undefined };
  expect(graphable([])).toBe('no launches');
  const list: ReplayLaunch[] = [{ exe: js, req }];
  expect(graphable(list)).toBe('launch 0 is not a cuda kernel');
});

it('each launch has error words of its own, one after another', () => {
  expect(errorSlot(0)).toBe(0);
  expect(errorSlot(3)).toBe(3 * ERROR_BYTES);
  expect(errorSlot(1) - errorSlot(0)).toBeGreaterThanOrEqual(32);
});
