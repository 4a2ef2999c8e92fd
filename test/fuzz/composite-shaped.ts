/**
 * Seeded generators of two composite fuzz classes (issue 28, composite.ts has the others):
 * `shaped` (2-D and 3-D shaped f32/i32 inputs and a shaped grid of vec3f read with generated
 * in-range index expressions, `g.shape[k]` reads, writes into the item's own cells of shaped
 * outputs) and `helper-array` (helpers that read flat and shaped arrays, write an output at the
 * item's own slot, take and return vectors and structs, and call each other).
 *
 * Every index is in range by construction (a constant below the extent, the item's index modulo
 * it, `g.shape[k] - 1 - …`, a Math.min/max clamp, a loop variable bounded by a shorter extent), so
 * the fuzzer checks answers, never errors; each body writes only its own output slots.
 */
import type { Rng } from './generate.js';

/** Work items per launch (composite.ts's CN) and scalar slots per body (its SLOTS). */
const CN = 8;
const SLOTS = 2;

/** The input shapes of the `shaped` class. */
export const SHAPED_SHAPES = { g2: [3, 5], n2: [4, 3], g3: [2, 3, 4], n3: [3, 2, 2], vg: [3, 4] } as const;
/** The input extents of the `helper-array` class: flat x, shaped m; a and p have CN elements. */
export const HELPER_XN = 12;
export const HELPER_M = [4, 5] as const;

const FLOAT_LITS = ['0', '-0', '0.5', '1', '-1.5', '3.25', '1e30', '1e-40', '2'];
const INT_LITS = ['0', '1', '-1', '3', '-7', '2147483647', '-2147483648', '65537'];

type T = 'f' | 'i';

/** An index variable in scope (a loop variable) and the extent it stays below. */
interface IndexVar {
  readonly name: string;
  readonly below: number;
}

class ShapedGen {
  readonly locals: [string, T][] = [];
  readonly vars: IndexVar[] = [];
  private n = 0;
  constructor(
    readonly r: Rng,
    readonly body: number,
    readonly bodies: number,
  ) {}

  fresh(): string {
    return `b${this.body}_${this.n++}`;
  }

  /** An in-range index into dimension `d` of array `a` (extent `e`). */
  index(a: string, d: number, e: number, depth: number): string {
    const r = this.r;
    const ext = `${a}.shape[${d}]`;
    const vars = this.vars.filter((v) => v.below <= e);
    switch (r.int(vars.length ? 7 : 6)) {
      case 0:
        return String(r.int(e));
      case 1:
        return `(i % ${e})`;
      case 2:
        return `(${ext} - 1 - (i % ${ext}))`;
      case 3:
        return `((i + ${1 + r.int(5)}) % ${ext})`;
      case 4: {
        const raw =
          depth > 0 && r.int(2) ? this.expr('i', 0) : r.pick([`i - ${r.int(5)}`, `i * ${r.int(4)} - 3`]);
        return `Math.min(Math.max(${raw}, 0), ${ext} - 1)`;
      }
      case 5:
        return `Math.max(${ext} - 1 - i, 0)`;
      default:
        return r.pick(vars).name;
    }
  }

  /** `a[..][..]…` with an in-range index per dimension. */
  element(a: keyof typeof SHAPED_SHAPES, depth: number): string {
    return SHAPED_SHAPES[a].map((e, d) => `[${this.index(a, d, e, depth)}]`).join('');
  }

  leaf(t: T, depth: number): string {
    const r = this.r;
    const mine = this.locals.filter(([, lt]) => lt === t);
    if (mine.length && r.int(3) === 0) return r.pick(mine)[0];
    if (t === 'f') {
      const k = r.int(5);
      if (k === 0) return r.pick(FLOAT_LITS);
      if (k === 1) return `g2${this.element('g2', depth)}`;
      if (k === 2) return `g3${this.element('g3', depth)}`;
      return `vg${this.element('vg', depth)}.${r.pick(['x', 'y', 'z'])}`;
    }
    const k = r.int(5);
    if (k === 0) return r.pick(INT_LITS);
    if (k === 1) return `n2${this.element('n2', depth)}`;
    if (k === 2) return `n3${this.element('n3', depth)}`;
    if (k === 3) return 'i';
    const a = r.pick(Object.keys(SHAPED_SHAPES) as (keyof typeof SHAPED_SHAPES)[]);
    return `${a}.shape[${r.int(SHAPED_SHAPES[a].length)}]`;
  }

