/**
 * Is CUDA usable here? In order, each failure with its precise reason: Node (the driver is reached
 * through FFI), koffi, libcuda.so (the driver), cuInit, at least one device, a compiler (NVRTC or
 * nvcc). Fast: a dlopen and a few driver queries, no compile. node: modules and koffi are imported
 * dynamically, so a browser bundle never loads them.
 */
import { ownModule } from '../../config/own-module.js';
import type { DeviceInfo } from '../backend.js';
import { loadKoffi } from '../shared/koffi.js';
import { loadFailureReason } from '../shared/load-reason.js';
import type { CublasFound } from './cublas-find.js';
import { ATTR, CUDA_SUCCESS, Driver, type DriverApi } from './driver.js';

export interface CudaGpu {
  readonly ordinal: number;
  readonly name: string;
  /** Compute capability, e.g. [9, 0]. */
  readonly cc: readonly [number, number];
  readonly memoryBytes: number;
  readonly multiprocessors: number;
}

export type CudaProbe =
  | {
      readonly available: true;
      readonly driver: DriverApi;
      readonly driverVersion: number;
      readonly gpus: readonly CudaGpu[];
      readonly compiler: { readonly kind: 'nvrtc' | 'nvcc' | 'prebuilt'; readonly path: string };
      /** The libcublas tt.matmul calls, or why there is none (then a tiled kernel runs). */
      readonly cublas: CublasFound;
    }
  | { readonly available: false; readonly reason: string };

/** Where libcuda may be: TUTTI_LIBCUDA, else the loader's search path. */
function driverNames(platform: string): string[] {
  const configured = process.env.TUTTI_LIBCUDA;
  if (configured) return [configured];
  return platform === 'win32' ? ['nvcuda.dll'] : ['libcuda.so.1', 'libcuda.so'];
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function gpuOf(d: DriverApi, ordinal: number): CudaGpu {
  const dev = d.out32('deviceGet', ordinal);
  const nameBuf = new Uint8Array(256);
  d.call('deviceGetName', nameBuf, nameBuf.length, dev);
  const end = nameBuf.indexOf(0);
  const name = new TextDecoder().decode(nameBuf.subarray(0, end < 0 ? nameBuf.length : end));
  const attr = (a: number) => d.out32('deviceGetAttribute', a, dev);
  return {
    ordinal: dev,
    name,
    cc: [attr(ATTR.ccMajor), attr(ATTR.ccMinor)],
    memoryBytes: Number(d.out64('deviceTotalMem', dev)),
    multiprocessors: attr(ATTR.multiprocessors),
  };
}

type Koffi = Driver['koffi'];
type FindCompiler = () => Extract<CudaProbe, { available: true }>['compiler'] | { readonly missing: string };

function notNode(): CudaProbe | undefined {
  if (typeof process === 'undefined' || !process.versions?.node) {
    return { available: false, reason: 'CUDA needs Node.js (the driver is called through FFI)' };
  }
  return undefined;
}

/** The driver part of the probe: synchronous once koffi and the finders are at hand. */
export function probeDriver(
  koffi: Koffi,
  findCompiler: FindCompiler,
  findCublas: () => CublasFound,
): CudaProbe {
  const names = driverNames(process.platform);
  let driver: Driver | undefined;
  for (const n of names) {
    try {
      driver = new Driver(koffi, koffi.load(n), n);
      break;
    } catch {
      // try the next name
    }
  }
  if (!driver) {
    const what = process.env.TUTTI_LIBCUDA ?? (process.platform === 'win32' ? 'nvcuda.dll' : 'libcuda.so');
    return { available: false, reason: `${what} not found (no NVIDIA driver)` };
  }
  try {
    const r = driver.raw('init', 0);
    if (r !== CUDA_SUCCESS) {
      if (r === 100) return { available: false, reason: 'no CUDA device' };
      return { available: false, reason: `cuInit failed: ${driver.errorName(r)}` };
    }
    const count = driver.out32('deviceGetCount');
    if (count < 1) return { available: false, reason: 'no CUDA device' };
    const gpus = Array.from({ length: count }, (_, i) => gpuOf(driver, i));
    const driverVersion = driver.out32('driverGetVersion');
    const compiler = findCompiler();
    if ('missing' in compiler) return { available: false, reason: compiler.missing };
    return { available: true, driver, driverVersion, gpus, compiler, cublas: findCublas() };
  } catch (e) {
    return { available: false, reason: `the CUDA driver (${driver.path}) failed: ${message(e)}` };
  }
}

async function probeOnce(): Promise<CudaProbe> {
  const off = notNode();
  if (off) return off;
  let koffi: Koffi;
  try {
    koffi = await loadKoffi();
  } catch (e) {
    return { available: false, reason: loadFailureReason(e, 'the koffi FFI package cannot load') };
  }
  const { findCudaCompiler } = await ownModule(() => import('./toolchain.js'));
  const { findCublas } = await ownModule(() => import('./cublas-find.js'));
  return probeDriver(koffi, findCudaCompiler, findCublas);
}

let verdict: Promise<CudaProbe> | undefined;

/** Probes once per process. */
export function probeCuda(): Promise<CudaProbe> {
  verdict ??= probeOnce();
  return verdict;
}

/** The verdict of probeCuda once known (a synchronous probe sets it too). */
export function settleCuda(v: CudaProbe): CudaProbe {
  verdict ??= Promise.resolve(v);
  return v;
}

/** What `tt.devices()` shows for one GPU. */
export function deviceInfo(
  g: CudaGpu,
  index: number,
  p: { driverVersion: number; compiler: string; cublas: CublasFound },
): DeviceInfo {
  const gib = g.memoryBytes / 2 ** 30;
  const dv = p.driverVersion;
  return {
    index,
    name: g.name,
    kind: 'gpu',
    caps: {
      f64: true,
      atomics: true,
      maxRange: [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1],
      maxBufferBytes: g.memoryBytes,
      maxWorkgroupSize: [1024, 1024, 64],
      maxWorkgroupItems: 1024,
      // statically sized __shared__ arrays: 48 KiB per block on every architecture
      maxWorkgroupSharedBytes: 48 * 1024,
      // a sub-group is a warp
      subgroupSizes: [32],
    },
    details: {
      computeCapability: `${g.cc[0]}.${g.cc[1]}`,
      arch: `sm_${g.cc[0]}${g.cc[1]}`,
      memory: `${gib.toFixed(1)} GiB`,
      memoryBytes: g.memoryBytes,
      multiprocessors: g.multiprocessors,
      driver: `${Math.floor(dv / 1000)}.${(dv % 1000) / 10}`,
      compiler: p.compiler,
      matmul: matmulDetail(p.cublas),
    },
  };
}

/** What `tt.devices()` shows as `details.matmul`: cuBLAS and its path, or the kernel and why. */
export function matmulDetail(found: CublasFound): string {
  return found.path !== undefined ? `cuBLAS ${found.path}` : `tiled CUDA kernel (${found.reason})`;
}
