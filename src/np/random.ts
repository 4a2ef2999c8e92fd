/**
 * np.random: arrays of random numbers from the kernel language's counter-based generator
 * (Philox-4x32-10: tt.rand / tt.randn / tt.randInt, docs/kernel-language.md "Random numbers").
 * Element i of an array is the generator's value at (seed, stream, counter i), so an array is a pure
 * function of its seed, stream, options and shape: the same bits on js, wasm, native, webgpu and
 * cuda, and the first n elements of a larger array equal a smaller array's.
 */
import { ArrayOpError } from '../errors/errors.js';
import { cachedKernel } from '../ops/common.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { DTYPES, type DType } from '../types/dtype.js';
import { rand, randInt, randn } from '../types/random.js';
import { arrayOf } from '../types/schema.js';
import { sizeOf } from './broadcast.js';
import { shapeArg } from './creation.js';
import { type CreateOptions, createSpec } from './options.js';
import type { NpDType } from './promote.js';

/**
 * The generator as the kernels name it: any `<name>.rand(…)` in a kernel is tt.rand (a local
 * object, so that bundlers keep the member call that the kernel source spells).
 */
const philox = { rand, randn, randInt };

export interface RandomOptions extends CreateOptions {
  /** A u32 (integer in [0, 2^32)); default: a seed drawn on the host with Math.random. */
  readonly seed?: number;
  /** A u32 selecting an independent sequence of the same seed (default 0). */
  readonly stream?: number;
}
export interface UniformOptions extends RandomOptions {
  readonly low?: number;
  readonly high?: number;
}
export interface NormalOptions extends RandomOptions {
  readonly loc?: number;
  readonly scale?: number;
}

function u32Option(op: string, name: string, v: unknown, fallback: () => number): number {
  if (v === undefined) return fallback();
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `${name} must be an integer in [0, 2^32), got ${String(v)}`,
    );
  return v;
}

function finiteOption(op: string, name: string, v: unknown, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, `${name} must be a finite number, got ${String(v)}`);
  return v;
}

/** Shape, dtype, placement, seed and stream of a call; `floats` or integers only. */
function specOf(
  op: string,
  shape: unknown,
  opts: RandomOptions | undefined,
  extra: string[],
  floats: boolean,
) {
  const s = shapeArg(op, shape);
  const { dtype, queue } = createSpec(op, opts, floats ? 'f32' : 'i32', ['seed', 'stream', ...extra]);
  const ok = floats
    ? dtype === 'f32' || dtype === 'f64'
    : dtype !== 'bool' && dtype !== 'f32' && dtype !== 'f64';
  if (!ok)
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `makes ${floats ? 'f32 or f64' : 'integer'} arrays, not ${dtype}`,
    );
  const seed = u32Option(op, 'seed', opts?.seed, () => Math.floor(Math.random() * 2 ** 32));
  const stream = u32Option(op, 'stream', opts?.stream, () => 0);
  return { shape: s, dtype, queue, seed, stream };
}

type FloatKind = 'uniform' | 'normal';

function floatKernel(kind: FloatKind, dtype: 'f32' | 'f64') {
  const t = DTYPES[dtype] as DType<'f32' | 'f64'>;
  const schema = { out: arrayOf(t), seed: DTYPES.u32, stream: DTYPES.u32, a: t, b: t };
  type Args = { out: number[]; seed: number; stream: number; a: number; b: number };
  const fn =
    kind === 'uniform'
      ? (i: number, { out, seed, stream, a, b }: Args) => {
          out[i] = a + b * philox.rand(seed, stream, i);
        }
      : (i: number, { out, seed, stream, a, b }: Args) => {
          out[i] = a + b * philox.randn(seed, stream, i);
        };
  return cachedKernel(`np.random.${kind}:${dtype}`, () => ({
    schema,
    fn,
    opts: { name: `np_random_${kind}` },
  }));
}

