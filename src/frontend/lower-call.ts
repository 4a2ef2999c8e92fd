/** Lowers calls: Math.*, Atomics.*, tt casts, tt's random numbers, and helpers declared with the kernel. */
import type * as A from 'acorn';
import { MATH_FUNCTIONS, type MathFn, type RawExpr, type ScalarType } from '../ir/nodes.js';
import { ATOMIC_OPS, type AtomicOp, INTERNAL_MATH, TT_ATOMIC_OPS } from '../ir/ops.js';
import type { LowerContext } from './context.js';
import { f16Round } from './f16-builtins.js';
import { refuseFenceValue } from './lower-fence.js';
import { groupCollective, refuseGroupCall } from './lower-group.js';
import { shapedAtomicTarget } from './lower-shaped.js';
import { arrayTarget, exprText, globalName, propertyName } from './names.js';
import { isRngBuiltin, RNG_BUILTINS } from './rng-builtins.js';

const CASTS: ReadonlySet<string> = new Set(['f32', 'f64', 'i32', 'u32', 'bool', 'i64', 'u64']);

/** Unwraps `(0, ns.f)` (what tsc/esbuild emit for imported calls) to `ns.f`. */
function unwrapCallee(c: A.Expression | A.Super): A.Expression | A.Super {
  if (c.type === 'SequenceExpression' && c.expressions.length === 2 && c.expressions[0]?.type === 'Literal') {
    return c.expressions[1] ?? c;
  }
  return c;
}

/** Lowers one expression; passed in by lower-expr.ts, which calls lowerCall (no import cycle). */
export type LowerExpr = (e: A.Expression, cx: LowerContext) => RawExpr;

export function lowerCall(e: A.CallExpression, cx: LowerContext, lowerExpr: LowerExpr): RawExpr {
  const loc = cx.src.locOf(e);
  if (e.optional)
    throw cx.src.syntaxError('KERNEL_UNSUPPORTED_SYNTAX', e, 'optional calls are not supported');
  for (const a of e.arguments) {
    if (a.type === 'SpreadElement')
      throw cx.src.syntaxError('KERNEL_UNSUPPORTED_SYNTAX', a, 'spread arguments');
  }
  const args = e.arguments as A.Expression[];
  refuseFenceValue(e, cx);
  const callee = unwrapCallee(e.callee);
  if (callee.type === 'Identifier') {
    const b = cx.scope.lookup(callee.name);
    if (b?.kind === 'helper') {
      return { kind: 'helper', type: 'unknown', name: b.name, args: args.map((a) => lowerExpr(a, cx)), loc };
    }
    if (!b && CASTS.has(callee.name)) return castCall(callee.name as ScalarType, args, e, cx, lowerExpr);
    // BigInt(n) / Number(x): the conversions JS requires between BigInts and numbers
    if (!b && (callee.name === 'BigInt' || callee.name === 'Number'))
      return castCall(callee.name === 'BigInt' ? 'i64' : 'f64', args, e, cx, lowerExpr, callee.name);
    // a bundler flattens `tt.atomicMin(…)` of `import * as tt` to `atomicMin(…)` (esbuild, Vite)
    const flattened = b ? undefined : ttBuiltinCall(callee.name, callee.name, args, e, cx, lowerExpr);
    if (flattened) return flattened;
    if (!b) {
      throw cx.src.syntaxError(
        'KERNEL_UNKNOWN_FUNCTION',
        callee,
        `'${callee.name}' is not a function known to the kernel`,
        `declare it with the kernel: tt.kernel(schema, fn, { helpers: { ${callee.name} } })`,
      );
    }
  }
  if (callee.type === 'MemberExpression') {
    const collective = groupCollective(e, cx, lowerExpr);
    if (collective) return collective;
    refuseGroupCall(e, cx);
    const hooked = hookCall(callee, args, cx, lowerExpr);
    if (hooked) return hooked;
    const ns = globalName(callee.object, cx);
    const p = propertyName(callee);
    if (ns === 'Math' && p !== undefined) return mathCall(p, args, e, cx, lowerExpr);
    if (ns === 'BigInt' && p !== undefined) return bigIntWrap(p, args, e, cx, lowerExpr);
    if (ns === 'Atomics' && p !== undefined) return atomicCall(p, args, e, cx, lowerExpr);
    if (ns !== undefined && p !== undefined && CASTS.has(p))
      return castCall(p as ScalarType, args, e, cx, lowerExpr);
    if (ns !== undefined && ns !== 'Math' && ns !== 'Atomics' && p !== undefined) {
      const call = ttBuiltinCall(p, `${ns}.${p}`, args, e, cx, lowerExpr);
      if (call) return call;
    }
  }
  throw cx.src.syntaxError(
    'KERNEL_UNKNOWN_FUNCTION',
    e.callee,
    `calling '${exprText(e.callee, cx)}' is not supported in kernels`,
    'kernels may call Math.*, Atomics.*, tt casts and helpers declared in the kernel options',
  );
}

