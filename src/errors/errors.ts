/**
 * Every failure a user can cause is one of these classes, each with a stable `code`.
 * Messages say what went wrong, where, and how to fix it.
 */

import type { ErrorCode } from './codes.js';
import { KernelRangeError, KernelSourceError, KernelSyntaxError, KernelTypeError } from './located-errors.js';
import { nameErrorClasses } from './names.js';
import { TuttiError } from './tutti-error.js';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './codes.js';
export {
  KernelRangeError,
  KernelSourceError,
  KernelSyntaxError,
  KernelTypeError,
  type SourceLocation,
  type UserFileLocation,
} from './located-errors.js';
export { TuttiError } from './tutti-error.js';

/** A kernel failed while running for a reason other than an index out of bounds. */
export class KernelExecutionError extends TuttiError {}

/** A backend could not build a kernel (compiler failure, shader rejected). */
export class KernelBuildError extends TuttiError {}

/** No device matches a selector. */
export class DeviceNotFoundError extends TuttiError {
  readonly selector: string;
  constructor(selector: string, known: string) {
    super('DEVICE_NOT_FOUND', `no device matches '${selector}'; known devices:\n${known}`);
    this.selector = selector;
  }
}

/**
 * A device selector needs a backend that is probed asynchronously (WebGPU) and has not been yet:
 * `await tt.init()` once before selecting such devices synchronously.
 */
export class DeviceNotProbedError extends TuttiError {
  readonly selector: string;
  readonly backend: string;
  constructor(selector: string, backend: string) {
    super(
      'DEVICE_NOT_PROBED',
      `device selector '${selector}' depends on the ${backend} backend, which is probed asynchronously and has not been yet (tutti probes nothing at import); call \`await tt.init()\` once before selecting devices (or \`await tt.init(['${backend}'])\`), or select a CPU backend ('cpu', 'native', 'wasm', 'js'), which needs no init`,
    );
    this.selector = selector;
    this.backend = backend;
  }
}

/** A device was asked for explicitly but its backend cannot run here. */
export class BackendUnavailableError extends TuttiError {
  readonly backend: string;
  readonly reason: string;
  constructor(backend: string, reason: string) {
    super(
      'BACKEND_UNAVAILABLE',
      `backend '${backend}' is unavailable: ${reason}; select 'cpu', 'gpu' or 'auto' to fall back`,
    );
    this.backend = backend;
    this.reason = reason;
  }
}

/**
 * tutti's own files — a module it loads when first needed, or a package beside it (koffi, binaryen)
 * — are gone: the installation was moved or deleted (an upgrade, `npm ci`, a rebuild) while this
 * process ran. What the process already loaded keeps working; restarting it loads the new install.
 */
export class InstallMovedError extends TuttiError {
  /** What could not be loaded: a module of tutti's, or a package it uses. */
  readonly missing: string;
  constructor(missing: string, options?: { cause?: unknown }) {
    super(
      'INSTALL_MOVED',
      `tutti cannot load ${missing}: its installation was moved or deleted while this process ` +
        'was running; restart the process (it loads what is installed now)',
      options,
    );
    this.missing = missing;
  }
}

/** Arrays of one launch live on different devices or queues (compute follows data). */
export class ExecutionPlacementError extends TuttiError {}

/** A launch's arguments or range do not match the kernel's schema. */
export class LaunchArgumentError extends TuttiError {}

/** tt.capture() met work it cannot record, or graph.replay() was given bad input (`CAPTURE_*`). */
export class CaptureError extends TuttiError {}

/** An NDArray was used after `dispose()`. */
export class ArrayDisposedError extends TuttiError {}

/** Array creation or movement was asked for something impossible (bad shape, dtype, size). */
export class ArrayError extends TuttiError {}

/** An array descriptor (the array exchange, docs/memory.md) tutti cannot import, or bad exchange options. */
export class DescriptorError extends TuttiError {}

/** A kernel definition itself is malformed (schema, options, helper list). */
export class KernelDefinitionError extends TuttiError {}

/** `registerBackend` was given a backend whose id is already taken. */
export class BackendRegistrationError extends TuttiError {
  readonly backend: string;
  constructor(backend: string) {
    super(
      'BACKEND_DUPLICATE_ID',
      `a backend with id '${backend}' is already registered; give the new backend another id`,
    );
    this.backend = backend;
  }
}

/** A setting has an unknown key or an ill-typed value. */
export class ConfigError extends TuttiError {}

/**
 * A failure of tutti itself, never of the calling code: an invariant of the compiler or runtime
 * did not hold. Its code is always `TUTTI_BUG`; the message asks for a report.
 */
