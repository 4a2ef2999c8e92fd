/**
 * Slicing (NumPy's `x[0:10:2, :, 3]`), assignment into a slice (`x[...] = v`) and flip. An index
 * gives, per axis, an integer (the axis is dropped), a [start, stop, step] range or null (the
 * whole axis), as a list or as NumPy's text ('0:10:2, :, 3'). A slice is a **view** (layout.ts: no
 * copy, no launch) whose offset and strides compose with x's; np.set writes through the same
 * composed indexing into x's root. Past-the-end bounds and zero steps are refused.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { checkViewArg, normalizeAxis } from './args.js';
import { broadcastShapes, formatShape, sameShape, sizeOf } from './broadcast.js';
import { npDTypeOf } from './dtypes.js';
import { apply, type Operand } from './elementwise.js';
import { type Trace, Tracer, tracerIn } from './jit-trace.js';
import { traceWrite } from './jit-write.js';
import { type Layout, layoutOf, viewOf } from './layout.js';
import { castUfunc, storeUfunc } from './ufuncs.js';
import { reshapeCopy } from './views.js';

/** One axis of an index: an integer, [start, stop, step] (each may be null or left out), or null (all). */
export type IndexEntry = number | null | undefined | readonly (number | null | undefined)[];
/** Per axis from the first (missing trailing axes are whole): a list, or NumPy's text '1:5, ::-1, 2'. */
export type Index = string | readonly IndexEntry[];

/** The elements of x an index selects: the shape, and where each is in x's contiguous memory. */
interface Region {
  readonly shape: number[];
  readonly strides: number[];
  readonly offset: number;
}

function badIndex(op: string, msg: string): ArrayOpError {
  return new ArrayOpError('OP_BAD_INDEX', op, msg);
}

function parseBound(op: string, text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  if (!Number.isInteger(v)) throw badIndex(op, `'${t}' is not an integer in the index`);
  return v;
}

/** NumPy's text form: entries separated by commas, each an integer or start:stop:step. */
function parseIndex(op: string, text: string): IndexEntry[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part): IndexEntry => {
    if (!part.includes(':')) {
      const v = parseBound(op, part);
      if (v === null) throw badIndex(op, `an empty entry in '${text}'`);
      return v;
    }
    const bits = part.split(':');
    if (bits.length > 3) throw badIndex(op, `'${part.trim()}' has more than start:stop:step`);
    return bits.map((b) => parseBound(op, b));
  });
}

function checkBound(op: string, v: unknown, n: number, d: number, what: string): number | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw badIndex(op, `the ${what} of axis ${d} is ${String(v)}; use an integer or null`);
  if (v < -n || v > n)
    throw new ArrayOpError(
      'OP_INDEX_OUT_OF_RANGE',
      op,
      `the ${what} ${v} of axis ${d} is past the end of its ${n} elements (use [${-n}, ${n}])`,
    );
  return v < 0 ? v + n : v;
}

/** Start, length and step of one axis's range (NumPy's rules for negative steps and defaults). */
function rangeOf(op: string, e: readonly unknown[], n: number, d: number) {
  if (e.length > 3) throw badIndex(op, `axis ${d}: a range is [start, stop, step], got ${e.length} entries`);
  const stepGiven = e[2];
  const step = stepGiven === null || stepGiven === undefined ? 1 : stepGiven;
  if (typeof step !== 'number' || !Number.isInteger(step) || step === 0)
    throw badIndex(op, `axis ${d}: the step is ${String(step)}; use a nonzero integer`);
  const s = checkBound(op, e[0], n, d, 'start');
  const t = checkBound(op, e[1], n, d, 'stop');
  if (step > 0) {
    const start = s ?? 0;
    const stop = t ?? n;
    return { start, size: Math.max(0, Math.ceil((stop - start) / step)), step };
  }
  const start = Math.min(s ?? n - 1, n - 1);
  const stop = t ?? -1;
  return { start, size: Math.max(0, Math.ceil((stop - start) / step)), step };
}

/** The region `index` selects in an array of `shape` laid out as `layout` (in its root). */
function regionOf(op: string, shape: readonly number[], layout: Layout, index: unknown): Region {
  let entries: readonly unknown[];
  if (typeof index === 'string') entries = parseIndex(op, index);
  else if (Array.isArray(index)) entries = index;
  else
    throw badIndex(
      op,
      `the index is ${index === null ? 'null' : typeof index}; pass a list or a string such as '1:3, ::2'`,
    );
  if (entries.length > shape.length)
    throw badIndex(op, `${entries.length} indices for an array of shape ${formatShape(shape)}`);
  const own = layout.strides;
  const out: Region = { shape: [], strides: [], offset: 0 };
  let offset = layout.offset;
  shape.forEach((n, d) => {
    const e = entries[d];
    const st = own[d] ?? 1;
    if (typeof e === 'number') {
      if (!Number.isInteger(e)) throw badIndex(op, `axis ${d}: index ${e} is not an integer`);
      if (e < -n || e >= n)
        throw new ArrayOpError(
          'OP_INDEX_OUT_OF_RANGE',
          op,
          `index ${e} is out of range for axis ${d} with ${n} elements (use [${-n}, ${n - 1}])`,
        );
      offset += (e < 0 ? e + n : e) * st;
      return;
    }
    const r =
      e === null || e === undefined
        ? { start: 0, size: n, step: 1 }
        : Array.isArray(e)
          ? rangeOf(op, e, n, d)
          : undefined;
    if (r === undefined)
      throw badIndex(op, `axis ${d}: ${typeof e} is not an integer, a [start, stop, step] list or null`);
    if (r.size > 0) offset += r.start * st;
    out.shape.push(r.size);
    out.strides.push(r.step * st);
  });
  return { ...out, offset };
}

