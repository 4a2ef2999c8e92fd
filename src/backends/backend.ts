/**
 * The plug every backend implements. A backend lives in src/backends/<id>/ and is listed once in
 * src/backends/registry.ts; nothing else changes when one is added.
 */
import type { KernelIR } from '../ir/nodes.js';
import type { Allocation, MemorySpace } from '../memory/space.js';

export type DeviceKind = 'cpu' | 'gpu';

export interface DeviceCaps {
  /** The device computes in f64. */
  readonly f64: boolean;
  /** Atomics on i32/u32 arrays. */
  readonly atomics: boolean;
  /** Largest launch range per dimension. */
  readonly maxRange: readonly [number, number, number];
  /** Largest array in bytes. */
  readonly maxBufferBytes: number;
}

/** What a backend reports for one of its devices. */
export interface DeviceInfo {
  /** Index among the backend's devices: the N of `webgpu:N`. */
  readonly index: number;
  readonly name: string;
  readonly kind: DeviceKind;
  readonly caps: DeviceCaps;
  /** A software implementation (e.g. llvmpipe) rather than hardware. */
  readonly software?: boolean;
  /** Backend-specific details shown by `tt.devices()` (limits, compute capability, …). */
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}

export type ProbeResult =
  | { readonly available: true; readonly devices: readonly DeviceInfo[] }
  | { readonly available: false; readonly reason: string };

/** A backend's per-queue state (a CUDA stream, a worker pool slot, …); opaque to the runtime. */
export type BackendQueue = unknown;

export type BoundArg =
  | { readonly kind: 'array'; readonly alloc: Allocation; readonly length: number }
  | { readonly kind: 'scalar'; readonly value: number | boolean };

export interface LaunchRequest {
  /** One extent per kernel dimension, slowest first. */
  readonly range: readonly number[];
  /** In KernelIR.params order. */
  readonly args: readonly BoundArg[];
  readonly queue: BackendQueue;
}

/** A compiled kernel, ready to run on one device. */
export interface Executable {
  /**
   * Runs the kernel. Rejects (or throws) with KernelRangeError for an out-of-bounds access, and
   * with KernelExecutionError for other failures; the device must stay usable afterwards.
   */
  run(req: LaunchRequest): Promise<void> | void;
}

export interface BackendDevice {
  readonly info: DeviceInfo;
  /** Where this device's arrays live. CPU-family backends share the host space. */
  readonly memory: MemorySpace;
  /** True when the device can use `alloc` in place (no copy). */
  canUse(alloc: Allocation): boolean;
  compile(ir: KernelIR): Promise<Executable> | Executable;
  /** The generated source (C, WGSL, wat, JS) for inspection, e.g. `tutti compile --emit`. */
  source?(ir: KernelIR): Promise<string> | string;
  createQueue(): BackendQueue;
  /** Waits until all work submitted to `queue` has finished. */
  sync?(queue: BackendQueue): Promise<void>;
}

export interface Backend {
  /** 'js', 'wasm', 'native', 'webgpu', 'cuda' … */
  readonly id: string;
  readonly kind: DeviceKind;
  /** Whether probing is cheap and synchronous. Async probes run once, when tutti is imported. */
  probe(): ProbeResult | Promise<ProbeResult>;
  /** Opens device `info.index`; called once per device after a successful probe. */
  open(info: DeviceInfo): BackendDevice;
  /** Releases everything the backend holds (for process exit). */
  shutdown?(): Promise<void> | void;
}
