/**
 * Private per-item arrays: `const t = new Float32Array(K)` (also Int32Array, Uint32Array,
 * Float64Array) at the top level of a kernel body, with a constant K (literals, declared constants
 * and + - * /) of 1 … PRIVATE_MAX_LENGTH elements. Each work item gets its own zero-filled array
 * (`KernelIR.private`); loads, stores and `t.length` work as on parameters, bounds-checked.
 */
import type * as A from 'acorn';
import type { RawExpr, SharedArray } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import { constInt } from './lower-group.js';
import { safeIdent } from './scope.js';

/** The most elements a private array may have (it lives in registers or the stack of every item). */
export const PRIVATE_MAX_LENGTH = 1024;

const CONSTRUCTORS: Readonly<Record<string, SharedArray['type']>> = {
  Float32Array: 'f32',
  Float64Array: 'f64',
  Int32Array: 'i32',
  Uint32Array: 'u32',
};

type LowerExpr = (e: A.Expression, cx: LowerContext) => RawExpr;

/**
 * `const name = new Float32Array(K)`: declares a private array and binds `name` to it. Returns
 * false when the declarator is not such a `new`.
 */
export function privateDeclaration(
  kind: string,
  decl: A.VariableDeclarator,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): boolean {
  const init = decl.init;
  if (init?.type !== 'NewExpression' || init.callee.type !== 'Identifier') return false;
  const ctor = init.callee.name;
  const type = Object.hasOwn(CONSTRUCTORS, ctor) ? CONSTRUCTORS[ctor] : undefined;
  if (!type || cx.scope.lookup(ctor)) return false;
  const id = decl.id as A.Identifier;
  if (cx.helper !== null || cx.loopDepth > 0 || cx.scope.depth !== 2 || kind !== 'const' || cx.workgroup) {
    throw cx.src.syntaxError(
      'KERNEL_PRIVATE_PLACEMENT',
      decl,
      cx.workgroup
        ? 'private arrays are not supported in work-group kernels yet'
        : `new ${ctor}(length) must initialise a const at the top level of the kernel body`,
      cx.workgroup
        ? 'use g.shared(dtype, size * items) indexed by g.local, or a kernel without { workgroup }'
        : `move it to the top of the kernel: const ${id.name} = new ${ctor}(K);`,
    );
  }
  const [n] = init.arguments;
  if (init.arguments.length !== 1 || !n || n.type === 'SpreadElement') {
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', init, `new ${ctor}(length) takes one argument, the length`);
  }
  const length = constInt(lowerExpr(n, cx));
  if (length === undefined || !Number.isInteger(length) || length < 1 || length > PRIVATE_MAX_LENGTH) {
    const text = cx.src.text.slice(n.start, n.end);
    throw cx.src.syntaxError(
      'KERNEL_PRIVATE_LENGTH',
      n,
      length === undefined
        ? `the length of a private array must be a constant; '${text}' is not`
        : `the length of a private array must be an integer in 1..${PRIVATE_MAX_LENGTH}; got ${length}`,
      length === undefined
        ? `declare it with the kernel: const K = 8; … new ${ctor}(K) … with { constants: { K } }`
        : `use at most ${PRIVATE_MAX_LENGTH} elements per item, or an array parameter indexed by the item`,
    );
  }
  const name = cx.scope.freshName(`pv_${safeIdent(id.name)}`);
  cx.privateArrays.push({ name, sourceName: id.name, type, length });
  cx.scope.bind(id.name, { kind: 'arrayParam', irName: name, type, sharedLength: length });
  return true;
}
