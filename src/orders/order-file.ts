/**
 * `tt.order(path)`: accelpy's Order takes its text "in either a string or a file". A one-line
 * string that names an existing file (`examples/orders/vecadd.order`, `vecadd.knl`) is read as the
 * order text, and the order is named after the file; any other string is the text itself. Node's
 * fs is reached through process.getBuiltinModule at call time, so nothing here imports a node:
 * module and browsers (no process) always parse the string as text.
 */
import { OrderArgumentError } from '../errors/orders.js';

interface FsLike {
  statSync(p: string, o: { throwIfNoEntry: false }): { isFile(): boolean } | undefined;
  readFileSync(p: string, enc: 'utf8'): string;
}

function nodeFs(): FsLike | undefined {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return p?.getBuiltinModule?.('node:fs') as FsLike | undefined;
}

/** A name from a path's file name without extension, when it is an identifier. */
function stemName(path: string): string | undefined {
  const stem = (path.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(stem) ? stem : undefined;
}

/**
 * The order text and a name for `tt.order(source)`: the file's content when `source` is a path of
 * an existing file, else `source` itself. A one-line string ending in `.knl` or `.order` that names
 * no file is ORDER_BAD_DEFINITION (it was meant as a path).
 */
export function orderSource(source: string): { text: string; name?: string } {
  if (source.includes('\n') || source.includes('set_argnames')) return { text: source };
  const fs = nodeFs();
  const path = source.trim();
  const stat = fs?.statSync(path, { throwIfNoEntry: false });
  if (fs && stat?.isFile()) {
    const name = stemName(path);
    return name ? { text: fs.readFileSync(path, 'utf8'), name } : { text: fs.readFileSync(path, 'utf8') };
  }
  if (/\.(knl|order)$/i.test(path)) {
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      fs
        ? `tt.order('${path}'): no such order file (relative paths start at ${String((globalThis as { process?: { cwd?: () => string } }).process?.cwd?.())})`
        : `tt.order('${path}'): order files are read in Node only; pass the order text here`,
    );
  }
  return { text: source };
}
