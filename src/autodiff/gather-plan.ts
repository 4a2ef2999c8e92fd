/**
 * When a kernel's adjoint can *gather* instead of scatter. The adjoint of a load `u[own(x) + δ]`
 * adds into `u_grad` at a neighbour's element, which the scatter form does with atomic adds. When
 * the kernel is a pure map over its launch range (every store writes the item's own element
 * `own(x)`, at most once per item, outside loops) and every load of a float array `u` reads
 * `own(x + s)` for a constant shift `s` of the launch index (`u[i - 1]`, `u[k + w]` after
 * `const k = r * w + c`), item x can instead collect what reaches its own element: for each shift
 * s, the contribution of the load with that shift in item x − s (gather-adjoint.ts). This module
 * proves the shape: indices as integer linear forms over launch indices, int parameters and their
 * products (`r * w`), looked through locals assigned once at the top level.
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { assignCounts, visit } from '../ir/walk.js';
import type { PStmt } from './primal.js';

/**
 * An integer linear form: term key -> coefficient; the key '' is the constant, `i0`/`i1` a launch
 * index, `p:w` an i32 parameter, `i0*p:w` their product.
 */
export type Form = Map<string, number>;

/** The row stride of a 2-D own index `r * stride + c`: an i32 scalar parameter or a constant. */
export type Stride = { readonly param: string } | { readonly value: number };

export interface GatherPlan {
  readonly rank: 1 | 2 | 3;
  /** For 2-D and 3-D kernels: own(r, c) = r * stride + c, own(p, r, c) = (p * planeRows + r) * stride + c. */
  readonly stride?: Stride;
  /** For 3-D kernels: the rows of a plane (see stride). */
  readonly planeRows?: Stride;
  /** The gathered arrays (IR names): every load of them is at a constant shift. */
  readonly gathered: ReadonlySet<string>;
  /** Load site of a gathered array -> its shift (one entry per launch dimension). */
  readonly siteShift: ReadonlyMap<number, readonly number[]>;
  /** The distinct shifts, the zero shift (the item's own sweep) first. */
  readonly shifts: readonly (readonly number[])[];
}

const constOf = (f: Form): number | undefined => {
  for (const [k, v] of f) if (k !== '' && v !== 0) return undefined;
  return f.get('') ?? 0;
};

function combine(a: Form, b: Form, sign: 1 | -1): Form {
  const out = new Map(a);
  for (const [k, v] of b) out.set(k, (out.get(k) ?? 0) + sign * v);
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
}

function scale(a: Form, by: number): Form {
  const out: Form = new Map();
  if (by !== 0) for (const [k, v] of a) out.set(k, v * by);
  return out;
}

class Forms {
  readonly locals = new Map<string, Form>();

  constructor(private readonly intParams: ReadonlySet<string>) {}

  of(e: Expr): Form | undefined {
    switch (e.kind) {
      case 'const':
        return typeof e.value === 'number' && Number.isInteger(e.value) && e.type === 'i32'
          ? new Map([['', e.value]])
          : undefined;
      case 'index':
        return new Map([[`i${e.dim}`, 1]]);
      case 'param':
        return this.intParams.has(e.name) ? new Map([[`p:${e.name}`, 1]]) : undefined;
      case 'local': {
        const f = this.locals.get(e.name);
        return f ? new Map(f) : undefined;
      }
      case 'binary':
        return e.type === 'i32' ? this.binary(e.op, e.left, e.right) : undefined;
      default:
        return undefined;
    }
  }

  private binary(op: string, left: Expr, right: Expr): Form | undefined {
    const a = this.of(left);
    const b = this.of(right);
    if (!a || !b) return undefined;
    if (op === 'add') return combine(a, b, 1);
    if (op === 'sub') return combine(a, b, -1);
    if (op !== 'mul') return undefined;
    const ca = constOf(a);
    const cb = constOf(b);
    if (ca !== undefined) return scale(b, ca);
    if (cb !== undefined) return scale(a, cb);
    return product(a, b);
  }
}

/** The factors of a term key (`i0*p:n*p:w` -> ['i0', 'p:n', 'p:w']; '' -> []). */
const factorsOf = (key: string): string[] => (key === '' ? [] : key.split('*'));

/**
 * `a · b` term by term (`(r * w + c) * h`, `n * n`), while every term keeps at most one launch
 * index (the form stays affine in the launch index); its keys list the index, then the
 * parameters sorted.
 */
