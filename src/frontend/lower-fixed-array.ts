/**
 * The fixed-size arrays a kernel body declares: `const tile = g.shared(tt.f32, n)` (lower-group.ts)
 * and `const t = new Float32Array(K)` (lower-private.ts). Both must be a const at the top level of
 * the kernel body, take a fixed number of arguments ending with a length known when the kernel is
 * compiled, and bind their name to an array the kernel indexes like an array parameter.
 */
import type * as A from 'acorn';
import type { KernelSyntaxError } from '../errors/errors.js';
import type { BinaryOp, RawExpr, SharedArray } from '../ir/nodes.js';
import { jsArithmetic } from '../ir/semantics.js';
import type { LowerContext } from './context.js';
import { safeIdent } from './scope.js';

type LowerExpr = (e: A.Expression, cx: LowerContext) => RawExpr;

/** The operators a constant length may use: + - * / and << (`g.size[0] << 1`). */
const LENGTH_OPS: ReadonlySet<BinaryOp> = new Set(['add', 'sub', 'mul', 'div', 'shl']);

/** The value of a constant length (numeric literals joined by LENGTH_OPS); undefined otherwise. */
export function constInt(e: RawExpr): number | undefined {
  if (e.kind === 'const' && typeof e.value === 'number') return e.value;
  if (e.kind !== 'binary' || !LENGTH_OPS.has(e.op)) return undefined;
  const l = constInt(e.left);
  const r = constInt(e.right);
  return l === undefined || r === undefined ? undefined : jsArithmetic(e.op, l, r);
}

/** One form of fixed-size array declaration, recognised in a declarator, with its wording. */
export interface FixedArrayForm {
  /** The call or `new` that declares the array. */
  readonly init: A.CallExpression | A.NewExpression;
  /** How many arguments it takes; the last is the length. */
  readonly arity: number;
  /** KERNEL_BAD_ARITY's message. */
  readonly arityMessage: string;
  /** False where the form is refused even at the top of the kernel body. */
  readonly allowedHere: boolean;
  /** The error for a declaration that is not a const at the top level of the kernel body (or not allowed). */
  misplaced(): KernelSyntaxError;
  /** The element type (from the first argument, where the form names it there). */
  elementType(first: A.Expression): SharedArray['type'];
  /** The most elements the array may have. */
  readonly maxLength: number;
  /** The error for a length `n` that is not a constant integer in 1..maxLength (`length`: its value, if constant). */
  badLength(n: A.Expression, length: number | undefined): KernelSyntaxError;
  /** Prefix of the array's IR name. */
  readonly prefix: string;
  /** The kernel's list the array joins (cx.shared or cx.privateArrays). */
  readonly arrays: SharedArray[];
}

/** Declares the array `form` describes and binds the declarator's name to it. */
export function declareFixedArray(
  form: FixedArrayForm,
  kind: string,
  decl: A.VariableDeclarator,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): void {
  const topLevelConst = cx.helper === null && cx.loopDepth === 0 && cx.scope.depth === 2 && kind === 'const';
  if (!topLevelConst || !form.allowedHere) throw form.misplaced();
  const given = form.init.arguments;
  const args = given.filter((a): a is A.Expression => a.type !== 'SpreadElement');
  const [first, n] = [args[0], args[args.length - 1]];
  if (given.length !== form.arity || args.length !== form.arity || !first || !n) {
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', form.init, form.arityMessage);
  }
  const type = form.elementType(first);
  const length = constInt(lowerExpr(n, cx));
  if (length === undefined || !Number.isInteger(length) || length < 1 || length > form.maxLength) {
    throw form.badLength(n, length);
  }
  const id = decl.id as A.Identifier;
  const name = cx.scope.freshName(`${form.prefix}_${safeIdent(id.name)}`);
  form.arrays.push({ name, sourceName: id.name, type, length });
  cx.scope.bind(id.name, { kind: 'arrayParam', irName: name, type, sharedLength: length });
}
