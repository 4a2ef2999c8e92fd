/**
 * binaryen-node.ts for browser bundles (package.json "browser" field): no split copy, no literal
 * `import('binaryen')` (binaryen-import.ts says why). Reached only where a browser bundle runs in Node.
 */
import type binaryenNs from 'binaryen';
import { importBinaryen } from './binaryen-import.js';

type Binaryen = typeof binaryenNs;

export function loadBinaryenInNode(): Promise<Binaryen> {
  return importBinaryen();
}
