/**
 * The polling variant of a wasm kernel (`options.poll`, a launch with a timeout): `run` takes the
 * deadline (ms since the epoch, f64) as its last parameter; every POLL_EVERY loop back-edges the
 * code calls the imported clock `tt.now` (Date.now: one clock for every worker thread) and, past
 * the deadline, leaves: `run` with status 2, a helper with its zero value after marking the launch
 * cancelled (the calling item then stops at its next back-edge or item). Status 2 becomes a
 * KernelTimeoutError. Running on the calling thread works too: no timer has to fire.
 */
import { POLL_EVERY } from '../shared/timeout.js';
import type { Binaryen, FnContext, Mod, X } from './types.js';

const NOW = 'tt_now';
const DEADLINE = 'tt_deadline';
const TICKS = 'tt_ticks';
const CANCELLED = 'tt_cancelled';
/** `run`'s status when the deadline passed. */
export const STATUS_TIMED_OUT = 2;

/** The clock import and the instance's polling state. */
export function addPollState(b: Binaryen, m: Mod): void {
  m.addFunctionImport(NOW, 'tt', 'now', b.none, b.f64);
  m.addGlobal(DEADLINE, b.f64, true, m.f64.const(0));
  m.addGlobal(TICKS, b.i32, true, m.i32.const(0));
  m.addGlobal(CANCELLED, b.i32, true, m.i32.const(0));
}

/** At `run`'s start: the launch's deadline from parameter `param`, nothing cancelled yet. */
export function startPolling(c: FnContext, param: number): X {
  const { m, b } = c;
  return m.block(null, [
    m.global.set(DEADLINE, m.local.get(param, b.f64)),
    m.global.set(CANCELLED, m.i32.const(0)),
  ]);
}

/** A loop back-edge: every POLL_EVERY passes, past the deadline, mark cancelled and run `exit`. */
export function backEdgeCheck(c: FnContext, exit: X): X {
  const { m, b } = c;
  const ticks = m.i32.add(m.global.get(TICKS, b.i32), m.i32.const(1));
  return m.block(null, [
    m.global.set(TICKS, ticks),
    m.if(
      m.i32.ge_u(m.global.get(TICKS, b.i32), m.i32.const(POLL_EVERY)),
      m.block(null, [
        m.global.set(TICKS, m.i32.const(0)),
        m.if(
          m.f64.gt(m.call(NOW, [], b.f64), m.global.get(DEADLINE, b.f64)),
          m.block(null, [m.global.set(CANCELLED, m.i32.const(1)), exit]),
        ),
      ]),
    ),
  ]);
}

/** Before each work item of `run`: stop when a helper saw the deadline pass. */
export function cancelledCheck(c: FnContext): X {
  const { m, b } = c;
  return m.if(m.global.get(CANCELLED, b.i32), m.return(m.i32.const(STATUS_TIMED_OUT)));
}

/** The clock the polling variant imports (module 'tt'). */
export function pollImports(): { now: () => number } {
  return { now: () => Date.now() };
}
