/** binaryen-node.ts for browsers (package.json "browser" field): binaryen is imported as a module. */
import type binaryenNs from 'binaryen';

type Binaryen = typeof binaryenNs;

export async function loadBinaryenFast(): Promise<Binaryen | undefined> {
  return undefined;
}
