/**
 * The helpers every generated js kernel module starts with: checked index, store and load (`ck`,
 * `st`, `ld`, which throw through `oob`), integer division and remainder with JS's results for zero,
 * the float-index conversion, the block range test (`rok`), single-threaded atomics and, in the
 * timeout-polling variant, the back-edge counter.
 */
import type { KernelIR } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';
import { visit } from '../../ir/walk.js';
import { RANGE_HELPER } from './range-checks.js';

/** Single-threaded Atomics.* with the same results (TypedArray stores convert like Atomics do). */
const ATOMIC_HELPERS = [
  'const at_load = (a, i) => a[i];',
  'const at_store = (a, i, v) => { a[i] = v; return a[i]; };',
  'const at_exchange = (a, i, v) => { const o = a[i]; a[i] = v; return o; };',
  'const at_compareExchange = (a, i, e, v) => { const o = a[i]; if (o === e) a[i] = v; return o; };',
  'const at_add = (a, i, v) => { const o = a[i]; a[i] = o + v; return o; };',
  'const at_sub = (a, i, v) => { const o = a[i]; a[i] = o - v; return o; };',
  'const at_and = (a, i, v) => { const o = a[i]; a[i] = o & v; return o; };',
  'const at_or = (a, i, v) => { const o = a[i]; a[i] = o | v; return o; };',
  'const at_xor = (a, i, v) => { const o = a[i]; a[i] = o ^ v; return o; };',
];

function usesAtomicOp(k: KernelIR, op: AtomicOp): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic' && e.op === op) found = true;
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

/** Math.umulhi (ir/ops.ts): the high word of a u32 product, from 16-bit halves (each exact). */
const UMULHI = [
  'const umulhi = (a, b) => {',
  ' const al = a & 0xffff, ah = a >>> 16, bl = b & 0xffff, bh = b >>> 16;',
  ' const lh = al * bh, hl = ah * bl;',
  ' const mid = ((al * bl) >>> 16) + (lh & 0xffff) + (hl & 0xffff);',
  ' return (ah * bh + (lh >>> 16) + (hl >>> 16) + (mid >>> 16)) >>> 0;',
  '};',
].join('');

/** Math.f32bits / Math.bitsf32 (ir/ops.ts): an f32's bits through one shared 4-byte cell. */
const F32_BITS = [
  'const bitsF = new Float32Array(1), bitsU = new Uint32Array(bitsF.buffer);',
  'const f32bits = (x) => { bitsF[0] = x; return bitsU[0]; };',
  'const bitsf32 = (u) => { bitsU[0] = u; return bitsF[0]; };',
].join(' ');

/** Math.word64hi / Math.word64lo (ir/ops.ts): an f64's high and low words through one 8-byte cell. */
const F64_WORDS = [
  'const wordsF = new Float64Array(1), wordsU = new Uint32Array(wordsF.buffer);',
  'const word64hi = (x) => { wordsF[0] = x; return wordsU[1]; };',
  'const word64lo = (x) => { wordsF[0] = x; return wordsU[0]; };',
].join(' ');

function usesCall(k: KernelIR, fn: string): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'call' && e.fn === fn) found = true;
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

function usesUmulhi(k: KernelIR): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'call' && e.fn === 'umulhi') found = true;
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

/** The module's lines before the kernel's helper functions. */
export function prelude(k: KernelIR): string[] {
  const out: string[] = [];
  out.push('"use strict";');
  out.push('const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));');
  out.push('const st = (a, i, v, s) => { if ((i >>> 0) < a.length) a[i] = v; else oob(s, i, a.length); };');
  out.push('const ld = (a, i, s) => { const v = a[i]; return v !== undefined ? v : oob(s, i, a.length); };');
  out.push('const irem_i32 = (a, b) => (b === 0 ? 0 : (a % b) | 0);');
  out.push('const irem_u32 = (a, b) => (b === 0 ? 0 : (a % b) >>> 0);');
  out.push('const idiv_i32 = (a, b) => (b === 0 ? 0 : (a / b) | 0);');
  out.push('const idiv_u32 = (a, b) => (b === 0 ? 0 : Math.trunc(a / b) >>> 0);');
  if (usesUmulhi(k)) out.push(UMULHI);
  if (usesCall(k, 'f32bits') || usesCall(k, 'bitsf32')) out.push(F32_BITS);
  if (usesCall(k, 'word64hi') || usesCall(k, 'word64lo')) out.push(F64_WORDS); // f64 or BigInt arguments
  out.push('const fidx = (f) => ((f | 0) === f ? f | 0 : -1);');
  out.push(RANGE_HELPER);
  for (const line of ATOMIC_HELPERS) out.push(line);
  // tt.atomicMin/atomicMax (tutti's extension), only in kernels that use them
  for (const op of ['min', 'max'] as const) {
    if (usesAtomicOp(k, op))
      out.push(`const at_${op} = (a, i, v) => { const o = a[i]; a[i] = Math.${op}(o, v); return o; };`);
  }
  if (k.options.poll) out.push('let tt_ticks = 0;');
  return out;
}
