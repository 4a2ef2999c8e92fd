/**
 * A system BLAS for the native device (tt.matmul): OpenBLAS or any libblas with the CBLAS
 * interface, found at probe in the usual library folders and loaded through koffi, like the C
 * compiler is found. `TUTTI_BLAS=/path/libfoo.so` picks one; `TUTTI_BLAS=none` disables it.
 * Calls run asynchronously on koffi's worker threads over the arrays' host memory (zero-copy).
 */
import { existsSync } from 'node:fs';
import { callAsync, declare, type KoffiFunction, loadKoffi, loadLibrary } from '../shared/koffi.js';

const CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/libopenblas.so.0',
  '/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0',
  '/usr/lib/aarch64-linux-gnu/libopenblas.so.0',
  '/usr/lib64/libopenblas.so.0',
  '/usr/lib/libopenblas.so.0',
  '/usr/local/lib/libopenblas.so.0',
  '/opt/homebrew/opt/openblas/lib/libopenblas.dylib',
  '/usr/lib/x86_64-linux-gnu/libblas.so.3',
  '/usr/lib64/libblas.so.3',
];

export interface Blas {
  readonly path: string;
  readonly sgemm: KoffiFunction;
  readonly dgemm: KoffiFunction;
  /** OpenBLAS's thread count control (deterministic mode: one thread); absent in other BLAS libraries. */
  readonly threads?: { readonly set: KoffiFunction; readonly initial: number };
}

/** OpenBLAS's openblas_set/get_num_threads, when the library has them. */
function threadControl(lib: Awaited<ReturnType<typeof loadLibrary>>): Blas['threads'] {
  try {
    const get = declare(lib, 'openblas_get_num_threads', 'int32_t', []);
    const set = declare(lib, 'openblas_set_num_threads', 'void', ['int']);
    const initial = Number(get());
    return Number.isInteger(initial) && initial > 0 ? { set, initial } : undefined;
  } catch {
    return undefined;
  }
}

async function tryLoad(path: string): Promise<Blas | undefined> {
  try {
    await loadKoffi();
    const lib = await loadLibrary(path);
    const gemm = (t: 'float' | 'double') =>
      declare(lib, t === 'float' ? 'cblas_sgemm' : 'cblas_dgemm', 'void', [
        'int32_t',
        'int32_t',
        'int32_t',
        'int32_t',
        'int32_t',
        'int32_t',
        t,
        `const ${t} *`,
        'int32_t',
        `const ${t} *`,
        'int32_t',
        t,
        `${t} *`,
        'int32_t',
      ]);
    const threads = threadControl(lib);
    return { path, sgemm: gemm('float'), dgemm: gemm('double'), ...(threads ? { threads } : {}) };
  } catch {
    return undefined;
  }
}

/** The BLAS library file this process would use, or why there is none (cheap: file checks only). */
export function findBlas():
  | { readonly path: string }
  | { readonly path: undefined; readonly reason: string } {
  const env = process.env.TUTTI_BLAS;
  if (env === 'none') return { path: undefined, reason: 'disabled by TUTTI_BLAS=none' };
  const list = env ? [env] : CANDIDATES;
  const path = list.find((p) => existsSync(p));
  if (path) return { path };
  return {
    path: undefined,
    reason: env
      ? `TUTTI_BLAS=${env} does not exist`
      : 'no CBLAS library found (apt-get install libopenblas0-pthread)',
  };
}

let loaded: Promise<Blas | undefined> | undefined;

/** Loads the BLAS found by findBlas() once per process; undefined when there is none or it lacks CBLAS. */
export function loadBlas(): Promise<Blas | undefined> {
  loaded ??= (async () => {
    const found = findBlas();
    return found.path === undefined ? undefined : tryLoad(found.path);
  })();
  return loaded;
}

const ROW_MAJOR = 101;
const NO_TRANS = 111;

/** One row-major product C = A·B on host memory: A is m×k, B k×n, C m×n. */
export interface HostProduct {
  readonly m: number;
  readonly k: number;
  readonly n: number;
  readonly a: Float32Array | Float64Array;
  readonly b: Float32Array | Float64Array;
  readonly c: Float32Array | Float64Array;
}

/** The thread count last given to OpenBLAS (undefined: its own, untouched). */
let threadsSet: number | undefined;

/**
 * C = A·B through the BLAS, off the event loop. `oneThread` (deterministic mode): OpenBLAS runs
 * the call on one thread, so its sums have one order whatever the machine's core count; later
 * calls without it get OpenBLAS's own thread count back.
 */
export async function gemm(
  blas: Blas,
  dtype: 'f32' | 'f64',
  { m, k, n, a, b, c }: HostProduct,
  oneThread = false,
): Promise<void> {
  const want = oneThread ? 1 : blas.threads?.initial;
  if (blas.threads && want !== undefined && want !== (threadsSet ?? blas.threads.initial)) {
    blas.threads.set(want);
    threadsSet = want;
  }
  const fn = dtype === 'f32' ? blas.sgemm : blas.dgemm;
  await callAsync(fn, [ROW_MAJOR, NO_TRANS, NO_TRANS, m, n, k, 1, a, k, b, n, 0, c, n]);
}
