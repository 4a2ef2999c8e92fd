/**
 * JS evaluates operands left to right; C (native, CUDA) leaves the order of a binary operator's
 * operands, of call arguments and of a store's index and value unspecified. When a later operand
 * has a side effect (an atomic), the earlier ones are bound to temporaries first (LetExpr, or an
 * assignment before a store), so every backend evaluates them in JS's order (issue 18.1).
 */
import type { Expr, IRVariable, KernelIR, ScalarType, Stmt } from '../ir/nodes.js';
import { mapExprs, mapStmts, visit } from '../ir/walk.js';
import { isPure } from './typed-expansions.js';

const trivial = (e: Expr): boolean =>
  e.kind === 'const' || e.kind === 'param' || e.kind === 'index' || e.kind === 'local' || e.kind === 'length';

function operands(e: Expr): readonly Expr[] | undefined {
  switch (e.kind) {
    case 'binary':
      return [e.left, e.right];
    case 'call':
    case 'helper':
      return e.args;
    case 'atomic':
      return [e.index, ...e.args];
    default:
      return undefined;
  }
}

function withOperands(e: Expr, ops: readonly Expr[]): Expr {
  switch (e.kind) {
    case 'binary':
      return { ...e, left: ops[0] ?? e.left, right: ops[1] ?? e.right };
    case 'call':
    case 'helper':
      return { ...e, args: ops };
    case 'atomic':
      return { ...e, index: ops[0] ?? e.index, args: ops.slice(1) };
    default:
      return e;
  }
}

export function sequenceEffects(k: KernelIR): KernelIR {
  let atomics = false;
  visit(k.body, (e) => {
    if (e.kind === 'atomic') atomics = true;
  });
  if (!atomics) return k;
  const temps: IRVariable[] = [];
  const taken = new Set([...k.locals, ...k.params].map((v) => v.name));
  const temp = (type: ScalarType): string => {
    let name = `seq${temps.length}`;
    while (taken.has(name)) name = `${name}_`;
    taken.add(name);
    temps.push({ name, type, sourceName: name });
    return name;
  };
  const sequenced = mapExprs(k.body, (e) => {
    const ops = operands(e);
    if (!ops) return e;
    let last = -1;
    ops.forEach((o, i) => {
      if (!isPure(o)) last = i;
    });
    if (last <= 0) return e;
    const bound: { name: string; value: Expr }[] = [];
    const reads = ops.map((o, i): Expr => {
      if (i >= last || trivial(o)) return o;
      const name = temp(o.type);
      bound.push({ name, value: o });
      return { kind: 'local', type: o.type, name };
    });
    let out = withOperands(e, reads);
    for (let i = bound.length - 1; i >= 0; i--) {
      const b = bound[i];
      if (b) out = { kind: 'let', type: out.type, name: b.name, value: b.value, body: out, loc: e.loc };
    }
    return out;
  });
  const body = mapStmts(sequenced, (s): Stmt | Stmt[] => {
    if (s.kind !== 'store' || isPure(s.value) || trivial(s.index)) return s;
    const name = temp(s.index.type);
    return [
      { kind: 'assign', name, value: s.index, loc: s.loc },
      { ...s, index: { kind: 'local', type: s.index.type, name } },
    ];
  });
  return { ...k, locals: [...k.locals, ...temps], body };
}
