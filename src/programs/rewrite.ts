/**
 * Rewrites the hook nodes (HookExpr) the frontend leaves in a program function's raw IR, where it
 * bound the function's `prog` parameter as hook PROG_HOOK:
 * `prog.async.g(…)` becomes the program type's push (an append to g's pending calls),
 * `prog.sync.g(…)` inlines g's body here (recursion refused), `prog.haltEarly()` sets a flag.
 * It also counts, per callee, the calls one invocation can make (the bound buffers are sized by),
 * and refuses calls inside loops unless a bound is declared. No hook node survives it.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import type { HookExpr, RawExpr, RawStmt, ScalarType } from '../ir/nodes.js';
import { mapStmts, visit } from '../ir/walk.js';
import { type LoweredFn, type LowerShared, lowerProgramFn, PROG_HOOK, specError } from './lower-fn.js';
import type { AsyncFn } from './spec.js';

/** What a program type emits for the calls. */
export interface CallEmitter {
  /** Statements appending one call of `g` (argument values already in locals) to its pending calls. */
  push(st: RewriteState, g: string, values: readonly RawExpr[], loc: SourceLocation | undefined): RawStmt[];
  halt(st: RewriteState, loc: SourceLocation | undefined): RawStmt[];
}

/** A call argument held in a temp, checked for a float-into-integer mismatch after typing. */
export interface ArgTemp {
  readonly irName: string;
  readonly loc: SourceLocation;
  readonly src: KernelSource;
  readonly fn: string;
  readonly arg: string;
  readonly dtype: ScalarType;
}

export interface CallCount {
  count: number;
  /** A call site inside a loop (first found), which needs a declared bound. */
  inLoop: SourceLocation | null;
  src: KernelSource | null;
}

export interface RewriteState {
  readonly sh: LowerShared;
  readonly emit: CallEmitter;
  readonly argTemps: ArgTemp[];
  readonly counts: Map<string, CallCount>;
}

function local(name: string): RawExpr {
  return { kind: 'local', type: 'unknown', name };
}

/** `e` when it is a call through the `prog` parameter (`prog.async.g(…)`, …). */
function progCall(e: RawExpr): HookExpr | undefined {
  return e.kind === 'hook' && e.hook === PROG_HOOK ? e : undefined;
}

function note(
  st: RewriteState,
  g: string,
  n: number,
  inLoop: SourceLocation | null,
  src: KernelSource,
): void {
  const c = st.counts.get(g) ?? { count: 0, inLoop: null, src: null };
  c.count += n;
  if (inLoop && !c.inLoop) {
    c.inLoop = inLoop;
    c.src = src;
  }
  st.counts.set(g, c);
}

/**
 * Rewrites `fn`'s body. `syncStack` holds the functions being inlined (for recursion);
 * `loopLoc` is set when the whole body sits inside a loop of its caller.
 */
