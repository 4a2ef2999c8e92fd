/**
 * Loading binaryen fast in Node. binaryen.js is one 14.8 MB ES module whose WebAssembly binary is
 * a ~10 MB escaped string literal: a plain `import('binaryen')` makes V8 scan and compile all of
 * it, then decodes the literal char by char, in every process (≈0.5 s on an idle machine) — and
 * under tsx its loader hook first runs the whole file through esbuild (7–8 s).
 *
 * Instead, on first use per binaryen version, the file is split once into its JavaScript (~0.8 MB,
 * the literal replaced by a parameter) and the decoded `.wasm`, stored in the cache directory. Each
 * process then reads both, compiles the JavaScript as a `vm.Script` with V8's code cache (stored
 * beside it) and instantiates the wasm from its bytes. A vm.Script is not a module load, so no
 * loader hook (tsx, ts-node) ever sees binaryen. Anything unexpected (another binaryen layout, an
 * unwritable cache) returns undefined and the caller imports binaryen the ordinary way.
 * Browsers use binaryen-node.browser.ts (package.json "browser" field).
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type binaryenNs from 'binaryen';
import { cacheDir } from '../../cache/artifact-cache.js';
import { writeAtomic } from '../../cache/write-atomic.js';
import { debugLog } from '../../config/debug.js';
import { packageLoadError } from '../../config/own-module.js';
import { baselineOnlyAsync } from './baseline.js';

type Binaryen = typeof binaryenNs;

const LITERAL_START = 'bA??=x6(`';
const TAIL = 'var jr=await S6(),$r=jr;export{$r as default};';
const NODE_MODULE = 'await import("node:module")';
const META = 'import.meta.url';

type Factory = (
  url: string,
  importNodeModule: () => Promise<unknown>,
  wasm: Uint8Array,
) => Promise<() => Promise<Binaryen>>;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Index just past the template literal that starts at `from` (after its opening backtick). */
function literalEnd(src: string, from: number): number {
  for (let i = from; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 92)
      i++; // backslash: skip the escaped character
    else if (c === 96) return i; // the closing backtick
  }
  return -1;
}

/** binaryen's own decoder (x6): one byte per UTF-16 unit of the literal's value. */
function decode(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = (~c >> 8) & c;
  }
  return out;
}

/** Splits binaryen's module text into script text (a factory) and wasm bytes; undefined if unfamiliar. */
function split(src: string): { js: string; wasm: Uint8Array } | undefined {
  const start = src.indexOf(LITERAL_START);
  if (start < 0 || src.indexOf(LITERAL_START, start + 1) >= 0) return undefined;
  const open = start + LITERAL_START.length;
  const close = literalEnd(src, open);
  if (close < 0 || src[close + 1] !== ')') return undefined;
  if (!src.endsWith(`${TAIL}\n`) && !src.endsWith(TAIL)) return undefined;
  if (src.split(NODE_MODULE).length !== 2) return undefined;
  // The literal's value, as V8 reads it (escapes included), then binaryen's own decoding.
  const value = new Function(`return \`${src.slice(open, close)}\`;`)() as string;
  const body = `${src.slice(0, start)}bA??=__tuttiWasm${src.slice(close + 2)}`
    .replace(TAIL, 'return S6;')
    .replace(NODE_MODULE, 'await __tuttiNodeModule()');
  if (body.includes('import(') || body.includes(TAIL)) return undefined;
  const js = `(async function (__tuttiUrl, __tuttiNodeModule, __tuttiWasm) {\n${body.replaceAll(META, '__tuttiUrl')}\n})`;
  return { js, wasm: decode(value) };
}

function readQuiet(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The split files for this binaryen (made now if missing); undefined when that is not possible. */
function prepared(entry: string, dir: string): { js: string; wasm: Uint8Array } | undefined {
  const js = readQuiet(join(dir, 'binaryen.js'));
  const wasm = readQuiet(join(dir, 'binaryen.wasm'));
  if (js && wasm) return { js: js.toString('latin1'), wasm };
  const parts = split(readFileSync(entry, 'latin1'));
  if (!parts) {
    debugLog('wasm', `binaryen at ${entry} has an unfamiliar layout; importing it as a module`);
    return undefined;
  }
  try {
    writeAtomic(join(dir, 'binaryen.wasm'), parts.wasm);
    writeAtomic(join(dir, 'binaryen.js'), parts.js);
  } catch (e) {
    debugLog('wasm', `cannot store the split binaryen in ${dir}: ${message(e)}`);
  }
  return parts;
}

/** binaryen, loaded through the split files and V8's code cache; undefined to fall back to import(). */
async function loadBinaryenFast(): Promise<Binaryen | undefined> {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('binaryen');
    const st = statSync(entry);
    const pkg = JSON.parse(readFileSync(join(dirname(entry), 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    const id = `${String(pkg.version)}-${st.size}-${Math.trunc(st.mtimeMs)}-${process.versions.v8}`;
    const dir = join(cacheDir(), 'binaryen', id);
    const parts = prepared(entry, dir);
    if (!parts) return undefined;
    const cachePath = join(dir, 'binaryen.jscache');
    const cachedData = readQuiet(cachePath);
    const script = new Script(parts.js, { filename: entry, cachedData });
    const factory = script.runInThisContext() as Factory;
    const make = await factory(pathToFileURL(entry).href, async () => require('node:module'), parts.wasm);
    const binaryen = await baselineOnlyAsync(make);
    if (!cachedData || script.cachedDataRejected) {
      try {
        writeAtomic(cachePath, script.createCachedData());
      } catch (e) {
        debugLog('wasm', `cannot store binaryen's code cache: ${message(e)}`);
      }
    }
    return binaryen;
  } catch (e) {
    debugLog('wasm', `fast binaryen load failed (${message(e)}); importing it as a module`);
    return undefined;
  }
}

/**
 * binaryen in Node: the fast load, else an ordinary import (a literal one: scripts/bundle.mjs routes
 * it through the package entry's import(); this file is Node-only, so browser bundles never see it).
 */
export async function loadBinaryenInNode(): Promise<Binaryen> {
  const fast = await loadBinaryenFast();
  if (fast) return fast;
  try {
    return (await import('binaryen')).default;
  } catch (e) {
    throw packageLoadError(e, 'binaryen');
  }
}
