/**
 * Atomics the hardware has no instruction for, as compare-and-swap loops on the element's bits:
 * add/sub/exchange/compareExchange/load/store on f32 and f64 arrays (tutti's extension of JS
 * Atomics), and tt.atomicMin/atomicMax on i32, u32, f32 and f64 (Math.min/max semantics: NaN wins,
 * -0 < +0). Each returns the old value (store returns the stored value, like Atomics.store).
 * compareExchange on floats compares values as JS `===` does (NaN never matches, -0 matches +0).
 * Emitted only for the (op, type) pairs a kernel uses, so other kernels' C is unchanged.
 */
import type { KernelIR, ScalarType } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';
import { visit } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';
import { ctype } from './names.js';

/** True when (op, t) is not one of the integer atomics every prelude has. */
export function needsCas(op: AtomicOp, t: ScalarType): boolean {
  return t === 'f32' || t === 'f64' || op === 'min' || op === 'max';
}

/** The CAS-loop atomics kernel `k` uses, as `op:type` keys. */
export function casAtomicsUsed(k: KernelIR): Set<string> {
  const out = new Set<string>();
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic' && needsCas(e.op, e.type)) out.add(`${e.op}:${e.type}`);
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return out;
}

function arity(op: AtomicOp): number {
  return op === 'load' ? 0 : op === 'compareExchange' ? 2 : 1;
}

/** The new value from the old one `o` (of type T), or null when the op returns without writing. */
function update(op: AtomicOp, t: ScalarType): string {
  switch (op) {
    case 'add':
      return `(${ctype(t)})(o + v)`;
    case 'sub':
      return `(${ctype(t)})(o - v)`;
    case 'min':
    case 'max':
      return `tt_${op}_${t}(o, v)`;
    case 'compareExchange':
      return 'r';
    default:
      return 'v';
  }
}

/** Bits helpers for f32/f64 (unions: exact bit copies in C and CUDA C++). */
export function bitsHelpers(d: CDialect): string {
  const Q = d.fnQualifier;
  return [
    `${Q} uint32_t tt_bits_f32(float x) { union { float f; uint32_t u; } c; c.f = x; return c.u; }`,
    `${Q} float tt_from_f32(uint32_t x) { union { float f; uint32_t u; } c; c.u = x; return c.f; }`,
    `${Q} uint64_t tt_bits_f64(double x) { union { double f; uint64_t u; } c; c.f = x; return c.u; }`,
    `${Q} double tt_from_f64(uint64_t x) { union { double f; uint64_t u; } c; c.u = x; return c.f; }`,
    `${Q} uint32_t tt_bits_i32(int32_t x) { return (uint32_t)x; }`,
    `${Q} int32_t tt_from_i32(uint32_t x) { return (int32_t)x; }`,
    `${Q} uint32_t tt_bits_u32(uint32_t x) { return x; }`,
    `${Q} uint32_t tt_from_u32(uint32_t x) { return x; }`,
    d.casHelpers(),
  ].join('\n');
}

/** `tt_at_<op>_<t>` and its checked form `tt_atc_<op>_<t>`, as a CAS loop. */
export function casAtomic(d: CDialect, key: string): string {
  const [opName = '', t0 = 'i32'] = key.split(':');
  const op = opName as AtomicOp;
  const t = t0 as ScalarType;
  const Q = d.fnQualifier;
  const T = ctype(t);
  const B = t === 'f64' ? 'uint64_t' : 'uint32_t';
  const bits = B === 'uint64_t' ? 64 : 32;
  const n = arity(op);
  const extra = n === 0 ? '' : n === 1 ? `, ${T} v` : `, ${T} e, ${T} r`;
  const pass = n === 0 ? '' : n === 1 ? ', v' : ', e, r';
  const body: string[] = [`${B} *q = (${B} *)p;`, `${B} ob = tt_cas_u${bits}(q, 0, 0);`];
  if (op === 'load') body.push(`return tt_from_${t}(ob);`);
  else {
    body.push('for (;;) {');
    body.push(`  ${T} o = tt_from_${t}(ob);`);
    if (op === 'compareExchange') body.push('  if (!(o == e)) return o;');
    body.push(`  ${B} seen = tt_cas_u${bits}(q, ob, tt_bits_${t}(${update(op, t)}));`);
    body.push(`  if (seen == ob) return ${op === 'store' ? 'v' : 'o'};`);
    body.push('  ob = seen;');
    body.push('}');
  }
  const native = d.nativeAtomic?.(op, t);
  return [
    `${Q} ${T} tt_at_${op}_${t}(${T} *p${extra}) {`,
    ...(native ? [`  ${native}`] : body.map((l) => `  ${l}`)),
    '}',
    `${Q} ${T} tt_atc_${op}_${t}(${T} *a, int64_t n, int64_t i${extra}, int32_t site, int32_t *err) {`,
    `  if ((int64_t)(uint32_t)i < n) return tt_at_${op}_${t}(a + (uint32_t)i${pass});`,
    '  tt_oob(err, site, i);',
    '  return 0;',
    '}',
  ].join('\n');
}
