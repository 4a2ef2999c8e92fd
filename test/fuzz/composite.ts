/**
 * Seeded generators of the fuzz classes that grow with the kernel language (issue 28): `vecf`
 * (f32 vectors: methods, tt.dot/cross/length/distance/normalize/min/max/clamp/mix, components
 * read and written), `veci` (i32 and u32 vectors), `struct` (arrays of structs: field reads and
 * writes, whole-struct copies, struct locals) and `i64` (BigInt arithmetic on i64/u64 arrays,
 * wrapped by stores and BigInt.asIntN/asUintN where JS keeps the exact value); `shaped` and
 * `helper-array` are generated in composite-shaped.ts.
 *
 * A program is many small bodies compiled into ONE kernel (body k writes only its own output
 * slots), so a class costs one compile per device however many bodies it checks.
 */
import { arrayHelpers, helperBody, shapedBody } from './composite-shaped.js';
import { Rng } from './generate.js';

export type CompositeClass = 'vecf' | 'veci' | 'struct' | 'i64' | 'shaped' | 'helper-array';

/** Work items per launch; every input array has N elements. */
export const CN = 8;
/** Scalar output slots per body. */
export const SLOTS = 2;

export interface CompositeProgram {
  readonly cls: CompositeClass;
  readonly seed: number;
  /** One JS statement list per body; body k writes o[(i * bodies + k) * SLOTS + s] and its own vector/struct slot. */
  readonly bodies: readonly string[];
  /** Helpers the bodies call (helper-array), as source text by name. */
  readonly helpers?: Readonly<Record<string, string>>;
}

/** Value types of the vector classes: a scalar, or a vector of 2–4 lanes. */
type VT = 'f' | 'v2' | 'v3' | 'v4' | 'i' | 'u' | 'v3i' | 'v4u';

const FLOAT_LITS = ['0', '-0', '0.5', '1', '-1.5', '3.25', '1e30', '1e-40', '0.1', '2'];
const INT_LITS = ['0', '1', '-1', '2', '3', '-7', '2147483647', '-2147483648', '65537'];

class VecGen {
  /** Locals in scope, with their types. */
  readonly locals: [string, VT][] = [];
  private n = 0;

  constructor(
    readonly r: Rng,
    readonly cls: CompositeClass,
    readonly body: number,
    readonly bodies: number,
  ) {}

  fresh(): string {
    return `b${this.body}_${this.n++}`;
  }

  /** An index into the inputs: this item's or a neighbour's (reads only, so no race). */
  private idx(): string {
    const k = this.r.int(4);
    return k < 2 ? 'i' : `(i + ${k}) % ${CN}`;
  }

  /** The output struct of this body and item (struct class). */
  qslot(): string {
    return `q[i * ${this.bodies} + ${this.body}]`;
  }

  private leaf(t: VT): string {
    const r = this.r;
    const mine = this.locals.filter(([, lt]) => lt === t);
    if (mine.length && r.int(3) === 0) return r.pick(mine)[0];
    const ix = this.idx();
    switch (t) {
      case 'f':
        if (this.cls === 'struct' && r.int(3) === 0)
          return r.pick([`p[${ix}].m`, `p[${ix}].pos.${r.pick(['x', 'y', 'z'])}`, `${this.qslot()}.m`]);
        return r.int(2) ? `s[${ix}]` : r.pick(FLOAT_LITS);
      case 'i':
        return r.int(2) ? `ia[${ix}].${r.pick(['x', 'y', 'z'])}` : r.pick(INT_LITS);
      case 'u':
        return r.int(2) ? `ub[${ix}].${r.pick(['x', 'y', 'z', 'w'])}` : `tt.u32(${r.pick(INT_LITS)})`;
      case 'v2':
        return r.int(3) ? `c[${ix}]` : `tt.vec2f(${this.expr('f', 0)}, ${this.expr('f', 0)})`;
      case 'v3':
        if (this.cls === 'struct' && r.int(2) === 0)
          return r.pick([`p[${ix}].pos`, `p[${ix}].vel`, `${this.qslot()}.vel`]);
        if (this.cls === 'struct') return `tt.vec3f(${this.expr('f', 0)}, ${this.expr('f', 0)}, 0.5)`;
        return r.int(3) ? `a[${ix}]` : `tt.vec3f(${this.expr('f', 0)})`;
      case 'v4':
        return r.int(3) ? `d[${ix}]` : `tt.vec4f(${this.expr('v3', 0)}, ${this.expr('f', 0)})`;
      case 'v3i':
        return r.int(3) ? `ia[${ix}]` : `tt.vec3i(${this.expr('i', 0)}, ${this.expr('i', 0)}, 5)`;
      case 'v4u':
        return r.int(3) ? `ub[${ix}]` : `tt.vec4u(${this.expr('u', 0)})`;
    }
  }

