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
    if (t.endsWith('*')) lines.push(`  ${t}${v} = (${t})tt_ptrs[tt_slots[${ptr++}]];`);
    else lines.push(`  ${t} ${v}; memcpy(&${v}, tt_words + ${8 * word++}, sizeof ${v});`);
  }
  const cast = ['int32_t', 'int32_t', 'int32_t', 'int32_t', 'int32_t *', ...types].join(', ');
  return [
    `static void tt_sig${k}(void *tt_fn, int32_t n0, int32_t n1, int32_t n2, int32_t tt_threads, int32_t *tt_err, void **tt_ptrs, const int32_t *tt_slots, const uint8_t *tt_words) {`,
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
    'typedef void (*tt_tramp)(void *, int32_t, int32_t, int32_t, int32_t, int32_t *, void **, const int32_t *, const uint8_t *);',
    ...sigs.map((t, k) => trampoline(k, t)),
    `static const tt_tramp tt_sigs[${Math.max(1, sigs.length)}] = { ${sigs.map((_, k) => `tt_sig${k}`).join(', ') || '0'} };`,
    '/* paths: the kernel libraries, each ended by a NUL; fills fns (8 bytes each) with their entries; returns -1, or -2 - kind for an unresolved entry */',
    '__attribute__((visibility("default"))) int32_t tt_graph_resolve(int32_t kinds, const char *paths, uint8_t *fns) {',
    '  for (int32_t k = 0; k < kinds; k++) {',
    '    void *h = dlopen(paths, RTLD_NOW | RTLD_NOLOAD);',
    '    if (!h) h = dlopen(paths, RTLD_NOW);',
    `    void *fn = h ? dlsym(h, "${ENTRY_NAME}") : 0;`,
    '    if (h) dlclose(h);',
    '    if (!fn) return -2 - k;',
    '    memcpy(fns + 8 * k, &fn, sizeof fn);',
    '    paths += strlen(paths) + 1;',
    '  }',
    '  return -1;',
    '}',
    '/* ptrs: the distinct arrays; slots: per launch, its arrays as indices into ptrs; returns the failing launch or -1 */',
    '__attribute__((visibility("default"))) int32_t tt_graph_run(int32_t count, const int32_t *plan, const uint8_t *fns, void **ptrs, const int32_t *slots, const uint8_t *words, int32_t *err) {',
    '  for (int32_t i = 0; i < count; i++) {',
    `    const int32_t *p = plan + ${PLAN_WORDS} * i;`,
    '    void *fn; memcpy(&fn, fns + 8 * p[1], sizeof fn);',
    '    tt_sigs[p[0]](fn, p[2], p[3], p[4], p[5], err, ptrs, slots + p[6], words + p[7]);',
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
  /** The thread count written in the plan (rewritten when settings().threads changes). */
  threads: number;
}

interface GraphLibrary {
  readonly resolve: KoffiFunction;
  readonly run: KoffiFunction;
}

/** Each list's plan once made (undefined: it runs launch by launch), and the one being made. */
const plans = new WeakMap<readonly ReplayLaunch[], Plan | undefined>();
const making = new WeakMap<readonly ReplayLaunch[], Promise<Plan | undefined>>();
const graphLibs = new Map<string, Promise<GraphLibrary>>();

