/** PolyBench jacobi-1d in plain JS (the queued-launch tests' reference): A after `steps` time steps. */
export function jacobi1dReference(n: number, steps: number): Float64Array {
  const A = Float64Array.from({ length: n }, (_, i) => (i + 2) / n);
  const B = Float64Array.from({ length: n }, (_, i) => (i + 3) / n);
  for (let t = 0; t < steps; t++) {
    for (let i = 1; i < n - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (let i = 1; i < n - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
  return A;
}
