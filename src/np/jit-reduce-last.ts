/**
 * A reduction's epilogue (tt.jit; planned by jit-epilogue.ts): the elementwise chain that reads
 * nothing but the reduction's result — np.mean's division, np.var's, np.std's square root — is
 * applied in the reduction's last pass, to the accumulator converted as storing the result and
 * loading it back would convert it, so the value stored is the one the chain's own kernel would
 * store (eager's bits) without that kernel's launch. The last pass is the fused first pass when it
 * has one block per line, else a kernel of its own over the partials: tt.sum's `lanes` or
 * `strided` pass (jit-reduce-body.ts, as the eager passes run it) with the chain before its store.
 */
import { InternalError } from '../errors/errors.js';
import type { IRParam, RawExpr, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { DTYPES } from '../types/dtype.js';
import type { Schema } from '../types/schema.js';
import { computeOf, storageOf } from './dtypes.js';
import { scalarParam } from './elementwise-kernel.js';
import { assign, cast, local } from './ir.js';
import { asStored, Builder, paramsOf } from './jit-kernel.js';
import { BODY_LOCALS, type Combine, lanesBody, stridedBody } from './jit-reduce-body.js';
import type { ScalarArg, TraceNode } from './jit-trace.js';

type EwNode = TraceNode & { kind: 'ew' };
type ReduceNode = TraceNode & { kind: 'reduce' };
type Site = { array: string; loc: { line: number; column: number } };

/** The type of a local holding a value of `t` (as jit-kernel.ts's intermediates). */
const localType = (t: EwNode['dtype']): RawType =>
  t === 'bool' || computeOf(t) === 'i32' ? 'i32' : computeOf(t);

/**
 * Replaces the final store of `body` (out[index] = acc) by the epilogue's statements and the
 * store of its value; returns the locals and scalar operands it adds and its structure key.
 */
export function applyEpilogue(
  r: ReduceNode,
  e: EwNode,
  body: RawStmt[],
  acc: RawType,
  sites: Site[],
): { locals: { name: string; type: RawType }[]; scalars: readonly ScalarArg[]; key: string } {
  const store = body.pop();
  if (store?.kind !== 'store') throw new InternalError('tt.jit: a reduction body ends with its store');
  // its chains are inlined (none is an array: jit-epilogue.ts), the result is bound below
  const b = new Builder(0, (n) => n.kind !== 'ew', undefined, 'ep', sites, undefined, 'es');
  b.bind(r, b.pre.temp(localType(r.dtype), asStored(r.dtype, local('acc', acc))), 'R');
  const top = b.value(e, true);
  body.push(...b.pre.stmts, { ...store, value: top.expr });
  return { locals: b.pre.locals, scalars: b.scalars, key: `E${storageOf(e.dtype)}${top.key}` };
}

/** Adds the epilogue's scalar parameters (es0, es1, …). */
export function epilogueParams(
  params: IRParam<RawType>[],
  schema: Schema,
  scalars: readonly ScalarArg[],
): void {
  scalars.forEach((s, j) => {
    params.push(scalarParam(`es${j}`, s.type));
    (schema as Record<string, Schema[string]>)[`es${j}`] = DTYPES[s.type];
  });
}

/** Sets the epilogue's scalar arguments. */
export function epilogueArgs(args: Record<string, unknown>, scalars: readonly ScalarArg[]): void {
  scalars.forEach((s, j) => {
    args[`es${j}`] = s.value;
  });
}

const cache = new Map<string, Kernel<Schema>>();

/** The last-pass kernels made so far in this process (tests compile them for cuda). */
export function lastPassKernelsMade(): readonly Kernel<Schema>[] {
  return [...cache.values()];
}

/**
 * The last pass of `r` over its partials (x0, of r's dtype) applying `e`: tt.sum's lanes pass
 * (`lanes`) or strided pass, element k loaded and widened to `acc` as the eager kernel's load is.
 */
export function lastPassKernel(
  r: ReduceNode,
  e: EwNode,
  lanes: boolean,
  acc: RawType,
  combine: Combine,
): { kernel: Kernel<Schema>; scalars: readonly ScalarArg[] } {
  const sites: Site[] = [];
  const site = (array: string) => () => sites.push({ array, loc: { line: 1, column: 1 } }) - 1;
  const element = (at: RawExpr, into: string, folds: boolean): RawStmt[] => {
    const load: RawExpr = {
      kind: 'load',
      type: 'unknown',
      array: 'x0',
      index: at,
      checked: false,
      site: site('x0')(),
    };
    const v = cast(acc, asStored(r.dtype, load));
    return [assign(into, folds ? combine(local(into, acc), v) : v)];
  };
  const body = lanes ? lanesBody(element, combine, acc, site('out')) : stridedBody(element, acc, site('out'));
  const epi = applyEpilogue(r, e, body, acc, sites);
  const key = `${r.name}|${lanes}|${r.dtype}|${epi.key}`;
  let kernel = cache.get(key);
  if (!kernel) {
    const pb = new Builder(0, () => true);
    pb.leaves.push(r); // x0: the partials, of r's dtype
    const { params, schema } = paramsOf(e.dtype, pb, ['len', 'nb', 'B', 'inner']);
    epilogueParams(params, schema, epi.scalars);
    const own = BODY_LOCALS[lanes ? 'lanes' : 'strided'];
    const locals = [
      ...own.ints.map((name) => ({ name, type: 'i32' as RawType })),
      ...own.values.map((name) => ({ name, type: acc })),
      ...epi.locals,
    ];
    const ir: RawKernelIR = {
      name: `jit_${r.name}_last`,
      // the strided pass is a 3-D launch [outer, blocks, inner] (jit-reduce-body.ts)
      rank: lanes ? 1 : 3,
      params,
      locals: locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
      body,
      functions: [],
      sites,
      options: { floatType: 'f32', unsafe: true },
    };
    kernel = kernelFromIR(schema, ir, { name: `np_jit_${r.name}_last` });
    cache.set(key, kernel);
  }
  return { kernel, scalars: epi.scalars };
}
