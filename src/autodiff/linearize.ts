/**
 * Typed kernel IR -> the primal program (primal.ts): every operation into a fresh local over
 * atoms, user locals versioned per assignment, `?:` and `&&`/`||` as `if`s (so nothing is
 * evaluated that JS would not evaluate), `if` merges and loop headers as explicit copies.
 */
import { AutodiffError } from '../errors/autodiff.js';
import type { SourceLocation } from '../errors/located-errors.js';
import type { Expr, IRVariable, KernelIR, LoopStmt, ScalarType, Stmt } from '../ir/nodes.js';
import { assignedNames, containsStmt } from '../ir/walk.js';
import { isFloat, local, num } from './ir-build.js';
import { needsRecompute } from './loop-state.js';
import type { PAssign, PStmt } from './primal.js';
import { renameLocals } from './rename.js';
import { withoutReturns } from './returns.js';

type Env = Map<string, Expr>;

export class Linearizer {
  readonly locals: IRVariable[] = [];
  private env: Env = new Map();
  private out: PStmt[] = [];
  private n = 0;
  private readonly localTypes: Map<string, ScalarType>;

  constructor(
    private readonly k: KernelIR,
    private readonly taken: Set<string>,
  ) {
    this.localTypes = new Map(k.locals.map((l) => [l.name, l.type]));
  }

  /** The primal program of the kernel body (returns already removed). */
  run(body: readonly Stmt[]): PStmt[] {
    for (const s of body) this.stmt(s);
    return this.out;
  }

  refuse(
    code: 'AUTODIFF_UNSUPPORTED' | 'AUTODIFF_NOT_DIFFERENTIABLE',
    what: string,
    loc?: SourceLocation,
  ): never {
    throw new AutodiffError(code, this.k.name, what, loc);
  }

  fresh(type: ScalarType, hint = 't'): string {
    let name: string;
    do name = `ad_${hint}${this.n++}`;
    while (this.taken.has(name));
    this.taken.add(name);
    this.locals.push({ name, type, sourceName: name });
    return name;
  }

  private assign(type: ScalarType, value: Expr, loc?: SourceLocation, hint = 't'): Expr {
    const name = this.fresh(type, hint);
    const a: PAssign = loc
      ? { kind: 'assign', name, type, value, loc }
      : { kind: 'assign', name, type, value };
    this.out.push(a);
    return local(name, type);
  }

  private typeOfLocal(name: string): ScalarType {
    const t = this.localTypes.get(name);
    if (t === undefined) return this.refuse('AUTODIFF_UNSUPPORTED', `local '${name}' has no declared type`);
    return t;
  }

  /** `e` as an atom, emitting the assignments that compute it. */
  atom(e: Expr): Expr {
    switch (e.kind) {
      case 'const':
        return typeof e.value === 'number' && isFloat(e.type) ? num(e.type, e.value) : e;
      case 'param':
      case 'index':
      case 'length':
        return e;
      case 'local':
        return this.env.get(e.name) ?? e;
      case 'groupId':
        return this.refuse('AUTODIFF_UNSUPPORTED', 'work-group kernels are not differentiable yet', e.loc);
      case 'load':
      case 'dimcheck':
        return this.assign(e.type, { ...e, index: this.atom(e.index) }, e.loc);
      case 'unary':
      case 'cast':
        return this.assign(e.type, { ...e, arg: this.atom(e.arg) }, e.loc);
      case 'binary': {
        const left = this.atom(e.left);
        return this.assign(e.type, { ...e, left, right: this.atom(e.right) }, e.loc);
      }
      case 'call':
        return this.assign(e.type, { ...e, args: e.args.map((a) => this.atom(a)) }, e.loc);
      case 'logical':
        return this.logical(e.op, e.left, e.right);
      case 'cond':
        return this.cond(e.test, e.consequent, e.alternate, e.type);
      case 'let': {
        this.env.set(e.name, this.assign(this.typeOfLocal(e.name), this.atom(e.value), e.loc, 'v'));
        return this.atom(e.body);
      }
      case 'atomic':
        return this.refuse(
          'AUTODIFF_NOT_DIFFERENTIABLE',
          `Atomics.${e.op} has no derivative (and replaying it would repeat its effect)`,
          e.loc,
        );
      case 'helper':
        return this.inline(
          e.name,
          e.args.map((a) => this.atom(a)),
          e.loc,
        );
    }
  }

