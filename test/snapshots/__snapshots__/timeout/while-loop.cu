/* timeout variant: the host raises tt_cancel[0] at the deadline (mapped pinned host memory) */
__device__ volatile int32_t *tt_cancel;
__device__ volatile int32_t tt_stop;
__device__ __noinline__ bool tt_cancelled(void) {
  if (tt_stop) return true;
  if (tt_cancel[0] == 0) return false;
  tt_cancel[1] = 1;
  tt_stop = 1;
  __threadfence_system();
  return true;
}

  uint32_t tt_ticks = 0; (void)tt_ticks;
  if (tt_stop) return;
    if (++tt_ticks == 1024u) { tt_ticks = 0; if (tt_cancelled()) return; }
  uint32_t tt_ticks = 0; (void)tt_ticks;
  if (tt_stop) return;
    if (++tt_ticks == 1024u) { tt_ticks = 0; if (tt_cancelled()) return; }
