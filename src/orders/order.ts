/**
 * `tt.order(...)`: one task as native source in several programming models (accelpy's orders),
 * plus a tutti kernel as the portable fallback. `order.run(range, args, opts)` picks the first
 * section, in priority order, that can run where the data lives: its compiler exists, its device
 * is there and its build succeeds; every section passed over is recorded in `task.tried`.
 * The native toolchain modules are imported when a run first needs them (Node only).
 */
import { ownModule } from '../config/own-module.js';
import { settings } from '../config/settings.js';
import { ExecutionPlacementError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { OrderArgumentError, OrderError, type SectionAttempt } from '../errors/orders.js';
import type { Allocation } from '../memory/space.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import { NDArray } from '../runtime/ndarray.js';
import type { Queue as DeviceQueue } from '../runtime/queue.js';
import type { TaskScope } from '../runtime/queue-task.js';
import { selectDevice } from '../runtime/select.js';
import type { LaunchRange } from '../types/schema.js';
import { fromDefinition, nextOrderName } from './definition.js';
import { deviceReason } from './device-reason.js';
import { kernelArgs, sectionKernel } from './kernel-section.js';
import { isModel, MODELS, modelOf, priority } from './models.js';
import { orderSource } from './order-file.js';
import { parseOrderText } from './parse-text.js';
import type { NativeRunner } from './prepare.js';
import type { PyValue } from './python-values.js';
import {
  extentsOf,
  isolateOption,
  type OrderRunOptions,
  orderOptionsError,
  parallelism,
  RUN_OPTIONS_SHAPE,
  type SectionCall,
  type SectionLaunch,
} from './run-options.js';
import { type ArgSig, arraysOf, type Bound, signatureKey } from './signature.js';
import { IDENT, type OrderDefinition, type OrderSpec, type Section } from './spec.js';
import { type OrderResult, OrderTask } from './task.js';

type Queue = DeviceQueue<Device>;

export interface OrderOptions {
  /** Names the order's messages and cache entries (default: the file's name, else order<N>). */
  readonly name?: string;
  /** Values of names an order text uses without assigning them (accelpy's `gridsize=GRID`). */
  readonly env?: Readonly<Record<string, PyValue>>;
  /**
   * How Fortran sections see arrays of rank > 1: 'numpy' (default, accelpy's: `a(i, j)` is
   * element [i-1][j-1], through a column-major copy) or 'reversed' (the memory as it is, no copy,
   * `a(j, i)` is [i-1][j-1]; tutti's default before 0.x).
   */
  readonly fortranShape?: 'numpy' | 'reversed';
  /** Run host sections in a child process: a crash is an OrderCrashError (run() may override). */
  readonly isolate?: boolean;
}

export class Order {
  readonly name: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly sections: readonly Section[];
  /** The order text (accelpy format) or '' for an object-defined order. */
  readonly text: string;
  /** How Fortran sections see arrays of rank > 1: NumPy's shape order (copied) or the reversed memory view. */
  readonly fortranShape: 'numpy' | 'reversed';
  /** Host sections run in a child process unless run() says otherwise. */
  readonly isolate: boolean;
  private readonly natives = new Map<string, Promise<NativeRunner>>();
  private readonly kernels = new Map<string, Kernel>();

  /** @internal Use tt.order(). */
  constructor(spec: OrderSpec) {
    this.name = spec.name;
    this.inputs = spec.inputs;
    this.outputs = spec.outputs;
    this.sections = spec.sections;
    this.text = spec.text;
    this.fortranShape = spec.fortranShape ?? 'numpy';
    this.isolate = spec.isolate ?? false;
    const all = [...spec.inputs, ...spec.outputs];
    for (const n of all) {
      if (!IDENT.test(n)) {
        throw new OrderArgumentError(
          'ORDER_BAD_NAME',
          `order '${this.name}': '${n}' is not a valid argument name`,
        );
      }
      if (all.indexOf(n) !== all.lastIndexOf(n)) {
        throw new OrderArgumentError(
          'ORDER_BAD_NAME',
          `order '${this.name}': argument '${n}' is named twice`,
        );
      }
    }
    if (!spec.outputs.length) {
      throw new OrderArgumentError(
        'ORDER_NO_OUTPUTS',
        `order '${this.name}': name at least one output array`,
      );
    }
  }

  /** The models this order has sections for. */
  get models(): string[] {
    return this.sections.map((s) => s.model);
  }

  section(model: string): Section | undefined {
    return this.sections.find((s) => s.model === model);
  }

  /** The argument signature of `args` (dtypes and ranks), checking every name. */
  signature(args: Readonly<Record<string, unknown>>): Bound[] {
    const out: Bound[] = [];
    const names = [...this.inputs, ...this.outputs];
    for (const k of Object.keys(args)) {
      if (!names.includes(k)) {
        throw new OrderArgumentError(
          'ORDER_BAD_ARGUMENT',
          `order '${this.name}': unknown argument '${k}'; its arguments are ${names.join(', ')}`,
        );
      }
    }
    for (const name of names) {
      const array = args[name];
      const role = this.inputs.includes(name) ? 'in' : 'out';
      if (typeof array === 'number' && role === 'in') {
        out.push({ sig: { name, role, dtype: 'f64', rank: 0, scalar: true }, value: array });
        continue;
      }
      if (!(array instanceof NDArray)) {
        const what = array === undefined ? 'nothing' : typeof array;
        const may =
          role === 'in'
            ? 'a tutti array (tt.array / tt.zeros …) or a number'
            : 'a tutti array (tt.array / tt.zeros …): the sections write into it';
        throw new OrderArgumentError(
          'ORDER_BAD_ARGUMENT',
          `order '${this.name}': argument '${name}' must be ${may}, got ${what}`,
        );
      }
      array.checkAlive(`order '${this.name}', argument '${name}'`);
      out.push({ sig: { name, role, dtype: array.dtype, rank: array.shape.length }, array });
    }
    return out;
  }

  private place(bound: readonly Bound[], opts: OrderRunOptions): { device: Device; queue: Queue } {
    if (opts.queue) return { device: opts.queue.device, queue: opts.queue };
    if (opts.device !== undefined) {
      const device = selectDevice(opts.device);
      return { device, queue: device.defaultQueue };
    }
    const arrays = arraysOf(bound);
    const first = arrays[0];
    if (!first) {
      const device = selectDevice(settings().device);
      return { device, queue: device.defaultQueue };
    }
    if (arrays.some((a) => a.queue !== first.queue)) {
      const lines = bound.flatMap((b) =>
        b.array ? [`  ${b.sig.name}: ${b.array.device.id} ${b.array.queue.toString()}`] : [],
      );
      throw new ExecutionPlacementError(
        'LAUNCH_MIXED_PLACEMENT',
        `order '${this.name}': its arrays live on different devices or queues, so tutti cannot tell where to run it (compute follows data):\n${lines.join('\n')}\n` +
          'move them with a.to(device), or pass { device } or { queue } to run() to run there and move data as needed',
      );
    }
    return { device: first.device, queue: first.queue };
  }

  private preferred(opts: OrderRunOptions): string[] {
    const split = (raw: string | readonly string[]): string[] =>
      typeof raw === 'string'
        ? raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [...raw];
    // An empty or absent preference falls back to the configured one.
    const given = split(opts.prefer ?? []);
    const list = given.length ? given : split(settings().orderPrefer);
    for (const p of list) {
      if (!isModel(p)) {
        throw new OrderArgumentError(
          'ORDER_UNKNOWN_MODEL',
          `order '${this.name}': prefer names unknown model '${p}'; known models: ${Object.keys(MODELS).join(', ')}`,
        );
      }
    }
    return list;
  }

  private native(
    model: string,
    section: Section,
    sig: readonly ArgSig[],
    device: Device,
    rangeRank: number,
  ): Promise<NativeRunner> {
    const s = settings();
    const key = [
      model,
      signatureKey(sig),
      device.id,
      rangeRank,
      s.cc,
      s.cxx,
      s.fc,
      s.nvcc,
      s.orderFlags,
    ].join('|');
    let p = this.natives.get(key);
    if (!p) {
      p =
        model === 'wgsl'
          ? ownModule(() => import('./run-wgsl.js')).then((m) =>
              m.prepareWgsl(this.name, section, sig, device, rangeRank),
            )
          : ownModule(() => import('./prepare.js')).then((m) =>
              m.prepareNative(this.name, modelOf(model), section, sig, device, this.fortranShape),
            );
      this.natives.set(key, p);
    }
    return p;
  }

  private kernelFor(section: Section, sig: readonly ArgSig[]): Kernel {
    const key = signatureKey(sig);
    let k = this.kernels.get(key);
    if (!k) {
      k = sectionKernel(this.name, section, sig);
      this.kernels.set(key, k);
    }
    return k;
  }

  /** Picks and prepares the section to run: the first, in priority order, that can. */
  private async choose(
    models: readonly string[],
    bound: readonly Bound[],
    device: Device,
    rangeRank: number,
  ): Promise<{ model: string; tried: SectionAttempt[]; native?: NativeRunner; kernel?: Kernel }> {
    const tried: SectionAttempt[] = [];
    const sig = bound.map((b) => b.sig);
    for (const model of models) {
      const section = this.section(model);
      if (!section) continue;
      const reason =
        section.options?.enable === false
          ? `disabled by enable=False in its header`
          : deviceReason(model, device);
      if (reason) {
        tried.push({ section: model, reason });
        continue;
      }
      try {
        if (model === 'kernel') {
          const kernel = this.kernelFor(section, sig);
          await kernel.compileFor(device);
          return { model, tried, kernel };
        }
        return { model, tried, native: await this.native(model, section, sig, device, rangeRank) };
      } catch (e) {
        tried.push({ section: model, reason: e instanceof Error ? e.message : String(e) });
      }
    }
    throw new OrderError(
      this.name,
      tried,
      'install a compiler for one of the sections (CC, CXX, FC, NVCC), run on a device one of them supports, or add a kernel section as the portable fallback',
    );
  }

  /**
   * Runs the order over `range` (n, [h, w] or [d, h, w]) with its arrays by name. Returns at once;
   * the task resolves when the outputs are valid and tells which section ran where.
   */
  run(
    range: LaunchRange,
    args: Readonly<Record<string, NDArray | number>>,
    opts: OrderRunOptions = {},
  ): OrderTask {
    let work: Promise<OrderResult>;
    try {
      checkOptionKeys(opts, RUN_OPTIONS_SHAPE);
      work = this.submit(extentsOf(this.name, range), args, opts);
    } catch (e) {
      work = Promise.reject(e);
    }
    return new OrderTask(work);
  }

  private submit(
    extents: number[],
    args: Readonly<Record<string, NDArray | number>>,
    opts: OrderRunOptions,
  ): Promise<OrderResult> {
    const bound = this.signature(args);
    const launch: SectionLaunch = {
      teams: parallelism(this.name, 'teams', opts.teams),
      workers: parallelism(this.name, 'workers', opts.workers),
    };
    const isolate = isolateOption('order.run', opts.isolate) ?? this.isolate;
    const { device, queue } = this.place(bound, opts);
    const models = priority(this.models, this.preferred(opts));
    const chosen = this.choose(models, bound, device, extents.length);
    chosen.catch(() => {});
    const reads = arraysOf(bound);
    const writes = arraysOf(bound.filter((b) => b.sig.role === 'out'));
    return queue.task({ reads, writes, what: `order '${this.name}'` }, async (scope) => {
      const c = await chosen;
      if (c.kernel) {
        // The section's kernel runs as part of this task, on its queue (its arrays are the task's).
        // extentsOf checked 1 to 3 integer extents: the tuple type LaunchRange, which number[] is not.
        await scope.launch(c.kernel, extents as unknown as LaunchRange, kernelArgs(c.kernel, bound));
      } else if (c.native) {
        const call = isolate && c.native.runIsolated ? c.native.runIsolated : c.native.run;
        await this.runNative(call, bound, extents, scope, launch);
      }
      return { section: c.model, device, tried: c.tried };
    });
  }

  private async runNative(
    call: SectionCall,
    bound: readonly Bound[],
    extents: readonly number[],
    scope: TaskScope<Device, Queue>,
    launch: SectionLaunch,
  ): Promise<void> {
    const allocs: (Allocation | number)[] = [];
    for (const b of bound) allocs.push(b.array ? await scope.allocation(b.array) : b.value);
    if (extents.every((n) => n > 0)) {
      await call(
        allocs,
        bound.map((b) => b.array?.shape ?? []),
        extents,
        scope.queue.handle,
        launch,
      );
    }
  }

  toString(): string {
    return `Order(${this.name}: ${this.models.join(', ')})`;
  }
}

/**
 * Defines an order: `tt.order({ inputs, outputs, sections })` or `tt.order(text)` in accelpy's
 * format (`set_argnames(("a", "b"), "c")` then `[model, …]` sections), or `tt.order(path)` of a file
 * holding that text (Node). `name` names it in messages.
 */
export function order<const I extends string = string, const O extends string = string>(
  def: OrderDefinition<I, O> | string | URL,
  opts: OrderOptions = {},
): Order {
  checkOptionKeys(opts, {
    api: 'tt.order(def, options)',
    known: ['name', 'env', 'fortranShape', 'isolate'],
    error: orderOptionsError,
  });
  const isolate = isolateOption('tt.order', opts.isolate);
  const shape = opts.fortranShape;
  if (shape !== undefined && shape !== 'numpy' && shape !== 'reversed')
    throw orderOptionsError(
      `tt.order: fortranShape must be 'numpy' or 'reversed', got ${JSON.stringify(shape)}`,
    );
  const extra = { ...(shape ? { fortranShape: shape } : {}), ...(isolate ? { isolate } : {}) };
  if (typeof def === 'string' || def instanceof URL) {
    const { text, name } = orderSource(def);
    return new Order({ ...parseOrderText(text, opts.name ?? name ?? nextOrderName(), opts.env), ...extra });
  }
  if (opts.env !== undefined)
    throw orderOptionsError(
      'tt.order: env gives names to an order text; the object form has no Python part to read them',
    );
  return new Order({ ...fromDefinition(opts.name ? { ...def, name: opts.name } : def), ...extra });
}
