/**
 * Helpers that take vectors, structs or arrays, or return vectors or structs, are expanded at
 * each call: the arguments go to fresh locals (an array argument is the caller's array itself),
 * the body's statements run before the calling statement, and the returned value's lanes become
 * the call's value. A helper is expanded when an argument is not a number or when it cannot be
 * lowered as a scalar function; recursion is refused. Such a helper returns once, at its end.
 */
import type * as A from 'acorn';
import type { RawExpr } from '../ir/nodes.js';
import { type InlineHelpers, LowerContext } from './context.js';
import { involvesComposite, lowerValue } from './lower-vector.js';
import { type KernelFunctionNode, parseFunction } from './parse.js';
import type { Binding } from './scope.js';
import { functionText, KernelSource } from './source.js';
import { type Composite, isComposite, laneNames } from './value-type.js';
import { shareAll } from './vector-ops.js';

/** A helper as declared: a function, or its source text (lower-kernel.ts KernelFunction). */
type HelperFn = ((...a: never[]) => unknown) | string;

type LowerScalar = (e: A.Expression, cx: LowerContext) => RawExpr;
type LowerStatement = (s: A.Statement, cx: LowerContext, out: import('../ir/nodes.js').RawStmt[]) => void;

export class HelperInliner implements InlineHelpers {
  /** Helpers (by IR name) that could not be lowered as scalar functions, with the reason. */
  readonly failed = new Map<string, Error>();
  /** Helpers (by IR name) expanded at least once. */
  readonly expanded = new Set<string>();

  constructor(
    private readonly kernel: string,
    /** Source name -> [IR name, function]. */
    private readonly helpers: ReadonlyMap<string, { irName: string; fn: HelperFn }>,
    private readonly lowerStmt: LowerStatement,
  ) {}

  alwaysExpanded(irName: string): boolean {
    return this.failed.has(irName);
  }

  /** Rethrows why a helper is no scalar function when it was never expanded either (an error in it). */
  checkUnused(): void {
    for (const [irName, err] of this.failed) if (!this.expanded.has(irName)) throw err;
  }

  private byIrName(irName: string): [string, HelperFn] | undefined {
    for (const [name, h] of this.helpers) if (h.irName === irName) return [name, h.fn];
    return undefined;
  }

  call(
    e: A.CallExpression,
    name: string,
    cx: LowerContext,
    lower: LowerScalar,
  ): Composite | RawExpr | undefined {
    const b = cx.scope.lookup(name);
    if (b?.kind !== 'helper') return undefined;
    const args = e.arguments as A.Expression[];
    const arrayArg = (a: A.Expression) =>
      a.type === 'Identifier' && cx.scope.lookup(a.name)?.kind === 'arrayParam';
    const needed = this.failed.has(b.name) || args.some((a) => arrayArg(a) || involvesComposite(a, cx));
    if (!needed) return undefined;
    const helper = this.byIrName(b.name);
    if (!helper) return undefined;
    return this.expand(e, helper[0], b.name, helper[1], cx, lower);
  }

  private expand(
    e: A.CallExpression,
    name: string,
    irName: string,
    fn: HelperFn,
    cx: LowerContext,
    lower: LowerScalar,
  ): Composite | RawExpr {
    if (cx.inlining.includes(name) || cx.helper === name) {
      throw cx.src.syntaxError(
        'KERNEL_RECURSION',
        e,
        `recursive call of helper '${name}'`,
        'rewrite it as a loop',
      );
    }
    const pre = cx.pre;
    if (!pre) {
      throw cx.src.syntaxError(
        'KERNEL_HELPER_PLACEMENT',
        e,
        `helper '${name}' takes or returns vectors, structs or arrays, so it is expanded before the statement; it cannot be called inside ?:, &&, || or a loop condition`,
        `call it first: const r = ${name}(…);`,
      );
    }
    const src = new KernelSource(functionText(fn), this.kernel, name);
    const node = parseFunction(src);
    const args = e.arguments as A.Expression[];
    if (args.length !== node.params.length) {
      throw cx.src.syntaxError(
        'KERNEL_BAD_ARITY',
        e,
        `helper '${name}' takes ${node.params.length} arguments`,
      );
    }
    const scope = cx.scope.inlined(cx.globals);
    const inner = new LowerContext(src, scope, cx.sites, name);
    Object.assign(inner, {
      pre,
      inlining: [...cx.inlining, name],
      globals: cx.globals,
      inline: this,
      rank: cx.rank,
    });
    inner.workgroup = cx.workgroup;
    const assigned = assignedNames(node.body);
    node.params.forEach((p, k) => {
      this.bindArg(p, args[k] as A.Expression, src, cx, scope, lower, assigned);
    });
    const result = this.body(node, src, inner, lower);
    cx.privateArrays.push(...inner.privateArrays);
    this.expanded.add(irName);
    cx.pre = pre;
    return isComposite(result) ? shareAll(result, cx) : result;
  }

