/**
 * Whether a graph capture (tt.capture, runtime/capture.ts) is recording. Kept apart from the
 * recording itself so NDArray (which refuses host reads during a capture) imports no kernel types.
 * The state is one per process: while a capture function runs, every launch of the process is
 * recorded and every host read refused, including those of unrelated code running concurrently.
 */
import { CaptureError } from '../errors/errors.js';

let recording = false;
/** The first work the running capture refused (its promise may never have been awaited). */
let firstRefusal: CaptureError | undefined;

/** True while a capture function runs. */
export function capturing(): boolean {
  return recording;
}

/**
 * @internal Set by tt.capture around its function; returns the first refusal of the capture that
 * ends, so a refused launch or read nobody awaited still fails the capture.
 */
export function setCapturing(on: boolean): CaptureError | undefined {
  const refused = firstRefusal;
  recording = on;
  firstRefusal = undefined;
  return refused;
}

/** Notes `e` as a refusal of the running capture, and returns it. */
export function refusal(e: CaptureError): CaptureError {
  firstRefusal ??= e;
  return e;
}

/**
 * The error for work a capture cannot record (`what`: 'read()' …), or undefined when no capture
 * is recording.
 */
export function refusedInCapture(what: string): CaptureError | undefined {
  if (!recording) return undefined;
  return refusal(
    new CaptureError(
      'CAPTURE_HOST_READ',
      `${what} inside tt.capture(): a capture records launches to replay later, so a value read back on the host could only be the one of this run (data-dependent control is not captured); read after the capture, or after graph.replay()`,
    ),
  );
}

/** The error for non-kernel work (`queue.task`) while a capture records, or undefined. */
export function refusedTaskInCapture(what: string): CaptureError | undefined {
  if (!recording) return undefined;
  return refusal(
    new CaptureError(
      'CAPTURE_UNSUPPORTED_WORK',
      `${what} inside tt.capture(): only kernel launches are captured, and this is other work on a queue (tt.matmul, a tt.np reduction, an MPI message, an order); run it outside the capture`,
    ),
  );
}

/**
 * A rejected promise for refused work that is already observed: the capture itself rejects with
 * the refusal, so a caller that did not await the refused call leaves no unhandled rejection.
 */
export function observedRefusal(e: CaptureError): Promise<never> {
  const p = Promise.reject(e);
  p.catch(() => {});
  return p;
}