  expr(t: T, depth: number): string {
    const r = this.r;
    if (depth <= 0 || r.int(4) === 0) return this.leaf(t, depth);
    const e = (u: T) => this.expr(u, depth - 1);
    if (t === 'f')
      return r.pick([
        () => `(${e('f')} + ${e('f')})`,
        () => `(${e('f')} * ${e('f')})`,
        () => `(${e('f')} - ${e('f')})`,
        () => `(${e('f')} / ${e('f')})`,
        () => `Math.min(${e('f')}, ${e('f')})`,
        () => `Math.abs(${e('f')})`,
        () => `tt.dot(vg${this.element('vg', 0)}, vg${this.element('vg', 0)})`,
        () => `(${e('i')} < ${e('i')} ? ${e('f')} : ${e('f')})`,
      ])();
    return r.pick([
      () => `((${e('i')} + ${e('i')}) | 0)`,
      () => `Math.imul(${e('i')}, ${e('i')})`,
      () => `(${e('i')} ^ ${e('i')})`,
      () => `Math.max(${e('i')}, ${e('i')})`,
      () => `(${e('i')} >> ${r.int(31)})`,
    ])();
  }

  stmt(out: string[], ind: string, depth: number): void {
    const r = this.r;
    const [k, b, S] = [r.int(9), this.body, SLOTS];
    if (k < 2) {
      const t: T = r.pick(['f', 'i']);
      const name = this.fresh();
      out.push(`${ind}let ${name} = ${this.expr(t, 2)};`);
      this.locals.push([name, t]);
    } else if (k < 3) {
      out.push(`${ind}os[i][${b}][${r.int(S)}] ${r.pick(['=', '+='])} ${this.expr('f', 2)};`);
    } else if (k < 4) {
      out.push(`${ind}on[i][${b * S + r.int(S)}] = ${this.expr('i', 2)};`);
    } else if (k < 5) {
      if (r.int(2)) out.push(`${ind}ov[i][${b}] = tt.vec3f(${this.expr('f', 1)}, ${this.expr('f', 1)}, 1);`);
      else out.push(`${ind}ov[i][${b}].${r.pick(['x', 'y', 'z'])} += ${this.expr('f', 2)};`);
    } else if (k < 6 && depth > 0) {
      out.push(`${ind}if (${this.expr('f', 1)} < ${this.expr('f', 1)}) {`);
      this.block(out, `${ind}  `, depth - 1);
      out.push(`${ind}}`);
    } else if (k < 7 && depth > 0) {
      // a loop over one dimension: its variable indexes any dimension at least as long
      const a = r.pick(Object.keys(SHAPED_SHAPES) as (keyof typeof SHAPED_SHAPES)[]);
      const d = r.int(SHAPED_SHAPES[a].length);
      const j = this.fresh();
      out.push(`${ind}for (let ${j} = 0; ${j} < ${a}.shape[${d}]; ${j}++) {`);
      this.vars.push({ name: j, below: SHAPED_SHAPES[a][d] ?? 1 });
      this.block(out, `${ind}  `, depth - 1);
      this.vars.pop();
      out.push(`${ind}}`);
    } else {
      out.push(`${ind}o[(i * ${this.bodies} + ${b}) * ${S} + ${r.int(S)}] = ${this.expr('f', 3)};`);
    }
  }

  private block(out: string[], ind: string, depth: number): void {
    const saved = this.locals.length;
    this.stmt(out, ind, depth);
    this.stmt(out, ind, depth);
    this.locals.length = saved;
  }
}

