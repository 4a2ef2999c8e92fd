/**
 * The plug every backend implements. A backend lives in src/backends/<id>/ and is listed once in
 * src/backends/registry.ts; nothing else changes when one is added.
 */
import { MAX_GROUP_ITEMS } from '../frontend/workgroup.js';
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
  /**
   * Largest work-group size per axis [x, y, z] as CUDA and WebGPU count them (CPU devices:
   * CPU_WORKGROUP_CAPS; absent: 1024 each);
   * a kernel's dimension d is axis rank-1-d (its fastest dimension is x).
   */
  readonly maxWorkgroupSize?: readonly [number, number, number];
  /** Most items in one work-group (absent: 1024). */
  readonly maxWorkgroupItems?: number;
  /** Most bytes of `g.shared` arrays one work-group may declare (absent: no limit but memory). */
  readonly maxWorkgroupSharedBytes?: number;
  /**
   * The sub-group sizes the device runs (a kernel's `subgroupSize`; absent: SUBGROUP_SIZES). Every
   * backend can run sub-group collectives through work-group memory (frontend/lower-subgroup.ts);
   * GPUs use their hardware sub-groups for the exact ones (ir/subgroup-marks.ts); cuda lists only
   * its warp size, 32.
   */
  readonly subgroupSizes?: readonly number[];
}

/** The sub-group sizes of devices that run any (CPUs and WebGPU): powers of two up to 64. */
export const SUBGROUP_SIZES: readonly number[] = [1, 2, 4, 8, 16, 32, 64];

/**
 * The work-group limits of the CPU backends (native, wasm, js), which run a group's items as loops:
 * tutti's own limit on any axis and in all. Stated in their caps so `caps.maxWorkgroupSize` reads
 * the same on every device.
 */
export const CPU_WORKGROUP_CAPS = {
  maxWorkgroupSize: [MAX_GROUP_ITEMS, MAX_GROUP_ITEMS, MAX_GROUP_ITEMS],
  maxWorkgroupItems: MAX_GROUP_ITEMS,
  subgroupSizes: SUBGROUP_SIZES,
} as const satisfies Pick<DeviceCaps, 'maxWorkgroupSize' | 'maxWorkgroupItems' | 'subgroupSizes'>;

/**
 * The caps every CPU backend (native, wasm, js) reports: f64 and atomics, an i32 launch range per
 * dimension and CPU_WORKGROUP_CAPS. Only the largest array differs between them.
 */
