/**
 * The workloads as array programs for the tensor libraries: TensorFlow.js on its wasm backend
 * (XNNPACK, SIMD) and jax-js on its wasm device (jit-fused kernels). Each timed run computes and
 * brings the result to the host (`await data()`), as a user of those libraries does. Mandelbrot has
 * no array form without a per-element loop (an escape-time iteration), so neither library runs it.
 */
import type { Inputs } from '../../demo/workloads.js';
import type { Jax, Tf } from '../ops/peers.js';
import type { Outputs, PeerImpl } from './impl.js';

type TfTensor = import('@tensorflow/tfjs-core').Tensor;
type JaxArray = ReturnType<Jax['numpy']['array']>;

const f32 = (x: Inputs[string]) => x as Float32Array;
const num = (x: Inputs[string]) => x as number;

const A = [0.31938153, -0.356563782, 1.781477937, -1.821255978, 1.330274429] as const;
const RSQRT2PI = 0.3989422804014327;

export const NO_ARRAY_FORM: Readonly<Record<string, string>> = {
  mandelbrot:
    'an escape-time loop per element has no array-op form (it would time op dispatch, 256 ops × 1M)',
};

async function tfRun(tf: Tf, f: () => Record<string, TfTensor>): Promise<Outputs> {
  const ts = tf.tidy(f);
  const out: Outputs = {};
  for (const [k, t] of Object.entries(ts)) {
    out[k] = (await t.data()) as Float32Array;
    t.dispose();
  }
  return out;
}

export function tfImpl(tf: Tf, name: string, inputs: Inputs, size: number): PeerImpl | null {
  const t = (k: string): TfTensor => tf.tensor1d(f32(inputs[k]));
  let run: (() => Promise<Outputs>) | undefined;
  const held: TfTensor[] = [];
  const keep = <T extends TfTensor>(x: T): T => {
    held.push(x);
    return x;
  };
  switch (name) {
    case 'saxpy': {
      const x = keep(t('x'));
      const y = keep(t('y'));
      const a = num(inputs.a);
      run = () => tfRun(tf, () => ({ y: tf.add(tf.mul(x, a), y) }));
      break;
    }
    case 'chain': {
      const x = keep(t('x'));
      const y = keep(t('y'));
      run = () =>
        tfRun(tf, () => ({ out: tf.add(tf.mul(tf.sqrt(tf.add(tf.square(x), tf.square(y))), 0.5), 1) }));
      break;
    }
    case 'blackscholes': {
      const S = keep(t('S'));
      const X = keep(t('X'));
      const T = keep(t('T'));
      const R = num(inputs.R);
      const V = num(inputs.V);
      const cnd = (d: TfTensor) => {
        const k = tf.div(1, tf.add(1, tf.mul(0.2316419, tf.abs(d))));
        let poly = tf.mul(k, A[4]);
        for (const c of [A[3], A[2], A[1], A[0]]) poly = tf.mul(k, tf.add(c, poly));
        const c = tf.mul(tf.mul(RSQRT2PI, tf.exp(tf.mul(-0.5, tf.square(d)))), poly);
        return tf.where(tf.greater(d, 0), tf.sub(1, c), c);
      };
      run = () =>
        tfRun(tf, () => {
          const sqrtT = tf.sqrt(T);
          const d1 = tf.div(tf.add(tf.log(tf.div(S, X)), tf.mul(R + 0.5 * V * V, T)), tf.mul(V, sqrtT));
          const d2 = tf.sub(d1, tf.mul(V, sqrtT));
          const cd1 = cnd(d1);
          const cd2 = cnd(d2);
          const xe = tf.mul(X, tf.exp(tf.mul(-R, T)));
          return {
            call: tf.sub(tf.mul(S, cd1), tf.mul(xe, cd2)),
            put: tf.sub(tf.mul(xe, tf.sub(1, cd2)), tf.mul(S, tf.sub(1, cd1))),
          };
        });
      break;
    }
    case 'stencil': {
      const c = num(inputs.c);
      const u = keep(tf.tensor4d(f32(inputs.u), [1, size, size, 1]));
      const filter = keep(tf.tensor4d([0, c, 0, c, 1 - 4 * c, c, 0, c, 0], [3, 3, 1, 1]));
      const edge = new Uint8Array(size * size);
      for (let i = 0; i < size; i++) {
        edge[i] = edge[(size - 1) * size + i] = edge[i * size] = edge[i * size + size - 1] = 1;
      }
      const mask = keep(tf.tensor4d(edge, [1, size, size, 1], 'bool'));
      run = () => tfRun(tf, () => ({ v: tf.where(mask, u, tf.conv2d(u, filter, 1, 'same')) }));
      break;
    }
    case 'matmul': {
      const a = keep(tf.tensor2d(f32(inputs.a), [size, size]));
      const b = keep(tf.tensor2d(f32(inputs.b), [size, size]));
      run = () => tfRun(tf, () => ({ c: tf.matMul(a, b) }));
      break;
    }
    default:
      return null;
  }
  const go = run;
  return {
    run: go,
    outputs: go,
    note: name === 'matmul' ? 'tf.matMul: a library GEMM, not the naive loop' : 'array ops',
    dispose: () => {
      for (const x of held) x.dispose();
    },
  };
}