export function shapedBody(r: Rng, body: number, bodies: number): string {
  const g = new ShapedGen(r, body, bodies);
  const out: string[] = [];
  for (let s = 0; s < SLOTS; s++)
    out.push(`  o[(i * ${bodies} + ${body}) * ${SLOTS} + ${s}] = ${g.expr('f', 3)};`);
  const n = 3 + r.int(4);
  for (let s = 0; s < n; s++) g.stmt(out, '  ', 1);
  out.push(`  os[i][${body}][${r.int(SLOTS)}] += ${g.expr('f', 2)};`);
  return out.join('\n');
}

/** The helper-array class's helpers, their bodies drawn once per program. */
export function arrayHelpers(r: Rng): Record<string, string> {
  const [MR, MC] = HELPER_M;
  const f = () => r.pick(FLOAT_LITS.filter((l) => l !== '1e-40'));
  const xIdx = () =>
    r.pick([
      'j',
      'arr.length - 1 - j',
      `Math.min(j + ${1 + r.int(4)}, arr.length - 1)`,
      String(r.int(HELPER_XN)),
    ]);
  const rIdx = () =>
    r.pick(['r', 'g.shape[0] - 1 - r', `Math.min(Math.max(c - 1, 0), g.shape[0] - 1)`, String(r.int(MR))]);
  const cIdx = () => r.pick(['c', 'g.shape[1] - 1 - c', `(c + r) % g.shape[1]`, String(r.int(MC))]);
  const op = () => r.pick(['+', '-', '*']);
  return {
    rd: `(arr, j) => arr[${xIdx()}] ${op()} arr[${xIdx()}] * ${f()}`,
    rd2: `(g, r, c) => {\n  const t = g[${rIdx()}][${cIdx()}] ${op()} ${f()};\n  return t ${op()} g[${rIdx()}][${cIdx()}];\n}`,
    put: `(arr, j, v) => {\n  arr[j] ${r.pick(['=', '+='])} v;\n  return arr[j];\n}`,
    put2: `(g, r, c, v) => {\n  g[r][c] ${r.pick(['=', '+=', '-='])} v ${op()} ${f()};\n  return g[r][c];\n}`,
    vmix: `(u, w, s) => ${r.pick(['u.add(w.mul(s))', 'tt.cross(u, w).mul(s)', 'tt.mix(u, w, s).sub(u)', 'tt.max(u, w).div(s)'])}`,
    vsum: `(arr, j) => ${r.pick(['tt.dot(arr[j], arr[(j + 1) % arr.length])', 'arr[j].x + arr[arr.length - 1 - j].z', 'tt.length(arr[j].sub(arr[0]))'])}`,
    sget: `(p, j) => {\n  const t = p[j];\n  t.m = t.m ${op()} ${f()};\n  t.vel = t.vel.add(t.pos.mul(${f()}));\n  return t;\n}`,
    sval: `(s) => s.m ${op()} tt.dot(s.pos, s.vel)`,
    nest: `(g, arr, av, r, c) => {\n  const a0 = rd2(g, r, c);\n  const v = vmix(av[c], av[r], a0);\n  return a0 ${op()} rd(arr, c) ${op()} v.${r.pick(['x', 'y', 'z'])};\n}`,
  };
}

class HelperGen {
  readonly locals: [string, 'f' | 'v'][] = [];
  private n = 0;
  constructor(
    readonly r: Rng,
    readonly body: number,
    readonly bodies: number,
  ) {}

  private own = (k: number) => r2(this.r, k);
  private xi = () =>
    this.r.pick([
      'i',
      `(i + ${this.r.int(5)}) % ${HELPER_XN}`,
      `x.length - 1 - i`,
      String(this.r.int(HELPER_XN)),
    ]);
  private mr = () =>
    this.r.pick([`i % ${HELPER_M[0]}`, `m.shape[0] - 1 - (i % m.shape[0])`, String(this.r.int(HELPER_M[0]))]);
  private mc = () =>
    this.r.pick([`i % ${HELPER_M[1]}`, `Math.min(i, m.shape[1] - 1)`, String(this.r.int(HELPER_M[1]))]);
  private ai = () => this.own(CN);

