/**
 * UCX (the transport under MPICH's ch4:ucx and Open MPI's pml/ucx) intercepts mmap, munmap and
 * brk by patching them in the process ("memory events", for its registration cache). In a Node
 * process V8's own threads map and unmap code pages concurrently, and the patched calls crashed a
 * rank with SIGSEGV inside V8's compiler (seen in CI: `ucs_handle_error` … `Runtime_CompileLazy`,
 * MPICH 4 over UCX, 1 run in ~10); UCX's maintainers give `UCX_MEM_EVENTS=n` as the cure for
 * such hook conflicts (openucx/ucx#3831). Without memory events UCX only keeps no registration
 * cache — a cost for large RDMA messages, none for shared memory or TCP.
 *
 * The default is set before libmpi is loaded and initialised, and kept for the process (UCX reads
 * its configuration again for every context it creates); a user who set `UCX_MEM_EVENTS` keeps
 * their choice.
 */

/** The value tutti gives `UCX_MEM_EVENTS` when the user did not choose. */
export const UCX_MEM_EVENTS_DEFAULT = 'n';

/** Sets `UCX_MEM_EVENTS=n` in `env` unless it is set already; returns whether it set it. */
export function setUcxDefaults(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.UCX_MEM_EVENTS !== undefined && env.UCX_MEM_EVENTS !== '') return false;
  env.UCX_MEM_EVENTS = UCX_MEM_EVENTS_DEFAULT;
  return true;
}
