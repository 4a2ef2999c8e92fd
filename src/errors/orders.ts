/**
 * Errors of orders (src/orders/): each with a stable `code`, saying what failed, where, and how to
 * fix it. Re-exported from the package entry.
 */
import type { ErrorCode } from './codes.js';
import { TuttiError } from './errors.js';
import { nameErrorClasses } from './names.js';

/** Why one section of an order was not used (an entry of `task.tried` and of OrderError). */
export interface SectionAttempt {
  /** The section's model, e.g. 'openmp_cpp'. */
  readonly section: string;
  /** Why it was skipped or failed: no compiler, no device, build error (with mapped lines), … */
  readonly reason: string;
}

/** No section of an order could run here: lists every section with its reason. */
export class OrderError extends TuttiError {
  readonly order: string;
  readonly tried: readonly SectionAttempt[];
  constructor(order: string, tried: readonly SectionAttempt[], hint: string) {
    const lines = tried.map((t) => `  [${t.section}] ${t.reason.replace(/\n/g, '\n    ')}`);
    super(
      'ORDER_NO_RUNNABLE_SECTION',
      `order '${order}': no section can run here:\n${lines.join('\n')}\n  fix: ${hint}`,
    );
    this.order = order;
    this.tried = tried;
  }
}

/** The order text (accelpy's format) or the order object is malformed; line:col in the order text. */
export class OrderSyntaxError extends TuttiError {
  readonly line: number;
  readonly column: number;
  constructor(code: ErrorCode, message: string, line: number, column: number, excerpt: string) {
    super(code, `${message} (order text at ${line}:${column})${excerpt ? `\n${excerpt}` : ''}`);
    this.line = line;
    this.column = column;
  }
}

/** An order's definition or a run's arguments do not fit (unknown model, missing array, …). */
export class OrderArgumentError extends TuttiError {}

/**
 * A section failed to compile: the compiler's messages, their line numbers mapped to the section
 * text (`line` is the first error's line in the section, `orderLine` in the whole order text).
 */
export class OrderBuildError extends TuttiError {
  readonly section: string;
  readonly line: number | undefined;
  readonly orderLine: number | undefined;
  constructor(section: string, message: string, line: number | undefined, orderLine: number | undefined) {
    super('ORDER_SECTION_BUILD_FAILED', message);
    this.section = section;
    this.line = line;
    this.orderLine = orderLine;
  }
}

/**
 * A section run in an isolated child process (`isolate: true`) crashed it: a signal (SIGSEGV,
 * SIGABRT, …) or an exit from inside the section. The calling process goes on; the outputs were
 * not written. `signal` or `exitCode` says how the child ended.
 */
export class OrderCrashError extends TuttiError {
  readonly order: string;
  readonly section: string;
  readonly signal: string | undefined;
  readonly exitCode: number | undefined;
  constructor(order: string, section: string, signal: string | null, exitCode: number | null) {
    const how = signal ? `was killed by ${signal}` : `exited with code ${exitCode ?? 'unknown'}`;
    super(
      'ORDER_SECTION_CRASHED',
      `order '${order}': section [${section}] crashed its isolated child process: it ${how} while the section ran. ` +
        'This process continues; the outputs were not written.\n' +
        '  fix: the section reads or writes out of bounds, aborts or exits — check its indices against the extents ' +
        '(a.shape / a_attr%shape) and remove exit()/abort()/stop; run it without isolate under a debugger to find the line',
    );
    this.order = order;
    this.section = section;
    this.signal = signal ?? undefined;
    this.exitCode = exitCode ?? undefined;
  }
}

nameErrorClasses({ OrderError, OrderSyntaxError, OrderArgumentError, OrderBuildError, OrderCrashError });