  /** A float: direct reads, locals, helper calls (never under ?:, && or ||: expanded helpers run first). */
  f(depth: number): string {
    const r = this.r;
    const fl = this.locals.filter(([, t]) => t === 'f');
    if (depth <= 0 || r.int(3) === 0) {
      if (fl.length && r.int(3) === 0) return r.pick(fl)[0];
      return r.pick([
        () => `x[${this.xi()}]`,
        () => `m[${this.mr()}][${this.mc()}]`,
        () => `p[${this.ai()}].m`,
        () => r.pick(FLOAT_LITS),
      ])();
    }
    const e = () => this.f(depth - 1);
    return r.pick([
      () => `(${e()} + ${e()})`,
      () => `(${e()} * ${e()})`,
      () => `rd(x, ${this.xi()})`,
      () => `rd2(m, ${this.mr()}, ${this.mc()})`,
      () => `vsum(a, ${this.ai()})`,
      () => `sval(p[${this.ai()}])`,
      () => `sval(sget(p, ${this.ai()}))`,
      () => `nest(m, x, a, ${this.mr()}, ${this.mc()})`,
      () => `${this.v(depth - 1)}.${r.pick(['x', 'y', 'z'])}`,
    ])();
  }

  v(depth: number): string {
    const r = this.r;
    const vl = this.locals.filter(([, t]) => t === 'v');
    if (depth <= 0 || r.int(3) === 0) {
      if (vl.length && r.int(2) === 0) return r.pick(vl)[0];
      return r.pick([`a[${this.ai()}]`, `p[${this.ai()}].pos`]);
    }
    return `vmix(${this.v(depth - 1)}, ${this.v(depth - 1)}, ${this.f(depth - 1)})`;
  }

  stmt(out: string[], ind: string, depth: number): void {
    const r = this.r;
    const [k, b, B, S] = [r.int(8), this.body, this.bodies, SLOTS];
    if (k < 2) {
      const t = r.pick(['f', 'v'] as const);
      const name = `b${b}_${this.n++}`;
      out.push(`${ind}let ${name} = ${t === 'f' ? this.f(2) : this.v(2)};`);
      this.locals.push([name, t]);
    } else if (k < 3) {
      out.push(`${ind}put(o, (i * ${B} + ${b}) * ${S} + ${r.int(S)}, ${this.f(2)});`);
    } else if (k < 4) {
      out.push(`${ind}put2(os, i, ${b * S + r.int(S)}, ${this.f(2)});`);
    } else if (k < 5) {
      out.push(`${ind}ov[i * ${B} + ${b}] = ${this.v(2)};`);
    } else if (k < 6) {
      out.push(`${ind}q[i * ${B} + ${b}] = sget(p, ${this.ai()});`);
    } else if (k < 7 && depth > 0) {
      out.push(`${ind}if (x[${this.xi()}] < m[${this.mr()}][${this.mc()}]) {`);
      const saved = this.locals.length;
      this.stmt(out, `${ind}  `, depth - 1);
      this.stmt(out, `${ind}  `, depth - 1);
      this.locals.length = saved;
      out.push(`${ind}}`);
    } else {
      out.push(`${ind}o[(i * ${B} + ${b}) * ${S} + ${r.int(S)}] = ${this.f(2)};`);
    }
  }
}

/** `i`, a neighbour or the mirror item below `n` (n ≥ CN). */
function r2(r: Rng, n: number): string {
  return r.pick(['i', `(i + ${1 + r.int(3)}) % ${n}`, `${n - 1} - i`]);
}

export function helperBody(r: Rng, body: number, bodies: number): string {
  const g = new HelperGen(r, body, bodies);
  const out: string[] = [];
  for (let s = 0; s < SLOTS; s++) out.push(`  o[(i * ${bodies} + ${body}) * ${SLOTS} + ${s}] = ${g.f(3)};`);
  const n = 3 + r.int(4);
  for (let s = 0; s < n; s++) g.stmt(out, '  ', 1);
  return out.join('\n');
}
