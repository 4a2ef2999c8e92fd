/**
 * tt.matmul(a, b, [m, k, n]) (or tt.matmul(a, b) for 2-D a [m, k], b [k, n]): C = A·B for row-major f32 (f64 where the device has it) arrays on
 * one device; returns a new [m, n] array there. On native a system BLAS (cblas_sgemm/dgemm, found
 * at probe: see `tt.devices()` details.matmul) runs on the arrays' memory without copies and off
 * the event loop; on wasm a packed, register-blocked f32x4/f64x2 GEMM runs on the worker pool
 * (backends/wasm/gemm.ts); on cuda cuBLAS (cublasSgemm_v2/Dgemm_v2 on the queue's stream, found at
 * probe: details.matmul) — each the device's library entry (`device.library.gemm`, backends/backend.ts);
 * without one, a register-blocked kernel runs (on hardware GPUs the work-group kernel of
 * matmul-group.ts).
 */
import { ArrayOpError } from '../errors/errors.js';
import type { Allocation } from '../memory/space.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { userCall } from '../runtime/user-call.js';
import { checkArray, like, refuseF64 } from './common.js';
import { inferMatmulDims } from './matmul-dims.js';
import { groupMatmulKernel, groupMatmulRange } from './matmul-group.js';
import { type MatmulDType, tile4x4Kernel } from './matmul-kernels.js';
import { tile4x8Kernel, tile4x8Range } from './matmul-tile4x8.js';

export type MatmulDims = readonly [m: number, k: number, n: number];

function checkDims(op: string, a: NDArray, b: NDArray, dims: unknown): [number, number, number] {
  if (
    !Array.isArray(dims) ||
    dims.length !== 3 ||
    dims.some((d) => typeof d !== 'number' || !Number.isInteger(d) || d < 1)
  ) {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `dims must be [m, k, n], three positive integers, got ${JSON.stringify(dims)}`,
    );
  }
  const [m, k, n] = dims as [number, number, number];
  if (a.length !== m * k) {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `a (${a.describe()}) has ${a.length} elements but [m, k] = [${m}, ${k}] needs ${m * k}`,
    );
  }
  if (b.length !== k * n) {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `b (${b.describe()}) has ${b.length} elements but [k, n] = [${k}, ${n}] needs ${k * n}`,
    );
  }
  if (a.dtype !== b.dtype) {
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `a is ${a.dtype} and b is ${b.dtype}; give both the same dtype`,
    );
  }
  if (a.device !== b.device || a.queue !== b.queue) {
    throw new ArrayOpError(
      'OP_PLACEMENT_MISMATCH',
      op,
      `a is on ${a.queue.toString()} and b on ${b.queue.toString()}; compute follows data, so move one (b.to(a.device))`,
    );
  }
  return [m, k, n];
}

/**
 * Which implementation runs tt.matmul on `device` (for benchmarks and diagnostics): the device's
 * library GEMM when it offers one (native: 'blas', wasm: 'wasm-gemm', cuda: 'cublas'), else one of
 * tutti's kernels. A device whose shared memory pays for staged tiles (a hardware GPU) gets the
 * work-group kernel; one that gains from wide register tiles (a software adapter such as
 * llvmpipe, where register kernels measured 2x faster: docs/ops.md) the 4 × 8 register kernel;
 * every other device the 4 × 4 one.
 */
export function matmulKind(device: Device): string {
  const gemm = device.library.gemm;
  if (gemm) return gemm.name;
  if (device.traits.sharedMemoryTiles) return 'group4x4';
  if (device.traits.wideRegisterTiles) return 'tile4x8';
  return 'tile4x4';
}

/** Columns of A (rows of B) per launch on CPUs: a slice of B that stays in cache (k-blocking). */
const CPU_K_SLICE = 128;

function isF32(x: NDArray): x is NDArray<'f32'> {
  return x.dtype === 'f32';
}

