/**
 * The array operations of src/ops (sum, cumsum, sort, matmul) on tutti's devices and on the peers
 * that have them, each checked against a plain JS result before it is timed. Every timed run ends
 * with the result on the host (tutti: `hostView()` of the new array; the tensor libraries: `data()`).
 */
import * as tt from '../../src/index.js';
import { type Jax, loadCSum, loadSgemm, type Tf } from '../ops/peers.js';
import type { PeerImpl } from './impl.js';

export interface OpRow {
  readonly name: string;
  readonly problem: string;
  /** The plain JS implementation: the reference of the check and of the speed ratios. */
  readonly reference: string;
  readonly impls: Map<string, () => Promise<PeerImpl | null>>;
  /** Compares an implementation's output with the reference's; a problem or null. */
  check(got: ArrayLike<number>, want: ArrayLike<number>): string | null;
}

function random(n: number, seed: number): Float32Array {
  let s = seed;
  return new Float32Array(n).map(() => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return s / 2 ** 32 - 0.5;
  });
}

const within = (rel: number) => (got: ArrayLike<number>, want: ArrayLike<number>) => {
  if (got.length !== want.length) return `length ${got.length} vs ${want.length}`;
  let scale = 0;
  for (let i = 0; i < want.length; i++) scale = Math.max(scale, Math.abs(want[i] ?? 0));
  for (let i = 0; i < got.length; i++) {
    const g = got[i] ?? 0;
    const w = want[i] ?? 0;
    if (!(Math.abs(g - w) <= rel * Math.max(1, scale))) return `element ${i}: ${g} vs ${w}`;
  }
  return null;
};

function ttImpl(
  d: tt.Device,
  host: Float32Array,
  op: (x: tt.NDArray<'f32'>) => Promise<unknown> | tt.NDArray,
) {
  return async (): Promise<PeerImpl> => {
    const x = tt.array(host.slice(), { device: d });
    await x.accessible(d);
    const once = async (): Promise<Float32Array> => {
      const r = await op(x);
      if (typeof r === 'number') return Float32Array.of(r);
      const a = r as tt.NDArray;
      const v = (await a.hostView()).slice() as Float32Array;
      a.dispose();
      return v;
    };
    return {
      run: async () => {
        const r = await op(x);
        if (typeof r !== 'number') {
          await (r as tt.NDArray).hostView();
          (r as tt.NDArray).dispose();
        }
      },
      outputs: async () => ({ out: await once() }),
      dispose: () => x.dispose(),
    };
  };
}

const sync = (f: () => ArrayLike<number>) => async (): Promise<PeerImpl> => ({
  run: f,
  outputs: () => ({ out: f() }),
});

