/**
 * The table of settings: each key's type, default, environment variable, validator and meaning.
 * Browser-safe (no node: imports); docs/config.md mirrors this table.
 */
import { readEnv } from './env.js';

export interface Settings {
  /** The float type for floats with nothing typed to adopt (TUTTI_FLOAT). */
  readonly float: 'f32' | 'f64';
  /** The device arrays go to when no device is given (TUTTI_DEVICE). */
  readonly device: string;
  /** C compiler for the native backend (TUTTI_CC, else CC, else 'cc'). */
  readonly cc: string;
  /** Flags for native builds (TUTTI_CFLAGS), space-separated. */
  readonly cflags: string;
  /** Worker threads for CPU backends; 0 = all cores (TUTTI_THREADS). */
  readonly threads: number;
  /** Directory of the compile cache (TUTTI_CACHE_DIR); default $XDG_CACHE_HOME/tutti or ~/.cache/tutti. */
  readonly cacheDir: string;
  /** Size cap of the compile cache in bytes; least recently used entries go first (TUTTI_CACHE_MAX_BYTES). */
  readonly cacheMaxBytes: number;
  /** Entry count cap of the compile cache; least recently used entries go first (TUTTI_CACHE_MAX_ENTRIES). */
  readonly cacheMaxEntries: number;
  /** Days after which a scan removes unused entries of other builds of tutti (TUTTI_CACHE_OTHER_BUILDS_DAYS). */
  readonly cacheOtherBuildsDays: number;
  /** Read-only caches searched after cacheDir, separated by the path delimiter (TUTTI_CACHE_READONLY_DIRS). */
  readonly cacheReadOnlyDirs: string;
  /** 'persistent' (cacheDir) or 'session' (a private cache removed at exit) (TUTTI_CACHE_LIFETIME). */
  readonly cacheLifetime: string;
  /** Backends to probe: 'all', or ids separated by commas, e.g. 'native,wasm,js' (TUTTI_BACKENDS). */
  readonly backends: string;
  /** C++ compiler of order sections (TUTTI_CXX, else CXX, else 'c++'). */
  readonly cxx: string;
  /** Fortran compiler of order sections (TUTTI_FC, else FC, else 'gfortran'). */
  readonly fc: string;
  /** nvcc for order cuda sections (TUTTI_NVCC, else NVCC); '' = found on PATH or in CUDA_HOME. */
  readonly nvcc: string;
  /** Flags of order section builds, added to the model's (TUTTI_ORDER_FLAGS). */
  readonly orderFlags: string;
  /** Order models tried first, comma-separated, before the default priority (TUTTI_ORDER_PREFER). */
  readonly orderPrefer: string;
  /** Default `timeoutMs` of every launch; 0 = none (TUTTI_LAUNCH_TIMEOUT_MS). */
  readonly launchTimeoutMs: number;
  /** libcublas of tt.matmul on cuda (TUTTI_CUBLAS): '' = the usual CUDA library folders, 'none' = off, or a path. */
  readonly cublas: string;
  /** Dawn backends of webgpu in Node (TUTTI_WEBGPU_BACKEND): 'auto', or e.g. 'vulkan', 'opengles,vulkan'. */
  readonly webgpuBackend: string;
  /** How webgpu computes f32 `/` and Math.sqrt (TUTTI_WEBGPU_DIV_SQRT): 'auto' or 'integer'. */
  readonly webgpuDivSqrt: string;
  /** Whether webgpu kernels use the adapter's hardware sub-groups (TUTTI_WEBGPU_SUBGROUPS): 'auto' or 'emulate'. */
  readonly webgpuSubgroups: string;
  /** Bit-identical float atomics and ops for any thread count (TUTTI_DETERMINISTIC; docs/config.md). */
  readonly deterministic: boolean;
}

export type SettingKey = keyof Settings;