/** tt.atomicMin/atomicMax and the random-number built-ins (tt.rand & co.), written `what` in the kernel. */
function ttBuiltinCall(
  p: string,
  what: string,
  args: A.Expression[],
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): RawExpr | undefined {
  if (p === 'atomicMin' || p === 'atomicMax')
    return atomicCall(p === 'atomicMin' ? 'min' : 'max', args, e, cx, lowerExpr, what);
  if (p === 'f16') {
    if (args.length !== 1 || !args[0])
      throw cx.src.syntaxError(
        'KERNEL_BAD_ARITY',
        e,
        `${what} takes one argument, the value to round to f16`,
      );
    return f16Round(lowerExpr(args[0], cx), cx.src.locOf(e));
  }
  if (!isRngBuiltin(p)) return undefined;
  const b = RNG_BUILTINS[p];
  if (args.length !== b.params.length) {
    throw cx.src.syntaxError(
      'KERNEL_BAD_ARITY',
      e,
      `${what} takes ${b.params.length} arguments: (${b.params.join(', ')})`,
    );
  }
  for (const a of args) checkRngLiteral(a, what, cx);
  return {
    kind: 'helper',
    type: 'unknown',
    name: b.irName,
    args: args.map((a) => lowerExpr(a, cx)),
    loc: cx.src.locOf(e),
  };
}

/** `h.a.b(args)` where `h` is bound to a hook: a hook node (see Binding 'hook' and HookExpr). */
function hookCall(
  callee: A.MemberExpression,
  args: A.Expression[],
  cx: LowerContext,
  lowerExpr: LowerExpr,
): RawExpr | undefined {
  const path: string[] = [];
  let e: A.Expression | A.Super = callee;
  while (e.type === 'MemberExpression') {
    const p = propertyName(e);
    if (p === undefined) return undefined;
    path.unshift(p);
    e = e.object;
  }
  if (e.type !== 'Identifier') return undefined;
  const b = cx.scope.lookup(e.name);
  if (b?.kind !== 'hook') return undefined;
  return {
    kind: 'hook',
    type: 'unknown',
    hook: b.name,
    path,
    args: args.map((a) => lowerExpr(a, cx)),
    loc: cx.src.locOf(callee),
  };
}

function castCall(
  to: ScalarType,
  args: A.Expression[],
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: LowerExpr,
  spelled = `tt.${to}`,
): RawExpr {
  const [arg] = args;
  if (args.length !== 1 || !arg) {
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', e, `${spelled}() takes exactly one argument`);
  }
  return { kind: 'cast', type: to, arg: lowerExpr(arg, cx), loc: cx.src.locOf(e) };
}

/** `BigInt.asIntN(64, x)` / `BigInt.asUintN(64, x)`: a conversion to i64 / u64 (it wraps). */
function bigIntWrap(
  p: string,
  args: A.Expression[],
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): RawExpr {
  if (p !== 'asIntN' && p !== 'asUintN') {
    throw cx.src.syntaxError(
      'KERNEL_UNKNOWN_FUNCTION',
      e.callee,
      `BigInt.${p} is not supported in kernels`,
      'kernels may call BigInt(n), BigInt.asIntN(64, x) and BigInt.asUintN(64, x)',
    );
  }
  const [bits, arg] = args;
  if (args.length !== 2 || !bits || !arg)
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', e, `BigInt.${p}() takes two arguments (64, x)`);
  if (bits.type !== 'Literal' || bits.value !== 64) {
    throw cx.src.syntaxError(
      'KERNEL_BIGINT_UNSUPPORTED',
      bits,
      `BigInt.${p} wraps to 64 bits only in kernels`,
      `write BigInt.${p}(64, x); for fewer bits mask (x & 0xffffn) or shift`,
    );
  }
  return {
    kind: 'cast',
    type: p === 'asIntN' ? 'i64' : 'u64',
    arg: lowerExpr(arg, cx),
    loc: cx.src.locOf(e),
  };
}

