// Kernels for `tutti compile` (docs/cli.md): a plain ES module that exports tt.kernel objects.
//   npx tutti compile examples/cli/kernels.mjs --kernel saxpy --backend native --emit
import * as tt from 'tutti';

export const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

export const scale = tt.kernel({ s: tt.f64, x: tt.arrayOf(tt.f64) }, (i, { s, x }) => {
  x[i] = s * x[i];
});
