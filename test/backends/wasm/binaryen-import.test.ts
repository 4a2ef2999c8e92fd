/**
 * Outside Node's fast path (browsers), binaryen is imported at run time through a variable specifier
 * (binaryen-import.ts), so bundlers leave it out; when nothing resolves it (a page without binaryen
 * in its import map), the first wasm compile fails with a coded error that says how to map it.
 */
import { describe, expect, it, vi } from 'vitest';
import { TuttiError } from '../../../src/index.js';

vi.mock('binaryen', () => {
  throw new Error('Failed to resolve module specifier "binaryen"');
});

describe('importBinaryen', () => {
  it('raises WASM_BINARYEN_NOT_FOUND, naming the import map, when binaryen cannot be imported', async () => {
    const { importBinaryen } = await import('../../../src/backends/wasm/binaryen-import.js');
    const e = await importBinaryen().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(TuttiError);
    expect((e as TuttiError).code).toBe('WASM_BINARYEN_NOT_FOUND');
    expect((e as TuttiError).message).toMatch(/could not import binaryen.*import map.*"binaryen": /s);
    expect((e as TuttiError).cause).toBeInstanceOf(Error);
  });
});