function mathCall(
  name: string,
  args: A.Expression[],
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): RawExpr {
  const loc = cx.src.locOf(e);
  // tt's own built-in helpers (KernelSource helper label `tt.<name>`) may use the IR's internal ops
  const builtin = cx.src.helper?.startsWith('tt.') === true;
  if (!Object.hasOwn(MATH_FUNCTIONS, name) || (!builtin && INTERNAL_MATH.has(name as MathFn))) {
    throw cx.src.syntaxError(
      'KERNEL_UNKNOWN_FUNCTION',
      e.callee,
      `Math.${name} is not supported in kernels`,
      name === 'random'
        ? 'kernels are deterministic: use tt.rand(seed, stream, counter) (or tt.randn, tt.randInt)'
        : `supported: ${Object.keys(MATH_FUNCTIONS)
            .filter((k) => !INTERNAL_MATH.has(k as MathFn))
            .join(', ')}`,
    );
  }
  const fn = name as MathFn;
  const lowered = args.map((a) => lowerExpr(a, cx));
  const arity = MATH_FUNCTIONS[fn];
  if ((fn === 'min' || fn === 'max' || fn === 'hypot') && lowered.length > 2) {
    // Math.min(a, b, c) = min(min(a, b), c); likewise max and hypot.
    const [first, ...rest] = lowered;
    return rest.reduce<RawExpr>(
      (acc, x) => ({ kind: 'call', type: 'unknown', fn, args: [acc, x], loc }),
      first as RawExpr,
    );
  }
  if (lowered.length !== arity) {
    throw cx.src.syntaxError(
      'KERNEL_BAD_ARITY',
      e,
      `Math.${fn} takes ${arity} argument${arity > 1 ? 's' : ''}`,
    );
  }
  return { kind: 'call', type: 'unknown', fn, args: lowered, loc };
}

function atomicCall(
  name: string,
  args: A.Expression[],
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: LowerExpr,
  spelled = `Atomics.${name}`,
): RawExpr {
  if (spelled.startsWith('Atomics.') && !Object.hasOwn(ATOMIC_OPS, name)) {
    throw cx.src.syntaxError(
      'KERNEL_UNKNOWN_FUNCTION',
      e.callee,
      `Atomics.${name} is not supported in kernels`,
      `supported: ${Object.keys(ATOMIC_OPS).join(', ')}`,
    );
  }
  const op = name as AtomicOp;
  const [target, index, ...rest] = args;
  const shaped = target && index ? shapedAtomicTarget(target, index, cx, lowerExpr) : undefined;
  const arr = shaped?.array ?? (target ? arrayTarget(target, cx) : undefined);
  if (!target || arr === undefined) {
    throw cx.src.syntaxError(
      'KERNEL_ATOMIC_TARGET',
      target ?? e,
      `the first argument of ${spelled} must be an array parameter`,
    );
  }
  if (cx.privateArrays.some((a) => a.name === arr)) {
    throw cx.src.syntaxError(
      'KERNEL_ATOMIC_TARGET',
      target,
      `${spelled} on a private array: it belongs to one work item, so no other item can race on it`,
      'use plain arithmetic: t[j] += v',
    );
  }
  const arity = op === 'min' || op === 'max' ? TT_ATOMIC_OPS[op] : ATOMIC_OPS[op];
  if (!index || rest.length !== arity) {
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', e, `${spelled} takes ${arity + 2} arguments`);
  }
  return {
    kind: 'atomic',
    type: 'unknown',
    op,
    array: arr,
    index: shaped?.index ?? lowerExpr(index, cx),
    args: rest.map((a) => lowerExpr(a, cx)),
    checked: false,
    site: cx.site(arr, e),
    loc: cx.src.locOf(e),
  };
}

/** A literal seed, stream or counter must be an integer JS's `>>> 0` keeps: in [-2^31, 2^32). */
function checkRngLiteral(a: A.Expression, spelled: string, cx: LowerContext): void {
  const neg = a.type === 'UnaryExpression' && a.operator === '-';
  const lit = neg ? a.argument : a;
  if (lit.type !== 'Literal' || typeof lit.value !== 'number') return;
  const v = neg ? -lit.value : lit.value;
  if (Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 32) return;
  throw cx.src.typeError(
    'KERNEL_RNG_ARGUMENT',
    a,
    `${spelled}: ${exprText(a, cx)} is not a 32-bit integer (seeds, streams and counters are i32 or u32 words)`,
    'use an integer in [-2147483648, 4294967295]; split a wider seed over tt.philox4x32(key0, key1, …)',
  );
}
