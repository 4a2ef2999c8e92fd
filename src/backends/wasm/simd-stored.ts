/**
 * Values a 4-lane body stored, kept for a later load of the same element: `y[i] = …; if (y[i] > t)`
 * reads the stored vector from its local instead of loading it again (V8 does not forward a
 * store to a load). Generation order is execution order within straight-line code: the cache
 * forgets everything at every other store (arrays may share memory), at every `if`, loop or
 * lane-by-lane print (simd-codegen.ts `apart`, simd-print.ts), and an entry when a local its index
 * reads is assigned.
 */

import type { Expr } from '../../ir/nodes.js';
import { childExprs } from '../../ir/walk.js';

interface Stored {
  /** The v128 local holding the stored lanes. */
  readonly local: number;
  /** The locals the index reads (assigning one forgets the entry). */
  readonly locals: readonly string[];
}

/** An access as a key: the array and its index expression without source positions. */
function accessKey(array: string, index: Expr): string {
  return `${array}\u0000${JSON.stringify(index, (f, v: unknown) => (f === 'loc' || f === 'site' ? undefined : v))}`;
}

export class StoredLanes {
  private readonly stored = new Map<string, Stored>();

  /** The local holding what `array[index]` was last set to, if still valid. */
  get(array: string, index: Expr): number | undefined {
    return this.stored.get(accessKey(array, index))?.local;
  }

  /** A store of `array[index]` from `local` (undefined: its value is not kept): forgets the rest. */
  storedTo(array: string, index: Expr, local: number | undefined): void {
    this.stored.clear();
    if (local === undefined) return;
    const locals: string[] = [];
    const scan = (e: Expr): void => {
      if (e.kind === 'local') locals.push(e.name);
      for (const c of childExprs(e)) scan(c);
    };
    scan(index);
    this.stored.set(accessKey(array, index), { local, locals });
  }

  assigned(name: string): void {
    for (const [k, s] of this.stored) if (s.locals.includes(name)) this.stored.delete(k);
  }

  clear(): void {
    this.stored.clear();
  }
}