/** Runs a matmul kernel over k in slices (CPUs) or at once (GPUs), adding each slice into c. */
export function launchMatmulKernel(
  dtype: MatmulDType,
  a: NDArray,
  b: NDArray,
  c: NDArray,
  m: number,
  k: number,
  n: number,
): Promise<void> {
  const kind = matmulKind(a.device);
  if (isF32(a) && isF32(b) && isF32(c) && (kind === 'group4x4' || kind === 'tile4x8')) {
    const launched =
      kind === 'group4x4'
        ? groupMatmulKernel().launch(groupMatmulRange(m, n), { A: a, B: b, C: c, m, k, n })
        : tile4x8Kernel().launch(tile4x8Range(m, n), { A: a, B: b, C: c, m, k, n });
    return launched.then(() => {});
  }
  const slice = a.device.kind === 'gpu' ? k : CPU_K_SLICE;
  const kernel = tile4x4Kernel(dtype);
  const range: [number, number] = [Math.ceil(m / 4), Math.ceil(n / 4)];
  const launches: Promise<unknown>[] = [];
  for (let p0 = 0; p0 < k; p0 += slice) {
    launches.push(kernel.launch(range, { A: a, B: b, C: c, m, k, n, p0, p1: Math.min(p0 + slice, k) }));
  }
  return Promise.all(launches).then(() => {});
}

/**
 * Runs `gemm` on the queue, after earlier uses of the three arrays, with their allocations on the
 * device: the device's library GEMM (`device.library.gemm`).
 */
function deviceGemmTask(
  a: NDArray,
  b: NDArray,
  c: NDArray,
  gemm: (allocs: [Allocation, Allocation, Allocation]) => Promise<void>,
) {
  return a.queue.task({ reads: [a, b], writes: [c], what: 'tt.matmul' }, async (scope) => {
    const allocs: [Allocation, Allocation, Allocation] = [
      await scope.allocation(a),
      await scope.allocation(b),
      await scope.allocation(c),
    ];
    await gemm(allocs);
  });
}

/**
 * C = A·B with A [m×k] and B [k×n] row-major (any shapes with those element counts), as a new
 * [m, n] array on their device. f32 everywhere; f64 on devices with f64.
 */
export function matmul<N extends MatmulDType>(a: NDArray<N>, b: NDArray<N>, dims?: MatmulDims): NDArray<N> {
  const op = 'tt.matmul';
  return withOpCall(userCall(op, [a, b]), () => {
    checkArray(op, a, ['f32', 'f64']);
    checkArray(op, b, ['f32', 'f64']);
    const [m, k, n] = checkDims(op, a, b, dims ?? inferMatmulDims(op, a, b));
    refuseF64(op, a);
    return matmulTo(a, b, [m, k, n], [m, n]);
  });
}

/**
 * C = A·B for checked operands (same dtype and queue, a of m·k and b of k·n elements, row-major,
 * any shapes) into a new array of `shape` (m·n elements, any shape: tt.np's batch and 1-D shapes).
 */
export function matmulTo<N extends MatmulDType>(
  a: NDArray<N>,
  b: NDArray<N>,
  [m, k, n]: MatmulDims,
  shape: readonly number[],
): NDArray<N> {
  const c = like(a, a.dtype, shape) as NDArray<N>;
  matmulInto(a, b, c, [m, k, n]);
  return c;
}

/** C = A·B into the existing `c` (m·n elements; a sub-range view too), as matmulTo computes it. */
export function matmulInto<N extends MatmulDType>(
  a: NDArray<N>,
  b: NDArray<N>,
  c: NDArray<N>,
  [m, k, n]: MatmulDims,
): void {
  const dtype = a.dtype as MatmulDType;
  const gemm = a.device.library.gemm;
  if (gemm) {
    deviceGemmTask(a, b, c, ([ha, hb, hc]) => gemm.run(a.queue.handle, dtype, [m, k, n], ha, hb, hc)).catch(
      () => {},
    );
    return;
  }
  launchMatmulKernel(dtype, a, b, c, m, k, n).catch(() => {});
}
