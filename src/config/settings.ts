/**
 * Settings with documented defaults (src/config/schema.ts). Precedence, lowest first: defaults, the
 * config file (src/config/file.ts), environment variables TUTTI_*, then `tt.configure({...})`.
 * Each value remembers where it came from; unknown keys and ill-typed values are ConfigErrors
 * naming the key and its source.
 */
import { ConfigError } from '../errors/errors.js';
import { didYouMean } from '../errors/options.js';
import { readEnv } from './env.js';
import { type ConfigFile, configFileReloads, loadConfigFile } from './file.js';
import { isSettingKey, SETTING_KEYS, type SettingKey, type Settings, SPECS } from './schema.js';

export type { Settings } from './schema.js';

export type SettingSource = 'default' | 'file' | 'env' | 'configure';

export interface ExplainedSetting<K extends SettingKey = SettingKey> {
  readonly value: Settings[K];
  readonly source: SettingSource;
  /** Where exactly: the file path, the environment variable, 'configure()' or 'default'. */
  readonly origin: string;
}

let overrides: Partial<Record<SettingKey, unknown>> = {};

function checked<K extends SettingKey>(
  key: K,
  value: unknown,
  source: string,
  raw: unknown = value,
): Settings[K] {
  const spec = SPECS[key];
  if (!spec.valid(value)) {
    throw new ConfigError(
      'CONFIG_BAD_VALUE',
      `setting '${key}' from ${source} is ${JSON.stringify(raw) ?? String(raw)}; expected ${spec.expected}`,
    );
  }
  return value;
}

type FileRead = () => ConfigFile | undefined;

/** One setting's value with its source. */
export function setting<K extends SettingKey>(key: K): ExplainedSetting<K> {
  return resolveSetting(key, loadConfigFile);
}

function resolveSetting<K extends SettingKey>(key: K, file: FileRead): ExplainedSetting<K> {
  if (Object.hasOwn(overrides, key)) {
    return { value: checked(key, overrides[key], 'configure()'), source: 'configure', origin: 'configure()' };
  }
  const spec = SPECS[key];
  for (const name of spec.env) {
    const raw = readEnv(name);
    if (raw === undefined || raw === '') continue;
    const origin = `environment variable ${name}`;
    return { value: checked(key, spec.parseEnv(raw), origin, raw), source: 'env', origin };
  }
  const values = file();
  const problem = values?.problems[key];
  if (problem) throw problem;
  if (values && Object.hasOwn(values.values, key)) {
    const origin = `config file ${values.path}`;
    return { value: checked(key, values.values[key], origin), source: 'file', origin };
  }
  return { value: spec.fallback(), source: 'default', origin: 'default' };
}

/** Reads the config file at most once for a whole settings() call. */
function fileOnce(): FileRead {
  let read = false;
  let value: ConfigFile | undefined;
  return () => {
    if (!read) {
      value = loadConfigFile();
      read = true;
    }
    return value;
  };
}

/** The effective settings (cheap: the config file is read once and cached). */
export function settings(): Settings {
  const file = fileOnce();
  return {
    float: resolveSetting('float', file).value,
    device: resolveSetting('device', file).value,
    cc: resolveSetting('cc', file).value,
    cflags: resolveSetting('cflags', file).value,
    threads: resolveSetting('threads', file).value,
    cacheDir: resolveSetting('cacheDir', file).value,
    cacheMaxBytes: resolveSetting('cacheMaxBytes', file).value,
    cacheMaxEntries: resolveSetting('cacheMaxEntries', file).value,
    cacheOtherBuildsDays: resolveSetting('cacheOtherBuildsDays', file).value,
    cacheReadOnlyDirs: resolveSetting('cacheReadOnlyDirs', file).value,
    cacheLifetime: resolveSetting('cacheLifetime', file).value,
    backends: resolveSetting('backends', file).value,
    cxx: resolveSetting('cxx', file).value,
    fc: resolveSetting('fc', file).value,
    nvcc: resolveSetting('nvcc', file).value,
    orderFlags: resolveSetting('orderFlags', file).value,
    orderPrefer: resolveSetting('orderPrefer', file).value,
    launchTimeoutMs: resolveSetting('launchTimeoutMs', file).value,
    cublas: resolveSetting('cublas', file).value,
    webgpuBackend: resolveSetting('webgpuBackend', file).value,
    webgpuDivSqrt: resolveSetting('webgpuDivSqrt', file).value,
    webgpuSubgroups: resolveSetting('webgpuSubgroups', file).value,
    deterministic: resolveSetting('deterministic', file).value,
  };
}

