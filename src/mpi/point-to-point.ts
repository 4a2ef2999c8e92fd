/**
 * Point-to-point messages of a communicator (comm.ts): send, recv and sendrecv, posted as
 * MPI_Isend / MPI_Irecv and polled by the progress engine (progress.ts), never blocking the event
 * loop. Arguments are checked before anything is scheduled.
 *
 * Small messages cost what their promises cost, so a message starts at once when it can: every
 * earlier operation of the communicator is posted (program order holds) and its arrays have no
 * use in flight and a host copy MPI can use in place (runtime/queue-task.ts taskNow). It is posted
 * in the call, and a peer that answers within the first spin completes it before the call returns
 * (one resolved promise); otherwise it goes on as a task of its arrays. Anything else (a device
 * array to stage, an earlier message not yet posted) runs as an ordered task (op-queue.ts).
 */
import { MpiError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { taskNow } from '../runtime/queue-task.js';
import type { AnyTypedArray } from '../types/dtype.js';
import type { Handle } from './abi.js';
import { checkTag, sameArray } from './checks.js';
import type { CommContext } from './comm-context.js';
import {
  ANY_SOURCE,
  ANY_TAG,
  type Label,
  lazyLabel,
  type MessageOptions,
  type SendrecvOptions,
} from './options.js';
import type { MpiStatus, RawStatus } from './progress.js';
import { hostBuffer, hostData, hostDevice } from './staging.js';

type Now<T> = T | Promise<T>;

/** Calls `f`, turning a throw into a rejected promise (an MPI error of a posted request). */
function settle<T>(f: () => Now<T>): Now<T> {
  try {
    return f();
  } catch (e) {
    return Promise.reject(e);
  }
}

/** Posts MPI_Isend of `data` and waits for it (synchronously when it completes in the spin). */
function postSend(
  c: CommContext,
  data: AnyTypedArray,
  dt: Handle,
  peer: number,
  tag: number,
  what: Label,
  timeout: number,
  posted: () => void,
): Now<void> {
  const { progress } = c.session;
  const req = progress.newRequest();
  progress.post(
    req,
    c.session.lib.fn.Isend(c.addr(data), data.length, dt, peer, tag, c.handle, req.req),
    what,
  );
  posted();
  const done = settle(() => progress.waitNow(req, what, [data], timeout, true));
  return done instanceof Promise ? done.then(ignore) : undefined;
}

/** Posts MPI_Irecv into `target` and waits for it (synchronously when it completes in the spin). */
function postRecv(
  c: CommContext,
  target: AnyTypedArray,
  dt: Handle,
  peer: number,
  tag: number,
  what: Label,
  timeout: number,
  posted: () => void,
): Now<MpiStatus> {
  const { progress } = c.session;
  const req = progress.newRequest();
  const mpiTag = tag === ANY_TAG ? c.session.abi.anyTag : tag;
  const rc = c.session.lib.fn.Irecv(c.addr(target), target.length, dt, peer, mpiTag, c.handle, req.req);
  progress.post(req, rc, what);
  posted();
  const raw = settle(() => progress.waitNow(req, what, [target], timeout, true));
  const bytes = target.BYTES_PER_ELEMENT;
  return raw instanceof Promise ? raw.then((r) => c.status(r, bytes)) : c.status(raw, bytes);
}

/** What a sendrecv posts: both buffers, datatypes, peers and tags. */
interface Exchange {
  readonly data: AnyTypedArray;
  readonly target: AnyTypedArray;
  readonly sdt: Handle;
  readonly rdt: Handle;
  readonly to: number;
  readonly from: number;
  readonly tag: number;
  readonly recvTag: number;
}

/** Posts the receive, then the send; the receive's status when both completed. */
function postExchange(
  c: CommContext,
  x: Exchange,
  what: Label,
  timeout: number,
  posted: () => void,
): Now<MpiStatus> {
  const { progress } = c.session;
  const { fn } = c.session.lib;
  const rreq = progress.newRequest();
  const sreq = progress.newRequest();
  const mpiTag = x.recvTag === ANY_TAG ? c.session.abi.anyTag : x.recvTag;
  const rrc = fn.Irecv(c.addr(x.target), x.target.length, x.rdt, x.from, mpiTag, c.handle, rreq.req);
  try {
    progress.post(rreq, rrc, what);
  } catch (e) {
    progress.release(sreq);
    throw e;
  }
  try {
    progress.post(
      sreq,
      fn.Isend(c.addr(x.data), x.data.length, x.sdt, x.to, x.tag, c.handle, sreq.req),
      what,
    );
  } catch (e) {
    progress.discard(rreq, [x.target]);
    throw e;
  }
  posted();
  const received = settle(() => progress.waitNow(rreq, what, [x.target], timeout, true));
  const sent = settle(() => progress.waitNow(sreq, what, [x.data], timeout, true));
  const bytes = x.target.BYTES_PER_ELEMENT;
  if (!(received instanceof Promise) && !(sent instanceof Promise)) return c.status(received, bytes);
  const sentP = Promise.resolve(sent);
  sentP.catch(ignore); // awaited below; not unhandled if the receive fails first
  return Promise.resolve(received).then(async (r: RawStatus) => {
    await sentP;
    return c.status(r, bytes);
  });
}

export function send(
  c: CommContext,
  arr: NDArray,
  dest: number,
  tag: number,
  opts: MessageOptions,
): Promise<void> {
  const what = lazyLabel(() => `send(${arr.describe()}) to rank ${dest} tag ${tag}`);
  const { dt, peer } = endpoint(c, arr, dest, tag, what, false);
  const timeout = c.timeout(opts);
  return pointToPoint(c, arr, false, what, (data, posted) =>
    postSend(c, data, dt, peer, tag, what, timeout, posted),
  );
}

export function recv(
  c: CommContext,
  arr: NDArray,
  source: number,
  tag: number,
  opts: MessageOptions,
): Promise<MpiStatus> {
  const what = lazyLabel(
    () => `recv(${arr.describe()}) from ${source === ANY_SOURCE ? 'any rank' : `rank ${source}`}`,
  );
  const { dt, peer } = endpoint(c, arr, source, tag, what, true);
  const timeout = c.timeout(opts);
  return pointToPoint(c, arr, true, what, (target, posted) =>
    postRecv(c, target, dt, peer, tag, what, timeout, posted),
  );
}

/**
 * A send (`writes` false) or receive of `arr`: posted in this call when every earlier operation on
 * the communicator is posted and `arr` is usable in place (taskNow), else in order after them.
 */
function pointToPoint<T>(
  c: CommContext,
  arr: NDArray,
  writes: boolean,
  what: Label,
  post: (data: AnyTypedArray, posted: () => void) => Now<T>,
): Promise<T> {
  const now = c.ops.allPosted
    ? taskNow(writes ? [] : [arr], writes ? [arr] : [], hostDevice(), ([a]) =>
        post(hostData(arr, what, { host: a?.host }), ignore),
      )
    : undefined;
  if (now) return now;
  const access = writes ? { writes: [arr] } : { reads: [arr] };
  return c.ops.schedule(access, false, async (posted, scope) =>
    post(await hostBuffer(scope, arr, what), posted),
  );
}

export function sendrecv(
  c: CommContext,
  sendArr: NDArray,
  dest: number,
  recvArr: NDArray,
  source: number,
  tag: number,
  opts: SendrecvOptions,
): Promise<MpiStatus> {
  const what = lazyLabel(
    () => `sendrecv(${sendArr.describe()} to rank ${dest}, ${recvArr.describe()} from rank ${source})`,
  );
  if (sameArray(sendArr, recvArr)) {
    throw new MpiError(
      'MPI_BAD_ARGUMENT',
      `${what}: the send and receive arrays are the same array; receive into a separate array`,
    );
  }
  const sdt = c.prepare(sendArr, what);
  const rdt = c.prepare(recvArr, what);
  const to = c.peer(dest, what, false);
  const from = c.peer(source, what, true);
  const recvTag = opts.recvTag ?? tag;
  checkTag(tag, what, false);
  checkTag(recvTag, what, true);
  const timeout = c.timeout(opts);
  const exchange = (data: AnyTypedArray, target: AnyTypedArray): Exchange => ({
    data,
    target,
    sdt,
    rdt,
    to,
    from,
    tag,
    recvTag,
  });
  const now = c.ops.allPosted
    ? taskNow([sendArr], [recvArr], hostDevice(), ([s, r]) => {
        const data = hostData(sendArr, what, { host: s?.host });
        const target = hostData(recvArr, what, { host: r?.host });
        return postExchange(c, exchange(data, target), what, timeout, ignore);
      })
    : undefined;
  if (now) return now;
  return c.ops.schedule({ reads: [sendArr], writes: [recvArr] }, false, async (posted, scope) => {
    const data = await hostBuffer(scope, sendArr, what);
    const target = await hostBuffer(scope, recvArr, what);
    return postExchange(c, exchange(data, target), what, timeout, posted);
  });
}

/** Checks a send's or receive's array, peer and tag; returns the array's datatype and MPI's peer rank. */
function endpoint(
  c: CommContext,
  arr: NDArray,
  rank: number,
  tag: number,
  what: Label,
  receiving: boolean,
): { dt: Handle; peer: number } {
  const dt = c.prepare(arr, what);
  const peer = c.peer(rank, what, receiving);
  checkTag(tag, what, receiving);
  return { dt, peer };
}

function ignore(): void {}
