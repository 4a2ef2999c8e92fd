/**
 * Error class names that survive bundlers and minifiers (docs/startup.md, "The bundle's format").
 */

/** An error class, whatever its constructor's parameters. */
type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Sets each class's `name` (on its prototype, as Error's own is) to its key in `classes`. Every error
 * class of tutti is named here, not by its constructor's `name`: bundlers rename classes (esbuild
 * turned KernelRangeError into `_KernelRangeError`) but never an object's keys, so `e.name` and
 * `String(e)` say the exported name under any bundler or minifier (docs/startup.md).
 */
export function nameErrorClasses(classes: Readonly<Record<string, ErrorClass>>): void {
  for (const [name, cls] of Object.entries(classes)) {
    Object.defineProperty(cls.prototype, 'name', { value: name, writable: true, configurable: true });
  }
}
