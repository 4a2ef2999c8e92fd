/** binaryen-node.ts for browsers (package.json "browser" field): binaryen is imported as a module. */
import type { Binaryen } from './types.js';

export async function loadBinaryenFast(): Promise<Binaryen | undefined> {
  return undefined;
}
