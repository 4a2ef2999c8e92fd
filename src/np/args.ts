/** Checks of the arguments tt.np's array functions share: an NDArray operand, an axis. */
import { ArrayOpError } from '../errors/errors.js';
import { NDArray } from '../runtime/ndarray.js';
import { checkTraceActive, Tracer } from './jit-trace.js';

/** `x` as a live NDArray, or OP_BAD_ARGUMENT. */
export function checkArrayArg(op: string, x: unknown): NDArray {
  if (!(x instanceof NDArray))
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `expected an NDArray, got ${x === null ? 'null' : typeof x}; make one with np.asarray(data)`,
    );
  x.checkAlive(op);
  return x;
}

/** `x` as a live NDArray or a Tracer of the running jit trace (the view functions trace). */
export function checkViewArg(op: string, x: unknown): NDArray {
  if (x instanceof Tracer) {
    checkTraceActive(x.trace);
    return x;
  }
  return checkArrayArg(op, x);
}

/** `axis` in [-rank, rank) as an index in [0, rank), or OP_AXIS_OUT_OF_RANGE. */
export function normalizeAxis(op: string, axis: unknown, rank: number): number {
  if (typeof axis !== 'number' || !Number.isInteger(axis) || axis < -rank || axis >= rank) {
    throw new ArrayOpError(
      'OP_AXIS_OUT_OF_RANGE',
      op,
      `axis ${String(axis)} is out of range for ${rank} dimension${rank === 1 ? '' : 's'}; use an integer in [${-rank}, ${rank - 1}]`,
    );
  }
  return axis < 0 ? axis + rank : axis;
}