/** Every setting with its value and where it came from, in table order. */
export function explainSettings(): { readonly [K in SettingKey]: ExplainedSetting<K> } {
  const file = fileOnce();
  return {
    float: resolveSetting('float', file),
    device: resolveSetting('device', file),
    cc: resolveSetting('cc', file),
    cflags: resolveSetting('cflags', file),
    threads: resolveSetting('threads', file),
    cacheDir: resolveSetting('cacheDir', file),
    cacheMaxBytes: resolveSetting('cacheMaxBytes', file),
    cacheMaxEntries: resolveSetting('cacheMaxEntries', file),
    cacheOtherBuildsDays: resolveSetting('cacheOtherBuildsDays', file),
    cacheReadOnlyDirs: resolveSetting('cacheReadOnlyDirs', file),
    cacheLifetime: resolveSetting('cacheLifetime', file),
    backends: resolveSetting('backends', file),
    cxx: resolveSetting('cxx', file),
    fc: resolveSetting('fc', file),
    nvcc: resolveSetting('nvcc', file),
    orderFlags: resolveSetting('orderFlags', file),
    orderPrefer: resolveSetting('orderPrefer', file),
    launchTimeoutMs: resolveSetting('launchTimeoutMs', file),
    cublas: resolveSetting('cublas', file),
    webgpuBackend: resolveSetting('webgpuBackend', file),
    webgpuDivSqrt: resolveSetting('webgpuDivSqrt', file),
    webgpuSubgroups: resolveSetting('webgpuSubgroups', file),
    deterministic: resolveSetting('deterministic', file),
  };
}

/** Where each setting's value comes from. */
export function configSources(): Record<SettingKey, SettingSource> {
  const out = {} as Record<SettingKey, SettingSource>;
  for (const k of SETTING_KEYS) out[k] = setting(k).source;
  return out;
}

/**
 * Overrides settings for this process (highest precedence); unknown keys and ill-typed values
 * throw ConfigError and change nothing. `undefined` removes an override.
 */
export function configure(values: Partial<Settings>): void {
  const next = { ...overrides };
  for (const [k, v] of Object.entries(values)) {
    if (!isSettingKey(k)) {
      throw new ConfigError(
        'CONFIG_UNKNOWN_KEY',
        `unknown setting '${k}' in configure()${didYouMean(k, SETTING_KEYS)}; known settings: ${SETTING_KEYS.join(', ')}`,
      );
    }
    if (v === undefined) {
      delete next[k];
      continue;
    }
    checked(k, v, 'configure()');
    next[k] = v;
  }
  overrides = next;
  forgetLaunchSettings();
}

/** Forgets every configure() override (tests). */
export function resetConfiguration(): void {
  overrides = {};
  forgetLaunchSettings();
}

/** The settings every launch reads, resolved once (launchSettings), and the file reload they saw. */
let launchCache: Settings | undefined;
let launchCacheReloads = -1;

/**
 * The effective settings for the launch path (a launch's default device, timeout and thread
 * count): settings() resolved once and kept, since resolving reads ~20 environment variables and
 * the config file's stamp (a third of a tiny launch). `configure()` (any call, `configure({})`
 * included) and `resetConfiguration()` drop the copy, so a launch after them sees the new values
 * and an environment variable the program changed since (docs/config.md). A bad value is a
 * ConfigError at every launch, as before: nothing is kept until resolving succeeds. Reloading the
 * config file (reloadConfigFile) drops it too.
 */
export function launchSettings(): Settings {
  if (launchCache && launchCacheReloads === configFileReloads()) return launchCache;
  const reloads = configFileReloads();
  launchCache = Object.freeze(settings());
  launchCacheReloads = reloads;
  return launchCache;
}

/** Drops launchSettings()'s copy: the next launch resolves the settings again. */
function forgetLaunchSettings(): void {
  launchCache = undefined;
}
