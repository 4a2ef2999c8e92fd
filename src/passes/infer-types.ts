/**
 * Pass 1, `infer-types`: raw IR -> typed IR. Infers each local's type as the join of everything
 * assigned to it (a fixpoint), adapts abstract literals to the types they meet, makes every
 * conversion an explicit cast, and instantiates helpers once per argument-type signature.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import type {
  Expr,
  IRFunction,
  IRVariable,
  KernelIR,
  RawExpr,
  RawKernelIR,
  RawStmt,
  RawType,
  ScalarType,
  Stmt,
} from '../ir/nodes.js';
import { castValue, evalBinary, evalMath } from '../ir/semantics.js';
import { visit } from '../ir/walk.js';
import {
  type Abstract,
  concretize,
  isAbstract,
  isIntType,
  join,
  type RuleResult,
  type T,
  typeBinary,
  typeMath,
} from './type-rules.js';

export interface KernelSources {
  readonly kernel: KernelSource;
  /** By IR function name. */
  readonly helpers: ReadonlyMap<string, KernelSource>;
}

interface AbsConst {
  readonly kind: 'const';
  readonly type: Abstract;
  readonly value: number;
  readonly loc?: SourceLocation;
}
type TE = Expr | AbsConst;

const isAbs = (e: TE): e is AbsConst => isAbstract(e.type as T);

function absConst(value: number, loc?: SourceLocation, prefer?: Abstract): AbsConst {
  const isInt = Number.isInteger(value) && value >= -(2 ** 31) && value <= 2 ** 32 - 1 && prefer !== 'float';
  return { kind: 'const', type: isInt ? 'int' : 'float', value, loc };
}

interface Instance {
  readonly name: string;
  readonly returnType: ScalarType;
  readonly fn: IRFunction;
}

/** Shared across the kernel and its helper instances. */
class KernelTyping {
  readonly arrays = new Map<string, ScalarType>();
  readonly scalars = new Map<string, ScalarType>();
  readonly instances = new Map<string, Instance>();
  private readonly inProgress = new Set<string>();

  constructor(
    readonly raw: RawKernelIR,
    readonly sources: KernelSources,
  ) {
    for (const p of raw.params) (p.isArray ? this.arrays : this.scalars).set(p.name, p.type as ScalarType);
  }

  get floatType(): 'f32' | 'f64' {
    return this.raw.options.floatType;
  }

  instantiate(
    name: string,
    argTypes: readonly ScalarType[],
    loc: SourceLocation | undefined,
    src: KernelSource,
  ): Instance {
    const fn = this.raw.functions.find((f) => f.name === name);
    if (!fn)
      throw src.typeError(
        'KERNEL_UNKNOWN_FUNCTION',
        loc ?? { line: 1, column: 1 },
        `unknown helper '${name}'`,
      );
    const key = `${name}(${argTypes.join(',')})`;
    const done = this.instances.get(key);
    if (done) return done;
    if (fn.params.length !== argTypes.length) {
      throw src.typeError(
        'KERNEL_BAD_ARITY',
        loc ?? { line: 1, column: 1 },
        `helper '${fn.sourceName}' takes ${fn.params.length} argument(s), got ${argTypes.length}`,
      );
    }
    if (this.inProgress.has(key)) {
      throw src.typeError(
        'KERNEL_RECURSION',
        loc ?? { line: 1, column: 1 },
        `recursive call of helper '${fn.sourceName}'`,
      );
    }
    this.inProgress.add(key);
    try {
      const hsrc = this.sources.helpers.get(name) ?? src;
      const params: IRVariable[] = fn.params.map((p, i) => ({ ...p, type: argTypes[i] as ScalarType }));
      const typer = new FunctionTyper(this, hsrc, fn.body, fn.locals, params, true);
      const body = typer.build();
      const inst: Instance = {
        name: `${name}_${argTypes.join('_') || 'void'}`,
        returnType: typer.returnType,
        fn: { ...fn, name: '', params, locals: typer.typedLocals(), returnType: typer.returnType, body },
      };
      const named: Instance = { ...inst, fn: { ...inst.fn, name: inst.name } };
      this.instances.set(key, named);
      return named;
    } finally {
      this.inProgress.delete(key);
    }
  }
}

class FunctionTyper {
  private readonly env = new Map<string, T>();
  private retType: T | undefined;

  constructor(
    private readonly k: KernelTyping,
    private readonly src: KernelSource,
    private readonly body: readonly RawStmt[],
    private readonly locals: readonly IRVariable<RawType>[],
    private readonly params: readonly IRVariable[],
    private readonly isHelper: boolean,
  ) {
    for (const p of params) this.env.set(p.name, p.type);
    this.infer();
  }

