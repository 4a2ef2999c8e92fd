/**
 * ev.profile on webgpu: device timestamps (timestamp queries) where the adapter has the
 * 'timestamp-query' feature, else the host clock — said by `profile.source`. Either way the times
 * are on the host clock: submitted ≤ started ≤ ended, inside the host's view of the launch.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

const timestamps = webgpu?.details.timestamps === true;
if (webgpu && !timestamps) {
  console.info(
    `webgpu device timestamps skipped — ${webgpu.name} has no 'timestamp-query' feature (ev.profile uses the host clock, source 'host')`,
  );
}

const busy = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
  let s = x[i];
  for (let k = 0; k < n; k++) s = s * 0.999 + 0.5;
  x[i] = s;
});

describe.skipIf(!webgpu)(`ev.profile on webgpu (${webgpu ? '' : skipReason})`, () => {
  it('a profiling queue gives times on the host clock, within the launch as the host saw it', async () => {
    if (!webgpu) return;
    const q = webgpu.createQueue({ profiling: true });
    const x = tt.zeros([65536], tt.f32, { device: webgpu, queue: q });
    await busy.launch(x.length, { x, n: 10 }); // compile out of the timed launch
    const before = performance.now();
    const ev = await busy.launch(x.length, { x, n: 2000 });
    const after = performance.now();
    const p = ev.profile;
    if (!p) throw new Error('no profile on a profiling queue');
    expect(p.source).toBe(timestamps ? 'device' : 'host');
    expect(p.submittedMs).toBeGreaterThanOrEqual(before);
    expect(p.startedMs).toBeGreaterThanOrEqual(p.submittedMs);
    expect(p.endedMs).toBeGreaterThanOrEqual(p.startedMs);
    expect(p.endedMs).toBeLessThanOrEqual(after);
    expect(ev.durationMs).toBeGreaterThan(0);
    const plain = await busy.launch(x.length, { x, n: 10 }, { queue: webgpu.createQueue() });
    expect(plain.profile).toBeUndefined();
    x.dispose();
  });

  it.skipIf(!timestamps)('device timestamps: the pass time is no longer than the host saw', async () => {
    if (!webgpu) return;
    const q = webgpu.createQueue({ profiling: true });
    const x = tt.zeros([65536], tt.f32, { device: webgpu, queue: q });
    const t0 = performance.now();
    const ev = await busy.launch(x.length, { x, n: 2000 });
    const host = performance.now() - t0;
    expect(ev.profile?.source).toBe('device');
    expect(ev.durationMs).toBeLessThanOrEqual(host);
    x.dispose();
  });
});
