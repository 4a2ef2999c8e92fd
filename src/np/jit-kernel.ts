/**
 * One kernel for a chain of elementwise operations of a jit trace: the root's expression is
 * inlined down to its leaves (inputs, captured arrays, reduction results, or nodes another step
 * materialises), each intermediate a local converted exactly as storing it into an array of its
 * dtype would convert it (f32 rounding, 8/16-bit wrap, bools 0/1), so the fused result equals the
 * eager chain's. Like an eager elementwise kernel it is flat (every leaf has the root's shape) or
 * strided (leaves read at broadcast strides); scalars are parameters. Kernels are made through
 * kernelFromIR and kept in a Map per expression structure.
 */
import { f16Round } from '../frontend/f16-builtins.js';
import type { IRParam, RawExpr, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { type ArrayDTypeName, DTYPES, type DType } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { contiguousStrides, sameShape } from './broadcast.js';
import { computeOf, storageDType, storageOf } from './dtypes.js';
import { arrayParam, dot, scalarParam } from './elementwise-kernel.js';
import { bin, cast, index0, lit, Prelude, param } from './ir.js';
import type { ScalarArg, TraceNode } from './jit-trace.js';
import type { NpDType } from './promote.js';

type EwNode = TraceNode & { kind: 'ew' };

export interface FusedKernel {
  readonly kernel: Kernel<Schema>;
  /** The array leaves, in parameter order (x0, x1, …). */
  readonly leaves: readonly TraceNode[];
  /** The scalar operands, in parameter order (s0, s1, …). */
  readonly scalars: readonly ScalarArg[];
  /** 0: flat; otherwise the root's rank. */
  readonly rank: number;
}

const cache = new Map<string, Kernel<Schema>>();

/** The fused elementwise kernels made so far in this process (tests compile them for cuda). */
export function fusedKernelsMade(): readonly Kernel<Schema>[] {
  return [...cache.values()];
}

/** The value an intermediate of `t` holds: what a load of its storage gives after a store. */
export function asStored(t: NpDType, value: RawExpr): RawExpr {
  if (t === 'bool') return cast('i32', value);
  const v = cast(computeOf(t), value);
  if (t === 'i8' || t === 'i16') {
    const bits = lit(t === 'i8' ? 24 : 16);
    return bin('shr', bin('shl', v, bits), bits);
  }
  if (t === 'u8' || t === 'u16') return bin('bitand', v, lit(t === 'u8' ? 255 : 65535));
  // an f16 intermediate is rounded as its store would round it, so fusion keeps eager's bits
  if (t === 'f16') return f16Round(v, undefined);
  return v;
}

/** Coordinates given to a Builder, and each leaf's strides along them (jit-reduce-lines.ts). */
export interface LineCoords {
  readonly coords: readonly RawExpr[];
  readonly strides: readonly (readonly number[])[];
}

/** Σ coords[d]·strides[d] (+ base): a stride of 0 drops its term, 1 adds the coordinate, others are parameters. */
function knownDot(
  coords: readonly RawExpr[],
  strides: readonly number[],
  k: number,
  base?: RawExpr,
): RawExpr {
  let idx: RawExpr | undefined = base;
  coords.forEach((c, d) => {
    const st = strides[d] ?? 0;
    if (st === 0) return;
    const term = st === 1 ? c : bin('mul', c, param(`st${k}_${d}`, 'i32'));
    idx = idx ? bin('add', idx, term) : term;
  });
  return idx ?? lit(0);
}

/**
 * Inlines an expression of the trace evaluated at one element (`at`, default the work item's index),
 * its temporaries in its own prelude (locals named `prefix`0, 1, …: several builders may add to one
 * kernel, as the fused reduction does, and then share `sites`).
 */
export class Builder {
  readonly pre: Prelude;
  readonly leaves: TraceNode[] = [];
  readonly scalars: ScalarArg[] = [];
  readonly coords: RawExpr[] = [];
  private readonly memo = new Map<number, { expr: RawExpr; key: string }>();
  private keyParts = 0;
  private readonly at: RawExpr;

  constructor(
    readonly rank: number,
    private readonly isLeaf: (n: TraceNode) => boolean,
    at?: RawExpr,
    prefix = 't',
    readonly sites: { array: string; loc: { line: number; column: number } }[] = [],
    private readonly given?: LineCoords,
    /** The start of the scalar parameters' names (s0, s1, … unless two builders share a kernel). */
    readonly scalarPrefix = 's',
  ) {
    this.pre = new Prelude(prefix);
    // with given coordinates the flat index is never read: no local for it
    this.at = at === undefined || given ? index0 : this.pre.temp('i32', at);
    // coordinates the caller knows without dividing (a fused reduction's line, position, inner)
    if (given) this.coords.push(...given.coords);
    else
      for (let d = 0; d < rank; d++) {
        const q = bin('idiv', this.at, param(`os${d}`, 'i32'));
        this.coords.push(this.pre.temp('i32', d === 0 ? q : bin('rem', q, param(`sh${d}`, 'i32'))));
      }
  }

  site(array: string): number {
    return this.sites.push({ array, loc: { line: 1, column: 1 } }) - 1;
  }

  private leaf(n: TraceNode): { expr: RawExpr; key: string } {
    let k = this.leaves.indexOf(n);
    if (k < 0) k = this.leaves.push(n) - 1;
    const name = `x${k}`;
    // a view leaf reads the array it views at its offset (a 0-d root: flat, at its offset alone)
    const offset = n.kind === 'view' ? param(`so${k}`, 'i32') : undefined;
    const flat = offset ? bin('add', this.at, offset) : this.at;
    const strides = this.given?.strides[k];
    const index =
      this.rank === 0
        ? flat
        : strides
          ? knownDot(this.coords, strides, k, offset)
          : dot(this.coords, `st${k}_`, offset);
    const expr: RawExpr = {
      kind: 'load',
      type: 'unknown',
      array: name,
      index,
      checked: false,
      site: this.site(name),
    };
    return { expr, key: `L${k}:${storageOf(n.dtype)}${offset ? 'V' : ''}` };
  }

  /** Makes `n`'s value `expr` (a reduction's result in its last pass: jit-reduce.ts's epilogue). */
  bind(n: TraceNode, expr: RawExpr, key: string): void {
    this.memo.set(n.id, { expr, key });
  }

  /** The value of `n` (its expression and structure key); the root's is not stored in a local. */
  value(n: TraceNode, root = false): { expr: RawExpr; key: string } {
    const hit = this.memo.get(n.id);
    if (hit) return hit;
    if (n.kind !== 'ew' || (!root && this.isLeaf(n))) {
      const l = this.leaf(n);
      this.memo.set(n.id, l);
      return l;
    }
    const ct = computeOf(n.operand);
    const keys: string[] = [];
    const args = n.args.map((a, k): RawExpr => {
      let raw: RawExpr;
      if (a.kind === 'scalar') {
        const j = this.scalars.push(a) - 1;
        raw = param(`${this.scalarPrefix}${j}`, a.type);
        keys.push(`S${j}:${a.type}`);
      } else {
        const v = this.value(a);
        raw = v.expr;
        keys.push(v.key);
      }
      return k >= n.ufunc.promoteFrom && !(a.kind === 'scalar' && a.type === ct) ? cast(ct, raw) : raw;
    });
    const body = n.ufunc.body(args, n.operand, this.pre);
    const key = `(${n.ufunc.name}|${n.operand}|${n.dtype}|${keys.join(',')})`;
    const t = n.dtype;
    const expr = root
      ? t === 'bool'
        ? cast('i32', body)
        : cast(computeOf(t), body)
      : this.pre.temp(t === 'bool' || computeOf(t) === 'i32' ? 'i32' : computeOf(t), asStored(t, body));
    const out = { expr, key: root ? key : `#${this.keyParts++}${key}` };
    this.memo.set(n.id, out);
    return out;
  }
}

/** The parameters: out (of `outType`), the leaves, the scalars, shape and strides, then `extra` i32s. */
export function paramsOf(
  outType: NpDType,
  b: Builder,
  extra: readonly string[] = [],
): { params: IRParam<RawType>[]; schema: Schema } {
  const params: IRParam<RawType>[] = [arrayParam('out', storageOf(outType))];
  const schema: Record<string, Schema[string]> = { out: arrayOf(storageDType(outType)) };
  b.leaves.forEach((l, k) => {
    const st = storageOf(l.dtype);
    params.push(arrayParam(`x${k}`, st));
    schema[`x${k}`] = arrayOf(DTYPES[st] as DType<ArrayDTypeName>);
  });
  b.scalars.forEach((s, j) => {
    params.push(scalarParam(`s${j}`, s.type));
    schema[`s${j}`] = DTYPES[s.type];
  });
  const ints: string[] = [];
  for (let d = 0; d < b.rank; d++) ints.push(`os${d}`, `sh${d}`);
  b.leaves.forEach((l, k) => {
    for (let d = 0; d < b.rank; d++) ints.push(`st${k}_${d}`);
    if (l.kind === 'view') ints.push(`so${k}`);
  });
  ints.push(...extra);
  for (const n of ints) {
    params.push(scalarParam(n, 'i32'));
    schema[n] = DTYPES.i32;
  }
  return { params, schema };
}

/** Whether every leaf is read at the work item's index: each has the root's shape and is no view (or the root is 0-d). */
export function flatLeaves(leaves: readonly TraceNode[], shape: readonly number[]): boolean {
  return shape.length === 0 || leaves.every((l) => l.kind !== 'view' && sameShape(l.shape, shape));
}

/**
 * Sets the launch arguments of `leaves` for a root of `shape` (strided when `rank` > 0): each
 * leaf's array (a view's: the array it views, `arrayOfNode` its input) and its strides along the
 * root's axes (0 where broadcast), a view's own offset and strides.
 */
export function leafArgs(
  args: Record<string, unknown>,
  leaves: readonly TraceNode[],
  rank: number,
  shape: readonly number[],
  arrayOfNode: (n: TraceNode) => unknown,
): void {
  const os = contiguousStrides(shape);
  for (let d = 0; d < rank; d++) {
    args[`os${d}`] = os[d];
    args[`sh${d}`] = shape[d];
  }
  leaves.forEach((l, k) => {
    args[`x${k}`] = arrayOfNode(l.kind === 'view' ? l.input : l);
    if (l.kind === 'view') args[`so${k}`] = l.offset;
    leafStrides(l, shape).forEach((st, d) => {
      if (d < rank) args[`st${k}_${d}`] = st;
    });
  });
}

/** A leaf's strides along each axis of a root of `shape` (0 where it is broadcast). */
export function leafStrides(l: TraceNode, shape: readonly number[]): number[] {
  const own = l.kind === 'view' ? l.strides : contiguousStrides(l.shape);
  const lead = shape.length - l.shape.length;
  return shape.map((size, d) => {
    const j = d - lead;
    return j < 0 || ((l.shape[j] ?? 1) === 1 && size !== 1) ? 0 : (own[j] ?? 0);
  });
}

/** The fused kernel computing `root` from the nodes `isLeaf` says are arrays already. */
export function fusedKernel(root: EwNode, isLeaf: (n: TraceNode) => boolean): FusedKernel {
  // Flat when every leaf has the root's shape; the walk that finds the leaves decides nothing else.
  const probe = new Builder(0, isLeaf);
  probe.value(root, true);
  const flat = flatLeaves(probe.leaves, root.shape);
  const b = flat ? probe : new Builder(root.shape.length, isLeaf);
  const top = flat ? probe.value(root, true) : b.value(root, true);
  const rank = flat ? 0 : root.shape.length;
  const key = `${rank}|${b.leaves.length}|${top.key}`;
  let kernel = cache.get(key);
  if (!kernel) {
    const { params, schema } = paramsOf(root.dtype, b);
    const store: RawStmt = {
      kind: 'store',
      array: 'out',
      index: index0,
      value: top.expr,
      checked: false,
      site: b.site('out'),
    };
    const ir: RawKernelIR = {
      name: 'jit',
      rank: 1,
      params,
      locals: b.pre.locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
      body: [...b.pre.stmts, store],
      functions: [],
      sites: b.sites,
      options: { floatType: 'f32', unsafe: false },
    };
    kernel = kernelFromIR(schema, ir, { name: 'np_jit' });
    cache.set(key, kernel);
  }
  return { kernel, leaves: b.leaves, scalars: b.scalars, rank };
}
