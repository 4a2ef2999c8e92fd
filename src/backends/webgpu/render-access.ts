/**
 * Per-array WGSL helper functions for checked accesses and atomics. A checked access compares the
 * index (as u32 bits, so negatives are out of range, like JS's `(i >>> 0) < n`) with the array's
 * length; on failure it records the first error (site, index) in the error buffer, skips the
 * store and yields 0.
 */
import type { ScalarType } from '../../ir/nodes.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import type { BindingLayout } from './bindings.js';
import { A } from './render-expr.js';
import { wgslType, zero } from './wgsl-types.js';

/**
 * A failing access records (site, index) in private memory, the first one of this work item only;
 * `tt_flush` publishes it to the error buffer once, when the item ends (error-words.ts). Atomics on the
 * failure path itself were executed under a lane mask at every checked access on SIMD adapters
 * (llvmpipe runs both sides of an \`if\` and loops over the lanes for an atomic): that doubled the
 * time of a checked matmul.
 */
export const OOB_FN = `var<private> tt_bad: u32 = 0u;
var<private> tt_bad_site: u32 = 0u;
var<private> tt_bad_index: u32 = 0u;

fn oob(site: u32, index: u32) {
  if (tt_bad == 0u) {
    tt_bad = 1u;
    tt_bad_site = site;
    tt_bad_index = index;
  }
}`;

/** A shaped array's dimension check (`g[r][c]`): the index within its extent, else recorded. */
const DIM_CHECK_FN = `fn dimck(k: i32, n: i32, site: u32) -> i32 {
  if (bitcast<u32>(k) < bitcast<u32>(n)) { return k; }
  oob(site, bitcast<u32>(k));
  return 0;
}`;

function atomicOp(op: string): string {
  return `atomic${op[0]?.toUpperCase() ?? ''}${op.slice(1)}`;
}

/** f32 atomics on atomic<u32> words (WGSL has no float atomics): CAS loops on the bits. */
function floatAtomicBody(op: string, p: string): string[] {
  switch (op) {
    case 'load':
      return [`return bitcast<f32>(atomicLoad(${p}));`];
    case 'store':
      return [`atomicStore(${p}, bitcast<u32>(v0));`, 'return v0;'];
    case 'exchange':
      return [`return bitcast<f32>(atomicExchange(${p}, bitcast<u32>(v0)));`];
  }
  const next =
    op === 'add'
      ? 'o + v0'
      : op === 'sub'
        ? 'o - v0'
        : op === 'min'
          ? 'jmin(o, v0)'
          : op === 'max'
            ? 'jmax(o, v0)'
            : 'v1';
  return [
    `var ob = atomicLoad(${p});`,
    'loop {',
    '  let o = bitcast<f32>(ob);',
    // compareExchange compares values as JS === does (NaN never matches, -0 matches +0)
    ...(op === 'compareExchange' ? ['  if (!(o == v0)) { return o; }'] : []),
    `  let r = atomicCompareExchangeWeak(${p}, ob, bitcast<u32>(${next}));`,
    '  if (r.exchanged) { return o; }',
    '  ob = r.old_value;',
    '}',
  ];
}

function atomicBody(op: string, p: string): string[] {
  switch (op) {
    case 'load':
      return [`return atomicLoad(${p});`];
    case 'store':
      return [`atomicStore(${p}, v0);`, 'return v0;'];
    case 'compareExchange':
      // JS's compareExchange is strong; WGSL only has the weak form: retry spurious failures.
      return [
        'loop {',
        `  let r = atomicCompareExchangeWeak(${p}, v0, v1);`,
        '  if (r.exchanged || r.old_value != v0) { return r.old_value; }',
        '}',
      ];
    default:
      return [`return ${atomicOp(op)}(${p}, v0);`];
  }
}

const ARITY: Readonly<Record<string, number>> = { load: 0, compareExchange: 2 };

/** Uint8ClampedArray's conversion to 0..255 (WGSL's round() rounds half to even; NaN -> 0). */
function clampHelper(t: string): string {
  switch (t) {
    case 'i32':
      return 'fn u8c_i32(v: i32) -> u32 { return u32(clamp(v, 0, 255)); }';
    case 'u32':
      return 'fn u8c_u32(v: u32) -> u32 { return min(v, 255u); }';
    default:
      return `fn u8c_${t}(v: ${t}) -> u32 {
  if (!(v > 0.0)) { return 0u; }
  if (v >= 255.0) { return 255u; }
  return u32(round(v));
}`;
  }
}

/**
 * Word access to a packed 8/16-bit array: ldw_ extracts (sign- or zero-extending) the element
 * from its u32 word; stw_ replaces its bits in the word with a compare-and-swap loop, so items that
 * write neighbouring elements of the same word never lose each other's writes.
 */
