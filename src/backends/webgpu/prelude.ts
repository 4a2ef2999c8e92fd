/**
 * WGSL helper functions that give WGSL JavaScript's semantics where the two differ: integer
 * division and remainder by zero, ToInt32/ToUint32 (WGSL's conversions saturate), NaN-propagating
 * min/max, Math.round's halves, exact float `%`, pow's special cases. The renderer asks for the
 * helpers it uses; `preludeFor` emits them with their dependencies.
 */

interface Helper {
  readonly deps: readonly string[];
  readonly code: string;
}

const NAN = 'bitcast<f32>(tt_nan_bits)';
const INF = 'bitcast<f32>(tt_inf_bits)';

const HELPERS: Readonly<Record<string, Helper>> = {
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
    deps: [],
    code: `// Math.sign: keeps NaN and -0.
fn jsign(x: f32) -> f32 {
  if (x > 0.0f) { return 1.0f; }
  if (x < 0.0f) { return -1.0f; }
  return x;
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
    var i = ux << 9u;
    loop { if ((i >> 31u) != 0u) { break; } ex = ex - 1; i = i << 1u; }
    ux = ux << u32(1 - ex);
  } else {
    ux = (ux & 0x007fffffu) | 0x00800000u;
  }
  if (ey == 0) {
    var i = uy << 9u;
    loop { if ((i >> 31u) != 0u) { break; } ey = ey - 1; i = i << 1u; }
    uy = uy << u32(1 - ey);
  } else {
    uy = (uy & 0x007fffffu) | 0x00800000u;
  }
  loop {
    if (ex <= ey) { break; }
    if (ux >= uy) {
      if (ux == uy) { return bitcast<f32>(sx); }
      ux = ux - uy;
    }
    ux = ux << 1u;
    ex = ex - 1;
  }
  if (ux >= uy) {
    if (ux == uy) { return bitcast<f32>(sx); }
    ux = ux - uy;
  }
  loop { if ((ux >> 23u) != 0u) { break; } ux = ux << 1u; ex = ex - 1; }
  if (ex > 0) {
    ux = (ux - 0x00800000u) | (u32(ex) << 23u);
  } else {
    ux = ux >> u32(1 - ex);
  }
  return bitcast<f32>(ux | sx);
}`,
  },
  jpow_pos: {
    deps: ['nofma'],
    code: `// x ** y for finite x > 0: the integer part of y by squaring, a half by sqrt, the rest by
// exp2(f * log2(x)) with |f| < 1 (pow's error grows with |y * log2(x)|).
fn jpow_pos(x: f32, y: f32) -> f32 {
  let ay = abs(y);
  if (ay >= 64.0f) { return pow(x, y); }
  var n = u32(floor(ay));
  let f = ay - floor(ay);
  var r = 1.0f;
  if (f == 0.5f) { r = sqrt(x); } else if (f != 0.0f) { r = exp2(nofma(f * log2(x))); }
  var b = x;
  loop {
    if (n == 0u) { break; }
    if ((n & 1u) == 1u) { r = nofma(r * b); }
    b = nofma(b * b);
    n = n >> 1u;
  }
  return select(r, 1.0f / r, y < 0.0f);
}`,
  },
  jpow: {
    deps: ['isnan_f32', 'isinf_f32', 'f2u', 'jpow_pos'],
    code: `// x ** y with JS's special cases (WGSL's pow is exp2(y * log2(x)), undefined for x < 0).
fn jpow(x: f32, y: f32) -> f32 {
  if (y == 0.0f) { return 1.0f; }
  if (isnan_f32(x) || isnan_f32(y)) { return ${NAN}; }
  let ax = abs(x);
  if (isinf_f32(y)) {
    if (ax == 1.0f) { return ${NAN}; }
    if ((ax > 1.0f) == (y > 0.0f)) { return ${INF}; }
    return 0.0f;
  }
  let isInt = floor(y) == y;
  let odd = isInt && abs(y) < 16777216.0f && (f2u(abs(y)) & 1u) == 1u;
  let negX = (bitcast<u32>(x) & 0x80000000u) != 0u;
  var r: f32;
  if (ax == 0.0f) {
    r = select(${INF}, 0.0f, y > 0.0f);
  } else if (isinf_f32(x)) {
    r = select(0.0f, ${INF}, y > 0.0f);
  } else {
    if (negX && !isInt) { return ${NAN}; }
    r = jpow_pos(ax, y);
  }
  if (negX && odd) { return -r; }
  return r;
}`,
  },
  jhypot: {
    deps: ['isinf_f32'],
    code: `// Math.hypot without intermediate overflow.
fn jhypot(a: f32, b: f32) -> f32 {
  if (isinf_f32(a) || isinf_f32(b)) { return ${INF}; }
  let m = max(abs(a), abs(b));
  if (m == 0.0f) { return 0.0f; }
  let p = a / m;
  let q = b / m;
  return m * sqrt(p * p + q * q);
}`,
  },
  jcbrt: {
    deps: ['isnan_f32', 'isinf_f32'],
    code: `// Math.cbrt: one Newton step after pow.
fn jcbrt(x: f32) -> f32 {
  if (x == 0.0f || isnan_f32(x) || isinf_f32(x)) { return x; }
  let a = abs(x);
  var r = pow(a, 1.0f / 3.0f);
  r = r - (r * r * r - a) / (3.0f * r * r);
  return select(r, -r, x < 0.0f);
}`,
  },
  jexpm1: {
    deps: [],
    code: `// Math.expm1: a Taylor polynomial near 0, where exp(x) - 1 would cancel.
fn jexpm1(x: f32) -> f32 {
  if (abs(x) < 0.35f) {
    return x * (1.0f + x * (0.5f + x * (1.0f / 6.0f + x * (1.0f / 24.0f + x * (1.0f / 120.0f
      + x * (1.0f / 720.0f + x * (1.0f / 5040.0f + x * (1.0f / 40320.0f))))))));
  }
  return exp(x) - 1.0f;
}`,
  },
  jlog1p: {
    deps: [],
    code: `// Math.log1p: a series near 0, where log(1 + x) would lose x's low bits.
fn jlog1p(x: f32) -> f32 {
  if (abs(x) < 0.01f) {
    return x * (1.0f - x * (0.5f - x * (1.0f / 3.0f - x * (0.25f - x * 0.2f))));
  }
  return log(1.0f + x);
}`,
  },
  nofma: {
    deps: [],
    code: `// Keeps a product rounded on its own: JS never fuses a * b + c into one FMA, but shader
// compilers do. OR-ing the bits with a uniform zero hides the product from the fusion.
fn nofma(x: f32) -> f32 {
  return bitcast<f32>(bitcast<u32>(x) | U.zero);
}`,
  },
  jatan: {
    deps: ['isnan_f32', 'nofma'],
    code: `// Math.atan to about 1 ulp (range reduction and polynomial after Cephes' atanf); the
// built-in atan of software adapters is off by several ulps.
fn jatan(v: f32) -> f32 {
  if (isnan_f32(v)) { return v; }
  var x = abs(v);
  var y = 0.0f;
  if (x > 2.414213562373095f) {
    y = 1.5707963267948966f;
    x = -1.0f / x;
  } else if (x > 0.4142135623730950f) {
    y = 0.7853981633974483f;
    x = (x - 1.0f) / (x + 1.0f);
  }
  let z = nofma(x * x);
  var p = nofma(8.05374449538e-2f * z) - 1.38776856032e-1f;
  p = nofma(p * z) + 1.99777106478e-1f;
  p = nofma(p * z) - 3.33329491539e-1f;
  p = nofma(nofma(p * z) * x) + x;
  y = y + p;
  return select(y, -y, v < 0.0f);
}`,
  },
  jatan2: {
    deps: ['isnan_f32', 'isinf_f32', 'jatan'],
    code: `// Math.atan2(y, x) with JS's zeros, infinities and quadrants.
fn jatan2(y: f32, x: f32) -> f32 {
  if (isnan_f32(y) || isnan_f32(x)) { return ${NAN}; }
  let negX = (bitcast<u32>(x) & 0x80000000u) != 0u;
  var r: f32;
  if (isinf_f32(x) && isinf_f32(y)) {
    r = select(0.7853981633974483f, 2.356194490192345f, negX);
  } else if (y == 0.0f) {
    r = select(0.0f, 3.141592653589793f, negX);
  } else {
    r = jatan(abs(y) / abs(x));
    if (negX) { r = 3.141592653589793f - r; }
  }
  return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(y) & 0x80000000u));
}`,
  },
  jlog10: {
    deps: [],
    code: `fn jlog10(x: f32) -> f32 {
  return log2(x) * 0.30102999566398120f;
}`,
  },
};

/**
 * NaN and Infinity cannot be WGSL constants (shader-creation-time evaluation rejects them), so they
 * are read from private variables at run time.
 */
export const SPECIAL_FLOATS = `var<private> tt_nan_bits: u32 = 0x7fc00000u;
var<private> tt_inf_bits: u32 = 0x7f800000u;`;

/** The WGSL text of the helpers in `used`, with what they call, in a stable order. */
export function preludeFor(used: ReadonlySet<string>): string {
  const all = new Set<string>();
  const add = (name: string): void => {
    const h = HELPERS[name];
    if (!h || all.has(name)) return;
    all.add(name);
    for (const d of h.deps) add(d);
  };
  for (const u of used) add(u);
  return Object.keys(HELPERS)
    .filter((n) => all.has(n))
    .map((n) => HELPERS[n]?.code ?? '')
    .join('\n\n');
}
