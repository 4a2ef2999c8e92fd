/**
 * Building with NVRTC (libnvrtc.so through koffi): no process is spawned. The compile itself runs
 * on a koffi worker thread so the event loop keeps going; the result is PTX, or a cubin when an
 * architecture (sm_XY) is given.
 */
import type { LibraryHandle } from 'koffi';
import { InternalError } from '../../errors/errors.js';
import { loadKoffi } from '../shared/koffi.js';
import { EXACT_FLAGS } from './toolchain.js';

type Fn = ReturnType<LibraryHandle['func']>;

interface Nvrtc {
  readonly version: string;
  readonly fns: Record<string, Fn>;
}

const loaded = new Map<string, Promise<Nvrtc>>();

const PROTOS = [
  'int nvrtcVersion(int32_t *major, int32_t *minor)',
  'int nvrtcCreateProgram(uint64_t *prog, const char *src, const char *name, int n, void *headers, void *names)',
  'int nvrtcCompileProgram(uint64_t prog, int n, const char **options)',
  'int nvrtcGetProgramLogSize(uint64_t prog, uint64_t *size)',
  'int nvrtcGetProgramLog(uint64_t prog, uint8_t *log)',
  'int nvrtcGetPTXSize(uint64_t prog, uint64_t *size)',
  'int nvrtcGetPTX(uint64_t prog, uint8_t *ptx)',
  'int nvrtcGetCUBINSize(uint64_t prog, uint64_t *size)',
  'int nvrtcGetCUBIN(uint64_t prog, uint8_t *cubin)',
  'int nvrtcDestroyProgram(uint64_t *prog)',
];

function load(path: string): Promise<Nvrtc> {
  let p = loaded.get(path);
  if (!p) {
    p = loadKoffi().then((koffi) => {
      const lib = koffi.load(path);
      const fns: Record<string, Fn> = {};
      for (const proto of PROTOS) {
        const name = /int (\w+)\(/.exec(proto)?.[1] ?? proto;
        fns[name] = lib.func(proto);
      }
      const v = new Int32Array(2);
      fns.nvrtcVersion?.(v.subarray(0, 1), v.subarray(1, 2));
      return { version: `NVRTC ${v[0]}.${v[1]}`, fns };
    });
    loaded.set(path, p);
  }
  return p;
}

export async function nvrtcVersion(path: string): Promise<string> {
  return (await load(path)).version;
}

export function nvrtcOptions(arch: string | undefined, extra: readonly string[] = []): string[] {
  const target = arch ? `-arch=${arch}` : '-arch=compute_75';
  // --device-int128: the hoisted range checks compute in __int128 (NVRTC needs it enabled; nvcc does not).
  return [target, '-std=c++17', '--device-int128', ...EXACT_FLAGS.map((f) => `-${f}`), ...extra];
}

export interface NvrtcResult {
  readonly ok: boolean;
  readonly log: string;
  readonly image?: Uint8Array;
}

function call(fn: Fn | undefined, ...args: unknown[]): number {
  if (!fn) throw new InternalError('NVRTC function missing');
  return Number(fn(...args));
}

function callAsync(fn: Fn | undefined, ...args: unknown[]): Promise<number> {
  if (!fn) return Promise.reject(new InternalError('NVRTC function missing'));
  return new Promise((resolve, reject) => {
    fn.async(...args, (err: unknown, r: unknown) => (err ? reject(err) : resolve(Number(r))));
  });
}

/** Compiles `source` with NVRTC; a cubin for `arch` (sm_XY), else PTX. */
export async function nvrtcCompile(
  path: string,
  source: string,
  arch: string | undefined,
  extra: readonly string[] = [],
): Promise<NvrtcResult> {
  const { fns } = await load(path);
  const prog = new BigUint64Array(1);
  if (call(fns.nvrtcCreateProgram, prog, source, 'tutti_kernel.cu', 0, null, null) !== 0) {
    return { ok: false, log: 'nvrtcCreateProgram failed' };
  }
  const h = prog[0] ?? 0n;
  try {
    const opts = nvrtcOptions(arch, extra);
    const rc = await callAsync(fns.nvrtcCompileProgram, h, opts.length, opts);
    const size = new BigUint64Array(1);
    call(fns.nvrtcGetProgramLogSize, h, size);
    const logBytes = new Uint8Array(Number(size[0] ?? 0n) + 1);
    call(fns.nvrtcGetProgramLog, h, logBytes);
    const log = new TextDecoder().decode(logBytes).replace(/\0+$/, '').trim();
    if (rc !== 0) return { ok: false, log };
    const [getSize, get] = arch
      ? [fns.nvrtcGetCUBINSize, fns.nvrtcGetCUBIN]
      : [fns.nvrtcGetPTXSize, fns.nvrtcGetPTX];
    call(getSize, h, size);
    const image = new Uint8Array(Number(size[0] ?? 0n));
    call(get, h, image);
    return { ok: true, log, image };
  } finally {
    call(fns.nvrtcDestroyProgram, prog);
  }
}
