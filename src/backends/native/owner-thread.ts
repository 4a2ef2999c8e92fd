/**
 * One OS thread for every OpenMP parallel region a process's native launches open (issue 31).
 * libgomp keeps one thread team per thread that opens a parallel region, and koffi's asynchronous
 * calls run on whichever of libuv's pool threads is free: left alone, a process grows one team per
 * pool thread, libgomp then manages more threads than there are cores and throttles its workers'
 * spin, and every launch wakes a sleeping team. Here a small C library (built like the kernels,
 * cached on disk) starts one persistent "owner" thread; the pool thread of an asynchronous launch
 * hands the kernel's packed entry (packed-entry.ts: one signature for every kernel) or a graph
 * replay's loop (replay.ts) to it and waits (a short spin, then a condition variable), so all of
 * them use the owner's one team whatever pool thread koffi picked. When the owner is busy (a
 * launch of another queue runs) the call runs on its pool thread as before, so queues still
 * overlap and a kernel waiting for another queue's kernel cannot deadlock. When the library
 * cannot be built or the thread cannot start, launches run as before (`ownerThread()` says why).
 */
import { callAsync, declare, type FfiArg, type KoffiFunction, loadKoffi } from '../shared/koffi.js';

/** Spin of the owner waiting for the next job, and of a caller waiting for its job's end (ns). */
const OWNER_SPIN_NS = 50_000;
const CALLER_SPIN_NS = 2_000;
/**
 * libgomp's spin count (GOMP_SPINCOUNT: pause loops before a waiting thread sleeps) while it
 * initialises, unless the user set GOMP_SPINCOUNT or OMP_WAIT_POLICY. One team of P threads on
 * P cores is not throttled, and libgomp's default (300 000, ~3 ms) made a launch on a loaded
 * machine (load 11-14 on 2 cores) 3-6x slower than the old throttled teams: a spinning thread
 * takes the core the thread it waits for needs. 1000 (~10-50 µs) was faster than both.
 */
export const OPENMP_SPIN_COUNT = '1000';

