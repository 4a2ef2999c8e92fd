/**
 * The wasm GEMM module: C[m×n] = A[m×k]·B[k×n], row-major f32 (f32x4) or f64 (f64x2), generated
 * with binaryen. One exported `run(start, end, phase, A, B, C, m, k, n, P, T)` has the signature the
 * worker pool calls (`run(start, end, ...args)`, see worker-body.ts), so the pool's chunking runs it:
 *
 *  - phase 0 packs B into P: each slice of KC rows of B becomes ⌈n/NR⌉ panels of kc×NR elements,
 *    stored panel by panel (the last panel zero-padded), so a micro-kernel reads its B operand
 *    sequentially from L1. Units are rows of B.
 *  - phase 1 computes row blocks of MR rows of C. Per group of MCB row blocks (the A block stays in
 *    L2), per KC slice of k, per panel (the B panel stays in L1), per row block: the micro-kernel
 *    keeps an MR×NR tile of C in MR·NV vector registers, broadcasts one element of each of the MR
 *    rows of A (load32/64_splat) and multiplies it into the NV vectors of the panel's row. 4×2
 *    vectors is the largest tile V8 keeps in x64's 15 usable xmm registers (8 accumulators, 2 of B,
 *    4 of A, 1 product); 6×2 and 4×3 spill in the inner loop (checked with --print-wasm-code). A tile
 *    that passes the edge of C (m, n not multiples of the tile) is computed in its own slot of T
 *    (row block rb's MR×NR) and the valid part copied to/from C; rows of A past m are clamped.
 *
 * Summation order: every element of C is ((0 + a0·b0) + a1·b1) + … in p order, each product and
 * each sum rounded to the dtype (plain SIMD128 mul and add, no fused multiply-add): the same bits as
 * a sequential loop, on every engine, whatever the thread count or chunking.
 */
import { InternalError } from '../../errors/errors.js';
import type { Binaryen, Mod, WType, X } from './types.js';

export type GemmDType = 'f32' | 'f64';

/** The shape of the generated kernel (a cache-key part). */
export interface GemmShape {
  readonly dtype: GemmDType;
  /** Rows of A per micro-kernel (tile rows). */
  readonly mr: number;
  /** Vectors per tile row: NR = nv × lanes columns. */
  readonly nv: number;
  /** Rows of B per packed slice (k-blocking for L1). */
  readonly kc: number;
  /** Row blocks per group (the A block kept in L2). */
  readonly mcb: number;
}

export const GEMM_SHAPES: Readonly<Record<GemmDType, GemmShape>> = {
  f32: { dtype: 'f32', mr: 4, nv: 2, kc: 256, mcb: 16 },
  f64: { dtype: 'f64', mr: 4, nv: 2, kc: 256, mcb: 16 },
};

export const lanesOf = (d: GemmDType): number => (d === 'f32' ? 4 : 2);
export const bytesOf = (d: GemmDType): number => (d === 'f32' ? 4 : 8);
/** Columns of a tile (and of a packed panel). */
export const nrOf = (s: GemmShape): number => s.nv * lanesOf(s.dtype);

/** Locals by name, for readable generated code. */
class Fn {
  readonly types: WType[] = [];
  private readonly names = new Map<string, number>();
  private label = 0;
  constructor(
    readonly b: Binaryen,
    readonly m: Mod,
    params: readonly string[],
  ) {
    for (const p of params) this.names.set(p, this.types.push(b.i32) - 1);
  }
  /** Declares (once) an i32 local, or a v128 one with `vec`. */
  v(name: string, vec = false): number {
    let i = this.names.get(name);
    if (i === undefined) {
      i = this.types.push(vec ? this.b.v128 : this.b.i32) - 1;
      this.names.set(name, i);
    }
    return i;
  }
  get(name: string): X {
    const i = this.v(name);
    return this.m.local.get(i, this.types[i] ?? this.b.i32);
  }
  set(name: string, x: X): X {
    return this.m.local.set(this.v(name), x);
  }
  i(c: number): X {
    return this.m.i32.const(c);
  }
  add(x: X, y: X): X {
    return this.m.i32.add(x, y);
  }
  mul(x: X, y: X): X {
    return this.m.i32.mul(x, y);
  }
  /** The smaller of two i32 values (thunks: an expression may appear once in a tree). */
  min(x: () => X, y: () => X): X {
    return this.m.select(this.m.i32.lt_s(x(), y()), x(), y());
  }
  /** `for (name = from; name < to; name += step) body`, as a guarded do-while. */
  for(name: string, from: X, to: () => X, step: X, body: X[]): X {
    const m = this.m;
    const brk = `b${this.label}`;
    const top = `l${this.label++}`;
    return m.block(brk, [
      this.set(name, from),
      m.br(brk, m.i32.ge_s(this.get(name), to())),
      m.loop(
        top,
        m.block(null, [
          ...body,
          this.set(name, this.add(this.get(name), step)),
          m.br(top, m.i32.lt_s(this.get(name), to())),
        ]),
      ),
    ]);
  }
  params(n: number): WType {
    return this.b.createType(this.types.slice(0, n));
  }
  locals(n: number): WType[] {
    return this.types.slice(n);
  }
}

