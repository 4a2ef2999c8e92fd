/** Entry of a wasm pool worker when tutti runs from dist (see worker-body.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { type PortLike, type WorkerInit, workerMain } from './worker-body.js';

if (parentPort) workerMain(parentPort as unknown as PortLike, workerData as WorkerInit);
