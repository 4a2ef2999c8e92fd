/**
 * The affine-index analysis (range-check hoisting for blocks of work items and for loops). An array index that is an affine function of the launch indices, with
 * coefficients made of integer constants, integer scalar parameters and array lengths (through
 * locals assigned once at the top of the kernel body), can be range-checked once per block of
 * the innermost launch dimension instead of at every access. Inside a block that passes, those
 * accesses run unchecked (contiguous, vectorisable); a block that fails runs fully checked, so
 * errors are still reported exactly. i32/u32 wrap-around is harmless: the computed index is
 * congruent to the affine value modulo 2^32, and a value in [0, length) < 2^31 is then exact.
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { assignCounts, assignedNames, visit } from '../ir/walk.js';

import type { Affine, AffineNames, HoistedCheck, Hoisting, Mono, Poly } from './affine-types.js';

export type { Affine, AffineNames, HoistedCheck, Hoisting, Mono, Poly } from './affine-types.js';

/**
 * Largest magnitude (bits, each symbol counted as 32) of a monomial that multiplies a launch
 * index (a coefficient), and of one that does not (the constant part): a C check computes them in
 * 128 bits, coefficient times a 31-bit index, so every term stays below 2^112 and sums of up to
 * 32 terms per polynomial far below 2^127. The constant part may hold three symbols (the flat
 * index of a 3-D shaped array under a launch offset: shape1 * shape2 * offset0).
 */
const MAX_BITS = 80n;
const MAX_CONST_BITS = 112n;
const bitsOf = (k: bigint): bigint => BigInt((k < 0n ? -k : k).toString(2).length);

function norm(p: Poly, maxBits: bigint = MAX_BITS): Poly | null {
  const m = new Map<string, Mono>();
  for (const x of p) {
    const key = x.syms.join('*');
    const prev = m.get(key);
    m.set(key, { k: (prev?.k ?? 0n) + x.k, syms: x.syms });
  }
  const out = [...m.values()].filter((x) => x.k !== 0n);
  for (const x of out) {
    if (bitsOf(x.k) > 62n || bitsOf(x.k) + 32n * BigInt(x.syms.length) > maxBits) return null;
  }
  return out.length > 32 ? null : out;
}

const ZERO: Affine = { dims: [[], [], []], c: [] };
const constant = (p: Poly): Affine => ({ dims: [[], [], []], c: p });
const isInvariant = (a: Affine): boolean => a.dims.every((d) => d.length === 0);

function mapPolys(a: Affine, f: (p: Poly, maxBits: bigint) => Poly | null): Affine | null {
  const [d0, d1, d2] = a.dims.map((p) => f(p, MAX_BITS));
  const c = f(a.c, MAX_CONST_BITS);
  return d0 && d1 && d2 && c ? { dims: [d0, d1, d2], c } : null;
}

function add(a: Affine, b: Affine, sign: bigint): Affine | null {
  const neg = (p: Poly): Poly => p.map((x) => ({ k: x.k * sign, syms: x.syms }));
  const [a0, a1, a2] = a.dims;
  const [b0, b1, b2] = b.dims;
  const d0 = norm([...a0, ...neg(b0)]);
  const d1 = norm([...a1, ...neg(b1)]);
  const d2 = norm([...a2, ...neg(b2)]);
  const c = norm([...a.c, ...neg(b.c)], MAX_CONST_BITS);
  return d0 && d1 && d2 && c ? { dims: [d0, d1, d2], c } : null;
}

function scale(a: Affine, f: Poly): Affine | null {
  return mapPolys(a, (p, maxBits) =>
    norm(
      p.flatMap((x) => f.map((y) => ({ k: x.k * y.k, syms: [...x.syms, ...y.syms].sort() }))),
      maxBits,
    ),
  );
}

const isIntType = (t: string): boolean => t === 'i32' || t === 'u32';

