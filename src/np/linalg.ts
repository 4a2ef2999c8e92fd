/**
 * np.matmul, np.dot and np.outer with NumPy's shape rules. matmul: a 1-D left operand is a row and
 * a 1-D right operand a column (that axis is dropped from the result); leading (batch) axes
 * broadcast. Products run on tt.matmul's implementations (the device's BLAS/GEMM or kernels) when
 * the right operand is one matrix — the whole left stack is then one [batch·m, k] product; a stack
 * times a stack is one GEMM per matrix on sub-range views where the device has a library GEMM and
 * a sub-range memory (CPUs) and the matrices are large, else one batched kernel launch
 * (ops/matmul-batched.ts). f32 everywhere, f64 where the device has it. Integer and bool operands
 * (NumPy's promotion: i8·i8 is i8, i8·u8 is i16, i32·u32 is f64) run the exact, wrapping integer
 * kernel (ops/matmul-int.ts): one launch, every device.
 */
import { ArrayOpError } from '../errors/errors.js';
import { matmulInto, matmulTo } from '../ops/matmul.js';
import { batchedMatmul } from '../ops/matmul-batched.js';
import { intMatmul } from '../ops/matmul-int.js';
import { emptyOnQueue } from '../runtime/create.js';
import { opsObserved, reportOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { broadcastShapes, formatShape, sizeOf } from './broadcast.js';
import { asarray, full } from './creation.js';
import { markBool, npDTypeOf } from './dtypes.js';
import { commonQueue } from './elementwise.js';
import { astype, multiply } from './elementwise-api.js';
import { traceOf, traceOp } from './jit-ops.js';
import { checkTraceActive, type Trace, Tracer } from './jit-trace.js';
import { type NpDType, resultType } from './promote.js';
import { transpose } from './shape.js';
import { ravel, reshape } from './views.js';

type Float = NDArray<'f32' | 'f64'>;

function arrays(op: string, a: unknown, b: unknown): [NDArray, NDArray] {
  for (const x of [a, b]) {
    if (!(x instanceof NDArray))
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `expected NDArrays, got ${x === null ? 'null' : typeof x}; make one with np.asarray(data)`,
      );
    if (x instanceof Tracer) checkTraceActive(x.trace);
    else x.checkAlive(op);
  }
  const [x, y] = [a as NDArray, b as NDArray];
  commonQueue(op, [x, y]);
  return [x, y];
}