  get returnType(): ScalarType {
    return concretize(this.retType ?? 'int', this.k.floatType);
  }

  private localType(name: string): ScalarType {
    return concretize(this.env.get(name) ?? 'int', this.k.floatType);
  }

  typedLocals(): IRVariable[] {
    return this.locals.map((l) => ({ ...l, type: this.localType(l.name) }));
  }

  private err(code: string, loc: SourceLocation | undefined, reason: string, hint?: string): Error {
    return this.src.typeError(code, loc ?? { line: 1, column: 1 }, reason, hint);
  }

  // ---- inference: the fixpoint over local types -------------------------------------------

  private infer(): void {
    const fixed = new Set(this.params.map((p) => p.name));
    for (let round = 0; round < 32; round++) {
      let changed = false;
      const widen = (cur: T | undefined, t: T): T | undefined => {
        if (cur === undefined) return t;
        const j = join(cur, t, this.k.floatType);
        return j.ok ? j.type : cur;
      };
      visit(
        this.body,
        () => {},
        (s) => {
          if (s.kind === 'assign' && !fixed.has(s.name)) {
            const cur = this.env.get(s.name);
            const next = widen(cur, this.typeOf(s.value));
            if (next !== cur && next !== undefined) {
              this.env.set(s.name, next);
              changed = true;
            }
          } else if (s.kind === 'return' && s.value && this.isHelper) {
            const next = widen(this.retType, this.typeOf(s.value));
            if (next !== this.retType) {
              this.retType = next;
              changed = true;
            }
          }
        },
      );
      if (!changed) return;
    }
  }

  /** The type of a raw expression under the current (partial) local types; never throws. */
  private typeOf(e: RawExpr): T {
    try {
      return this.buildExpr(e, true).type as T;
    } catch {
      return 'int';
    }
  }

  // ---- building typed IR -------------------------------------------------------------------

  build(): Stmt[] {
    const out = this.buildBlock(this.body);
    if (this.isHelper && this.retType === undefined) {
      throw this.err('KERNEL_RETURN_VALUE', undefined, 'a helper must return a value');
    }
    return out;
  }

  private buildBlock(stmts: readonly RawStmt[]): Stmt[] {
    const out: Stmt[] = [];
    for (const s of stmts) {
      const b = this.buildStmt(s);
      if (b) out.push(b);
    }
    return out;
  }

  private buildStmt(s: RawStmt): Stmt | null {
    const loc = s.loc;
    switch (s.kind) {
      case 'assign': {
        const v = this.buildExpr(s.value, false);
        const t = this.localType(s.name);
        const j = join(t, v.type as T, this.k.floatType);
        if (!j.ok || (j.type !== t && !isAbstract(v.type as T))) {
          const name = this.locals.find((l) => l.name === s.name)?.sourceName ?? s.name;
          throw this.err(
            'KERNEL_TYPE_MISMATCH',
            loc,
            `cannot assign ${describeType(v.type as T)} to '${name}', which holds ${t} values`,
            j.ok ? undefined : j.hint,
          );
        }
        return { kind: 'assign', name: s.name, value: this.coerce(v, t), loc };
      }
      case 'store': {
        const t = this.arrayType(s.array);
        const index = this.index(this.buildExpr(s.index, false), s.index.loc);
        return { ...s, index, value: this.coerce(this.buildExpr(s.value, false), t) };
      }
      case 'expr': {
        const e = this.buildExpr(s.expr, false);
        return isAbs(e) ? null : { kind: 'expr', expr: e, loc };
      }
      case 'if':
        return {
          kind: 'if',
          test: this.toBool(this.buildExpr(s.test, false)),
          consequent: this.buildBlock(s.consequent),
          alternate: this.buildBlock(s.alternate),
          loc,
        };
      case 'loop':
        return {
          kind: 'loop',
          test: s.test ? this.toBool(this.buildExpr(s.test, false)) : null,
          testAtEnd: s.testAtEnd,
          body: this.buildBlock(s.body),
          update: this.buildBlock(s.update),
          loc,
        };
      case 'break':
      case 'continue':
        return s;
      case 'return':
        if (!s.value) return { kind: 'return', value: null, loc };
        return { kind: 'return', value: this.coerce(this.buildExpr(s.value, false), this.returnType), loc };
    }
  }

  private arrayType(name: string): ScalarType {
    const t = this.k.arrays.get(name);
    if (t === undefined) throw new Error(`internal: unknown array ${name}`);
    return t;
  }

