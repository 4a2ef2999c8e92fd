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
  nameClasses(classes);
  for (const [name, cls] of Object.entries(classes)) {
    Object.defineProperty(cls.prototype, 'name', { value: name, writable: true, configurable: true });
  }
}

/**
 * Sets each class's own `name` to its key in `classes`, the name console.log and util.inspect show
 * (`NDArray { … }`, not `_NDArray { … }`): esbuild renames a class that refers to itself, and
 * tutti's bundle does not use esbuild's keepNames, whose `__name` wrapper around every named
 * function cost 2–3 µs per launch (docs/startup.md).
 */
export function nameClasses(classes: Readonly<Record<string, { readonly prototype: object }>>): void {
  for (const [name, cls] of Object.entries(classes)) {
    Object.defineProperty(cls, 'name', { value: name, configurable: true });
  }
}
