/**
 * Where a kernel was defined, in the user's file: `tt.kernel` keeps an Error made at its call (V8
 * captures the frames cheaply; they are read only when an error needs the location), and an error
 * located in the kernel function (line:col within its text) is mapped to `file:line:col`:
 *
 * 1. The first raw stack frame outside tutti is the call of `tt.kernel` (raw: the position in the
 *    code the runtime runs, before any source map).
 * 2. The function's text is searched in that file (nearest occurrence to the call): found, the
 *    position is exact; when that file is compiled JavaScript with a source map (tsc's
 *    `//# sourceMappingURL=`, a file or an inline data URL), it is mapped through it to the
 *    original source (node:module's SourceMap), whose text gives the excerpt.
 * 3. Not found (a transform such as tsx/esbuild rewrote the function: renamed locals, no types):
 *    the function's own position in the running code ([[FunctionLocation]], read through an
 *    in-process node:inspector session) plus the offset within its text is mapped through the
 *    source map the runtime registered for the module (module.findSourceMap; tsx registers one).
 * 4. Otherwise only the definition's position is known: the error names it and keeps the position
 *    within the function, saying so.
 *
 * Node-only modules are reached through process.getBuiltinModule at call time (nothing here is
 * imported in browsers, where the function-relative form stays).
 */
import { ownFile } from '../config/own-file.js';
import type { SourceLocation } from '../errors/errors.js';

/** A position in a user's file: absolute path, 1-based line and column. */
export interface FilePosition {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface MappedLocation extends FilePosition {
  /** The line in the user's file with a caret (empty when the file could not be read). */
  readonly excerpt: string;
  /** False when only the kernel's definition site is known (the function text was transformed). */
  readonly exact: boolean;
}

interface FsLike {
  readFileSync(path: string, enc: 'utf8'): string;
}
interface PathLike {
  resolve(...p: string[]): string;
  dirname(p: string): string;
}
interface UrlLike {
  fileURLToPath(u: string): string;
}
interface SourceMapEntry {
  readonly originalSource?: string;
  readonly originalLine?: number;
  readonly originalColumn?: number;
}
interface SourceMapLike {
  readonly payload?: { readonly sources?: unknown; readonly sourcesContent?: unknown };
  findEntry(line: number, column: number): SourceMapEntry;
}
interface ModuleLike {
  SourceMap?: new (payload: unknown) => SourceMapLike;
  findSourceMap?: (path: string) => SourceMapLike | undefined;
}
interface InspectorSession {
  connect(): void;
  disconnect(): void;
  post(method: string, params: object, cb: (err: unknown, result: unknown) => void): void;
  on(event: string, listener: (message: { params?: { scriptId?: string; url?: string } }) => void): void;
}
interface InspectorLike {
  Session: new () => InspectorSession;
}

function builtin<T>(id: string): T | undefined {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return p?.getBuiltinModule?.(id) as T | undefined;
  } catch {
    return undefined;
  }
}

/** tutti's own source folder (src/ or dist/src/): frames inside it are not the user's. */
const OWN_DIR = new URL('../', import.meta.url).href;

const FRAME = /\(?((?:file:\/\/|\/|[A-Za-z]:\\)[^()\s]*?):(\d+):(\d+)\)?\s*$/;

/** The frames of a kernel definition, captured now and formatted only when read. */
export interface DefinitionSite {
  readonly stack?: unknown;
}

/** Keeps the call site of a kernel definition (V8 formats the frames lazily). */
export function captureCallSite(): DefinitionSite {
  const site: { stack?: unknown } = {};
  Error.captureStackTrace(site, captureCallSite);
  return site;
}

function toPath(file: string): string | undefined {
  if (!file.startsWith('file://')) return file;
  return builtin<UrlLike>('node:url')?.fileURLToPath(file);
}

interface RawFrame {
  getFileName(): string | undefined | null;
  getLineNumber(): number | null;
  getColumnNumber(): number | null;
}

/** The frames of `site` as the runtime runs the code (no source map applied), as text lines. */
function rawStack(site: DefinitionSite): string[] {
  const E = Error as { prepareStackTrace?: unknown };
  const saved = E.prepareStackTrace;
  E.prepareStackTrace = (_e: unknown, frames: RawFrame[]) =>
    frames
      .map((f) => `${f.getFileName() ?? ''}:${f.getLineNumber() ?? 0}:${f.getColumnNumber() ?? 0}`)
      .join('\n');
  try {
    const stack: unknown = site.stack;
    return typeof stack === 'string' ? stack.split('\n') : [];
  } finally {
    E.prepareStackTrace = saved;
  }
}