  /** Converts to `to` with JS semantics (abstract literals simply take the type). */
  private coerce(e: TE, to: ScalarType): Expr {
    if (isAbs(e)) {
      const v = castValue(to, e.value);
      return { kind: 'const', type: to, value: v, loc: e.loc };
    }
    if (e.type === to) return e;
    if (e.kind === 'const') return { kind: 'const', type: to, value: castValue(to, e.value), loc: e.loc };
    return { kind: 'cast', type: to, arg: e, loc: e.loc };
  }

  private toBool(e: TE): Expr {
    return this.coerce(e, 'bool');
  }

  private concrete(e: TE): Expr {
    return this.coerce(e, concretize(e.type as T, this.k.floatType));
  }

  private index(e: TE, loc: SourceLocation | undefined): Expr {
    const t = e.type as T;
    if (t === 'bool') {
      throw this.err(
        'KERNEL_BOOL_INDEX',
        loc,
        'an array index must be a number, not a bool',
        'convert it with tt.i32(flag)',
      );
    }
    if (isAbs(e) || !(t === 'f32' || t === 'f64')) return this.coerce(e, 'i32');
    if (!isPure(e)) {
      throw this.err(
        'KERNEL_FLOAT_INDEX',
        loc,
        `this ${t} index has side effects, so it cannot be converted to an integer index implicitly`,
        'compute it into a local first, or convert it with tt.i32(x)',
      );
    }
    return floatIndex(e, loc);
  }

  private rule<R extends object>(r: R | RuleResult, loc: SourceLocation | undefined): R {
    if ('ok' in r) {
      if (!r.ok) throw this.err('KERNEL_TYPE_MISMATCH', loc, r.reason, r.hint || undefined);
      throw new Error('internal: a join result where an operator typing was expected');
    }
    return r;
  }

  private joined(a: TE, b: TE, loc: SourceLocation | undefined): T {
    const j = join(a.type as T, b.type as T, this.k.floatType);
    if (!j.ok) throw this.err('KERNEL_TYPE_MISMATCH', loc, j.reason, j.hint || undefined);
    return j.type;
  }

  /** `a / b` with integer operands inside Math.trunc / Math.floor / `| 0` / `>>> 0`: exact integer division. */
  private intDivision(e: RawExpr, inference: boolean): { q: Expr; a: Expr; b: Expr; t: ScalarType } | null {
    if (e.kind !== 'binary' || e.op !== 'div') return null;
    const a = this.buildExpr(e.left, inference);
    const b = this.buildExpr(e.right, inference);
    if (!isIntType(a.type as T) || !isIntType(b.type as T) || (isAbs(a) && isAbs(b))) return null;
    const j = join(a.type as T, b.type as T, this.k.floatType);
    if (!j.ok) return null;
    const t = concretize(j.type, this.k.floatType);
    const ca = this.coerce(a, t);
    const cb = this.coerce(b, t);
    return { q: { kind: 'binary', type: t, op: 'idiv', left: ca, right: cb, loc: e.loc }, a: ca, b: cb, t };
  }

