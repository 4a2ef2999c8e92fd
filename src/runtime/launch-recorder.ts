/**
 * Observers of kernel launches: while one is registered, every `kernel.launch` that passed its
 * checks is reported with its kernel, range, arguments and promise (autodiff's tape records them,
 * src/autodiff/tape.ts). Nothing is reported, and nothing is paid beyond one length test per
 * launch, while none is registered.
 */
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
  if (observers.length === 0) return;
  for (const o of [...observers]) o(launch);
}
