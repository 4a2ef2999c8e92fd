/** Lowers acorn expressions to raw IR expressions (types are settled later by `infer-types`). */
import type * as A from 'acorn';
import type { BinaryOp, RawExpr } from '../ir/nodes.js';
import { MATH_CONSTANTS } from '../ir/ops.js';
import type { LowerContext } from './context.js';
import { lowerCall } from './lower-call.js';
import { groupMember } from './lower-group.js';
import { shapedElement, shapeRead } from './lower-shaped.js';
import { asScalar, involvesComposite, lazily, lowerValue, unwrapCallee } from './lower-vector.js';
import { arrayTarget, exprText, globalName, propertyName } from './names.js';

const BINARY: Readonly<Record<string, BinaryOp>> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'div',
  '%': 'rem',
  '&': 'bitand',
  '|': 'bitor',
  '^': 'bitxor',
  '<<': 'shl',
  '>>': 'shr',
  '>>>': 'ushr',
  '==': 'eq',
  '===': 'eq',
  '!=': 'ne',
  '!==': 'ne',
  '<': 'lt',
  '<=': 'le',
  '>': 'gt',
  '>=': 'ge',
};

export function binaryOpOf(op: string): BinaryOp | undefined {
  return Object.hasOwn(BINARY, op) ? BINARY[op] : undefined;
}

function isFloatLiteral(raw: string | undefined, value: number): boolean {
  if (!Number.isInteger(value)) return true;
  // JS holds integers up to 2^53 exactly; the typing gives those outside i32/u32 exact forms.
  if (Math.abs(value) > 2 ** 53) return true;
  if (raw === undefined || /^0[xXbBoO]/.test(raw)) return false;
  // An integral value with an exponent and no '.' is an integer: bundlers and tsx print integer
  // literals that way (esbuild writes 1000 as 1e3 and 3000000000 as 3e9).
  return raw.includes('.');
}

export function numberConst(value: number, raw: string | undefined, node: A.Node, cx: LowerContext): RawExpr {
  return {
    kind: 'const',
    type: isFloatLiteral(raw, value) ? 'float' : 'int',
    value,
    loc: cx.src.locOf(node),
  };
}

function lowerIdentifier(e: A.Identifier, cx: LowerContext): RawExpr {
  const loc = cx.src.locOf(e);
  const b = cx.scope.lookup(e.name);
  if (!b) {
    if (e.name === 'NaN') return { kind: 'const', type: 'float', value: Number.NaN, loc };
    if (e.name === 'Infinity') return { kind: 'const', type: 'float', value: Number.POSITIVE_INFINITY, loc };
    throw cx.src.syntaxError(
      'KERNEL_UNKNOWN_NAME',
      e,
      `'${e.name}' is not defined in the kernel`,
      cx.helper === null
        ? `kernels see only their parameters, locals, Math, Atomics and tt casts; pass '${e.name}' as a parameter in the schema, or declare it in the kernel options ({ constants: { ${e.name} } } or { helpers: { ${e.name} } })`
        : `helpers see only their own parameters and locals, Math, tt casts, constants and other helpers; pass '${e.name}' as an argument`,
    );
  }
  switch (b.kind) {
    case 'local':
      return { kind: 'local', type: 'unknown', name: b.irName, loc };
    case 'index':
      return { kind: 'index', type: 'i32', dim: b.dim, loc };
    case 'scalarParam':
      return { kind: 'param', type: b.type, name: b.irName, loc };
    case 'constant':
      return typeof b.value === 'boolean'
        ? { kind: 'const', type: 'bool', value: b.value, loc }
        : numberConst(b.value, String(b.value), e, cx);
    case 'arrayParam':
      throw cx.src.syntaxError(
        'KERNEL_ARRAY_AS_VALUE',
        e,
        `array '${e.name}' cannot be used as a value`,
        `index it (${e.name}[i]) or use ${e.name}.length`,
      );
    case 'paramsObject':
      throw cx.src.unsupported(e, 'the params object cannot be used as a value');
    case 'helper':
      throw cx.src.unsupported(e, `helper '${e.name}' can only be called`);
    case 'hook':
      throw cx.src.unsupported(e, `'${e.name}' can only be used to call its methods`);
    case 'value':
      return asScalar(lowerValue(e, cx, lowerExpr), e, cx);
    case 'group':
      throw cx.src.syntaxError(
        'KERNEL_GROUP_MISUSE',
        e,
        `the work-group parameter '${e.name}' cannot be used as a value`,
        `read ${e.name}.local[d], ${e.name}.group[d], ${e.name}.size[d] or ${e.name}.groups[d]`,
      );
  }
}

