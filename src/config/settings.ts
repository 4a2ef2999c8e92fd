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
}

export type SettingSource = 'default' | 'env' | 'configure';

const DEFAULTS: Settings = { float: 'f32', device: 'auto' };

const VALIDATORS: { readonly [K in keyof Settings]: (v: unknown) => v is Settings[K] } = {
  float: (v): v is 'f32' | 'f64' => v === 'f32' || v === 'f64',
  device: (v): v is string => typeof v === 'string' && v.length > 0,
};

const DESCRIPTIONS: { readonly [K in keyof Settings]: string } = {
  float: "'f32' or 'f64'",
  device: "a device selector such as 'auto', 'cpu', 'js'",
};

const ENV: { readonly [K in keyof Settings]: string } = { float: 'TUTTI_FLOAT', device: 'TUTTI_DEVICE' };

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
  const env = readEnv(ENV[key]);
  if (env !== undefined && env !== '')
    return { value: checked(key, env, `environment variable ${ENV[key]}`), source: 'env' };
  return { value: DEFAULTS[key], source: 'default' };
}

export function settings(): Settings {
  return { float: setting('float').value, device: setting('device').value };
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
