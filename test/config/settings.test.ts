import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadConfigFile } from '../../src/config/file.js';
import { parseSize, SETTING_KEYS } from '../../src/config/schema.js';
import { configSources, configure, explainSettings, setting, settings } from '../../src/config/settings.js';
import { ConfigError } from '../../src/errors/errors.js';
import { cleanup, setEnv, tempDir } from '../cache/temp-env.js';

/** A project tree with tutti.config.json at its root; the process "runs" in a nested directory. */
function project(config: unknown): { root: string; file: string } {
  const root = tempDir('tutti-config-');
  const file = join(root, 'tutti.config.json');
  writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  const nested = join(root, 'a', 'b');
  mkdirSync(nested, { recursive: true });
  vi.spyOn(process, 'cwd').mockReturnValue(nested);
  reloadConfigFile();
  return { root, file };
}

function configError(f: () => unknown): ConfigError {
  try {
    f();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

beforeEach(() => {
  // no config file, user config dir or TUTTI_* from the machine running the tests
  for (const k of Object.keys(process.env)) if (k.startsWith('TUTTI_')) setEnv(k, undefined);
  setEnv('CC', undefined);
  const empty = tempDir('tutti-config-home-');
  setEnv('XDG_CONFIG_HOME', join(empty, 'xdg'));
  vi.spyOn(process, 'cwd').mockReturnValue(empty);
  reloadConfigFile();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('settings', () => {
  it('every setting has a default', () => {
    const s = settings();
    expect(Object.keys(s).sort()).toEqual([...SETTING_KEYS].sort());
    expect(s).toMatchObject({ float: 'f32', device: 'auto', cc: 'cc', threads: 0, cacheMaxBytes: 1024 ** 3 });
    expect(Object.values(configSources()).every((v) => v === 'default')).toBe(true);
  });

  it('the cache dir defaults to $XDG_CACHE_HOME/tutti, else ~/.cache/tutti', () => {
    setEnv('XDG_CACHE_HOME', '/xdg-cache');
    expect(settings().cacheDir).toBe('/xdg-cache/tutti');
    setEnv('XDG_CACHE_HOME', undefined);
    setEnv('HOME', '/home/someone');
    expect(settings().cacheDir).toBe('/home/someone/.cache/tutti');
  });

  it('precedence: default < config file < environment < configure()', () => {
    const { file } = project({ threads: 2, float: 'f64', device: 'js' });
    expect(setting('threads')).toEqual({ value: 2, source: 'file', origin: `config file ${file}` });
    setEnv('TUTTI_THREADS', '3');
    expect(setting('threads')).toEqual({
      value: 3,
      source: 'env',
      origin: 'environment variable TUTTI_THREADS',
    });
    configure({ threads: 4 });
    expect(setting('threads')).toEqual({ value: 4, source: 'configure', origin: 'configure()' });
    configure({ threads: undefined });
    expect(setting('threads').value).toBe(3);
    const e = explainSettings();
    expect(e.float).toMatchObject({ value: 'f64', source: 'file' });
    expect(e.device).toMatchObject({ value: 'js', source: 'file' });
    expect(e.cc).toMatchObject({ value: 'cc', source: 'default' });
  });

  it('finds tutti.config.json from the working directory upward', () => {
    const { file } = project({ cacheMaxBytes: 1234 });
    expect(setting('cacheMaxBytes')).toMatchObject({ value: 1234, origin: `config file ${file}` });
  });

  it('falls back to the user config dir; TUTTI_CONFIG names a file explicitly', () => {
    const home = tempDir('tutti-xdg-');
    mkdirSync(join(home, 'tutti'));
    writeFileSync(join(home, 'tutti', 'config.json'), JSON.stringify({ device: 'cpu' }));
    setEnv('XDG_CONFIG_HOME', home);
    expect(setting('device')).toMatchObject({ value: 'cpu', source: 'file' });
    const other = join(tempDir(), 'mine.json');
    writeFileSync(other, JSON.stringify({ device: 'js' }));
    setEnv('TUTTI_CONFIG', other);
    expect(setting('device')).toMatchObject({ value: 'js', origin: `config file ${other}` });
    setEnv('TUTTI_CONFIG', join(home, 'missing.json'));
    expect(configError(() => settings()).message).toMatch(/TUTTI_CONFIG.*missing\.json/);
  });

  it('the config file is read once, not per settings() call', () => {
    project({ threads: 5 });
    settings();
    const fs = process.getBuiltinModule('node:fs');
    const read = vi.spyOn(fs, 'readFileSync');
    for (let i = 0; i < 100; i++) settings();
    expect(read).not.toHaveBeenCalled();
    reloadConfigFile();
    settings();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('environment values are parsed: numbers, sizes; CC is honoured for cc', () => {
    setEnv('TUTTI_CACHE_MAX_BYTES', '512M');
    expect(settings().cacheMaxBytes).toBe(512 * 1024 ** 2);
    setEnv('CC', 'clang');
    expect(setting('cc')).toMatchObject({ value: 'clang', origin: 'environment variable CC' });
    setEnv('TUTTI_CC', 'gcc-13');
    expect(setting('cc').value).toBe('gcc-13');
    expect(parseSize('2GiB')).toBe(2 * 1024 ** 3);
    expect(parseSize('lots')).toBeNaN();
  });
});

describe('bad settings name the key and the source', () => {
  it('unknown key in the config file', () => {
    const { file } = project({ thraeds: 2 });
    const e = configError(() => settings());
    expect(e.code).toBe('CONFIG_UNKNOWN_KEY');
    expect(e.message).toContain("'thraeds'");
    expect(e.message).toContain(file);
  });

  it('ill-typed value in the config file', () => {
    const { file } = project({ threads: 'many' });
    const e = configError(() => settings());
    expect(e.code).toBe('CONFIG_BAD_VALUE');
    expect(e.message).toContain("'threads'");
    expect(e.message).toContain(file);
    expect(e.message).toContain('"many"');
  });

  it('an ill-typed value in the file fails only that setting; the others still come from the file', () => {
    const { file } = project({ threads: 'many', float: 'f64' });
    expect(setting('float')).toMatchObject({ value: 'f64', source: 'file' });
    const e = configError(() => setting('threads'));
    expect(e.code).toBe('CONFIG_BAD_VALUE');
    expect(e.message).toContain(file);
  });

  it('cflags that change float results are a ConfigError that says why', () => {
    for (const flag of ['-ffast-math', '-Ofast', '-funsafe-math-optimizations']) {
      setEnv('TUTTI_CFLAGS', `-O3 ${flag} -fopenmp`);
      const e = configError(() => settings());
      expect(e.code).toBe('CONFIG_BAD_VALUE');
      expect(e.message).toMatch(/'cflags'.*TUTTI_CFLAGS.*NaN, -0 and rounding/);
    }
    setEnv('TUTTI_CFLAGS', '-O2 -fopenmp -fPIC -shared');
    expect(settings().cflags).toBe('-O2 -fopenmp -fPIC -shared');
  });

  it('a config file that is not JSON', () => {
    const { file } = project('{ threads: 2 ');
    const e = configError(() => settings());
    expect(e.code).toBe('CONFIG_BAD_FILE');
    expect(e.message).toContain(file);
  });

  it('ill-typed environment variable', () => {
    setEnv('TUTTI_THREADS', 'abc');
    const e = configError(() => settings());
    expect(e.code).toBe('CONFIG_BAD_VALUE');
    expect(e.message).toMatch(/'threads'.*environment variable TUTTI_THREADS.*"abc"/);
    setEnv('TUTTI_THREADS', undefined);
    setEnv('TUTTI_FLOAT', 'f16');
    expect(configError(() => settings()).message).toMatch(/'float'.*TUTTI_FLOAT/);
  });

  it('configure(): unknown keys and bad values throw and change nothing', () => {
    const unknown = configError(() => configure({ colour: 'red' } as never));
    expect(unknown.code).toBe('CONFIG_UNKNOWN_KEY');
    expect(unknown.message).toMatch(/'colour'.*configure\(\)/);
    const bad = configError(() => configure({ threads: 2, cacheMaxBytes: -1 }));
    expect(bad.code).toBe('CONFIG_BAD_VALUE');
    expect(bad.message).toMatch(/'cacheMaxBytes'.*configure\(\)/);
    expect(settings().threads).toBe(0);
  });
});
