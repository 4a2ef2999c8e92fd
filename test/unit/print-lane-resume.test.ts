/**
 * Native lane groups that stop at a print and are ended outside the loop over groups
 * (backends/c/lane-resume.ts): no print of a group is lost, repeated or reordered (item order,
 * then statement order, also across groups and the last partial group), and the stores before and
 * after the print sites — an `else` that does not print included — give the same results.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const native = tt.devices().find((d) => d.backend === 'native' && d.available);

const resumed = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  let v = x[i] + 1;
  y[i] = v;
  if (i === 5 || i === 15 || i === 16 || i === 98) console.log('a', i, v);
  else y[i] = v * 2;
  v = v * 3;
  if (i === 15 || i === 31 || i === 5 || (i > 40 && i < 44)) console.log('b', i, v, y[i]);
  y[i] = y[i] + v;
});

describe.skipIf(!native)('native lanes resumed at a print', () => {
  it('renders the resume path and prints every line in item then statement order', async () => {
    expect(await resumed.generatedSource('native')).toContain('tt_lanes_resume(');
    const n = 99; // six groups of 16 and a partial group of 3
    const xs = Float32Array.from({ length: n }, (_, i) => i);
    const x = tt.array(xs, { device: native });
    const y = tt.zeros([n], tt.f32, { device: native });
    const lines: string[] = [];
    await resumed.launch(n, { x, y }, { print: (l: string) => lines.push(l) });
    const want: string[] = [];
    const wantY = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      let v = Math.fround(xs[i] + 1);
      let yi = v;
      if (i === 5 || i === 15 || i === 16 || i === 98) want.push(`a ${i} ${v}`);
      else yi = Math.fround(v * 2);
      v = Math.fround(v * 3);
      if (i === 15 || i === 31 || i === 5 || (i > 40 && i < 44)) want.push(`b ${i} ${v} ${yi}`);
      wantY[i] = Math.fround(yi + v);
    }
    expect(lines).toEqual(want);
    expect(Array.from((await y.read()) as Float32Array)).toEqual(Array.from(wantY));
    x.dispose();
    y.dispose();
  });
});
