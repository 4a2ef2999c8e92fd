/**
 * The shape of the loops the wasm backend emits (module.ts countedLoop, simd-loop.ts, codegen-stmt.ts):
 * every loop is rotated (one test before it, the back edge a conditional branch at its end), so
 * V8's TurboFan can move loop-invariant values out of it — it does so only from blocks that
 * dominate the loop's exits, which a body after a test at the top never does. A SIMD block loop
 * sums the uniform terms of its lane indices once before it (no products of a shaped index per
 * block), loads the accesses of one row off one pointer at memarg offsets (simd-rows.ts) and tests
 * the part of its block test that is the same for every block (arrays apart) once. Results stay
 * js's bit for bit, out-of-bounds errors js's.
 */
import { describe, expect, it } from 'vitest';
import { buildModule } from '../../../src/backends/wasm/module.js';
import { loadBinaryen } from '../../../src/backends/wasm/types.js';
import * as tt from '../../../src/index.js';
import { offsetVariant } from '../../../src/runtime/offset.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const F64x2 = tt.arrayOf(tt.f64, 2);
const F32x2 = tt.arrayOf(tt.f32, 2);

const jacobi = tt.kernel(
  { A: F64x2, B: F64x2 },
  ([i, j], { A, B }) => {
    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
  },
  { float: 'f64' },
);
const blur = tt.kernel({ src: F32x2, dst: F32x2 }, ([y, x], { src, dst }) => {
  dst[y][x] = (src[y][x] + src[y - 1][x] + src[y + 1][x] + src[y][x - 1] + src[y][x + 1]) * 0.2;
});
const rowSum = tt.kernel({ a: F32x2, out: tt.arrayOf(tt.f32) }, (i, { a, out }) => {
  let s = 0;
  for (let j = 0; j < a.shape[1]; j++) s += a[i][j];
  out[i] = s;
});

/** The balanced s-expression of `text` that opens at `at`. */
function sexpr(text: string, at: number): string {
  let depth = 0;
  for (let p = at; p < text.length; p++) {
    if (text[p] === '(') depth++;
    else if (text[p] === ')' && --depth === 0) return text.slice(at, p + 1);
  }
  throw new Error('unbalanced');
}

/** Every `(loop $name …)` of the optimised module text of `ir`. */
async function loops(ir: tt.Kernel['ir']): Promise<{ name: string; text: string }[]> {
  const { text } = buildModule(await loadBinaryen(), ir, { simd: true, shared: true });
  return [...text.matchAll(/\(loop \$(\S+)/g)].map((m) => ({ name: m[1] ?? '', text: sexpr(text, m.index) }));
}

/** `x` without the loops nested in it (a SIMD block's scalar fallback items). */
function ownCode(x: string): string {
  const inner = x.indexOf('(loop ', 1);
  return inner < 0 ? x : ownCode(x.slice(0, inner) + x.slice(inner + sexpr(x, inner).length));
}

/** The last child expression of an s-expression. */
function lastChild(x: string): string {
  const body = x.slice(0, -1).trimEnd();
  let depth = 0;
  for (let p = body.length - 1; p >= 0; p--) {
    if (body[p] === ')') depth++;
    else if (body[p] === '(' && --depth === 0) return sexpr(body, p);
  }
  return '';
}

describe.skipIf(wasm?.available !== true)('wasm loop shape', () => {
  it('rotates every loop: its back edge is a conditional branch at its end', async () => {
    for (const k of [jacobi, blur, rowSum]) {
      const ls = await loops(offsetVariant(k.ir));
      expect(ls.length).toBeGreaterThan(0);
      for (const l of ls) expect(lastChild(l.text), `${k.name}: loop ${l.name}`).toMatch(/^\(br_if \$/);
    }
  });

  it('computes no shaped-index product per SIMD block (2 and 4 lanes, offset launches)', async () => {
    for (const k of [jacobi, blur]) {
      const simd = (await loops(offsetVariant(k.ir))).filter((l) => l.name.startsWith('vl'));
      expect(simd.length).toBeGreaterThan(0);
      for (const l of simd) expect(ownCode(l.text), `${k.name}: loop ${l.name}`).not.toContain('i32.mul');
    }
  });

  it("loads a row's neighbours off one pointer at constant offsets (simd-rows.ts)", async () => {
    // A[i][j - 1], A[i][j], A[i][j + 1]: one pointer at j - 1, offsets 0, 8 and 16 bytes (f64);
    // src[y][x - 1], src[y][x], src[y][x + 1]: 0, 4 and 8 (f32)
    for (const [k, far] of [
      [jacobi, 'offset=16'],
      [blur, 'offset=8'],
    ] as const) {
      const simd = (await loops(offsetVariant(k.ir))).filter((l) => l.name.startsWith('vl'));
      for (const l of simd)
        expect(ownCode(l.text), `${k.name}: loop ${l.name}`).toContain(`v128.load ${far}`);
    }
  });

  it('keeps js bits on tails, odd offsets and in-place launches, and js errors past the edge', async () => {
    const go = async (device: string, range: [number, number], offset: [number, number], inPlace = false) => {
      const n = 13;
      const a0 = Float64Array.from({ length: n * n }, (_, x) => Math.cos(x) * 3);
      const A = tt.array(a0, { shape: [n, n], device });
      const B = inPlace ? A : tt.zeros([n, n], tt.f64, { device });
      const s = tt.array(Float32Array.from(a0), { shape: [n, n], device });
      const d = inPlace ? s : tt.zeros([n, n], tt.f32, { device });
      try {
        await jacobi.launch(range, { A, B }, { offset });
        await blur.launch(range, { src: s, dst: d }, { offset });
      } catch (e) {
        return e instanceof tt.KernelRangeError ? `${e.code}: ${e.message.split('\n')[0]}` : String(e);
      }
      return [...(await B.read()), ...(await d.read())];
    };
    const cases: [[number, number], [number, number], boolean][] = [
      [[11, 11], [1, 1], false],
      [[4, 7], [3, 2], false],
      [[11, 11], [1, 1], true],
      [[11, 12], [1, 1], false],
    ];
    for (const [range, offset, inPlace] of cases) {
      const want = await go('js', range, offset, inPlace);
      expect(await go('wasm', range, offset, inPlace)).toEqual(want);
    }
    expect(typeof (await go('js', [11, 12], [1, 1]))).toBe('string');
  });
});
