/**
 * A kernel the print tests of several backends share: the row sum of bench/rng with a
 * `console.log` inside its loop (prints elements over 100).
 */
import * as tt from '../../src/index.js';

const F32 = tt.arrayOf(tt.f32);

export const printingRowSum = tt.kernel(
  { x: F32, y: F32, m: tt.i32 },
  (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) console.log('big element', i, j, v);
      s += v;
    }
    y[i] = s;
  },
  { name: 'row_sum_printing' },
);
