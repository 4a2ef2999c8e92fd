/**
 * `graph.replay({ scalars })`: new values for scalar parameters of the captured kernels, by the
 * name the kernel's schema gives them. Every captured launch of a kernel with that scalar gets the
 * value (converted to its dtype as launch() converts it); a name no captured kernel has is refused
 * with the closest one.
 */
import { CaptureError } from '../errors/errors.js';
import { closestName } from '../errors/options.js';
import type { ScalarType } from '../ir/nodes.js';
import { normalize } from '../ir/semantics.js';
import { scalarRange } from '../types/dtype.js';
import type { CapturedLaunch } from './capture-record.js';

/** Per launch, the scalar values that replace the recorded ones (by IR parameter name). */
export type ScalarOverrides = readonly (ReadonlyMap<string, number | bigint | boolean> | undefined)[];

function badValue(name: string, kernel: string, expected: string, v: unknown): CaptureError {
  return new CaptureError(
    'CAPTURE_BAD_SCALAR',
    `graph.replay(): scalar '${name}' of kernel '${kernel}' must be ${expected}; got ${typeof v === 'number' || typeof v === 'boolean' ? String(v) : typeof v}`,
  );
}

/** The value `v` given for a scalar of dtype `type`, checked and converted like a launch argument. */
function convert(name: string, kernel: string, type: ScalarType, v: unknown): number | boolean {
  if (type === 'bool') {
    if (typeof v !== 'boolean') throw badValue(name, kernel, 'a boolean', v);
    return v;
  }
  if (typeof v !== 'number') throw badValue(name, kernel, `a number (${type})`, v);
  const range = type === 'i32' || type === 'u32' ? scalarRange(type) : undefined;
  if (range && (!Number.isInteger(v) || v < range[0] || v > range[1]))
    throw badValue(name, kernel, `an integer in the ${type} range ${range[0]}..${range[1]}`, v);
  return normalize(type, v);
}

/** Checks replay's `scalars` option against the captured launches; throws CaptureError. */
export function scalarOverrides(launches: readonly CapturedLaunch[], scalars: unknown): ScalarOverrides {
  if (scalars === undefined) return [];
  if (typeof scalars !== 'object' || scalars === null || Array.isArray(scalars)) {
    throw new CaptureError(
      'CAPTURE_BAD_OPTIONS',
      "graph.replay(): option 'scalars' must be an object { name: value }, e.g. { scalars: { dt: 0.1 } }",
    );
  }
  const given = Object.entries(scalars as Record<string, unknown>);
  const known = [...new Set(launches.flatMap((l) => l.userScalars.map((p) => p.sourceName)))];
  for (const [name] of given) {
    if (known.includes(name)) continue;
    const near = closestName(name, known);
    throw new CaptureError(
      'CAPTURE_UNKNOWN_SCALAR',
      `graph.replay(): no captured kernel has a scalar parameter '${name}'${near ? `; did you mean '${near}'?` : ''}; the scalars are ${known.join(', ') || 'none'}`,
    );
  }
  return launches.map((l) => {
    let out: Map<string, number | boolean> | undefined;
    for (const [name, v] of given) {
      const p = l.userScalars.find((q) => q.sourceName === name);
      if (!p) continue;
      out ??= new Map();
      out.set(p.name, convert(name, l.kernel, p.type, v));
    }
    return out;
  });
}
