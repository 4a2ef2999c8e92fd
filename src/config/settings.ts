/**
 * Settings with documented defaults. Precedence (lowest first): defaults, environment variables
 * TUTTI_*, then `tt.configure({...})`. Each value remembers where it came from.
 */
import { ConfigError } from '../errors/errors.js';
import { readEnv } from './env.js';

export interface Settings {
  /** The float type for floats with nothing typed to adopt (TUTTI_FLOAT). */
  readonly float: 'f32' | 'f64';
  /** The device arrays go to when no device is given (TUTTI_DEVICE). */
  readonly device: string;
  /** C compiler for the native backend (TUTTI_CC, else CC, else 'cc'). */
  readonly cc: string;
  /** Flags for native builds (TUTTI_CFLAGS), space-separated. */
  readonly cflags: string;
  /** Worker threads for CPU backends; 0 = all cores (TUTTI_THREADS). */
  readonly threads: number;
}

export type SettingSource = 'default' | 'env' | 'configure';

const DEFAULTS: Settings = {
  float: 'f32',
  device: 'auto',
  cc: 'cc',
  cflags: '-O3 -march=native -fopenmp -fPIC -shared -ffp-contract=off',
  threads: 0,
};

const VALIDATORS: { readonly [K in keyof Settings]: (v: unknown) => v is Settings[K] } = {
  float: (v): v is 'f32' | 'f64' => v === 'f32' || v === 'f64',
  device: (v): v is string => typeof v === 'string' && v.length > 0,
  cc: (v): v is string => typeof v === 'string' && v.length > 0,
  cflags: (v): v is string => typeof v === 'string',
  threads: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
};

const DESCRIPTIONS: { readonly [K in keyof Settings]: string } = {
  float: "'f32' or 'f64'",
  device: "a device selector such as 'auto', 'cpu', 'js'",
  cc: 'a C compiler command',
  cflags: 'compiler flags separated by spaces',
  threads: 'a non-negative integer (0 = all cores)',
};

const ENV: { readonly [K in keyof Settings]: string } = {
  float: 'TUTTI_FLOAT',
  device: 'TUTTI_DEVICE',
  cc: 'TUTTI_CC',
  cflags: 'TUTTI_CFLAGS',
  threads: 'TUTTI_THREADS',
};

/** Environment strings are parsed to the setting's type (numbers for numeric settings). */
function fromEnv<K extends keyof Settings>(key: K, raw: string): unknown {
  if (typeof DEFAULTS[key] === 'number') return raw.trim() === '' ? Number.NaN : Number(raw);
  return raw;
}

let overrides: Partial<Record<keyof Settings, unknown>> = {};

function checked<K extends keyof Settings>(key: K, value: unknown, source: string): Settings[K] {
  if (!VALIDATORS[key](value)) {
    throw new ConfigError(
      'CONFIG_BAD_VALUE',
      `setting '${key}' from ${source} is ${JSON.stringify(value)}; expected ${DESCRIPTIONS[key]}`,
    );
  }
  return value as Settings[K];
}

export function setting<K extends keyof Settings>(key: K): { value: Settings[K]; source: SettingSource } {
  if (Object.hasOwn(overrides, key))
    return { value: checked(key, overrides[key], 'configure()'), source: 'configure' };
  const env = readEnv(ENV[key]) ?? (key === 'cc' ? readEnv('CC') : undefined);
  if (env !== undefined && env !== '') {
    return { value: checked(key, fromEnv(key, env), `environment variable ${ENV[key]}`), source: 'env' };
  }
  return { value: DEFAULTS[key], source: 'default' };
}

export function settings(): Settings {
  return {
    float: setting('float').value,
    device: setting('device').value,
    cc: setting('cc').value,
    cflags: setting('cflags').value,
    threads: setting('threads').value,
  };
}

/** Overrides settings for this process; unknown keys and ill-typed values throw ConfigError. */
export function configure(values: Partial<Settings>): void {
  for (const [k, v] of Object.entries(values)) {
    if (!Object.hasOwn(DEFAULTS, k)) {
      throw new ConfigError(
        'CONFIG_UNKNOWN_KEY',
        `configure(): unknown setting '${k}'; known settings: ${Object.keys(DEFAULTS).join(', ')}`,
      );
    }
    checked(k as keyof Settings, v, 'configure()');
  }
  overrides = { ...overrides, ...values };
}

/** Forgets every configure() override (tests). */
export function resetConfiguration(): void {
  overrides = {};
}