export interface SettingSpec<K extends SettingKey> {
  /** The value when nothing sets it (computed: some defaults depend on the environment). */
  readonly fallback: () => Settings[K];
  /** Environment variables read, the first set one wins. */
  readonly env: readonly string[];
  readonly valid: (v: unknown) => v is Settings[K];
  /** What a valid value looks like (in error messages). */
  readonly expected: string;
  /** One line for `tutti config` and docs. */
  readonly meaning: string;
  /** Parses an environment string to the setting's type. */
  readonly parseEnv: (raw: string) => unknown;
}

const GIB = 1024 ** 3;

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const asString = (raw: string): unknown => raw;
const asBoolean = (raw: string): unknown => {
  const v = raw.trim().toLowerCase();
  return v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : raw;
};
const asNumber = (raw: string): unknown => (raw.trim() === '' ? Number.NaN : Number(raw));

const SIZE = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i;
const UNITS: Readonly<Record<string, number>> = { '': 1, k: 1024, m: 1024 ** 2, g: GIB, t: 1024 ** 4 };

/** '512M', '2GiB', '1048576' -> bytes (binary units); anything else -> NaN. */
export function parseSize(raw: string): number {
  const m = SIZE.exec(raw);
  if (!m) return Number.NaN;
  return Math.round(Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? Number.NaN));
}

/** The platform default cache directory, from the environment only (no node: imports). */
export function defaultCacheDir(): string {
  const xdg = readEnv('XDG_CACHE_HOME');
  if (xdg) return `${xdg.replace(/\/+$/, '')}/tutti`;
  const home = readEnv('HOME') ?? readEnv('USERPROFILE');
  return home ? `${home.replace(/[/\\]+$/, '')}/.cache/tutti` : '.tutti-cache';
}

/** Flags that let the C compiler change float results, which tutti's one semantics forbids. */
const UNSAFE_MATH_FLAGS = [
  '-ffast-math',
  '-Ofast',
  '-funsafe-math-optimizations',
  '-ffinite-math-only',
  '-fno-signed-zeros',
  '-freciprocal-math',
  '-fassociative-math',
];

/** Dawn's backend names (its `backend=` option). */
export const DAWN_BACKENDS = ['vulkan', 'opengles', 'opengl', 'd3d12', 'd3d11', 'metal'] as const;
const DAWN_NAME = `(?:${DAWN_BACKENDS.join('|')})`;
const WEBGPU_BACKENDS = new RegExp(`^\\s*(?:auto|${DAWN_NAME}(?:\\s*,\\s*${DAWN_NAME})*)\\s*$`);

/** A path naming a shared library: '/opt/cuda/lib64/libcublas.so.13', 'C:\\cuda\\cublas64_13.dll'. */
function isLibraryPath(v: string): boolean {
  return /[/\\]/.test(v) && /\.(so(\.\d+)*|dll|dylib)$/.test(v.trim());
}

function hasUnsafeMathFlag(flags: string): boolean {
  return flags.split(/\s+/).some((f) => UNSAFE_MATH_FLAGS.includes(f));
}