export function jaxImpl(jax: Jax, name: string, inputs: Inputs, size: number): PeerImpl | null {
  const np = jax.numpy;
  const arr = (k: string) => np.array(f32(inputs[k]));
  const held: JaxArray[] = [];
  const keep = (x: JaxArray): JaxArray => {
    held.push(x);
    return x;
  };
  const data = async (outs: Record<string, JaxArray>): Promise<Outputs> => {
    const o: Outputs = {};
    for (const [k, v] of Object.entries(outs)) o[k] = (await v.data()) as Float32Array;
    return o;
  };
  let run: (() => Promise<Outputs>) | undefined;
  switch (name) {
    case 'saxpy': {
      const x = keep(arr('x'));
      const y = keep(arr('y'));
      const a = num(inputs.a);
      const f = jax.jit((x: JaxArray, y: JaxArray) => x.mul(a).add(y));
      run = () => data({ y: f(x.ref, y.ref) });
      break;
    }
    case 'chain': {
      const x = keep(arr('x'));
      const y = keep(arr('y'));
      const f = jax.jit((x: JaxArray, y: JaxArray) =>
        np
          .sqrt(np.square(x).add(np.square(y)))
          .mul(0.5)
          .add(1),
      );
      run = () => data({ out: f(x.ref, y.ref) });
      break;
    }
    case 'blackscholes': {
      const S = keep(arr('S'));
      const X = keep(arr('X'));
      const T = keep(arr('T'));
      const R = num(inputs.R);
      const V = num(inputs.V);
      const cnd = (d: JaxArray): JaxArray => {
        const k = np.divide(1, np.abs(d.ref).mul(0.2316419).add(1));
        let poly = k.ref.mul(A[4]);
        for (const c of [A[3], A[2], A[1], A[0]]) poly = k.ref.mul(poly.add(c));
        k.dispose();
        const c = np.exp(np.square(d.ref).mul(-0.5)).mul(RSQRT2PI).mul(poly);
        return np.where(np.greater(d, 0), np.subtract(1, c.ref), c);
      };
      const f = jax.jit((S: JaxArray, X: JaxArray, T: JaxArray) => {
        const sqrtT = np.sqrt(T.ref);
        const d1 = np
          .log(S.ref.div(X.ref))
          .add(T.ref.mul(R + 0.5 * V * V))
          .div(sqrtT.ref.mul(V));
        const d2 = d1.ref.sub(sqrtT.mul(V));
        const cd1 = cnd(d1);
        const cd2 = cnd(d2);
        const xe = X.mul(np.exp(T.mul(-R)));
        const call = S.ref.mul(cd1.ref).sub(xe.ref.mul(cd2.ref));
        const put = xe.mul(np.subtract(1, cd2)).sub(S.mul(np.subtract(1, cd1)));
        return [call, put] as [JaxArray, JaxArray];
      });
      run = async () => {
        const [call, put] = f(S.ref, X.ref, T.ref);
        return data({ call, put });
      };
      break;
    }
    case 'stencil': {
      const c = num(inputs.c);
      const u = keep(arr('u').reshape([1, 1, size, size]));
      const filter = keep(
        np.array(new Float32Array([0, c, 0, c, 1 - 4 * c, c, 0, c, 0])).reshape([1, 1, 3, 3]),
      );
      const edge = new Float32Array(size * size);
      for (let i = 0; i < size; i++) {
        edge[i] = edge[(size - 1) * size + i] = edge[i * size] = edge[i * size + size - 1] = 1;
      }
      const mask = keep(np.array(edge).reshape([1, 1, size, size]));
      const f = jax.jit((u: JaxArray, w: JaxArray, m: JaxArray) =>
        np.where(np.greater(m, 0), u.ref, jax.lax.conv(u, w, [1, 1], 'SAME')),
      );
      run = () => data({ v: f(u.ref, filter.ref, mask.ref) });
      break;
    }
    case 'matmul': {
      const a = keep(arr('a').reshape([size, size]));
      const b = keep(arr('b').reshape([size, size]));
      run = () => data({ c: np.matmul(a.ref, b.ref) });
      break;
    }
    default:
      return null;
  }
  const go = run;
  return {
    run: go,
    outputs: go,
    note: name === 'matmul' ? 'np.matmul: a library GEMM, not the naive loop' : 'jit-fused array ops',
    dispose: () => {
      for (const x of held) x.dispose();
    },
  };
}
