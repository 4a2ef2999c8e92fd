/**
 * How long OpenMP's threads spin before they sleep, for the libraries tutti loads in this process
 * (native kernels, the native probe, host sections): GNU libgomp reads `GOMP_SPINCOUNT` once, when
 * the first library that links it is loaded, and by default a waiting thread spins 300 000 times
 * (7.2 ms on the 2-core VM) at every barrier and after every parallel region.
 *
 * On a machine whose cores are shared (other processes, or Node's own threads) that default is
 * the worst case: when two team threads share one core, the one waiting spins through its whole
 * time slice while the one it waits for cannot run, and each barrier costs a scheduler tick. The
 * PolyBench gemm entry (200×220, 2 threads) took 8.0 ms per launch from one libuv thread
 * (`UV_THREADPOOL_SIZE=1`) at load 2–9 where one thread takes 2.0 ms, and the standalone C driver
 * 10–19 ms at load 8–10. A count of 10 000 (~0.25 ms) still covers the gap between back-to-back
 * launches (60–100 µs of JavaScript), so a team that is launched again at once finds its threads
 * awake, and a team that waits for a descheduled thread gives the core up within a quarter of a
 * millisecond. (libgomp already spins only 100 times while it manages more threads than there are
 * cores, which it does once two libuv threads have each led a team; this count does not change
 * that.)
 *
 * The variable is set only while the library loads, so child processes (compilers, the C
 * references of the benchmarks) see the environment the user gave, and never when the user chose
 * a wait policy (`OMP_WAIT_POLICY`, `GOMP_SPINCOUNT`). LLVM's libomp (`KMP_BLOCKTIME`) is left
 * as configured.
 */

/** libgomp's spin count tutti loads its libraries with: ~0.25 ms of `pause` on x86-64. */
export const OPENMP_SPIN_COUNT = '10000';

/** Variables by which the user chose how OpenMP's threads wait: any of them keeps libgomp's reading. */
const USER_CHOICES = ['OMP_WAIT_POLICY', 'GOMP_SPINCOUNT'] as const;

/** The variables to add to `env` while an OpenMP library loads (none when the user chose). */
export function openmpWaitDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  if (USER_CHOICES.some((k) => env[k] !== undefined && env[k] !== '')) return {};
  return { GOMP_SPINCOUNT: OPENMP_SPIN_COUNT };
}

/**
 * Runs `load` (a dlopen of a library that may link libgomp) with `openmpWaitDefaults` in the
 * process environment (Node sets the C environment libgomp reads), and removes them afterwards.
 */
export function withOpenmpWaitDefaults<T>(load: () => T): T {
  const added = Object.entries(openmpWaitDefaults(process.env));
  for (const [k, v] of added) process.env[k] = v;
  try {
    return load();
  } finally {
    for (const [k] of added) delete process.env[k];
  }
}
