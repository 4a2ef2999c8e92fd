/**
 * Observers of kernel launches: while one is registered, every `kernel.launch` that passed its
 * checks is reported with its kernel, range, arguments and promise (autodiff's tape records them,
 * src/autodiff/tape.ts). Nothing is reported, and nothing is paid beyond one length test per
 * launch, while none is registered.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import type { LaunchRange, Schema } from '../types/schema.js';
import type { LaunchOptions } from './launch-args.js';

/** The kernel of a recorded launch (a Kernel; typed structurally so this file imports no kernel). */
export interface LaunchedKernel {
  readonly name: string;
  readonly ir: KernelIR;
  readonly schema: Schema;
}

export interface RecordedLaunch {
  readonly kernel: LaunchedKernel;
  readonly range: LaunchRange;
  readonly args: Readonly<Record<string, unknown>>;
  readonly options: LaunchOptions | undefined;
  /** The launch's own promise (settled when it has run). */
  readonly done: Promise<unknown>;
}

export type LaunchObserver = (launch: RecordedLaunch) => void;

const observers: LaunchObserver[] = [];
/** > 0 while an operation reported as one step (reportOp) runs its own launches. */
let quiet = 0;

/** Registers `observer` until the returned function is called. */
export function observeLaunches(observer: LaunchObserver): () => void {
  observers.push(observer);
  return () => {
    const i = observers.indexOf(observer);
    if (i >= 0) observers.splice(i, 1);
  };
}

/** Reports a launch to the observers (kernel.ts calls it after a launch was submitted). */
export function reportLaunch(launch: RecordedLaunch): void {
  if (observers.length === 0 || quiet > 0) return;
  for (const o of [...observers]) o(launch);
}

/**
 * An array operation that is not one kernel launch (tt.np's reductions run several passes over
 * temporaries): reported as one step with its inputs, output and what its gradient rule needs,
 * while its own launches are not reported.
 */
export type RecordedOp =
  | {
      readonly op: 'sum';
      readonly inputs: readonly [unknown];
      readonly output: unknown;
      /** The reduced axis (undefined: every axis). */
      readonly axis: number | undefined;
      /** The factor of the result (1 for a sum, 1/n for a mean). */
      readonly scale: number;
    }
  | {
      /** np.matmul (a BLAS call, tiled kernels over temporaries, or a batched kernel). */
      readonly op: 'matmul';
      readonly inputs: readonly [unknown, unknown];
      readonly output: unknown;
    };

export type OpObserver = (op: RecordedOp) => void;

const opObservers: OpObserver[] = [];

/** Registers `observer` of operations until the returned function is called. */
export function observeOps(observer: OpObserver): () => void {
  opObservers.push(observer);
  return () => {
    const i = opObservers.indexOf(observer);
    if (i >= 0) opObservers.splice(i, 1);
  };
}

/** True while some observer would see an operation. */
export function opsObserved(): boolean {
  return opObservers.length > 0 && quiet === 0;
}

/** Runs `fn` (synchronous) with its launches and operations unreported; then reports `op` of its result. */
export function reportOp<T>(fn: () => T, op: (result: T) => RecordedOp): T {
  quiet++;
  let result: T;
  try {
    result = fn();
  } finally {
    quiet--;
  }
  if (quiet === 0) for (const o of [...opObservers]) o(op(result));
  return result;
}

/** > 0 while a trace that must queue no work runs (tt.grad's fused trace, autodiff/grad.ts). */
let refusing = 0;
/** The launches refused so far. */
let refusedCount = 0;

/**
 * Runs `fn` (synchronous) refusing every kernel launch (kernel.launch throws JIT_UNSUPPORTED
 * before anything is queued); `refused` says whether one was tried, even if `fn` caught the error.
 */
export function refusingLaunches<T>(fn: () => T): { readonly value: T; readonly refused: boolean } {
  const before = refusedCount;
  refusing++;
  try {
    const value = fn();
    return { value, refused: refusedCount !== before };
  } finally {
    refusing--;
  }
}

/** kernel.launch calls it first: throws while launches are refused (nothing is queued). */
export function checkLaunchAllowed(kernel: string): void {
  if (refusing === 0) return;
  refusedCount++;
  throw new ArrayOpError(
    'JIT_UNSUPPORTED',
    'tt.grad',
    `a launch of kernel ${kernel} inside a traced function (a kernel launch, or a tt.np call on arrays that are not the traced arguments) cannot be traced`,
  );
}
