/**
 * The `js` backend: kernels compiled to JavaScript with `new Function`, run on the calling thread
 * over host memory (zero-copy with every host-addressable allocation). It is the executable
 * definition of the IR's semantics; every other backend is tested against it.
 */
import { KernelExecutionError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import { hostSpace } from '../../memory/space.js';
import {
  type Backend,
  type BackendDevice,
  type CompileSteps,
  cpuCaps,
  type DeviceInfo,
  type DeviceTraits,
  type Executable,
  type LaunchRequest,
} from '../backend.js';
import { siteRangeError } from '../shared/range-error.js';
import { timeoutError } from '../shared/timeout.js';
import { renderJs } from './render.js';

type KernelFn = (...args: unknown[]) => void;
type Factory = (oob: (site: number, index: number, length: number) => never, due: () => void) => KernelFn;

/** Thrown inside generated code; carries the site so the runtime can name array and location. */
class OutOfBounds {
  constructor(
    readonly site: number,
    readonly index: number,
    readonly length: number,
  ) {}
}

const oob = (site: number, index: number, length: number): never => {
  throw new OutOfBounds(site, index, length);
};

/** Thrown by the polling variant's back-edge check once the launch's deadline has passed. */
class TimedOut {}

/**
 * The js backend runs on the calling thread, so no timer can fire during a launch: the polling
 * variant reads the clock at its back-edges instead. Launches run one at a time (synchronously),
 * so one deadline per executable suffices.
 */
class Deadline {
  at = Number.POSITIVE_INFINITY;
  readonly due = (): void => {
    if (performance.now() > this.at) throw new TimedOut();
  };
}

/**
 * `fn` called with `args`, which do not change: passed one by one rather than spread at each call
 * (a spread call costs about as much as a 64-item kernel), up to twelve arguments.
 */
function fixedCall(fn: KernelFn, args: readonly unknown[]): () => void {
  const [a, b, c, d, e, f, g, h, i, j, k, l] = args;
  switch (args.length) {
    case 3:
      return () => fn(a, b, c);
    case 4:
      return () => fn(a, b, c, d);
    case 5:
      return () => fn(a, b, c, d, e);
    case 6:
      return () => fn(a, b, c, d, e, f);
    case 7:
      return () => fn(a, b, c, d, e, f, g);
    case 8:
      return () => fn(a, b, c, d, e, f, g, h);
    case 9:
      return () => fn(a, b, c, d, e, f, g, h, i);
    case 10:
      return () => fn(a, b, c, d, e, f, g, h, i, j);
    case 11:
      return () => fn(a, b, c, d, e, f, g, h, i, j, k);
    case 12:
      return () => fn(a, b, c, d, e, f, g, h, i, j, k, l);
    default:
      return () => fn(...args);
  }
}

/** `fn(...args)` without the spread for the usual counts (a spread call costs ~0.1 µs a launch). */
function callWith(fn: KernelFn, a: readonly unknown[]): unknown {
  switch (a.length) {
    case 4:
      return fn(a[0], a[1], a[2], a[3]);
    case 5:
      return fn(a[0], a[1], a[2], a[3], a[4]);
    case 6:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5]);
    case 7:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    case 8:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    default:
      return fn(...a);
  }
}

class JsExecutable implements Executable {
  constructor(
    private readonly ir: KernelIR,
    private readonly fn: KernelFn,
    private readonly deadline: Deadline,
  ) {}

  run(req: LaunchRequest): void {
    this.call(req, this.argsOf(req));
  }

  /** A graph replay's launch: the function's arguments made once. */
  bind(req: LaunchRequest): () => void {
    const args = this.argsOf(req);
    if (req.timeoutMs) return () => this.call(req, args);
    const call = fixedCall(this.fn, args);
    return () => {
      try {
        call();
      } catch (e) {
        this.failed(req, e);
      }
    };
  }

  private argsOf(req: LaunchRequest): unknown[] {
    const wg = this.ir.workgroup;
    const r = req.range;
    // A work-group kernel's function runs over the group grid (range / workgroup per dimension).
    const args: unknown[] = wg
      ? [(r[0] ?? 1) / (wg[0] ?? 1), (r[1] ?? 1) / (wg[1] ?? 1), (r[2] ?? 1) / (wg[2] ?? 1)]
      : [r[0] ?? 1, r[1] ?? 1, r[2] ?? 1];
    for (const a of req.args) args.push(a.kind === 'array' ? a.alloc.host : a.value);
    return args;
  }

  private call(req: LaunchRequest, args: readonly unknown[]): void {
    this.deadline.at = req.timeoutMs ? performance.now() + req.timeoutMs : Number.POSITIVE_INFINITY;
    try {
      callWith(this.fn, args);
    } catch (e) {
      this.failed(req, e);
    }
  }

  /** The error a throw inside the kernel's function becomes. */
  private failed(req: LaunchRequest, e: unknown): never {
    if (e instanceof OutOfBounds) {
      throw siteRangeError(this.ir, e.site, e.index, req.args, () => e.length);
    }
    if (e instanceof TimedOut) throw timeoutError(this.ir, 'js', req.timeoutMs ?? 0);
    throw new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `kernel '${this.ir.name}' failed on js: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
}

/** IR -> JavaScript -> a function made with `new Function` (no build step, no disk cache). */
export const jsSteps: CompileSteps<string> = {
  target: 'js',
  options: () => ({}),
  render: renderJs,
  text: (code) => code,
  load: (ir, code) => {
    const deadline = new Deadline();
    return new JsExecutable(
      ir,
      (new Function('oob', 'tt_due', code) as Factory)(oob, deadline.due),
      deadline,
    );
  },
};

const INFO: DeviceInfo = {
  index: 0,
  name: 'JavaScript (this thread)',
  kind: 'cpu',
  caps: cpuCaps(2 ** 33),
};

class JsDevice implements BackendDevice {
  readonly info = INFO;
  readonly memory = hostSpace;
  canUse(alloc: { host: unknown }): boolean {
    return alloc.host !== undefined;
  }
  readonly steps = jsSteps;
  /** Launches run their items in a loop on the calling thread. */
  readonly traits: DeviceTraits = { sequentialItems: true };
  createQueue(): null {
    return null;
  }
}

export const jsBackend: Backend = {
  id: 'js',
  kind: 'cpu',
  probe: () => ({ available: true, devices: [INFO] }),
  probeSync: () => ({ available: true, devices: [INFO] }),
  open: () => new JsDevice(),
};