  /** A vector type of this class, for a scalar made from a vector. */
  private vecType(): VT {
    if (this.cls === 'struct') return 'v3';
    return this.cls === 'veci'
      ? this.r.pick(['v3i', 'v4u'] as const)
      : this.r.pick(['v2', 'v3', 'v4'] as const);
  }

  expr(t: VT, depth: number): string {
    const r = this.r;
    if (depth <= 0 || r.int(4) === 0) return this.leaf(t);
    const e = (u: VT) => this.expr(u, depth - 1);
    if (t === 'f') {
      const v = this.vecType();
      return r.pick([
        () => `(${e('f')} + ${e('f')})`,
        () => `(${e('f')} * ${e('f')})`,
        () => `(${e('f')} - ${e('f')})`,
        () => `(${e('f')} / ${e('f')})`,
        () => `tt.dot(${e(v)}, ${e(v)})`,
        () => `tt.length(${e(v)})`,
        () => `tt.distance(${e(v)}, ${e(v)})`,
        () => `${e(v)}.${r.pick(['x', 'y'])}`,
        () => `Math.sqrt(${e('f')})`,
        () => `tt.min(${e('f')}, ${e('f')})`,
      ])();
    }
    if (t === 'i' || t === 'u') {
      const v: VT = t === 'i' ? 'v3i' : 'v4u';
      return r.pick([
        () => `tt.dot(${e(v)}, ${e(v)})`,
        () => `${e(v)}.${r.pick(['x', 'y', 'z'])}`,
        () => (t === 'i' ? `((${e('i')} + ${e('i')}) | 0)` : `tt.u32(${e('u')} ^ ${e('u')})`),
        () => (t === 'i' ? `Math.imul(${e('i')}, ${e('i')})` : `tt.u32(${e('u')} * 3)`),
      ])();
    }
    const scalar: VT = t === 'v3i' ? 'i' : t === 'v4u' ? 'u' : 'f';
    const other = () => (r.int(3) ? e(t) : e(scalar));
    const ops: (() => string)[] = [
      () => `${e(t)}.add(${other()})`,
      () => `${e(t)}.sub(${other()})`,
      () => `${e(t)}.mul(${other()})`,
      () => `${e(t)}.div(${other()})`,
      () => `tt.min(${e(t)}, ${e(t)})`,
      () => `tt.max(${e(t)}, ${e(t)})`,
      () => `tt.clamp(${e(t)}, ${e(scalar)}, ${e(scalar)})`,
    ];
    if (t !== 'v4u') ops.push(() => `${e(t)}.neg()`);
    if (scalar === 'f') {
      ops.push(
        () => `tt.mix(${e(t)}, ${e(t)}, ${e('f')})`,
        () => `tt.normalize(${e(t)})`,
      );
      ops.push(() => `(${e('f')} < ${e('f')} ? ${e(t)} : ${e(t)})`);
    }
    if (t === 'v3') ops.push(() => `tt.cross(${e('v3')}, ${e('v3')})`);
    return r.pick(ops)();
  }

  /** A statement that declares a local, writes a component, or stores an output. */
  stmt(out: string[], ind: string, depth: number): void {
    const r = this.r;
    const k = r.int(10);
    const types: VT[] =
      this.cls === 'veci'
        ? ['i', 'u', 'v3i', 'v4u']
        : this.cls === 'struct'
          ? ['f', 'v3']
          : ['f', 'v2', 'v3', 'v4'];
    const vecLocals = this.locals.filter(([, t]) => t !== 'f' && t !== 'i' && t !== 'u');
    if (k < 3) {
      const t = r.pick(types);
      const name = this.fresh();
      out.push(`${ind}let ${name} = ${this.expr(t, 2)};`);
      this.locals.push([name, t]);
    } else if (k < 5 && vecLocals.length) {
      const [name, t] = r.pick(vecLocals);
      const lane = r.pick(t === 'v2' ? ['x', 'y'] : ['x', 'y', 'z']);
      const s: VT = t === 'v3i' ? 'i' : t === 'v4u' ? 'u' : 'f';
      out.push(`${ind}${name}.${lane} ${r.pick(['=', '+=', '*='])} ${this.expr(s, 1)};`);
    } else if (k < 6 && depth > 0) {
      const s: VT = this.cls === 'veci' ? 'i' : 'f';
      out.push(`${ind}if (${this.expr(s, 1)} < ${this.expr(s, 1)}) {`);
      const saved = this.locals.length;
      this.stmt(out, `${ind}  `, depth - 1);
      this.stmt(out, `${ind}  `, depth - 1);
      this.locals.length = saved;
      out.push(`${ind}}`);
    } else if (k < 7 && this.cls === 'struct') {
      this.structStmt(out, ind);
    } else {
      this.storeScalar(out, ind, r.int(SLOTS));
    }
  }