function product(a: Form, b: Form): Form | undefined {
  if (a.size * b.size > 16) return undefined;
  const out: Form = new Map();
  for (const [ka, va] of a)
    for (const [kb, vb] of b) {
      const factors = [...factorsOf(ka), ...factorsOf(kb)];
      const indices = factors.filter((f) => !f.startsWith('p:'));
      if (indices.length > 1) return undefined;
      const key = [...indices, ...factors.filter((f) => f.startsWith('p:')).sort()].join('*');
      out.set(key, (out.get(key) ?? 0) + va * vb);
    }
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
}

/** The own-index form's stride, when it is `i0` (1-D) or `i0 * stride + i1` (2-D). */
function strideOf(rank: number, own: Form): Stride | null | undefined {
  if (rank === 1) return own.size === 1 && own.get('i0') === 1 ? null : undefined;
  if (rank === 3) return undefined;
  if (own.get('i1') !== 1 || own.size !== 2) return undefined;
  for (const [k, v] of own) {
    if (k === 'i1') continue;
    if (k === 'i0' && v > 0) return { value: v };
    if (k.startsWith('i0*p:') && v === 1 && !k.slice(5).includes('*'))
      return { param: k.slice('i0*p:'.length) };
  }
  return undefined;
}

/** A stride as a one-term form. */
const strideForm = (s: Stride): Form =>
  new Map([['param' in s ? `p:${s.param}` : '', 'param' in s ? 1 : s.value]]);

/**
 * The strides of a 3-D own index `(i0 * planeRows + i1) * stride + i2`: its i1 term gives the
 * stride, its i0 term divided by the stride the plane's rows (a constant or one parameter).
 */
function strides3(own: Form): { stride: Stride; planeRows: Stride } | undefined {
  if (own.size !== 3 || own.get('i2') !== 1) return undefined;
  let stride: Stride | undefined;
  for (const [k, v] of own) {
    if (k === 'i1' && v > 0) stride = { value: v };
    else if (k.startsWith('i1*p:') && v === 1 && !k.slice(5).includes('*')) stride = { param: k.slice(5) };
  }
  const plane = [...own].find(([k]) => k === 'i0' || k.startsWith('i0*'));
  if (!stride || !plane) return undefined;
  const params = factorsOf(plane[0]).slice(1);
  let coef = plane[1];
  if ('param' in stride) {
    const at = params.indexOf(`p:${stride.param}`);
    if (at < 0) return undefined;
    params.splice(at, 1);
  } else if (coef % stride.value === 0) coef /= stride.value;
  else return undefined;
  if (params.length === 0 && coef > 0) return { stride, planeRows: { value: coef } };
  const [p] = params;
  return params.length === 1 && coef === 1 && p ? { stride, planeRows: { param: p.slice(2) } } : undefined;
}

/** `diff` less q times the one-term form m, q the rounded quotient of their terms. */
function divide(diff: Form, m: Form): { q: number; rest: Form } {
  const [[key, coef] = ['', 1]] = m;
  const q = Math.round((diff.get(key) ?? 0) / coef);
  return { q, rest: combine(diff, scale(m, q), -1) };
}

/** The 3-D shift with own(x + s) − own(x) = diff, or undefined. */
function shift3(diff: Form, stride: Stride, planeRows: Stride): number[] | undefined {
  const s1Form = strideForm(stride);
  const s0Form = product(strideForm(planeRows), s1Form);
  if (s0Form?.size !== 1) return undefined;
  const d0 = divide(diff, s0Form);
  const d1 = divide(d0.rest, s1Form);
  const c = constOf(d1.rest);
  return c === undefined ? undefined : [d0.q, d1.q, c];
}

/** The shift s with own(x + s) − own(x) = diff, or undefined when diff is not one. */
function shiftOf(diff: Form, stride: Stride | null): number[] | undefined {
  const c = diff.get('') ?? 0;
  if (stride === null) return constOf(diff) !== undefined ? [c] : undefined;
  if ('value' in stride) {
    if (constOf(diff) === undefined) return undefined;
    const dr = Math.round(c / stride.value);
    return [dr, c - dr * stride.value];
  }
  const key = `p:${stride.param}`;
  for (const k of diff.keys()) if (k !== '' && k !== key) return undefined;
  return [diff.get(key) ?? 0, c];
}