/** The owner library's C (no OpenMP in it: the kernels' own libraries open the regions). */
export const OWNER_SOURCE = `/* tutti: the native backend's OpenMP owner thread (native/owner-thread.ts) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif
#define TT_API __attribute__((visibility("default")))
typedef void (*tt_packed_fn)(int32_t, int32_t, int32_t, int32_t, int32_t *, void **, const uint8_t *);
typedef int32_t (*tt_graph_fn)(int32_t, const int32_t *, const uint8_t *, void **, const int32_t *, const uint8_t *, int32_t *);
/* a kernel's packed entry (kind 0) or a graph replay's loop (kind 1), and its arguments */
struct tt_job { int kind; void *fn; int32_t a[4]; int32_t *err; void **ptrs; const void *p1; const void *p2; const void *p3; const void *p4; int32_t result; };
static pthread_mutex_t tt_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t tt_start_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t tt_cv_job = PTHREAD_COND_INITIALIZER;
static pthread_cond_t tt_cv_done = PTHREAD_COND_INITIALIZER;
static struct tt_job tt_slot;
static int tt_busy, tt_owner_sleeping, tt_caller_sleeping, tt_state;
static unsigned tt_posted, tt_done;
static int64_t tt_on_owner, tt_in_place, tt_owner_tid;

static void tt_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}
static int64_t tt_now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}
/* waits until *word differs from old: a spin of spin_ns, then the condition variable */
static void tt_wait_changed(unsigned *word, unsigned old, int *sleeping, pthread_cond_t *cv, int64_t spin_ns) {
  int64_t end = spin_ns > 0 ? tt_now_ns() + spin_ns : 0;
  for (unsigned i = 1; spin_ns > 0; i++) {
    if (__atomic_load_n(word, __ATOMIC_SEQ_CST) != old) return;
    tt_relax();
    if ((i & 63) == 0 && tt_now_ns() >= end) break;
  }
  pthread_mutex_lock(&tt_mu);
  __atomic_store_n(sleeping, 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n(word, __ATOMIC_SEQ_CST) == old) pthread_cond_wait(cv, &tt_mu);
  __atomic_store_n(sleeping, 0, __ATOMIC_SEQ_CST);
  pthread_mutex_unlock(&tt_mu);
}
static void tt_post(unsigned *word, int *sleeping, pthread_cond_t *cv) {
  __atomic_add_fetch(word, 1, __ATOMIC_SEQ_CST);
  if (__atomic_load_n(sleeping, __ATOMIC_SEQ_CST)) {
    pthread_mutex_lock(&tt_mu);
    pthread_cond_signal(cv);
    pthread_mutex_unlock(&tt_mu);
  }
}
static void tt_run(struct tt_job *j) {
  if (j->kind == 0)
    ((tt_packed_fn)j->fn)(j->a[0], j->a[1], j->a[2], j->a[3], j->err, j->ptrs, (const uint8_t *)j->p1);
  else
    j->result = ((tt_graph_fn)j->fn)(j->a[0], (const int32_t *)j->p1, (const uint8_t *)j->p2, j->ptrs, (const int32_t *)j->p3, (const uint8_t *)j->p4, j->err);
}
static void *tt_owner_main(void *arg) {
  (void)arg;
#ifdef __linux__
  __atomic_store_n(&tt_owner_tid, (int64_t)syscall(SYS_gettid), __ATOMIC_SEQ_CST);
#endif
  for (unsigned seen = 0;; seen++) {
    tt_wait_changed(&tt_posted, seen, &tt_owner_sleeping, &tt_cv_job, ${OWNER_SPIN_NS});
    tt_run(&tt_slot);
    tt_post(&tt_done, &tt_caller_sleeping, &tt_cv_done);
  }
  return 0;
}
/* starts the owner once: 1 when it runs, else minus the error number of pthread_create */
TT_API int32_t tt_owner_start(void) {
#ifdef _OPENMP
  (void)omp_get_num_procs(); /* libgomp is this library's dependency: it initialises when it loads */
#endif
  pthread_mutex_lock(&tt_start_mu);
  if (tt_state == 0) {
    pthread_attr_t attr;
    pthread_t t;
    int rc = pthread_attr_init(&attr);
    if (rc == 0) rc = pthread_attr_setstacksize(&attr, (size_t)8 << 20); /* as libuv's pool threads */
    if (rc == 0) rc = pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (rc == 0) rc = pthread_create(&t, &attr, tt_owner_main, 0);
    pthread_attr_destroy(&attr);
    tt_state = rc == 0 ? 1 : -rc;
  }
  pthread_mutex_unlock(&tt_start_mu);
  return tt_state;
}
/* finds name in the loaded library path; writes its address to out (8 bytes); 1 when found */
TT_API int32_t tt_owner_resolve(const char *path, const char *name, uint8_t *out) {
  void *h = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
  void *fn = h ? dlsym(h, name) : 0;
  if (h) dlclose(h);
  memcpy(out, &fn, sizeof fn);
  return fn != 0;
}
/* runs j on the owner, or on this thread when the owner is busy or did not start */
static void tt_submit(struct tt_job *j) {
  if (__atomic_load_n(&tt_state, __ATOMIC_ACQUIRE) != 1 || __atomic_exchange_n(&tt_busy, 1, __ATOMIC_ACQUIRE) != 0) {
    tt_run(j);
    __atomic_add_fetch(&tt_in_place, 1, __ATOMIC_RELAXED);
    return;
  }
  tt_slot = *j;
  unsigned done = __atomic_load_n(&tt_done, __ATOMIC_SEQ_CST);
  tt_post(&tt_posted, &tt_owner_sleeping, &tt_cv_job);
  tt_wait_changed(&tt_done, done, &tt_caller_sleeping, &tt_cv_done, ${CALLER_SPIN_NS});
  j->result = tt_slot.result;
  __atomic_add_fetch(&tt_on_owner, 1, __ATOMIC_RELAXED);
  __atomic_store_n(&tt_busy, 0, __ATOMIC_RELEASE);
}
TT_API void tt_owner_kernel(const uint8_t *fn, int32_t n0, int32_t n1, int32_t n2, int32_t threads, int32_t *err, void **ptrs, const uint8_t *words) {
  struct tt_job j = { 0, 0, { n0, n1, n2, threads }, err, ptrs, words, 0, 0, 0, 0 };
  memcpy(&j.fn, fn, sizeof j.fn);
  tt_submit(&j);
}
TT_API int32_t tt_owner_graph(const uint8_t *fn, int32_t count, const int32_t *plan, const uint8_t *fns, void **ptrs, const int32_t *slots, const uint8_t *words, int32_t *err) {
  struct tt_job j = { 1, 0, { count, 0, 0, 0 }, err, ptrs, plan, fns, slots, words, 0 };
  memcpy(&j.fn, fn, sizeof j.fn);
  tt_submit(&j);
  return j.result;
}
/* out: calls run on the owner, calls run in place, the owner's thread id (Linux) */
TT_API void tt_owner_stats(int64_t *out) {
  out[0] = __atomic_load_n(&tt_on_owner, __ATOMIC_RELAXED);
  out[1] = __atomic_load_n(&tt_in_place, __ATOMIC_RELAXED);
  out[2] = __atomic_load_n(&tt_owner_tid, __ATOMIC_SEQ_CST);
}
`;