  buildExpr(e: RawExpr, inference: boolean): TE {
    const loc = e.loc;
    switch (e.kind) {
      case 'const':
        if (typeof e.value === 'boolean') return { kind: 'const', type: 'bool', value: e.value, loc };
        return absConst(e.value, loc, e.type === 'float' ? 'float' : undefined);
      case 'index':
        return { kind: 'index', type: 'i32', dim: e.dim, loc };
      case 'param': {
        const t = this.k.scalars.get(e.name);
        if (t === undefined) throw new Error(`internal: unknown param ${e.name}`);
        return { kind: 'param', type: t, name: e.name, loc };
      }
      case 'local': {
        if (inference && !this.env.has(e.name)) return { kind: 'local', type: 'i32', name: e.name, loc };
        return { kind: 'local', type: this.localType(e.name), name: e.name, loc };
      }
      case 'length':
        return { kind: 'length', type: 'i32', array: e.array, loc };
      case 'load':
        return {
          kind: 'load',
          type: this.arrayType(e.array),
          array: e.array,
          index: this.index(this.buildExpr(e.index, inference), e.index.loc),
          checked: false,
          site: e.site,
          loc,
        };
      case 'unary':
        return this.unary(e, inference);
      case 'binary':
        return this.binary(e, inference);
      case 'logical': {
        const l = this.toBool(this.buildExpr(e.left, inference));
        const r = this.toBool(this.buildExpr(e.right, inference));
        if (l.kind === 'const') return e.op === 'and' ? (l.value ? r : l) : l.value ? l : r;
        return { kind: 'logical', type: 'bool', op: e.op, left: l, right: r, loc };
      }
      case 'cond': {
        const test = this.toBool(this.buildExpr(e.test, inference));
        const a = this.buildExpr(e.consequent, inference);
        const b = this.buildExpr(e.alternate, inference);
        const j = this.joined(a, b, loc);
        if (isAbs(a) && isAbs(b) && test.kind === 'const') return test.value ? a : b;
        const t = concretize(j, this.k.floatType);
        return {
          kind: 'cond',
          type: t,
          test,
          consequent: this.coerce(a, t),
          alternate: this.coerce(b, t),
          loc,
        };
      }
      case 'call':
        return this.call(e, inference);
      case 'cast': {
        const to = e.type as ScalarType;
        const a = this.buildExpr(e.arg, inference);
        if (isAbs(a)) return { kind: 'const', type: to, value: castValue(to, a.value), loc };
        return this.coerce(a, to);
      }
      case 'atomic': {
        const t = this.arrayType(e.array);
        if (t !== 'i32' && t !== 'u32') {
          throw this.err(
            'KERNEL_ATOMIC_TYPE',
            loc,
            `Atomics.${e.op} needs an i32 or u32 array, but '${e.array}' holds ${t}`,
            'declare the array as tt.arrayOf(tt.i32) or tt.arrayOf(tt.u32)',
          );
        }
        return {
          kind: 'atomic',
          type: t,
          op: e.op,
          array: e.array,
          index: this.index(this.buildExpr(e.index, inference), e.index.loc),
          args: e.args.map((a) => this.coerce(this.buildExpr(a, inference), t)),
          checked: false,
          site: e.site,
          loc,
        };
      }
      case 'helper': {
        const args = e.args.map((a) => this.concrete(this.buildExpr(a, inference)));
        const inst = this.k.instantiate(
          e.name,
          args.map((a) => a.type),
          loc,
          this.src,
        );
        return { kind: 'helper', type: inst.returnType, name: inst.name, args, loc };
      }
    }
  }

  private unary(e: Extract<RawExpr, { kind: 'unary' }>, inference: boolean): TE {
    const loc = e.loc;
    const a = this.buildExpr(e.arg, inference);
    if (e.op === 'not') {
      const b = this.toBool(a);
      if (b.kind === 'const') return { kind: 'const', type: 'bool', value: !b.value, loc };
      return { kind: 'unary', type: 'bool', op: 'not', arg: b, loc };
    }
    if (a.type === 'bool') {
      throw this.err(
        'KERNEL_TYPE_MISMATCH',
        loc,
        `'${e.op === 'neg' ? '-' : '~'}' needs a number, not a bool`,
      );
    }
    if (isAbs(a)) {
      return e.op === 'neg' ? absConst(-a.value, loc, a.type) : absConst(~a.value, loc);
    }
    const t: ScalarType = e.op === 'bitnot' ? (a.type === 'u32' ? 'u32' : 'i32') : a.type;
    return { kind: 'unary', type: t, op: e.op, arg: this.coerce(a, t), loc };
  }

  private binary(e: Extract<RawExpr, { kind: 'binary' }>, inference: boolean): TE {
    const loc = e.loc;
    const zeroRight = e.right.kind === 'const' && e.right.value === 0 && e.right.type === 'int';
    if ((e.op === 'bitor' || e.op === 'ushr') && zeroRight) {
      const d = this.intDivision(e.left, inference);
      if (d) return this.coerce(d.q, e.op === 'bitor' ? 'i32' : 'u32');
    }
    const l = this.buildExpr(e.left, inference);
    const r = this.buildExpr(e.right, inference);
    const typing = this.rule(typeBinary(e.op, l.type as T, r.type as T, this.k.floatType), loc);
    if (isAbs(l) && isAbs(r)) {
      const cmp = typing.result === 'bool';
      const v = evalBinary(e.op, cmp ? 'bool' : 'f64', 'f64', l.value, r.value);
      if (cmp) return { kind: 'const', type: 'bool', value: v as boolean, loc };
      const exact = e.op === 'div' ? (v as number) : jsAbstractBinary(e.op, l.value, r.value);
      return absConst(exact, loc, typing.result === 'float' ? 'float' : undefined);
    }
    const lt = concretize(typing.left, this.k.floatType);
    const rt = concretize(typing.right, this.k.floatType);
    const result = typing.result === 'bool' ? 'bool' : concretize(typing.result, this.k.floatType);
    return {
      kind: 'binary',
      type: result,
      op: e.op,
      left: this.coerce(l, lt),
      right: this.coerce(r, rt),
      loc,
    };
  }