const INTEGERS = new Set(['bool', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32']);

/** The promoted type of a product when it is an integer type or bool (NumPy's), else undefined. */
function integerType(op: string, x: NDArray, y: NDArray): NpDType | undefined {
  const t = resultType(op, [npDTypeOf(x), npDTypeOf(y)], []);
  return INTEGERS.has(t) ? t : undefined;
}

/**
 * The integer product (ops/matmul-int.ts) of x and y converted to `t`, matrices at the element
 * offsets `offA`/`offB` (row-major), into a new array of `shape`.
 */
function integerProduct(
  t: NpDType,
  x0: NDArray,
  y0: NDArray,
  offA: Int32Array,
  offB: Int32Array,
  dims: Dims,
  shape: readonly number[],
): NDArray {
  const cast = (v: NDArray) => (npDTypeOf(v) === t ? v : astype(v, t));
  const [x, y] = [cast(x0), cast(y0)];
  const queue = x.queue;
  let out: NDArray;
  if (sizeOf(shape) === 0 || dims[1] === 0) out = full(shape, 0, { dtype: t, queue });
  else {
    const oa = asarray(offA, { queue }) as NDArray<'i32'>;
    const ob = asarray(offB, { queue }) as NDArray<'i32'>;
    out = intMatmul(x, y, oa, ob, dims, shape, t === 'bool');
    oa.dispose();
    ob.dispose();
    if (t === 'bool') markBool(out);
  }
  if (x !== x0) x.dispose();
  if (y !== y0) y.dispose();
  return out;
}

/** The common float type of x and y, or OP_BAD_DTYPE. */
function floatType(op: string, x: NDArray, y: NDArray): 'f32' | 'f64' {
  const t = resultType(op, [npDTypeOf(x), npDTypeOf(y)], []);
  if (t !== 'f32' && t !== 'f64')
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `takes f32 or f64 arrays, got ${x.dtype} and ${y.dtype}; convert with np.astype(x, tt.f32)`,
    );
  return t;
}

/** Both operands converted to their common float type (new arrays only where converted). */
function floats(op: string, x: NDArray, y: NDArray): [Float, Float] {
  const t = floatType(op, x, y);
  const cast = (v: NDArray) => (npDTypeOf(v) === t ? v : astype(v, t)) as Float;
  return [cast(x), cast(y)];
}

function mismatch(op: string, a: NDArray, b: NDArray, why: string): ArrayOpError {
  return new ArrayOpError(
    'OP_SHAPE_MISMATCH',
    op,
    `shapes ${formatShape(a.shape)} and ${formatShape(b.shape)} ${why}`,
  );
}

/** Element offsets of every batch matrix of an operand with `batch` axes (right-aligned, 1 = broadcast). */
function batchOffsets(batch: readonly number[], own: readonly number[], matrix: number): Int32Array {
  const out = new Int32Array(sizeOf(batch));
  const pad = batch.length - own.length;
  const strides = own.map((_, d) => sizeOf(own.slice(d + 1)) * matrix);
  for (let q = 0; q < out.length; q++) {
    let rest = q;
    let off = 0;
    for (let d = batch.length - 1; d >= 0; d--) {
      const size = batch[d] ?? 1;
      const c = rest % size;
      rest = Math.floor(rest / size);
      const o = d - pad;
      if (o >= 0 && (own[o] ?? 1) !== 1) off += c * (strides[o] ?? 0);
    }
    out[q] = off;
  }
  return out;
}

/** Products of at least this many multiply-adds per matrix run one library GEMM each (CPUs). */
const GEMM_PER_MATRIX = 48 ** 3; // measured against the batched kernel on native BLAS and wasm GEMM (docs/np.md)

/**
 * Whether a stack of products runs as one library GEMM per matrix on sub-range views (CPU devices
 * with a GEMM: native BLAS, wasm's) rather than the batched kernel: when each product is large
 * enough that the GEMM's speed outweighs one task per matrix.
 */
function gemmPerMatrix(x: NDArray, work: number): boolean {
  return x.device.kind === 'cpu' && x.device.library.gemm !== undefined && work >= GEMM_PER_MATRIX;
}

type Dims = [number, number, number];

function loopedMatmul(
  x: Float,
  y: Float,
  offA: Int32Array,
  offB: Int32Array,
  [m, k, n]: Dims,
  shape: number[],
) {
  const c = emptyOnQueue(shape, x.dtype, x.queue);
  for (let q = 0; q < offA.length; q++) {
    const a0 = offA[q] ?? 0;
    const b0 = offB[q] ?? 0;
    const views = [
      x.subarray(a0, a0 + m * k),
      y.subarray(b0, b0 + k * n),
      c.subarray(q * m * n, (q + 1) * m * n),
    ];
    const [av, bv, cv] = views as [Float, Float, Float];
    matmulInto(av, bv, cv, [m, k, n]);
    for (const v of views) v.dispose();
  }
  return c;
}

function batchedOnce(x: Float, y: Float, offA: Int32Array, offB: Int32Array, dims: Dims, shape: number[]) {
  const queue = x.queue;
  const oa = asarray(offA, { queue }) as NDArray<'i32'>;
  const ob = asarray(offB, { queue }) as NDArray<'i32'>;
  const out = batchedMatmul(x, y, oa, ob, dims, shape);
  oa.dispose();
  ob.dispose();
  return out;
}

/**
 * The matrix product with NumPy's matmul rules (1-D promotion, broadcast batch axes). While
 * autodiff's tape records (runtime/launch-recorder.ts), a product is reported as one step with its
 * gradient rule (autodiff/op-rules.ts; batched ones too).
 */
function matmulNow(a: NDArray, b: NDArray): NDArray {
  if (!opsObserved()) return plainMatmul(a, b);
  return reportOp(
    () => plainMatmul(a, b),
    (output) => ({ op: 'matmul', inputs: [a, b], output }),
  );
}
/**
 * The matrix product with NumPy's matmul rules (1-D promotion, broadcast batch axes). While
 * autodiff's tape records (runtime/launch-recorder.ts), a product is reported as one step with its
 * gradient rule (autodiff/op-rules.ts; batched ones too).
 */
export const matmul = labelled('np.matmul', matmulNow);

/** The result shape and product sizes of np.matmul(x0, y0) (NumPy's rules), or its error. */
function matmulShape(op: string, x0: NDArray, y0: NDArray) {
  if (x0.shape.length === 0 || y0.shape.length === 0)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      'takes arrays of rank 1 or more (NumPy too); use np.multiply for 0-d operands',
    );
  const as = x0.shape.length === 1 ? [1, ...x0.shape] : x0.shape;
  const bs = y0.shape.length === 1 ? [...y0.shape, 1] : y0.shape;
  const [m = 1, k = 1] = as.slice(-2);
  const [k2 = 1, n = 1] = bs.slice(-2);
  if (k !== k2)
    throw mismatch(
      op,
      x0,
      y0,
      `do not match: the last axis of the first (${k}) must equal the second-to-last of the second (${k2})`,
    );
  const batchA = as.slice(0, -2);
  const batchB = bs.slice(0, -2);
  let batch: number[];
  try {
    batch = broadcastShapes(op, [batchA, batchB]);
  } catch {
    throw mismatch(
      op,
      x0,
      y0,
      `do not match: their batch axes ${formatShape(batchA)} and ${formatShape(batchB)} do not broadcast`,
    );
  }
  const shape = [...batch, ...(x0.shape.length > 1 ? [m] : []), ...(y0.shape.length > 1 ? [n] : [])];
  return { shape, m, k, n, batch, batchA, batchB };
}

