/**
 * AsyncProgram's host-side moves of pending calls between dispatches. Each worker's stack of a
 * function is a ring queue (`head` = slot of the oldest call, `top` = how many). `relayout` reads
 * every worker's calls oldest first and writes them back from slot 0 (heads reset to 0):
 * - growing (`spread` false): each worker keeps its own calls, in stacks of a new depth;
 * - sharing (`spread` true): when some workers sit idle while others hold several pending calls
 *   (a fan-out, or calls that initialize scheduled on worker 0), the calls are dealt out
 *   round-robin, oldest of every worker first, so age order is roughly kept.
 * Order does not change what a program computes (calls are promises without order), only how many
 * calls a racing spec makes; see docs/programs.md.
 */
import type { NDArray } from '../runtime/ndarray.js';
import { copyElement } from '../types/dtype.js';
import { topWords } from './async-names.js';
import { stackArray, stackRow, stackRows } from './async-stacks.js';
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

export interface Rings {
  readonly stacks: ReadonlyMap<string, NDArray>;
  /** Calls each worker's stack holds per function. */
  readonly depth: number;
}

/** Moves every pending call from `from` into `to` (may be the same arrays), oldest first from slot 0. */
export async function relayout(
  layouts: readonly FnLayout[],
  from: Rings,
  to: Rings,
  /** The array holding TOP from word `at` (counts, then heads: async-control.ts) and views of its host copy. */
  ring: {
    readonly top: NDArray;
    readonly at: number;
    readonly heads: Int32Array;
    readonly tops: Int32Array;
  },
  workers: number,
  spread: boolean,
): Promise<void> {
  const F = layouts.length;
  const newTops = new Int32Array(workers * F);
  // Each dtype's stack array holds every function's rows (async-stacks.ts): read once, moved, written once.
  const views = new Map<
    string,
    { sv: Awaited<ReturnType<NDArray['read']>>; dv: Awaited<ReturnType<NDArray['read']>> }
  >();
  for (const dt of stackRows(layouts).keys()) {
    const a = from.stacks.get(stackArray(dt));
    const b = to.stacks.get(stackArray(dt));
    if (!a || !b) continue;
    const sv = await a.read();
    views.set(dt, { sv, dv: a === b ? sv.slice() : await b.read() });
  }
  const WSa = workers * from.depth;
  const WSb = workers * to.depth;
  for (const l of layouts) {
    const { src, dstAt } = moves(l.index, F, from.depth, to.depth, ring, workers, spread, newTops);
    for (const a of l.args) {
      const v = views.get(a.dtype);
      if (!v) continue;
      const row = stackRow(layouts, l, a);
      for (let k = 0; k < src.length; k++)
        copyElement(v.dv, row * WSb + (dstAt[k] ?? 0), v.sv, row * WSa + (src[k] ?? 0));
    }
  }
  const writes: Promise<unknown>[] = [];
  for (const [dt, v] of views) {
    const b = to.stacks.get(stackArray(dt));
    if (b) writes.push(b.write(v.dv));
  }
  const words = new Int32Array(topWords(workers, F)); // mail words: 0, closed between dispatches
  words.set(newTops);
  writes.push(ring.top.write(words, { offset: ring.at }));
  await Promise.all(writes);
  ring.tops.set(newTops);
  ring.heads.fill(0);
}

/**
 * Where function `g`'s pending calls go: source slots (worker × depth + ring slot, oldest first)
 * and destination slots; fills `newTops` with each worker's new count of `g`.
 */
function moves(
  g: number,
  F: number,
  fromDepth: number,
  toDepth: number,
  ring: { readonly heads: Int32Array; readonly tops: Int32Array },
  workers: number,
  spread: boolean,
  newTops: Int32Array,
): { src: number[]; dstAt: number[] } {
  const src: number[] = [];
  const dstAt: number[] = [];
  const n = (w: number) => ring.tops[w * F + g] ?? 0;
  const slot = (w: number, t: number) => w * fromDepth + (((ring.heads[w * F + g] ?? 0) + t) % fromDepth);
  if (spread) {
    let most = 0;
    for (let w = 0; w < workers; w++) most = Math.max(most, n(w));
    let k = 0;
    for (let t = 0; t < most; t++) {
      for (let w = 0; w < workers; w++) {
        if (t >= n(w)) continue;
        const to_w = k % workers;
        src.push(slot(w, t));
        dstAt.push(to_w * toDepth + Math.floor(k / workers));
        newTops[to_w * F + g] = (newTops[to_w * F + g] ?? 0) + 1;
        k++;
      }
    }
  } else {
    for (let w = 0; w < workers; w++) {
      for (let t = 0; t < n(w); t++) {
        src.push(slot(w, t));
        dstAt.push(w * toDepth + t);
      }
      newTops[w * F + g] = n(w);
    }
  }
  return { src, dstAt };
}
