/** The browser pool path (Web Workers: init as first message, MessageEvent.data), driven by a stand-in. */
import { Worker as NodeWorker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { compileKernel } from '../../../src/backends/wasm/compile.js';
import { WasmSpace } from '../../../src/backends/wasm/memory.js';
import { WorkerPool } from '../../../src/backends/wasm/pool.js';
import { type WebWorkerLike, webSpawner } from '../../../src/backends/wasm/threads.js';
import { workerMain } from '../../../src/backends/wasm/worker-body.js';
import * as tt from '../../../src/index.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

type Handler = (e: { data?: unknown; message?: string }) => void;

/** A DOM-Worker-shaped object running the worker body in a Node worker thread. */
class StandInWebWorker implements WebWorkerLike {
  private w: NodeWorker | undefined;
  private readonly node = new Map<Handler, (x: unknown) => void>();
  private readonly pending: ['message' | 'error', Handler][] = [];
  postMessage(msg: unknown): void {
    if (!this.w) {
      // Like the browser entry: the first message is the WorkerInit.
      this.w = new NodeWorker(
        `const { parentPort, workerData } = require('node:worker_threads');\n(${workerMain.toString()})(parentPort, workerData);`,
        { eval: true, workerData: msg },
      );
      for (const [t, f] of this.pending.splice(0)) this.addEventListener(t, f);
      return;
    }
    this.w.postMessage(msg);
  }
  addEventListener(type: 'message' | 'error', f: Handler): void {
    if (!this.w) {
      this.pending.push([type, f]);
      return;
    }
    const g = (x: unknown) => f(type === 'message' ? { data: x } : { message: String(x) });
    this.node.set(f, g);
    this.w.on(type, g);
  }
  removeEventListener(type: 'message' | 'error', f: Handler): void {
    const g = this.node.get(f);
    if (g) this.w?.off(type, g);
  }
  terminate(): void {
    void this.w?.terminate();
  }
}

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

describe.skipIf(!available)('web worker pool', () => {
  it('runs a launch across two Web-Worker-style workers and reports out-of-bounds', async () => {
    const space = new WasmSpace(true);
    const pool = new WorkerPool(webSpawner(StandInWebWorker), space.memory);
    const compiled = await compileKernel(saxpy.ir, true);
    const n = 200_000;
    const x = space.alloc('f32', n);
    const y = space.alloc('f32', n);
    (x.host as Float32Array).fill(3);
    (y.host as Float32Array).fill(1);
    const job = { key: compiled.key, module: compiled.module, start: 0, end: n, inner: 1 };
    expect(await pool.run({ ...job, args: [n, 1, 1, 2, x.offset, n, y.offset, n] }, 2)).toEqual({});
    expect(y.host[0]).toBe(7);
    expect(y.host[n - 1]).toBe(7);
    const r = await pool.run({ ...job, args: [n, 1, 1, 2, x.offset, n - 7, y.offset, n] }, 2);
    expect(r.fail?.index).toBe(n - 7);
    await pool.shutdown();
  });
});