/** np.matmul in a jit trace: both operands converted to the product's dtype (fused into their chains). */
function tracedMatmul(op: string, trace: Trace, x: NDArray, y: NDArray, shape: readonly number[]): NDArray {
  const dtype = productType(op, x, y);
  const [xc, yc] = [x, y].map((v) => (npDTypeOf(v) === dtype ? v : astype(v, dtype))) as [NDArray, NDArray];
  const run = op === 'np.dot' ? dot : plainMatmul;
  return traceOp(trace, op, [xc, yc], { dtype, shape }, ([p, q]) => run(p as NDArray, q as NDArray));
}

/** The dtype of a product of x and y: NumPy's promotion (integers, bools) or their float type. */
function productType(op: string, x: NDArray, y: NDArray): NpDType {
  return integerType(op, x, y) ?? floatType(op, x, y);
}

function plainMatmul(a: NDArray, b: NDArray): NDArray {
  const op = 'np.matmul';
  const [x0, y0] = arrays(op, a, b);
  const { shape, m, k, n, batch, batchA, batchB } = matmulShape(op, x0, y0);
  const trace = traceOf([x0, y0]);
  if (trace) return tracedMatmul(op, trace, x0, y0, shape);
  const it = integerType(op, x0, y0);
  if (it) {
    const offA = batchOffsets(batch, batchA, m * k);
    return integerProduct(it, x0, y0, offA, batchOffsets(batch, batchB, k * n), [m, k, n], shape);
  }
  const [x, y] = floats(op, x0, y0);
  const queue = x.queue;
  let out: NDArray;
  if (sizeOf(shape) === 0 || k === 0) out = full(shape, 0, { dtype: x.dtype, queue });
  else if (sizeOf(batchB) === 1) out = matmulTo(x, y, [sizeOf(batch) * m, k, n], shape);
  else {
    const offA = batchOffsets(batch, batchA, m * k);
    const offB = batchOffsets(batch, batchB, k * n);
    out = gemmPerMatrix(x, m * k * n)
      ? loopedMatmul(x, y, offA, offB, [m, k, n], shape)
      : batchedOnce(x, y, offA, offB, [m, k, n], shape);
  }
  if (x !== x0) x.dispose();
  if (y !== y0) y.dispose();
  return out;
}

