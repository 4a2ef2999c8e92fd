/**
 * prepare.ts for browsers (package.json "browser" field): native sections need a compiler and
 * Node, so each is skipped with that reason and the order falls back (its kernel or WGSL section).
 */
import { BackendUnavailableError } from '../errors/errors.js';
import type { NativeRunner } from './prepare.js';

const REASON = 'native sections are built with a system compiler and need Node.js';

export async function prepareNative(): Promise<NativeRunner> {
  throw new BackendUnavailableError('native', REASON);
}

export async function checkNative(): Promise<{ ok: false; reason: string }> {
  return { ok: false, reason: REASON };
}
