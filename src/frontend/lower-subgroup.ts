/**
 * Sub-group collectives of work-group kernels (SYCL's sub-groups, WGSL's subgroups, CUDA's warps):
 * `g.subgroupAdd/Min/Max(v)`, `g.subgroupInclusiveAdd(v)`, `g.subgroupExclusiveAdd(v)`,
 * `g.subgroupBroadcast(v, lane)`, `g.subgroupShuffle(v, lane)`, and the values `g.subgroupSize`,
 * `g.subgroupId`, `g.subgroupLocalId`, `g.subgroupCount`.
 *
 * A group of W items is cut into W / S sub-groups of S consecutive items (flat local id, the
 * last index dimension fastest), S = the kernel's `subgroupSize` option (default: the largest power
 * of two <= 32 dividing W). Every collective is lowered here to work-group memory and barriers, so
 * it means the same on every backend: the item's value goes to a shared slot, a barrier, item k
 * combines sub-group k's slots in lane order (sums in a fixed order: every device gets the same
 * bits), a barrier, each item reads its answer. A collective is therefore a work-group-uniform
 * operation, like g.barrier(): every item of the group reaches it (checked, KERNEL_SUBGROUP_DIVERGENT).
 * The statements are marked (SubgroupMark) so GPU renderers can use hardware sub-groups instead
 * where the answer is the same (ir/subgroup-marks.ts).
 */
import type * as A from 'acorn';
import type { RawExpr, RawStmt, SubgroupMark } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import { propertyName } from './names.js';

type Collective = 'reduce' | 'inclusive' | 'exclusive' | 'shuffle';
const CALLS: Readonly<Record<string, { what: Collective; op: 'add' | 'min' | 'max'; arity: number }>> = {
  subgroupAdd: { what: 'reduce', op: 'add', arity: 1 },
  subgroupMin: { what: 'reduce', op: 'min', arity: 1 },
  subgroupMax: { what: 'reduce', op: 'max', arity: 1 },
  subgroupInclusiveAdd: { what: 'inclusive', op: 'add', arity: 1 },
  subgroupExclusiveAdd: { what: 'exclusive', op: 'add', arity: 1 },
  subgroupBroadcast: { what: 'shuffle', op: 'add', arity: 2 },
  subgroupShuffle: { what: 'shuffle', op: 'add', arity: 2 },
};
const VALUES: ReadonlySet<string> = new Set([
  'subgroupSize',
  'subgroupId',
  'subgroupLocalId',
  'subgroupCount',
]);

export const SUBGROUP_CALLS: ReadonlySet<string> = new Set(Object.keys(CALLS));

/** The sub-group size of a work-group of `items` items when the kernel asks for none. */
export function defaultSubgroupSize(items: number): number {
  let s = 1;
  while (s < 32 && items % (s * 2) === 0) s *= 2;
  return s;
}

const int = (value: number): RawExpr => ({ kind: 'const', type: 'int', value });
const bin = (op: 'add' | 'mul' | 'shr' | 'bitand' | 'lt', left: RawExpr, right: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op,
  left,
  right,
});
const local = (name: string): RawExpr => ({ kind: 'local', type: 'unknown', name });

function flatLocalId(wg: readonly number[]): RawExpr {
  let id: RawExpr | undefined;
  wg.forEach((size, d) => {
    const l: RawExpr = { kind: 'groupId', type: 'i32', which: 'local', dim: d as 0 | 1 | 2 };
    id = id === undefined ? l : bin('add', bin('mul', id, int(size)), l);
  });
  return id ?? int(0);
}

function sizes(cx: LowerContext): { wg: readonly number[]; items: number; size: number; log: number } {
  const wg = cx.workgroup ?? [1];
  const items = wg.reduce((a, b) => a * b, 1);
  const size = cx.subgroupSize ?? defaultSubgroupSize(items);
  return { wg, items, size, log: Math.log2(size) };
}

