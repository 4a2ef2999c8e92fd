/**
 * Issue 31.1: a launch reads its settings (default timeout, thread count, default device) from a
 * copy resolved once (launchSettings), not from the environment at every launch. configure() —
 * any call — and reloading the config file drop the copy, so a launch after them sees the new
 * values; a bad value stays a ConfigError at every launch.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfigFile } from '../../src/config/file.js';
import { configure, launchSettings, resetConfiguration, settings } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';
import { cleanup, setEnv } from '../cache/temp-env.js';

const forever = tt.kernel(
  { y: tt.arrayOf(tt.i32) },
  (i, { y }) => {
    y[i] = 1;
    while (true) {}
  },
  { name: 'forever' },
);

const bump = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

beforeEach(() => {
  setEnv('TUTTI_LAUNCH_TIMEOUT_MS', undefined);
  setEnv('TUTTI_THREADS', undefined);
  resetConfiguration();
});
afterEach(() => {
  cleanup();
});

describe('launch settings', () => {
  it('configure() takes effect at the next launch, after launches filled the copy', async () => {
    const y = tt.zeros([1], tt.i32, { device: 'js' });
    const x = tt.zeros([1], tt.f32, { device: 'js' });
    for (let k = 0; k < 3; k++) await bump.launch(1, { x });
    expect(launchSettings().launchTimeoutMs).toBe(0);
    configure({ launchTimeoutMs: 30 });
    expect(launchSettings().launchTimeoutMs).toBe(30);
    const err = await forever.launch(1, { y }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelTimeoutError);
    configure({ launchTimeoutMs: undefined });
    expect(launchSettings().launchTimeoutMs).toBe(0);
    await bump.launch(1, { x });
    expect(Array.from(await x.read())).toEqual([4]);
  });

  it('configure({ threads }) reaches the thread count a launch passes', () => {
    expect(launchSettings().threads).toBe(0);
    configure({ threads: 3 });
    expect(launchSettings().threads).toBe(3);
    configure({ threads: undefined });
    expect(launchSettings().threads).toBe(0);
  });

  it('an environment variable the program changes reaches launches after configure({})', () => {
    expect(launchSettings().launchTimeoutMs).toBe(0);
    setEnv('TUTTI_LAUNCH_TIMEOUT_MS', '25');
    // settings() resolves afresh; the launch path keeps its copy until told
    expect(settings().launchTimeoutMs).toBe(25);
    expect(launchSettings().launchTimeoutMs).toBe(0);
    configure({});
    expect(launchSettings().launchTimeoutMs).toBe(25);
    setEnv('TUTTI_LAUNCH_TIMEOUT_MS', undefined);
    reloadConfigFile();
    expect(launchSettings().launchTimeoutMs).toBe(0);
  });

  it('a bad value is a ConfigError at every launch: nothing is kept', async () => {
    const x = tt.zeros([1], tt.f32, { device: 'js' });
    setEnv('TUTTI_LAUNCH_TIMEOUT_MS', 'soon');
    configure({});
    for (let k = 0; k < 2; k++) {
      const err = await bump.launch(1, { x }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.ConfigError);
      expect((err as tt.ConfigError).code).toBe('CONFIG_BAD_VALUE');
    }
    setEnv('TUTTI_LAUNCH_TIMEOUT_MS', undefined);
    configure({});
    await bump.launch(1, { x });
    expect(Array.from(await x.read())).toEqual([1]);
  });
});
