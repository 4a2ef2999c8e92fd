/** Per-test isolation: a temp cache dir via TUTTI_CACHE_DIR, environment restored afterwards. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearMemoryCache } from '../../src/cache/artifact-cache.js';
import { resetCacheLocation } from '../../src/cache/location.js';
import { reloadConfigFile } from '../../src/config/file.js';
import { resetConfiguration } from '../../src/config/settings.js';

const saved = new Map<string, string | undefined>();

/** Sets (or with undefined, removes) an environment variable until restoreEnv(). */
export function setEnv(name: string, value: string | undefined): void {
  if (!saved.has(name)) saved.set(name, process.env[name]);
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

export function restoreEnv(): void {
  for (const [k, v] of saved) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  saved.clear();
}

const temps: string[] = [];

export function tempDir(prefix = 'tutti-test-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
}

/** A fresh, empty cache for this test; returns its directory. */
export function freshCache(): string {
  const dir = tempDir('tutti-cache-test-');
  setEnv('TUTTI_CACHE_DIR', dir);
  clearMemoryCache();
  resetCacheLocation();
  return dir;
}

export function cleanup(): void {
  restoreEnv();
  resetConfiguration();
  reloadConfigFile();
  clearMemoryCache();
  resetCacheLocation();
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}
