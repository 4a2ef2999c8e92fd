/**
 * tt.grad's own fusion (docs/autodiff.md "Fused gradients"): the gradient function is traced like
 * a tt.jit function on every call (captured variables read as they are then) and runs as jit's
 * fused kernels, planned once per trace fingerprint (np/jit-retrace.ts). A signature
 * whose trace fails — the function launches a kernel, reads an array on the host, uses an operation with no traced gradient rule, or anything
 * else tutti refuses while tracing — runs the tape-based gradient instead, now and on every later
 * call (remembered per signature). While tracing, kernel launches are refused before anything is
 * queued (runtime/launch-recorder.ts), so a failed trace leaves no work behind: its Tracers hold
 * no memory, and arrays the function made before failing are unreachable (freed by the GC's
 * finaliser, as any dropped array).
 */
import { ArrayOpError, TuttiError } from '../errors/errors.js';
import { type JitResult, signatureOf } from '../np/jit.js';
import { retracingJit } from '../np/jit-retrace.js';
import { tracerIn } from '../np/jit-trace.js';
import { refusingLaunches } from '../runtime/launch-recorder.js';
import type { NDArray } from '../runtime/ndarray.js';

type Fn<R> = (...args: NDArray[]) => R;

/** A function that runs `traced` fused by tt.jit per signature, or `eager` where its trace fails. */
export function fusedOrEager<R extends JitResult>(traced: Fn<R>, eager: Fn<R>): Fn<R> {
  const refused = new Set<string>();
  /** The error the latest trace failed with (to tell it from an error of running the plan). */
  let failure: unknown;
  // traced on every call, like the tape runs f on every call: captured variables are read as they
  // are now and f's side effects run once per call; planned once per trace fingerprint
  const fused = retracingJit((...a: NDArray[]): R => {
    try {
      const { value, refused: launched } = refusingLaunches(() => traced(...a));
      if (launched)
        // the function caught the refusal and went on: its trace is still not its computation
        throw new ArrayOpError('JIT_UNSUPPORTED', 'tt.grad', 'the function launched a kernel while traced');
      return value;
    } catch (e) {
      failure = e;
      throw e;
    }
  });
  return (...args) => {
    // inside a user's tt.jit: record on that trace
    if (tracerIn(args)) return traced(...args);
    let key: string;
    try {
      key = signatureOf(args);
    } catch {
      return eager(...args); // an argument jit cannot take: the tape's own checks answer
    }
    if (refused.has(key)) return eager(...args);
    failure = undefined;
    try {
      return fused(...args) as R;
    } catch (e) {
      // a user's own error thrown while tracing is the function's answer: it is not run again
      if (e !== failure || !(e instanceof TuttiError)) throw e;
      refused.add(key);
      return eager(...args);
    }
  };
}
