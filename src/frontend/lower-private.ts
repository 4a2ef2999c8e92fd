/**
 * Private per-item arrays: `const t = new Float32Array(K)` (also Int32Array, Uint32Array,
 * Float64Array) at the top level of a kernel body, with a constant K (literals, declared constants
 * and + - * /) of 1 … PRIVATE_MAX_LENGTH elements. Each work item gets its own zero-filled array
 * (`KernelIR.private`); loads, stores and `t.length` work as on parameters, bounds-checked.
 */
import type * as A from 'acorn';
import type { SharedArray } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import type { FixedArrayForm } from './lower-fixed-array.js';

/** The most elements a private array may have (it lives in registers or the stack of every item). */
export const PRIVATE_MAX_LENGTH = 1024;

const CONSTRUCTORS: Readonly<Record<string, SharedArray['type']>> = {
  Float32Array: 'f32',
  Float64Array: 'f64',
  Int32Array: 'i32',
  Uint32Array: 'u32',
};

/**
 * `const name = new Float32Array(K)`: a private array (declared by declareFixedArray); undefined
 * when the declarator is not such a `new`.
 */
export function privateArrayForm(decl: A.VariableDeclarator, cx: LowerContext): FixedArrayForm | undefined {
  const init = decl.init;
  if (init?.type !== 'NewExpression' || init.callee.type !== 'Identifier') return undefined;
  const ctor = init.callee.name;
  const type = Object.hasOwn(CONSTRUCTORS, ctor) ? CONSTRUCTORS[ctor] : undefined;
  if (!type || cx.scope.lookup(ctor)) return undefined;
  const id = decl.id as A.Identifier;
  return {
    init,
    arity: 1,
    arityMessage: `new ${ctor}(length) takes one argument, the length`,
    allowedHere: !cx.workgroup,
    misplaced: () =>
      cx.src.syntaxError(
        'KERNEL_PRIVATE_PLACEMENT',
        decl,
        cx.workgroup
          ? 'private arrays are not supported in work-group kernels yet'
          : `new ${ctor}(length) must initialise a const at the top level of the kernel body`,
        cx.workgroup
          ? 'use g.shared(dtype, size * items) indexed by g.local, or a kernel without { workgroup }'
          : `move it to the top of the kernel: const ${id.name} = new ${ctor}(K);`,
      ),
    elementType: () => type,
    maxLength: PRIVATE_MAX_LENGTH,
    badLength: (n, length) => {
      const text = cx.src.text.slice(n.start, n.end);
      return cx.src.syntaxError(
        'KERNEL_PRIVATE_LENGTH',
        n,
        length === undefined
          ? `the length of a private array must be a constant; '${text}' is not`
          : `the length of a private array must be an integer in 1..${PRIVATE_MAX_LENGTH}; got ${length}`,
        length === undefined
          ? `declare it with the kernel: const K = 8; … new ${ctor}(K) … with { constants: { K } }`
          : `use at most ${PRIVATE_MAX_LENGTH} elements per item, or an array parameter indexed by the item`,
      );
    },
    prefix: 'pv',
    arrays: cx.privateArrays,
  };
}
