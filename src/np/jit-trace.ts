/**
 * The trace of a tt.jit function: while it runs, its array arguments are Tracers — NDArrays with a
 * dtype, shape and placement but no memory — and tt.np's elementwise functions and reductions
 * record a node instead of launching (elementwise.ts and reduce.ts ask `tracerIn`). Anything else
 * that touches a Tracer (read(), item(), a comparison in an `if`, a shape function) is a coded
 * JIT_* error. jit.ts turns the recorded graph into kernels (jit-kernel.ts).
 */
import { ArrayOpError } from '../errors/errors.js';
import type { Device } from '../runtime/device.js';
import { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import { markBool, storageOf } from './dtypes.js';
import type { OperandSpec } from './elementwise-kernel.js';
import type { NpDType } from './promote.js';
import type { Ufunc } from './ufuncs.js';

/**
 * The reductions a trace records (np.mean, np.var and np.std are traced as what they compute: sums
 * and elementwise functions; np.all/np.any as a fold of the bool array `x != 0`).
 */
export type ReduceName = 'sum' | 'prod' | 'max' | 'min' | 'all' | 'any' | 'argmin' | 'argmax';

/** A scalar operand as its kernel parameter: the value and the type apply() would pass. */
export interface ScalarArg {
  readonly kind: 'scalar';
  readonly value: number | boolean;
  readonly type: (OperandSpec & { kind: 'scalar' })['type'];
}

export type TraceNode =
  | {
      readonly kind: 'input';
      readonly id: number;
      readonly index: number;
      /** The argument is a strided view: this node is the array it views (a 'view' node reads it). */
      readonly viewed?: true;
      readonly dtype: NpDType;
      readonly shape: readonly number[];
    }
  | {
      readonly kind: 'const';
      readonly id: number;
      readonly array: NDArray;
      readonly dtype: NpDType;
      readonly shape: readonly number[];
    }
  | {
      readonly kind: 'ew';
      readonly id: number;
      readonly ufunc: Ufunc;
      readonly operand: NpDType;
      readonly dtype: NpDType;
      readonly shape: readonly number[];
      readonly args: readonly (TraceNode | ScalarArg)[];
    }
  | {
      /** A view of `input` (never itself a view): element i at offset + Σ i[d]·strides[d] of input's row-major elements. */
      readonly kind: 'view';
      readonly id: number;
      readonly input: TraceNode;
      readonly dtype: NpDType;
      readonly shape: readonly number[];
      readonly offset: number;
      readonly strides: readonly number[];
    }
  | {
      /**
       * `value` (an elementwise node, converted to dtype) written into the elements of an array at
       * `offset` + Σ i[d]·strides[d] (i over `region`): into `target`'s array in place (np.set),
       * or, without a target, into a new array of `shape` (concatenate and stack's first input).
       * The node is that array after the write.
       */
      readonly kind: 'write';
      readonly id: number;
      readonly target?: TraceNode;
      readonly value: TraceNode & { kind: 'ew' };
      readonly region: readonly number[];
      readonly offset: number;
      readonly strides: readonly number[];
      readonly dtype: NpDType;
      readonly shape: readonly number[];
    }
  | {
      /**
       * An array operation with kernels of its own (np.matmul, np.dot, np.cumsum, np.cumprod,
       * np.sort, np.argsort; jit-ops.ts): `run` is its eager function, called at run time on its
       * inputs' arrays (an elementwise input is materialised once, by its fused kernel).
       */
      readonly kind: 'op';
      readonly id: number;
      readonly name: string;
      readonly inputs: readonly TraceNode[];
      readonly run: (inputs: readonly NDArray[]) => NDArray;
      readonly dtype: NpDType;
      readonly shape: readonly number[];
    }
  | {
      readonly kind: 'reduce';
      readonly id: number;
      readonly name: ReduceName;
      readonly input: TraceNode;
      /** The reduced axes (ascending, normalised; omitted: every axis). */
      readonly opts: { readonly axis?: readonly number[]; readonly keepdims?: boolean };
      readonly dtype: NpDType;
      readonly shape: readonly number[];
    };

const READS = new Set(['read()', 'item()', 'hostView()', 'np.item']);

/** An array of a trace: its node; no memory, so every use outside tt.np's traced functions fails. */
export class Tracer extends NDArray {
  private current: TraceNode;
  constructor(
    node: TraceNode,
    readonly trace: Trace,
    queue: Queue<Device>,
  ) {
    super(storageOf(node.dtype), node.shape, queue.device, queue, undefined);
    this.current = node;
    if (node.dtype === 'bool') markBool(this);
  }

  /** The node of this array's value (np.set on it records a new version). */
  get node(): TraceNode {
    return this.current;
  }

  /** After np.set: this array is `node` from now on (same dtype and shape). */
  rebind(node: TraceNode): void {
    this.current = node;
  }

  override checkAlive(what: string): void {
    throw jitError(what);
  }

  override item(): Promise<number> {
    throw jitError('item()');
  }

  override read(): never {
    throw jitError('read()');
  }

  override hostView(): never {
    throw jitError('hostView()');
  }

  override valueOf(): number {
    throw jitError('a comparison or arithmetic with JS operators');
  }

  [Symbol.toPrimitive](): number {
    throw jitError('a comparison or arithmetic with JS operators');
  }
}

function jitError(what: string): ArrayOpError {
  if (READS.has(what) || what.startsWith('a comparison'))
    return new ArrayOpError(
      'JIT_VALUE_BRANCH',
      'tt.jit',
      `the traced function uses ${what} on an array: a traced function runs once per signature and cannot depend on array values; select with np.where(cond, x, y) instead of branching`,
    );
  return new ArrayOpError(
    'JIT_UNSUPPORTED',
    'tt.jit',
    `${what} cannot be traced: tt.jit traces tt.np's elementwise functions, reductions (sum prod max min mean var std all any argmin argmax), matmul, dot, outer, cumsum, cumprod, sort, argsort, copy, concatenate, stack and views (reshape, transpose, slices, broadcast_to, flip, expand_dims, squeeze); call it outside the jit function`,
  );
}

/** The nodes recorded by one trace, and the arrays captured from outside it. */
export class Trace {
  readonly nodes: TraceNode[] = [];
  private readonly captured = new Map<NDArray, TraceNode>();
  constructor(readonly queue: Queue<Device>) {}

  add<T extends TraceNode>(make: (id: number) => T): T {
    const n = make(this.nodes.length);
    this.nodes.push(n);
    return n;
  }

  /** The node of an operand array: a Tracer's own, or a captured (constant) array. */
  nodeOf(a: NDArray, dtype: NpDType): TraceNode {
    if (a instanceof Tracer) {
      if (a.trace !== this) throw jitError('a Tracer of another trace (kept from an earlier tt.jit call)');
      return a.node;
    }
    const hit = this.captured.get(a);
    if (hit) return hit;
    const n = this.add((id) => ({ kind: 'const', id, array: a, dtype, shape: a.shape }));
    this.captured.set(a, n);
    return n;
  }

  tracer(node: TraceNode): Tracer {
    return new Tracer(node, this, this.queue);
  }
}

/** The trace a Tracer among `values` belongs to (undefined: no Tracer, run eagerly). */
export function tracerIn(values: readonly unknown[]): Trace | undefined {
  for (const v of values) if (v instanceof Tracer) return v.trace;
  return undefined;
}

let active: Trace | undefined;

/** Runs `fn` with `trace` as the active one (a Tracer used after it is refused). */
export function withTrace<T>(trace: Trace, fn: () => T): T {
  const before = active;
  active = trace;
  try {
    return fn();
  } finally {
    active = before;
  }
}

/** Refuses a Tracer used when its trace is not running (kept in a closure and used later). */
export function checkTraceActive(trace: Trace): void {
  if (active !== trace) throw jitError('a Tracer outside its tt.jit trace');
}