/** The first raw frame of `site` outside tutti: the `tt.kernel` call. */
export function callSiteOf(site: DefinitionSite): FilePosition | undefined {
  for (const line of rawStack(site)) {
    const m = FRAME.exec(line.trim());
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const url = m[1].startsWith('/') ? `file://${m[1]}` : m[1];
    if (url.startsWith(OWN_DIR) || url === ownFile() || url.includes('/node_modules/')) continue;
    const file = toPath(m[1]);
    if (file) return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

function read(file: string): string | undefined {
  try {
    return builtin<FsLike>('node:fs')?.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) return text.length;
    at = nl + 1;
  }
  return at + column - 1;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The caret excerpt of `line:column` in `text`, with the file's line number as gutter. */
function excerptAt(text: string, line: number, column: number): string {
  const src = text.split('\n')[line - 1];
  if (src === undefined) return '';
  const gutter = `${line} | `;
  return `${gutter}${src.replace(/\r$/, '')}\n${' '.repeat(gutter.length + Math.max(0, column - 1))}^`;
}

/** The occurrence of `needle` in `hay` nearest to `from` (the call site), or -1. */
function nearest(hay: string, needle: string, from: number): number {
  let best = -1;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    if (best < 0 || Math.abs(i - from) < Math.abs(best - from)) best = i;
  }
  return best;
}

const MAP_URL = /\/\/[#@] sourceMappingURL=(\S+)\s*$/;

/** Maps a position of compiled `file` (with text `text`) through its source map, if it has one. */
function throughSourceMap(file: string, text: string, pos: FilePosition): MappedLocation | undefined {
  const url = MAP_URL.exec(text.slice(-4096))?.[1];
  const mod = builtin<ModuleLike>('node:module');
  const path = builtin<PathLike>('node:path');
  if (!url || !mod?.SourceMap || !path) return undefined;
  let payloadText: string | undefined;
  let mapFile = file;
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const data = url.slice(comma + 1);
    payloadText = url.slice(0, comma).endsWith(';base64') ? atob(data) : decodeURIComponent(data);
  } else {
    mapFile = path.resolve(path.dirname(file), decodeURIComponent(url));
    payloadText = read(mapFile);
  }
  if (!payloadText) return undefined;
  let payload: { sources?: unknown; sourcesContent?: unknown; sourceRoot?: unknown };
  try {
    payload = JSON.parse(payloadText) as typeof payload;
  } catch {
    return undefined;
  }
  const entry = new mod.SourceMap(payload).findEntry(pos.line - 1, pos.column - 1);
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const line = entry.originalLine + 1;
  const column = (entry.originalColumn ?? 0) + 1;
  const original = toPath(entry.originalSource) ?? entry.originalSource;
  const originalFile = path.resolve(path.dirname(mapFile), original);
  const sources = Array.isArray(payload.sources) ? payload.sources : [];
  const contents = Array.isArray(payload.sourcesContent) ? payload.sourcesContent : [];
  const k = sources.findIndex(
    (s) => typeof s === 'string' && path.resolve(path.dirname(mapFile), s) === originalFile,
  );
  const content = contents[k];
  const src = typeof content === 'string' ? content : read(originalFile);
  return { file: originalFile, line, column, excerpt: src ? excerptAt(src, line, column) : '', exact: true };
}

/**
 * The function's start in the running code (0-based line and column) and its script's URL, through
 * node:inspector (only on the error path: enabling the debugger domain lists every script).
 */
function functionLocation(fn: unknown): { line: number; column: number; url: string } | undefined {
  const inspector = builtin<InspectorLike>('node:inspector');
  if (!inspector) return undefined;
  const key = `__tutti_fn_${Math.random().toString(36).slice(2)}`;
  const g = globalThis as Record<string, unknown>;
  let found: { line: number; column: number; url: string } | undefined;
  const urls = new Map<string, string>();
  const session = new inspector.Session();
  try {
    session.connect();
    session.on('Debugger.scriptParsed', (m) => {
      if (m.params?.scriptId !== undefined) urls.set(m.params.scriptId, m.params.url ?? '');
    });
    session.post('Debugger.enable', {}, () => {});
    g[key] = fn;
    // Same-thread sessions answer synchronously: the callbacks run inside post().
    session.post('Runtime.evaluate', { expression: `globalThis.${key}` }, (err, r) => {
      const id = (r as { result?: { objectId?: string } } | undefined)?.result?.objectId;
      if (err || !id) return;
      session.post('Runtime.getProperties', { objectId: id, ownProperties: true }, (e, props) => {
        const internal = (props as { internalProperties?: { name: string; value?: { value?: unknown } }[] })
          ?.internalProperties;
        const v = internal?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as
          | { lineNumber?: number; columnNumber?: number; scriptId?: string }
          | undefined;
        if (!e && typeof v?.lineNumber === 'number' && typeof v.columnNumber === 'number')
          found = { line: v.lineNumber, column: v.columnNumber, url: urls.get(v.scriptId ?? '') ?? '' };
      });
    });
  } catch {
    return undefined;
  } finally {
    delete g[key];
    try {
      session.post('Debugger.disable', {}, () => {});
      session.disconnect();
    } catch {
      // never connected
    }
  }
  return found;
}

/** The source map the runtime registered for the module `file` (tsx, --enable-source-maps). */
function registeredMap(file: string): SourceMapLike | undefined {
  const mod = builtin<ModuleLike>('node:module');
  try {
    return mod?.findSourceMap?.(file) ?? mod?.findSourceMap?.(`file://${file}`);
  } catch {
    return undefined;
  }
}

function mappedEntry(map: SourceMapLike, line0: number, column0: number): MappedLocation | undefined {
  const e = map.findEntry(line0, column0);
  if (e.originalSource === undefined || e.originalLine === undefined) return undefined;
  const file = toPath(e.originalSource) ?? e.originalSource;
  const line = e.originalLine + 1;
  const column = (e.originalColumn ?? 0) + 1;
  const sources = Array.isArray(map.payload?.sources) ? map.payload.sources : [];
  const contents = Array.isArray(map.payload?.sourcesContent) ? map.payload.sourcesContent : [];
  const content = contents[sources.indexOf(e.originalSource)];
  const src = typeof content === 'string' ? content : read(file);
  return { file, line, column, excerpt: src ? excerptAt(src, line, column) : '', exact: true };
}

/** Step 3: the function's running position plus `loc`'s offset, through the registered map. */
function viaFunctionLocation(fn: unknown, fnText: string, call: FilePosition, loc: SourceLocation) {
  const map = registeredMap(call.file);
  const start = map ? functionLocation(fn) : undefined;
  // the function must live in the module of the call (not in an eval'd or other script)
  if (!map || !start || toPath(start.url) !== call.file) return undefined;
  const lineOf = start.line + loc.line - 1;
  const columnOf = loc.line === 1 ? start.column + loc.column - 1 : loc.column - 1;
  if (offsetOf(fnText, loc.line, loc.column) > fnText.length) return undefined;
  return mappedEntry(map, lineOf, columnOf);
}

/**
 * Maps `loc` (within the kernel function `fn`, whose text is `fnText`) to the user's file, given
 * the kernel's call site; undefined when not even the call site is known (browsers).
 */
export function mapToUserFile(
  site: DefinitionSite,
  fn: unknown,
  fnText: string,
  loc: SourceLocation,
): MappedLocation | undefined {
  const call = callSiteOf(site);
  if (!call) return undefined;
  const text = read(call.file);
  const at = text === undefined ? -1 : nearest(text, fnText, offsetOf(text, call.line, call.column));
  if (text !== undefined && at >= 0) {
    const { line, column } = positionOf(text, at + offsetOf(fnText, loc.line, loc.column));
    const pos = { file: call.file, line, column };
    return (
      throughSourceMap(call.file, text, pos) ?? {
        ...pos,
        excerpt: excerptAt(text, line, column),
        exact: true,
      }
    );
  }
  const mapped = viaFunctionLocation(fn, fnText, call, loc);
  if (mapped) return mapped;
  const map = registeredMap(call.file);
  const def = map ? mappedEntry(map, call.line - 1, call.column - 1) : undefined;
  return { ...(def ?? call), excerpt: '', exact: false };
}
