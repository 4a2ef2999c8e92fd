/**
 * Additions of a known +0 out of a generated adjoint body. The reverse sweep zeroes every adjoint
 * local and then adds each contribution into it (`a = 0; a = a + g`), so a straight chain through
 * k locals costs k float additions that compute nothing but `g + 0`. Neither a C compiler nor
 * binaryen may drop them: `g + 0` is +0 where g is -0. Here they go where that cannot change a
 * bit: `x + z` (or `z + x`) with z known to hold +0 becomes x when x is known not to be -0 (a
 * non-negative-zero constant, a local known to hold such a value, or a sum with such an operand:
 * under round-to-nearest a sum is -0 only when both operands are -0). So the first addition of a
 * chain stays (it turns a -0 into +0, as before) and the copies after it go. (On a device that
 * flushes subnormal results to zero, a sum whose exact value is a tiny negative number may read
 * -0 there; the adjoint then differs only in the sign of a zero gradient.)
 *
 * Facts flow forward through the statements: into an `if`'s branches as they stand before it,
 * and a local assigned in a branch or a loop loses its fact after it (and, in a loop, within it).
 */
import type { Expr, Stmt } from '../ir/nodes.js';
import { assignedNames, rebuildChildren } from '../ir/walk.js';

/** What is known of a float local's value: +0, or not -0. */
type Fact = 'zero' | 'notNegZero';
type Facts = Map<string, Fact>;

const isFloat = (e: Expr) => e.type === 'f32' || e.type === 'f64';

function isPlusZero(e: Expr, facts: Facts): boolean {
  if (e.kind === 'const') return typeof e.value === 'number' ? Object.is(e.value, 0) : !e.value;
  // the adjoint inits are `0` cast to the adjoint's type: an integer or +0 cast to a float is +0
  if (e.kind === 'cast') return isPlusZero(e.arg, facts);
  return e.kind === 'local' && facts.get(e.name) === 'zero';
}

/** `e` (its children already simplified) is a float value that is never -0. */
function notNegZero(e: Expr, facts: Facts): boolean {
  if (!isFloat(e)) return false;
  if (e.kind === 'const') return typeof e.value === 'number' && !Object.is(e.value, -0);
  if (e.kind === 'local') return facts.has(e.name);
  // an integer or bool converts to a float that is never -0; a float keeps or loses its sign
  if (e.kind === 'cast') return isFloat(e.arg) ? notNegZero(e.arg, facts) : true;
  if (e.kind === 'binary' && e.op === 'add') return notNegZero(e.left, facts) || notNegZero(e.right, facts);
  if (e.kind === 'cond') return notNegZero(e.consequent, facts) && notNegZero(e.alternate, facts);
  return false;
}

/** `e` with every `x + (+0)` whose x is never -0 replaced by x (bottom-up). */
function simplify(e: Expr, facts: Facts): Expr {
  // a `let` binds a name of its own in its body: left as it is
  if (e.kind === 'let') return e;
  const s = rebuildChildren(e, (c) => simplify(c, facts));
  if (s.kind !== 'binary' || s.op !== 'add' || !isFloat(s)) return s;
  if (isPlusZero(s.right, facts) && notNegZero(s.left, facts)) return s.left;
  if (isPlusZero(s.left, facts) && notNegZero(s.right, facts)) return s.right;
  return s;
}

function forget(facts: Facts, stmts: readonly Stmt[]): void {
  for (const n of assignedNames(stmts)) facts.delete(n);
}

function block(stmts: readonly Stmt[], facts: Facts): Stmt[] {
  return stmts.map((s) => statement(s, facts));
}

function statement(s: Stmt, facts: Facts): Stmt {
  switch (s.kind) {
    case 'assign': {
      const value = simplify(s.value, facts);
      if (isPlusZero(value, facts) && isFloat(value)) facts.set(s.name, 'zero');
      else if (notNegZero(value, facts)) facts.set(s.name, 'notNegZero');
      else facts.delete(s.name);
      return { ...s, value };
    }
    case 'if': {
      const test = simplify(s.test, facts);
      const consequent = block(s.consequent, new Map(facts));
      const alternate = block(s.alternate, new Map(facts));
      forget(facts, [s]);
      return { ...s, test, consequent, alternate };
    }
    case 'loop': {
      forget(facts, [s]);
      const test = s.test ? simplify(s.test, facts) : null;
      const body = block(s.body, new Map(facts));
      // a `continue` reaches the update from anywhere in the body: it starts from the loop's facts
      const update = block(s.update, new Map(facts));
      return { ...s, test, body, update };
    }
    case 'store':
      return { ...s, index: simplify(s.index, facts), value: simplify(s.value, facts) };
    case 'expr':
      return { ...s, expr: simplify(s.expr, facts) };
    case 'return':
      return { ...s, value: s.value ? simplify(s.value, facts) : null };
    default:
      return s;
  }
}

/** `body` without the additions of a known +0 that cannot change a bit (see above). */
export function withoutZeroAdds(body: readonly Stmt[]): Stmt[] {
  return block(body, new Map());
}
