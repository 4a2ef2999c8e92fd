/**
 * Launch timeouts on cuda, the host side of the timeout variant (the device side is the poll of
 * dialect-cuda.ts). When a polling module loads, it gets two words of mapped pinned host memory
 * (cuMemHostAlloc DEVICEMAP, freed when the device closes), whose device address is written into
 * its `tt_cancel`. A launch with a timeout then clears both words, zeroes the module's `tt_stop`
 * on the stream, launches, and raises word 0 at the deadline from a host timer (the event loop is
 * free while the stream is polled). After the stream has finished, word 1 says whether a thread
 * saw the deadline and stopped: then the launch rejects with KernelTimeoutError; a kernel that
 * ended before it is not affected. The words and `tt_stop` belong to the module, so the timed
 * launches of one kernel on one device run one at a time (on any queue); launches without a
 * timeout run the plain kernel.
 */

import { nameClasses } from '../../errors/names.js';
import { armFlag } from '../shared/timeout.js';
import type { CudaContext } from './context.js';

export class CudaCanceller {
  private lock: Promise<void> = Promise.resolve();

  private constructor(
    private readonly ctx: CudaContext,
    /** [raised by the host at the deadline, set by the first thread that stopped]. */
    private readonly words: Int32Array,
    private readonly stopAddress: bigint,
  ) {}

  /** Connects a loaded polling module to fresh cancellation words. */
  static attach(ctx: CudaContext, module: bigint): CudaCanceller {
    const d = ctx.use();
    const cancelAddress = d.out64('moduleGetGlobal', null, module, 'tt_cancel');
    const stopAddress = d.out64('moduleGetGlobal', null, module, 'tt_stop');
    const mem = ctx.allocVisible('host', 8);
    ctx.moduleMemory.push(mem);
    d.call('memcpyHtoD', cancelAddress, BigUint64Array.of(mem.device), 8);
    const words = new Int32Array(mem.bytes.buffer, mem.bytes.byteOffset, 2);
    return new CudaCanceller(ctx, words, stopAddress);
  }

  /** Waits for the module's previous timed launch; resolves with the function that releases it. */
  async acquire(): Promise<() => void> {
    const before = this.lock;
    let release = () => {};
    this.lock = new Promise<void>((r) => {
      release = r;
    });
    await before;
    return release;
  }

  /** Before the launch is enqueued: no deadline yet, nobody stopped, `tt_stop` zeroed on `stream`. */
  reset(stream: bigint): void {
    this.words[0] = 0;
    this.words[1] = 0;
    this.ctx.use().call('memsetD8Async', this.stopAddress, 0, 4, stream);
  }

  /** Raises the flag after `timeoutMs`; returns the function that cancels the timer. */
  arm(timeoutMs: number): () => void {
    return armFlag(this.words, 0, timeoutMs);
  }

  /** After the stream has finished: whether a thread saw the deadline and stopped the launch. */
  get stopped(): boolean {
    return this.words[1] !== 0;
  }
}

nameClasses({ CudaCanceller });
