/** Lowers acorn statements to raw IR statements. */

import type * as A from 'acorn';
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { childExprs } from '../ir/walk.js';
import type { LowerContext } from './context.js';
import { binaryOpOf, describeNode, lowerExpr } from './lower-expr.js';
import { fenceCall } from './lower-fence.js';
import { declareFixedArray } from './lower-fixed-array.js';
import { barrierCall, sharedArrayForm } from './lower-group.js';
import { isConsoleLog, lowerPrint } from './lower-print.js';
import { privateArrayForm } from './lower-private.js';
import { shapedElement } from './lower-shaped.js';
import { assignValue, declareValue, isValueTarget } from './lower-value-stmt.js';
import { involvesComposite, lazily, lowerValue } from './lower-vector.js';
import { arrayTarget } from './names.js';

/** True when evaluating `e` may stop the kernel or have an effect (an access, a call). */
function mayFail(e: RawExpr): boolean {
  if (e.kind === 'load' || e.kind === 'dimcheck' || e.kind === 'atomic' || e.kind === 'helper') return true;
  return childExprs(e).some(mayFail);
}

/** True when evaluating `e` twice is the same as once (no atomics, no helper calls). */
function isPure(e: RawExpr): boolean {
  if (e.kind === 'atomic' || e.kind === 'helper') return false;
  return childExprs(e).every(isPure);
}

export function lowerBlock(stmts: readonly A.Statement[], cx: LowerContext, out: RawStmt[]): void {
  cx.scope.push();
  try {
    for (const s of stmts) lowerStmt(s, cx, out);
  } finally {
    cx.scope.pop();
  }
}

function lowerBody(s: A.Statement, cx: LowerContext): RawStmt[] {
  const out: RawStmt[] = [];
  lowerBlock(s.type === 'BlockStatement' ? s.body : [s], cx, out);
  return out;
}

export function lowerStmt(s: A.Statement | A.ModuleDeclaration, cx: LowerContext, out: RawStmt[]): void {
  const saved = cx.pre;
  // Temporaries of vector expressions and expanded helpers go just before this statement.
  cx.pre = out;
  try {
    lowerStatement(s, cx, out);
  } finally {
    cx.pre = saved;
  }
}

function lowerStatement(s: A.Statement | A.ModuleDeclaration, cx: LowerContext, out: RawStmt[]): void {
  const loc = cx.src.locOf(s);
  switch (s.type) {
    case 'EmptyStatement':
      return;
    case 'BlockStatement':
      lowerBlock(s.body, cx, out);
      return;
    case 'VariableDeclaration':
      lowerDeclaration(s, cx, out);
      return;
    case 'ExpressionStatement':
      if (isConsoleLog(s.expression, cx)) lowerPrint(s.expression, cx, out, lowerExpr);
      else lowerEffect(s.expression, cx, out);
      return;
    case 'IfStatement':
      out.push({
        kind: 'if',
        test: lowerExpr(s.test, cx),
        consequent: lowerBody(s.consequent, cx),
        alternate: s.alternate ? lowerBody(s.alternate, cx) : [],
        loc,
      });
      return;
    case 'ForStatement': {
      cx.scope.push();
      try {
        if (s.init) {
          if (s.init.type === 'VariableDeclaration') lowerDeclaration(s.init, cx, out);
          else lowerEffect(s.init, cx, out);
        }
        const test = s.test ? lazily(cx, () => lowerExpr(s.test as A.Expression, cx)) : null;
        const update: RawStmt[] = [];
        cx.pre = update;
        if (s.update) lowerEffect(s.update, cx, update);
        cx.pre = out;
        cx.loopDepth++;
        const body = lowerBody(s.body, cx);
        cx.loopDepth--;
        out.push({ kind: 'loop', test, testAtEnd: false, body, update, loc });
      } finally {
        cx.scope.pop();
      }
      return;
    }
    case 'WhileStatement':
    case 'DoWhileStatement': {
      const test = lazily(cx, () => lowerExpr(s.test, cx));
      cx.loopDepth++;
      const body = lowerBody(s.body, cx);
      cx.loopDepth--;
      out.push({ kind: 'loop', test, testAtEnd: s.type === 'DoWhileStatement', body, update: [], loc });
      return;
    }
    case 'BreakStatement':
    case 'ContinueStatement': {
      const word = s.type === 'BreakStatement' ? 'break' : 'continue';
      if (s.label) throw cx.src.unsupported(s, `labeled ${word} is not supported`);
      if (cx.loopDepth === 0) throw cx.src.unsupported(s, `'${word}' outside a loop`);
      out.push({ kind: word, loc });
      return;
    }
    case 'ReturnStatement':
      if (cx.helper === null) {
        if (s.argument) {
          throw cx.src.syntaxError(
            'KERNEL_RETURN_VALUE',
            s.argument,
            'a kernel cannot return a value',
            'store results into an array parameter; a bare `return;` ends this index',
          );
        }
        out.push({ kind: 'return', value: null, loc });
      } else {
        if (!s.argument) throw cx.src.syntaxError('KERNEL_RETURN_VALUE', s, 'a helper must return a value');
        out.push({ kind: 'return', value: lowerExpr(s.argument, cx), loc });
      }
      return;
    case 'FunctionDeclaration':
      throw cx.src.unsupported(
        s,
        'functions cannot be declared inside a kernel',
        'declare it outside and pass it in the kernel options: { helpers: { name } }',
      );
    case 'SwitchStatement':
      throw cx.src.unsupported(s, "'switch' is not supported", 'use if / else if');
    case 'ForOfStatement':
    case 'ForInStatement':
      throw cx.src.unsupported(
        s,
        `'${s.type === 'ForOfStatement' ? 'for…of' : 'for…in'}' is not supported`,
        'use a counted loop: for (let k = 0; k < a.length; k++)',
      );
    case 'TryStatement':
    case 'ThrowStatement':
      throw cx.src.unsupported(s, 'exceptions (try/throw) are not supported in kernels');
    case 'LabeledStatement':
      throw cx.src.unsupported(s, 'labels are not supported in kernels');
    default:
      throw cx.src.unsupported(s, `${describeNode(s.type)} is not supported in kernels`);
  }
}

