/**
 * Entry of a wasm pool worker in browsers (see worker-body.ts): a module Web Worker that gets its
 * memory and control block as its first message. Node workers run worker-body.ts's text instead
 * (threads.ts), so they load no file.
 */
import { type PortLike, type WorkerInit, type WorkerJob, workerMain } from './worker-body.js';

interface WebScope {
  addEventListener(type: 'message', f: (e: { data: unknown }) => void, opts?: { once: boolean }): void;
  postMessage(msg: unknown): void;
}

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
