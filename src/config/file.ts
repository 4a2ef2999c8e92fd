/**
 * The config file: TUTTI_CONFIG if set, else `tutti.config.json` found from the working directory
 * upward, else the user config dir ($XDG_CONFIG_HOME/tutti/config.json or
 * ~/.config/tutti/config.json). Only the first file found is read. Browser-safe: node:fs is
 * reached through process.getBuiltinModule at call time, so nothing here imports node: modules,
 * and where there is no Node there is no file.
 */
import { ConfigError } from '../errors/errors.js';
import { didYouMean } from '../errors/options.js';
import { readEnv } from './env.js';
import { isSettingKey, SETTING_KEYS, type Settings, SPECS } from './schema.js';

export interface ConfigFile {
  readonly path: string;
  readonly values: Partial<Record<keyof Settings, unknown>>;
  /** Settings whose value in the file is ill-typed: reading that setting throws this error. */
  readonly problems: Partial<Record<keyof Settings, ConfigError>>;
}

interface FsLike {
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string, opts: { throwIfNoEntry: false }): { isFile(): boolean } | undefined;
}
interface PathLike {
  resolve(...p: string[]): string;
  dirname(p: string): string;
  join(...p: string[]): string;
}
interface NodeProcess {
  cwd(): string;
  getBuiltinModule?: (id: string) => unknown;
}

function nodeProcess(): NodeProcess | undefined {
  const p = (globalThis as { process?: Partial<NodeProcess> }).process;
  return typeof p?.cwd === 'function' ? (p as NodeProcess) : undefined;
}

function nodeModules(p: NodeProcess): { fs: FsLike; path: PathLike } | undefined {
  const fs = p.getBuiltinModule?.('node:fs') as FsLike | undefined;
  const path = p.getBuiltinModule?.('node:path') as PathLike | undefined;
  return fs && path ? { fs, path } : undefined;
}

export const PROJECT_FILE = 'tutti.config.json';

/** Candidate paths in lookup order (the first existing one is used). */
export function configFileCandidates(cwd: string, path: PathLike): string[] {
  const explicit = readEnv('TUTTI_CONFIG');
  if (explicit) return [path.resolve(cwd, explicit)];
  const out: string[] = [];
  let dir = path.resolve(cwd);
  for (;;) {
    out.push(path.join(dir, PROJECT_FILE));
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  const xdg = readEnv('XDG_CONFIG_HOME');
  const home = readEnv('HOME') ?? readEnv('USERPROFILE');
  if (xdg) out.push(path.join(xdg, 'tutti', 'config.json'));
  else if (home) out.push(path.join(home, '.config', 'tutti', 'config.json'));
  return out;
}

function parse(file: string, text: string): ConfigFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(
      'CONFIG_BAD_FILE',
      `config file ${file} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ConfigError('CONFIG_BAD_FILE', `config file ${file} must hold a JSON object of settings`);
  }
  const values: Partial<Record<keyof Settings, unknown>> = {};
  const problems: Partial<Record<keyof Settings, ConfigError>> = {};
  for (const [k, v] of Object.entries(json)) {
    if (k === '$schema') continue;
    if (!isSettingKey(k)) {
      throw new ConfigError(
        'CONFIG_UNKNOWN_KEY',
        `unknown setting '${k}' in config file ${file}${didYouMean(k, SETTING_KEYS)}; known settings: ${SETTING_KEYS.join(', ')}`,
      );
    }
    if (!SPECS[k].valid(v)) {
      problems[k] = new ConfigError(
        'CONFIG_BAD_VALUE',
        `setting '${k}' from config file ${file} is ${JSON.stringify(v)}; expected ${SPECS[k].expected}`,
      );
      continue;
    }
    values[k] = v;
  }
  return { path: file, values, problems };
}

let cached: { readonly stamp: string; readonly result: ConfigFile | undefined } | undefined;

/**
 * The config file in effect, read once per (working directory, lookup variables) and cached:
 * settings() is called per launch. Throws ConfigError naming the file for a bad file.
 */
export function loadConfigFile(): ConfigFile | undefined {
  const proc = nodeProcess();
  if (!proc) return undefined;
  const cwd = proc.cwd();
  const stamp = [cwd, readEnv('TUTTI_CONFIG'), readEnv('XDG_CONFIG_HOME'), readEnv('HOME')].join('\0');
  if (cached?.stamp === stamp) return cached.result;
  const mods = nodeModules(proc);
  let result: ConfigFile | undefined;
  if (mods) {
    for (const candidate of configFileCandidates(cwd, mods.path)) {
      if (!mods.fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) continue;
      result = parse(candidate, mods.fs.readFileSync(candidate, 'utf8'));
      break;
    }
    const explicit = readEnv('TUTTI_CONFIG');
    if (!result && explicit) {
      throw new ConfigError(
        'CONFIG_BAD_FILE',
        `environment variable TUTTI_CONFIG names ${explicit}, which is not a readable file`,
      );
    }
  }
  cached = { stamp, result };
  return result;
}

/** Bumped by reloadConfigFile(): settings kept from before (launchSettings) are stale. */
let reloads = 0;

/** How many times reloadConfigFile() was called. */
export function configFileReloads(): number {
  return reloads;
}

/** Forgets the cached file so the next settings() reads it again (tests, long-lived tools). */
export function reloadConfigFile(): void {
  cached = undefined;
  reloads++;
}