function wordHelpers(name: string, s: SmallDTypeName, writable: boolean): string {
  const bits = s === 'i16' || s === 'u16' || s === 'f16' ? 16 : 8;
  const per = 32 / bits;
  const word = `${A(name)}[k / ${per}u]`;
  const read = writable ? `atomicLoad(&${word})` : word;
  const sh = `(k % ${per}u) * ${bits}u`;
  const extract =
    s === 'i8' || s === 'i16'
      ? `bitcast<i32>(w << (${32 - bits}u - ${sh})) >> ${32 - bits}u`
      : `bitcast<i32>((w >> (${sh})) & ${bits === 8 ? '0xffu' : '0xffffu'})`;
  const out = [
    `fn ldw_${name}(k: u32) -> i32 {
  let w = ${read};
  return ${extract};
}`,
  ];
  if (writable) {
    out.push(`fn stw_${name}(k: u32, v: u32) {
  let sh = ${sh};
  let mask = ${bits === 8 ? '0xffu' : '0xffffu'} << sh;
  let bits = (v << sh) & mask;
  loop {
    let old = atomicLoad(&${word});
    let r = atomicCompareExchangeWeak(&${word}, old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
  }
}`);
  }
  return out.join('\n');
}

function renderOne(
  key: string,
  types: ReadonlyMap<string, ScalarType>,
  atomic: ReadonlySet<string>,
  layout: BindingLayout,
): string {
  const [kind, ...rest] = key.split(':');
  if (kind === 'u8c') return clampHelper(rest[0] ?? 'i32');
  if (kind === 'dim') return DIM_CHECK_FN;
  const small = layout.arrays.find((a) => a.name === rest[0] && a.storage !== undefined);
  if (kind === 'w' && small?.storage) return wordHelpers(small.name, small.storage, small.writable);
  if (small && (kind === 'ld' || kind === 'st')) {
    const name = small.name;
    if (kind === 'ld') {
      return `fn ld_${name}(k: u32, site: u32) -> i32 {
  if (k < U.len_${name}) { return ldw_${name}(k); }
  oob(site, k);
  return 0;
}`;
    }
    return `fn st_${name}(k: u32, v: u32, site: u32) {
  if (k < U.len_${name}) { stw_${name}(k, v); } else { oob(site, k); }
}`;
  }
  if (kind === 'ld' || kind === 'st') {
    const name = rest[0] ?? '';
    const t = wgslType(types.get(name) ?? 'f32');
    const ref = `${A(name)}[k]`;
    if (kind === 'ld') {
      const isF32 = types.get(name) === 'f32';
      const read = atomic.has(name)
        ? isF32
          ? `bitcast<f32>(atomicLoad(&${ref}))`
          : `atomicLoad(&${ref})`
        : ref;
      return `fn ld_${name}(k: u32, site: u32) -> ${t} {
  if (k < U.len_${name}) { return ${read}; }
  oob(site, k);
  return ${zero(types.get(name) ?? 'f32')};
}`;
    }
    const write = atomic.has(name)
      ? `atomicStore(&${ref}, ${types.get(name) === 'f32' ? 'bitcast<u32>(v)' : 'v'});`
      : `${ref} = v;`;
    return `fn st_${name}(k: u32, v: ${t}, site: u32) {
  if (k < U.len_${name}) { ${write} } else { oob(site, k); }
}`;
  }
  const [op = '', name = '', checked] = rest;
  const st = types.get(name) ?? 'i32';
  const t = wgslType(st);
  const n = ARITY[op] ?? 1;
  const params = ['k: u32', ...(checked === 'c' ? ['site: u32'] : [])];
  for (let i = 0; i < n; i++) params.push(`v${i}: ${t}`);
  const body = st === 'f32' ? floatAtomicBody(op, `&${A(name)}[k]`) : atomicBody(op, `&${A(name)}[k]`);
  const guard =
    checked === 'c' ? [`if (k >= U.len_${name}) {`, '  oob(site, k);', `  return ${zero(st)};`, '}'] : [];
  return [
    `fn ${checked === 'c' ? 'atc' : 'at'}_${op}_${name}(${params.join(', ')}) -> ${t} {`,
    ...[...guard, ...body].map((l) => `  ${l}`),
    '}',
  ].join('\n');
}

/** The WGSL of the access helpers in `used` (keys from ExprRenderer.access). */
export function renderAccessHelpers(used: ReadonlySet<string>, layout: BindingLayout): string[] {
  const types = new Map(layout.arrays.map((a) => [a.name, a.type]));
  const atomic = new Set(layout.arrays.filter((a) => a.atomic).map((a) => a.name));
  return [...used].sort().map((key) => renderOne(key, types, atomic, layout));
}
