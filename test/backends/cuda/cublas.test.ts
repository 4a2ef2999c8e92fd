/**
 * cuBLAS for tt.matmul on cuda, without a GPU: which library the probe finds (the `cublas`
 * setting, TUTTI_CUBLAS, the CUDA library folders), what `details.matmul` says, which
 * implementation tt.matmul picks, and how a row-major C = A·B maps onto column-major
 * cublas?gemm_v2 (a fake library records the calls). The end-to-end run through koffi is in
 * fake-driver.test.ts (a fake libcublas on the fake driver).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceInfo } from '../../../src/backends/backend.js';
import type { CudaContext } from '../../../src/backends/cuda/context.js';
import {
  CUBLAS_PEDANTIC_MATH,
  type CublasApi,
  createHandle,
  enqueueGemm,
  loadCublas,
} from '../../../src/backends/cuda/cublas.js';
import { findCublas } from '../../../src/backends/cuda/cublas-find.js';
import { CudaDevice } from '../../../src/backends/cuda/device.js';
import { matmulDetail } from '../../../src/backends/cuda/probe.js';
import { configure } from '../../../src/config/settings.js';
import { ConfigError, KernelExecutionError } from '../../../src/errors/errors.js';
import { matmulKind } from '../../../src/ops/matmul.js';
import type { Device } from '../../../src/runtime/device.js';
import { cleanup, setEnv, tempDir } from '../../cache/temp-env.js';

afterEach(() => {
  configure({ cublas: undefined });
  cleanup();
});

describe('finding libcublas', () => {
  it("'none' turns cuBLAS off, naming where that came from", () => {
    setEnv('TUTTI_CUBLAS', 'none');
    expect(findCublas()).toEqual({
      path: undefined,
      reason: 'cuBLAS disabled by environment variable TUTTI_CUBLAS',
    });
    configure({ cublas: 'none' });
    expect(findCublas()).toMatchObject({ reason: 'cuBLAS disabled by configure()' });
  });

  it('a configured path is used when it exists, else the reason says it does not', () => {
    const dir = tempDir('tutti-cublas-');
    const lib = join(dir, 'libcublas.so.13');
    writeFileSync(lib, '');
    configure({ cublas: lib });
    expect(findCublas()).toEqual({ path: lib });
    configure({ cublas: join(dir, 'missing', 'libcublas.so') });
    expect(findCublas()).toEqual({
      path: undefined,
      reason: `${join(dir, 'missing', 'libcublas.so')} (from configure()) does not exist`,
    });
  });

  it('by default the CUDA roots are searched (CUDA_HOME/lib64), the shortest name first', () => {
    const root = tempDir('tutti-cuda-home-');
    mkdirSync(join(root, 'lib64'));
    for (const n of ['libcublas.so.13.0.2', 'libcublas.so.13', 'libcublasLt.so.13'])
      writeFileSync(join(root, 'lib64', n), '');
    setEnv('TUTTI_CUBLAS', undefined);
    setEnv('LD_LIBRARY_PATH', undefined);
    setEnv('CUDA_HOME', root);
    expect(findCublas()).toEqual({ path: join(root, 'lib64', 'libcublas.so.13') });
  });

  it('the setting is validated: a value that is no library path is a ConfigError', () => {
    expect(() => configure({ cublas: 'yes' })).toThrow(ConfigError);
    setEnv('TUTTI_CUBLAS', 'cublas');
    const found = findCublas();
    expect(found.path).toBeUndefined();
    expect('reason' in found && found.reason).toMatch(
      /setting 'cublas' from environment variable TUTTI_CUBLAS is "cublas"; expected .*'none'/,
    );
  });

  it('details.matmul says cuBLAS and its path, or the tiled kernel and why', () => {
    expect(matmulDetail({ path: '/usr/local/cuda/lib64/libcublas.so.13' })).toBe(
      'cuBLAS /usr/local/cuda/lib64/libcublas.so.13',
    );
    expect(matmulDetail({ path: undefined, reason: 'no libcublas found' })).toBe(
      'tiled CUDA kernel (no libcublas found)',
    );
  });

  it('a cuda device offers cuBLAS as its gemm only when the probe found libcublas', () => {
    const info: DeviceInfo = {
      index: 0,
      name: 'no GPU',
      kind: 'gpu',
      caps: { f64: true, atomics: true, maxRange: [1, 1, 1], maxBufferBytes: 1 },
    };
    // the constructor only reads the compute capability; nothing here touches a driver
    const ctx = { gpu: { cc: [9, 0] } } as unknown as CudaContext;
    const device = (path: string | undefined) =>
      ({ library: new CudaDevice(info, ctx, path).library, traits: {} }) as Device;
    expect(device('/x/libcublas.so').library.gemm?.name).toBe('cublas');
    expect(matmulKind(device('/x/libcublas.so'))).toBe('cublas');
    expect(device(undefined).library.gemm).toBeUndefined();
    expect(matmulKind(device(undefined))).toBe('tile4x4');
  });

  it('a library that cannot be loaded rejects with KernelExecutionError saying how to opt out', async () => {
    const dir = tempDir('tutti-cublas-');
    const lib = join(dir, 'libcublas.so');
    writeFileSync(lib, 'not a library');
    await expect(loadCublas(lib)).rejects.toThrow(KernelExecutionError);
    await expect(loadCublas(lib)).rejects.toThrow(/cannot be loaded: .*TUTTI_CUBLAS=none/);
  });
});

/** A fake cuBLAS recording every call. */
function recorder(status = 0): CublasApi & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    path: '/fake/libcublas.so',
    calls,
    create: (h) => {
      h[0] = 0x42n;
      calls.push(['create']);
      return 0;
    },
    destroy: (h) => {
      calls.push(['destroy', h]);
      return 0;
    },
    setStream: (h, s) => {
      calls.push(['setStream', h, s]);
      return 0;
    },
    setMathMode: (h, m) => {
      calls.push(['setMathMode', h, m]);
      return 0;
    },
    gemm: (dtype, ...args) => {
      calls.push([
        'gemm',
        dtype,
        ...args.map((a) =>
          a instanceof Float32Array || a instanceof Float64Array ? [a.constructor.name, a[0]] : a,
        ),
      ]);
      return status;
    },
  };
}

