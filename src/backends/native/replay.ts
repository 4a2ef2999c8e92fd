/**
 * Graph replay on native (BackendDevice.replay, for tt.capture): one C call runs every captured
 * launch in order. A small generated library (cached on disk like kernels: `buildLibrary`) holds
 * one trampoline per distinct entry signature, which unpacks a launch's arguments from an array of
 * pointers and 8-byte slots (packed-entry.ts's layout) and calls the kernel's entry through a
 * function pointer; `tt_graph_run` finds each kernel library's entry with dlopen/dlsym (the library
 * is already loaded by koffi) and loops over the plan on one thread, so OpenMP's team stays alive
 * between the kernels' parallel regions. It returns the index of the first launch whose error
 * words are set, which becomes that kernel's KernelRangeError.
 */
import { InternalError, KernelExecutionError } from '../../errors/errors.js';
import type { BackendQueue, ReplayLaunch } from '../backend.js';
import { ENTRY_NAME, entryParams } from '../c/render-kernel.js';
import { callAsync, declare, type FfiArg, type KoffiFunction, loadLibrary } from '../shared/koffi.js';
import { errorWordRangeError } from '../shared/range-error.js';
import { buildLibrary } from './build.js';
import { itemsOf, NativeExecutable, SYNC_ITEMS, threadsFor } from './executable.js';
import { packArgs } from './packed-entry.js';

/** Int32 words per launch in the plan: sig, kind, n0, n1, n2, threads, first pointer, first word byte. */
const PLAN_WORDS = 8;
/** Replays of bounded, small launches totalling at most this many items run on the calling thread. */
const SYNC_TOTAL_ITEMS = 1 << 18;

/** The C parameter types after an entry's leading five (n0 n1 n2 threads err). */
function signatureOf(exe: NativeExecutable): readonly string[] {
  return entryParams(exe.ir)
    .slice(5)
    .map((p) => p.ffiType);
}

function trampoline(k: number, types: readonly string[]): string {
  const lines: string[] = [];
  const names: string[] = [];
  let ptr = 0;
  let word = 0;
  for (const [i, t] of types.entries()) {
    const v = `v${i}`;
    names.push(v);
    if (t.endsWith('*')) lines.push(`  ${t}${v} = (${t})tt_ptrs[${ptr++}];`);
    else lines.push(`  ${t} ${v}; memcpy(&${v}, tt_words + ${8 * word++}, sizeof ${v});`);
  }
  const cast = ['int32_t', 'int32_t', 'int32_t', 'int32_t', 'int32_t *', ...types].join(', ');
  return [
    `static void tt_sig${k}(void *tt_fn, int32_t n0, int32_t n1, int32_t n2, int32_t tt_threads, int32_t *tt_err, void **tt_ptrs, const uint8_t *tt_words) {`,
    ...lines,
    `  ((void (*)(${cast}))tt_fn)(${['n0', 'n1', 'n2', 'tt_threads', 'tt_err', ...names].join(', ')});`,
    '}',
  ].join('\n');
}

/** The graph library's C: the trampolines of `sigs` and the loop over a plan. */
function graphSource(sigs: readonly (readonly string[])[]): string {
  return [
    '/* tutti graph replay (native/replay.ts) */',
    '#define _GNU_SOURCE',
    '#include <dlfcn.h>',
    '#include <stdint.h>',
    '#include <string.h>',
    'typedef void (*tt_tramp)(void *, int32_t, int32_t, int32_t, int32_t, int32_t *, void **, const uint8_t *);',
    ...sigs.map((t, k) => trampoline(k, t)),
    `static const tt_tramp tt_sigs[${Math.max(1, sigs.length)}] = { ${sigs.map((_, k) => `tt_sig${k}`).join(', ') || '0'} };`,
    '/* paths: the kernel libraries, each ended by a NUL; returns the failing launch, -1, or -2 - kind for an unresolved entry */',
    '__attribute__((visibility("default"))) int32_t tt_graph_run(int32_t count, const int32_t *plan, int32_t kinds, const char *paths, void **ptrs, const uint8_t *words, int32_t *err) {',
    '  void *fns[kinds > 0 ? kinds : 1];',
    '  for (int32_t k = 0; k < kinds; k++) {',
    '    void *h = dlopen(paths, RTLD_NOW | RTLD_NOLOAD);',
    '    if (!h) h = dlopen(paths, RTLD_NOW);',
    `    fns[k] = h ? dlsym(h, "${ENTRY_NAME}") : 0;`,
    '    if (h) dlclose(h);',
    '    if (!fns[k]) return -2 - k;',
    '    paths += strlen(paths) + 1;',
    '  }',
    '  for (int32_t i = 0; i < count; i++) {',
    `    const int32_t *p = plan + ${PLAN_WORDS} * i;`,
    '    tt_sigs[p[0]](fns[p[1]], p[2], p[3], p[4], p[5], err, ptrs + p[6], words + p[7]);',
    '    if (err[0] != 0 || err[4] != 0) return i;',
    '  }',
    '  return -1;',
    '}',
    '',
  ].join('\n');
}

/** A prepared replay: the graph library's entry and every argument of its one call. */
interface Plan {
  readonly run: KoffiFunction;
  readonly plan: Int32Array;
  readonly args: FfiArg[];
  readonly err: Int32Array;
  readonly sync: boolean;
}

