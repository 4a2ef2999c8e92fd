/**
 * The kernel language's random numbers, written in the kernel language itself: Philox-4x32-10
 * (Salmon et al., "Parallel Random Numbers: As Easy as 1, 2, 3", SC11 — the Random123 generator)
 * and the mappings of its words to `tt.rand` / `tt.randn` / `tt.randInt`. A call lowers to a call
 * of one of these built-in helpers, so every backend renders them with its ordinary machinery and
 * the bits are the same everywhere: the words use only 32-bit integer operations (the high words
 * of the 32×32→64 products are the IR's internal `Math.umulhi`, which each backend spells with its
 * widest exact product), and the floats only f32 `+ - * /`, `Math.sqrt` and
 * `Math.fround`, each correctly rounded on every device (no libm log/sin/cos: tutti's own
 * polynomials). The mapping is documented in docs/kernel-language.md, "Random numbers".
 */

import { randn64Body } from './rng-normal64.js';

/** The kernel-language names (`tt.<name>`) and the IR names of their built-in helpers. */
export const RNG_BUILTINS = {
  rand: { irName: 'tt_rand', params: ['seed', 'stream', 'counter'] },
  randn: { irName: 'tt_randn', params: ['seed', 'stream', 'counter'] },
  randInt: { irName: 'tt_randInt', params: ['seed', 'stream', 'counter'] },
  rand64: { irName: 'tt_rand64', params: ['seed', 'stream', 'counter'] },
  randn64: { irName: 'tt_randn64', params: ['seed', 'stream', 'counter'] },
  philox4x32: { irName: 'tt_philox4x32', params: ['key0', 'key1', 'c0', 'c1', 'c2', 'c3', 'word'] },
} as const;

export type RngBuiltin = keyof typeof RNG_BUILTINS;

export const RNG_IR_NAMES: ReadonlySet<string> = new Set(Object.values(RNG_BUILTINS).map((b) => b.irName));

export function isRngBuiltin(name: string): name is RngBuiltin {
  return Object.hasOwn(RNG_BUILTINS, name);
}

const hex = (n: number): string => `0x${n.toString(16)}`;
const f32 = (x: number): string => {
  const v = Math.fround(x);
  return Number.isInteger(v) ? `${v}.0` : String(v);
};

const PHILOX_M = [0xd2511f53, 0xcd9e8d57] as const;
const PHILOX_W = [0x9e3779b9, 0xbb67ae85] as const;

/** Ten Philox rounds on the words x0..x3 with the key a, b (bumped between rounds). */
function philoxRounds(): string {
  const lines: string[] = [];
  for (let r = 0; r < 10; r++) {
    if (r > 0) lines.push(`a = (a + ${hex(PHILOX_W[0])}) >>> 0; b = (b + ${hex(PHILOX_W[1])}) >>> 0;`);
    lines.push(`hi0 = Math.umulhi(${hex(PHILOX_M[0])}, x0); hi1 = Math.umulhi(${hex(PHILOX_M[1])}, x2);`);
    lines.push(
      `lo0 = Math.imul(${hex(PHILOX_M[0])}, x0) >>> 0; lo1 = Math.imul(${hex(PHILOX_M[1])}, x2) >>> 0;`,
      `x0 = (hi1 ^ x1 ^ a) >>> 0; x1 = lo1; x2 = (hi0 ^ x3 ^ b) >>> 0; x3 = lo0;`,
    );
  }
  return lines.join('\n  ');
}

/** The block: key (k0, k1), counter (c0, c1, c2, c3) -> words x0..x3 (locals of the function). */
function philoxBlock(k0: string, k1: string, c: readonly [string, string, string, string]): string {
  return [
    `let a = ${k0} >>> 0; let b = ${k1} >>> 0;`,
    `let x0 = ${c[0]} >>> 0; let x1 = ${c[1]} >>> 0; let x2 = ${c[2]} >>> 0; let x3 = ${c[3]} >>> 0;`,
    'let hi0 = 0; let hi1 = 0; let lo0 = 0; let lo1 = 0;',
    philoxRounds(),
  ].join('\n  ');
}

/** The public mapping: key = (seed, 0), counter = (counter, stream, 0, 0). */
const BLOCK = (): string => philoxBlock('seed', '0', ['counter', 'stream', '0', '0']);

/** 2^-24: a 24-bit integer times it is exact in f32. */
const TWO_M24 = 5.9604644775390625e-8;

