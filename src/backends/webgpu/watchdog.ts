/**
 * Launch timeouts on webgpu (`timeoutMs`; docs/timeouts.md). A GPU cannot be told to stop from the
 * host during a dispatch (the host cannot write a buffer the dispatch reads), so the polling
 * variant of a kernel carries its own watchdog: every loop (but counted leaf loops, polled through
 * their enclosing loop) counts its back-edges per work item, and once an item has passed a budget
 * derived from the timeout it leaves every loop it is in; the launch then rejects with
 * KernelTimeoutError. The budget assumes no work item takes more than MAX_BACK_EDGES_PER_MS
 * back-edges per millisecond (a 4 GHz clock at one back-edge per cycle): an item stopped by it has
 * run for at least `timeoutMs`, so a kernel that would finish in time is never stopped by the
 * budget, and a runaway item stops within `timeoutMs` times the device's slowdown against that
 * rate. Independently, the host rejects the launch when `timeoutMs` has passed on its clock (the
 * dispatch may still run on: later work on the device waits for it).
 */

/** Back-edges per ms that no work item of any GPU exceeds. */
export const MAX_BACK_EDGES_PER_MS = 4_000_000;
/** Back-edges per tick of the budget counter (the budget is in ticks: a u32 covers ~18 min). */
export const TICK = 1024;
/** The value of the error buffer's word 3 when the watchdog stopped an item (1: a cut loop). */
export const STOPPED = 2;

/** The budget uniform for a timeout, in ticks of TICK back-edges per work item. */
export function budgetTicks(timeoutMs: number): number {
  return Math.min(0xffffffff, Math.max(1, Math.ceil((timeoutMs * MAX_BACK_EDGES_PER_MS) / TICK)));
}

/** The per-item counters and the tick every polled loop calls at the top of each iteration. */
export const WATCHDOG_DECLS = `var<private> tt_ticks: u32 = 0u;
var<private> tt_kticks: u32 = 0u;
var<private> tt_stopped: u32 = 0u;

// true once this work item has passed its back-edge budget (the launch's timeout): loops leave
fn tt_tick() -> bool {
  tt_ticks = tt_ticks + 1u;
  if (tt_ticks == ${TICK}u) {
    tt_ticks = 0u;
    tt_kticks = tt_kticks + 1u;
    if (tt_kticks > U.tt_budget) { tt_stopped = 1u; }
  }
  return tt_stopped != 0u;
}`;
