/**
 * `tt.Tape`: records kernel launches (runtime/launch-recorder.ts) and runs their adjoint kernels
 * (adjoint.ts) in reverse launch order. Gradients go to `arr.grad` for arrays made with
 * `{ requiresGrad: true }`, and to gradients the tape makes (zeros, same shape, dtype and queue)
 * for the intermediate arrays between launches. Everything is submitted to the arrays' queues
 * through the public launch path: it runs in order with other work on those arrays.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { checkOptionKeys } from '../errors/options.js';
import { arrayAccess } from '../ir/analysis.js';
import { emptyOnQueue } from '../runtime/create.js';
import {
  type LaunchedKernel,
  observeLaunches,
  observeOps,
  type RecordedLaunch,
  type RecordedOp,
} from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import type { LaunchRange } from '../types/schema.js';
import { adjointOf } from './adjoint.js';
import { GradArgs } from './alias-grads.js';
import { type BroadcastPlan, broadcastPlan, expandedGradient, reduceInto } from './broadcast-adjoint.js';
import { launchAdjoint } from './launch-adjoint.js';
import { type GradTarget, opArrays, runOpBackward, sumMiddle } from './op-rules.js';

/** A recorded step: a kernel launch with its adjoint, or an operation with a gradient rule (op-rules.ts). */
type Entry = (
  | { readonly launch: RecordedLaunch; readonly adjoint: ReturnType<typeof adjointOf> }
  | { readonly op: RecordedOp }
) & {
  readonly name: string;
  readonly reads: readonly NDArray[];
  readonly writes: readonly NDArray[];
  readonly done: Promise<unknown>;
};

export interface TapeOptions {
  /**
   * Gradients of every array are the tape's own (arr.grad is neither used nor changed): tt.grad's
   * functional mode. Default false.
   */
  readonly isolated?: boolean;
}

/** The arrays of a launch, by access. */
function arraysOf(kernel: LaunchedKernel, args: Readonly<Record<string, unknown>>) {
  const access = arrayAccess(kernel.ir);
  const reads: NDArray[] = [];
  const writes: NDArray[] = [];
  for (const p of kernel.ir.params) {
    const a = args[p.sourceName];
    if (!p.isArray || !(a instanceof NDArray)) continue;
    const acc = access.get(p.name);
    if (acc === 'read' || acc === 'readwrite') reads.push(a);
    if (acc === 'write' || acc === 'readwrite') writes.push(a);
  }
  return { reads, writes };
}

export class Tape {
  private readonly entries: Entry[] = [];
  private readonly own = new Map<NDArray, NDArray>();
  private readonly isolated: boolean;

  constructor(opts?: TapeOptions) {
    checkOptionKeys(opts, {
      api: 'new tt.Tape',
      known: ['isolated'],
      example: '{ isolated: true }',
      error: (m) => new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', m),
    });
    this.isolated = opts?.isolated === true;
  }

  /** The number of launches recorded. */
  get length(): number {
    return this.entries.length;
  }

  /**
   * Runs `fn`, recording the kernel launches it makes (also those of tt.np operations, which are
   * kernels). Rejects with an AutodiffError when a launch's gradient cannot be computed (its
   * kernel, or an array it reads written by a later recorded launch); the launches still ran.
   */
  async record<T>(fn: () => T | Promise<T>): Promise<T> {
    const { result, errors } = await this.recording(fn);
    const out = await result;
    await Promise.allSettled(this.entries.map((e) => e.done));
    if (errors[0]) throw errors[0];
    return out;
  }

  /** @internal Records the launches `fn` makes while it runs synchronously (tt.grad). */
  recordSync<T>(fn: () => T): T {
    const errors: unknown[] = [];
    const stop = this.observe(errors);
    let out: T;
    try {
      out = fn();
    } finally {
      stop();
    }
    if (errors[0]) throw errors[0];
    return out;
  }

