/**
 * Point-to-point messages of a communicator (comm.ts): send, recv and sendrecv, posted as
 * MPI_Isend / MPI_Irecv and polled by the progress engine (progress.ts), never blocking the event
 * loop. Arguments are checked before anything is scheduled.
 */
import { MpiError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
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
import type { MpiStatus } from './progress.js';
import { hostBuffer } from './staging.js';

export function send(
  c: CommContext,
  arr: NDArray,
  dest: number,
  tag: number,
  opts: MessageOptions,
): Promise<void> {
  const what = lazyLabel(() => `send(${arr.describe()}) to rank ${dest} tag ${tag}`);
  const { dt, peer } = endpoint(c, arr, dest, tag, what, false);
  return c.ops.schedule({ reads: [arr] }, false, async (posted, scope) => {
    const data = await hostBuffer(scope, arr, what);
    const req = c.session.progress.newRequest();
    const { fn } = c.session.lib;
    const { progress } = c.session;
    progress.post(req, fn.Isend(c.addr(data), data.length, dt, peer, tag, c.handle, req.req), what);
    posted();
    await c.session.progress.wait(req, what, [data], c.timeout(opts), true);
  });
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
  return c.ops.schedule({ writes: [arr] }, false, async (posted, scope) => {
    const target = await hostBuffer(scope, arr, what);
    const req = c.session.progress.newRequest();
    const mpiTag = tag === ANY_TAG ? c.session.abi.anyTag : tag;
    const { fn } = c.session.lib;
    const rc = fn.Irecv(c.addr(target), target.length, dt, peer, mpiTag, c.handle, req.req);
    c.session.progress.post(req, rc, what);
    posted();
    const status = await c.session.progress.wait(req, what, [target], c.timeout(opts), true);
    return c.status(status, target.BYTES_PER_ELEMENT);
  });
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
  return c.ops.schedule({ reads: [sendArr], writes: [recvArr] }, false, async (posted, scope) => {
    const data = await hostBuffer(scope, sendArr, what);
    const target = await hostBuffer(scope, recvArr, what);
    const { fn } = c.session.lib;
    const { progress } = c.session;
    const rreq = progress.newRequest();
    const sreq = progress.newRequest();
    const mpiTag = recvTag === ANY_TAG ? c.session.abi.anyTag : recvTag;
    const rrc = fn.Irecv(c.addr(target), target.length, rdt, from, mpiTag, c.handle, rreq.req);
    try {
      progress.post(rreq, rrc, what);
    } catch (e) {
      progress.release(sreq);
      throw e;
    }
    try {
      progress.post(sreq, fn.Isend(c.addr(data), data.length, sdt, to, tag, c.handle, sreq.req), what);
    } catch (e) {
      progress.discard(rreq, [target]);
      throw e;
    }
    posted();
    const timeout = c.timeout(opts);
    const received = progress.wait(rreq, what, [target], timeout, true);
    const sent = progress.wait(sreq, what, [data], timeout, true);
    sent.catch(() => undefined); // awaited below; not unhandled if the receive fails first
    const status = await received;
    await sent;
    return c.status(status, target.BYTES_PER_ELEMENT);
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