export class InternalError extends TuttiError {
  /** What went wrong inside tutti, without the request to report it. */
  readonly detail: string;
  constructor(detail: string, options?: { cause?: unknown }) {
    super(
      'TUTTI_BUG',
      `internal error in tutti: ${detail}\n  this is a bug in tutti, not in your code: please report it ` +
        'with this message and the kernel or call that caused it',
      options,
    );
    this.detail = detail;
  }
}

/** A program specification (tt.programSpec / tt.asyncFn) that tutti refuses, located in the function it concerns. */
export class ProgramSpecError extends KernelSourceError {}

/** A program's specification is malformed as a whole (no location in a function). */
export class ProgramDefinitionError extends TuttiError {}

/** A program run that cannot complete (pass limit reached, a declared call bound exceeded, bad state). */
export class ProgramRunError extends TuttiError {}

/**
 * An array operation (tt.sum, tt.sort, tt.matmul, …) was called with input it cannot use: an
 * empty array where a result needs elements, an axis out of range, a combiner outside the kernel
 * language, a dtype the operation does not take, or shapes that do not match. Nothing has run.
 */
export class ArrayOpError extends TuttiError {
  /** The operation, e.g. 'tt.argmin'. */
  readonly op: string;
  constructor(code: ErrorCode, op: string, message: string, options?: { cause?: unknown }) {
    super(code, `${op}: ${message}`, options);
    this.op = op;
  }
}

/**
 * A failure in tutti/mpi: an MPI call's error (its MPI error string in the message, the MPI
 * error code in `mpiCode`), no MPI library, arrays that do not fit an operation, a timeout.
 */
export class MpiError extends TuttiError {
  /** The MPI error code when the MPI library reported the failure. */
  readonly mpiCode: number | undefined;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; mpiCode?: number }) {
    super(code, message, options);
    this.mpiCode = options?.mpiCode;
  }
}

/** A device selector string that cannot be parsed (`backend:type:N`, or a comma list of them). */
export class DeviceSelectorError extends TuttiError {}

/** `createSubDevices()` was refused: the device cannot be partitioned, or not like that. */
export class SubDeviceError extends TuttiError {}

/** `createQueue()` was given options it does not take. */
export class QueueError extends TuttiError {}

/** `device.has()` was asked about an aspect tutti does not know. */
export class DeviceAspectError extends TuttiError {}

/** `tt.trace.start()` was given options it does not take, or a trace file could not be written. */
export class TraceError extends TuttiError {}

/**
 * A launch ran longer than its `timeoutMs` (or the `launchTimeoutMs` setting) and was stopped at a
 * loop back-edge. The arrays it writes are partially written; the device and queue stay usable.
 */
export class KernelTimeoutError extends TuttiError {
  readonly kernel: string;
  readonly device: string;
  readonly timeoutMs: number;
  /** The arrays the kernel writes (by their names in the kernel source): partially written now. */
  readonly partiallyWritten: readonly string[];
  constructor(kernel: string, device: string, timeoutMs: number, partiallyWritten: readonly string[]) {
    const written = partiallyWritten.length
      ? `; ${partiallyWritten.map((a) => `'${a}'`).join(', ')} may be partially written`
      : '';
    super(
      'KERNEL_TIMEOUT',
      `kernel '${kernel}' ran longer than its timeout of ${timeoutMs} ms on ${device} and was stopped${written}; ` +
        'check loop conditions and loop bounds read from data, or raise timeoutMs',
    );
    this.kernel = kernel;
    this.device = device;
    this.timeoutMs = timeoutMs;
    this.partiallyWritten = partiallyWritten;
  }
}

nameErrorClasses({
  TuttiError,
  KernelSourceError,
  KernelSyntaxError,
  KernelTypeError,
  KernelRangeError,
  KernelExecutionError,
  KernelBuildError,
  DeviceNotFoundError,
  DeviceNotProbedError,
  BackendUnavailableError,
  InstallMovedError,
  ExecutionPlacementError,
  LaunchArgumentError,
  CaptureError,
  ArrayDisposedError,
  ArrayError,
  DescriptorError,
  KernelDefinitionError,
  BackendRegistrationError,
  ConfigError,
  InternalError,
  ProgramSpecError,
  ProgramDefinitionError,
  ProgramRunError,
  ArrayOpError,
  MpiError,
  DeviceSelectorError,
  SubDeviceError,
  QueueError,
  DeviceAspectError,
  TraceError,
  KernelTimeoutError,
});
