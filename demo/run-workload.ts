/** Runs a workload on a device: arrays created there, one launch, outputs read back. */
import * as tt from '../src/index.js';
import type { Host, Workload } from './workloads.js';

export interface DeviceRun {
  /** Output arrays read back to the host. */
  readonly outputs: Record<string, Host>;
  /** Wall time of the launch including waiting for completion, in ms. */
  readonly ms: number;
}

/** Prepares arrays on `device`; returns a function that launches once and resolves when done. */
export function prepare(w: Workload, size: number, device: tt.Device) {
  const { inputs, range, outputs } = w.make(size);
  const arrays: Record<string, tt.NDArray> = {};
  const args: Record<string, tt.NDArray | number> = {};
  for (const [k, v] of Object.entries(inputs)) {
    if (typeof v === 'number') args[k] = v;
    else {
      arrays[k] = tt.array(v as Float32Array, { device });
      args[k] = arrays[k];
    }
  }
  return {
    inputs,
    launch: (opts?: tt.LaunchOptions) => w.kernel.launch(range, args as never, opts),
    read: async () => {
      const out: Record<string, Host> = {};
      for (const o of outputs) out[o] = (await arrays[o]?.read()) as Host;
      return out;
    },
    /** Writes fresh copies of the original inputs (for repeated timing of in-place kernels). */
    reset: async () => {
      for (const [k, a] of Object.entries(arrays)) await a.write(inputs[k] as Host);
    },
    dispose: () => {
      for (const a of Object.values(arrays)) a.dispose();
    },
    /** The device array made for input `name` (undefined for scalars). */
    array: (name: string): tt.NDArray | undefined => arrays[name],
  };
}

/**
 * A workload prepared on `device` for repeated timing: `run` launches and waits for the outputs on
 * the host (`hostView()`: zero-copy where the device shares host memory), `outputs` launches once
 * more and reads them (then restores the inputs, for in-place kernels), `dispose` frees the arrays.
 */
export function timedRunner(w: Workload, size: number, device: tt.Device) {
  const p = prepare(w, size, device);
  const { outputs } = w.make(1);
  return {
    run: async () => {
      await p.launch();
      for (const o of outputs) await p.array(o)?.hostView();
    },
    outputs: async () => {
      await p.launch();
      const got = await p.read();
      await p.reset();
      return got;
    },
    dispose: () => p.dispose(),
  };
}

export async function runOnce(w: Workload, size: number, device: tt.Device): Promise<DeviceRun> {
  const p = prepare(w, size, device);
  const t0 = performance.now();
  await p.launch();
  const ms = performance.now() - t0;
  const outputs = await p.read();
  p.dispose();
  return { outputs, ms };
}

/** The hand-written JS result for the same inputs. */
export function jsReference(w: Workload, size: number): Record<string, Host> {
  const { inputs, outputs } = w.make(size);
  w.js(inputs);
  return Object.fromEntries(outputs.map((o) => [o, inputs[o] as Host]));
}
