/**
 * A seeded generator of random kernels in the kernel language (issue 18's differential fuzzer).
 * Three classes: `int` (i32 arithmetic, bit operations, divisions, comparisons, literals outside
 * i32, atomics as side-effecting operands — written so plain JS computes exactly what tutti does),
 * `float` (f32 arithmetic with special values) and `transcendental` (f64 Math functions); the int
 * and float classes also print (`console.log` behind a test: every device prints js's lines). A kernel
 * is a small program tree, rendered to JS source; the minimiser shrinks the tree.
 */

export type FuzzClass = 'int' | 'float' | 'transcendental';

/** An expression: a leaf's text, or an operator applied to sub-expressions. */
export type Node =
  | { readonly kind: 'leaf'; readonly text: string }
  | { readonly kind: 'op'; readonly op: string; readonly args: readonly Node[] };

export type Stmt =
  | { readonly kind: 'let'; readonly name: string; readonly e: Node }
  | { readonly kind: 'update'; readonly name: string; readonly op: string; readonly e: Node }
  | { readonly kind: 'store'; readonly slot: number; readonly e: Node }
  | { readonly kind: 'if'; readonly test: Node; readonly body: readonly Stmt[] }
  | { readonly kind: 'loop'; readonly count: number; readonly body: readonly Stmt[] }
  /** `if (test) console.log('p', i, …values)` (not in the transcendental class: its values may differ by ulps). */
  | { readonly kind: 'print'; readonly test: Node; readonly values: readonly Node[] };

export interface Program {
  readonly cls: FuzzClass;
  readonly seed: number;
  readonly slots: number;
  readonly body: readonly Stmt[];
}

/** xorshift32: the same seed gives the same kernels on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    let s = this.s;
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    this.s = s >>> 0;
    return this.s / 2 ** 32;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[this.int(xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }
}

/** Operators as JS templates over their operands ($0, $1, $2); each class has its own table. */
const INT_OPS: Record<string, string> = {
  add: '(($0 + $1) | 0)',
  sub: '(($0 - $1) | 0)',
  mul: 'Math.imul($0, $1)',
  and: '($0 & $1)',
  or: '($0 | $1)',
  xor: '($0 ^ $1)',
  shl: '($0 << $1)',
  shr: '($0 >> $1)',
  // `>>>` yields u32, and u32 stays u32 through `| 0` (docs/kernel-language.md): convert explicitly
  ushr: 'tt.i32($0 >>> $1)',
  rem: '(($0 % $1) | 0)',
  floordiv: '(Math.floor($0 / $1) | 0)',
  truncdiv: '(Math.trunc($0 / $1) | 0)',
  div0: '(($0 / $1) | 0)',
  min: 'Math.min($0, $1)',
  max: 'Math.max($0, $1)',
  lt: '($0 < $1 ? $2 : 7)',
  eq: '($0 === $1 ? 1 : $2)',
  abs: '(Math.abs($0) | 0)',
  not: '(~$0)',
  neg: '(-($0) | 0)',
  clz: 'Math.clz32($0)',
  wrapidx: 'a[($0 >>> 0) % 16]',
  // Mixed i32/u32 (issue 17.2): plain JS computes these exactly; tutti must too. The casts make
  // each operand's type certain, so no same-type (wrapping) arithmetic hides among them.
  madd: '(tt.u32($0) + tt.i32($1))',
  msub: '(tt.i32($0) - tt.u32($1))',
  mmul: '(tt.u32($0) * tt.i32($1))',
  msmall: '(tt.u32($0) * tt.i32($1 & 1023))',
  mlt: '(tt.u32($0) < tt.i32($1) ? $2 : 7)',
  mge: '(tt.i32($0) >= tt.u32($1) ? $2 : 5)',
  meq: '(tt.i32($0) === tt.u32($1) ? 1 : $2)',
  mmin: 'Math.min(tt.u32($0), tt.i32($1))',
  mmax: 'Math.max(tt.i32($0), tt.u32($1))',
  mrem: '(tt.u32($0) % tt.i32($1) | 0)',
  mrem2: '(tt.i32($0) % tt.u32($1) | 0)',
  mfloor: '(Math.floor(tt.u32($0) / tt.i32($1)) | 0)',
  mtrunc: '(Math.trunc(tt.i32($0) / tt.u32($1)) | 0)',
  mcond: '($0 ? tt.u32($1) : tt.i32($2))',
  uwrap: '(($0 ^ $1) >>> 0)',
  // A quotient reaching the conversion through unary minus or `?:` (issue 27.5): JS's integer.
  negdiv: '(-($0 / $1) | 0)',
  floorneg: '(Math.floor(-($0 / $1)) | 0)',
  conddiv: '(($2 < 0 ? tt.u32($0) / $1 : $0 / 3) | 0)',
};
const MIXED_OPS = new Set(
  Object.keys(INT_OPS).filter((k) => /^m[a-z]/.test(k) && !['mul', 'min', 'max'].includes(k)),
);

