/**
 * `tt.programSpec`: checks the specification and compiles every function once (frontend, call
 * rewriting, bounds, types), so a bad spec is refused where it is defined, with line:col.
 */

import type { Schema } from '../types/schema.js';
import { EventProgram } from './event-program.js';
import { ProgramSpec, type ProgramSpecDefinition } from './spec.js';

/** Defines a program specification; run it with `new tt.EventProgram(spec)` or `new tt.AsyncProgram(spec)`. */
export function programSpec<S extends Schema>(def: ProgramSpecDefinition<S>): ProgramSpec<S> {
  const spec = new ProgramSpec(def);
  // Building the event kernels lowers, rewrites and type-checks every function (no backend compile).
  new EventProgram(spec);
  return spec;
}
