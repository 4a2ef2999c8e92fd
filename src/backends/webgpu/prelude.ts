/**
 * WGSL helper functions that give WGSL JavaScript's semantics where the two differ: integer
 * division and remainder by zero, ToInt32/ToUint32 (WGSL's conversions saturate), NaN-propagating
 * min/max, Math.round's halves, exact float `%`, pow's special cases. The renderer asks for the
 * helpers it uses; `preludeFor` emits them with their dependencies.
 */

import { instrumentMarkers } from './loop-cap.js';
import { CORE_HELPERS } from './math-core.js';
import { EXACT_HELPERS, PLAIN_DIV_SQRT } from './math-exact.js';
import { EXP_LOG_HELPERS } from './math-exp-log.js';
import { HYPER_HELPERS } from './math-hyper.js';
import { INVERSE_HELPERS } from './math-inverse.js';
import { TRIG_HELPERS } from './math-trig.js';
import type { Helper } from './wgsl-helper.js';

const NAN = 'bitcast<f32>(tt_nan_bits)';

const BASE_HELPERS: Readonly<Record<string, Helper>> = {
  isnan_f32: {
    deps: [],
    code: `fn isnan_f32(x: f32) -> bool {
  return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}`,
  },
  isinf_f32: {
    deps: [],
    code: `fn isinf_f32(x: f32) -> bool {
  return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}`,
  },
  ne_f32: {
    deps: ['isnan_f32'],
    code: `// a != b, true when either is NaN. Tested on the bits: SPIR-V compilers that assume no NaN
// (SwiftShader through Dawn's Vulkan backend) fold x != x to false and give false for NaN != 1.
fn ne_f32(a: f32, b: f32) -> bool {
  return isnan_f32(a) || isnan_f32(b) || a != b;
}`,
  },
  umulhi: {
    deps: [],
    code: `// the high word of the u32 product a * b (WGSL has no 64-bit integers): 16-bit halves
fn umulhi(a: u32, b: u32) -> u32 {
  let al = a & 0xffffu; let ah = a >> 16u; let bl = b & 0xffffu; let bh = b >> 16u;
  let lh = al * bh; let hl = ah * bl;
  let mid = ((al * bl) >> 16u) + (lh & 0xffffu) + (hl & 0xffffu);
  return ah * bh + (lh >> 16u) + (hl >> 16u) + (mid >> 16u);
}`,
  },
  idiv_i32: {
    deps: [],
    code: `// JS (a / b) | 0: 0 when b is 0; INT_MIN / -1 wraps to INT_MIN.
fn idiv_i32(a: i32, b: i32) -> i32 {
  if (b == 0i) { return 0i; }
  if (b == -1i) { return 0i - a; }
  return a / b;
}`,
  },
  idiv_u32: {
    deps: [],
    code: `fn idiv_u32(a: u32, b: u32) -> u32 {
  if (b == 0u) { return 0u; }
  return a / b;
}`,
  },
  irem_i32: {
    deps: [],
    code: `// JS a % b on integers (sign of a); 0 when b is 0 or -1.
fn irem_i32(a: i32, b: i32) -> i32 {
  if (b == 0i || b == -1i) { return 0i; }
  return a % b;
}`,
  },
  irem_u32: {
    deps: [],
    code: `fn irem_u32(a: u32, b: u32) -> u32 {
  if (b == 0u) { return 0u; }
  return a % b;
}`,
  },
  f2u: {
    deps: [],
    code: `// ToUint32: truncate, wrap modulo 2^32; NaN and +-Infinity give 0.
fn f2u(x: f32) -> u32 {
  let b = bitcast<u32>(x);
  let e = i32((b >> 23u) & 0xffu) - 127i;
  if (e < 0i || e > 54i) { return 0u; }
  let m = (b & 0x7fffffu) | 0x800000u;
  var r: u32;
  if (e >= 23i) { r = m << u32(e - 23i); } else { r = m >> u32(23i - e); }
  if ((b & 0x80000000u) != 0u) { r = 0u - r; }
  return r;
}`,
  },
  f2i: {
    deps: ['f2u'],
    code: `// ToInt32.
fn f2i(x: f32) -> i32 {
  return bitcast<i32>(f2u(x));
}`,
  },
  f2b: {
    deps: ['isnan_f32'],
    code: `// JS truthiness: 0, -0 and NaN are false.
fn f2b(x: f32) -> bool {
  return (bitcast<u32>(x) & 0x7fffffffu) != 0u && !isnan_f32(x);
}`,
  },
  jmin: {
    deps: ['isnan_f32'],
    code: `// Math.min: NaN if either is NaN; -0 is less than +0.
fn jmin(a: f32, b: f32) -> f32 {
  if (isnan_f32(a) || isnan_f32(b)) { return ${NAN}; }
  if (a == b) { return bitcast<f32>(bitcast<u32>(a) | bitcast<u32>(b)); }
  return select(b, a, a < b);
}`,
  },
  jmax: {
    deps: ['isnan_f32'],
    code: `// Math.max: NaN if either is NaN; +0 is greater than -0.
fn jmax(a: f32, b: f32) -> f32 {
  if (isnan_f32(a) || isnan_f32(b)) { return ${NAN}; }
  if (a == b) { return bitcast<f32>(bitcast<u32>(a) & bitcast<u32>(b)); }
  return select(b, a, a > b);
}`,
  },
  jround: {
    deps: ['isnan_f32'],
    code: `// Math.round: halves go toward +Infinity; keeps -0.
fn jround(x: f32) -> f32 {
  if (isnan_f32(x) || abs(x) >= 8388608.0f) { return x; }
  let f = floor(x);
  var r = f;
  if (x - f >= 0.5f) { r = f + 1.0f; }
  // a zero result takes x's sign (-0.4 rounds to -0); the uniform zero keeps it from being folded
  if (r == 0.0f) { return bitcast<f32>((bitcast<u32>(x) & 0x80000000u) | U.zero); }
  return r;
}`,
  },
  jsign: {
    deps: ['isnan_f32'],
    code: `// Math.sign: keeps NaN and -0. Tested on the bits: shader compilers rewrite abs(x) > 0 as
// x != 0, which NaN satisfies, and GPUs may compare a subnormal as 0 (an H100 did).
fn jsign(x: f32) -> f32 {
  let b = bitcast<u32>(x);
  if (isnan_f32(x) || (b & 0x7fffffffu) == 0u) { return x; }
  return select(1.0f, -1.0f, b >= 0x80000000u);
}`,
  },
  jfmod: {
    deps: [],
    code: `// JS % on floats: the exact remainder with the sign of a (WGSL's % is a - b * trunc(a / b)).
// Long division on the bits (shift-subtract of the significands), so subnormal operands, which
// GPUs flush to zero in float arithmetic, give the exact result too (issue 18.8).
fn jfmod(a: f32, b: f32) -> f32 {
  let sx = bitcast<u32>(a) & 0x80000000u;
  var ux = bitcast<u32>(a) & 0x7fffffffu;
  var uy = bitcast<u32>(b) & 0x7fffffffu;
  if (uy == 0u || uy > 0x7f800000u || ux >= 0x7f800000u) { return ${NAN}; }
  if (ux <= uy) {
    if (ux == uy) { return bitcast<f32>(sx); }
    return a;
  }
  var ex = i32(ux >> 23u);
  var ey = i32(uy >> 23u);
  // significands with the implicit bit; subnormals shifted up to the same form
  if (ex == 0) {
    let z = countLeadingZeros(ux) - 8u;
    ux = ux << z;
    ex = 1 - i32(z);
  } else {
    ux = (ux & 0x007fffffu) | 0x00800000u;
  }
  if (ey == 0) {
    let z = countLeadingZeros(uy) - 8u;
    uy = uy << z;
    ey = 1 - i32(z);
  } else {
    uy = (uy & 0x007fffffu) | 0x00800000u;
  }
  /*@loop-enter*/loop {
    if (ex <= ey) { /*@loop-exit*/break; }
    if (ux >= uy) {
      if (ux == uy) { return bitcast<f32>(sx); }
      ux = ux - uy;
    }
    ux = ux << 1u;
    ex = ex - 1;
  }/*@loop-after*/
  if (ux >= uy) {
    if (ux == uy) { return bitcast<f32>(sx); }
    ux = ux - uy;
  }
  let z = countLeadingZeros(ux) - 8u;
  ux = ux << z;
  ex = ex - i32(z);
  if (ex > 0) {
    ux = (ux - 0x00800000u) | (u32(ex) << 23u);
  } else {
    ux = ux >> u32(1 - ex);
  }
  return bitcast<f32>(ux | sx);
}`,
  },
  nofma: {
    deps: [],
    code: `// Keeps a product or sum rounded on its own: JS never fuses a * b + c into one FMA nor
// reassociates (a + b) + c, but shader compilers do. OR-ing the bits with a uniform zero hides
// the value from both.
fn nofma(x: f32) -> f32 {
  return bitcast<f32>(bitcast<u32>(x) | U.zero);
}`,
  },
};