  private call(e: Extract<RawExpr, { kind: 'call' }>, inference: boolean): TE {
    const loc = e.loc;
    const [a0] = e.args;
    if ((e.fn === 'trunc' || e.fn === 'floor') && a0) {
      const d = this.intDivision(a0, inference);
      if (d) return e.fn === 'trunc' || d.t === 'u32' ? d.q : floorDivision(d.q, d.a, d.b, loc);
    }
    const args = e.args.map((a) => this.buildExpr(a, inference));
    if (e.fn === 'fround') {
      const a = args[0] as TE;
      return isAbs(a)
        ? { kind: 'const', type: 'f32', value: Math.fround(a.value), loc }
        : this.coerce(a, 'f32');
    }
    if (e.fn === 'imul') {
      const [x, y] = args.map((a) => this.coerce(a, 'i32')) as [Expr, Expr];
      return { kind: 'binary', type: 'i32', op: 'mul', left: x, right: y, loc };
    }
    const typing = this.rule(
      typeMath(
        e.fn,
        args.map((a) => a.type as T),
        this.k.floatType,
      ),
      loc,
    );
    if (args.every(isAbs)) {
      const v = evalMath(
        e.fn,
        'f64',
        args.map((a) => (a as AbsConst).value),
      );
      return absConst(v as number, loc, typing.result === 'float' ? 'float' : undefined);
    }
    const at = concretize(typing.arg, this.k.floatType);
    const rt = concretize(typing.result, this.k.floatType);
    const cargs = args.map((a) => this.coerce(a, at));
    const integral = ['floor', 'ceil', 'round', 'trunc'].includes(e.fn);
    if (integral && isIntType(at)) return cargs[0] as Expr;
    return { kind: 'call', type: rt, fn: e.fn, args: cargs, loc };
  }
}

/** 'an i32 value', 'an integer literal', … for messages. */
function describeType(t: T): string {
  if (t === 'int') return 'an integer';
  if (t === 'float') return 'a float';
  return `${t === 'i32' || t === 'u32' || t === 'f32' || t === 'f64' ? 'an' : 'a'} ${t} value`;
}

/** JS arithmetic on two abstract numbers, exact as JS computes it. */
function jsAbstractBinary(op: string, a: number, b: number): number {
  switch (op) {
    case 'add':
      return a + b;
    case 'sub':
      return a - b;
    case 'mul':
      return a * b;
    case 'rem':
      return a % b;
    case 'bitand':
      return a & b;
    case 'bitor':
      return a | b;
    case 'bitxor':
      return a ^ b;
    case 'shl':
      return a << b;
    case 'shr':
      return a >> b;
    case 'ushr':
      return a >>> b;
    default:
      throw new Error(`internal: no abstract evaluation for ${op}`);
  }
}

/** floor(a / b) on i32 from truncating division: q - 1 when the remainder is nonzero and signs differ. */
function floorDivision(q: Expr, a: Expr, b: Expr, loc: SourceLocation | undefined): Expr {
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

function isPure(e: Expr): boolean {
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
function floatIndex(f: Expr, loc: SourceLocation | undefined): Expr {
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

/** Collects the helper instances reachable from `body`, callees first. */
function reachableInstances(body: readonly Stmt[], byName: ReadonlyMap<string, IRFunction>): IRFunction[] {
  const out: IRFunction[] = [];
  const seen = new Set<string>();
  const walk = (stmts: readonly Stmt[]): void => {
    visit(stmts, (e) => {
      if (e.kind !== 'helper' || seen.has(e.name)) return;
      seen.add(e.name);
      const f = byName.get(e.name);
      if (!f) return;
      walk(f.body);
      out.push(f);
    });
  };
  walk(body);
  return out;
}

export function inferTypes(raw: RawKernelIR, sources: KernelSources): KernelIR {
  const k = new KernelTyping(raw, sources);
  const typer = new FunctionTyper(k, sources.kernel, raw.body, raw.locals, [], false);
  const body = typer.build();
  const byName = new Map([...k.instances.values()].map((i) => [i.name, i.fn]));
  return {
    name: raw.name,
    rank: raw.rank,
    params: raw.params.map((p) => ({ ...p, type: p.type as ScalarType })),
    locals: typer.typedLocals(),
    body,
    functions: reachableInstances(body, byName),
    sites: raw.sites,
    options: raw.options,
  };
}
