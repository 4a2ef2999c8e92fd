/**
 * cuBLAS for tt.matmul on cuda: libcublas (found at probe: cublas-find.ts) loaded through koffi at
 * the first matmul, one handle per device context (created then, destroyed when the device
 * closes), `cublasSgemm_v2` / `cublasDgemm_v2` enqueued on the queue's stream over the arrays'
 * device pointers. cuBLAS is column-major, tutti row-major: C = A·B is computed as Cᵀ = Bᵀ·Aᵀ,
 * which needs no transposes (a row-major m×k matrix is its column-major k×m transpose). Pedantic
 * math mode: no TF32 or other reduced-precision shortcuts.
 */
import { KernelExecutionError } from '../../errors/errors.js';
import { loadLibrary } from '../shared/koffi.js';

export type GemmDType = 'f32' | 'f64';

/** The cuBLAS functions tutti calls; each returns a cublasStatus_t (0 = success). */
export interface CublasApi {
  readonly path: string;
  create(handle: BigUint64Array): number;
  destroy(handle: bigint): number;
  setStream(handle: bigint, stream: bigint): number;
  setMathMode(handle: bigint, mode: number): number;
  /** cublas?gemm_v2 with host-side alpha and beta (the default pointer mode). */
  gemm(
    dtype: GemmDType,
    handle: bigint,
    transa: number,
    transb: number,
    m: number,
    n: number,
    k: number,
    alpha: Float32Array | Float64Array,
    a: bigint,
    lda: number,
    b: bigint,
    ldb: number,
    beta: Float32Array | Float64Array,
    c: bigint,
    ldc: number,
  ): number;
}

export const CUBLAS_OP_N = 0;
export const CUBLAS_PEDANTIC_MATH = 2;

const STATUS: Readonly<Record<number, string>> = {
  1: 'CUBLAS_STATUS_NOT_INITIALIZED',
  3: 'CUBLAS_STATUS_ALLOC_FAILED',
  7: 'CUBLAS_STATUS_INVALID_VALUE',
  8: 'CUBLAS_STATUS_ARCH_MISMATCH',
  11: 'CUBLAS_STATUS_MAPPING_ERROR',
  13: 'CUBLAS_STATUS_EXECUTION_FAILED',
  14: 'CUBLAS_STATUS_INTERNAL_ERROR',
  15: 'CUBLAS_STATUS_NOT_SUPPORTED',
  16: 'CUBLAS_STATUS_LICENSE_ERROR',
};

/** Throws KernelExecutionError naming the function and the status unless `status` is success. */
export function checkCublas(fn: string, status: number): void {
  if (status === 0) return;
  const name = STATUS[status] ?? 'CUBLAS_STATUS_UNKNOWN';
  throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', `${fn} failed: ${name} (${status})`);
}

const loaded = new Map<string, Promise<CublasApi>>();

async function load(path: string): Promise<CublasApi> {
  const lib = await loadLibrary(path);
  const gemm = (t: 'float' | 'double') =>
    lib.func(
      `int cublas${t === 'float' ? 'S' : 'D'}gemm_v2(uint64_t h, int ta, int tb, int m, int n, int k, const ${t} *alpha, uint64_t A, int lda, uint64_t B, int ldb, const ${t} *beta, uint64_t C, int ldc)`,
    );
  const create = lib.func('int cublasCreate_v2(uint64_t *handle)');
  const destroy = lib.func('int cublasDestroy_v2(uint64_t handle)');
  const setStream = lib.func('int cublasSetStream_v2(uint64_t handle, uint64_t stream)');
  const setMathMode = lib.func('int cublasSetMathMode(uint64_t handle, int mode)');
  const sgemm = gemm('float');
  const dgemm = gemm('double');
  return {
    path,
    create: (h) => Number(create(h)),
    destroy: (h) => Number(destroy(h)),
    setStream: (h, s) => Number(setStream(h, s)),
    setMathMode: (h, m) => Number(setMathMode(h, m)),
    gemm: (dtype, ...args) => Number((dtype === 'f32' ? sgemm : dgemm)(...args)),
  };
}

/** Loads libcublas at `path` once per process; rejects with KernelExecutionError saying what to do. */
export function loadCublas(path: string): Promise<CublasApi> {
  let p = loaded.get(path);
  if (!p) {
    p = load(path).catch((e: unknown) => {
      loaded.delete(path);
      throw new KernelExecutionError(
        'KERNEL_EXECUTION_FAILED',
        `tt.matmul on cuda: cuBLAS (${path}) cannot be loaded: ${e instanceof Error ? e.message : String(e)}; set TUTTI_CUBLAS=none to use tutti's kernel`,
        { cause: e },
      );
    });
    loaded.set(path, p);
  }
  return p;
}

/** A cuBLAS handle for the current context, in pedantic math mode. */
export function createHandle(api: CublasApi): bigint {
  const out = new BigUint64Array(1);
  checkCublas('cublasCreate_v2', api.create(out));
  const h = out[0] ?? 0n;
  checkCublas('cublasSetMathMode', api.setMathMode(h, CUBLAS_PEDANTIC_MATH));
  return h;
}

/**
 * Enqueues C = A·B (row-major, A m×k, B k×n, C m×n; device pointers) on `stream`: the column-major
 * Cᵀ (n×m) = Bᵀ (n×k) · Aᵀ (k×m), leading dimensions n, k and n.
 */
export function enqueueGemm(
  api: CublasApi,
  handle: bigint,
  stream: bigint,
  dtype: GemmDType,
  dims: readonly [m: number, k: number, n: number],
  ptr: { readonly a: bigint; readonly b: bigint; readonly c: bigint },
): void {
  const [m, k, n] = dims;
  const one = dtype === 'f32' ? Float32Array.of(1) : Float64Array.of(1);
  const zero = dtype === 'f32' ? Float32Array.of(0) : Float64Array.of(0);
  checkCublas('cublasSetStream_v2', api.setStream(handle, stream));
  const fn = dtype === 'f32' ? 'cublasSgemm_v2' : 'cublasDgemm_v2';
  checkCublas(
    fn,
    api.gemm(dtype, handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, one, ptr.b, n, ptr.a, k, zero, ptr.c, n),
  );
}