/** Every helper: the base ones above, then tutti's Math functions (math-*.ts). */
const HELPERS: Readonly<Record<string, Helper>> = {
  ...BASE_HELPERS,
  ...CORE_HELPERS,
  ...EXP_LOG_HELPERS,
  ...TRIG_HELPERS,
  ...INVERSE_HELPERS,
  ...HYPER_HELPERS,
  ...PLAIN_DIV_SQRT,
};

/** The helpers where f32 `/` and sqrt are computed in integers (math-exact.ts). */
const EXACT_DIV_SQRT_HELPERS: Readonly<Record<string, Helper>> = { ...HELPERS, ...EXACT_HELPERS };

/**
 * NaN and Infinity cannot be WGSL constants (shader-creation-time evaluation rejects them), so they
 * are read from private variables at run time.
 */
export const SPECIAL_FLOATS = `var<private> tt_nan_bits: u32 = 0x7fc00000u;
var<private> tt_inf_bits: u32 = 0x7f800000u;`;

/**
 * The WGSL text of the helpers in `used`, with what they call, in a stable order; loops counted
 * where the adapter caps them (loop-cap.ts); `fdiv` and `fsqrt` in integers where `exactDivSqrt`.
 */
export function preludeFor(used: ReadonlySet<string>, loopCap = false, exactDivSqrt = false): string {
  const helpers = exactDivSqrt ? EXACT_DIV_SQRT_HELPERS : HELPERS;
  const all = new Set<string>();
  const add = (name: string): void => {
    const h = helpers[name];
    if (!h || all.has(name)) return;
    all.add(name);
    for (const d of h.deps) add(d);
  };
  for (const u of used) add(u);
  return Object.keys(helpers)
    .filter((n) => all.has(n))
    .map((n) => instrumentMarkers(helpers[n]?.code ?? '', loopCap))
    .join('\n\n');
}
