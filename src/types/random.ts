/**
 * tt.rand / tt.randn / tt.randInt / tt.philox4x32 on the host: the same functions kernels call
 * (frontend/rng-builtins.ts compiles them for devices), so kernel bodies also run as plain JS and
 * give the same bits. Philox-4x32-10 (Random123); the mapping is in docs/kernel-language.md,
 * "Random numbers".
 */
const f = Math.fround;

/** The high word of the 64-bit product of two u32 values, from 16-bit halves (exact in doubles). */
function mulhi(m: number, x: number): number {
  const mh = m >>> 16;
  const ml = m & 0xffff;
  const xh = x >>> 16;
  const xl = x & 0xffff;
  const mid = ((ml * xl) >>> 16) + ((ml * xh) & 0xffff) + ((mh * xl) & 0xffff);
  return (mh * xh + ((ml * xh) >>> 16) + ((mh * xl) >>> 16) + (mid >>> 16)) >>> 0;
}

/** The four words of Philox-4x32-10 with key (k0, k1) and counter (c0, c1, c2, c3). */
export function block(k0: number, k1: number, c0: number, c1: number, c2: number, c3: number): number[] {
  let a = k0 >>> 0;
  let b = k1 >>> 0;
  let x = [c0 >>> 0, c1 >>> 0, c2 >>> 0, c3 >>> 0] as [number, number, number, number];
  for (let r = 0; r < 10; r++) {
    if (r > 0) {
      a = (a + 0x9e3779b9) >>> 0;
      b = (b + 0xbb67ae85) >>> 0;
    }
    const [x0, x1, x2, x3] = x;
    x = [
      (mulhi(0xcd9e8d57, x2) ^ x1 ^ a) >>> 0,
      Math.imul(0xcd9e8d57, x2) >>> 0,
      (mulhi(0xd2511f53, x0) ^ x3 ^ b) >>> 0,
      Math.imul(0xd2511f53, x0) >>> 0,
    ];
  }
  return x;
}

/** Word `word` (0–3) of Philox-4x32-10 with key (key0, key1) and counter (c0, c1, c2, c3). */
export function philox4x32(
  key0: number,
  key1: number,
  c0: number,
  c1: number,
  c2: number,
  c3: number,
  word: number,
): number {
  return block(key0, key1, c0, c1, c2, c3)[word & 3] as number;
}

/** A u32: word 0 of Philox-4x32-10 with key (seed, 0) and counter (counter, stream, 0, 0). */
export function randInt(seed: number, stream: number, counter: number): number {
  return block(seed, 0, counter, stream, 0, 0)[0] as number;
}

/** An f32 in [0, 1): the top 24 bits of randInt times 2^-24. */
export function rand(seed: number, stream: number, counter: number): number {
  return f((randInt(seed, stream, counter) >>> 8) * 2 ** -24);
}

/**
 * An f64 in [0, 1) from 53 random bits of one block: (word0 >>> 11) · 2^32 + word1, times 2^-53
 * (exact), with the key and counter of rand.
 */
export function rand64(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0] = block(seed, 0, counter, stream, 0, 0);
  return ((x0 >>> 11) * 2 ** 32 + x1) * 2 ** -53;
}

/** ln(m / 2^24) for an integer m in [1, 2^24], in the kernels' f32 operations. */
function logU(m: number): number {
  let e = 31 - Math.clz32(m);
  const mant = ((m << (31 - e)) >>> 8) >>> 0;
  let x = f(mant * 2 ** -23);
  if (mant >= 0xb504f3) {
    x = f(x * 0.5);
    e += 1;
  }
  e -= 24;
  const s = f(f(x - 1) / f(x + 1));
  const s2 = f(s * s);
  const p = f(s2 * f(f(1 / 3) + f(s2 * f(f(1 / 5) + f(s2 * f(f(1 / 7) + f(s2 * f(1 / 9))))))));
  const lnf = f(2 * f(s + f(s * p)));
  const ln2hi = 0.693145751953125;
  return f(f(e * ln2hi) + f(f(e * f(Math.LN2 - ln2hi)) + lnf));
}

/** cos(2π a / 2^24) for a 24-bit a: quadrant and half-quadrant from the top bits, then Taylor. */
function cosTurn(a: number): number {
  const r = a & 0x3fffff;
  const flip = r > 0x200000;
  const th = f((flip ? 0x400000 - r : r) * f(Math.PI / 2 / 2 ** 22));
  const t2 = f(th * th);
  const h = (c: number, k: number): number => f(c + f(t2 * k));
  const sn = f(th + f(th * f(t2 * h(f(-1 / 6), h(f(1 / 120), h(f(-1 / 5040), f(1 / 362880)))))));
  const cs = f(1 + f(t2 * h(-0.5, h(f(1 / 24), h(f(-1 / 720), f(1 / 40320))))));
  const sphi = flip ? cs : sn;
  const cphi = flip ? sn : cs;
  return [cphi, -sphi, -cphi, sphi][a >>> 22] as number;
}

/** A standard normal f32: Box–Muller on words 0 and 1, with tutti's own f32 log and cos. */
export function randn(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0] = block(seed, 0, counter, stream, 0, 0);
  const rad = f(Math.sqrt(f(0 - f(2 * logU((x0 >>> 8) + 1)))));
  return f(rad * cosTurn(x1 >>> 8));
}
