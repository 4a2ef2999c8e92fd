/**
 * tutti — write a compute kernel once in TypeScript, run it on every device the machine has.
 * This file only re-exports the public API (see docs/architecture.md).
 */
import type { Device } from './runtime/device.js';
import { initDevices, listDevices, shutdownBackends } from './runtime/devices.js';
import { Queue as DeviceQueue } from './runtime/queue.js';
// registers deterministic mode's ordered float atomics on GPUs with the runtime (runtime/deterministic.ts)
import './ops/ordered-atomics.js';

export { type GradOptions, grad, valueAndGrad } from './autodiff/grad.js';
export { Tape, type TapeOptions } from './autodiff/tape.js';
export type * from './backends/backend.js';
export {
  type DevicePointerOptions,
  devicePointerOf,
  fromDevicePointer,
} from './backends/cuda/interop.js';
export {
  fromGPUBuffer,
  type GPUBufferArrayOptions,
  gpuBufferOf,
  gpuDeviceOf,
} from './backends/webgpu/interop.js';
export { SETTING_KEYS, type SettingKey } from './config/schema.js';
export {
  configSources,
  configure,
  type ExplainedSetting,
  explainSettings,
  type SettingSource,
  type Settings,
  settings,
} from './config/settings.js';
export * from './errors/autodiff.js';
export * from './errors/errors.js';
export * from './errors/orders.js';
export * from './errors/pipeline.js';
export * from './interop/exchange.js';
export type { Expr as IRExpr, KernelIR, RawKernelIR, Stmt as IRStmt } from './ir/nodes.js';
export type { Allocation, MemorySpace } from './memory/space.js';
export { hostSpace } from './memory/space.js';
export { resetStats, type Stats, stats } from './memory/stats.js';
export * from './ops/vector-exports.js';
export { Order, type OrderOptions, order } from './orders/order.js';
export type { OrderRunOptions } from './orders/run-options.js';
export type {
  OrderDefinition,
  OrderKernelArray,
  OrderKernelFunction,
  OrderKernelParams,
  OrderSections,
  Section as OrderSection,
} from './orders/spec.js';
export { type OrderResult, OrderTask } from './orders/task.js';
export {
  type LogPoint,
  type PassEntry,
  type PassInfo,
  pipeline,
  type UserPass,
} from './passes/pipeline-api.js';
export type { ArrayCore } from './runtime/array-core.js';
export type { ReadRange, WriteRange } from './runtime/array-range.js';
export type { Aspect } from './runtime/aspects.js';
export { capture, Graph, type ReplayOptions } from './runtime/capture.js';
export { type ArrayOptions, array, empty, full, type PlacementOptions, zeros } from './runtime/create.js';
export { kernel } from './runtime/define-kernel.js';
export { struct } from './runtime/define-struct.js';
export { Device } from './runtime/device.js';
export { registerBackend } from './runtime/devices.js';
export { dtypeOf } from './runtime/dtype-of.js';
export { Event, type EventKind, type EventLike, type EventProfile } from './runtime/event.js';
export {
  type GenericBinding,
  GenericKernel,
  type GenericLaunchArgs,
} from './runtime/generic-kernel.js';
export { Kernel, type KernelOptions } from './runtime/kernel.js';
export type { SourceOptions } from './runtime/kernel-options.js';
export type { LaunchArgs, LaunchOptions } from './runtime/launch-args.js';
export { NDArray } from './runtime/ndarray.js';
export { type DeviceSelector, selectDevice as device } from './runtime/select.js';
export { type TraceData, type TraceEvent, type TraceOptions, trace } from './runtime/trace.js';
export type { AccessibleOptions, ToOptions, TransferSync } from './runtime/transfer-mode.js';
export { type AtomicMinMaxArray, atomicMax, atomicMin, fence } from './types/atomics.js';
export {
  type ArrayDTypeName,
  bool,
  type DType,
  type DTypeName,
  f16,
  f32,
  f64,
  i8,
  i16,
  i32,
  i64,
  type SmallDTypeName,
  u8,
  u8c,
  u16,
  u32,
  u64,
} from './types/dtype.js';
export { f16Bits, f16Value } from './types/f16.js';
export {
  float,
  type GenericArrayParam,
  int,
  type ShapedGenericArrayParam,
  type TypeVar,
} from './types/generic.js';
export type { GenericKernelParams, GenericSchema } from './types/generic-params.js';
export { philox4x32, rand, rand64, randInt, randn } from './types/random.js';
export { randn64 } from './types/random64.js';
export type { WorkGroup } from './types/schema.js';
export {
  type ArrayParam,
  arrayOf,
  type IndexAnnotation,
  type KernelIndex,
  type KernelParams,
  type LaunchRange,
  type RangeOf,
  type Schema,
  type ShapedArrayParam,
  type ShapedView,
} from './types/schema.js';

/** Every device tutti knows, available or not (with the reason), in preference order. */
export const devices = listDevices;

/**
 * Probes every backend (or those named: `tt.init(['webgpu'])`) and resolves when done. tutti probes
 * nothing at import; the synchronous API probes the backends it needs itself, except WebGPU, whose
 * adapters are requested asynchronously: await this once before selecting WebGPU devices.
 */
export const init = initDevices;

/** Releases backend resources (GPU instances, worker pools) so the process can exit. */
export const shutdown = shutdownBackends;

/** An in-order queue of a device; `queue.device` is that Device. */
export type Queue = DeviceQueue<Device>;
export const Queue = DeviceQueue;

export * as np from './np/index.js';
export { type JitFunction, jit } from './np/jit.js';
export { argmax, argmin } from './ops/arg-reduce.js';
export { type MatmulDims, matmul } from './ops/matmul.js';
export { type AxisOptions, prod, reduce, sum } from './ops/reduce.js';
export { cumsum, type ScanOptions, scan } from './ops/scan.js';
export { argsort, sort } from './ops/sort.js';
export { max, min } from './ops/vector-min-max.js';
export { AsyncProgram } from './programs/async-program.js';
export { programSpec } from './programs/define.js';
export { EventProgram } from './programs/event-program.js';
export type { ProgramReport, ProgramTuning, RunOptions as ProgramRunOptions } from './programs/report.js';
export {
  type AsyncFn,
  type AsyncFnOptions,
  asyncFn,
  type CallBounds,
  type ProgramHandle,
  ProgramSpec,
  type ProgramSpecDefinition,
  type ProgramState,
} from './programs/spec.js';
export type { QueueOptions } from './runtime/queue.js';
