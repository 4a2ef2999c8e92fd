/**
 * A test-only backend with its own address space: its allocations are not host-addressable, so
 * every use from the host or from another device must move data, and the counters show each move.
 * It runs kernels with the js backend's code on its private buffers.
 */

import type { CompileSteps } from '../../src/backends/backend.js';
import { jsSteps } from '../../src/backends/js/backend.js';
import type {
  Allocation,
  Backend,
  BackendDevice,
  DeviceInfo,
  Executable,
  LaunchRequest,
  MemorySpace,
} from '../../src/index.js';
import * as tt from '../../src/index.js';
import { type AnyTypedArray, type ArrayDTypeName, newTypedArray } from '../../src/types/dtype.js';

class SimAllocation implements Allocation {
  readonly host = undefined;
  freed = false;
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly handle: AnyTypedArray,
  ) {}
  get length(): number {
    return this.handle.length;
  }
}

export class SimSpace implements MemorySpace {
  readonly id = 'sim:0';
  live = 0;
  alloc(dtype: ArrayDTypeName, length: number): Allocation {
    this.live++;
    return new SimAllocation(this, dtype, newTypedArray(dtype, length));
  }
  /**
   * The same memory seen as another dtype of the same element size (GPU spaces provide this for
   * the sort's bit views); the view borrows the memory, so it is born freed.
   */
  wrap(dtype: ArrayDTypeName, length: number, handle: unknown): Allocation {
    const h = handle as AnyTypedArray;
    const ctor = newTypedArray(dtype, 0).constructor as new (
      b: ArrayBufferLike,
      offset: number,
      length: number,
    ) => AnyTypedArray;
    const view = new SimAllocation(this, dtype, new ctor(h.buffer, h.byteOffset, length));
    view.freed = true;
    return view;
  }
  allocZeroed(dtype: ArrayDTypeName, length: number): Promise<Allocation> {
    return Promise.resolve(this.alloc(dtype, length));
  }
  free(a: Allocation): void {
    if (a instanceof SimAllocation && !a.freed) {
      a.freed = true;
      this.live--;
    }
  }
  async upload(dst: Allocation, src: AnyTypedArray): Promise<void> {
    await Promise.resolve();
    (dst.handle as Float64Array).set(src as Float64Array);
  }
  async download(src: Allocation, dst: AnyTypedArray): Promise<void> {
    await Promise.resolve();
    (dst as Float64Array).set(src.handle as Float64Array);
  }
}

const INFO: DeviceInfo = {
  index: 0,
  name: 'simulated device (separate memory)',
  kind: 'gpu',
  software: true,
  caps: { f64: false, atomics: true, maxRange: [2 ** 31 - 1, 65535, 65535], maxBufferBytes: 2 ** 30 },
};

export const simSpace = new SimSpace();

/** The js backend's steps, with launches that see the sim space's handles as host arrays. */
const simSteps: CompileSteps<string> = {
  ...jsSteps,
  target: 'sim',
  async load(ir, code, artifact): Promise<Executable> {
    const exe = await jsSteps.load(ir, code, artifact);
    return {
      run: async (req: LaunchRequest) => {
        await Promise.resolve();
        const args = req.args.map((a) =>
          a.kind === 'array' ? { ...a, alloc: { ...a.alloc, host: a.alloc.handle as AnyTypedArray } } : a,
        );
        await exe.run({ ...req, args });
      },
    };
  },
};

/**
 * A sim backend under another id whose device also offers `extra`: library entries (a `gemm`)
 * and traits, to test that operations choose by what a device offers, never by its name.
 */
export function simVariant(id: string, extra: Pick<BackendDevice, 'library' | 'traits'>): Backend {
  return {
    id,
    kind: 'gpu',
    probe: () => ({ available: true, devices: [INFO] }),
    open: (): BackendDevice => ({
      info: INFO,
      memory: simSpace,
      canUse: (a) => a.space === simSpace,
      steps: simSteps,
      createQueue: () => null,
      ...extra,
    }),
  };
}

export const simBackend: Backend = simVariant('sim', {});

let registered: Promise<readonly tt.Device[]> | undefined;

/** Registers the sim backend once per test process. */
export function useSimBackend(): Promise<readonly tt.Device[]> {
  registered ??= tt.registerBackend(simBackend);
  return registered;
}
