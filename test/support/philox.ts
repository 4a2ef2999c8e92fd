/**
 * A host reference of tutti's kernel random numbers (docs/kernel-language.md, "Random numbers"):
 * Philox-4x32-10 with BigInt products (independent of the kernel's 16-bit-halves mulhi), and the
 * documented f32 mappings spelled with Math.fround on every operation.
 */
const M0 = 0xd2511f53n;
const M1 = 0xcd9e8d57n;
const W0 = 0x9e3779b9;
const W1 = 0xbb67ae85;

function mulhilo(m: bigint, x: number): [number, number] {
  const p = m * BigInt(x >>> 0);
  return [Number(p >> 32n), Number(p & 0xffffffffn)];
}

/** Philox-4x32-10: key (k0, k1), counter (c0..c3) -> four u32 words. */
export function philox4x32(k0: number, k1: number, c: readonly [number, number, number, number]): number[] {
  let [x0, x1, x2, x3] = c.map((v) => v >>> 0) as [number, number, number, number];
  let a = k0 >>> 0;
  let b = k1 >>> 0;
  for (let r = 0; r < 10; r++) {
    if (r > 0) {
      a = (a + W0) >>> 0;
      b = (b + W1) >>> 0;
    }
    const [hi0, lo0] = mulhilo(M0, x0);
    const [hi1, lo1] = mulhilo(M1, x2);
    [x0, x1, x2, x3] = [(hi1 ^ x1 ^ a) >>> 0, lo1, (hi0 ^ x3 ^ b) >>> 0, lo0];
  }
  return [x0, x1, x2, x3];
}

const words = (seed: number, stream: number, counter: number): number[] =>
  philox4x32(seed, 0, [counter, stream, 0, 0]);

export const randInt = (seed: number, stream: number, counter: number): number =>
  words(seed, stream, counter)[0] as number;

export const rand = (seed: number, stream: number, counter: number): number =>
  Math.fround((randInt(seed, stream, counter) >>> 8) * 2 ** -24);

const f = Math.fround;

/** ln(u1) for u1 = m / 2^24, m in [1, 2^24], in the kernel's f32 operations. */
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
  const ln2lo = f(Math.LN2 - ln2hi);
  return f(f(e * ln2hi) + f(f(e * ln2lo) + lnf));
}

/** cos(2π · a / 2^24) for a 24-bit a, reduced to [0, π/4] through the top bits as the kernel does. */
function cosTurn(a: number): number {
  const q = a >>> 22;
  const r = a & 0x3fffff;
  const flip = r > 0x200000;
  const th = f((flip ? 0x400000 - r : r) * f(Math.PI / 2 / 2 ** 22));
  const t2 = f(th * th);
  const sp = (c: number, k: number): number => f(c + f(t2 * k));
  const sn = f(th + f(th * f(t2 * sp(f(-1 / 6), sp(f(1 / 120), sp(f(-1 / 5040), f(1 / 362880)))))));
  const cs = f(1 + f(t2 * sp(-0.5, sp(f(1 / 24), sp(f(-1 / 720), f(1 / 40320))))));
  const sphi = flip ? cs : sn;
  const cphi = flip ? sn : cs;
  return [cphi, -sphi, -cphi, sphi][q] as number;
}

export function randn(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0] = words(seed, stream, counter);
  const rad = f(Math.sqrt(f(0 - f(2 * logU((x0 >>> 8) + 1)))));
  return f(rad * cosTurn(x1 >>> 8));
}