  /** A helper call, inlined: its locals renamed apart, its returns assigning a result local. */
  private inline(name: string, args: readonly Expr[], loc?: SourceLocation): Expr {
    const fn = this.k.functions.find((f) => f.name === name);
    if (!fn) return this.refuse('AUTODIFF_UNSUPPORTED', `helper '${name}' is not in the kernel`, loc);
    const prefix = `ad_f${this.n++}_`;
    const renamed = new Map<string, string>();
    for (const v of [...fn.params, ...fn.locals]) {
      const n = `${prefix}${v.name}`;
      renamed.set(v.name, n);
      this.taken.add(n);
      this.localTypes.set(n, v.type);
      this.locals.push({ name: n, type: v.type, sourceName: v.sourceName });
    }
    fn.params.forEach((p, j) => {
      const a = args[j];
      if (a) this.env.set(`${prefix}${p.name}`, a);
    });
    const result = this.fresh(fn.returnType, 'r');
    this.localTypes.set(result, fn.returnType);
    const body = withoutReturns(renameLocals(fn.body, renamed), result);
    for (const s of body) this.stmt(s);
    return this.env.get(result) ?? local(result, fn.returnType);
  }

  /** A condition in a fresh local that nothing assigns again (the reverse sweep tests it again). */
  private condition(test: Expr): string {
    const name = this.fresh('bool', 'c');
    this.out.push({ kind: 'assign', name, type: 'bool', value: this.atom(test) });
    return name;
  }

  private logical(op: 'and' | 'or', left: Expr, right: Expr): Expr {
    const c = this.condition(left);
    const r = this.fresh('bool', 'b');
    this.out.push({ kind: 'assign', name: r, type: 'bool', value: local(c, 'bool') });
    const [rhs] = this.block(() => {
      this.out.push({ kind: 'assign', name: r, type: 'bool', value: this.atom(right) });
    });
    this.out.push({
      kind: 'if',
      cond: c,
      consequent: op === 'and' ? rhs : [],
      alternate: op === 'and' ? [] : rhs,
    });
    return local(r, 'bool');
  }

  private cond(test: Expr, yes: Expr, no: Expr, type: ScalarType): Expr {
    const c = this.condition(test);
    const r = this.fresh(type, 'q');
    const [consequent] = this.block(() => {
      this.out.push({ kind: 'assign', name: r, type, value: this.atom(yes) });
    });
    const [alternate] = this.block(() => {
      this.out.push({ kind: 'assign', name: r, type, value: this.atom(no) });
    });
    this.out.push({ kind: 'if', cond: c, consequent, alternate });
    return local(r, type);
  }

  /** Runs `f` collecting its statements in a new block, from a copy of the current versions. */
  private block(f: () => void, env: Env = this.env): [PStmt[], Env] {
    const saved = { out: this.out, env: this.env };
    this.out = [];
    this.env = new Map(env);
    try {
      f();
      return [this.out, this.env];
    } finally {
      this.out = saved.out;
      this.env = saved.env;
    }
  }

  private stmt(s: Stmt): void {
    switch (s.kind) {
      case 'assign': {
        const value = this.atom(s.value);
        this.env.set(s.name, this.assign(this.typeOfLocal(s.name), value, s.loc, 'v'));
        return;
      }
      case 'store': {
        const index = this.atom(s.index);
        const value = this.atom(s.value);
        this.out.push({
          kind: 'store',
          array: s.array,
          index,
          value,
          site: s.site,
          ...(s.loc ? { loc: s.loc } : {}),
        });
        return;
      }
      case 'expr':
        this.atom(s.expr);
        return;
      case 'if':
        this.ifStmt(s.test, s.consequent, s.alternate);
        return;
      case 'loop':
        this.loop(s);
        return;
      case 'return':
      case 'break':
      case 'continue':
        this.refuse(
          'AUTODIFF_UNSUPPORTED',
          `'${s.kind}' inside a loop: differentiable loops run their whole trip count (use a condition in the loop test)`,
          s.loc,
        );
        return;
      case 'barrier':
        this.refuse('AUTODIFF_UNSUPPORTED', 'work-group kernels are not differentiable yet', s.loc);
        return;
      case 'fence':
        this.refuse('AUTODIFF_UNSUPPORTED', 'memory fences are not differentiable', s.loc);
    }
  }

  private stmts(list: readonly Stmt[]): void {
    for (const s of list) this.stmt(s);
  }

  private ifStmt(test: Expr, yes: readonly Stmt[], no: readonly Stmt[]): void {
    const c = this.condition(test);
    const before = this.env;
    const [consequent, envYes] = this.block(() => this.stmts(yes));
    const [alternate, envNo] = this.block(() => this.stmts(no));
    const merged: Env = new Map(before);
    for (const [name, y] of envYes) {
      const n = envNo.get(name);
      if (n === undefined) continue; // declared in one branch: not visible after the if
      if (n === y) {
        merged.set(name, y);
        continue;
      }
      const type = this.typeOfLocal(name);
      const m = this.fresh(type, 'm');
      consequent.push({ kind: 'assign', name: m, type, value: y });
      alternate.push({ kind: 'assign', name: m, type, value: n });
      merged.set(name, local(m, type));
    }
    this.env = merged;
    this.out.push({ kind: 'if', cond: c, consequent, alternate });
  }