const INT_ARITY: Record<string, number> = {
  lt: 3,
  eq: 3,
  abs: 1,
  not: 1,
  neg: 1,
  clz: 1,
  wrapidx: 1,
  mlt: 3,
  conddiv: 3,
  mge: 3,
  meq: 3,
  mcond: 3,
};

const FLOAT_OPS: Record<string, string> = {
  add: '($0 + $1)',
  sub: '($0 - $1)',
  mul: '($0 * $1)',
  div: '($0 / $1)',
  rem: '($0 % $1)',
  min: 'Math.min($0, $1)',
  max: 'Math.max($0, $1)',
  lt: '($0 < $1 ? $2 : $0)',
  abs: 'Math.abs($0)',
  neg: '(-($0))',
  floor: 'Math.floor($0)',
  ceil: 'Math.ceil($0)',
  trunc: 'Math.trunc($0)',
  round: 'Math.round($0)',
  sqrt: 'Math.sqrt($0)',
  sign: 'Math.sign($0)',
};
const FLOAT_ARITY: Record<string, number> = {
  lt: 3,
  abs: 1,
  neg: 1,
  floor: 1,
  ceil: 1,
  trunc: 1,
  round: 1,
  sqrt: 1,
  sign: 1,
};

const TRANS_OPS: Record<string, string> = {
  ...FLOAT_OPS,
  sin: 'Math.sin($0)',
  cos: 'Math.cos($0)',
  tan: 'Math.tan($0)',
  exp: 'Math.exp($0)',
  expm1: 'Math.expm1($0)',
  log: 'Math.log($0)',
  log2: 'Math.log2($0)',
  log10: 'Math.log10($0)',
  log1p: 'Math.log1p($0)',
  cbrt: 'Math.cbrt($0)',
  atan: 'Math.atan($0)',
  asin: 'Math.asin($0)',
  acos: 'Math.acos($0)',
  sinh: 'Math.sinh($0)',
  cosh: 'Math.cosh($0)',
  tanh: 'Math.tanh($0)',
  atan2: 'Math.atan2($0, $1)',
  pow: 'Math.pow($0, $1)',
  hypot: 'Math.hypot($0, $1)',
};
const TRANS_BINARY = new Set(['add', 'sub', 'mul', 'div', 'rem', 'min', 'max', 'atan2', 'pow', 'hypot']);

function arity(cls: FuzzClass, op: string): number {
  if (cls === 'int') return INT_ARITY[op] ?? 2;
  if (cls === 'float') return FLOAT_ARITY[op] ?? 2;
  if (op === 'lt') return 3;
  return TRANS_BINARY.has(op) ? 2 : 1;
}

export function opTable(cls: FuzzClass): Record<string, string> {
  return cls === 'int' ? INT_OPS : cls === 'float' ? FLOAT_OPS : TRANS_OPS;
}

const INT_LITERALS = [
  '0',
  '1',
  '-1',
  '2',
  '3',
  '7',
  '-13',
  '31',
  '32',
  '2147483647',
  '-2147483648',
  '4294967295',
  '3000000000',
  '-3000000000',
  '4294967296',
  '5000000000',
];
const FLOAT_LITERALS = [
  '0',
  '-0',
  '0.5',
  '1',
  '-1.5',
  '3.25',
  '1e30',
  '1e-40',
  'Infinity',
  '-Infinity',
  'NaN',
  '0.1',
];
const TRANS_LITERALS = [
  '0',
  '-0',
  '0.5',
  '1',
  '-1.5',
  '3.25',
  '1e-300',
  '1e300',
  '700',
  'Infinity',
  'NaN',
  '0.1',
];

/** Array inputs with the edge values the issue lists. */
export const INT_INPUTS = [
  0,
  1,
  -1,
  2147483647,
  -2147483648,
  5,
  -7,
  13,
  100000,
  -65536,
  3,
  31,
  32,
  1 << 30,
  -3,
  8,
];
export const FLOAT_INPUTS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -2.5,
  Infinity,
  -Infinity,
  NaN,
  1e-40,
  -1e-45,
  3.4e38,
  1e-7,
  7,
  100.25,
  -0.1,
];

class Gen {
  private locals: string[] = [];
  private loopVars: string[] = [];
  private nextLocal = 0;

  constructor(
    private readonly r: Rng,
    private readonly cls: FuzzClass,
  ) {}

  leaf(): Node {
    const r = this.r;
    const k = r.int(10);
    if (k < 3) return { kind: 'leaf', text: `${r.pick(['a', 'b'])}[i]` };
    if (k < 5 && this.locals.length) return { kind: 'leaf', text: r.pick(this.locals) };
    if (k < 6 && this.loopVars.length) return { kind: 'leaf', text: r.pick(this.loopVars) };
    if (k < 7 && this.cls === 'int') return { kind: 'leaf', text: r.int(3) ? 'i' : 'Atomics.add(c, i, 1)' };
    const lits = this.cls === 'int' ? INT_LITERALS : this.cls === 'float' ? FLOAT_LITERALS : TRANS_LITERALS;
    return { kind: 'leaf', text: r.pick(lits) };
  }