interface Ops {
  es: number;
  load: (ptr: X, off?: number) => X;
  store: (ptr: X, v: X, off?: number) => X;
  vload: (ptr: X, off?: number) => X;
  vstore: (ptr: X, v: X, off?: number) => X;
  splatLoad: (ptr: X, off: number) => X;
  vmul: (a: X, b: X) => X;
  vadd: (a: X, b: X) => X;
  zero: () => X;
  szero: () => X;
}

function ops(m: Mod, dtype: GemmDType): Ops {
  const es = bytesOf(dtype);
  const f = dtype === 'f32' ? m.f32 : m.f64;
  const vf = dtype === 'f32' ? m.f32x4 : m.f64x2;
  return {
    es,
    load: (p, off = 0) => f.load(off, es, p),
    store: (p, v, off = 0) => f.store(off, es, p, v),
    vload: (p, off = 0) => m.v128.load(off, es, p),
    vstore: (p, v, off = 0) => m.v128.store(off, es, p, v),
    splatLoad: (p, off) =>
      dtype === 'f32' ? m.v128.load32_splat(off, 4, p) : m.v128.load64_splat(off, 8, p),
    vmul: (a, b) => vf.mul(a, b),
    vadd: (a, b) => vf.add(a, b),
    zero: () => m.v128.const([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    szero: () => f.const(0),
  };
}

/**
 * micro(c, ldc, acc, bp, bend, a0 … a{mr-1}): the MR×NR tile at c (row stride ldc bytes) gets
 * A rows · packed panel from bp to bend; acc = 0 starts from zero, else adds to c.
 */
function micro(b: Binaryen, m: Mod, s: GemmShape): void {
  const o = ops(m, s.dtype);
  const rows = Array.from({ length: s.mr }, (_, r) => `a${r}`);
  const f = new Fn(b, m, ['c', 'ldc', 'acc', 'bp', 'bend', ...rows]);
  const nr = nrOf(s);
  const acc = (r: number, v: number) => `c${r}_${v}`;
  const body: X[] = [];
  for (let r = 0; r < s.mr; r++) {
    body.push(f.set('cr', r === 0 ? f.get('c') : f.add(f.get('cr'), f.get('ldc'))));
    for (let v = 0; v < s.nv; v++) {
      f.v(acc(r, v), true);
      body.push(f.set(acc(r, v), m.if(f.get('acc'), o.vload(f.get('cr'), v * 16), o.zero())));
    }
  }
  const step = (): X[] => {
    const xs: X[] = [];
    for (let v = 0; v < s.nv; v++) xs.push(f.set(`b${v}`, o.vload(f.get('bp'), v * 16)));
    for (let r = 0; r < s.mr; r++) {
      f.v(`x${r}`, true);
      xs.push(f.set(`x${r}`, o.splatLoad(f.get(`a${r}`), 0)));
      for (let v = 0; v < s.nv; v++)
        xs.push(f.set(acc(r, v), o.vadd(f.get(acc(r, v)), o.vmul(f.get(`x${r}`), f.get(`b${v}`)))));
    }
    return xs;
  };
  for (let v = 0; v < s.nv; v++) f.v(`b${v}`, true);
  const advance = (): X[] => [
    ...rows.map((a) => f.set(a, f.add(f.get(a), f.i(o.es)))),
    f.set('bp', f.add(f.get('bp'), f.i(nr * o.es))),
  ];
  // one step of k per iteration: unrolling makes V8 hoist the loads of later steps and spill
  body.push(
    m.block('done', [
      m.br('done', m.i32.ge_u(f.get('bp'), f.get('bend'))),
      m.loop(
        'step',
        m.block(null, [...step(), ...advance(), m.br('step', m.i32.lt_u(f.get('bp'), f.get('bend')))]),
      ),
    ]),
  );
  for (let r = 0; r < s.mr; r++) {
    body.push(f.set('cr', r === 0 ? f.get('c') : f.add(f.get('cr'), f.get('ldc'))));
    for (let v = 0; v < s.nv; v++) body.push(o.vstore(f.get('cr'), f.get(acc(r, v)), v * 16));
  }
  m.addFunction('micro', f.params(5 + s.mr), b.none, f.locals(5 + s.mr), m.block(null, body));
}

/** Copies a rows×cols block between C (stride n elements) and a tile slot (stride NR). */
function copyBlock(f: Fn, o: Ops, nr: number, toTile: boolean): X {
  const cAt = () => f.add(f.get('cp'), f.mul(f.add(f.mul(f.get('ii'), f.get('n')), f.get('jj')), f.i(o.es)));
  const tAt = () => f.add(f.get('tp'), f.mul(f.add(f.mul(f.get('ii'), f.i(nr)), f.get('jj')), f.i(o.es)));
  const move = toTile ? o.store(tAt(), o.load(cAt())) : o.store(cAt(), o.load(tAt()));
  return f.for('ii', f.i(0), () => f.get('rows'), f.i(1), [
    f.for('jj', f.i(0), () => f.get('cols'), f.i(1), [move]),
  ]);
}

/**
 * kcb = min(KC, k - pc): the depth of the k-block that starts at pc. Packing (phase 0) and the
 * compute (phase 1) must cut k alike, so both take it from here.
 */
function setKBlock(f: Fn, s: GemmShape): X {
  return f.set(
    'kcb',
    f.min(
      () => f.i(s.kc),
      () => f.m.i32.sub(f.get('k'), f.get('pc')),
    ),
  );
}

/** Phase 1 over row blocks [start, end). */
function compute(f: Fn, o: Ops, s: GemmShape): X {
  const m = f.m;
  const nr = nrOf(s);
  const tile: X[] = [
    f.set('i0', f.mul(f.get('rb'), f.i(s.mr))),
    f.set('j0', f.mul(f.get('jp'), f.i(nr))),
    f.set(
      'rows',
      f.min(
        () => f.i(s.mr),
        () => m.i32.sub(f.get('m'), f.get('i0')),
      ),
    ),
    f.set(
      'cols',
      f.min(
        () => f.i(nr),
        () => m.i32.sub(f.get('n'), f.get('j0')),
      ),
    ),
    f.set('cp', f.add(f.get('C'), f.mul(f.add(f.mul(f.get('i0'), f.get('n')), f.get('j0')), f.i(o.es)))),
    f.set('edge', m.i32.or(m.i32.ne(f.get('rows'), f.i(s.mr)), m.i32.ne(f.get('cols'), f.i(nr)))),
    f.set('tp', f.add(f.get('T'), f.mul(f.get('rb'), f.i(s.mr * nr * o.es)))),
    m.if(f.get('edge'), m.if(f.get('pc'), copyBlock(f, o, nr, true))),
  ];
  const aRow = (r: number) =>
    f.add(
      f.get('A'),
      f.mul(
        f.add(
          f.mul(
            f.min(
              () => f.add(f.get('i0'), f.i(r)),
              () => f.get('mlast'),
            ),
            f.get('k'),
          ),
          f.get('pc'),
        ),
        f.i(o.es),
      ),
    );
  tile.push(
    m.call(
      'micro',
      [
        m.select(f.get('edge'), f.get('tp'), f.get('cp')),
        m.select(f.get('edge'), f.i(nr * o.es), f.mul(f.get('n'), f.i(o.es))),
        f.get('pc'),
        f.get('bp'),
        f.get('bend'),
        ...Array.from({ length: s.mr }, (_, r) => aRow(r)),
      ],
      f.b.none,
    ),
    m.if(f.get('edge'), copyBlock(f, o, nr, false)),
  );
  const panel: X[] = [
    f.set('bp', f.add(f.get('pslice'), f.mul(f.get('jp'), f.mul(f.get('kcb'), f.i(nr * o.es))))),
    f.set('bend', f.add(f.get('bp'), f.mul(f.get('kcb'), f.i(nr * o.es)))),
    f.for('rb', f.get('g0'), () => f.get('g1'), f.i(1), tile),
  ];
  const slice: X[] = [
    setKBlock(f, s),
    f.set('pslice', f.add(f.get('P'), f.mul(f.mul(f.get('pc'), f.get('npad')), f.i(o.es)))),
    f.for('jp', f.i(0), () => f.get('panels'), f.i(1), panel),
  ];
  const group: X[] = [
    f.set(
      'g1',
      f.min(
        () => f.add(f.get('g0'), f.i(s.mcb)),
        () => f.get('end'),
      ),
    ),
    f.for('pc', f.i(0), () => f.get('k'), f.i(s.kc), slice),
  ];
  return f.for('g0', f.get('start'), () => f.get('end'), f.i(s.mcb), group);
}

/** Phase 0 over rows [start, end) of B. */
function pack(f: Fn, o: Ops, s: GemmShape): X {
  const m = f.m;
  const nr = nrOf(s);
  const full = f.for('jp', f.i(0), () => f.get('fullPanels'), f.i(1), [
    f.set('src', f.add(f.get('brow'), f.mul(f.get('jp'), f.i(nr * o.es)))),
    f.set('dst', f.add(f.get('prow'), f.mul(f.get('jp'), f.mul(f.get('kcb'), f.i(nr * o.es))))),
    ...Array.from({ length: s.nv }, (_, v) => o.vstore(f.get('dst'), o.vload(f.get('src'), v * 16), v * 16)),
  ]);
  const dstEdge = () => f.add(f.get('prow'), f.mul(f.get('fullPanels'), f.mul(f.get('kcb'), f.i(nr * o.es))));
  const edge = m.if(
    m.i32.lt_s(f.get('fullPanels'), f.get('panels')),
    f.for('jj', f.i(0), () => f.i(nr), f.i(1), [
      f.set('col', f.add(f.mul(f.get('fullPanels'), f.i(nr)), f.get('jj'))),
      o.store(
        f.add(dstEdge(), f.mul(f.get('jj'), f.i(o.es))),
        m.if(
          m.i32.lt_s(f.get('col'), f.get('n')),
          o.load(f.add(f.get('brow'), f.mul(f.get('col'), f.i(o.es)))),
          o.szero(),
        ),
      ),
    ]),
  );
  return f.for('p', f.get('start'), () => f.get('end'), f.i(1), [
    f.set('pc', m.i32.sub(f.get('p'), m.i32.rem_u(f.get('p'), f.i(s.kc)))),
    setKBlock(f, s),
    f.set('brow', f.add(f.get('B'), f.mul(f.mul(f.get('p'), f.get('n')), f.i(o.es)))),
    f.set(
      'prow',
      f.add(
        f.get('P'),
        f.mul(
          f.add(f.mul(f.get('pc'), f.get('npad')), f.mul(m.i32.sub(f.get('p'), f.get('pc')), f.i(nr))),
          f.i(o.es),
        ),
      ),
    ),
    full,
    edge,
  ]);
}

const RUN_PARAMS = ['start', 'end', 'phase', 'A', 'B', 'C', 'm', 'k', 'n', 'P', 'T'] as const;

/** Builds (unoptimised, validated) the GEMM module of `s`; the caller optimises and disposes it. */
export function renderGemm(b: Binaryen, s: GemmShape, shared: boolean): Mod {
  const m = new b.Module();
  const F = b.Features;
  m.setFeatures(F.SIMD128 | F.Atomics | F.BulkMemory | F.MutableGlobals | F.SignExt);
  m.setMemory(1, 65536, null, [], shared);
  m.addMemoryImport('0', 'env', 'memory', shared);
  micro(b, m, s);
  const f = new Fn(b, m, RUN_PARAMS);
  const o = ops(m, s.dtype);
  const nr = nrOf(s);
  const body = m.block(null, [
    f.set('panels', m.i32.div_u(f.add(f.get('n'), f.i(nr - 1)), f.i(nr))),
    f.set('fullPanels', m.i32.div_u(f.get('n'), f.i(nr))),
    f.set('npad', f.mul(f.get('panels'), f.i(nr))),
    f.set('mlast', m.i32.sub(f.get('m'), f.i(1))),
    m.if(f.get('phase'), compute(f, o, s), pack(f, o, s)),
    m.return(f.i(0)),
  ]);
  m.addFunction('run', f.params(RUN_PARAMS.length), b.i32, f.locals(RUN_PARAMS.length), body);
  m.addFunctionExport('run', 'run');
  if (!m.validate()) {
    m.dispose();
    throw new InternalError(`the generated ${s.dtype} GEMM module is invalid`);
  }
  return m;
}
