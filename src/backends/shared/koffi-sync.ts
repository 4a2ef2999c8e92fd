/**
 * koffi loaded synchronously (Node only: `require` through node:module), for the probes the
 * synchronous API runs (`tt.device('native')` before any `await`). The same module object as
 * `loadKoffi()` gives: koffi is a CommonJS package.
 */
import { createRequire } from 'node:module';

type Koffi = typeof import('koffi').default;

let koffi: Koffi | undefined;

/** koffi's module; throws with the reason when its binary cannot load on this platform. */
export function loadKoffiSync(): Koffi {
  koffi ??= createRequire(import.meta.url)('koffi') as Koffi;
  return koffi;
}
