/**
 * The inputs of the E1/E2 expression benches (np-peers.ts, wasm-exp.ts): three f32 arrays of `n`
 * from a fixed LCG — the first and third in [0, 1), the second in [-1, 1) (exp's argument).
 */
export function e1Inputs(n: number): Float32Array[] {
  return [1, 2, 3].map((seed) => {
    const x = new Float32Array(n);
    let s = seed * 0x9e3779b9;
    for (let i = 0; i < n; i++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      x[i] = seed === 2 ? (s / 2 ** 32) * 2 - 1 : s / 2 ** 32;
    }
    return x;
  });
}
