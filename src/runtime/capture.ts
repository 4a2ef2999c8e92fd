/**
 * `tt.capture(fn)`: runs `fn` and records every kernel launch it makes, in order, into a Graph
 * (runtime/capture-graph.ts) that `replay()` runs again with one host call where the device allows.
 * The launches run as usual while they are recorded (the capture is also the first run, and
 * compiles what the graph needs); the host code between them is not recorded, so control flow is
 * captured as it went (a loop is unrolled). What the graph could not repeat is refused at capture
 * time with CaptureError: a host read (`read()`, `item()`, `hostView()`), other queue work
 * (`queue.task`: tt.matmul, tt.np reductions, orders), a kernel with console.log, a launch on a
 * second device or queue, a nested capture or replay.
 */
import { CaptureError } from '../errors/errors.js';
import { Graph } from './capture-graph.js';
import { type CapturedLaunch, recordInto } from './capture-record.js';
import { capturing, refusal, setCapturing } from './capture-state.js';

export { Graph, type ReplayOptions } from './capture-graph.js';

/**
 * Records the launches `fn` makes (awaited or not) and returns their graph once `fn` has
 * finished and their kernels are compiled. Rejects with `fn`'s error, or with the CaptureError of
 * the first work the capture refused (even when `fn` did not await it).
 */
export async function capture(fn: () => unknown): Promise<Graph> {
  if (typeof fn !== 'function') {
    throw new CaptureError(
      'CAPTURE_NOT_A_FUNCTION',
      `tt.capture() takes a function that launches kernels, e.g. tt.capture(async () => { await k.launch(n, args); }); got ${fn === null ? 'null' : typeof fn}`,
    );
  }
  if (capturing()) {
    throw refusal(
      new CaptureError(
        'CAPTURE_NESTED',
        'tt.capture() inside tt.capture(): captures do not nest; launch the inner work directly (it is recorded by the outer capture)',
      ),
    );
  }
  const list: CapturedLaunch[] = [];
  setCapturing(true);
  recordInto(list);
  let refused: CaptureError | undefined;
  try {
    await fn();
  } finally {
    recordInto(undefined);
    refused = setCapturing(false);
  }
  if (refused) throw refused;
  if (list.length === 0) {
    throw new CaptureError(
      'CAPTURE_EMPTY',
      'tt.capture(): the function launched no kernel, so there is nothing to replay; launch kernels inside it (kernel.launch(range, args))',
    );
  }
  return new Graph(list, await Promise.all(list.map((l) => l.exe)));
}