/** A view of the elements `index` selects (no copy): `np.slice(x, [[0, 10, 2], null])`, `np.slice(x, '0:10:2, :')`. */
export function slice(x: NDArray, index: Index): NDArray {
  const op = 'np.slice';
  const a = checkViewArg(op, x);
  const r = regionOf(op, a.shape, layoutOf(a), index);
  return viewOf(a, r.shape, r.offset, r.strides);
}

/**
 * Writes `value` (an NDArray broadcast to the selected shape, or a number) into the elements of x
 * that `index` selects, converted to x's dtype as astype converts; in place, ordered like a launch.
 * Returns x.
 */
function setNow(x: NDArray, index: Index, value: Operand): NDArray {
  const op = 'np.set';
  const a = checkViewArg(op, x); // a Tracer too: np.set traces (jit-write.ts)
  const layout = layoutOf(a);
  const r = regionOf(op, a.shape, layout, index);
  if (layout.strides.some((st, d) => st === 0 && (a.shape[d] ?? 1) > 1))
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `${a.describe()} is a broadcast view (its elements repeat along an axis of stride 0), so it cannot be written (NumPy: read-only); write into the array it views or a copy (np.copy)`,
    );
  const t = npDTypeOf(a);
  let v: Operand = value;
  let temp: NDArray | undefined;
  if (typeof v === 'object' && v !== null) {
    const given = checkViewArg(op, v);
    const b = broadcastShapes(op, [given.shape, r.shape]);
    if (!sameShape(b, r.shape))
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `a value of shape ${formatShape(given.shape)} cannot be broadcast to the selected shape ${formatShape(r.shape)}`,
      );
    const trace = tracerIn([a, given]);
    if (trace) return traceSet(trace, a, layout, r, given);
    // A value sharing x's memory is copied first, so that no element is read after it is written.
    if (given.overlaps(a)) v = temp = reshapeCopy(given, given.shape);
  } else if (typeof v === 'boolean') v = Number(v);
  else if (typeof v !== 'number')
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `the value is ${v === null ? 'null' : typeof v}; pass an NDArray or a number`,
    );
  const u = typeof v !== 'number' ? castUfunc(t) : t === 'bool' ? storeUfunc('u8') : storeUfunc(t);
  const scalar = typeof v === 'number' && t === 'bool' ? (v !== 0 ? 1 : 0) : v;
  if (a instanceof Tracer) return traceSet(a.trace, a, layout, r, scalar);
  if (sizeOf(r.shape) > 0) {
    const zeroD = r.shape.length === 0;
    apply(op, u, [scalar], {
      shape: zeroD ? [1] : r.shape,
      into: { out: layout.root, offset: r.offset, strides: zeroD ? [0] : r.strides },
    });
  }
  temp?.dispose();
  return a;
}
/**
 * Writes `value` (an NDArray broadcast to the selected shape, or a number) into the elements of x
 * that `index` selects, converted to x's dtype as astype converts; in place, ordered like a launch.
 * Returns x.
 */
export const set = labelled('np.set', setNow);

/**
 * np.set in a jit trace: one write (a kernel computing the value's chain over the region) into
 * x's array in place, after which x (a Tracer) is the written array; a value reading x's memory is
 * computed before the write (jit.ts), as eager copies it first.
 */
function traceSet(trace: Trace, x: NDArray, layout: Layout, r: Region, value: Operand): NDArray {
  const op = 'np.set';
  const t = npDTypeOf(x);
  const n = x instanceof Tracer ? x.node : undefined;
  const target = n ? (n.kind === 'view' ? n.input : n) : trace.nodeOf(layout.root, t);
  const u = typeof value === 'object' ? castUfunc(t) : t === 'bool' ? storeUfunc('u8') : storeUfunc(t);
  const v = apply(op, u, [value], { trace });
  const w = traceWrite(trace, target, v, {
    region: r.shape,
    offset: r.offset,
    strides: r.strides,
    dtype: target.dtype,
    shape: target.shape,
  });
  if (x instanceof Tracer && n) x.rebind(n.kind === 'view' ? trace.add((id) => ({ ...n, id, input: w })) : w);
  return x;
}

/** A view with the order of elements reversed along `axis` (an integer or a list; default: every axis). */
export function flip(x: NDArray, axis?: number | readonly number[]): NDArray {
  const op = 'np.flip';
  const a = checkViewArg(op, x);
  const rank = a.shape.length;
  const axes =
    axis === undefined
      ? a.shape.map((_, d) => d)
      : (typeof axis === 'number' ? [axis] : [...axis]).map((d) => normalizeAxis(op, d, rank));
  const index: IndexEntry[] = a.shape.map((_, d) => (axes.includes(d) ? [null, null, -1] : null));
  return slice(a, index);
}
