/**
 * The `js` backend: kernels compiled to JavaScript with `new Function`, run on the calling thread
 * over host memory (zero-copy with every host-addressable allocation). It is the executable
 * definition of the IR's semantics; every other backend is tested against it.
 */
import { KernelExecutionError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import { hostSpace } from '../../memory/space.js';
import type {
  Backend,
  BackendDevice,
  CompileSteps,
  DeviceInfo,
  Executable,
  LaunchRequest,
} from '../backend.js';
import { siteRangeError } from '../shared/range-error.js';
import { renderJs } from './render.js';

type KernelFn = (...args: unknown[]) => void;
type Factory = (oob: (site: number, index: number, length: number) => never) => KernelFn;

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

class JsExecutable implements Executable {
  constructor(
    private readonly ir: KernelIR,
    private readonly fn: KernelFn,
  ) {}

  run(req: LaunchRequest): void {
    const args: unknown[] = [req.range[0] ?? 1, req.range[1] ?? 1, req.range[2] ?? 1];
    for (const a of req.args) args.push(a.kind === 'array' ? a.alloc.host : a.value);
    try {
      this.fn(...args);
    } catch (e) {
      if (e instanceof OutOfBounds) {
        throw siteRangeError(this.ir, e.site, e.index, req.args, () => e.length);
      }
      throw new KernelExecutionError(
        'KERNEL_EXECUTION_FAILED',
        `kernel '${this.ir.name}' failed on js: ${e instanceof Error ? e.message : String(e)}`,
        { cause: e },
      );
    }
  }
}

/** IR -> JavaScript -> a function made with `new Function` (no build step, no disk cache). */
export const jsSteps: CompileSteps<string> = {
  target: 'js',
  options: () => ({}),
  render: renderJs,
  text: (code) => code,
  load: (ir, code) => new JsExecutable(ir, (new Function('oob', code) as Factory)(oob)),
};

const INFO: DeviceInfo = {
  index: 0,
  name: 'JavaScript (this thread)',
  kind: 'cpu',
  caps: {
    f64: true,
    atomics: true,
    maxRange: [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1],
    maxBufferBytes: 2 ** 33,
  },
};

class JsDevice implements BackendDevice {
  readonly info = INFO;
  readonly memory = hostSpace;
  canUse(alloc: { host: unknown }): boolean {
    return alloc.host !== undefined;
  }
  readonly steps = jsSteps;
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
