/**
 * A captured graph (tt.capture, runtime/capture.ts): the launches a capture function made, with
 * their executables, ranges, arrays and scalars bound once. `replay()` runs them again, in order,
 * as one task on the queue they ran on (runtime/queue-task.ts): after earlier work on every array
 * they use, with the arrays acquired on the device once (moved only if stale there) and the written
 * ones marked written after. The device runs the list through its backend's `replay` hook (native:
 * one C call) or, without one, one executable after another with no per-launch queue work.
 */
import type { BoundArg, Executable, ReplayLaunch } from '../backends/backend.js';
import { CaptureError, KernelRangeError } from '../errors/errors.js';
import { nameClasses } from '../errors/names.js';
import { checkOptionKeys } from '../errors/options.js';
import type { Allocation } from '../memory/space.js';
import { count } from '../memory/stats.js';
import type { CapturedLaunch } from './capture-record.js';
import { type ScalarOverrides, scalarOverrides } from './capture-scalars.js';
import { capturing } from './capture-state.js';
import type { Device } from './device.js';
import type { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';

/** What `graph.replay()` takes. */
export interface ReplayOptions {
  /**
   * New values for scalar parameters of the captured kernels, by their schema name: every captured
   * launch of a kernel with that scalar uses the value (`{ scalars: { dt: 0.1 } }`).
   */
  readonly scalars?: Readonly<Record<string, number | boolean>>;
}

/** The list handed to the backend, kept while the allocations and scalars stay the same. */
interface Prepared {
  readonly allocs: readonly Allocation[];
  readonly scalarsKey: string;
  readonly list: readonly ReplayLaunch[];
}

export class Graph {
  /** Every array the launches use, and those some launch writes. */
  private readonly arrays: readonly NDArray[];
  private readonly written: readonly NDArray[];
  private exes: readonly Executable[] | undefined;
  private prepared: Prepared | undefined;

  /** @internal Use tt.capture(). */
  constructor(private readonly recorded: readonly CapturedLaunch[]) {
    const all = new Set<NDArray>();
    const written = new Set<NDArray>();
    for (const l of recorded) {
      for (const a of l.arrays) {
        all.add(a.array);
        if (a.writes) written.add(a.array);
      }
    }
    this.arrays = [...all];
    this.written = [...written];
  }

  /** How many launches one replay runs. */
  get launches(): number {
    return this.recorded.length;
  }

  /** The device the graph replays on (where its launches ran). */
  get device(): Device {
    return this.queue.device;
  }

  /** The queue the graph replays on. */
  get queue(): Queue<Device> {
    const first = this.recorded[0];
    if (!first) throw new CaptureError('CAPTURE_EMPTY', 'a graph without launches');
    return first.queue;
  }

  /**
   * Runs the captured launches again, in order, after earlier work on their arrays; resolves once
   * they have finished. Counts one launch per captured launch in `tt.stats()`.
   */
  replay(opts?: ReplayOptions): Promise<void> {
    let overrides: ScalarOverrides;
    try {
      overrides = this.check(opts);
    } catch (e) {
      return Promise.reject(e);
    }
    const scalarsKey = JSON.stringify(opts?.scalars ?? {});
    return this.queue.task(
      { reads: this.arrays, writes: this.written, what: `graph replay (${this.recorded.length} launches)` },
      async (scope) => {
        const exes = await this.executables(overrides);
        const allocs: Allocation[] = [];
        for (const a of this.arrays) allocs.push(await scope.allocation(a));
        const list = this.listFor(allocs, scalarsKey, overrides, exes);
        count('launches', this.recorded.length);
        try {
          await this.run(list);
        } catch (e) {
          if (e instanceof KernelRangeError) this.recorded.find((l) => l.kernel === e.kernel)?.locate(e);
          throw e;
        }
      },
    );
  }

  private check(opts: ReplayOptions | undefined): ScalarOverrides {
    if (capturing()) {
      throw new CaptureError(
        'CAPTURE_NESTED',
        'graph.replay() inside tt.capture(): a capture records kernel launches only; replay the graph outside the capture (or capture its launches directly)',
      );
    }
    checkOptionKeys(opts, {
      api: 'graph.replay()',
      known: ['scalars'],
      example: '{ scalars: { dt: 0.1 } }',
      error: (m) => new CaptureError('CAPTURE_BAD_OPTIONS', m),
    });
    for (const l of this.recorded) {
      for (const a of l.arrays) {
        if (!a.array.disposed) continue;
        throw new CaptureError(
          'CAPTURE_ARRAY_DISPOSED',
          `graph.replay(): argument '${a.param.sourceName}' of captured kernel '${l.kernel}' (${a.array.describe()}) was disposed after the capture; a graph replays on the arrays it captured, so keep them alive while you replay it (or capture again)`,
        );
      }
    }
    return scalarOverrides(this.recorded, opts?.scalars);
  }

  /**
   * The executables the launches run: those they ran, or for re-bound scalars the variant whose
   * hoisted range checks hold for the new values (else the fully checked one).
   */
  private async executables(overrides: ScalarOverrides): Promise<readonly Executable[]> {
    this.exes ??= await Promise.all(this.recorded.map((l) => l.exe));
    if (overrides.every((o) => o === undefined)) return this.exes;
    return Promise.all(
      this.recorded.map((l, k) => {
        const over = overrides[k];
        return over ? l.variant(new Map([...l.scalars, ...over])) : l.exe;
      }),
    );
  }

  /** The backend's list for these allocations and scalars (the previous one when unchanged). */
  private listFor(
    allocs: readonly Allocation[],
    scalarsKey: string,
    overrides: ScalarOverrides,
    exes: readonly Executable[],
  ) {
    const p = this.prepared;
    if (p && p.scalarsKey === scalarsKey && p.allocs.every((a, i) => a === allocs[i])) return p.list;
    const index = new Map(this.arrays.map((a, i) => [a, i]));
    const list: ReplayLaunch[] = [];
    for (const [k, l] of this.recorded.entries()) {
      const exe = exes[k];
      if (!exe || !l.range.every((n) => n > 0)) continue;
      const over = overrides[k];
      const args = l.params.map((param): BoundArg => {
        if (param.isArray) {
          const a = l.arrays.find((x) => x.param.name === param.name);
          const alloc = a ? allocs[index.get(a.array) ?? -1] : undefined;
          if (!a || !alloc)
            throw new CaptureError('CAPTURE_ARRAY_DISPOSED', `no array for '${param.sourceName}'`);
          return { kind: 'array', alloc, length: a.array.length };
        }
        return { kind: 'scalar', value: over?.get(param.name) ?? l.scalars.get(param.name) ?? 0 };
      });
      const queue = l.queue;
      list.push({
        exe,
        req: {
          range: l.range,
          args,
          queue: queue.handle,
          ...(l.timeoutMs !== undefined ? { timeoutMs: l.timeoutMs } : {}),
        },
      });
    }
    this.prepared = { allocs, scalarsKey, list };
    return list;
  }

  /** Through the backend's hook, or one executable after another (no promise per synchronous run). */
  private async run(list: readonly ReplayLaunch[]): Promise<void> {
    const impl = this.device.impl();
    if (impl.replay) {
      await impl.replay(list, this.queue.handle);
      return;
    }
    for (const { exe, req } of list) {
      const r = exe.run(req);
      if (r instanceof Promise) await r;
    }
  }

  toString(): string {
    return `Graph(${this.recorded.length} launches on ${this.queue.toString()})`;
  }
}

nameClasses({ Graph });