function arrayBinding(e: A.Expression | A.Super, cx: LowerContext): number | undefined {
  if (e.type !== 'Identifier') return undefined;
  const b = cx.scope.lookup(e.name);
  return b?.kind === 'arrayParam' ? b.sharedLength : undefined;
}

function lowerMember(e: A.MemberExpression, cx: LowerContext): RawExpr {
  const loc = cx.src.locOf(e);
  if (e.optional) throw cx.src.unsupported(e, 'optional chaining is not supported');
  const grouped = groupMember(e, cx);
  if (grouped) return grouped;
  const extent = shapeRead(e, cx);
  if (extent) return extent;
  const element = shapedElement(e, cx, lowerExpr);
  if (element) {
    const { array, index } = element;
    return { kind: 'load', type: 'unknown', array, index, checked: false, site: cx.site(array, e), loc };
  }
  const arr = arrayTarget(e.object, cx);
  if (arr !== undefined) {
    if (!e.computed && propertyName(e) === 'length') {
      const shared = arrayBinding(e.object, cx);
      if (shared !== undefined) return { kind: 'const', type: 'int', value: shared, loc };
      return { kind: 'length', type: 'i32', array: arr, loc };
    }
    if (e.computed) {
      return {
        kind: 'load',
        type: 'unknown',
        array: arr,
        index: lowerExpr(e.property as A.Expression, cx),
        checked: false,
        site: cx.site(arr, e),
        loc,
      };
    }
    throw cx.src.unsupported(
      e.property,
      `arrays in kernels have only elements and .length, not '.${propertyName(e) ?? '?'}'`,
    );
  }
  const g = globalName(e.object, cx);
  const p = propertyName(e);
  if (g === 'Math' && p !== undefined && Object.hasOwn(MATH_CONSTANTS, p)) {
    return { kind: 'const', type: 'float', value: MATH_CONSTANTS[p as keyof typeof MATH_CONSTANTS], loc };
  }
  if (e.object.type === 'Identifier' && p !== undefined) {
    const b = cx.scope.lookup(e.object.name);
    if (b?.kind === 'paramsObject') {
      const pb = cx.scope.lookup(`\u0000param:${p}`);
      if (pb?.kind === 'scalarParam') return { kind: 'param', type: pb.type, name: pb.irName, loc };
      throw cx.src.syntaxError('KERNEL_UNKNOWN_PARAM', e.property, `'${p}' is not a parameter in the schema`);
    }
  }
  // Lowering the object first reports the more specific problem (`new X().v`, `'s'.length`, …).
  if (e.object.type !== 'Identifier' && e.object.type !== 'Super') lowerExpr(e.object, cx);
  throw cx.src.unsupported(
    e,
    `'${exprText(e, cx)}' is not supported in kernels`,
    'kernels may use array elements, .length, Math constants and parameters',
  );
}

