/**
 * `tt.pipeline`, the public face of the compile pipeline (GT4Py's extensible pipeline): list the
 * passes, add and remove user passes, add log points, and the IR helpers a pass needs (print,
 * walk). docs/pipeline.md.
 */
import { closestName } from '../errors/options.js';
import { PipelineError } from '../errors/pipeline.js';
import { printKernel } from '../ir/printer.js';
import { childExprs, mapExprs, mapStmts, visit } from '../ir/walk.js';
import { PASSES, VARIANT_PASSES } from './pipeline.js';
import {
  addLogPoint,
  addUserPass,
  type LogPoint,
  planPasses,
  removeUserPass,
  type UserPass,
  userPass,
} from './user-passes.js';

export type { LogPoint, PassInfo, UserPass } from './user-passes.js';

export interface PassEntry {
  readonly name: string;
  readonly kind: 'transform' | 'analysis';
  readonly builtin: boolean;
}

const builtinNames = () => PASSES.map((p) => p.name);

/** Every pass in the order it runs on each kernel: infer-types, the typed passes, the variants. */
function list(): PassEntry[] {
  const typed = planPasses(builtinNames()).map((name): PassEntry => {
    const user = userPass(name);
    return user
      ? { name, kind: user.kind ?? 'transform', builtin: false }
      : { name, kind: name === 'verify' ? 'analysis' : 'transform', builtin: true };
  });
  const variants = VARIANT_PASSES.map((p): PassEntry => ({ name: p.name, kind: 'transform', builtin: true }));
  return [{ name: 'infer-types', kind: 'transform', builtin: true }, ...typed, ...variants];
}

function logPoint(at: string, fn: LogPoint): () => void {
  const names = ['*', 'frontend', ...list().map((p) => p.name)];
  if (typeof at !== 'string' || !names.includes(at)) {
    const near = typeof at === 'string' ? closestName(at, names) : undefined;
    throw new PipelineError(
      'PIPELINE_BAD_PASS',
      String(at),
      `tt.pipeline.logPoint: no pass '${String(at)}'${near ? ` (did you mean '${near}'?)` : ''}; log points go after ${names.join(', ')}`,
    );
  }
  return addLogPoint(at, fn);
}

export const pipeline = {
  passes: list,
  add: (pass: UserPass): (() => void) => addUserPass(pass, builtinNames()),
  remove: removeUserPass,
  logPoint,
  /** The IR as text (what TUTTI_DUMP_IR prints). */
  print: printKernel,
  /** Traversal helpers for passes: visit expressions, rebuild statements or expressions. */
  walk: { visit, childExprs, mapExprs, mapStmts },
} as const;