  private async recording<T>(fn: () => T | Promise<T>): Promise<{ result: Promise<T>; errors: unknown[] }> {
    const errors: unknown[] = [];
    const stop = this.observe(errors);
    try {
      const value = await fn();
      return { result: Promise.resolve(value), errors };
    } finally {
      stop();
    }
  }

  /** Starts observing launches and operations; returns the function that stops. */
  private observe(errors: unknown[]): () => void {
    const guard = (f: () => void) => {
      try {
        f();
      } catch (e) {
        errors.push(e);
      }
    };
    const stopLaunches = observeLaunches((launch) =>
      guard(() => {
        const adjoint = adjointOf(launch.kernel);
        const { reads, writes } = arraysOf(launch.kernel, launch.args);
        this.refuseOverwrite(launch.kernel.name, writes);
        this.entries.push({ launch, adjoint, reads, writes, name: launch.kernel.name, done: launch.done });
      }),
    );
    const stopOps = observeOps((op) =>
      guard(() => {
        const { inputs, output } = opArrays(op);
        const name = `np.${op.op}`;
        this.refuseOverwrite(name, [output]);
        this.entries.push({ op, reads: inputs, writes: [output], name, done: Promise.resolve() });
      }),
    );
    return () => {
      stopLaunches();
      stopOps();
    };
  }

  /** An array an earlier recorded launch read must keep its value until backward. */
  private refuseOverwrite(name: string, writes: readonly NDArray[]): void {
    for (const w of writes) {
      const i = this.entries.findIndex((e) => e.reads.includes(w));
      if (i < 0) continue;
      const earlier = this.entries[i]?.name ?? '?';
      throw new AutodiffError(
        'AUTODIFF_OVERWRITE',
        name,
        `it writes ${w.describe()}, which recorded launch #${i} (kernel '${earlier}') read: ` +
          'the gradient of that launch needs the value it read',
        undefined,
        'write into a new array (one per step), as the adjoints replay each launch with its inputs',
      );
    }
  }

  /** The gradient array of `arr`: its own `.grad` (unless the tape is isolated), else the tape's. */
  gradOf(arr: NDArray): NDArray {
    if (!this.isolated && arr.grad) return arr.grad;
    let g = this.own.get(arr);
    if (!g) {
      // any shape, 0-d included (tt.np's reductions), which tt.zeros does not make
      g = emptyOnQueue(arr.shape, arr.dtype, arr.queue);
      g.fill(0).catch(() => {});
      this.own.set(arr, g);
    }
    return g;
  }

  /**
   * `arr`'s gradient for a step that writes all of it: fresh (made without the zero fill, written
   * with `=`) when the tape has not made it yet; later steps, queued after, add to it.
   */
  private gradToWrite(arr: NDArray): GradTarget {
    if ((!this.isolated && arr.grad) || this.own.has(arr)) return { g: this.gradOf(arr), fresh: false };
    const g = emptyOnQueue(arr.shape, arr.dtype, arr.queue);
    this.own.set(arr, g);
    return { g, fresh: true };
  }

  /**
   * Seeds the gradient of `out` with ones (or `seed`: an NDArray or numbers, one per element) and
   * runs the adjoints of the recorded launches in reverse order. Gradients accumulate (call
   * zero() between steps); the gradient of an array a recorded launch wrote is consumed (zeroed)
   * by that launch's adjoint, since the value it held before was overwritten.
   */
  async backward(out: NDArray, seed?: NDArray | ArrayLike<number>): Promise<void> {
    await Promise.all(this.backwardSync(out, seed));
  }

