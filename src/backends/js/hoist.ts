/**
 * What the js renderer computes once instead of many times: launch-invariant expressions (once per
 * launch, before the item loops), scalar parameters' unboxing (once per launch) and loads a
 * statement makes more than once (once per statement).
 */
import { structuralKey } from '../../ir/key.js';
import type { Expr, ScalarType, Stmt } from '../../ir/nodes.js';
import { childExprs, ownExprs, visit } from '../../ir/walk.js';

type Load = Extract<Expr, { kind: 'load' }>;

export const loadKey = (e: Extract<Expr, { kind: 'load' }>): string => `${e.array}|${structuralKey(e.index)}`;

/** An index expression with no loads, atomics, helper calls or `let` (pure and cannot throw). */
function simpleIndex(e: Expr): boolean {
  let ok = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'load' || x.kind === 'atomic' || x.kind === 'helper' || x.kind === 'let') ok = false;
    if (x.kind === 'dimcheck' && x.checked) ok = false;
  });
  return ok;
}

/** True for an expression that only combines constants, parameters and lengths (pure, cannot throw). */
function isInvariant(e: Expr): boolean {
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
      return true;
    case 'unary':
    case 'binary':
    case 'logical':
    case 'cond':
    case 'cast':
    case 'call':
      return childExprs(e).every(isInvariant);
    default:
      return false;
  }
}

/**
 * The largest launch-invariant expressions with at least one operation in `body`: each distinct one
 * once (`exprs`), and the index in `exprs` of every node that computes one.
 */
export function launchInvariants(body: readonly Stmt[]): { exprs: Expr[]; nodes: Map<object, number> } {
  const byKey = new Map<string, number>();
  const exprs: Expr[] = [];
  const nodes = new Map<object, number>();
  const walk = (e: Expr): void => {
    if (e.kind !== 'const' && e.kind !== 'param' && e.kind !== 'length' && isInvariant(e)) {
      const key = structuralKey(e);
      let i = byKey.get(key);
      if (i === undefined) {
        i = exprs.length;
        byKey.set(key, i);
        exprs.push(e);
      }
      nodes.set(e, i);
      return;
    }
    for (const c of childExprs(e)) walk(c);
  };
  const stmt = (s: Stmt): void => {
    for (const e of ownExprs(s)) walk(e);
    if (s.kind === 'if') {
      s.consequent.forEach(stmt);
      s.alternate.forEach(stmt);
    } else if (s.kind === 'loop') {
      s.update.forEach(stmt);
      s.body.forEach(stmt);
    }
  };
  body.forEach(stmt);
  return { exprs, nodes };
}

/**
 * V8 does not merge repeated loads of the same element (`x[i] * x[i]`): the unchecked loads that
 * statement `s` makes more than once, by `array|index key`, to read once before it. Only where that
 * cannot change what happens: the statement has no atomic and no `let` (nothing it does can change
 * an array or a local between the reads), and the load is unchecked (it cannot throw: proven in
 * range, or `unsafe`) with an index free of other loads and calls, so reading it earlier or where a
 * branch would have skipped it has no effect.
 */
export function repeatedLoads(s: Stmt, checked: (e: Load) => boolean): Map<string, Load> {
  const counts = new Map<string, { n: number; load: Load }>();
  let pure = true;
  visit([s], (e) => {
    if (e.kind === 'atomic' || e.kind === 'let') pure = false;
    if (e.kind === 'load' && !checked(e) && simpleIndex(e.index)) {
      const key = loadKey(e);
      const c = counts.get(key);
      if (c) c.n++;
      else counts.set(key, { n: 1, load: e });
    }
  });
  const out = new Map<string, Load>();
  if (!pure) return out;
  for (const [key, { n, load }] of counts) if (n >= 2) out.set(key, load);
  return out;
}

/**
 * A scalar parameter arrives as a JS number, which V8 keeps tagged (a small integer or a heap
 * number) until it is used; a use inside the item loop then unboxes it on every iteration, since
 * TurboFan does not hoist that conversion out of the loop. Converting it once at entry, with an
 * operation that is the identity on the value the launch passes (already converted to the
 * parameter's dtype), gives the loop a raw float64 / float32 / int32 instead.
 */
export function unboxParam(name: string, type: ScalarType): string | undefined {
  switch (type) {
    case 'f32':
      return `${name} = Math.fround(${name});`;
    case 'f64':
      // `x - 0` is the identity on every double, -0 and NaN included (`+x` keeps the tagged value).
      return `${name} = ${name} - 0;`;
    case 'i32':
      return `${name} = ${name} | 0;`;
    case 'u32':
      return `${name} = ${name} >>> 0;`;
    default:
      return undefined;
  }
}