export function rewriteFn(
  st: RewriteState,
  fn: LoweredFn,
  syncStack: readonly string[],
  loopLoc: SourceLocation | null,
): RawStmt[] {
  const rec = (stmts: readonly RawStmt[], inLoop: SourceLocation | null): RawStmt[] => {
    const out: RawStmt[] = [];
    for (const s of stmts) {
      if (s.kind === 'loop') {
        if (s.test) refuseAsValue([s.test], fn.src);
        const here = inLoop ?? s.loc ?? { line: 1, column: 1 };
        out.push({ ...s, body: rec(s.body, here), update: rec(s.update, here) });
        continue;
      }
      if (s.kind === 'if') {
        refuseAsValue([s.test], fn.src);
        out.push({ ...s, consequent: rec(s.consequent, inLoop), alternate: rec(s.alternate, inLoop) });
        continue;
      }
      const call = s.kind === 'expr' ? progCall(s.expr) : undefined;
      if (!call) {
        visit([s], (e) => refuseValue(e, fn.src));
        out.push(s);
        continue;
      }
      const loc = call.loc ?? { line: 1, column: 1 };
      const { args, path } = call;
      refuseAsValue(args, fn.src);
      const [what, first] = path;
      if (what === 'haltEarly' && first === undefined) {
        if (args.length !== 0)
          throw specError(fn.src, 'PROGRAM_ARG_COUNT', loc, 'prog.haltEarly() takes no arguments');
        out.push(...st.emit.halt(st, loc));
        continue;
      }
      const { g, callee, schema } = resolveCallee(st, fn, path, args.length, loc);
      // Evaluate the arguments into temps, in order.
      const temps: RawExpr[] = [];
      args.forEach((a, k) => {
        const name = schema[k] ?? '?';
        const dt = callee.args[name];
        const irName = freshTemp(st, `${g}_${name}`);
        st.argTemps.push({
          irName,
          loc: a.loc ?? loc,
          src: fn.src,
          fn: g,
          arg: name,
          dtype: (dt && 'name' in dt ? dt.name : 'f64') as ScalarType,
        });
        out.push({ kind: 'assign', name: irName, value: a, loc: a.loc });
        temps.push(local(irName));
      });
      if (what === 'async') {
        note(st, g, 1, inLoop ?? loopLoc, fn.src);
        out.push(...st.emit.push(st, g, temps, loc));
        continue;
      }
      if (syncStack.includes(g)) {
        throw specError(
          fn.src,
          'PROGRAM_SYNC_RECURSION',
          loc,
          `prog.sync.${g}(…) recurses (${[...syncStack, g].join(' -> ')})`,
          `schedule it instead: prog.async.${g}(…)`,
        );
      }
      const inner = lowerProgramFn(st.sh, g, 'async');
      inner.args.forEach((a, k) => {
        const t = temps[k];
        if (t)
          out.push({
            kind: 'assign',
            name: a.irName,
            value: { kind: 'cast', type: a.dtype, arg: t, loc },
            loc,
          });
      });
      const body = rewriteFn(st, inner, [...syncStack, g], inLoop ?? loopLoc);
      out.push(...inlineBody(st, body));
    }
    return out;
  };
  return rec(fn.body, loopLoc);
}

/**
 * Checks a `prog.async.g(…)` / `prog.sync.g(…)` call of `fn`: a known call form, a function of the
 * program, the right argument count, no scheduling from finalize. Returns the callee and its
 * argument names.
 */
function resolveCallee(
  st: RewriteState,
  fn: LoweredFn,
  path: readonly string[],
  argCount: number,
  loc: SourceLocation,
): { g: string; callee: AsyncFn; schema: string[] } {
  const names = st.sh.spec.functionNames;
  const [what, g, ...rest] = path;
  if ((what !== 'async' && what !== 'sync') || g === undefined || rest.length > 0) {
    throw specError(
      fn.src,
      'PROGRAM_UNKNOWN_CALL',
      loc,
      `'prog.${path.join('.')}' is not something a program function can call`,
      'use prog.async.<fn>(…), prog.sync.<fn>(…) or prog.haltEarly()',
    );
  }
  const callee = st.sh.spec.functions[g];
  if (!callee || !names.includes(g)) {
    throw specError(
      fn.src,
      'PROGRAM_UNKNOWN_FUNCTION',
      loc,
      `'${g}' is not a function of program '${st.sh.spec.name}'`,
      `its functions are: ${names.join(', ')}`,
    );
  }
  const schema = Object.keys(callee.args);
  if (argCount !== schema.length) {
    throw specError(
      fn.src,
      'PROGRAM_ARG_COUNT',
      loc,
      `${g} takes ${schema.length} argument(s) (${schema.join(', ')}), got ${argCount}`,
    );
  }
  if (fn.role === 'finalize' && what === 'async') {
    throw specError(
      fn.src,
      'PROGRAM_BAD_CALL',
      loc,
      'finalize runs after the last pass and cannot schedule calls',
    );
  }
  if (fn.role === 'groupInitialize' || fn.role === 'groupFinalize') {
    throw specError(
      fn.src,
      'PROGRAM_BAD_CALL',
      loc,
      `${fn.role} runs when a group starts or ends and cannot call functions`,
      'schedule work from makeWork or initialize',
    );
  }
  return { g, callee, schema };
}

export function freshTemp(st: RewriteState, hint: string): string {
  let n = `t_${hint}`;
  for (let k = 1; st.sh.taken.has(n); k++) n = `t_${hint}_${k}`;
  st.sh.taken.add(n);
  st.sh.locals.push({ name: n, type: 'unknown', sourceName: n });
  return n;
}

