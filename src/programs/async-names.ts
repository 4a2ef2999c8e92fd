/** The hidden parameter names and control-word layout of AsyncProgram's worker kernel. */
import type { RawExpr } from '../ir/nodes.js';
import { CTL_HALT } from './layout.js';
import type { StealNames } from './steal.js';

export const A_CTL = '__ctl';
/** Where TOP starts in A_CTL (async-control.ts). */
export const TOP_AT = '__topat';
/**
 * Per worker and function, the number of pending calls; after all of them (from NW × F on), the
 * slot of the oldest pending call (each stack is a ring queue). One array, not two: a program's
 * kernel stays within WebGPU's storage buffers per stage.
 */
export const TOP = '__top';
/** The number of workers (where the ring heads start in TOP, over F). */
export const NW = '__nw';
/**
 * Word 0: makeWork invocations this dispatch may still make, all workers together (the host sets
 * it); word 1: the worker items that have started this dispatch (stealing waits for all).
 */
export const BUDGET = '__mwbudget';
export const NCALLS = '__ncalls';
export const S = '__S';
export const WS = '__WS';
export const CYCLES = '__cycles';
/** Calls of one function a worker runs as one batch (lane coalescing), at most. */
export const LANES = '__lanes';
/** 1 when idle workers steal calls from running ones within a dispatch (CPU devices; steal.ts). */
export const STEAL = '__steal';
/** Per worker, the words of NCALLS: calls per function, makeWork calls, batches, steals. */
export const ncallWords = (functions: number) => functions + 3;
/** TOP's words: per worker and function a count and a ring head, then per worker a mail word. */
export const topWords = (workers: number, functions: number) => 2 * workers * functions + workers;

export const W: RawExpr = { kind: 'index', type: 'i32', dim: 0 };
export const STEAL_NAMES: StealNames = {
  ctl: A_CTL,
  haltWord: CTL_HALT,
  top: TOP,
  nw: NW,
  s: S,
  ws: WS,
  budget: BUDGET,
};