  storeScalar(out: string[], ind: string, slot: number): void {
    const s: VT = this.cls === 'veci' ? this.r.pick(['i', 'u'] as const) : 'f';
    out.push(`${ind}o[(i * ${this.bodies} + ${this.body}) * ${SLOTS} + ${slot}] = ${this.expr(s, 3)};`);
  }

  /** Struct field writes, whole copies and struct locals on this body's output struct. */
  structStmt(out: string[], ind: string): void {
    const r = this.r;
    const q = this.qslot();
    const k = r.int(5);
    if (k === 0) out.push(`${ind}${q} = p[(i + ${r.int(CN)}) % ${CN}];`);
    else if (k === 1) out.push(`${ind}${q}.${r.pick(['pos', 'vel'])} = ${this.expr('v3', 2)};`);
    else if (k === 2)
      out.push(`${ind}${q}.${r.pick(['pos', 'vel'])}.${r.pick(['x', 'y', 'z'])} += ${this.expr('f', 2)};`);
    else if (k === 3) out.push(`${ind}${q}.m = ${this.expr('f', 2)};`);
    else {
      const t = this.fresh();
      out.push(`${ind}const ${t} = p[${r.pick(['i', `(i + 1) % ${CN}`])}];`);
      out.push(`${ind}${t}.pos.${r.pick(['x', 'y', 'z'])} = ${this.expr('f', 1)};`);
      out.push(`${ind}${t}.vel = ${t}.vel.add(${this.expr('v3', 1)});`);
      out.push(`${ind}${q} = ${t};`);
    }
  }

  /** The body's vector output (vector classes): one vector store per body. */
  storeVector(out: string[], ind: string): void {
    const slot = `i * ${this.bodies} + ${this.body}`;
    if (this.cls === 'vecf') out.push(`${ind}ov[${slot}] = ${this.expr('v3', 3)};`);
    else if (this.cls === 'veci') out.push(`${ind}ov[${slot}] = ${this.expr('v3i', 3)};`);
  }
}

function vectorBody(r: Rng, cls: CompositeClass, body: number, bodies: number): string {
  const g = new VecGen(r, cls, body, bodies);
  const out: string[] = [];
  for (let s = 0; s < SLOTS; s++) g.storeScalar(out, '  ', s);
  const n = 2 + r.int(4);
  for (let s = 0; s < n; s++) g.stmt(out, '  ', 1);
  if (cls === 'struct') g.structStmt(out, '  ');
  g.storeVector(out, '  ');
  return out.join('\n');
}

/**
 * i64 literals: a few at the edges of i64 (a literal that fits adopts the other operand's type; a
 * negated literal is a literal, so `-9223372036854775808n` is an exact i64).
 */
const I64_LITS = [
  '0n',
  '1n',
  '-1n',
  '3n',
  '-7n',
  '9223372036854775807n',
  '-9223372036854775808n',
  '4294967296n',
];

class I64Gen {
  private n = 0;
  readonly locals: string[] = [];
  constructor(
    readonly r: Rng,
    readonly body: number,
  ) {}