/** A program call used as a value (in a test, an argument, an expression) is refused. */
function refuseAsValue(exprs: readonly RawExpr[], src: KernelSource): void {
  visit(
    exprs.map((expr): RawStmt => ({ kind: 'expr', expr })),
    (e) => refuseValue(e, src),
  );
}

function refuseValue(e: RawExpr, src: KernelSource): void {
  const call = progCall(e);
  if (call) {
    throw specError(
      src,
      'PROGRAM_BAD_CALL',
      call.loc ?? { line: 1, column: 1 },
      `prog.${call.path.join('.')}(…) has no value; call it as a statement`,
    );
  }
}

/**
 * Makes a function body usable inline: `return` leaves only this body. The body runs inside a
 * one-trip loop; a return becomes `break` (or, inside the body's own loops, a flag and breaks).
 */
export function inlineBody(st: RewriteState, body: readonly RawStmt[]): RawStmt[] {
  let flag: string | null = null;
  const flagName = (): string => {
    if (flag === null) flag = freshTemp(st, 'ret');
    return flag;
  };
  const rec = (stmts: readonly RawStmt[], depth: number): { out: RawStmt[]; returns: boolean } => {
    const out: RawStmt[] = [];
    let returns = false;
    for (const s of stmts) {
      if (s.kind === 'return') {
        returns = true;
        if (depth > 0)
          out.push({ kind: 'assign', name: flagName(), value: { kind: 'const', type: 'bool', value: true } });
        out.push({ kind: 'break', loc: s.loc });
      } else if (s.kind === 'if') {
        const c = rec(s.consequent, depth);
        const a = rec(s.alternate, depth);
        returns ||= c.returns || a.returns;
        out.push({ ...s, consequent: c.out, alternate: a.out });
      } else if (s.kind === 'loop') {
        const b = rec(s.body, depth + 1);
        out.push({ ...s, body: b.out });
        if (b.returns) {
          returns = true;
          out.push({ kind: 'if', test: local(flagName()), consequent: [{ kind: 'break' }], alternate: [] });
        }
      } else out.push(s);
    }
    return { out, returns };
  };
  const r = rec(body, 0);
  const pre: RawStmt[] =
    flag === null
      ? []
      : [{ kind: 'assign', name: flag, value: { kind: 'const', type: 'bool', value: false } }];
  const last = r.out[r.out.length - 1];
  const end: RawStmt[] = last?.kind === 'break' ? [] : [{ kind: 'break' }];
  return [...pre, { kind: 'loop', test: null, testAtEnd: false, body: [...r.out, ...end], update: [] }];
}

/** makeWork's `return v`: `if (!v) <done>` then `return`; falling off the end is `done`. */
export function makeWorkReturns(
  body: readonly RawStmt[],
  done: (loc: SourceLocation | undefined) => RawStmt[],
): RawStmt[] {
  const mapped = mapStmts(body, (s) => {
    if (s.kind !== 'return' || !s.value) return s;
    return [
      {
        kind: 'if',
        test: { kind: 'unary', type: 'unknown', op: 'not', arg: s.value, loc: s.loc },
        consequent: done(s.loc),
        alternate: [],
      },
      { kind: 'return', value: null, loc: s.loc },
    ];
  });
  // Falling off the end returns undefined, which is falsy: no more work, as in JS.
  const last = body[body.length - 1];
  return last?.kind === 'return' ? mapped : [...mapped, ...done(undefined)];
}

/** The per-invocation bound on calls to each function, or the error for an unbounded one. */
export function callBounds(
  st: RewriteState,
  declared: Readonly<Record<string, number>>,
  owner: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of st.sh.spec.functionNames) {
    const c = st.counts.get(g);
    const d = declared[g];
    if (d !== undefined) out.set(g, d);
    else if (c?.inLoop && c.src) {
      throw specError(
        c.src,
        'PROGRAM_UNBOUNDED_CALLS',
        c.inLoop,
        `${owner} schedules calls of ${g} inside a loop, so their number has no bound`,
        `declare one: tt.asyncFn(args, fn, { maxCalls: { ${g}: N } }) (for makeWork/initialize: programSpec({ maxCalls: { makeWork: { ${g}: N } } }))`,
      );
    } else out.set(g, c?.count ?? 0);
  }
  return out;
}