/** ln(2^e · f) for the integer e and f32 f in [√½, √2): Cody–Waite ln2 and atanh's series. */
function logBody(): string {
  const ln2hi = 0.693145751953125; // ln 2 rounded to 16 bits: e · ln2hi is exact for |e| < 2^8
  const ln2lo = Math.fround(Math.LN2 - ln2hi);
  const c = [1 / 3, 1 / 5, 1 / 7, 1 / 9].map(f32);
  return [
    'const s = Math.fround((f - 1) / (f + 1));',
    'const s2 = Math.fround(s * s);',
    `const p = Math.fround(s2 * (${c[0]} + s2 * (${c[1]} + s2 * (${c[2]} + s2 * ${c[3]}))));`,
    'const lnf = Math.fround(2 * (s + s * p));',
    `const ef = Math.fround(e);`,
    `const lnu = Math.fround(ef * ${f32(ln2hi)} + (ef * ${f32(ln2lo)} + lnf));`,
  ].join('\n  ');
}

/** sin θ and cos θ for θ in [0, π/4]: Taylor polynomials, truncation error below 3e-8. */
function sinCosBody(): string {
  const sc = [-1 / 6, 1 / 120, -1 / 5040, 1 / 362880].map(f32);
  const cc = [-1 / 2, 1 / 24, -1 / 720, 1 / 40320].map(f32);
  return [
    'const t2 = Math.fround(th * th);',
    `const sn = Math.fround(th + th * (t2 * (${sc[0]} + t2 * (${sc[1]} + t2 * (${sc[2]} + t2 * ${sc[3]})))));`,
    `const cs = Math.fround(1 + t2 * (${cc[0]} + t2 * (${cc[1]} + t2 * (${cc[2]} + t2 * ${cc[3]}))));`,
  ].join('\n  ');
}

/**
 * Box–Muller on x0, x1: u1 = (x0 >>> 8) + 1 over 2^24 in (0, 1], angle 2π · (x1 >>> 8) / 2^24;
 * returns sqrt(-2 ln u1) · cos(angle). The angle is reduced to [0, π/4] in integers (quadrant and
 * half-quadrant from the top bits), ln u1's exponent comes from Math.clz32.
 */
function randnBody(): string {
  const quarterStep = f32(Math.PI / 2 / 2 ** 22); // π/2 · 2^-22: fround(π/2) · 2^-22 exactly
  return [
    BLOCK(),
    'const m = ((x0 >>> 8) + 1) >>> 0;',
    'let e = 31 - Math.clz32(m);',
    'let mant = ((m << (31 - e)) >>> 8) >>> 0;',
    `let f = Math.fround(mant * ${f32(2 ** -23)});`,
    `if (mant >= 0xb504f3) { f = Math.fround(f * 0.5); e = e + 1; }`,
    'e = e - 24;',
    logBody(),
    'const rad = Math.sqrt(Math.fround(0 - 2 * lnu));',
    'const ang = (x1 >>> 8) >>> 0;',
    'const q = ang >>> 22;',
    'const r = (ang & 0x3fffff) >>> 0;',
    'const flip = r > 0x200000;',
    `const th = Math.fround((flip ? (0x400000 - r) >>> 0 : r) * ${quarterStep});`,
    sinCosBody(),
    'const sphi = flip ? cs : sn;',
    'const cphi = flip ? sn : cs;',
    'const cosang = q === 0 ? cphi : q === 1 ? -sphi : q === 2 ? -cphi : sphi;',
    'return Math.fround(rad * cosang);',
  ].join('\n  ');
}

/** The source text of each built-in helper, as a function the frontend parses like a helper. */
export function rngSource(name: RngBuiltin): string {
  const b = RNG_BUILTINS[name];
  const head = `function ${b.irName}(${b.params.join(', ')}) {\n  `;
  switch (name) {
    case 'philox4x32':
      return `${head}${philoxBlock('key0', 'key1', ['c0', 'c1', 'c2', 'c3'])}
  return word === 0 ? x0 : word === 1 ? x1 : word === 2 ? x2 : x3;\n}`;
    case 'randInt':
      return `${head}${BLOCK()}\n  return x0;\n}`;
    case 'rand':
      return `${head}${BLOCK()}\n  return Math.fround((x0 >>> 8) * ${TWO_M24});\n}`;
    case 'rand64':
      // 21 bits of word 0 above the 32 of word 1: a 53-bit integer, exact in f64, times 2^-53
      return `${head}${BLOCK()}\n  return (tt.f64(x0 >>> 11) * 4294967296 + tt.f64(x1)) * ${2 ** -53};\n}`;
    case 'randn':
      return `${head}${randnBody()}\n}`;
    case 'randn64':
      return `${head}${BLOCK()}\n  ${randn64Body()}\n}`;
  }
}
