/**
 * Every failure a user can cause is one of these classes, each with a stable `code`.
 * Messages say what went wrong, where, and how to fix it.
 */

import type { ErrorCode } from './codes.js';
import { nameErrorClasses } from './names.js';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './codes.js';

/** Where in the user's kernel source something is: 1-based line and column within the function text. */
export interface SourceLocation {
  readonly line: number;
  readonly column: number;
}

/**
 * Where a kernel error is in the user's file (frontend/call-site.ts): `exact` false when only the
 * kernel's definition site is known (its text was transformed, e.g. by tsx).
 */
export interface UserFileLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The file's line with a caret ('' when unreadable). */
  readonly excerpt: string;
  readonly exact: boolean;
}

/** `at file:line:col`, or the function-relative position plus the definition site (saying why). */
function atPhrase(loc: SourceLocation, at?: UserFileLocation): string {
  if (!at) return `at ${loc.line}:${loc.column}`;
  if (at.exact) return `at ${at.file}:${at.line}:${at.column}`;
  return (
    `at ${loc.line}:${loc.column} of the kernel function defined at ${at.file}:${at.line}:${at.column} ` +
    '(the runtime transformed the function text, so the position counts from the function)'
  );
}

/** The fields an error located in the user's file has (KernelSourceError, KernelRangeError). */
interface FileFields {
  line?: number;
  column?: number;
  file?: string;
  fileLine?: number;
  fileColumn?: number;
}

/** Sets e's file; an exact location also becomes its line and column (file and error ones). */
function setFileFields(e: FileFields, at: UserFileLocation): void {
  e.file = at.file;
  if (at.exact) {
    e.fileLine = e.line = at.line;
    e.fileColumn = e.column = at.column;
  }
}

function wherePhrase(kernel: string, loc: SourceLocation, at?: UserFileLocation): string {
  return `kernel '${kernel}' ${atPhrase(loc, at)}`;
}

export class TuttiError extends Error {
  /** A stable, machine-readable identifier, e.g. `KERNEL_UNKNOWN_NAME`. */
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Errors located in a kernel's source text. */
export class KernelSourceError extends TuttiError {
  readonly kernel: string;
  /**
   * Where the error is: in the user's file when tutti found it there exactly (then `file` is set and
   * these equal `fileLine` / `fileColumn`), else within the kernel function's text (1-based).
   */
  line: number;
  column: number;
  /** The position within the kernel function's text (1-based), whatever `line`/`column` say. */
  readonly kernelLine: number;
  readonly kernelColumn: number;
  /** The offending source line with a caret under the column. */
  readonly excerpt: string;
  /** The short message without location and excerpt. */
  readonly reason: string;
  /** The fix suggested by the message, if any. */
  readonly hint: string | undefined;
  /** The user's file (when known, in Node): its path, and the line and column there. */
  file?: string;
  fileLine?: number;
  fileColumn?: number;
  constructor(
    code: ErrorCode,
    kernel: string,
    reason: string,
    loc: SourceLocation,
    excerpt: string,
    hint?: string,
  ) {
    super(code, KernelSourceError.text(kernel, reason, loc, excerpt, hint));
    this.kernel = kernel;
    this.line = loc.line;
    this.column = loc.column;
    this.kernelLine = loc.line;
    this.kernelColumn = loc.column;
    this.excerpt = excerpt;
    this.reason = reason;
    this.hint = hint;
  }

  private static text(
    kernel: string,
    reason: string,
    loc: SourceLocation,
    excerpt: string,
    hint?: string,
    at?: UserFileLocation,
  ): string {
    const shown = at?.excerpt || excerpt;
    return `${reason} (${wherePhrase(kernel, loc, at)})${hint ? `\n  fix: ${hint}` : ''}${shown ? `\n${shown}` : ''}`;
  }

  /** Points the error at the user's file (message, excerpt and file fields); returns it. */
  locate(at: UserFileLocation): this {
    this.message = KernelSourceError.text(
      this.kernel,
      this.reason,
      { line: this.kernelLine, column: this.kernelColumn },
      this.excerpt,
      this.hint,
      at,
    );
    setFileFields(this, at);
    return this;
  }
}

/** Something in the kernel is not part of tutti's kernel language. */
export class KernelSyntaxError extends KernelSourceError {}

/** Types that do not fit together, or a type the target device does not have. */
export class KernelTypeError extends KernelSourceError {}

/** An out-of-bounds array access detected while a kernel ran. */
export class KernelRangeError extends TuttiError {
  readonly kernel: string;
  readonly array: string;
  readonly index: number;
  readonly length: number;
  /**
   * The access's position, when known: in the user's file when tutti found it there exactly (then
   * `file` is set and these equal `fileLine` / `fileColumn`), else within the kernel function's text.
   */
  line: number | undefined;
  column: number | undefined;
  /** The access's position within the kernel function's text (1-based), when known. */
  readonly kernelLine: number | undefined;
  readonly kernelColumn: number | undefined;
  /** The user's file (when known, in Node): its path, and the access's line and column there. */
  file?: string;
  fileLine?: number;
  fileColumn?: number;
  /** For a shaped array (`g[r][c]`): the failing dimension (`length` is then its extent). */
  readonly dimension: number | undefined;
  constructor(
    kernel: string,
    array: string,
    index: number,
    length: number,
    where?: SourceLocation,
    dimension?: number,
  ) {
    const text = KernelRangeError.text({ kernel, array, index, length, dimension }, where);
    super('KERNEL_INDEX_OUT_OF_BOUNDS', text);
    this.dimension = dimension;
    this.kernel = kernel;
    this.array = array;
    this.index = index;
    this.length = length;
    this.line = this.kernelLine = where?.line;
    this.column = this.kernelColumn = where?.column;
  }

  private static text(
    {
      kernel,
      array,
      index,
      length,
      dimension,
    }: Pick<KernelRangeError, 'kernel' | 'array' | 'index' | 'length' | 'dimension'>,
    where?: SourceLocation,
    at?: UserFileLocation,
  ): string {
    const place = where ? ` ${atPhrase(where, at)}` : '';
    const excerpt = at?.excerpt ? `\n${at.excerpt}` : '';
    const of = dimension === undefined ? '' : `dimension ${dimension} of `;
    const len = dimension === undefined ? `of length ${length}` : `(extent ${length})`;
    return (
      `kernel '${kernel}': index ${index} is out of bounds for ${of}array '${array}' ${len}${place}; ` +
      `check the index arithmetic or the launch range${excerpt}`
    );
  }

  /** Points the error at the user's file (message and file fields); returns it. */
  locate(at: UserFileLocation): this {
    if (this.kernelLine === undefined || this.kernelColumn === undefined) return this;
    const where = { line: this.kernelLine, column: this.kernelColumn };
    this.message = KernelRangeError.text(this, where, at);
    setFileFields(this, at);
    return this;
  }
}

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

/** Arrays of one launch live on different devices or queues (compute follows data). */
export class ExecutionPlacementError extends TuttiError {}

/** A launch's arguments or range do not match the kernel's schema. */
export class LaunchArgumentError extends TuttiError {}

/** An NDArray was used after `dispose()`. */
export class ArrayDisposedError extends TuttiError {}

/** Array creation or movement was asked for something impossible (bad shape, dtype, size). */
export class ArrayError extends TuttiError {}

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
  ExecutionPlacementError,
  LaunchArgumentError,
  ArrayDisposedError,
  ArrayError,
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
  KernelTimeoutError,
});