  /**
   * @internal Submits the backward pass; returns the launches' promises (tt.grad). With `wanted`
   * (an isolated tape), only the gradients of arrays computed from `wanted` are made: the steps
   * none of whose results depend on them are skipped, and no gradient flows to their constants.
   */
  backwardSync(
    out: NDArray,
    seed?: NDArray | ArrayLike<number>,
    wanted?: readonly NDArray[],
  ): Promise<unknown>[] {
    if (!(out instanceof NDArray))
      throw new AutodiffError(
        'AUTODIFF_BAD_ARGUMENT',
        '',
        'tape.backward(out) needs the NDArray to differentiate',
      );
    if (out.dtype !== 'f32' && out.dtype !== 'f64')
      throw new AutodiffError(
        'AUTODIFF_BAD_ARGUMENT',
        '',
        `tape.backward: ${out.describe()} is not a float array`,
      );
    if (!this.entries.some((e) => e.writes.includes(out)))
      throw new AutodiffError(
        'AUTODIFF_BAD_ARGUMENT',
        '',
        `tape.backward: no recorded launch wrote ${out.describe()}`,
      );
    this.refuseDisposed();
    const needed = wanted && this.isolated ? this.dependents(wanted) : undefined;
    const pending: Promise<unknown>[] = [this.seed(this.gradOf(out), out, seed)];
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (!e || (needed && !e.writes.some((w) => needed.has(w)))) continue;
      pending.push(this.runAdjoint(e, needed, needed && wanted ? this.unreadAfter(i, wanted) : undefined));
    }
    for (const p of pending) p.catch(() => {});
    return pending;
  }

  private seed(g: NDArray, out: NDArray, seed: NDArray | ArrayLike<number> | undefined): Promise<unknown> {
    if (seed === undefined) return g.fill(1);
    if (seed.length !== out.length)
      throw new AutodiffError(
        'AUTODIFF_BAD_ARGUMENT',
        '',
        `tape.backward: the seed has ${seed.length} elements, ${out.describe()} ${out.length}`,
      );
    return seed instanceof NDArray ? seed.read().then((d) => g.write(d)) : g.write(seed);
  }

  /** An array a recorded step used must still exist: its adjoint replays the step. */
  private refuseDisposed(): void {
    for (const e of this.entries)
      for (const a of [...e.reads, ...e.writes]) {
        try {
          a.checkAlive('tape.backward');
        } catch {
          throw new AutodiffError(
            'AUTODIFF_OVERWRITE',
            e.name,
            `${a.describe()}, used by a recorded step, was disposed before backward: its adjoint needs it`,
            undefined,
            'keep the arrays of recorded launches alive until backward has run',
          );
        }
      }
  }

  /** `wanted` and every array a recorded step computed from them (in recording order). */
  private dependents(wanted: readonly NDArray[]): Set<NDArray> {
    const set = new Set(wanted);
    for (const e of this.entries) if (e.reads.some((a) => set.has(a))) for (const w of e.writes) set.add(w);
    return set;
  }

  /**
   * tt.grad: parameters of the arrays step `i` wrote whose gradient nothing reads after its
   * adjoint (no earlier step wrote them, tt.grad does not return it): the adjoint need not zero it.
   */
  private unreadAfter(i: number, wanted: readonly NDArray[]): Set<string> {
    const e = this.entries[i];
    const out = new Set<string>();
    if (!e || !('launch' in e)) return out;
    const earlier = this.entries.slice(0, i);
    for (const p of e.launch.kernel.ir.params) {
      const a = e.launch.args[p.sourceName];
      if (!(a instanceof NDArray) || !e.writes.includes(a) || wanted.includes(a)) continue;
      if (!earlier.some((x) => x.writes.includes(a))) out.add(p.sourceName);
    }
    return out;
  }

  /** The adjoint of a step; only gradients of `needed` arrays, and those in `keep` not zeroed after. */
  private runAdjoint(
    e: Entry,
    needed: ReadonlySet<NDArray> | undefined,
    keep: ReadonlySet<string> = new Set(),
  ): Promise<unknown> {
    const wants = (a: NDArray) => !needed || needed.has(a);
    if ('op' in e) {
      const [output] = e.writes;
      if (!output) return Promise.resolve();
      return runOpBackward(
        e.op,
        this.gradOf(output),
        e.reads.map((a) => (wants(a) ? this.gradToWrite(a) : undefined)),
      );
    }
    const { launch } = e;
    const drop = new Set<string>();
    for (const [src] of e.adjoint.grads) {
      const a = launch.args[src];
      if (a instanceof NDArray && !wants(a)) drop.add(src);
    }
    const plan = broadcastPlan(launch.kernel, launch.args);
    const expand = new Map([...(plan?.axes ?? [])].filter(([src]) => !drop.has(src)));
    if (plan && expand.size > 0) return this.runBroadcast(e, plan, expand, { drop, keep });
    const adjoint =
      (drop.size > 0 || keep.size > 0) && !e.adjoint.gather
        ? adjointOf(launch.kernel, { expand: new Set(), drop, keep })
        : e.adjoint;
    const args: Record<string, unknown> = { ...launch.args };
    const grads = this.gradArgs();
    for (const [src, gradName] of adjoint.grads) {
      const a = launch.args[src];
      if (a instanceof NDArray) args[gradName] = grads.of(a);
    }
    const ran = launchAdjoint(adjoint, launch.range as LaunchRange, args, launch.options?.offset);
    return grads.after.length > 0 ? Promise.all([ran, ...grads.after.map((r) => r())]) : ran;
  }

  private gradArgs = (): GradArgs => new GradArgs(this.gradOf.bind(this), this.gradToWrite.bind(this));

  /** The broadcast rule (broadcast-adjoint.ts): expanded gradients, then sums over the broadcast axes. */
  private runBroadcast(
    e: Entry & { readonly launch: RecordedLaunch },
    plan: BroadcastPlan,
    expand: ReadonlyMap<string, readonly number[]>,
    { drop, keep }: { readonly drop: ReadonlySet<string>; readonly keep: ReadonlySet<string> },
  ): Promise<unknown> {
    const { launch } = e;
    const { shape } = plan;
    // an operand broadcast along no axis gets its gradient added at the item's own element
    const overwrite = new Set(
      [...expand].filter(([src, axes]) => axes.length > 0 && plan.once.has(src)).map(([src]) => src),
    );
    const adjoint = adjointOf(launch.kernel, { expand: new Set(expand.keys()), drop, overwrite, keep });
    const args: Record<string, unknown> = { ...launch.args };
    const grads = this.gradArgs();
    const reductions = grads.after;
    for (const [src, gradName] of adjoint.grads) {
      const a = launch.args[src];
      if (!(a instanceof NDArray)) continue;
      const axes = expand.get(src);
      if (!axes || axes.length === 0) {
        args[gradName] = grads.of(a);
        continue;
      }
      const t = expandedGradient(a, shape, !overwrite.has(src));
      args[gradName] = t;
      reductions.push(() => reduceInto(t, shape, axes, this.gradToWrite(a), sumMiddle));
    }
    const ran = launchAdjoint(adjoint, launch.range as LaunchRange, args, launch.options?.offset);
    return Promise.all([ran, ...reductions.map((r) => r())]);
  }

  /** Zeroes every gradient the recorded launches touch (arr.grad and the tape's own). */
  async zero(): Promise<void> {
    const seen = new Set<NDArray>();
    const fills: Promise<unknown>[] = [];
    for (const e of this.entries)
      for (const a of [...e.reads, ...e.writes]) {
        if (seen.has(a) || (a.dtype !== 'f32' && a.dtype !== 'f64')) continue;
        seen.add(a);
        fills.push(this.gradOf(a).fill(0));
      }
    await Promise.all(fills);
  }

  /**
   * @internal Disposes the tape's own gradients but `keep` (tt.grad, after submitting backward:
   * the memory is freed once the submitted work has run).
   */
  releaseExcept(keep: readonly NDArray[]): void {
    for (const [a, g] of this.own)
      if (!keep.includes(g)) {
        g.dispose();
        this.own.delete(a);
      }
  }

  /** Forgets the recorded launches and disposes the tape's own gradients. */
  reset(): void {
    this.entries.length = 0;
    for (const g of this.own.values()) g.dispose();
    this.own.clear();
  }
}
