/**
 * The generated kernel of one elementwise operation: one work item per output element. With every
 * array operand shaped like the output ('flat') item i reads element i; otherwise ('strided', per
 * output rank) the item knows its coordinates and reads each operand at the dot product of the
 * coordinates and that operand's strides, 0 along broadcast axes. A strided kernel of rank ≥ 2 is
 * a 2-D launch [outer, last axis] (stridedRange): the last coordinate is the second launch index
 * and the others come from the first by divisions that depend on it alone (none for rank 2), so
 * the backends run the last axis as an affine inner loop (range-checked per block, vectorisable)
 * instead of dividing per item. Shapes and strides are launch arguments, so one kernel serves every
 * shape of a rank. Kernels are made through kernelFromIR and kept in a Map per (operation, types,
 * operand kinds, pattern).
 */
import type { IRParam, RawExpr, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { type ArrayDTypeName, DTYPES, type DType, isSmallDType } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { computeOf, storageDType, storageOf } from './dtypes.js';
import { bin, cast, index0, lit, Prelude, param } from './ir.js';
import type { NpDType } from './promote.js';
import type { Ufunc } from './ufuncs.js';

/** An operand as the kernel sees it: an array of a storage dtype, or a scalar parameter. */
export type OperandSpec =
  | { readonly kind: 'array'; readonly storage: ArrayDTypeName }
  | { readonly kind: 'scalar'; readonly type: 'bool' | 'i32' | 'u32' | 'f32' | 'f64' };

export interface ElementwiseSpec {
  readonly ufunc: Ufunc;
  /** The type promoted operands are converted to. */
  readonly operand: NpDType;
  readonly result: NpDType;
  readonly operands: readonly OperandSpec[];
  /** 0: flat; otherwise the output's rank (strided). */
  readonly rank: number;
  /** Strided only: the output is written at an offset with its own strides (a slot of a larger array). */
  readonly scatter?: boolean;
  /** Strided only: each array operand is read from an offset (`so{k}`, a slice of a larger array). */
  readonly offsets?: boolean;
}

const cache = new Map<string, Kernel<Schema>>();
/** The spec of each kernel made here (autodiff's broadcast rule reads it: src/autodiff/broadcast-adjoint.ts). */
const specs = new WeakMap<object, ElementwiseSpec>();

/** The spec of `kernel` when it is an elementwise kernel of tt.np, else undefined. */
export function elementwiseSpecOf(kernel: object): ElementwiseSpec | undefined {
  return specs.get(kernel);
}

function keyOf(s: ElementwiseSpec): string {
  const ops = s.operands.map((o) => (o.kind === 'array' ? `a${o.storage}` : `s${o.type}`)).join(',');
  return `${s.ufunc.name}|${s.operand}|${s.result}|${ops}|${s.rank}${s.scatter ? 's' : ''}${s.offsets ? 'o' : ''}`;
}

export function arrayParam(name: string, storage: ArrayDTypeName): IRParam<RawType> {
  return isSmallDType(storage)
    ? { name, sourceName: name, type: 'i32', isArray: true, storage }
    : { name, sourceName: name, type: storage, isArray: true };
}

export function scalarParam(name: string, type: RawType): IRParam<RawType> {
  return { name, sourceName: name, type, isArray: false };
}

/** Parameters (and schema) of the kernel: out, operands, then output shape/strides and operand strides. */
function paramsOf(s: ElementwiseSpec): { params: IRParam<RawType>[]; schema: Schema } {
  const params: IRParam<RawType>[] = [arrayParam('out', storageOf(s.result))];
  const schema: Record<string, Schema[string]> = { out: arrayOf(storageDType(s.result)) };
  s.operands.forEach((o, k) => {
    const name = `x${k}`;
    params.push(o.kind === 'array' ? arrayParam(name, o.storage) : scalarParam(name, o.type));
    schema[name] = o.kind === 'array' ? arrayOf(DTYPES[o.storage] as DType<ArrayDTypeName>) : DTYPES[o.type];
  });
  const ints: string[] = [];
  for (let d = 0; d < s.rank; d++) ints.push(`os${d}`, `sh${d}`);
  if (s.scatter) for (let d = -1; d < s.rank; d++) ints.push(d < 0 ? 'oo' : `ost${d}`);
  s.operands.forEach((o, k) => {
    if (o.kind === 'array') for (let d = 0; d < s.rank; d++) ints.push(`st${k}_${d}`);
    if (o.kind === 'array' && s.offsets && s.rank > 0) ints.push(`so${k}`);
  });
  for (const n of ints) {
    params.push(scalarParam(n, 'i32'));
    schema[n] = DTYPES.i32;
  }
  return { params, schema };
}

/** The dot product of the coordinates and the strides named `prefix{d}`, plus `base`. */
export function dot(coords: readonly RawExpr[], prefix: string, base?: RawExpr): RawExpr {
  let idx: RawExpr | undefined = base;
  coords.forEach((c, d) => {
    const term = bin('mul', c, param(`${prefix}${d}`, 'i32'));
    idx = idx ? bin('add', idx, term) : term;
  });
  return idx ?? lit(0);
}

/** The element index each array operand is read at. */
function indexOf(s: ElementwiseSpec, k: number, coords: readonly RawExpr[]): RawExpr {
  if (s.rank === 0) return index0;
  return dot(coords, `st${k}_`, s.offsets ? param(`so${k}`, 'i32') : undefined);
}

const index1: RawExpr = { kind: 'index', type: 'i32', dim: 1 };

/** The item's own element of a contiguous output: the launch index, or row · (last axis) + column. */
function ownElement(rank: number): RawExpr {
  return rank > 1 ? bin('add', bin('mul', index0, param(`sh${rank - 1}`, 'i32')), index1) : index0;
}

/** The launch range of an elementwise kernel of `rank` over the shape `iter` (n elements). */
export function stridedRange(rank: number, iter: readonly number[], n: number): number | [number, number] {
  if (rank < 2) return n;
  const last = iter[rank - 1] ?? 1;
  return [n / last, last];
}

function buildIR(s: ElementwiseSpec, params: IRParam<RawType>[]): RawKernelIR {
  const pre = new Prelude();
  // rank ≥ 2: the last coordinate is launch index 1; the output is contiguous, so from the last
  // outer axis c_d = q − (q / sh_d)·sh_d and q ← q / sh_d, q starting at launch index 0 (rank − 2
  // divisions per row of items, not per item)
  const coords: RawExpr[] = new Array<RawExpr>(s.rank);
  let q: RawExpr = index0;
  for (let d = s.rank - 2; d > 0; d--) {
    const next = pre.temp('i32', bin('idiv', q, param(`sh${d}`, 'i32')));
    coords[d] = pre.temp('i32', bin('sub', q, bin('mul', next, param(`sh${d}`, 'i32'))));
    q = next;
  }
  if (s.rank > 0) coords[0] = q;
  if (s.rank > 1) coords[s.rank - 1] = index1;
  const sites: { array: string; loc: { line: number; column: number } }[] = [];
  const site = (array: string) => sites.push({ array, loc: { line: 1, column: 1 } }) - 1;
  const ct = computeOf(s.operand);
  const args = s.operands.map((o, k): RawExpr => {
    const name = `x${k}`;
    const raw: RawExpr =
      o.kind === 'scalar'
        ? param(name, o.type)
        : {
            kind: 'load',
            type: 'unknown',
            array: name,
            index: indexOf(s, k, coords),
            checked: false,
            site: site(name),
          };
    return k >= s.ufunc.promoteFrom && !(o.kind === 'scalar' && o.type === ct) ? cast(ct, raw) : raw;
  });
  const value = s.ufunc.body(args, s.operand, pre);
  const stored = s.result === 'bool' ? cast('i32', value) : cast(computeOf(s.result), value);
  const body: RawStmt[] = [
    ...pre.stmts,
    {
      kind: 'store',
      array: 'out',
      index: s.scatter ? dot(coords, 'ost', param('oo', 'i32')) : ownElement(s.rank),
      value: stored,
      checked: false,
      site: site('out'),
    },
  ];
  return {
    name: s.ufunc.name,
    rank: s.rank > 1 ? 2 : 1,
    params,
    locals: pre.locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
    body,
    functions: [],
    sites,
    options: { floatType: 'f32', unsafe: false },
  };
}

/** The kernel of `s`, made once per process. */
export function elementwiseKernel(s: ElementwiseSpec): Kernel<Schema> {
  const key = keyOf(s);
  const hit = cache.get(key);
  if (hit) return hit;
  const { params, schema } = paramsOf(s);
  const k = kernelFromIR(schema, buildIR(s, params), { name: `np_${s.ufunc.name}` });
  cache.set(key, k);
  specs.set(k, s);
  return k;
}

/** How many elementwise kernels tt.np has made (tests prove the cache). */
export function elementwiseKernelCount(): number {
  return cache.size;
}
