/**
 * Hand-written C references (bench/c/*.c) for the benchmark, built with the SAME compiler and
 * flags as native kernels (settings().cc / .cflags, through the same artifact cache) and called
 * through the same koffi async path, so the ratio native / C measures code generation only.
 *
 *   const ref = await loadCReference('saxpy');
 *   await ref.run(inputs);            // a workload's inputs object (demo/workloads.ts names)
 *   await ref(n, a, x, y);            // or positionally, in the C signature's order after `threads`
 *
 * The thread count (first C parameter) is always settings().threads (0 = all cores), as for
 * native kernels. Each C file documents its signature and the computation at its top.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLibrary } from '../src/backends/native/build.js';
import { callAsync, declare, type FfiArg, loadLibrary } from '../src/backends/shared/koffi.js';
import { settings } from '../src/config/settings.js';

export type CReferenceName =
  | 'saxpy'
  | 'mandelbrot'
  | 'nbody'
  | 'stencil'
  | 'matmul'
  | 'histogram'
  | 'blackscholes'
  | 'chain';

export const C_REFERENCES: readonly CReferenceName[] = [
  'saxpy',
  'mandelbrot',
  'nbody',
  'stencil',
  'matmul',
  'histogram',
  'blackscholes',
  'chain',
];

/** A parameter: a workload input name (or `len:NAME`, that array's length) and its C type. */
type Param = readonly [name: string, ffiType: string];

const PARAMS: Readonly<Record<CReferenceName, readonly Param[]>> = {
  saxpy: [
    ['len:x', 'int32_t'],
    ['a', 'float'],
    ['x', 'float *'],
    ['y', 'float *'],
  ],
  mandelbrot: [
    ['out', 'uint32_t *'],
    ['w', 'int32_t'],
    ['h', 'int32_t'],
    ['maxIter', 'int32_t'],
  ],
  nbody: [
    ['pos', 'float *'],
    ['vel', 'float *'],
    ['out', 'float *'],
    ['n', 'int32_t'],
    ['dt', 'float'],
  ],
  stencil: [
    ['u', 'float *'],
    ['v', 'float *'],
    ['n', 'int32_t'],
    ['c', 'float'],
  ],
  matmul: [
    ['a', 'float *'],
    ['b', 'float *'],
    ['c', 'float *'],
    ['n', 'int32_t'],
  ],
  histogram: [
    ['len:data', 'int32_t'],
    ['data', 'float *'],
    ['bins', 'uint32_t *'],
    ['nb', 'int32_t'],
  ],
  blackscholes: [
    ['len:S', 'int32_t'],
    ['S', 'float *'],
    ['X', 'float *'],
    ['T', 'float *'],
    ['call', 'float *'],
    ['put', 'float *'],
    ['R', 'float'],
    ['V', 'float'],
  ],
  chain: [
    ['len:x', 'int32_t'],
    ['x', 'float *'],
    ['y', 'float *'],
    ['out', 'float *'],
  ],
};

export type HostArg = number | Float32Array | Float64Array | Int32Array | Uint32Array | Uint8ClampedArray;

export interface CReference {
  /** Positional call, in the C signature's order after `threads`. */
  (...args: FfiArg[]): Promise<void>;
  readonly referenceName: CReferenceName;
  /** Parameter names after `threads` (`len:x` = x.length). */
  readonly params: readonly string[];
  /** The built shared library. */
  readonly libraryPath: string;
  /** Calls with a workload's inputs object. */
  run(inputs: Readonly<Record<string, HostArg>>): Promise<void>;
}

/** bench/c, found upward from this module (bench/ when run from source, dist/bench/ when built). */
function sourceDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const cand of [join(dir, 'c'), join(dir, 'bench', 'c')]) {
      if (existsSync(join(cand, 'saxpy.c'))) return cand;
    }
    dir = dirname(dir);
  }
  throw new Error('bench/c sources not found');
}

function argOf(name: string, inputs: Readonly<Record<string, HostArg>>): FfiArg {
  const len = name.startsWith('len:');
  const v = inputs[len ? name.slice(4) : name];
  if (v === undefined) throw new Error(`C reference: missing input '${name}'`);
  if (len) {
    if (typeof v === 'number') throw new Error(`C reference: '${name.slice(4)}' is not an array`);
    return v.length;
  }
  return v;
}

const loaded = new Map<CReferenceName, Promise<CReference>>();

/** Builds (cached) and loads the reference `name`; rejects with KernelBuildError without a compiler. */
export function loadCReference(name: CReferenceName): Promise<CReference> {
  let p = loaded.get(name);
  if (!p) {
    p = load(name);
    loaded.set(name, p);
    p.catch(() => loaded.delete(name));
  }
  return p;
}

async function load(name: CReferenceName): Promise<CReference> {
  const params = PARAMS[name];
  const source = readFileSync(join(sourceDir(), `${name}.c`), 'utf8');
  const built = await buildLibrary('native-ref', `C reference '${name}'`, source);
  const fn = declare(await loadLibrary(built.path), `tutti_ref_${name}`, 'void', [
    'int32_t',
    ...params.map((p) => p[1]),
  ]);
  const call = async (...args: FfiArg[]): Promise<void> => {
    if (args.length !== params.length) {
      throw new Error(
        `C reference '${name}' takes ${params.length} arguments (${params.map((p) => p[0]).join(', ')})`,
      );
    }
    await callAsync(fn, [settings().threads, ...args]);
  };
  return Object.assign(call, {
    referenceName: name,
    params: params.map((p) => p[0]),
    libraryPath: built.path,
    run: (inputs: Readonly<Record<string, HostArg>>) => call(...params.map((p) => argOf(p[0], inputs))),
  });
}