  expr(depth: number): Node {
    if (depth <= 0 || this.r.int(4) === 0) return this.leaf();
    let op = this.r.pick(Object.keys(opTable(this.cls)));
    // Mixed i32/u32 operators at a quarter of their share, so most int kernels stay 32-bit
    // (a device without f64 refuses those that need f64 for an exact value).
    if (MIXED_OPS.has(op) && this.r.int(4) !== 0)
      op = this.r.pick(Object.keys(opTable(this.cls)).filter((k) => !MIXED_OPS.has(k)));
    const args: Node[] = [];
    for (let k = 0; k < arity(this.cls, op); k++) args.push(this.expr(depth - 1));
    return { kind: 'op', op, args };
  }

  stmts(n: number, slots: number, depth: number): Stmt[] {
    const out: Stmt[] = [];
    for (let k = 0; k < n; k++) {
      const c = this.r.int(10);
      if (c < 2) {
        const name = `v${this.nextLocal++}`;
        out.push({ kind: 'let', name, e: this.expr(3) });
        this.locals.push(name);
      } else if (c < 3 && this.locals.length) {
        // `uwrap` assigns a u32 to an i32 local: JS keeps both exactly (a mixed local)
        const op =
          this.cls === 'int' ? this.r.pick(['add', 'xor', 'sub', 'uwrap']) : this.r.pick(['add', 'mul']);
        out.push({ kind: 'update', name: this.r.pick(this.locals), op, e: this.expr(2) });
      } else if (c < 4 && depth > 0) {
        const saved = this.locals.length;
        out.push({ kind: 'if', test: this.expr(2), body: this.stmts(2, slots, depth - 1) });
        this.locals.length = saved;
      } else if (c < 5 && depth > 0) {
        const saved = this.locals.length;
        const j = `j${this.loopVars.length}`;
        this.loopVars.push(j);
        out.push({ kind: 'loop', count: 1 + this.r.int(3), body: this.stmts(2, slots, depth - 1) });
        this.loopVars.pop();
        this.locals.length = saved;
      } else if (this.cls !== 'transcendental' && this.r.int(4) === 0) {
        const values = Array.from({ length: 1 + this.r.int(3) }, () => this.expr(2));
        out.push({ kind: 'print', test: this.expr(2), values });
      } else {
        out.push({ kind: 'store', slot: this.r.int(slots), e: this.expr(4) });
      }
    }
    return out;
  }
}

export function generate(cls: FuzzClass, seed: number): Program {
  const r = new Rng(seed);
  const slots = 4;
  const body = new Gen(r, cls).stmts(4 + r.int(4), slots, 2);
  return { cls, seed, slots, body };
}

export function renderNode(cls: FuzzClass, n: Node): string {
  if (n.kind === 'leaf') return n.text;
  const tpl = opTable(cls)[n.op];
  if (tpl === undefined) throw new Error(`unknown fuzz op ${n.op}`);
  return tpl.replace(/\$(\d)/g, (_m, d: string) =>
    renderNode(cls, n.args[Number(d)] ?? { kind: 'leaf', text: '0' }),
  );
}

function renderStmts(
  p: Program,
  stmts: readonly Stmt[],
  ind: string,
  loopDepth: number,
  out: string[],
): void {
  const e = (n: Node) => renderNode(p.cls, n);
  for (const s of stmts) {
    switch (s.kind) {
      case 'let':
        // int locals hold i32 values (a literal such as 3000000000 would otherwise stay exact in JS)
        out.push(`${ind}let ${s.name} = ${p.cls === 'int' ? `${e(s.e)} | 0` : e(s.e)};`);
        break;
      case 'update':
        out.push(
          `${ind}${s.name} = ${renderNode(p.cls, { kind: 'op', op: s.op, args: [{ kind: 'leaf', text: s.name }, s.e] })};`,
        );
        break;
      case 'store':
        out.push(`${ind}o[i * ${p.slots} + ${s.slot}] = ${e(s.e)};`);
        break;
      case 'if':
        out.push(`${ind}if (${e(s.test)}) {`);
        renderStmts(p, s.body, `${ind}  `, loopDepth, out);
        out.push(`${ind}}`);
        break;
      case 'print':
        out.push(`${ind}if (${e(s.test)}) console.log('p', i, ${s.values.map(e).join(', ')});`);
        break;
      case 'loop': {
        const j = `j${loopDepth}`;
        out.push(`${ind}for (let ${j} = 0; ${j} < ${s.count}; ${j}++) {`);
        renderStmts(p, s.body, `${ind}  `, loopDepth + 1, out);
        out.push(`${ind}}`);
        break;
      }
    }
  }
}

/** The kernel as JS source: `(i, { a, b, c, o }) => { … }`. */
export function renderProgram(p: Program): string {
  const out: string[] = [];
  renderStmts(p, p.body, '  ', 0, out);
  const params = p.cls === 'int' ? '{ a, b, c, o }' : '{ a, b, o }';
  return `(i, ${params}) => {\n${out.join('\n')}\n}`;
}
