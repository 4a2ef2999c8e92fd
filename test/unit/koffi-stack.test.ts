/**
 * koffi runs every asynchronous native call (kernel launches, NVRTC compiles) on its own stack:
 * tutti makes it 8 MiB, a C thread's usual size, instead of koffi's 128 KiB (NVRTC overflowed that
 * compiling a deep expression on an H100, and the process died of SIGSEGV).
 */
import { expect, it } from 'vitest';
import { loadKoffiSync } from '../../src/backends/shared/koffi-sync.js';

it("koffi's asynchronous calls get an 8 MiB stack", () => {
  let koffi: ReturnType<typeof loadKoffiSync>;
  try {
    koffi = loadKoffiSync();
  } catch (e) {
    console.info(`koffi stack test skipped — koffi cannot load here: ${String(e)}`);
    return;
  }
  expect(koffi.config().async_stack_size).toBe(8 * 1024 * 1024);
});
