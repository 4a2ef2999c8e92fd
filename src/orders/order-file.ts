/**
 * `tt.order(path)`: accelpy's Order takes its text "in either a string or a file". A one-line
 * string that names an existing file (`examples/orders/vecadd.order`, `vecadd.knl`) is read as the
 * order text, and the order is named after the file, as is a `file:` URL (a string or a URL);
 * any other string is the text itself. Node's
 * fs is reached through process.getBuiltinModule at call time, so nothing here imports a node:
 * module and browsers (no process) always parse the string as text.
 */
import { OrderArgumentError } from '../errors/orders.js';

interface FsLike {
  statSync(p: string, o: { throwIfNoEntry: false }): { isFile(): boolean } | undefined;
  readFileSync(p: string, enc: 'utf8'): string;
}

interface NodeProcess {
  getBuiltinModule?: (id: string) => unknown;
  cwd?: () => string;
}

function nodeProcess(): NodeProcess | undefined {
  return (globalThis as { process?: NodeProcess }).process;
}

/** Whether `path` names a regular file (false for anything stat cannot answer: no such file, a bad name). */
function isFile(fs: FsLike, path: string): boolean {
  try {
    return fs.statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** A name from a path's file name without extension, when it is an identifier. */
function stemName(path: string): string | undefined {
  const stem = (path.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(stem) ? stem : undefined;
}

function readOrderFile(fs: FsLike, path: string): string {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (e) {
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      `tt.order('${path}'): the order file cannot be read: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/**
 * A `file:` URL (`new URL('./x.knl', import.meta.url)` or its href) as a path; other strings as
 * they are. A `file:` URL outside Node, or malformed, is ORDER_BAD_DEFINITION.
 */
function fileUrlPath(source: string, proc: NodeProcess | undefined): string {
  if (!/^file:/i.test(source)) return source;
  const url = proc?.getBuiltinModule?.('node:url') as { fileURLToPath(u: string): string } | undefined;
  if (!url)
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      `tt.order('${source}'): file: URLs are read in Node only`,
    );
  try {
    return url.fileURLToPath(source);
  } catch (e) {
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      `tt.order('${source}'): not a file URL tutti can read: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/**
 * The order text and a name for `tt.order(source)`: the file's content when `source` is a path of
 * an existing file, else `source` itself. A one-line string ending in `.knl` or `.order` that names
 * no file is ORDER_BAD_DEFINITION (it was meant as a path).
 */
export function orderSource(given: string | URL): { text: string; name?: string } {
  const source = given instanceof URL ? given.href : given;
  if (source.includes('\n') || source.includes('set_argnames')) return { text: source };
  const proc = nodeProcess();
  const fs = proc?.getBuiltinModule?.('node:fs') as FsLike | undefined;
  const path = fileUrlPath(source.trim(), proc);
  if (fs && isFile(fs, path)) {
    const text = readOrderFile(fs, path);
    const name = stemName(path);
    return name ? { text, name } : { text };
  }
  if (/\.(knl|order)$/i.test(path) || path !== source.trim()) {
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      fs
        ? `tt.order('${path}'): no such order file (relative paths start at ${proc?.cwd?.() ?? 'the working directory'})`
        : `tt.order('${path}'): order files are read in Node only; pass the order text here`,
    );
  }
  return { text: source };
}