function floats(
  kind: FloatKind,
  shape: unknown,
  opts: UniformOptions & NormalOptions,
  a: number,
  b: number,
): NDArray {
  const op = `np.random.${kind}`;
  const keys = kind === 'uniform' ? ['low', 'high'] : ['loc', 'scale'];
  const s = specOf(op, shape, opts, keys, true);
  const dtype = s.dtype as 'f32' | 'f64';
  const out = emptyOnQueue(s.shape, dtype, s.queue);
  const n = sizeOf(s.shape);
  if (n > 0)
    floatKernel(kind, dtype)
      .launch(n, { out, seed: s.seed, stream: s.stream, a, b }, { queue: s.queue })
      .catch(() => {});
  return out;
}

/** Uniform numbers in [low, high) (default [0, 1); f32 or f64, default f32): low + (high - low) * tt.rand(seed, stream, i). */
export function uniform(shape: readonly number[] | number, opts?: UniformOptions): NDArray {
  const low = finiteOption('np.random.uniform', 'low', opts?.low, 0);
  const high = finiteOption('np.random.uniform', 'high', opts?.high, 1);
  return floats('uniform', shape, opts ?? {}, low, high - low);
}

/** Normal numbers (default loc 0, scale 1; f32 or f64): loc + scale * tt.randn(seed, stream, i). */
export function normal(shape: readonly number[] | number, opts?: NormalOptions): NDArray {
  const loc = finiteOption('np.random.normal', 'loc', opts?.loc, 0);
  const scale = finiteOption('np.random.normal', 'scale', opts?.scale, 1);
  return floats('normal', shape, opts ?? {}, loc, scale);
}

const RANGES: Partial<Record<NpDType, readonly [number, number]>> = {
  i8: [-128, 127],
  u8: [0, 255],
  i16: [-32768, 32767],
  u16: [0, 65535],
  i32: [-(2 ** 31), 2 ** 31 - 1],
  u32: [0, 2 ** 32 - 1],
};

/**
 * Integers in [low, high) (default dtype i32; `high` required): low + tt.randInt(seed, stream, i) %
 * (high - low), computed modulo 2^32 (the modulo's bias is below (high - low) / 2^32).
 */
export function integers(shape: readonly number[] | number, opts: UniformOptions): NDArray {
  const op = 'np.random.integers';
  const s = specOf(op, shape, opts, ['low', 'high'], false);
  const low = finiteOption(op, 'low', opts?.low, 0);
  const high = finiteOption(op, 'high', opts?.high, Number.NaN);
  const [min, max] = RANGES[s.dtype] ?? [0, 0];
  if (!Number.isInteger(low) || !Number.isInteger(high) || low >= high || low < min || high - 1 > max)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `needs integers low < high with [low, high) inside ${s.dtype}'s [${min}, ${max}], got [${low}, ${high})`,
    );
  const schema = {
    out: arrayOf(DTYPES[s.dtype] as DType<'i32'>),
    seed: DTYPES.u32,
    stream: DTYPES.u32,
    low: DTYPES.u32,
    span: DTYPES.u32,
  };
  type Args = { out: number[]; seed: number; stream: number; low: number; span: number };
  const k = cachedKernel(`np.random.integers:${s.dtype}`, () => ({
    schema,
    fn: (i: number, { out, seed, stream, low, span }: Args) => {
      const r = philox.randInt(seed, stream, i);
      out[i] = low + (span === 0 ? r : r % span);
    },
    opts: { name: 'np_random_integers' },
  }));
  const out = emptyOnQueue(s.shape, s.dtype as 'i32', s.queue);
  const n = sizeOf(s.shape);
  const span = high - low === 2 ** 32 ? 0 : high - low;
  if (n > 0)
    k.launch(n, { out, seed: s.seed, stream: s.stream, low: low >>> 0, span }, { queue: s.queue }).catch(
      () => {},
    );
  return out;
}
