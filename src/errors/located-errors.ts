/**
 * Errors that point at a place in the user's kernel: source errors (syntax, types) found while
 * compiling, and out-of-bounds accesses found while running; both can be moved onto the user's
 * file once tutti finds it (`locate`, frontend/call-site.ts).
 */

import type { ErrorCode } from './codes.js';
import { TuttiError } from './tutti-error.js';

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
