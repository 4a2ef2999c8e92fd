/**
 * Lowers the work-group parameter `g` of a kernel defined with `{ workgroup }`: `g.local[d]`,
 * `g.group[d]`, `g.groups[d]` (group-id nodes), `g.size[d]` (a constant), `const a =
 * g.shared(tt.f32, n)` (a shared array, at the top of the kernel body), `g.barrier()` and
 * `g.fence()` (a work-group memory fence).
 */
import type * as A from 'acorn';
import type { RawExpr, RawStmt, SharedArray } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import type { FixedArrayForm } from './lower-fixed-array.js';
import { SUBGROUP_CALLS, subgroupCall, subgroupValue } from './lower-subgroup.js';
import { propertyName } from './names.js';

const IDS = new Set(['local', 'group', 'groups', 'size']);
const SHARED_TYPES: ReadonlySet<string> = new Set(['f32', 'f64', 'i32', 'u32']);

function isGroup(e: A.Expression | A.Super, cx: LowerContext): e is A.Identifier {
  return e.type === 'Identifier' && cx.scope.lookup(e.name)?.kind === 'group';
}

/** `g.local[d]` etc.; undefined when `e` is not a member of the group parameter. */
export function groupMember(e: A.MemberExpression, cx: LowerContext): RawExpr | undefined {
  const inner = e.object;
  if (isGroup(inner, cx)) {
    const name = e.computed ? undefined : propertyName(e);
    const sub = name === undefined ? undefined : subgroupValue(name, e, cx);
    if (sub) return sub;
    throw cx.src.syntaxError(
      'KERNEL_GROUP_MISUSE',
      e,
      `'${cx.src.text.slice(e.start, e.end)}' is not a value: the work-group parameter has local[d], group[d], size[d], groups[d], shared(), barrier(), fence() and the sub-group members (docs/kernel-language.md#sub-groups)`,
    );
  }
  if (inner.type !== 'MemberExpression' || !isGroup(inner.object, cx)) return undefined;
  const which = propertyName(inner);
  if (which === undefined || !IDS.has(which)) {
    throw cx.src.syntaxError(
      'KERNEL_GROUP_MISUSE',
      inner,
      `the work-group parameter has no '${which ?? '?'}'`,
      'use g.local[d], g.group[d], g.size[d] or g.groups[d]',
    );
  }
  const wg = cx.workgroup ?? [];
  const d = e.computed && e.property.type === 'Literal' ? e.property.value : undefined;
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d >= wg.length) {
    throw cx.src.syntaxError(
      'KERNEL_GROUP_MISUSE',
      e.property,
      `g.${which}[…] takes a constant dimension 0..${wg.length - 1} (the kernel's workgroup has ${wg.length})`,
    );
  }
  const loc = cx.src.locOf(e);
  if (which === 'size') return { kind: 'const', type: 'int', value: wg[d] ?? 1, loc };
  return {
    kind: 'groupId',
    type: 'i32',
    which: which as 'local' | 'group' | 'groups',
    dim: d as 0 | 1 | 2,
    loc,
  };
}

/** `g.barrier()` or `g.fence()` as a statement; undefined when `e` is another call. */
export function barrierCall(e: A.CallExpression, cx: LowerContext): RawStmt | undefined {
  const c = e.callee;
  if (c.type !== 'MemberExpression' || !isGroup(c.object, cx)) return undefined;
  const p = propertyName(c);
  if (p === 'fence') {
    if (e.arguments.length !== 0)
      throw cx.src.syntaxError('KERNEL_BAD_ARITY', e, 'g.fence() takes no arguments');
    return { kind: 'fence', scope: 'workgroup', loc: cx.src.locOf(e) };
  }
  if (p !== undefined && SUBGROUP_CALLS.has(p)) return undefined;
  if (p !== 'barrier') {
    throw cx.src.syntaxError(
      'KERNEL_GROUP_MISUSE',
      c,
      p === 'shared'
        ? 'g.shared(dtype, length) must initialise a const at the top of the kernel body'
        : `the work-group parameter has no method '${p ?? '?'}'`,
      p === 'shared'
        ? 'const tile = g.shared(tt.f32, 256);'
        : 'use g.barrier(), g.fence() or g.shared(dtype, length)',
    );
  }
  if (e.arguments.length !== 0)
    throw cx.src.syntaxError('KERNEL_BAD_ARITY', e, 'g.barrier() takes no arguments');
  return { kind: 'barrier', loc: cx.src.locOf(e) };
}

/** `g.subgroupAdd(v)` & co. in an expression (frontend/lower-subgroup.ts); undefined for other calls. */
export function groupCollective(
  e: A.CallExpression,
  cx: LowerContext,
  lowerExpr: (e: A.Expression, cx: LowerContext) => RawExpr,
): RawExpr | undefined {
  return subgroupCall(e, (x) => isGroup(x, cx), cx, lowerExpr);
}

/** A call of the group parameter in an expression (only `g.shared` in a declaration is allowed). */
export function refuseGroupCall(e: A.CallExpression, cx: LowerContext): void {
  const c = e.callee;
  if (c.type === 'MemberExpression' && isGroup(c.object, cx)) {
    const p = propertyName(c);
    throw cx.src.syntaxError(
      'KERNEL_GROUP_MISUSE',
      e,
      p === 'shared'
        ? 'g.shared(dtype, length) must initialise a const at the top of the kernel body'
        : p === 'barrier' || p === 'fence'
          ? `g.${p}() is a statement of its own`
          : `the work-group parameter has no method '${p ?? '?'}'`,
    );
  }
}

function sharedType(e: A.Expression, cx: LowerContext): SharedArray['type'] {
  const name = e.type === 'MemberExpression' ? propertyName(e) : e.type === 'Identifier' ? e.name : undefined;
  if (name === undefined || !SHARED_TYPES.has(name)) {
    throw cx.src.syntaxError(
      'KERNEL_SHARED_TYPE',
      e,
      `shared memory holds tt.f32, tt.f64, tt.i32 or tt.u32 elements; got '${cx.src.text.slice(e.start, e.end)}'`,
    );
  }
  return name as SharedArray['type'];
}

/**
 * `const name = g.shared(dtype, length)`: a shared array (declared by declareFixedArray);
 * undefined when the declarator is not a `g.shared` call.
 */
export function sharedArrayForm(decl: A.VariableDeclarator, cx: LowerContext): FixedArrayForm | undefined {
  const init = decl.init;
  if (init?.type !== 'CallExpression' || init.callee.type !== 'MemberExpression') return undefined;
  if (!isGroup(init.callee.object, cx) || propertyName(init.callee) !== 'shared') return undefined;
  return {
    init,
    arity: 2,
    arityMessage: 'g.shared(dtype, length) takes two arguments',
    allowedHere: true,
    misplaced: () =>
      cx.src.syntaxError(
        'KERNEL_SHARED_PLACEMENT',
        decl,
        'g.shared(dtype, length) must initialise a const at the top level of the kernel body',
        'move it to the top of the kernel: const tile = g.shared(tt.f32, 256);',
      ),
    elementType: (t) => sharedType(t, cx),
    maxLength: 2 ** 24,
    badLength: (n) =>
      cx.src.syntaxError(
        'KERNEL_SHARED_LENGTH',
        n,
        'the length of a shared array must be a constant positive integer (literals, declared constants, g.size[d] and + - * /)',
        'shared memory is sized when the kernel is compiled; declare the size with { constants: { TILE: 16 } }',
      ),
    prefix: 'sh',
    arrays: cx.shared,
  };
}