export function cpuCaps(maxBufferBytes: number): DeviceCaps {
  return {
    f64: true,
    atomics: true,
    maxRange: [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1],
    ...CPU_WORKGROUP_CAPS,
    maxBufferBytes,
  };
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
  | { readonly kind: 'scalar'; readonly value: number | boolean | bigint };

export interface LaunchRequest {
  /** One extent per kernel dimension, slowest first. */
  readonly range: readonly number[];
  /** In KernelIR.params order. */
  readonly args: readonly BoundArg[];
  readonly queue: BackendQueue;
  /** The queue profiles: a backend with device timers may return a DeviceTiming from `run`. */
  readonly profile?: boolean;
  /**
   * Set when the executable is the polling variant (`ir.options.poll`): stop the launch after
   * this many milliseconds and reject with KernelTimeoutError (backends/shared/timeout.ts).
   */
  readonly timeoutMs?: number;
  /**
   * Deterministic mode (runtime/deterministic.ts): run the items one after another in index order
   * on one thread, as the js backend does. Only CPU devices receive it.
   */
  readonly sequential?: boolean;
}

/** How long the kernel ran by the device's own clock (e.g. cuEventElapsedTime), in milliseconds. */
export interface DeviceTiming {
  readonly deviceMs: number;
  /**
   * When the device started and ended it, already on the host clock (`performance.now()`), where
   * the backend can place device timestamps there (cuda: a reference event with a host time);
   * without them the runtime ends the run when the host saw it end.
   */
  readonly startedMs?: number;
  readonly endedMs?: number;
}

/** A compiled kernel, ready to run on one device. */
export interface Executable {
  /**
   * Runs the kernel. Rejects (or throws) with KernelRangeError for an out-of-bounds access, and
   * with KernelExecutionError for other failures; the device must stay usable afterwards.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: executables that time nothing keep returning void
  run(req: LaunchRequest): Promise<void | DeviceTiming> | void | DeviceTiming;
  /**
   * `run(req)` with the request prepared once, for a graph replay that calls it many times
   * (runtime/capture-graph.ts on a device without a `replay` hook). `req` does not change while
   * the returned function is used.
   */
  bind?(req: LaunchRequest): () => unknown;
}

/** One launch of a replayed graph (tt.capture, runtime/capture-graph.ts): its executable and request. */
export interface ReplayLaunch {
  readonly exe: Executable;
  readonly req: LaunchRequest;
}

/** Values that change generated code or artifacts: part of the memo and disk-cache keys. */
export type KeyParts = Readonly<Record<string, string | number | boolean>>;

/** A build step whose artifact (a file) is cached on disk, keyed by the generated source. */
export interface BuildStep<R> {
  /** Cache directory kind ('native', 'cuda', 'wasm'): a path component. */
  readonly kind: string;
  /** Artifact file extension ('.so', '.ptx', '.wasm'). */
  readonly ext: string;
  /** Toolchain identity (compiler path and version, flags, target CPU …), part of the disk key. */
  toolchain(): Promise<KeyParts> | KeyParts;
  /** Builds `rendered` into a file inside the private `workDir`; returns its path. */
  run(rendered: R, workDir: string, what: string): Promise<string>;
  /**
   * What the disk key is made of besides target, options and toolchain. 'source' (default): the
   * generated source's hash (render runs on every start; for cheap renderers). 'ir': the IR's
   * content key and tutti's code identity (cache/key.ts codeIdentity), so a warm start skips the
   * renderer; the steps then need `loadArtifact`.
   */
  readonly keyBy?: 'source' | 'ir';
}

/**
 * What a backend provides to compile a kernel; caching is not its business. `R` is the rendered
 * form (C or WGSL text, a wasm module …). Declared with method syntax so a device's
 * `CompileSteps<string>` is usable where `CompileSteps` (of unknown) is expected.
 */
export interface CompileSteps<R = unknown> {
  /** Backend and target, e.g. 'native', 'cuda sm_80', 'webgpu:0' (part of every key). */
  readonly target: string;
  /** Codegen options that change the rendered output (part of every key). */
  options(): KeyParts;
  /** IR -> rendered form. Pure: no device access. */
  render(ir: KernelIR): R | Promise<R>;
  /** The generated source text of `rendered`: hashed into the disk key, shown by `tutti compile --emit`. */
  text(rendered: R): string;
  /** Present when the backend builds an artifact file worth caching on disk (Node only). */
  readonly build?: BuildStep<R>;
  /**
   * Rendered form (and the artifact path, when there is a build step and the disk cache is in
   * use) -> an executable on this device.
   */
  load(ir: KernelIR, rendered: R, artifact: string | undefined): Executable | Promise<Executable>;
  /**
   * Loads an artifact found on disk without rendering: required for build steps keyed by 'ir'; for
   * source-keyed ones, it lets warm starts find the artifact through an IR-keyed alias.
   */
  loadArtifact?(ir: KernelIR, artifact: string): Executable | Promise<Executable>;
}

/**
 * A matrix product a device offers to tt.matmul (a vendor or system library, or the backend's
 * own routine), used instead of tutti's matmul kernels. Backends load what it needs at its first
 * call (a dynamic import), so offering it costs nothing at start-up and pulls no Node-only module
 * into browser bundles.
 */
export interface GemmEntry {
  /** What runs, for diagnostics and benchmarks (`matmulKind`): 'blas', 'cublas', 'wasm-gemm' … */
  readonly name: string;
  /**
   * C = A·B for row-major A [m×k], B [k×n], C [m×n] of `dtype`, on allocations this device uses in
   * place (`canUse`), ordered on `queue` (the runtime has already waited for earlier work on the
   * three arrays); resolves when every element of C is written (C's old contents are not read).
   * Counts its own launches (`count('launches')`).
   */
  run(
    queue: BackendQueue,
    dtype: 'f32' | 'f64',
    dims: readonly [m: number, k: number, n: number],
    a: Allocation,
    b: Allocation,
    c: Allocation,
  ): Promise<void>;
}

/**
 * Library routines a device offers to the array operations (src/ops). An operation asks its
 * device for an entry and runs its own kernels when the device has none: it never asks which
 * backend the device belongs to.
 */
export interface DeviceLibrary {
  /** tt.matmul's product (native: a system BLAS; wasm: its own GEMM; cuda: cuBLAS). */
  readonly gemm?: GemmEntry;
}

/**
 * Facts about how a device runs work that operations and programs tune by (block sizes, worker
 * counts, which kernel of several). Each says what it means, never which backend has it; absent
 * means false.
 */
export interface DeviceTraits {
  /**
   * A launch's items run one after another on the calling thread (js): splitting work into
   * blocks or workers to run in parallel only adds overhead.
   */
  readonly sequentialItems?: boolean;
  /**
   * Work-group kernels that stage tiles of their operands in `g.shared` memory beat
   * register-blocked kernels (a hardware GPU, measured on webgpu: tt.matmul's group kernel).
   */
  readonly sharedMemoryTiles?: boolean;
  /**
   * Register-blocked kernels gain from wide (4 × 8) tiles, and shared-memory tiles do not pay:
   * a GPU emulated on the CPU (llvmpipe), where `g.shared` is the same cache as the arrays and
   * every barrier switches all of a group's coroutines (docs/ops.md).
   */
  readonly wideRegisterTiles?: boolean;
}

export interface BackendDevice {
  readonly info: DeviceInfo;
  /** Why the device stopped working after it was opened (a lost GPU device); undefined while it works. */
  lost?(): string | undefined;
  /**
   * Throws the backend's coded error (WEBGPU_DEVICE_LOST) once the device is lost, for host-side
   * work on its arrays (write, fill) that touches no GPU call able to fail by itself: a lost
   * WebGPU device turns its calls into silent no-ops.
   */
  checkNotLost?(what: string): void;
  /** Library routines the array operations use instead of their kernels (absent: none). */
  readonly library?: DeviceLibrary;
  /** How the device runs work, for tuning (absent: no trait). */
  readonly traits?: DeviceTraits;
  /** Where this device's arrays live. CPU-family backends share the host space. */
  readonly memory: MemorySpace;
  /** True when the device can use `alloc` in place (no copy). */
  canUse(alloc: Allocation): boolean;
  /**
   * How this device turns IR into an executable: render -> (build) -> load. Several step sets are
   * tried in order (e.g. a cubin for the GPU's architecture, then PTX). The runtime's compile
   * service (runtime/compile-service.ts) runs them and owns the memo, the disk cache and the stats.
   */
  readonly steps: CompileSteps | readonly CompileSteps[];
  createQueue(): BackendQueue;
  /**
   * Runs a captured graph's launches in order with as few host calls as the device allows (native:
   * one C call). The runtime has acquired every array and ordered the replay on `queue`; the
   * `launches` array is the same object while the graph's allocations and scalars are unchanged,
   * so a backend may cache what it prepares per array. Rejects like `Executable.run` on the first
   * failing launch. Absent: the runtime runs the executables one after another.
   */
  replay?(launches: readonly ReplayLaunch[], queue: BackendQueue): Promise<void> | void;
  /** Waits until all work submitted to `queue` has finished. */
  sync?(queue: BackendQueue): Promise<void>;
  /** CPU devices: how many threads a launch uses now (what `partition` divides). */
  threadCount?(): number;
  /**
   * CPU devices: sub-devices running on `threads[k]` threads each, sharing this device's memory
   * (arrays move between them without copies) and able to run at the same time.
   */
  partition?(threads: readonly number[]): BackendDevice[];
  /**
   * A sub-device made by `partition`: the device whose compiled executables it runs, so a kernel
   * compiled (or loaded) on the parent is not compiled or loaded again for each sub-device. Its
   * executables must then take what differs per sub-device from the launch's queue (native: the
   * OpenMP thread count; wasm: the worker pool).
   */
  readonly executablesOf?: BackendDevice;
}

export interface Backend {
  /** 'js', 'wasm', 'native', 'webgpu', 'cuda' … */
  readonly id: string;
  readonly kind: DeviceKind;
  /** Whether the backend can run here, and its devices. Runs once, when a device of it is first needed. */
  probe(): ProbeResult | Promise<ProbeResult>;
  /**
   * The same answer synchronously (blocking if it must, e.g. a first-ever compiler check), for
   * backends that can give it without waiting on the event loop. The synchronous API
   * (`tt.devices()`, `tt.device()`, array creation) can only use backends that have it; the others
   * (WebGPU: adapters are requested asynchronously) are probed by `await tt.init()`.
   */
  probeSync?(): ProbeResult;
  /** Opens device `info.index`; called once per device after a successful probe. */
  open(info: DeviceInfo): BackendDevice;
  /** Releases everything the backend holds (for process exit). */
  shutdown?(): Promise<void> | void;
  /**
   * The generated source of `ir` without a device (for `tutti compile --emit` and
   * `kernel.generatedSource()` where the backend's runtime is missing, e.g. cuda without a GPU).
   */
  source?(ir: KernelIR): Promise<string>;
}
