import { it } from 'vitest';
import * as tt from '../../src/index.js';
const spec = tt.programSpec({
  name: 'collatz',
  state: { out: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32), n: tt.u32 },
  functions: {
    even: tt.asyncFn({ v: tt.u32, step: tt.u32, orig: tt.u32 }, ({ v, step, orig }, { out }, prog) => {
      if (v <= 1) { out[orig] = step; return; }
      const h = v >>> 1;
      if ((h & 1) === 0) prog.async.even(h, step + 1, orig); else prog.async.odd(h, step + 1, orig);
    }),
    odd: tt.asyncFn({ v: tt.u32, step: tt.u32, orig: tt.u32 }, ({ v, step, orig }, { out }, prog) => {
      if (v <= 1) { out[orig] = step; return; }
      prog.async.even(3 * v + 1, step + 1, orig);
    }),
  },
  makeWork: ({ next, n }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    if (((i + 1) & 1) === 0) prog.async.even(i + 1, 0, i); else prog.async.odd(i + 1, 0, i);
    return true;
  },
});
const n = 1000;
it('scratch', async () => {
for (const dev of (process.env.DEVS ?? 'js').split(',')) {
  for (const cap of [4, 1, 65536]) {
    const out = tt.zeros([n], tt.u32, { device: dev });
    const next = tt.zeros([1], tt.u32, { device: dev });
    const p = process.env.PT === "async" ? new tt.AsyncProgram(spec, { stackSize: cap }) : new tt.EventProgram(spec, { capacity: cap });
    const r = await p.run({ out, next, n }, { device: dev });
    const o = await out.read();
    let bad = 0;
    for (let i = 0; i < n; i++) { let v = i + 1, s = 0; while (v > 1) { v = v % 2 ? 3 * v + 1 : v / 2; s++; } if (o[i] !== s) bad++; }
    console.log(dev, cap, 'bad', bad, JSON.stringify(r));
  }
}
}, 600000);
