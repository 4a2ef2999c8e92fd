/**
 * Typed-IR building blocks used by `infer-types`: the expansions it emits for JS idioms
 * (floor division, float indices), constant evaluation of abstract literals, and message wording.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { Expr } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import type { T } from './type-rules.js';

/** 'an i32 value', 'an integer literal', … for messages. */
export function describeType(t: T): string {
  if (t === 'int') return 'an integer';
  if (t === 'float') return 'a float';
  return `${t === 'i32' || t === 'u32' || t === 'f32' || t === 'f64' ? 'an' : 'a'} ${t} value`;
}

/** floor(a / b) on i32 from truncating division: q - 1 when the remainder is nonzero and signs differ. */
export function floorDivision(q: Expr, a: Expr, b: Expr, loc: SourceLocation | undefined): Expr {
  const zero: Expr = { kind: 'const', type: 'i32', value: 0 };
  const r: Expr = { kind: 'binary', type: 'i32', op: 'rem', left: a, right: b, loc };
  const adjust: Expr = {
    kind: 'logical',
    type: 'bool',
    op: 'and',
    left: { kind: 'binary', type: 'bool', op: 'ne', left: r, right: zero },
    right: {
      kind: 'binary',
      type: 'bool',
      op: 'ne',
      left: { kind: 'binary', type: 'bool', op: 'lt', left: r, right: zero },
      right: { kind: 'binary', type: 'bool', op: 'lt', left: b, right: zero },
    },
  };
  const qm1: Expr = {
    kind: 'binary',
    type: 'i32',
    op: 'sub',
    left: q,
    right: { kind: 'const', type: 'i32', value: 1 },
  };
  return { kind: 'cond', type: 'i32', test: adjust, consequent: qm1, alternate: q, loc };
}

export function isPure(e: Expr): boolean {
  let pure = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'atomic' || x.kind === 'helper') pure = false;
  });
  return pure;
}

/**
 * A float used as an index: JS finds an element only for integral values, so an integral value in
 * i32 range converts exactly and anything else (fraction, NaN, ±Infinity, huge) becomes -1, which
 * bounds checks report as out of bounds.
 */
export function floatIndex(f: Expr, loc: SourceLocation | undefined): Expr {
  const t = f.type;
  const c = (value: number): Expr => ({ kind: 'const', type: t, value });
  const integral: Expr = {
    kind: 'logical',
    type: 'bool',
    op: 'and',
    left: {
      kind: 'binary',
      type: 'bool',
      op: 'eq',
      left: { kind: 'call', type: t, fn: 'trunc', args: [f] },
      right: f,
    },
    right: {
      kind: 'logical',
      type: 'bool',
      op: 'and',
      left: { kind: 'binary', type: 'bool', op: 'ge', left: f, right: c(-(2 ** 31)) },
      right: { kind: 'binary', type: 'bool', op: 'lt', left: f, right: c(2 ** 31) },
    },
  };
  return {
    kind: 'cond',
    type: 'i32',
    test: integral,
    consequent: { kind: 'cast', type: 'i32', arg: f, loc },
    alternate: { kind: 'const', type: 'i32', value: -1 },
    loc,
  };
}