  /** An exact value (JS's and tutti's agree without a wrap). */
  exact(depth: number): string {
    const r = this.r;
    const ix = r.int(2) ? 'i' : `(i + ${1 + r.int(3)}) % ${CN}`;
    if (depth <= 0 || r.int(3) === 0) {
      const k = r.int(6);
      if (k === 0 && this.locals.length) return r.pick(this.locals);
      if (k === 1) return 'BigInt(i)';
      if (k === 2) return `BigInt.asIntN(64, u[${ix}])`;
      if (k === 3) return r.pick(I64_LITS);
      return `a[${ix}]`;
    }
    const x = () => this.exact(depth - 1);
    return r.pick([
      () => `BigInt.asIntN(64, ${this.wide(depth - 1)})`,
      () => `(${x()} % (${x()} | 1n))`,
      () => `(${x()} >> ${r.int(64)}n)`,
      () => `(${x()} ${r.pick(['&', '|', '^'])} ${x()})`,
      () => `(${x()} / ${r.pick(['3n', '-5n', '1000000007n'])})`,
      () => `(${x()} < ${x()} ? ${x()} : ${x()})`,
      () => `(${x()} ? ${x()} : -3n)`,
    ])();
  }

  /** A possibly-wider value: only wrapped again (a store or BigInt.asIntN) — ring ops commute with the wrap. */
  wide(depth: number): string {
    const r = this.r;
    if (depth <= 0 || r.int(4) === 0) return this.exact(0);
    const w = () => this.wide(depth - 1);
    return r.pick([
      () => `(${w()} + ${w()})`,
      () => `(${w()} - ${w()})`,
      () => `(${w()} * ${w()})`,
      () => `(-(${w()}))`,
      () => `(~${w()})`,
      () => `(${w()} << ${r.int(64)}n)`,
      () => `(${w()} ${r.pick(['&', '|', '^'])} ${w()})`,
      () => this.exact(depth - 1),
    ])();
  }

  stmt(out: string[], bodies: number): void {
    const r = this.r;
    const slot = (s: number) => `(i * ${bodies} + ${this.body}) * ${SLOTS} + ${s}`;
    const k = r.int(8);
    if (k < 2) {
      const name = `b${this.body}_${this.n++}`;
      out.push(`  let ${name} = ${this.exact(2)};`);
      this.locals.push(name);
    } else if (k < 3 && this.locals.length) {
      out.push(`  ${r.pick(this.locals)} = BigInt.asIntN(64, ${this.wide(2)});`);
    } else if (k < 4) {
      out.push(`  ou[${slot(r.int(SLOTS))}] = BigInt.asUintN(64, ${this.wide(3)});`);
    } else if (k < 5) {
      out.push(`  of[${slot(r.int(SLOTS))}] = Number(${this.exact(2)});`);
    } else {
      out.push(`  o[${slot(r.int(SLOTS))}] = ${this.wide(3)};`);
    }
  }
}

function i64Body(r: Rng, body: number, bodies: number): string {
  const g = new I64Gen(r, body);
  const out: string[] = [];
  for (let s = 0; s < SLOTS; s++)
    out.push(`  o[(i * ${bodies} + ${body}) * ${SLOTS} + ${s}] = ${g.wide(3)};`);
  const n = 2 + r.int(4);
  for (let s = 0; s < n; s++) g.stmt(out, bodies);
  return out.join('\n');
}

export function generateComposite(cls: CompositeClass, seed: number, bodies: number): CompositeProgram {
  const r = new Rng(seed);
  const helpers = cls === 'helper-array' ? arrayHelpers(r) : undefined;
  const body = (b: number) => {
    if (cls === 'i64') return i64Body(r, b, bodies);
    if (cls === 'shaped') return shapedBody(r, b, bodies);
    if (cls === 'helper-array') return helperBody(r, b, bodies);
    return vectorBody(r, cls, b, bodies);
  };
  const out = Array.from({ length: bodies }, (_, b) => body(b));
  return helpers ? { cls, seed, bodies: out, helpers } : { cls, seed, bodies: out };
}

/** The parameters each class's kernel destructures. */
const PARAMS: Record<CompositeClass, string> = {
  vecf: '{ a, c, d, s, o, ov }',
  veci: '{ ia, ub, o, ov }',
  struct: '{ p, q, s, o }',
  i64: '{ a, u, o, ou, of }',
  shaped: '{ g2, n2, g3, n3, vg, o, os, on, ov }',
  'helper-array': '{ x, m, a, p, o, os, ov, q }',
};

/** The kernel as JS source, the given bodies in order. */
export function renderComposite(p: CompositeProgram, only?: readonly number[]): string {
  const bodies = only ? only.map((k) => p.bodies[k] ?? '') : p.bodies;
  return `(i, ${PARAMS[p.cls]}) => {\n${bodies.join('\n')}\n}`;
}