function affineOf(e: Expr, env: ReadonlyMap<string, Affine>, names: AffineNames): Affine | null {
  if (!isIntType(e.type)) return null;
  switch (e.kind) {
    case 'const':
      return typeof e.value === 'number' && Number.isInteger(e.value)
        ? constant(norm([{ k: BigInt(e.value), syms: [] }]) ?? [])
        : null;
    case 'index': {
      const one: Poly = [{ k: 1n, syms: [] }];
      const dims: [Poly, Poly, Poly] = [[], [], []];
      dims[e.dim] = one;
      return { dims, c: [] };
    }
    case 'param':
      return constant([{ k: 1n, syms: [names.param(e.name)] }]);
    case 'length':
      return constant([{ k: 1n, syms: [names.length(e.array)] }]);
    case 'local':
      return env.get(e.name) ?? null;
    case 'dimcheck':
      // where the check passes its value is its index (and a hoisted check covers it)
      return affineOf(e.index, env, names);
    case 'cast':
      return isIntType(e.arg.type) ? affineOf(e.arg, env, names) : null;
    case 'unary': {
      const a = affineOf(e.arg, env, names);
      if (!a || e.op === 'not') return null;
      const neg = add(ZERO, a, -1n);
      // ~x = -x - 1
      return e.op === 'neg' ? neg : neg && add(neg, constant([{ k: 1n, syms: [] }]), -1n);
    }
    case 'binary': {
      if (e.op === 'shl') {
        const r = e.right;
        if (r.kind !== 'const' || typeof r.value !== 'number') return null;
        const a = affineOf(e.left, env, names);
        return a && scale(a, [{ k: 1n << BigInt(r.value & 31), syms: [] }]);
      }
      if (e.op !== 'add' && e.op !== 'sub' && e.op !== 'mul') return null;
      const a = affineOf(e.left, env, names);
      const b = affineOf(e.right, env, names);
      if (!a || !b) return null;
      if (e.op === 'add') return add(a, b, 1n);
      if (e.op === 'sub') return add(a, b, -1n);
      if (isInvariant(a)) return scale(b, a.c);
      if (isInvariant(b)) return scale(a, b.c);
      return null;
    }
    default:
      return null;
  }
}

/** Locals assigned exactly once in the whole kernel, by a top-level statement. */
function singleAssigned(body: readonly Stmt[]): Set<string> {
  const count = assignCounts(body);
  const out = new Set<string>();
  for (const s of body) if (s.kind === 'assign' && count.get(s.name) === 1) out.add(s.name);
  return out;
}

/**
 * Before each top-level statement of `body`: the locals assigned exactly once in the whole body, by
 * an earlier top-level statement, to a value affine in the launch indices and invariants (as
 * `hoistChecks` sees them) — their value there, for `hoistLoop`'s `entry`.
 */
export function topLevelAffines(
  body: readonly Stmt[],
  names: AffineNames,
): Map<Stmt, ReadonlyMap<string, Affine>> {
  const eligible = singleAssigned(body);
  const env = new Map<string, Affine>();
  const out = new Map<Stmt, ReadonlyMap<string, Affine>>();
  for (const s of body) {
    out.set(s, new Map(env));
    if (s.kind === 'assign' && eligible.has(s.name)) {
      const a = affineOf(s.value, env, names);
      if (a) env.set(s.name, a);
    }
  }
  return out;
}

/** Which checked accesses of `k` can be hoisted, and the block checks that cover them. */
export function hoistChecks(k: KernelIR, names: AffineNames, proven = false): Hoisting {
  const unchecked = new Set<object>();
  const checks = new Map<string, HoistedCheck>();
  const indexOf = new Map<object, Affine>();
  if (k.options.unsafe) return { unchecked, checks: [], indexOf };
  const eligible = singleAssigned(k.body);
  const env = new Map<string, Affine>();
  const consider = (node: object, array: string, index: Expr, limit?: string) => {
    const a = affineOf(index, env, names);
    if (!a) return;
    unchecked.add(node);
    indexOf.set(node, a);
    checks.set(`${array}|${JSON.stringify(a, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`, {
      array,
      index: a,
      ...(limit ? { limit } : {}),
    });
  };
  const known = (node: object, index: Expr) => {
    const a = proven ? affineOf(index, env, names) : null;
    if (a) indexOf.set(node, a);
  };
  for (const s of k.body) {
    visit(
      [s],
      (e) => {
        if (e.kind === 'dimcheck' && e.checked) consider(e, e.extent, e.index, names.param(e.extent));
        if (e.kind === 'load' || e.kind === 'atomic')
          e.checked ? consider(e, e.array, e.index) : known(e, e.index);
      },
      (st) => {
        if (st.kind === 'store') st.checked ? consider(st, st.array, st.index) : known(st, st.index);
      },
    );
    if (s.kind === 'assign' && eligible.has(s.name)) {
      const a = affineOf(s.value, env, names);
      if (a) env.set(s.name, a);
    }
  }
  return { unchecked, checks: [...checks.values()], indexOf };
}