/** `g.subgroupSize` & co.; undefined when `name` is not one of them. */
export function subgroupValue(name: string, node: A.Node, cx: LowerContext): RawExpr | undefined {
  if (!VALUES.has(name)) return undefined;
  const { wg, items, size, log } = sizes(cx);
  const loc = cx.src.locOf(node);
  cx.subgroupUses.values.push(loc);
  if (name === 'subgroupSize') return { kind: 'const', type: 'int', value: size, loc };
  if (name === 'subgroupCount') return { kind: 'const', type: 'int', value: items / size, loc };
  const lid = flatLocalId(wg);
  return { ...(name === 'subgroupId' ? bin('shr', lid, int(log)) : bin('bitand', lid, int(size - 1))), loc };
}

/** A `g.subgroupX(...)` call, lowered; undefined when `e` is not one. */
export function subgroupCall(
  e: A.CallExpression,
  isGroup: (x: A.Expression | A.Super) => boolean,
  cx: LowerContext,
  lowerExpr: (e: A.Expression, cx: LowerContext) => RawExpr,
): RawExpr | undefined {
  const c = e.callee;
  if (c.type !== 'MemberExpression' || !isGroup(c.object)) return undefined;
  const name = propertyName(c);
  const spec = name === undefined ? undefined : CALLS[name];
  if (!spec) return undefined;
  const args = e.arguments.filter((a): a is A.Expression => a.type !== 'SpreadElement');
  if (args.length !== spec.arity || e.arguments.length !== spec.arity) {
    throw cx.src.syntaxError(
      'KERNEL_BAD_ARITY',
      e,
      `g.${name}() takes ${spec.arity === 1 ? 'one value' : 'a value and a lane'}`,
    );
  }
  const pre = cx.pre;
  if (pre === null || cx.helper !== null) {
    throw cx.src.syntaxError(
      'KERNEL_SUBGROUP_PLACEMENT',
      e,
      `g.${name}() must run once for every item of the group: not in a branch of ?:, the right side of && or ||, or a loop condition`,
      'compute it first: const s = g.subgroupAdd(v);',
    );
  }
  const loc = cx.src.locOf(e);
  const uses = cx.subgroupUses;
  uses.calls.push(loc);
  const [valueNode, laneNode] = args;
  if (!valueNode) return undefined;
  const value = lowerExpr(valueNode, cx);
  const lane = laneNode ? lowerExpr(laneNode, cx) : undefined;
  if (lane && name === 'subgroupBroadcast')
    uses.uniformLanes.push({ loc: cx.src.locOf(laneNode as A.Node), lane });
  const v = cx.scope.temp('sg_value');
  pre.push({ kind: 'assign', name: v, value, loc });
  if (lane) {
    const l = cx.scope.temp('sg_lane');
    pre.push({ kind: 'assign', name: l, value: lane, loc });
    return emulate(spec.what, spec.op, v, l, e, cx, pre);
  }
  return emulate(spec.what, spec.op, v, undefined, e, cx, pre);
}