export const SPECS: { readonly [K in SettingKey]: SettingSpec<K> } = {
  float: {
    fallback: () => 'f32',
    env: ['TUTTI_FLOAT'],
    valid: (v): v is 'f32' | 'f64' => v === 'f32' || v === 'f64',
    expected: "'f32' or 'f64'",
    meaning: 'type of floats with nothing typed to adopt (a lone literal, int / int)',
    parseEnv: asString,
  },
  device: {
    fallback: () => 'auto',
    env: ['TUTTI_DEVICE'],
    valid: isNonEmptyString,
    expected: "a device selector such as 'auto', 'cpu', 'js'",
    meaning: 'device for arrays and launches when none is given',
    parseEnv: asString,
  },
  cc: {
    fallback: () => 'cc',
    env: ['TUTTI_CC', 'CC'],
    valid: isNonEmptyString,
    expected: 'a C compiler command',
    meaning: 'C compiler of the native backend',
    parseEnv: asString,
  },
  cflags: {
    fallback: () => '-O3 -march=native -fopenmp -fPIC -shared -ffp-contract=off',
    env: ['TUTTI_CFLAGS'],
    valid: (v): v is string => typeof v === 'string' && !hasUnsafeMathFlag(v),
    expected:
      'compiler flags separated by spaces, without flags that change float results (-ffast-math, -Ofast, ' +
      '-funsafe-math-optimizations, -ffinite-math-only, -fno-signed-zeros, -freciprocal-math, -fassociative-math): ' +
      'they change NaN, -0 and rounding, so native results would differ from every other device',
    meaning: 'flags of native builds',
    parseEnv: asString,
  },
  threads: {
    fallback: () => 0,
    env: ['TUTTI_THREADS'],
    valid: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
    expected: 'a non-negative integer (0 = all cores)',
    meaning: 'worker threads of CPU backends (0 = all cores)',
    parseEnv: asNumber,
  },
  cacheDir: {
    fallback: defaultCacheDir,
    env: ['TUTTI_CACHE_DIR'],
    valid: isNonEmptyString,
    expected: 'a directory path',
    meaning: 'directory of the compile cache',
    parseEnv: asString,
  },
  cacheMaxBytes: {
    fallback: () => GIB,
    env: ['TUTTI_CACHE_MAX_BYTES'],
    valid: (v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0,
    expected: "a non-negative integer number of bytes (env also takes '512M', '2G')",
    meaning: 'size cap of the compile cache; least recently used entries are evicted',
    parseEnv: parseSize,
  },
  cacheMaxEntries: {
    fallback: () => 20_000,
    env: ['TUTTI_CACHE_MAX_ENTRIES'],
    valid: (v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0,
    expected: 'a non-negative integer number of entries',
    meaning: 'entry count cap of the compile cache; least recently used entries are evicted',
    parseEnv: asNumber,
  },
  cacheOtherBuildsDays: {
    fallback: () => 7,
    env: ['TUTTI_CACHE_OTHER_BUILDS_DAYS'],
    valid: (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0,
    expected: 'a non-negative number of days',
    meaning:
      'days after which a cache scan removes unused entries keyed by another build of tutti (another checkout, version or rebuild)',
    parseEnv: asNumber,
  },
  cacheReadOnlyDirs: {
    fallback: () => '',
    env: ['TUTTI_CACHE_READONLY_DIRS'],
    valid: (v): v is string => typeof v === 'string',
    expected: "directories separated by ':' (';' on Windows), or ''",
    meaning:
      'read-only compile caches (a site or CI cache) searched, in order, after cacheDir; never written',
    parseEnv: asString,
  },
  cacheLifetime: {
    fallback: () => 'persistent',
    env: ['TUTTI_CACHE_LIFETIME'],
    valid: (v): v is string => v === 'persistent' || v === 'session',
    expected: "'persistent' or 'session'",
    meaning:
      "what this process builds: 'persistent' = kept in cacheDir for later processes; 'session' = in a private temporary cache removed when the process exits (read-only layers still searched)",
    parseEnv: asString,
  },
  backends: {
    fallback: () => 'all',
    env: ['TUTTI_BACKENDS'],
    valid: (v): v is string => typeof v === 'string' && /^\s*(all|[a-z0-9]+(\s*,\s*[a-z0-9]+)*)\s*$/.test(v),
    expected: "'all' or backend ids separated by commas, e.g. 'native,wasm,js'",
    meaning: 'backends to probe when tutti loads; the others are listed as unavailable (js is always kept)',
    parseEnv: asString,
  },
  cxx: {
    fallback: () => 'c++',
    env: ['TUTTI_CXX', 'CXX'],
    valid: isNonEmptyString,
    expected: 'a C++ compiler command',
    meaning: 'C++ compiler of order sections (cpp, openmp_cpp, openacc_cpp)',
    parseEnv: asString,
  },
  fc: {
    fallback: () => 'gfortran',
    env: ['TUTTI_FC', 'FC'],
    valid: isNonEmptyString,
    expected: 'a Fortran compiler command',
    meaning: 'Fortran compiler of order sections (fortran, openmp_fortran, openacc_fortran)',
    parseEnv: asString,
  },
  nvcc: {
    fallback: () => '',
    env: ['TUTTI_NVCC', 'NVCC'],
    valid: (v): v is string => typeof v === 'string',
    expected: "an nvcc command, or '' to find it on PATH / in CUDA_HOME",
    meaning: 'nvcc of order cuda sections',
    parseEnv: asString,
  },
  orderFlags: {
    fallback: () => '-O3 -march=native',
    env: ['TUTTI_ORDER_FLAGS'],
    valid: (v): v is string => typeof v === 'string',
    expected: 'compiler flags separated by spaces',
    meaning: "flags of order section builds (the model's own, e.g. -fopenmp, are added)",
    parseEnv: asString,
  },
  orderPrefer: {
    fallback: () => '',
    env: ['TUTTI_ORDER_PREFER'],
    valid: (v): v is string => typeof v === 'string' && /^\s*([a-z_]+(\s*,\s*[a-z_]+)*)?\s*$/.test(v),
    expected: "order models separated by commas, e.g. 'fortran,openmp_cpp'",
    meaning: 'order models tried first, before the default priority',
    parseEnv: asString,
  },
  launchTimeoutMs: {
    fallback: () => 0,
    env: ['TUTTI_LAUNCH_TIMEOUT_MS'],
    valid: (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0,
    expected: 'a non-negative number of milliseconds (0 = no timeout)',
    meaning: 'default timeoutMs of every launch on CPU devices (0 = none)',
    parseEnv: asNumber,
  },
  cublas: {
    fallback: () => '',
    env: ['TUTTI_CUBLAS'],
    valid: (v): v is string => typeof v === 'string' && (v === '' || v === 'none' || isLibraryPath(v)),
    expected:
      "'' (search the usual CUDA library folders), 'none' (do not use cuBLAS), or the path of a libcublas shared library (.so, .so.N, .dll, .dylib)",
    meaning: "libcublas of tt.matmul on cuda: '' = search, 'none' = tutti's tiled kernel, or a path",
    parseEnv: asString,
  },
  webgpuBackend: {
    fallback: () => 'auto',
    env: ['TUTTI_WEBGPU_BACKEND'],
    valid: (v): v is string => typeof v === 'string' && WEBGPU_BACKENDS.test(v),
    expected: `'auto' or Dawn backends separated by commas (${DAWN_BACKENDS.join(', ')}), e.g. 'opengles,vulkan'`,
    meaning:
      "Dawn backends webgpu opens in Node: 'auto' = Vulkan where a system driver is installed, else OpenGL ES; a list opens each, in order",
    parseEnv: asString,
  },
  webgpuDivSqrt: {
    fallback: () => 'auto',
    env: ['TUTTI_WEBGPU_DIV_SQRT'],
    valid: (v): v is string => v === 'auto' || v === 'integer',
    expected: "'auto' or 'integer'",
    meaning:
      "webgpu's f32 / and Math.sqrt: 'auto' = in integers on hardware GPUs (WGSL lets them round loosely), WGSL's own on software adapters; 'integer' = in integers on every adapter",
    parseEnv: asString,
  },
  webgpuSubgroups: {
    fallback: () => 'auto',
    env: ['TUTTI_WEBGPU_SUBGROUPS'],
    valid: (v): v is string => v === 'auto' || v === 'emulate',
    expected: "'auto' or 'emulate'",
    meaning:
      "webgpu's sub-group collectives: 'auto' = the adapter's hardware sub-groups where they give the emulation's answer, 'emulate' = through work-group memory on every adapter",
    parseEnv: asString,
  },
  deterministic: {
    fallback: () => false,
    env: ['TUTTI_DETERMINISTIC'],
    valid: (v): v is boolean => typeof v === 'boolean',
    expected: "true or false (env: '1', 'true', '0' or 'false')",
    meaning:
      'bit-identical float atomics and tt.matmul for any thread count (kernels with float atomics run in order)',
    parseEnv: asBoolean,
  },
};

export const SETTING_KEYS = Object.keys(SPECS) as SettingKey[];

export function isSettingKey(k: string): k is SettingKey {
  return Object.hasOwn(SPECS, k);
}
