/**
 * Issue 17.5: `launch(n, args, { timeoutMs })` stops a runaway kernel on every CPU device: the
 * launch rejects with KernelTimeoutError within about the timeout, the outputs are reported as
 * partially written, and the device and queue stay usable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const CPU = ['js', 'native', 'wasm'];

function available(id: string): { ok: boolean; reason: string } {
  const d = tt.devices().find((x) => x.backend === id);
  return { ok: d?.available === true, reason: d?.reason ?? 'not registered' };
}

const spin = tt.kernel({ y: tt.arrayOf(tt.i32), stop: tt.i32 }, (i, { y, stop }) => {
  let j = 0;
  while (j !== stop) {
    j = (j + 1) | 0;
    if (j === 2147483647) j = 0;
  }
  y[i] = j;
});

const forever = tt.kernel(
  { y: tt.arrayOf(tt.i32) },
  (i, { y }) => {
    y[i] = 1;
    while (true) {}
  },
  { name: 'forever' },
);

const helper = (n: number) => {
  let s = 0;
  for (let k = 0; k !== n; k++) s = (s + k) | 0;
  return s;
};
const viaHelper = tt.kernel(
  { y: tt.arrayOf(tt.i32), n: tt.i32 },
  (i, { y, n }) => {
    y[i] = helper(n);
  },
  { helpers: { helper } },
);

const nested = tt.kernel(
  { y: tt.arrayOf(tt.f32), n: tt.i32 },
  (i, { y, n }) => {
    let acc = 0;
    while (acc >= 0) {
      for (let k = 0; k < n; k++) acc += 1;
      y[i] = acc;
      acc = 0;
    }
  },
  { name: 'nested' },
);

afterEach(() => tt.configure({ launchTimeoutMs: undefined }));

describe.each(CPU)('timeouts on %s', (id) => {
  const { ok, reason } = available(id);
  const label = ok ? '' : ` (skipped: ${reason})`;

  it.skipIf(!ok)(
    `while (true) {} rejects with KernelTimeoutError near the timeout${label}`,
    async () => {
      const y = tt.zeros([4], tt.i32, { device: id });
      const t0 = performance.now();
      const err = await forever.launch(4, { y }, { timeoutMs: 200 }).catch((e: unknown) => e);
      const ms = performance.now() - t0;
      expect(err).toBeInstanceOf(tt.KernelTimeoutError);
      expect(err).toMatchObject({
        code: 'KERNEL_TIMEOUT',
        kernel: 'forever',
        timeoutMs: 200,
        partiallyWritten: ['y'],
      });
      expect(ms).toBeGreaterThanOrEqual(190);
      // a runaway loop never ends by itself: any bound proves the stop (generous for a loaded machine)
      expect(ms).toBeLessThan(20_000);
      // the device and its queue stay usable: the next launch computes
      const stop = tt.zeros([4], tt.i32, { device: id });
      await spin.launch(4, { y: stop, stop: 1000 }, { timeoutMs: 10_000 });
      expect(Array.from(await stop.read())).toEqual([1000, 1000, 1000, 1000]);
    },
    30_000,
  );

  it.skipIf(!ok)(
    `a loop in a helper is stopped too; the config default applies${label}`,
    async () => {
      tt.configure({ launchTimeoutMs: 150 });
      const y = tt.zeros([64], tt.i32, { device: id });
      // n = -1: k counts through every i32 value (2^32 iterations per item): far past 150 ms
      const err = await viaHelper.launch(64, { y, n: -1 }).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'KernelTimeoutError', timeoutMs: 150 });
      const ok2 = tt.zeros([2], tt.i32, { device: id });
      await viaHelper.launch(2, { y: ok2, n: 4 });
      expect(Array.from(await ok2.read())).toEqual([6, 6]);
    },
    30_000,
  );

  it.skipIf(!ok)(
    `a runaway loop around a counted loop is stopped (the counted one is polled per entry)${label}`,
    async () => {
      const y = tt.zeros([16], tt.f32, { device: id });
      const err = await nested.launch(16, { y, n: 1000 }, { timeoutMs: 150 }).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'KernelTimeoutError', kernel: 'nested' });
    },
    30_000,
  );

  it.skipIf(!ok)(`a launch that finishes in time is unaffected${label}`, async () => {
    const y = tt.zeros([8], tt.i32, { device: id });
    await spin.launch(8, { y, stop: 5000 }, { timeoutMs: 20_000 });
    expect(Array.from(await y.read())).toEqual(Array(8).fill(5000));
  });
});

describe('timeoutMs validation', () => {
  it('refuses a negative or non-number timeout', async () => {
    const y = tt.zeros([1], tt.i32, { device: 'js' });
    await expect(forever.launch(1, { y }, { timeoutMs: -1 })).rejects.toMatchObject({
      code: 'LAUNCH_BAD_TIMEOUT',
    });
    await expect(forever.launch(1, { y }, { timeoutMs: 'soon' as never })).rejects.toMatchObject({
      code: 'LAUNCH_BAD_TIMEOUT',
    });
  });
});

describe('a runaway kernel with a timeout lets the process exit', () => {
  it('while (true) {} on every CPU device over a large range, then exit', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { pathToFileURL } = await import('node:url');
    const { ensureBuilt, ROOT } = await import('../cli/dist.js');
    ensureBuilt();
    const dir = mkdtempSync(join(tmpdir(), 'tutti-timeout-'));
    const script = join(dir, 'runaway.mjs');
    writeFileSync(
      script,
      `import * as tt from ${JSON.stringify(pathToFileURL(join(ROOT, 'dist/src/index.js')).href)};
const k = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => { let s = 0; while (true) { s += 1; y[i] = s; } }, { name: 'runaway' });
const out = [];
for (const id of ['js', 'native', 'wasm']) {
  const d = tt.devices().find((x) => x.backend === id);
  if (!d?.available) { out.push(id + ':skipped'); continue; }
  const y = tt.zeros([100000], tt.f32, { device: id });
  const e = await k.launch(100000, { y }, { timeoutMs: 300 }).catch((e) => e);
  out.push(id + ':' + e.code);
}
console.log(out.join(' '));
`,
    );
    try {
      const t0 = performance.now();
      const r = await promisify(execFile)(process.execPath, [script], { timeout: 120_000 });
      expect(r.stdout.trim()).toMatch(
        /^js:(KERNEL_TIMEOUT) native:(KERNEL_TIMEOUT|skipped) wasm:(KERNEL_TIMEOUT|skipped)$/,
      );
      // three launches of 300 ms plus start-up and compiles: the process ended on its own
      expect(performance.now() - t0).toBeLessThan(120_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
