/**
 * The user's call an internal launch is part of (docs/errors.md#user-facing-names): tt.np's
 * functions and tt.jit's functions run kernels of their own (`np_add`, `np_jit`, `sum_lanes`…),
 * and an error those launches raise — a failed array given to one (failed-input.ts) — names what
 * the user called (`np.add`, `jit function 'f'`) and the argument they passed, not the internal
 * kernel and its parameter. The call is set while the function runs (synchronously: it prepares
 * its launches before returning), and every launch prepared meanwhile carries it. The outermost
 * call wins: np.stack's internal np.concatenate and np.astype stay np.stack's.
 */
export interface OpCall {
  /** What the user called, as messages name it: 'np.add', 'NDArray.add', "jit function 'f'". */
  readonly label: string;
  /**
   * The argument the user passed that `isIt` (the launch's array, a view of its memory or the
   * memory it views), as they know it: 'argument 1 (f32[4] on js:0)', 'input 0 (…)'; undefined
   * when none is (the call's own intermediates).
   */
  readonly argumentOf: (isIt: (passed: unknown) => boolean) => string | undefined;
}

let current: OpCall | undefined;

/** The call being run, if any: a launch prepared now is part of it. */
export function currentOpCall(): OpCall | undefined {
  return current;
}

/** Runs `body` as the user's call `call` (inside another call, as that one's: the outermost wins). */
export function withOpCall<T>(call: OpCall, body: () => T): T {
  if (current) return body();
  current = call;
  try {
    return body();
  } finally {
    current = undefined;
  }
}