function graphLibrary(sigs: readonly (readonly string[])[]): Promise<GraphLibrary> {
  const source = graphSource(sigs);
  let p = graphLibs.get(source);
  if (!p) {
    p = (async () => {
      const built = await buildLibrary('native', 'graph replay', source);
      const lib = await loadLibrary(built.path);
      return {
        resolve: declare(lib, 'tt_graph_resolve', 'int32_t', ['int32_t', 'const uint8_t *', 'uint8_t *']),
        run: declare(lib, 'tt_graph_run', 'int32_t', [
          'int32_t',
          'const int32_t *',
          'const uint8_t *',
          'void **',
          'const int32_t *',
          'const uint8_t *',
          'int32_t *',
        ]),
      };
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

/** Index of `v` in `list`, appended if new. */
function indexIn<T>(index: Map<T, number>, list: T[], v: T): number {
  let i = index.get(v);
  if (i === undefined) {
    i = list.length;
    list.push(v);
    index.set(v, i);
  }
  return i;
}

/**
 * The plan of `launches`: per launch its trampoline, kernel library, grid, threads, and where its
 * arrays (as indices into the distinct arrays, so koffi converts each array once per replay, not
 * once per launch) and 8-byte slots start; kernel entries resolved once, here.
 */
async function prepare(launches: readonly ReplayLaunch[], queue: BackendQueue): Promise<Plan | undefined> {
  const exes: NativeExecutable[] = [];
  for (const l of launches) {
    if (!(l.exe instanceof NativeExecutable) || l.req.timeoutMs) return undefined;
    exes.push(l.exe);
  }
  const sigIndex = new Map<string, number>();
  const sigKeys: string[] = [];
  const sigs: (readonly string[])[] = [];
  const kindIndex = new Map<string, number>();
  const kinds: string[] = [];
  const ptrIndex = new Map<ArrayBufferView, number>();
  const ptrs: ArrayBufferView[] = [];
  const plan = new Int32Array(PLAN_WORDS * launches.length);
  const slots: number[] = [];
  const words: Uint8Array[] = [];
  const threads = threadsFor(queue);
  let wordBytes = 0;
  let totalItems = 0;
  let allSmall = true;
  for (const [i, l] of launches.entries()) {
    const exe = exes[i] as NativeExecutable;
    const sig = signatureOf(exe);
    const sigAt = indexIn(sigIndex, sigKeys, sig.join(','));
    if (sigAt === sigs.length) sigs.push(sig);
    const packed = packArgs(exe.ir, entryValues(l));
    const wg = exe.ir.workgroup ?? [];
    const n = (d: number) => (l.req.range[d] ?? 1) / (wg[d] ?? 1);
    const kind = indexIn(kindIndex, kinds, exe.libPath);
    const nt = launchThreads(exe, l, threads);
    plan.set([sigAt, kind, n(0), n(1), n(2), nt, slots.length, wordBytes], PLAN_WORDS * i);
    for (const v of packed.ptrs) slots.push(indexIn(ptrIndex, ptrs, v));
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
  const lib = await graphLibrary(sigs);
  const fns = new Uint8Array(8 * Math.max(1, kinds.length));
  const paths = new TextEncoder().encode(`${kinds.join('\0')}\0`);
  const resolved = lib.resolve(kinds.length, paths, fns);
  if (typeof resolved === 'number' && resolved <= -2)
    throw new InternalError(`graph replay: no kernel entry in ${kinds[-2 - resolved] ?? 'a kernel library'}`);
  const err = new Int32Array(8);
  // koffi passes an empty pointer list as NULL; the loop never reads it then.
  const ptrList = ptrs.length ? ptrs : [allWords];
  const slotList = Int32Array.from(slots.length ? slots : [0]);
  return {
    run: lib.run,
    plan,
    args: [launches.length, plan, fns, ptrList, slotList, allWords, err],
    err,
    sync: allSmall && totalItems <= SYNC_TOTAL_ITEMS,
    threads,
  };
}

/**
 * BackendDevice.replay of the native device: one C call (on this thread, with no promise, for
 * small bounded launches), or each launch in turn when it cannot.
 */
export function nativeReplay(
  launches: readonly ReplayLaunch[],
  queue: BackendQueue,
): Promise<void> | undefined {
  if (!plans.has(launches)) {
    let p = making.get(launches);
    if (!p) {
      p = prepare(launches, queue).then((plan) => {
        plans.set(launches, plan);
        making.delete(launches);
        return plan;
      });
      p.catch(() => making.delete(launches));
      making.set(launches, p);
    }
    return p.then((plan) => runPlan(plan, launches, queue));
  }
  return runPlan(plans.get(launches), launches, queue);
}

/**
 * A recorded launch's threads: one when its kernel's measurements predict it short (as a launch
 * would run it: no team to wake per launch, which cost a replay of 200 short 65 536-item launches
 * 4× the launches themselves), else the queue's.
 */
function launchThreads(exe: NativeExecutable, l: ReplayLaunch, threads: number): number {
  return l.req.sequential || exe.predictsShort(l.req, threads) ? 1 : threads;
}

async function eachInTurn(launches: readonly ReplayLaunch[]): Promise<void> {
  for (const { exe, req } of launches) await exe.run(req);
}

function runPlan(plan: Plan | undefined, launches: readonly ReplayLaunch[], queue: BackendQueue) {
  if (!plan) return eachInTurn(launches);
  // the thread count follows settings().threads, as a launch's does
  const threads = threadsFor(queue);
  if (threads !== plan.threads) {
    for (const [i, l] of launches.entries())
      plan.plan[PLAN_WORDS * i + 5] =
        l.exe instanceof NativeExecutable ? launchThreads(l.exe, l, threads) : threads;
    plan.threads = threads;
  }
  plan.err.fill(0);
  const failedCall = (e: unknown) =>
    new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `graph replay failed on native: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  if (!plan.sync) {
    return callAsync(plan.run, plan.args).then(
      (failed) => checkFailed(failed, plan, launches),
      (e: unknown) => {
        throw failedCall(e);
      },
    );
  }
  let failed: unknown;
  try {
    failed = plan.run(...plan.args);
  } catch (e) {
    throw failedCall(e);
  }
  checkFailed(failed, plan, launches);
  return undefined;
}

/** The failing launch's KernelRangeError, when the loop stopped at one. */
function checkFailed(failed: unknown, plan: Plan, launches: readonly ReplayLaunch[]): void {
  if (typeof failed !== 'number' || failed < 0) return;
  const l = launches[failed];
  if (!(l?.exe instanceof NativeExecutable)) throw new InternalError(`graph replay: launch ${failed} failed`);
  throw errorWordRangeError(l.exe.ir, plan.err, l.req.args, (a) => a.alloc.host?.length ?? a.length);
}
