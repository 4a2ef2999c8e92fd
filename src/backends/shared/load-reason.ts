/**
 * A probe's reason when something it loads fails: a moved or deleted install (InstallMovedError,
 * config/own-module.ts) gives its own message unprefixed — the cure is a restart, not the package
 * the prefix would name; anything else is `<what>: <the error's message>`.
 */
import { InstallMovedError } from '../../errors/errors.js';

export function loadFailureReason(e: unknown, what: string): string {
  if (e instanceof InstallMovedError) return e.message;
  return `${what}: ${e instanceof Error ? e.message : String(e)}`;
}
