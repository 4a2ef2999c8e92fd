/**
 * What the polling variants of every backend share: the KernelTimeoutError of a launch that ran
 * past its timeout (naming the arrays the kernel writes, now partially written) and the host-side
 * timer that raises a cancellation flag the generated code polls.
 */
import { KernelTimeoutError } from '../../errors/errors.js';
import { arrayAccess } from '../../ir/analysis.js';
import type { KernelIR } from '../../ir/nodes.js';

/** Back-edges between two polls: the check costs one increment and compare per iteration. */
export const POLL_EVERY = 1024;

export function timeoutError(ir: KernelIR, device: string, timeoutMs: number): KernelTimeoutError {
  const access = arrayAccess(ir);
  const written = ir.params
    .filter((p) => p.isArray && (access.get(p.name) === 'write' || access.get(p.name) === 'readwrite'))
    .map((p) => p.sourceName);
  return new KernelTimeoutError(ir.name, device, timeoutMs, written);
}

/**
 * Sets `flag[at]` to 1 after `timeoutMs` (Atomics.store on shared memory, a plain store otherwise:
 * either way the generated code reads it). Returns the function that cancels the timer.
 */
export function armFlag(flag: Int32Array, at: number, timeoutMs: number): () => void {
  const shared = typeof SharedArrayBuffer === 'function' && flag.buffer instanceof SharedArrayBuffer;
  const t = setTimeout(() => {
    if (shared) Atomics.store(flag, at, 1);
    else flag[at] = 1;
  }, timeoutMs);
  return () => clearTimeout(t);
}
