/**
 * Entry of a wasm pool worker (see worker-body.ts): a Node worker thread gets its memory through
 * workerData; a browser Web Worker (module worker) gets it as its first message.
 */
import { type PortLike, type WorkerInit, type WorkerJob, workerMain } from './worker-body.js';

interface WebScope {
  addEventListener(type: 'message', f: (e: { data: unknown }) => void, opts?: { once: boolean }): void;
  postMessage(msg: unknown): void;
}

const isNode =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

if (isNode) {
  const { parentPort, workerData } = await import('node:worker_threads');
  // Node's MessagePort types its 'message' listener differently; the calls workerMain makes exist on it.
  if (parentPort) workerMain(parentPort as unknown as PortLike, workerData as WorkerInit);
} else {
  // A Web Worker global; this lib has no DOM/WebWorker typings, so WebScope names what is used of it.
  const scope = globalThis as unknown as WebScope;
  scope.addEventListener(
    'message',
    (first) => {
      const port: PortLike = {
        on: (_ev, f) => scope.addEventListener('message', (e) => f(e.data as WorkerJob)),
        postMessage: (m) => scope.postMessage(m),
      };
      workerMain(port, first.data as WorkerInit);
    },
    { once: true },
  );
}
