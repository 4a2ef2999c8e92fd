/**
 * The file tutti's code runs from, found from a stack frame (V8's structured stack): a module of
 * src/ or dist/src/ (this one), or the script that bundles all of tutti (dist/node/tutti.cjs:
 * scripts/bundle.mjs), where `import.meta.url` is rewritten to each module's dist/src URL and so
 * cannot tell. Call sites skip tutti's own frames with it; the compile cache's code identity hashes
 * the bundle when tutti runs bundled.
 */

interface FrameWithFile {
  getFileName(): string | undefined | null;
}

let own: string | undefined;

/** This module's file as a URL ('file:///…/own-file.js'), or the bundle's when tutti runs bundled. */
export function ownFile(): string {
  if (own !== undefined) return own;
  const E = Error as { prepareStackTrace?: unknown };
  const saved = E.prepareStackTrace;
  E.prepareStackTrace = (_e: unknown, frames: FrameWithFile[]) => frames[0]?.getFileName() ?? '';
  try {
    const here: { stack?: unknown } = {};
    Error.captureStackTrace(here);
    const stack: unknown = here.stack;
    const file = typeof stack === 'string' ? stack : '';
    own = file.startsWith('/') ? `file://${file}` : file;
  } finally {
    E.prepareStackTrace = saved;
  }
  return own;
}