  /** `v = v ± c` as the loop's only update, with `v` an integer the body never assigns. */
  private induction(s: LoopStmt): { name: string; step: number; type: 'i32' | 'u32' } | undefined {
    const [u] = s.update;
    if (s.update.length !== 1 || u?.kind !== 'assign') return undefined;
    const e = u.value;
    if (e.kind !== 'binary' || (e.op !== 'add' && e.op !== 'sub')) return undefined;
    if (e.left.kind !== 'local' || e.left.name !== u.name || e.right.kind !== 'const') return undefined;
    const c = e.right.value;
    const type = this.localTypes.get(u.name);
    if (typeof c !== 'number' || !Number.isInteger(c) || (type !== 'i32' && type !== 'u32')) return undefined;
    if (assignedNames(s.body).has(u.name)) return undefined;
    return { name: u.name, step: e.op === 'add' ? c : -c, type };
  }

  private loop(s: LoopStmt): void {
    if (s.test === null || containsStmt(s.body, 'break') || containsStmt(s.body, 'continue'))
      this.refuse(
        'AUTODIFF_UNSUPPORTED',
        'a loop left by break/continue (or with no test): only loops that run to their test are differentiable',
        s.loc,
      );
    if (containsStmt(s.body, 'return')) this.refuse('AUTODIFF_UNSUPPORTED', "'return' inside a loop", s.loc);
    const ind = this.induction(s);
    const body = ind ? s.body : [...s.body, ...s.update];
    const carried = [...assignedNames(body)].filter((n) => this.env.has(n) && n !== ind?.name);
    const headers = carried.map((name) => {
      const type = this.typeOfLocal(name);
      const before = this.env.get(name) ?? local(name, type);
      const h = this.assign(type, before, s.loc, 'h');
      this.env.set(name, h);
      return { name, header: h, before, type };
    });
    let start: Expr | undefined;
    let hv: Expr | undefined;
    if (ind) {
      start = this.env.get(ind.name) ?? local(ind.name, ind.type);
      hv = this.assign(ind.type, start, s.loc, 'i');
      this.env.set(ind.name, hv);
    }
    const testEnv = this.env;
    const [primalBody, end] = this.block(() => this.stmts(body));
    const test = this.renameInactive(s.test ?? { kind: 'const', type: 'bool', value: true }, testEnv);
    const writebacks: PAssign[] = [];
    for (const h of headers) {
      const last = end.get(h.name);
      if (!last || last === h.header || h.header.kind !== 'local') continue;
      writebacks.push({ kind: 'assign', name: h.header.name, type: h.type, value: last });
    }
    const trips = this.fresh('i32', 'n');
    const pairs = headers.flatMap((h) =>
      h.header.kind === 'local' ? [{ header: h.header.name, before: h.before }] : [],
    );
    const base = {
      kind: 'loop' as const,
      test,
      testAtEnd: s.testAtEnd,
      trips,
      body: primalBody,
      writebacks,
      carried: pairs,
    };
    const recompute = needsRecompute(primalBody, writebacks, pairs, test);
    if (ind && start && hv?.kind === 'local')
      this.out.push({
        ...base,
        recompute,
        induction: { name: hv.name, type: ind.type, start, step: ind.step },
      });
    else this.out.push({ ...base, recompute });
  }

  /** A loop test over the current versions (evaluated as is: it has no derivative). */
  private renameInactive(e: Expr, env: Env): Expr {
    const walk = (x: Expr): Expr => {
      switch (x.kind) {
        case 'local':
          return env.get(x.name) ?? x;
        case 'let':
        case 'atomic':
        case 'helper':
          return this.refuse(
            'AUTODIFF_UNSUPPORTED',
            'a loop test this complex (bind it to a local first)',
            x.loc,
          );
        case 'load':
        case 'dimcheck':
          return { ...x, index: walk(x.index) };
        case 'unary':
        case 'cast':
          return { ...x, arg: walk(x.arg) };
        case 'binary':
        case 'logical':
          return { ...x, left: walk(x.left), right: walk(x.right) };
        case 'cond':
          return { ...x, test: walk(x.test), consequent: walk(x.consequent), alternate: walk(x.alternate) };
        case 'call':
          return { ...x, args: x.args.map(walk) };
        default:
          return x;
      }
    };
    return walk(e);
  }
}
