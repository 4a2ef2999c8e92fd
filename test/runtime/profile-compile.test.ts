/**
 * A profiled first launch measures the run, not the compile: the launch's queue task starts once
 * the kernel is compiled, so compiling shows as waiting (submittedMs..startedMs). Before, the task
 * started, then awaited the compile, and a first launch on native reported its 186 ms of C
 * compiling as the kernel's duration.
 */
import { describe, expect, it } from 'vitest';
import type { CompileSteps } from '../../src/backends/backend.js';
import { jsSteps } from '../../src/backends/js/backend.js';
import type { Backend, DeviceInfo } from '../../src/index.js';
import * as tt from '../../src/index.js';
import { hostSpace } from '../../src/memory/space.js';

const COMPILE_MS = 300;

const INFO: DeviceInfo = {
  index: 0,
  name: 'slow-compiling CPU device (js code)',
  kind: 'cpu',
  software: true,
  caps: { f64: true, atomics: true, maxRange: [2 ** 31 - 1, 65535, 65535], maxBufferBytes: 2 ** 30 },
};

const slowSteps: CompileSteps<string> = {
  ...jsSteps,
  target: 'slowcompile',
  async load(ir, code, artifact) {
    await new Promise((r) => setTimeout(r, COMPILE_MS));
    return jsSteps.load(ir, code, artifact);
  },
};

const slowBackend: Backend = {
  id: 'slowcompile',
  kind: 'cpu',
  probe: () => ({ available: true, devices: [INFO] }),
  open: () => ({
    info: INFO,
    memory: hostSpace,
    canUse: (a) => a.space === hostSpace,
    steps: slowSteps,
    createQueue: () => null,
  }),
};

describe('profiling a first launch', () => {
  it('startedMs..endedMs excludes compiling, which shows as waiting after submittedMs', async () => {
    const [dev] = await tt.registerBackend(slowBackend);
    if (!dev) throw new Error('no device');
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] + 1;
    });
    const q = dev.createQueue({ profiling: true });
    const x = tt.zeros([16], tt.f32, { device: dev });
    const first = await k.launch(16, { x }, { queue: q });
    const p = first.profile;
    if (!p) throw new Error('no profile');
    expect(p.startedMs - p.submittedMs).toBeGreaterThanOrEqual(COMPILE_MS - 20);
    expect(p.endedMs - p.startedMs).toBeLessThan(COMPILE_MS / 2);
    expect([...(await x.read())].every((v) => v === 1)).toBe(true);
  });
});
