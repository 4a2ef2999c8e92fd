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
  if (i === 5 || i === 15 || i === 16 || i === 98 || i === 200) console.log('a', i, v);
  else y[i] = v * 2;
  v = v * 3;
  if (i === 15 || i === 31 || i === 5 || (i > 40 && i < 44) || i === 298) console.log('b', i, v, y[i]);
  y[i] = y[i] + v;
});

describe.skipIf(!native)('native lanes resumed at a print', () => {
  it('renders the resume path and prints every line in item then statement order', async () => {
    expect(await resumed.generatedSource('native')).toContain('tt_lanes_resume(');
    const n = 299; // two groups of 128 and a partial group of 43
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
      if (i === 5 || i === 15 || i === 16 || i === 98 || i === 200) want.push(`a ${i} ${v}`);
      else yi = Math.fround(v * 2);
      v = Math.fround(v * 3);
      if (i === 15 || i === 31 || i === 5 || (i > 40 && i < 44) || i === 298) want.push(`b ${i} ${v} ${yi}`);
      wantY[i] = Math.fround(yi + v);
    }
    expect(lines).toEqual(want);
    expect(Array.from((await y.read()) as Float32Array)).toEqual(Array.from(wantY));
    x.dispose();
    y.dispose();
  });

  it('hands over what each site needs: saved locals, replayed constants, untouched zeros', async () => {
    const n = 300;
    const xs = Float32Array.from({ length: n }, (_, i) => (i * 7) % 13);
    const x = tt.array(xs, { device: native });
    const y = tt.zeros([n], tt.f32, { device: native });
    const lines: string[] = [];
    await handed.launch(n, { x, y }, { print: (l: string) => lines.push(l) });
    const want: string[] = [];
    const wantY = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      let c = 3;
      let s = 0;
      if (xs[i] > 6) s = xs[i];
      c = 7;
      const t = Math.fround(s + c);
      if (i === 3 || i === 130 || i === 131 || i === 299) want.push(`p ${i} ${c} ${s} ${t}`);
      c = 9;
      if (i === 100 || i === 256) want.push(`q ${i} ${c} ${s}`);
      if (xs[i] > 11) c = c + 1;
      wantY[i] = Math.fround(t + c);
    }
    expect(lines).toEqual(want);
    expect(Array.from((await y.read()) as Float32Array)).toEqual(Array.from(wantY));
    x.dispose();
    y.dispose();
  });

  it('groups 128 items, tests a printing branch without a mask array, saves only what a site needs', async () => {
    const src = await handed.generatedSource('native');
    const hot = src.slice(src.indexOf('tt_lanes_n('), src.indexOf('tt_lanes_resume('));
    expect(hot).toContain('tt_lanes_n(tt_ls, tt_ib, i1, i2,');
    expect(src).toMatch(/tt_lanes_n\([^)]*, 128\);/);
    // the print tests feed the OR directly; the only masks are of the two ifs that do not print
    expect(hot).toMatch(/tt_any\d+ \|= \(int32_t\)\(/);
    expect(hot.match(/int32_t tt_m\d+\[128\];/g)?.length).toBe(2);
    // `s` (assigned under a mask) and `t` are saved at both sites; `c` (a constant at each) and
    // the first print's locals (no group that reaches the second print ran them) are not
    expect(hot.match(/__builtin_memcpy\(tt_ls->v_s,/g)?.length).toBe(2);
    expect(hot.match(/__builtin_memcpy\(tt_ls->v_t,/g)?.length).toBe(2);
    expect(hot.match(/__builtin_memcpy/g)?.length).toBe(4);
    // locals assigned before any read are not zero-filled per group
    expect(hot).toMatch(/int32_t v_c\[128\];/);
    expect(hot).toMatch(/float v_s\[128\];/);
  });

  it('recomputes locals of unwritten arrays at the resume instead of saving them (lane-replay.ts)', async () => {
    const hot = (src: string) => src.slice(src.indexOf('tt_lanes_n('), src.indexOf('tt_lanes_resume('));
    // the stencil's neighbours read x, which nothing writes: replayed, so no group stores them
    expect(hot(await stencil.generatedSource('native', { variant: 'fast' }))).not.toContain(
      '__builtin_memcpy',
    );
    // `t` reads y after a store to y, and y changes again before the print: saved, never replayed
    expect(hot(await rewritten.generatedSource('native', { variant: 'fast' }))).toContain(
      '__builtin_memcpy(tt_ls->v_t,',
    );
    const n = 300;
    const xs = Float32Array.from({ length: n }, (_, i) => ((i * 37) % 101) - 50);
    for (const [k, ref] of [
      [stencil, stencilRef],
      [rewritten, rewrittenRef],
    ] as const) {
      const x = tt.array(xs, { device: native });
      const y = tt.zeros([n], tt.f32, { device: native });
      const lines: string[] = [];
      await k.launch(n, { x, y, n }, { print: (l: string) => lines.push(l) });
      const want = ref(xs);
      expect(lines).toEqual(want.lines);
      expect(Array.from((await y.read()) as Float32Array)).toEqual(Array.from(want.y));
      x.dispose();
      y.dispose();
    }
  });
});

const sig = { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 };
/** Prints at items of the first, second and last groups; `l` twice assigned, `r` from `l`. */
const printsAt = (i: number) => i === 0 || i === 127 || i === 128 || i === 200 || i === 299;
const stencil = tt.kernel(sig, (i, { x, y, n }) => {
  let l = i > 0 ? x[i - 1] : 0;
  l = l * 0.5;
  const r = i < n - 1 ? x[i + 1] + l : l;
  y[i] = l + x[i] + r;
  if (i === 0 || i === 127 || i === 128 || i === 200 || i === 299) console.log('s', i, l, r, y[i]);
});
function stencilRef(xs: Float32Array): { lines: string[]; y: Float32Array } {
  const n = xs.length;
  const y = new Float32Array(n);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = Math.fround((i > 0 ? (xs[i - 1] as number) : 0) * 0.5);
    const r = i < n - 1 ? Math.fround((xs[i + 1] as number) + l) : l;
    y[i] = Math.fround(Math.fround(l + (xs[i] as number)) + r);
    if (printsAt(i)) lines.push(`s ${i} ${l} ${r} ${y[i]}`);
  }
  return { lines, y };
}
const rewritten = tt.kernel(sig, (i, { x, y, n }) => {
  y[i] = x[i] + n;
  const t = y[i];
  y[i] = t * 2;
  if (i === 0 || i === 127 || i === 128 || i === 200 || i === 299) console.log('t', i, t);
});
function rewrittenRef(xs: Float32Array): { lines: string[]; y: Float32Array } {
  const n = xs.length;
  const y = new Float32Array(n);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = Math.fround((xs[i] as number) + n);
    y[i] = Math.fround(t * 2);
    if (printsAt(i)) lines.push(`t ${i} ${t}`);
  }
  return { lines, y };
}

const handed = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  let c = 3;
  let s = 0;
  if (x[i] > 6) s = x[i];
  c = 7;
  const t = s + c;
  if (i === 3 || i === 130 || i === 131 || i === 299) console.log('p', i, c, s, t);
  c = 9;
  if (i === 100 || i === 256) console.log('q', i, c, s);
  if (x[i] > 11) c = c + 1; // not uniform: c is a lane local
  y[i] = t + c;
});
