/**
 * binaryen's import outside Node's fast path: in browsers (and wherever binaryen-node.ts cannot
 * split it). The specifier is a variable, so bundlers leave the import to run time: a literal
 * `import('binaryen')` made them bundle binaryen's 15 MB, and esbuild with its defaults
 * (`--bundle --platform=browser`) failed on binaryen's Node-only `import("node:module")`. In a
 * browser the page maps `binaryen` in its import map (docs/startup.md, "Browsers").
 */
import type binaryenNs from 'binaryen';
import { packageLoadError } from '../../config/own-module.js';
import { KernelBuildError } from '../../errors/errors.js';

type Binaryen = typeof binaryenNs;

/** A variable, not a literal: see above. */
const BINARYEN: string = 'binaryen';

/** binaryen through an ordinary `import()` resolved at run time (an import map in browsers). */
export async function importBinaryen(): Promise<Binaryen> {
  let mod: { default: Binaryen };
  try {
    mod = (await import(/* @vite-ignore */ BINARYEN)) as { default: Binaryen };
  } catch (e) {
    const moved = packageLoadError(e, 'binaryen');
    if (moved !== e) throw moved;
    const why = e instanceof Error ? e.message : String(e);
    throw new KernelBuildError(
      'WASM_BINARYEN_NOT_FOUND',
      `the wasm backend could not import binaryen, which builds wasm kernels (${why}); in a browser, ` +
        'map it in the page\'s import map, e.g. <script type="importmap">{"imports": {"binaryen": ' +
        '"/node_modules/binaryen/index.js"}}</script> (any URL serving binaryen\'s index.js), or use the js device',
      { cause: e },
    );
  }
  return mod.default;
}
