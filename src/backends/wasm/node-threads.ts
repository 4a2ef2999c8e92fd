/**
 * Node's worker threads for the wasm pool (Node only). Bundlers targeting browsers drop this
 * module (package.json "browser"); pages use Web Workers (threads.ts webSpawner).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export const nodeWorker = Worker;
export const nodeCores = (): number => Math.max(1, availableParallelism());