  private bindArg(
    p: A.Pattern,
    arg: A.Expression,
    src: KernelSource,
    cx: LowerContext,
    scope: LowerContext['scope'],
    lower: LowerScalar,
    assigned: ReadonlySet<string>,
  ): void {
    if (p.type !== 'Identifier') {
      throw src.syntaxError('KERNEL_BAD_HELPER_PARAM', p, 'helper parameters must be plain identifiers');
    }
    const b: Binding | undefined = arg.type === 'Identifier' ? cx.scope.lookup(arg.name) : undefined;
    if (b?.kind === 'arrayParam') {
      scope.bind(p.name, b);
      return;
    }
    // A name the helper only reads is the caller's own (no copy), so i*7 + k stays affine in i.
    if (b && !assigned.has(p.name)) {
      if (b.kind === 'local' || b.kind === 'value') {
        scope.bind(p.name, { ...b, isConst: true });
        return;
      }
      if (b.kind === 'index' || b.kind === 'scalarParam' || b.kind === 'constant') {
        scope.bind(p.name, b);
        return;
      }
    }
    const v = lowerValue(arg, cx, lower);
    const loc = cx.src.locOf(arg);
    if (isComposite(v)) {
      const lanes = scope.declareValue(p.name, v.type, laneNames(v.type), false);
      lanes.forEach((l, k) => {
        cx.pre?.push({ kind: 'assign', name: l, value: v.lanes[k] as RawExpr, loc });
      });
      return;
    }
    const irName = scope.declareLocal(p.name, false);
    cx.pre?.push({ kind: 'assign', name: irName, value: v, loc });
  }

  private body(
    node: KernelFunctionNode,
    src: KernelSource,
    inner: LowerContext,
    lower: LowerScalar,
  ): Composite | RawExpr {
    const pre = inner.pre ?? [];
    if (node.body.type !== 'BlockStatement') return lowerValue(node.body, inner, lower);
    const stmts = node.body.body;
    const last = stmts[stmts.length - 1];
    const early = stmts.slice(0, -1).flatMap(returnsIn);
    const first = early[0];
    if (first || !last || last.type !== 'ReturnStatement' || !last.argument) {
      throw src.syntaxError(
        'KERNEL_HELPER_PLACEMENT',
        first ?? last ?? node,
        'a helper taking or returning vectors, structs or arrays returns a value once, as its last statement',
        'compute the result into a local and return it at the end',
      );
    }
    inner.scope.push();
    for (const s of stmts.slice(0, -1)) this.lowerStmt(s, inner, pre);
    inner.pre = pre;
    const v = lowerValue(last.argument, inner, lower);
    inner.scope.pop();
    return v;
  }
}

/** The return statements inside `s` (helpers have no nested functions to skip). */
function returnsIn(s: A.Statement): A.ReturnStatement[] {
  switch (s.type) {
    case 'ReturnStatement':
      return [s];
    case 'BlockStatement':
      return s.body.flatMap(returnsIn);
    case 'IfStatement':
      return [...returnsIn(s.consequent), ...(s.alternate ? returnsIn(s.alternate) : [])];
    case 'ForStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'LabeledStatement':
      return returnsIn(s.body);
    default:
      return [];
  }
}

/** Names the function body assigns to (`x = …`, `x += …`, `x++`) or writes a part of (`x.y = …`). */
function assignedNames(body: A.Node): Set<string> {
  const names = new Set<string>();
  const root = (t: A.Node): string | undefined =>
    t.type === 'Identifier'
      ? (t as A.Identifier).name
      : t.type === 'MemberExpression'
        ? root((t as A.MemberExpression).object)
        : undefined;
  const walk = (n: unknown): void => {
    if (typeof n !== 'object' || n === null) return;
    if (Array.isArray(n)) {
      for (const x of n) walk(x);
      return;
    }
    const node = n as A.Node;
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const target =
        node.type === 'AssignmentExpression'
          ? (node as A.AssignmentExpression).left
          : (node as A.UpdateExpression).argument;
      const r = root(target);
      if (r !== undefined) names.add(r);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc') walk(v);
  };
  walk(body);
  return names;
}
