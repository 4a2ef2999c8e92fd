/** A kernel or helper function's source text, and the errors located in it. */
import type { Node } from 'acorn';
import {
  type ErrorCode,
  type KernelSourceError,
  KernelSyntaxError,
  KernelTypeError,
  type SourceLocation,
} from '../errors/errors.js';
import { caretExcerpt } from '../errors/excerpt.js';

/** Where an error points: a position, or an acorn node (its start). */
type Where = SourceLocation | Pick<Node, 'loc'>;

/**
 * A function's source text through the intrinsic Function.prototype.toString, so a function whose
 * own `toString` was replaced (or returns a non-string) still gives its real source.
 */
export function functionText(fn: unknown): string {
  return typeof fn === 'function' ? Function.prototype.toString.call(fn) : String(fn);
}

export class KernelSource {
  constructor(
    /** The function's text as `Function.prototype.toString` gave it. */
    readonly text: string,
    /** The kernel's name, for messages. */
    readonly kernel: string,
    /** Set when this is a helper function of the kernel. */
    readonly helper?: string,
  ) {}

  locOf(node: Pick<Node, 'loc'>): SourceLocation {
    const start = node.loc?.start;
    return start ? { line: start.line, column: start.column + 1 } : { line: 1, column: 1 };
  }

  private label(): string {
    return this.helper ? `${this.kernel}' helper '${this.helper}` : this.kernel;
  }

  syntaxError(code: ErrorCode, at: Where, reason: string, hint?: string): KernelSyntaxError {
    return this.error(KernelSyntaxError, code, at, reason, hint);
  }

  /** KernelSyntaxError KERNEL_UNSUPPORTED_SYNTAX: JavaScript that is not part of the kernel language. */
  unsupported(at: Where, reason: string, hint?: string): KernelSyntaxError {
    return this.syntaxError('KERNEL_UNSUPPORTED_SYNTAX', at, reason, hint);
  }

  typeError(code: ErrorCode, at: Where, reason: string, hint?: string): KernelTypeError {
    return this.error(KernelTypeError, code, at, reason, hint);
  }

  /** An error of class E at `at` in this source, with the caret excerpt of its line. */
  private error<E extends KernelSourceError>(
    Class: new (...args: ConstructorParameters<typeof KernelSourceError>) => E,
    code: ErrorCode,
    at: Where,
    reason: string,
    hint?: string,
  ): E {
    const loc = 'line' in at ? at : this.locOf(at);
    return new Class(code, this.label(), reason, loc, caretExcerpt(this.text, loc), hint);
  }
}

/** The sources of a kernel and its helpers, for errors located while typing them. */
export interface KernelSources {
  readonly kernel: KernelSource;
  /** By IR function name. */
  readonly helpers: ReadonlyMap<string, KernelSource>;
}
