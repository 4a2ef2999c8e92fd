/**
 * A standalone module around the wasm library's 4-lane f32 exp (the function kernels inline, as
 * math/library.ts emits it), for bench/wasm-exp-exhaustive.ts and timing the helper alone:
 *   exp4(src, dst, n)   dst[i] = exp(src[i]) over n f32 (n a multiple of 4), 16 bytes a step;
 *   e1(a, b, c, dst, n) dst[i] = a[i] * exp(b[i]) + sqrt(c[i]).
 * Its own memory of `pages` 64 KiB pages; built with binaryen's -O3 like a kernel's module.
 */
import { inlineLaneFunctions, libFunction } from '../src/backends/wasm/math/library.js';
import { type Binaryen, loadBinaryen, type Mod, type X } from '../src/backends/wasm/types.js';

function loop(b: Binaryen, m: Mod, body: (off: () => X) => X[], n: number): X {
  const i = m.local.get(n, b.i32);
  return m.block(null, [
    m.local.set(n + 1, m.i32.const(0)),
    m.loop(
      'L',
      m.block(null, [
        ...body(() => m.local.get(n + 1, b.i32)),
        m.local.set(n + 1, m.i32.add(m.local.get(n + 1, b.i32), m.i32.const(16))),
        m.br('L', m.i32.lt_u(m.local.get(n + 1, b.i32), m.i32.shl(i, m.i32.const(2)))),
      ]),
    ),
  ]);
}

export async function expModule(pages: number): Promise<Uint8Array> {
  const b = await loadBinaryen();
  const m = new b.Module();
  try {
    m.setFeatures(
      b.Features.SIMD128 | b.Features.BulkMemory | b.Features.NontrappingFPToInt | b.Features.SignExt,
    );
    m.setMemory(pages, pages);
    m.addMemoryExport('0', 'memory');
    const exp = () => libFunction(b, m, 'exp', 'f32', 4);
    const ld = (base: number, off: () => X) => m.v128.load(0, 16, m.i32.add(m.local.get(base, b.i32), off()));
    const st = (base: number, off: () => X, v: X) =>
      m.v128.store(0, 16, m.i32.add(m.local.get(base, b.i32), off()), v);
    const i3 = b.createType([b.i32, b.i32, b.i32]);
    m.addFunction(
      'exp4',
      i3,
      b.none,
      [b.i32],
      loop(b, m, (o) => [st(1, o, m.call(exp(), [ld(0, o)], b.v128))], 2),
    );
    m.addFunctionExport('exp4', 'exp4');
    const i5 = b.createType([b.i32, b.i32, b.i32, b.i32, b.i32]);
    m.addFunction(
      'e1',
      i5,
      b.none,
      [b.i32],
      loop(
        b,
        m,
        (o) => [
          st(
            3,
            o,
            m.f32x4.add(m.f32x4.mul(ld(0, o), m.call(exp(), [ld(1, o)], b.v128)), m.f32x4.sqrt(ld(2, o))),
          ),
        ],
        4,
      ),
    );
    m.addFunctionExport('e1', 'e1');
    if (!m.validate()) throw new Error('invalid module');
    b.setOptimizeLevel(3);
    b.setShrinkLevel(0);
    inlineLaneFunctions(m);
    m.optimize();
    return m.emitBinary();
  } finally {
    m.dispose();
  }
}