/** The work-group-memory form of one collective; statements to `pre`, the answer as a local read. */
function emulate(
  what: Collective,
  op: 'add' | 'min' | 'max',
  value: string,
  laneLocal: string | undefined,
  node: A.CallExpression,
  cx: LowerContext,
  pre: RawStmt[],
): RawExpr {
  const { wg, items, size, log } = sizes(cx);
  const loc = cx.src.locOf(node);
  const slots = (hint: string, length: number): string => {
    const name = cx.scope.freshName(`sg_${hint}`);
    cx.shared.push({
      name,
      sourceName: `${hint} of g.${propertyName(node.callee as A.MemberExpression)}`,
      type: 'f32',
      length,
      typeOfLocal: value,
    });
    return name;
  };
  const load = (array: string, index: RawExpr): RawExpr => ({
    kind: 'load',
    type: 'unknown',
    array,
    index,
    checked: false,
    site: cx.site(array, node),
    loc,
  });
  const store = (array: string, index: RawExpr, v: RawExpr, subgroup?: SubgroupMark): RawStmt => ({
    kind: 'store',
    array,
    index,
    value: v,
    checked: false,
    site: cx.site(array, node),
    loc,
    ...(subgroup ? { subgroup } : {}),
  });
  const lidName = cx.scope.temp('sg_lid');
  const lid = local(lidName);
  const input = slots('in', items);
  const result = cx.scope.temp('sg_result');
  // The run from this store to the `end` barrier (and the read after it) is what a GPU with
  // hardware sub-groups replaces (ir/subgroup-marks.ts).
  const mark = (role: 'begin' | 'end'): SubgroupMark => ({
    role,
    what,
    op,
    size,
    result,
    ...(laneLocal !== undefined ? { lane: laneLocal } : {}),
  });
  pre.push({ kind: 'assign', name: lidName, value: flatLocalId(wg), loc });
  pre.push(store(input, lid, local(value), mark('begin')));
  pre.push({ kind: 'barrier', loc });
  const base = bin('shr', lid, int(log));
  if (what === 'shuffle') {
    // Lane numbers are taken modulo the sub-group size (bits below it), so every lane is defined.
    const lane = laneLocal !== undefined ? local(laneLocal) : int(0);
    const src = bin('add', bin('mul', base, int(size)), bin('bitand', lane, int(size - 1)));
    pre.push({ kind: 'assign', name: result, value: load(input, src), loc });
    pre.push({ kind: 'barrier', loc, subgroup: mark('end') });
    return { ...local(result), loc };
  }
  // Item k (k < number of sub-groups) combines sub-group k's slots, in lane order.
  const output = slots('out', what === 'reduce' ? items / size : items);
  const first = bin('mul', lid, int(size));
  const acc = cx.scope.temp('sg_acc');
  const k = cx.scope.temp('sg_k');
  const at = bin('add', first, local(k));
  const combine = (x: RawExpr): RawExpr =>
    op === 'add'
      ? bin('add', local(acc), x)
      : { kind: 'call', type: 'unknown', fn: op, args: [local(acc), x] };
  const step: RawStmt[] =
    what === 'reduce'
      ? [{ kind: 'assign', name: acc, value: combine(load(input, at)), loc }]
      : what === 'inclusive'
        ? [{ kind: 'assign', name: acc, value: combine(load(input, at)), loc }, store(output, at, local(acc))]
        : [
            store(output, at, local(acc)),
            { kind: 'assign', name: acc, value: combine(load(input, at)), loc },
          ];
  const head: RawStmt[] =
    what === 'exclusive'
      ? [store(output, first, int(0)), { kind: 'assign', name: acc, value: load(input, first), loc }]
      : what === 'inclusive'
        ? [{ kind: 'assign', name: acc, value: load(input, first), loc }, store(output, first, local(acc))]
        : [{ kind: 'assign', name: acc, value: load(input, first), loc }];
  const loop: RawStmt = {
    kind: 'loop',
    test: bin('lt', local(k), int(size)),
    testAtEnd: false,
    body: step,
    update: [{ kind: 'assign', name: k, value: bin('add', local(k), int(1)), loc }],
    loc,
  };
  const tail: RawStmt[] = what === 'reduce' ? [store(output, lid, local(acc))] : [];
  pre.push({
    kind: 'if',
    test: bin('lt', lid, int(items / size)),
    consequent: [...head, { kind: 'assign', name: k, value: int(1), loc }, loop, ...tail],
    alternate: [],
    loc,
  });
  pre.push({ kind: 'barrier', loc, subgroup: mark('end') });
  pre.push({ kind: 'assign', name: result, value: load(output, what === 'reduce' ? base : lid), loc });
  return { ...local(result), loc };
}