/**
 * np.dot: a product with a 0-d operand is np.multiply; with a 1-D or 2-D `b` it is np.matmul (an
 * N-D `a` with 1-D `b` sums over their last axes); with an N-D `b` (rank ≥ 3) it sums over a's last
 * and b's second-to-last axis: the result is a.shape[:-1] + b.shape[:-2] + b.shape[-1:] (b is
 * copied once with that axis first, then one product runs).
 */
function dotNow(a: NDArray, b: NDArray): NDArray {
  const op = 'np.dot';
  const [x0, y0] = arrays(op, a, b);
  if (x0.shape.length === 0 || y0.shape.length === 0) return multiply(x0, y0);
  if (y0.shape.length <= 2) return matmul(x0, y0); // the same sums for these ranks
  if (opsObserved() && !traceOf([x0, y0]))
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `products with an N-D second operand (${y0.describe()}) have no gradient rule yet`,
    );
  const r = y0.shape.length;
  const k = x0.shape[x0.shape.length - 1] ?? 1;
  const kb = y0.shape[r - 2] ?? 1;
  if (k !== kb)
    throw mismatch(
      op,
      x0,
      y0,
      `do not match: the last axis of the first (${k}) must equal the second-to-last of the second (${kb})`,
    );
  const shape = [...x0.shape.slice(0, -1), ...y0.shape.slice(0, -2), y0.shape[r - 1] ?? 1];
  const trace = traceOf([x0, y0]);
  if (trace) return tracedMatmul(op, trace, x0, y0, shape);
  const rows = sizeOf(x0.shape.slice(0, -1));
  const cols = sizeOf(shape) / (rows || 1);
  const it = integerType(op, x0, y0);
  if (it) {
    // b with its contracted axis first, read row-major (a launch argument: one counted copy)
    const bt = transpose(y0, [r - 2, ...y0.shape.slice(0, -2).map((_, d) => d), r - 1]);
    const out = integerProduct(it, x0, bt, Int32Array.of(0), Int32Array.of(0), [rows, k, cols], shape);
    bt.dispose();
    return out;
  }
  const [x, y] = floats(op, x0, y0);
  let out: NDArray;
  if (sizeOf(shape) === 0 || k === 0) out = full(shape, 0, { dtype: x.dtype, queue: x.queue });
  else {
    // b with its contracted axis first: [k, ...batch, n], so the product is one [rows, k]·[k, cols]
    const bt = transpose(y, [r - 2, ...y.shape.slice(0, -2).map((_, d) => d), r - 1]) as Float;
    out = matmulTo(x, bt, [rows, k, cols], shape);
    bt.dispose();
  }
  if (x !== x0) x.dispose();
  if (y !== y0) y.dispose();
  return out;
}
/**
 * np.dot: a product with a 0-d operand is np.multiply; with a 1-D or 2-D `b` it is np.matmul (an
 * N-D `a` with 1-D `b` sums over their last axes); with an N-D `b` (rank ≥ 3) it sums over a's last
 * and b's second-to-last axis: the result is a.shape[:-1] + b.shape[:-2] + b.shape[-1:] (b is
 * copied once with that axis first, then one product runs).
 */
export const dot = labelled('np.dot', dotNow);

/**
 * np.outer: out[i, j] = a.flat[i] * b.flat[j] (any dtypes, promoted as np.multiply); one launch.
 * Under tt.jit it is that multiply of views: a chain feeding `a` is materialised (a view reads an
 * array), one feeding a 1-D `b` fuses into it.
 */
function outerNow(a: NDArray, b: NDArray): NDArray {
  const [x, y] = arrays('np.outer', a, b);
  const col = reshape(ravel(x), [x.length, 1]);
  // a 1-D b broadcasts as the row it is: no view, so under tt.jit its chain fuses into the product
  const row = y.shape.length === 1 ? y : reshape(ravel(y), [1, y.length]);
  return multiply(col, row);
}
/**
 * np.outer: out[i, j] = a.flat[i] * b.flat[j] (any dtypes, promoted as np.multiply); one launch.
 * Under tt.jit it is that multiply of views: a chain feeding `a` is materialised (a view reads an
 * array), one feeding a 1-D `b` fuses into it.
 */
export const outer = labelled('np.outer', outerNow);