function lowerDeclaration(d: A.VariableDeclaration, cx: LowerContext, out: RawStmt[]): void {
  if (d.kind !== 'let' && d.kind !== 'const') {
    throw cx.src.unsupported(d, `'${d.kind}' declarations are not supported`, "use 'let' or 'const'");
  }
  for (const decl of d.declarations) {
    if (decl.id.type !== 'Identifier') {
      throw cx.src.unsupported(decl.id, 'destructuring declarations are not supported');
    }
    if (cx.scope.declaredInInnermost(decl.id.name)) {
      throw cx.src.syntaxError(
        'KERNEL_REDECLARED',
        decl.id,
        `'${decl.id.name}' is already declared in this block`,
      );
    }
    const fixedArray = sharedArrayForm(decl, cx) ?? privateArrayForm(decl, cx);
    if (fixedArray) {
      declareFixedArray(fixedArray, d.kind, decl, cx, lowerExpr);
      continue;
    }
    if (declareValue(decl, d.kind, cx, out, lowerExpr)) continue;
    // Lower the initializer before binding the name: `let x = x + 1` refers to an outer x.
    const init = decl.init ? lowerExpr(decl.init, cx) : null;
    const irName = cx.scope.declareLocal(decl.id.name, d.kind === 'const');
    if (init) out.push({ kind: 'assign', name: irName, value: init, loc: cx.src.locOf(decl) });
  }
}

