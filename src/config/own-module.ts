/**
 * Loading tutti's own parts after start-up, in a process whose installation was moved or deleted
 * while it ran (an upgrade, `npm ci`, a rebuild): a module imported when first needed
 * (`ownModule(() => import(…))`) or a package beside tutti (koffi, binaryen, webgpu) then
 * fails with InstallMovedError, which says to restart the process, never with a raw
 * ERR_MODULE_NOT_FOUND or a message blaming the package. What the process already loaded keeps
 * working. The Node bundle (dist/node/tutti.cjs) holds all of tutti's modules, so there only the
 * packages can be missing; tsc's output (dist/src: the CLI, direct imports) loads each module from
 * its file. Browser-safe: node:fs is reached through process.getBuiltinModule at call time.
 */
import { InstallMovedError } from '../errors/errors.js';
import { ownFile } from './own-file.js';

interface FsLike {
  statSync(path: string, opts: { throwIfNoEntry: false }): object | undefined;
}
interface UrlLike {
  fileURLToPath(url: string): string;
}

const NOT_FOUND = new Set(['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND']);

function notFound(e: unknown): boolean {
  return typeof e === 'object' && e !== null && NOT_FOUND.has(String((e as { code?: unknown }).code));
}

/** The missing module or package a loader's error names, else a description. */
function missingOf(e: unknown, fallback: string): string {
  const m = e instanceof Error ? /Cannot find (?:module|package) '([^']+)'/.exec(e.message) : null;
  return m?.[1] !== undefined ? `'${m[1]}'` : fallback;
}

/**
 * True when the file tutti's code runs from (own-file.ts: this module, or the Node bundle) no longer
 * exists. False where it cannot tell (no Node, no file URL).
 */
function ownFilesGone(): boolean {
  const file = ownFile();
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (!file.startsWith('file:') || typeof p?.getBuiltinModule !== 'function') return false;
  const fs = p.getBuiltinModule('node:fs') as FsLike | undefined;
  const url = p.getBuiltinModule('node:url') as UrlLike | undefined;
  if (!fs || !url) return false;
  try {
    return fs.statSync(url.fileURLToPath(file), { throwIfNoEntry: false }) === undefined;
  } catch {
    return false;
  }
}

/**
 * One of tutti's own modules, imported when first needed. It ships with tutti, so its absence
 * means the installation moved or was deleted: InstallMovedError.
 */
export function ownModule<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((e: unknown) => {
    if (e instanceof InstallMovedError || !(notFound(e) || ownFilesGone())) throw e;
    throw new InstallMovedError(missingOf(e, 'one of its own modules'), { cause: e });
  });
}

/**
 * `e`, a failure to load package `name` (koffi, binaryen, webgpu), as InstallMovedError when tutti's
 * own files are gone too (the installation moved with its packages); else `e` as it is (the package
 * is missing or cannot load here).
 */
export function packageLoadError(e: unknown, name: string): unknown {
  if (e instanceof InstallMovedError || !ownFilesGone()) return e;
  return new InstallMovedError(`the package '${name}'`, { cause: e });
}
