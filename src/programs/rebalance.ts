/**
 * AsyncProgram's coarse work sharing: between dispatches, when some workers sit idle with no new
 * work to come from makeWork while others hold several pending calls (a fan-out, or calls that
 * initialize scheduled on worker 0), the host deals every worker's pending calls out round-robin
 * again. Order does not matter to a program (calls are promises without order), so results stay
 * the same.
 */
import type { NDArray } from '../runtime/ndarray.js';
import { copyElement } from '../types/dtype.js';
import { stackArray } from './async-kernel.js';
import type { FnLayout } from './layout.js';

/** True when at least one worker is idle and another has two or more pending calls. */
export function imbalanced(tops: Int32Array, workers: number, F: number): boolean {
  let idle = false;
  let heavy = false;
  for (let w = 0; w < workers; w++) {
    let n = 0;
    for (let g = 0; g < F; g++) n += tops[w * F + g] ?? 0;
    if (n === 0) idle = true;
    if (n >= 2) heavy = true;
  }
  return idle && heavy;
}

/** Deals the pending calls of every function out to all workers; rewrites stacks and tops in place. */
export async function rebalance(
  layouts: readonly FnLayout[],
  stacks: ReadonlyMap<string, NDArray>,
  top: NDArray,
  tops: Int32Array,
  workers: number,
  stack: number,
): Promise<void> {
  const F = layouts.length;
  const WS = workers * stack;
  const newTops = new Int32Array(workers * F);
  const writes: Promise<unknown>[] = [];
  for (const l of layouts) {
    const g = l.index;
    const from: number[] = [];
    for (let w = 0; w < workers; w++) {
      const n = tops[w * F + g] ?? 0;
      for (let t = 0; t < n; t++) from.push(w * stack + t);
    }
    for (let k = 0; k < from.length; k++) {
      const w = k % workers;
      newTops[w * F + g] = (newTops[w * F + g] ?? 0) + 1;
    }
    if (from.length === 0) continue;
    for (const [dt, count] of l.groups) {
      const arr = stacks.get(stackArray(l.name, dt));
      if (!arr) continue;
      const src = await arr.read();
      const dst = src.slice();
      for (let j = 0; j < count; j++) {
        from.forEach((at, k) => {
          copyElement(dst, j * WS + (k % workers) * stack + Math.floor(k / workers), src, j * WS + at);
        });
      }
      writes.push(arr.write(dst));
    }
  }
  writes.push(top.write(newTops));
  await Promise.all(writes);
  tops.set(newTops);
}