describe('row-major C = A·B on column-major cublas?gemm_v2', () => {
  it('a handle is created in pedantic math mode (no TF32 shortcuts)', () => {
    const api = recorder();
    expect(createHandle(api)).toBe(0x42n);
    expect(api.calls).toEqual([['create'], ['setMathMode', 0x42n, CUBLAS_PEDANTIC_MATH]]);
  });

  it('computes Cᵀ = Bᵀ·Aᵀ: m and n swap, B comes first, leading dimensions n, k, n, on the stream', () => {
    const api = recorder();
    const [m, k, n] = [3, 5, 7];
    enqueueGemm(api, 0x42n, 0x5000n, 'f32', [m, k, n], { a: 0xa0n, b: 0xb0n, c: 0xc0n });
    expect(api.calls).toEqual([
      ['setStream', 0x42n, 0x5000n],
      [
        'gemm',
        'f32',
        0x42n,
        0,
        0,
        n,
        m,
        k,
        ['Float32Array', 1],
        0xb0n,
        n,
        0xa0n,
        k,
        ['Float32Array', 0],
        0xc0n,
        n,
      ],
    ]);
  });

  it('f64 calls Dgemm with double alpha and beta', () => {
    const api = recorder();
    enqueueGemm(api, 0x42n, 0n, 'f64', [2, 2, 2], { a: 1n, b: 2n, c: 3n });
    expect(api.calls[1]?.slice(0, 2)).toEqual(['gemm', 'f64']);
    expect(api.calls[1]?.[8]).toEqual(['Float64Array', 1]);
  });

  it('a failing status is a KernelExecutionError naming the function and the status', () => {
    expect(() => enqueueGemm(recorder(13), 0x42n, 0n, 'f32', [1, 1, 1], { a: 1n, b: 2n, c: 3n })).toThrow(
      /cublasSgemm_v2 failed: CUBLAS_STATUS_EXECUTION_FAILED \(13\)/,
    );
  });
});
