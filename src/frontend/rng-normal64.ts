/**
 * The kernel helper body of tt.randn64, after the Philox block has set x0..x3: the steps of the
 * host's randn64 (types/random64.ts) written in the kernel language, with the same constants and
 * the same order of f64 operations, so every device with f64 gives the host's bits.
 */
import { COS_SERIES, LN_SERIES, LN2_HI, LN2_LO, QUARTER_STEP, SIN_SERIES, SQRT2 } from '../types/random64.js';

/** `c0 + x * (c1 + x * (… + x * cn))`, as the host's horner nests it. */
function horner(c: readonly number[], x: string): string {
  let acc = String(c[c.length - 1]);
  for (let k = c.length - 2; k >= 0; k--) acc = `${String(c[k])} + ${x} * (${acc})`;
  return `(${acc})`;
}

export function randn64Body(): string {
  return [
    // ln u for u = m · 2^-53, m = 53 bits of words 0–1 plus 1, in (0, 1]
    'const hi = x0 >>> 11;',
    'const m = tt.f64(hi) * 4294967296 + tt.f64(x1) + 1;',
    'let e = hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(x1);',
    'if (e < 0) e = 0;',
    'const e1 = e > 31 ? 31 : e;',
    'let f = m / tt.f64((1 << e1) >>> 0) / tt.f64((1 << (e - e1)) >>> 0);',
    `if (f >= ${SQRT2}) { f = f * 0.5; e = e + 1; }`,
    'const s = (f - 1) / (f + 1);',
    'const s2 = s * s;',
    `const lnf = 2 * (s + s * (s2 * ${horner(LN_SERIES, 's2')}));`,
    'const el = tt.f64(e - 53);',
    `const lnu = el * ${LN2_HI} + (el * ${LN2_LO} + lnf);`,
    'const rad = Math.sqrt(0 - 2 * lnu);',
    // cos of the angle: quadrant from word 2's top bits, 53 bits of quarter turn below them
    'const q = x2 >>> 30;',
    'const r = tt.f64(x2 & 0x3fffffff) * 8388608 + tt.f64(x3 >>> 9);',
    'const flip = r > 4503599627370496;',
    `const th = (flip ? 9007199254740992 - r : r) * ${QUARTER_STEP};`,
    'const t2 = th * th;',
    `const sn = th + th * (t2 * ${horner(SIN_SERIES, 't2')});`,
    `const cs = 1 + t2 * ${horner(COS_SERIES, 't2')};`,
    'const sphi = flip ? cs : sn;',
    'const cphi = flip ? sn : cs;',
    'const cosang = q === 0 ? cphi : q === 1 ? -sphi : q === 2 ? -cphi : sphi;',
    'return rad * cosang;',
  ].join('\n  ');
}
