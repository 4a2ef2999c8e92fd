/**
 * Graph replay on CUDA (BackendDevice.replay, for tt.capture): a captured graph's launches become
 * one CUDA graph, recorded once per launch list (the runtime hands over the same list while the
 * graph's allocations and scalars are unchanged) by stream capture on the queue's stream —
 * cuStreamBeginCapture, one memset of every launch's error words, each kernel through
 * cuLaunchKernel with its own error words, one copy of the words to pinned memory,
 * cuStreamEndCapture — then cuGraphInstantiate. A replay is one cuGraphLaunch and a poll of the
 * stream. The kernels of a graph all run (a launch that fails does not stop the later ones, unlike
 * launch by launch); the first launch whose words are set becomes its KernelRangeError.
 *
 * What a CUDA graph cannot hold runs launch by launch as before (each CudaExecutable.run in turn):
 * a timeout variant (its cancellation words are armed per launch), a driver without the graph API
 * (CUDA < 11.4), or a capture the driver refused (`TUTTI_DEBUG=cuda` says why).
 */
import { debugLog } from '../../config/debug.js';
import { InternalError, KernelExecutionError } from '../../errors/errors.js';
import type { ReplayLaunch } from '../backend.js';
import { ERROR_BYTES } from '../shared/range-error.js';
import type { CudaContext, Pinned } from './context.js';
import { CU_STREAM_CAPTURE_MODE_RELAXED, CudaDriverError, type DriverApi } from './driver.js';
import { CudaExecutable, type CudaQueue } from './executable.js';

/** A launch list's instantiated CUDA graph and the error words its launches write. */
interface CudaGraphPlan {
  readonly exec: bigint;
  readonly exes: readonly CudaExecutable[];
  /** ERROR_BYTES per launch, on the device and (after each replay) in pinned host memory. */
  readonly errDevice: bigint;
  readonly errHost: Pinned;
}

/** Each list's plan (null: it runs launch by launch). */
const plans = new WeakMap<readonly ReplayLaunch[], CudaGraphPlan | null>();
/** Frees a plan's graph and error words once its launch list is gone. */
const release = new FinalizationRegistry<() => void>((free) => free());

/** Error words per launch, in 32-bit words. */
const WORDS = ERROR_BYTES / 4;

/**
 * The executables of `launches` when a CUDA graph can hold them all (every one a CudaExecutable
 * run without a timeout), else why not.
 */
export function graphable(launches: readonly ReplayLaunch[]): readonly CudaExecutable[] | string {
  if (launches.length === 0) return 'no launches';
  const exes: CudaExecutable[] = [];
  for (const [i, { exe, req }] of launches.entries()) {
    if (!(exe instanceof CudaExecutable)) return `launch ${i} is not a cuda kernel`;
    if (exe.polls(req)) return `launch ${i} has a timeout (its cancellation words are armed per launch)`;
    exes.push(exe);
  }
  return exes;
}

/** The byte offset of launch `i`'s error words in a plan's buffers. */
export function errorSlot(i: number): number {
  return i * ERROR_BYTES;
}

/** Records the launches on `q`'s stream into an executable graph; always ends the capture it began. */
function captureGraph(
  d: DriverApi,
  exes: readonly CudaExecutable[],
  launches: readonly ReplayLaunch[],
  q: CudaQueue,
  errDevice: bigint,
  errHost: Pinned,
): bigint {
  const bytes = errorSlot(launches.length);
  d.call('streamBeginCapture', q.stream, CU_STREAM_CAPTURE_MODE_RELAXED);
  let failed = false;
  let failure: unknown;
  try {
    d.call('memsetD8Async', errDevice, 0, bytes, q.stream);
    for (const [i, exe] of exes.entries()) {
      const req = launches[i]?.req;
      if (!req) throw new InternalError(`cuda graph: no request for launch ${i}`);
      exe.enqueue(req, errDevice + BigInt(errorSlot(i)), q.stream);
    }
    d.call('memcpyDtoHAsync', errHost.address, errDevice, bytes, q.stream);
  } catch (e) {
    failed = true;
    failure = e;
  }
  // the capture ends whatever happened: the stream must leave capture mode
  const out = new BigUint64Array(1);
  const r = d.raw('streamEndCapture', q.stream, out);
  const graph = out[0] ?? 0n;
  if (failed || r !== 0 || graph === 0n) {
    if (graph !== 0n) d.raw('graphDestroy', graph);
    throw failed ? failure : new CudaDriverError('streamEndCapture', r, d.errorName(r));
  }
  try {
    return d.out64('graphInstantiate', graph, 0n);
  } finally {
    // the executable graph keeps what it needs of the graph
    d.raw('graphDestroy', graph);
  }
}

/** A CUDA graph of `launches`, or null (launch by launch) when the driver or the list refuses. */
function makePlan(ctx: CudaContext, launches: readonly ReplayLaunch[], q: CudaQueue): CudaGraphPlan | null {
  const exes = graphable(launches);
  if (typeof exes === 'string') {
    debugLog('cuda', `graph replay launch by launch: ${exes}`);
    return null;
  }
  const d = ctx.use();
  const bytes = errorSlot(launches.length);
  let errDevice = 0n;
  let errHost: Pinned | undefined;
  try {
    errDevice = d.out64('memAlloc', bytes);
    errHost = ctx.allocPinned(bytes);
    const exec = captureGraph(d, exes, launches, q, errDevice, errHost);
    const plan: CudaGraphPlan = { exec, exes, errDevice, errHost };
    const host = errHost;
    release.register(launches, () => {
      try {
        const dd = ctx.use();
        dd.raw('graphExecDestroy', exec);
        dd.raw('memFree', errDevice);
        ctx.freePinned(host);
      } catch {
        // the context is gone (the device was closed): so is everything it held
      }
    });
    return plan;
  } catch (e) {
    debugLog('cuda', `graph replay launch by launch: ${e instanceof Error ? e.message : String(e)}`);
    if (errDevice !== 0n) d.raw('memFree', errDevice);
    if (errHost) ctx.freePinned(errHost);
    return null;
  }
}

async function launchByLaunch(launches: readonly ReplayLaunch[]): Promise<void> {
  for (const { exe, req } of launches) await exe.run(req);
}

/** One cuGraphLaunch; then the first launch whose error words are set becomes its error. */
async function launchGraph(
  ctx: CudaContext,
  plan: CudaGraphPlan,
  launches: readonly ReplayLaunch[],
  q: CudaQueue,
): Promise<void> {
  try {
    ctx.use().call('graphLaunch', plan.exec, q.stream);
    await ctx.wait(q.stream);
  } catch (e) {
    throw new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `graph replay failed on cuda:${ctx.gpu.ordinal}: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  const { bytes } = plan.errHost;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, WORDS * launches.length);
  for (let i = 0; i < launches.length; i++) {
    if (words[WORDS * i + 1] === 0) continue;
    const l = launches[i];
    const exe = plan.exes[i];
    const err = l && exe?.rangeError(words.subarray(WORDS * i, WORDS * (i + 1)), l.req);
    if (err) throw err;
  }
}

/** BackendDevice.replay of a CUDA device: one cuGraphLaunch per replay, else launch by launch. */
export function cudaReplay(ctx: CudaContext, launches: readonly ReplayLaunch[], q: CudaQueue): Promise<void> {
  let plan = plans.get(launches);
  if (plan === undefined) {
    plan = makePlan(ctx, launches, q);
    plans.set(launches, plan);
  }
  return plan ? launchGraph(ctx, plan, launches, q) : launchByLaunch(launches);
}