export function lowerExpr(e: A.Expression, cx: LowerContext): RawExpr {
  const loc = cx.src.locOf(e);
  switch (e.type) {
    case 'Literal':
      if (typeof e.value === 'number') return numberConst(e.value, e.raw, e, cx);
      if (typeof e.value === 'bigint') return { kind: 'const', type: 'bigint', value: e.value, loc };
      if (typeof e.value === 'boolean') return { kind: 'const', type: 'bool', value: e.value, loc };
      throw cx.src.unsupported(
        e,
        `${e.value === null ? 'null' : typeof e.value === 'string' ? 'strings' : 'this literal'} cannot be used in kernels`,
        'kernels compute on numbers and booleans only',
      );
    case 'Identifier':
      return lowerIdentifier(e, cx);
    case 'MemberExpression':
      if (involvesComposite(e, cx)) return asScalar(lowerValue(e, cx, lowerExpr), e, cx);
      return lowerMember(e, cx);
    case 'CallExpression': {
      const callee = unwrapCallee(e.callee);
      if (callee.type === 'Identifier') {
        const inlined = cx.inline?.call(e, callee.name, cx, lowerExpr);
        if (inlined) return asScalar(inlined, e, cx);
      } else if (involvesComposite(e, cx)) return asScalar(lowerValue(e, cx, lowerExpr), e, cx);
      return lowerCall(e, cx, lowerExpr);
    }
    case 'UnaryExpression': {
      const arg = lowerExpr(e.argument, cx);
      switch (e.operator) {
        case '-':
          if (
            arg.kind === 'const' &&
            typeof arg.value === 'number' &&
            (arg.type === 'int' || arg.type === 'float')
          ) {
            // `-0` is JS's negative zero, which no integer type holds: it is a float constant.
            const type = arg.value === 0 ? 'float' : arg.type;
            return { ...arg, type, value: -arg.value, loc };
          }
          return { kind: 'unary', type: 'unknown', op: 'neg', arg, loc };
        case '+':
          return arg;
        case '!':
          return { kind: 'unary', type: 'unknown', op: 'not', arg, loc };
        case '~':
          return { kind: 'unary', type: 'unknown', op: 'bitnot', arg, loc };
        default:
          throw cx.src.unsupported(e, `'${e.operator}' is not supported in kernels`);
      }
    }
    case 'BinaryExpression': {
      if (e.left.type === 'PrivateIdentifier') throw cx.src.unsupported(e, 'private names');
      const left = lowerExpr(e.left, cx);
      const right = lowerExpr(e.right, cx);
      if (e.operator === '**') return { kind: 'call', type: 'unknown', fn: 'pow', args: [left, right], loc };
      const op = binaryOpOf(e.operator);
      if (!op) {
        throw cx.src.unsupported(e, `operator '${e.operator}' is not supported in kernels`);
      }
      return { kind: 'binary', type: 'unknown', op, left, right, loc };
    }
    case 'LogicalExpression':
      if (e.operator === '??') {
        throw cx.src.unsupported(e, "'??' is not supported: values in kernels are never null");
      }
      return {
        kind: 'logical',
        type: 'bool',
        op: e.operator === '&&' ? 'and' : 'or',
        left: lowerExpr(e.left, cx),
        right: lazily(cx, () => lowerExpr(e.right, cx)),
        loc,
      };
    case 'ConditionalExpression':
      if (involvesComposite(e, cx)) return asScalar(lowerValue(e, cx, lowerExpr), e, cx);
      return {
        kind: 'cond',
        type: 'unknown',
        test: lowerExpr(e.test, cx),
        consequent: lazily(cx, () => lowerExpr(e.consequent, cx)),
        alternate: lazily(cx, () => lowerExpr(e.alternate, cx)),
        loc,
      };
    case 'AssignmentExpression':
    case 'UpdateExpression':
      throw cx.src.syntaxError(
        'KERNEL_ASSIGNMENT_IN_EXPRESSION',
        e,
        'assignments and ++/-- must be statements of their own in kernels',
        'move the assignment to its own line',
      );
    case 'ChainExpression':
      throw cx.src.unsupported(e, 'optional chaining is not supported');
    default:
      throw cx.src.unsupported(e, `${describeNode(e.type)} cannot be used in kernels`);
  }
}

const NODE_WORDS: Readonly<Record<string, string>> = {
  ObjectExpression: 'object literals',
  ArrayExpression: 'array literals',
  NewExpression: "'new'",
  TemplateLiteral: 'template strings (strings)',
  TaggedTemplateExpression: 'tagged templates',
  ArrowFunctionExpression: 'nested functions (closures)',
  FunctionExpression: 'nested functions (closures)',
  ClassExpression: 'classes',
  ThisExpression: "'this'",
  AwaitExpression: "'await'",
  YieldExpression: "'yield'",
  SequenceExpression: 'the comma operator',
  ImportExpression: 'import()',
  MetaProperty: 'meta properties',
};

export function describeNode(type: string): string {
  return NODE_WORDS[type] ?? type;
}