/**
 * Loop versioning: in `for (; j < R; j = j + 1) body` where the body never assigns j and R does
 * not change in the loop, an index that is affine in j and in values the loop does not change
 * (launch indices, parameters, lengths, locals not assigned in the loop) spans a range known at
 * loop entry: j in [j, R). One check there lets the whole loop run those accesses unchecked.
 * `j <= R` (j in [j, R]) is taken where the caller asks for it (`inclusive`, the js backend), and
 * so are, with `descending`, `j >= L` / `j > L` counting down by 1 (j in [L, j] / [L + 1, j]) and,
 * with `bodyLocals`, integer locals the body assigns once, by a top-level statement, to a value
 * affine in j and the invariants (`t = i * n + j; a[t] = …`): the accesses after that statement
 * use the value (those before it see the previous iteration's, so they are not covered by it).
 */
export interface LoopHoisting {
  readonly unchecked: ReadonlySet<object>;
  /** Per access: the index as A + B * j, and its array. */
  readonly checks: readonly {
    readonly array: string;
    readonly a: Poly;
    readonly b: Poly;
    readonly limit?: string;
  }[];
  /** The index of each unchecked access as A + B * j. */
  readonly indexOf: ReadonlyMap<object, { readonly a: Poly; readonly b: Poly }>;
  /** The loop variable and the bound expression. */
  readonly loopVar: string;
  readonly bound: Expr;
  /** `j <= bound` (the last j is the bound itself) rather than `j < bound`. */
  readonly inclusive: boolean;
  /** Counting down: `j >= bound` (inclusive) or `j > bound`, j in [bound(+1), j at entry]. */
  readonly descending: boolean;
}

/** What `hoistLoop` takes beyond `j < R` (the C backends ask for `inclusive` only). */
export interface LoopHoistOptions {
  readonly inclusive?: boolean;
  readonly descending?: boolean;
  readonly bodyLocals?: boolean;
  /** Affine values of locals at loop entry (`topLevelAffines`) that the loop does not change. */
  readonly entry?: ReadonlyMap<string, Affine>;
}

/** The loop counter, its bound and direction of `for (; j OP R; j = j ± 1)`, or null. */
function countedLoop(
  s: Stmt,
  opts: LoopHoistOptions,
): { j: string; op: string; descending: boolean; bound: Expr } | null {
  if (s.kind !== 'loop' || s.testAtEnd || !s.test) return null;
  const t = s.test;
  // `j <= R` only where the caller renders the last j as R itself (opts.inclusive)
  const up = opts.inclusive ? ['lt', 'le'] : ['lt'];
  const down = opts.descending ? ['ge', 'gt'] : [];
  if (t.kind !== 'binary' || t.left.kind !== 'local' || t.left.type !== 'i32') return null;
  const descending = down.includes(t.op);
  if (!descending && !up.includes(t.op)) return null;
  const j = t.left.name;
  const [u] = s.update;
  if (s.update.length !== 1 || !u || u.kind !== 'assign' || u.name !== j) return null;
  const v = u.value;
  if (v.kind !== 'binary' || v.left.kind !== 'local' || v.left.name !== j || v.right.kind !== 'const')
    return null;
  const step =
    v.op === 'add' ? v.right.value : v.op === 'sub' && typeof v.right.value === 'number' ? -v.right.value : 0;
  if (step !== (descending ? -1 : 1)) return null;
  return { j, op: t.op, descending, bound: t.right };
}

/** Symbolic affine form over invariant symbols (C names), launch indices folded in as symbols. */
function symbolic(e: Expr, env: ReadonlyMap<string, Affine>, names: AffineNames): Poly | null {
  const a = affineOf(e, env, names);
  if (!a) return null;
  const parts: Mono[] = [...a.c];
  a.dims.forEach((p, d) => {
    for (const m of p) parts.push({ k: m.k, syms: [...m.syms, names.index(d)].sort() });
  });
  return norm(parts);
}

/** `e` as a polynomial with every integer local a symbol of its own (null when not affine). */
export function localsPoly(
  e: Expr,
  locals: readonly { name: string; type: string }[],
  names: AffineNames,
): Poly | null {
  const env = new Map<string, Affine>();
  for (const l of locals)
    if (l.type === 'i32' || l.type === 'u32')
      env.set(l.name, constant([{ k: 1n, syms: [names.local(l.name)] }]));
  return symbolic(e, env, names);
}

