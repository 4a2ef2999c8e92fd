/**
 * A missing compiler (CC=/nonexistent) makes native unavailable with the reason: 'native' then
 * throws BackendUnavailableError and 'cpu' falls back to js. vitest runs each test file in its
 * own forked process with its own module graph, so setting the environment before importing tutti
 * here is a fresh process's import; the environment is restored afterwards.
 */
import { afterAll, expect, it } from 'vitest';

const saved = { CC: process.env.CC, TUTTI_CC: process.env.TUTTI_CC };
delete process.env.TUTTI_CC;
process.env.CC = '/nonexistent';
const tt = await import('../../../src/index.js');
await tt.init();
const { probeNative } = await import('../../../src/backends/native/probe.js');
const { resetConfiguration } = await import('../../../src/config/settings.js');

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

it('CC=/nonexistent: native is listed as unavailable with the reason', () => {
  const native = tt.devices().find((d) => d.backend === 'native');
  expect(native?.available).toBe(false);
  expect(native?.reason).toBe("C compiler '/nonexistent' not found");
});

it("tt.device('native') throws BackendUnavailableError with that reason; 'cpu' falls back", async () => {
  let err: unknown;
  try {
    tt.device('native');
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(tt.BackendUnavailableError);
  expect(err).toMatchObject({ backend: 'native', reason: "C compiler '/nonexistent' not found" });
  const cpu = tt.device('cpu');
  expect(cpu.backend).not.toBe('native');
  const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] + 1;
  });
  const x = tt.array(new Float32Array([1, 2]), { device: cpu });
  await k.launch(2, { x });
  expect(Array.from(await x.read())).toEqual([2, 3]);
});

it('a compiler that fails the test build gives a precise reason (flags named)', async () => {
  tt.configure({ cc: 'cc', cflags: '-O2 -fopenmp --no-such-flag-for-tutti' });
  try {
    const p = await probeNative();
    if (p.available) throw new Error('expected the probe to fail');
    // no compiler at all on this machine is also a precise reason
    expect(p.reason).toMatch(
      /C compiler 'cc' (failed a test build with flags '.*--no-such-flag-for-tutti.*'|not found)/,
    );
  } finally {
    resetConfiguration();
  }
});