/** Sum, cumsum and sort of `n` f32 and a `m`² matmul on each device and peer. */
export function opRows(
  devices: readonly tt.Device[],
  tf?: Tf,
  jax?: Jax,
  n = 16 * 2 ** 20,
  m = 512,
): OpRow[] {
  const x = random(n, 1);
  const sortN = n >> 2;
  const xs = x.subarray(0, sortN);
  const a = random(m * m, 2);
  const b = random(m * m, 3);

  // f32 sums and scans in different orders (blocked, pairwise, per thread) differ from the
  // sequential f64 / f32 loop by up to ~1e-4 · Σ|x| here; 1e-3 · Σ|x| flags only a wrong result.
  let mass = 0;
  for (let i = 0; i < x.length; i++) mass += Math.abs(x[i] ?? 0);
  const byMass = (got: ArrayLike<number>, want: ArrayLike<number>): string | null => {
    if (got.length !== want.length) return `length ${got.length} vs ${want.length}`;
    for (let i = 0; i < got.length; i++) {
      const g = got[i] ?? Number.NaN;
      const w = want[i] ?? 0;
      if (!(Math.abs(g - w) <= 1e-3 * mass)) return `element ${i}: ${g} vs ${w} (Σ|x| = ${mass.toFixed(0)})`;
    }
    return null;
  };
  const sum: OpRow = {
    name: 'sum',
    problem: `${n / 2 ** 20}M f32`,
    reference: 'js loop',
    impls: new Map([
      [
        'js loop',
        sync(() => {
          let s = 0;
          for (let i = 0; i < x.length; i++) s += x[i] ?? 0;
          return Float32Array.of(s);
        }),
      ],
    ]),
    check: byMass,
  };
  const cumsum: OpRow = {
    name: 'cumsum',
    problem: `${n / 2 ** 20}M f32`,
    reference: 'js loop',
    impls: new Map([
      [
        'js loop',
        sync(() => {
          const y = new Float32Array(n);
          let s = 0;
          for (let i = 0; i < n; i++) y[i] = s = Math.fround(s + (x[i] ?? 0));
          return y;
        }),
      ],
    ]),
    check: byMass,
  };
  const sort: OpRow = {
    name: 'sort',
    problem: `${sortN / 2 ** 20}M f32`,
    reference: 'js loop',
    impls: new Map([['js loop', sync(() => xs.slice().sort())]]),
    check: within(0),
  };
  const matmul: OpRow = {
    name: 'matmul-op',
    problem: `${m}² f32`,
    reference: 'js loop',
    impls: new Map([
      [
        'js loop',
        sync(() => {
          const c = new Float32Array(m * m);
          for (let i = 0; i < m; i++) {
            for (let k = 0; k < m; k++) {
              const aik = a[i * m + k] ?? 0;
              for (let j = 0; j < m; j++) c[i * m + j] = (c[i * m + j] ?? 0) + aik * (b[k * m + j] ?? 0);
            }
          }
          return c;
        }),
      ],
    ]),
    check: within(1e-4),
  };
  for (const d of devices) {
    sum.impls.set(
      `tutti ${d.backend}`,
      ttImpl(d, x, (v) => tt.sum(v)),
    );
    cumsum.impls.set(
      `tutti ${d.backend}`,
      ttImpl(d, x, (v) => tt.cumsum(v)),
    );
    sort.impls.set(
      `tutti ${d.backend}`,
      ttImpl(d, xs, (v) => tt.sort(v)),
    );
    const B = (async () => {
      const arr = tt.array(b.slice(), { device: d });
      await arr.accessible(d);
      return arr;
    })();
    matmul.impls.set(
      `tutti ${d.backend}`,
      ttImpl(d, a, async (v) => tt.matmul(v, await B, [m, m, m])),
    );
  }
  sum.impls.set('C (OpenMP)', async () => {
    const c = await loadCSum();
    return { run: () => c(x), outputs: async () => ({ out: Float32Array.of(await c(x)) }) };
  });
  matmul.impls.set('OpenBLAS sgemm', async () => {
    const g = await loadSgemm();
    const c = new Float32Array(m * m);
    return {
      run: () => g(a, b, c, m),
      outputs: async () => {
        await g(a, b, c, m);
        return { out: c };
      },
    };
  });
  if (tf) {
    const tfOp =
      (
        make: () => ReturnType<Tf['tensor1d']>,
        op: (t: ReturnType<Tf['tensor1d']>) => ReturnType<Tf['tensor1d']>,
      ) =>
      async (): Promise<PeerImpl> => {
        const t = make();
        const once = async () => {
          const r = op(t);
          const v = (await r.data()) as Float32Array;
          r.dispose();
          return v;
        };
        return { run: once, outputs: async () => ({ out: await once() }), dispose: () => t.dispose() };
      };
    sum.impls.set(
      'tfjs-wasm',
      tfOp(
        () => tf.tensor1d(x),
        (t) => tf.sum(t),
      ),
    );
    cumsum.impls.set(
      'tfjs-wasm',
      tfOp(
        () => tf.tensor1d(x),
        (t) => tf.cumsum(t),
      ),
    );
    sort.impls.set(
      'tfjs-wasm topk',
      tfOp(
        () => tf.tensor1d(xs),
        (t) => {
          const r = tf.topk(t, sortN, true);
          r.indices.dispose();
          const asc = tf.reverse(r.values);
          r.values.dispose();
          return asc;
        },
      ),
    );
    matmul.impls.set(
      'tfjs-wasm',
      tfOp(
        () => tf.tensor2d(a, [m, m]) as unknown as ReturnType<Tf['tensor1d']>,
        (t) => {
          const B = tf.tensor2d(b, [m, m]);
          const r = tf.matMul(t as unknown as typeof B, B);
          B.dispose();
          return r as unknown as ReturnType<Tf['tensor1d']>;
        },
      ),
    );
  }
  if (jax) {
    const np = jax.numpy;
    const jaxOp =
      (
        make: () => ReturnType<Jax['numpy']['array']>,
        op: (t: ReturnType<Jax['numpy']['array']>) => ReturnType<Jax['numpy']['array']>,
      ) =>
      async (): Promise<PeerImpl> => {
        const t = make();
        const once = async () => (await op(t.ref).data()) as Float32Array;
        return { run: once, outputs: async () => ({ out: await once() }), dispose: () => t.dispose() };
      };
    sum.impls.set(
      'jax-js wasm',
      jaxOp(
        () => np.array(x),
        (t) => np.sum(t),
      ),
    );
    // jax-js 0.1.25's np.cumsum took 8.1 s for 1M f32 in a trial run (load 15): not timed at 16M
    sort.impls.set(
      'jax-js wasm',
      jaxOp(
        () => np.array(xs),
        (t) => np.sort(t),
      ),
    );
    const Bj = np.array(b).reshape([m, m]);
    matmul.impls.set(
      'jax-js wasm',
      jaxOp(
        () => np.array(a).reshape([m, m]),
        (t) => np.matmul(t, Bj.ref),
      ),
    );
  }
  return [sum, cumsum, sort, matmul];
}