/** The most stores of `array` one item can make along a path (Infinity inside a loop). */
function storesPerPath(stmts: readonly PStmt[], array: string): number {
  let n = 0;
  for (const s of stmts) {
    if (s.kind === 'store' && s.array === array) n++;
    else if (s.kind === 'if')
      n += Math.max(storesPerPath(s.consequent, array), storesPerPath(s.alternate, array));
    else if (s.kind === 'loop' && storesPerPath(s.body, array) > 0) return Infinity;
  }
  return n;
}

/** Locals assigned once at the top level, read nowhere before: their forms hold everywhere. */
function topLevelForms(body: readonly Stmt[], forms: Forms): void {
  const counts = assignCounts(body);
  const read = new Set<string>();
  for (const s of body) {
    visit([s], (e) => {
      if (e.kind === 'local') read.add(e.name);
    });
    if (s.kind !== 'assign' || counts.get(s.name) !== 1 || read.has(s.name)) continue;
    const f = forms.of(s.value);
    if (f) forms.locals.set(s.name, f);
  }
}

/**
 * The affine form of an index expression of `body` (over the launch indices and the i32
 * parameters `intParams`, through locals assigned once at its top level), or undefined.
 */
export function affineForms(
  body: readonly Stmt[],
  intParams: ReadonlySet<string>,
): (e: Expr) => Form | undefined {
  const forms = new Forms(intParams);
  topLevelForms(body, forms);
  return (e) => forms.of(e);
}

/** The gather plan of kernel `k` (primal: its primal program), or undefined to scatter. */
export function gatherPlan(
  k: KernelIR,
  primal: readonly PStmt[],
  gradArrays: ReadonlySet<string>,
): GatherPlan | undefined {
  if (k.rank !== 1 && k.rank !== 2 && k.rank !== 3) return undefined;
  const forms = new Forms(new Set(k.params.filter((p) => !p.isArray && p.type === 'i32').map((p) => p.name)));
  topLevelForms(k.body, forms);
  const loads: { array: string; site: number; form: Form | undefined }[] = [];
  const stores: (Form | undefined)[] = [];
  const collect = (body: readonly Stmt[], inHelper: boolean) =>
    visit(
      body,
      (e) => {
        if (e.kind === 'load')
          loads.push({ array: e.array, site: e.site, form: inHelper ? undefined : forms.of(e.index) });
      },
      (s) => {
        if (s.kind === 'store') stores.push(inHelper ? undefined : forms.of(s.index));
      },
    );
  collect(k.body, false);
  for (const f of k.functions) collect(f.body, true);
  const [own] = stores;
  if (!own || stores.some((f) => !f || JSON.stringify([...f].sort()) !== JSON.stringify([...own].sort())))
    return undefined;
  const s3 = k.rank === 3 ? strides3(own) : undefined;
  const stride = s3 ? s3.stride : strideOf(k.rank, own);
  if (stride === undefined) return undefined;
  const stored = new Set<string>();
  for (const p of k.params) if (p.isArray && storesPerPath(primal, p.name) > 0) stored.add(p.name);
  if ([...stored].some((a) => storesPerPath(primal, a) > 1)) return undefined;
  const siteShift = new Map<number, number[]>();
  const refused = new Set<string>();
  for (const l of loads) {
    if (!gradArrays.has(l.array)) continue;
    const diff = l.form ? combine(l.form, own, -1) : undefined;
    const s = !diff ? undefined : s3 ? shift3(diff, s3.stride, s3.planeRows) : shiftOf(diff, stride);
    if (s) siteShift.set(l.site, s);
    else refused.add(l.array);
  }
  const gathered = new Set([...siteShift.keys()].map((s) => loads.find((l) => l.site === s)?.array ?? ''));
  for (const a of refused) gathered.delete(a);
  for (const [site, _] of siteShift) {
    const a = loads.find((l) => l.site === site)?.array;
    if (a === undefined || !gathered.has(a)) siteShift.delete(site);
  }
  if (gathered.size === 0) return undefined;
  const zero = Array.from({ length: k.rank }, () => 0);
  const keys = new Map<string, readonly number[]>([[zero.join(','), zero]]);
  for (const s of siteShift.values()) keys.set(s.join(','), s);
  // nothing reads a neighbour: a 1-D scatter form adds plainly (ownIndexArrays in adjoint.ts)
  if (keys.size === 1 && k.rank === 1) return undefined;
  return {
    rank: k.rank,
    ...(stride ? { stride } : {}),
    ...(s3 ? { planeRows: s3.planeRows } : {}),
    gathered,
    siteShift,
    shifts: [...keys.values()],
  };
}