export function hoistLoop(
  s: Stmt,
  locals: readonly { name: string; type: string }[],
  alreadyUnchecked: ReadonlySet<object>,
  names: AffineNames,
  opts: LoopHoistOptions = {},
): LoopHoisting | null {
  const counted = countedLoop(s, opts);
  if (!counted || s.kind !== 'loop') return null;
  const { j, descending } = counted;
  const changed = assignedNames([...s.body, ...s.update]);
  if (assignedNames(s.body).has(j)) return null;
  const env = new Map<string, Affine>();
  for (const l of locals) {
    if (l.type !== 'i32' && l.type !== 'u32') continue;
    const known = l.name === j ? undefined : opts.entry?.get(l.name);
    if (known && !changed.has(l.name)) env.set(l.name, known);
    else if (l.name === j || !changed.has(l.name))
      env.set(l.name, constant([{ k: 1n, syms: [names.local(l.name)] }]));
  }
  const bound = symbolic(counted.bound, env, names);
  if (!bound || bound.some((m) => m.syms.includes(names.local(j)))) return null;
  const jv = names.local(j);
  const unchecked = new Set<object>();
  const indexOf = new Map<object, { a: Poly; b: Poly }>();
  const checks = new Map<string, { array: string; a: Poly; b: Poly; limit?: string }>();
  let covered: ReadonlySet<object> = alreadyUnchecked;
  const consider = (
    node: object,
    array: string,
    index: Expr,
    known: ReadonlyMap<string, Affine>,
    limit?: string,
  ) => {
    if (alreadyUnchecked.has(node)) return;
    // A dimension check the loop entry does not cover must still run: its access stays as it is.
    if (uncoveredDimCheck(index, covered)) return;
    const p = symbolic(index, known, names);
    if (!p) return;
    const a: Mono[] = [];
    const b: Mono[] = [];
    for (const m of p) {
      const n = m.syms.filter((x) => x === jv).length;
      if (n > 1) return;
      if (n === 0) a.push(m);
      else b.push({ k: m.k, syms: m.syms.filter((x) => x !== jv) });
    }
    unchecked.add(node);
    indexOf.set(node, { a, b });
    checks.set(`${array}|${JSON.stringify([a, b], (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`, {
      array,
      a,
      b,
      ...(limit ? { limit } : {}),
    });
  };
  // The body's statements in order, each with the locals known affine before it (bodyLocals).
  const counts = assignCounts([...s.body, ...s.update]);
  const ints = new Set(locals.filter((l) => isIntType(l.type)).map((l) => l.name));
  const inOrder = (each: (st: Stmt, env: ReadonlyMap<string, Affine>) => void) => {
    const known = new Map(env);
    for (const st of s.body) {
      each(st, known);
      if (!opts.bodyLocals || st.kind !== 'assign' || st.name === j) continue;
      if (!ints.has(st.name) || counts.get(st.name) !== 1) continue;
      const a = affineOf(st.value, known, names);
      if (a) known.set(st.name, a);
    }
  };
  // Dimension checks of shaped accesses first (against their extents), then the accesses whose
  // every dimension check the entry check covers.
  inOrder((st, env) =>
    visit([st], (e) => {
      if (e.kind === 'dimcheck' && e.checked) consider(e, e.extent, e.index, env, names.param(e.extent));
    }),
  );
  covered = new Set([...alreadyUnchecked, ...unchecked]);
  inOrder((st, env) =>
    visit(
      [st],
      (e) => {
        if ((e.kind === 'load' || e.kind === 'atomic') && e.checked) consider(e, e.array, e.index, env);
      },
      (x) => {
        if (x.kind === 'store' && x.checked) consider(x, x.array, x.index, env);
      },
    ),
  );
  if (checks.size === 0) return null;
  return {
    unchecked,
    checks: [...checks.values()],
    indexOf,
    loopVar: j,
    bound: counted.bound,
    inclusive: counted.op === 'le' || counted.op === 'ge',
    descending,
  };
}

/** True when `index` holds a checked dimension check (`g[r][c]`) that `covered` does not cover. */
function uncoveredDimCheck(index: Expr, covered: ReadonlySet<object>): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: index }], (e) => {
    if (e.kind === 'dimcheck' && e.checked && !covered.has(e)) found = true;
  });
  return found;
}