/** The started owner thread: hands kernels' packed entries and graph replays to it. */
export interface OwnerThread {
  /** The address (8 bytes) of `name` in the loaded library `path`, or undefined. */
  resolve(path: string, name: string): Uint8Array | undefined;
  /** Runs a kernel's packed entry on the owner (asynchronously: koffi's pool thread waits). */
  kernel(entry: Uint8Array, args: readonly FfiArg[]): Promise<unknown>;
  /** Runs a graph replay's `tt_graph_run` on the owner; resolves with its result. */
  graph(run: Uint8Array, args: readonly FfiArg[]): Promise<unknown>;
  /** Calls run on the owner, calls run on their pool thread, the owner's thread id (Linux). */
  stats(): { onOwner: number; inPlace: number; tid: number };
}

/** Why there is no owner thread (launches then run on koffi's pool threads, as before). */
export interface NoOwner {
  readonly reason: string;
}

let owner: Promise<OwnerThread | NoOwner> | undefined;

/**
 * The process's owner thread, started on first use (`build` makes the shared library of a C
 * source: build.ts's buildLibrary, passed in since build.ts loads kernels, which use the owner);
 * or why it could not be.
 */
export function ownerThread(build: (source: string) => Promise<string>): Promise<OwnerThread | NoOwner> {
  owner ??= startOwner(build).catch((e: unknown) => ({
    reason: `the OpenMP owner thread's library could not be built or loaded: ${e instanceof Error ? e.message : String(e)}`,
  }));
  return owner;
}

export function isOwner(o: OwnerThread | NoOwner): o is OwnerThread {
  return !('reason' in o);
}

/**
 * Loads the owner library — and with it libgomp, whose initialisation reads GOMP_SPINCOUNT once —
 * with `OPENMP_SPIN_COUNT` in the environment for that synchronous load only, so that no child
 * process inherits it. A libgomp already loaded (a cold availability probe, an OpenMP BLAS) keeps
 * its settings.
 */
async function loadOwnerLibrary(path: string) {
  const koffi = await loadKoffi();
  const env = process.env;
  if (env.GOMP_SPINCOUNT !== undefined || env.OMP_WAIT_POLICY !== undefined) return koffi.load(path);
  env.GOMP_SPINCOUNT = OPENMP_SPIN_COUNT;
  try {
    return koffi.load(path);
  } finally {
    delete env.GOMP_SPINCOUNT;
  }
}

async function startOwner(build: (source: string) => Promise<string>): Promise<OwnerThread | NoOwner> {
  const lib = await loadOwnerLibrary(await build(OWNER_SOURCE));
  const start = declare(lib, 'tt_owner_start', 'int32_t', []);
  const state = start();
  if (state !== 1)
    return { reason: `the OpenMP owner thread did not start (pthread_create error ${-Number(state)})` };
  const resolveFn = declare(lib, 'tt_owner_resolve', 'int32_t', [
    'const char *',
    'const char *',
    'uint8_t *',
  ]);
  const kernelFn: KoffiFunction = declare(lib, 'tt_owner_kernel', 'void', [
    'const uint8_t *',
    'int32_t',
    'int32_t',
    'int32_t',
    'int32_t',
    'int32_t *',
    'void **',
    'const uint8_t *',
  ]);
  const graphFn: KoffiFunction = declare(lib, 'tt_owner_graph', 'int32_t', [
    'const uint8_t *',
    'int32_t',
    'const int32_t *',
    'const uint8_t *',
    'void **',
    'const int32_t *',
    'const uint8_t *',
    'int32_t *',
  ]);
  const statsFn = declare(lib, 'tt_owner_stats', 'void', ['int64_t *']);
  return {
    resolve(path, name) {
      const out = new Uint8Array(8);
      return resolveFn(path, name, out) === 1 ? out : undefined;
    },
    kernel: (entry, args) => callAsync(kernelFn, [entry, ...args]),
    graph: (run, args) => callAsync(graphFn, [run, ...args]),
    stats() {
      const out = new BigInt64Array(3);
      statsFn(out);
      return { onOwner: Number(out[0]), inPlace: Number(out[1]), tid: Number(out[2]) };
    },
  };
}