/** An expression statement: an assignment, ++/--, or a call evaluated for its effect. */
function lowerEffect(e: A.Expression, cx: LowerContext, out: RawStmt[]): void {
  const loc = cx.src.locOf(e);
  switch (e.type) {
    case 'AssignmentExpression': {
      const op = e.operator === '=' ? null : binaryOpOf(e.operator.slice(0, -1));
      if (isValueTarget(e.left, cx) && (op || e.operator === '=' || e.operator === '**=')) {
        assignValue(
          e.left as A.Expression,
          e,
          op ?? (e.operator === '**=' ? 'pow' : null),
          e.right,
          cx,
          out,
          lowerExpr,
        );
        return;
      }
      if (e.operator !== '=' && !op) {
        if (e.operator === '**=') {
          assignTo(
            e.left,
            e,
            cx,
            out,
            (old) => ({
              kind: 'call',
              type: 'unknown',
              fn: 'pow',
              args: [old as RawExpr, lowerExpr(e.right, cx)],
              loc,
            }),
            true,
          );
          return;
        }
        throw cx.src.unsupported(e, `'${e.operator}' is not supported in kernels`);
      }
      assignTo(
        e.left,
        e,
        cx,
        out,
        (old) => {
          const right = lowerExpr(e.right, cx);
          return op && old ? { kind: 'binary', type: 'unknown', op, left: old, right, loc } : right;
        },
        op !== null,
      );
      return;
    }
    case 'UpdateExpression':
      if (isValueTarget(e.argument, cx)) {
        assignValue(e.argument, e, e.operator === '++' ? 'add' : 'sub', null, cx, out, lowerExpr);
        return;
      }
      assignTo(
        e.argument,
        e,
        cx,
        out,
        (old) => ({
          kind: 'binary',
          type: 'unknown',
          op: e.operator === '++' ? 'add' : 'sub',
          left: old as RawExpr,
          right: { kind: 'const', type: 'int', value: 1, loc },
          loc,
        }),
        true,
      );
      return;
    case 'SequenceExpression':
      for (const x of e.expressions) lowerEffect(x, cx, out);
      return;
    case 'CallExpression': {
      const barrier = barrierCall(e, cx) ?? fenceCall(e, cx);
      if (barrier) {
        out.push(barrier);
        return;
      }
      if (involvesComposite(e, cx)) {
        // A helper expanded for its effects: its value (if a vector) is dropped.
        const v = lowerValue(e, cx, lowerExpr);
        if (!('composite' in v)) out.push({ kind: 'expr', expr: v, loc });
        return;
      }
      const x = lowerExpr(e, cx);
      out.push({ kind: 'expr', expr: x, loc });
      return;
    }
    default:
      throw cx.src.syntaxError(
        'KERNEL_NO_EFFECT',
        e,
        'this expression statement has no effect',
        'assign its value to a local or store it into an array',
      );
  }
}

/**
 * Lowers `target = value(old)`. `old` is the current value of the target, given only when the
 * assignment reads it (compound assignment, ++/--).
 */
function assignTo(
  target: A.Pattern | A.Expression,
  node: A.Node,
  cx: LowerContext,
  out: RawStmt[],
  value: (old: RawExpr | null) => RawExpr,
  readsOld = false,
): void {
  const loc = cx.src.locOf(node);
  if (target.type === 'Identifier') {
    const b = cx.scope.lookup(target.name);
    if (b?.kind !== 'local') {
      const what =
        b === undefined
          ? `'${target.name}' is not declared in the kernel`
          : b.kind === 'scalarParam' || b.kind === 'arrayParam'
            ? `parameter '${target.name}' is read-only`
            : b.kind === 'index'
              ? `the index '${target.name}' is read-only`
              : `'${target.name}' cannot be assigned`;
      throw cx.src.syntaxError('KERNEL_BAD_ASSIGNMENT', target, what, 'copy it into a local: let v = ...');
    }
    if (b.isConst) {
      throw cx.src.syntaxError(
        'KERNEL_CONST_ASSIGNMENT',
        target,
        `'${target.name}' is const`,
        "declare it with 'let'",
      );
    }
    const old: RawExpr | null = readsOld ? { kind: 'local', type: 'unknown', name: b.irName, loc } : null;
    out.push({ kind: 'assign', name: b.irName, value: value(old), loc });
    return;
  }
  if (target.type === 'MemberExpression' && target.computed) {
    const element = shapedElement(target, cx, lowerExpr);
    const arr = element?.array ?? arrayTarget(target.object as A.Expression, cx);
    if (arr !== undefined) {
      let index = element?.index ?? lowerExpr(target.property as A.Expression, cx);
      if (readsOld && !isPure(index)) {
        const t = cx.scope.temp('index');
        out.push({ kind: 'assign', name: t, value: index, loc });
        index = { kind: 'local', type: 'unknown', name: t, loc };
      }
      const old: RawExpr | null = readsOld
        ? {
            kind: 'load',
            type: 'unknown',
            array: arr,
            index,
            checked: false,
            site: cx.site(arr, target),
            loc,
          }
        : null;
      const v = value(old);
      if (element && !readsOld && index.kind !== 'local' && mayFail(v)) {
        // A shaped target's dimensions are checked as JS evaluates it: before the value.
        const t = cx.scope.temp('index');
        out.push({ kind: 'assign', name: t, value: index, loc });
        index = { kind: 'local', type: 'unknown', name: t, loc };
      }
      out.push({
        kind: 'store',
        array: arr,
        index,
        value: v,
        checked: false,
        site: cx.site(arr, target),
        loc,
      });
      return;
    }
  }
  throw cx.src.syntaxError(
    'KERNEL_BAD_ASSIGNMENT',
    target,
    `cannot assign to '${cx.src.text.slice(target.start, target.end)}'`,
    'assign to a local (let) or to an element of an array parameter',
  );
}