const plans = new WeakMap<readonly ReplayLaunch[], Promise<Plan | undefined>>();
const graphLibs = new Map<string, Promise<KoffiFunction>>();

function graphEntry(sigs: readonly (readonly string[])[]): Promise<KoffiFunction> {
  const source = graphSource(sigs);
  let p = graphLibs.get(source);
  if (!p) {
    p = (async () => {
      const built = await buildLibrary('native', 'graph replay', source);
      const lib = await loadLibrary(built.path);
      return declare(lib, 'tt_graph_run', 'int32_t', [
        'int32_t',
        'const int32_t *',
        'int32_t',
        'const uint8_t *',
        'void **',
        'const uint8_t *',
        'int32_t *',
      ]);
    })();
    p.catch(() => graphLibs.delete(source));
    graphLibs.set(source, p);
  }
  return p;
}

/** The entry arguments after the leading five, as NativeExecutable.run passes them. */
function entryValues(l: ReplayLaunch): unknown[] {
  const out: unknown[] = [];
  for (const a of l.req.args) {
    if (a.kind === 'scalar') out.push(typeof a.value === 'boolean' ? (a.value ? 1 : 0) : a.value);
    else {
      const host = a.alloc.host;
      if (!host) throw new InternalError('a native replay argument is not in host memory');
      out.push(host, host.length);
    }
  }
  return out;
}

async function prepare(launches: readonly ReplayLaunch[], queue: BackendQueue): Promise<Plan | undefined> {
  const exes: NativeExecutable[] = [];
  for (const l of launches) {
    if (!(l.exe instanceof NativeExecutable) || l.req.timeoutMs) return undefined;
    exes.push(l.exe);
  }
  const sigKeys = new Map<string, number>();
  const sigs: (readonly string[])[] = [];
  const kinds = new Map<string, number>();
  const plan = new Int32Array(PLAN_WORDS * launches.length);
  const ptrs: ArrayBufferView[] = [];
  const words: Uint8Array[] = [];
  let wordBytes = 0;
  let totalItems = 0;
  let allSmall = true;
  for (const [i, l] of launches.entries()) {
    const exe = exes[i] as NativeExecutable;
    const sig = signatureOf(exe);
    const key = sig.join(',');
    if (!sigKeys.has(key)) {
      sigKeys.set(key, sigs.length);
      sigs.push(sig);
    }
    if (!kinds.has(exe.libPath)) kinds.set(exe.libPath, kinds.size);
    const packed = packArgs(exe.ir, entryValues(l));
    const wg = exe.ir.workgroup ?? [];
    const n = (d: number) => (l.req.range[d] ?? 1) / (wg[d] ?? 1);
    plan.set(
      [
        sigKeys.get(key) ?? 0,
        kinds.get(exe.libPath) ?? 0,
        n(0),
        n(1),
        n(2),
        threadsFor(queue),
        ptrs.length,
        wordBytes,
      ],
      PLAN_WORDS * i,
    );
    ptrs.push(...packed.ptrs);
    words.push(packed.words);
    wordBytes += packed.words.length;
    const items = itemsOf(l.req.range);
    totalItems += items;
    if (!exe.boundedWork || items > SYNC_ITEMS) allSmall = false;
  }
  const allWords = new Uint8Array(Math.max(8, wordBytes));
  let at = 0;
  for (const w of words) {
    allWords.set(w, at);
    at += w.length;
  }
  const paths = new TextEncoder().encode(`${[...kinds.keys()].join('\0')}\0`);
  const run = await graphEntry(sigs);
  const err = new Int32Array(8);
  // koffi passes an empty pointer list as NULL; the loop never reads it then.
  const ptrList = ptrs.length ? ptrs : [allWords];
  return {
    run,
    plan,
    args: [launches.length, plan, kinds.size, paths, ptrList, allWords, err],
    err,
    sync: allSmall && totalItems <= SYNC_TOTAL_ITEMS,
  };
}

/** BackendDevice.replay of the native device: one C call, or each launch in turn when it cannot. */
export async function nativeReplay(launches: readonly ReplayLaunch[], queue: BackendQueue): Promise<void> {
  let p = plans.get(launches);
  if (!p) {
    p = prepare(launches, queue);
    plans.set(launches, p);
  }
  const plan = await p;
  if (!plan) {
    for (const { exe, req } of launches) await exe.run(req);
    return;
  }
  // the thread count follows settings().threads, as a launch's does
  const threads = threadsFor(queue);
  for (let at = 5; at < plan.plan.length; at += PLAN_WORDS) plan.plan[at] = threads;
  plan.err.fill(0);
  let failed: unknown;
  try {
    failed = plan.sync ? plan.run(...plan.args) : await callAsync(plan.run, plan.args);
  } catch (e) {
    throw new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `graph replay failed on native: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  if (typeof failed !== 'number' || failed === -1) return;
  if (failed <= -2) throw new InternalError(`graph replay: no kernel entry in library ${-2 - failed}`);
  const l = launches[failed];
  if (!(l?.exe instanceof NativeExecutable)) throw new InternalError(`graph replay: launch ${failed} failed`);
  throw errorWordRangeError(l.exe.ir, plan.err, l.req.args, (a) => a.alloc.host?.length ?? a.length);
}
