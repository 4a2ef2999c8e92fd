/**
 * The same expression as bench/np-jit.ts, `a * exp(b) + sqrt(c)` on f32, in jax-js (its `jit` on
 * its wasm device) and TensorFlow.js (its wasm backend), for issue 30's "faster than jax-js's jit,
 * ≥ 2× TF.js" targets. Both get the same inputs as tutti (copied in once, before timing). Runners
 * for bench/measure.ts's round-robin: "compute" waits until the result exists (jax-js:
 * blockUntilReady; TF.js wasm runs its kernels synchronously); "+ read" also copies it to the host.
 * Each runner frees its result, so memory stays flat over the rounds.
 */
import * as jax from '@jax-js/jax';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';

/** Round-robin runners, and the result they compute (checked against tutti's). */
type Others = { runners: Map<string, () => unknown>; result: Float32Array };

/** jax-js's jit of the expression on its wasm device, on a copy of the inputs. */
export async function jaxRunners(a: Float32Array, b: Float32Array, c: Float32Array): Promise<Others> {
  await jax.init('wasm');
  const np = jax.numpy;
  const put = (x: Float32Array) => np.array(x, { dtype: np.float32, device: 'wasm' });
  const [ja, jb, jc] = [put(a), put(b), put(c)];
  // jax-js functions take ownership of their arguments: `.ref` keeps the inputs for the next call
  const f = jax.jit((x: jax.Array, y: jax.Array, z: jax.Array) =>
    np.add(np.multiply(x, np.exp(y)), np.sqrt(z)),
  );
  const call = () => f(ja.ref, jb.ref, jc.ref);
  const result = (await call().data()) as Float32Array;
  const runners = new Map<string, () => unknown>([
    [
      'jax-js jit (wasm)',
      async () => {
        const r = await call().blockUntilReady();
        r.dispose();
      },
    ],
    [
      'jax-js jit + read',
      async () => {
        await call().data();
      },
    ],
  ]);
  return { runners, result };
}

/** TensorFlow.js's wasm backend on the expression, eagerly (TF.js has no fusing jit). */
export async function tfRunners(a: Float32Array, b: Float32Array, c: Float32Array): Promise<Others> {
  if (!(await tf.setBackend('wasm'))) throw new Error('TF.js wasm backend unavailable');
  const [ta, tb, tc] = [tf.tensor1d(a), tf.tensor1d(b), tf.tensor1d(c)];
  const call = () => tf.tidy(() => tf.add(tf.mul(ta, tf.exp(tb)), tf.sqrt(tc)));
  const result = (await call().data()) as Float32Array;
  const runners = new Map<string, () => unknown>([
    [
      'TF.js (wasm backend)',
      () => {
        call().dispose();
      },
    ],
    [
      'TF.js + read',
      async () => {
        const r = call();
        await r.data();
        r.dispose();
      },
    ],
  ]);
  return { runners, result };
}
