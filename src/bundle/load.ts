/**
 * Loads tutti's Node bundle (`dist/node/tutti.cjs`, made by scripts/bundle.mjs at build time) for
 * the package entries `tutti` and `tutti/mpi` (`dist/node/index.js`, `dist/node/mpi.js`, which
 * re-export what this returns). Importing tutti as ~280 ES modules cost Node's loader ~200 ms (a
 * resolve, a file open and a compile per module); one script compiled with V8's code cache costs
 * a few tens of ms (docs/startup.md).
 *
 * The bundle is CommonJS text run as one `vm.Script` with `cachedData`: the code cache, kept beside
 * the bundle per Node version and flags (`cache/<hash>.v8cache`), holds the functions compiled by an
 * earlier process, so neither the parse nor their lazy compiles run again. A missing or rejected
 * cache (another Node, other V8 flags, a corrupted file: V8 checks) is written when the process
 * exits, with the functions it compiled by then; an unwritable directory just means no cache.
 */
import type * as Fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Path from 'node:path';
import type * as Url from 'node:url';
import { Script } from 'node:vm';

// node:fs through require: importing it as an ES module makes Node evaluate every export of fs for
// the module facade, loading its streams (~10 ms of a 30 ms import).
const require = createRequire(import.meta.url);
const { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs') as typeof Fs;
const { dirname, join } = require('node:path') as typeof Path;
const { pathToFileURL } = require('node:url') as typeof Url;

/** What the bundle exports: the two entries' namespaces, and which backends were probed (for tests). */
export interface BundleExports {
  readonly tutti: Record<string, unknown>;
  readonly mpi: Record<string, unknown>;
  readonly probedBackendIds: () => readonly string[];
  readonly debugLog: (topic: string, text: string) => void;
}

/**
 * The parameters the bundle's text is wrapped in: CommonJS's, and the two that scripts/bundle.mjs
 * rewrites `import.meta.url` and `import('koffi' | 'webgpu' | 'binaryen')` to.
 */
const PARAMS = ['exports', 'require', 'module', '__filename', '__dirname', '__tutti_url', '__tutti_import'];

/** A short, stable hash (FNV-1a) of what decides whether V8 accepts a code cache. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

const EVAL = ['-e', '--eval', '-p', '--print'];

/** Node's flags without `-e`/`-p` and their code (which change nothing V8 checks). */
function flagsOf(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (EVAL.includes(a)) i++;
    else if (!EVAL.some((e) => a.startsWith(`${e}=`))) out.push(a);
  }
  return out;
}

/**
 * The code cache's file: V8 checks its own version, flags and the source's length, not the source's
 * content, so the bundle's size and modification time are part of the name too.
 */
function cacheFileOf(bundle: string): string {
  const argv = flagsOf(process.execArgv).join(' ');
  const st = statSync(bundle);
  const flags = `${process.version} ${process.arch} ${argv} ${process.env.NODE_OPTIONS ?? ''} ${st.size} ${st.mtimeMs}`;
  return join(dirname(bundle), 'cache', `${fnv(flags)}.v8cache`);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the code cache (temp file, then rename: processes may share the directory). */
function writeCache(script: Script, file: string, log: BundleExports['debugLog']): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    const data = script.createCachedData();
    writeFileSync(tmp, data);
    renameSync(tmp, file);
    log('bundle', `code cache written: ${file} (${data.length} bytes)`);
  } catch (e) {
    // an unwritable package directory: every process compiles the bundle itself
    log('bundle', `code cache not written: ${e instanceof Error ? e.message : String(e)}`);
  }
}

let loaded: BundleExports | undefined;

/** Runs the bundle once per process (both entries share it) and returns its exports. */
export function loadBundle(bundle: string): BundleExports {
  if (loaded) return loaded;
  const cacheFile = cacheFileOf(bundle);
  const cachedData = readOrUndefined(cacheFile);
  const text = readFileSync(bundle, 'utf8');
  const script = new Script(`(function (${PARAMS.join(', ')}) {${text}\n})`, {
    filename: bundle,
    cachedData,
  });
  // the script is the function expression written above
  const fn = script.runInThisContext() as (this: unknown, ...args: unknown[]) => void;
  const module = { exports: {} as BundleExports };
  fn.call(
    module.exports,
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    dirname(bundle),
    pathToFileURL(bundle).href,
    (specifier: string): Promise<unknown> => import(specifier),
  );
  const exports = module.exports;
  const state = !cachedData ? 'absent' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  exports.debugLog('bundle', `code cache ${state}: ${cacheFile}`);
  if (state !== 'accepted') process.once('exit', () => writeCache(script, cacheFile, exports.debugLog));
  loaded = exports;
  return loaded;
}
