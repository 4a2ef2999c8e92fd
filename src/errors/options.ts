/**
 * The one checker of every options object of the public API. A misspelt key (`{ devcie: 'js' }`,
 * `{ capcity: 4 }`) would otherwise be ignored without a word and the call would do something else
 * than asked (run on the default device, with the default capacity); a key tutti knows but does not
 * implement yet (`groupState`, `teams`) would be a promise broken silently. Each API passes its
 * known keys, the keys it does not support yet, and how to build its own error (its stable code).
 */
import type { TuttiError } from './errors.js';

/** What one API takes as options. */
export interface OptionsShape {
  /** The call, as the user wrote it: 'tt.kernel', "kernel 'saxpy' launch()", 'order.run()'. */
  readonly api: string;
  /** The keys it takes, in the order the message lists them. */
  readonly known: readonly string[];
  /** Keys recognised but not implemented yet, each with what to do instead. */
  readonly unsupported?: Readonly<Record<string, string>>;
  /** An example of a valid options object, for the message about a non-object. */
  readonly example?: string;
  /**
   * Builds the API's own error (its class and stable code) from the message, which starts with
   * `api: `; `detail` is the message without that prefix (for classes that add it themselves).
   */
  readonly error: (message: string, detail: string) => TuttiError;
}

/**
 * The edit distance of `a` and `b` counting an adjacent transposition as one edit (optimal string
 * alignment), case-insensitively: 'devcie' is one edit from 'device', 'timeoutms' none from 'timeoutMs'.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i++) {
    const row = d[i] as number[];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      row[j] = v;
    }
  }
  return at(s.length, t.length);
}

/**
 * The known name closest to `key`, when it is close enough to be a misspelling: by default at most
 * 2 edits and fewer than half of the key's length (so 'bogus' suggests nothing); `maxEdits` sets
 * another bound.
 */
export function closestName(key: string, known: readonly string[], maxEdits?: number): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const dist = editDistance(key, k);
    if (dist < bestDistance) {
      best = k;
      bestDistance = dist;
    }
  }
  if (maxEdits !== undefined) return bestDistance <= maxEdits ? best : undefined;
  return bestDistance <= 2 && bestDistance * 2 < key.length ? best : undefined;
}

/** ` — did you mean 'device'?`, or '' when no known name is close. */
export function didYouMean(key: string, known: readonly string[]): string {
  const near = closestName(key, known);
  return near === undefined ? '' : `; did you mean '${near}'?`;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'string' ? JSON.stringify(v) : `${typeof v} ${String(v)}`;
}

/** Whether `v` may be an options object (a plain object, not null, not an array). */
function isOptionsObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Refuses options that are not an object (undefined is fine: no options), name a key the API does
 * not take (with the valid keys and the closest one), or name a key not supported yet. Keys whose
 * value is undefined are checked too: a misspelling is one whatever its value.
 */
export function checkOptionKeys(opts: unknown, shape: OptionsShape): void {
  if (opts === undefined) return;
  const fail = (detail: string) => shape.error(`${shape.api}: ${detail}`, detail);
  if (!isOptionsObject(opts)) {
    const like = shape.example ? ` like ${shape.example}` : '';
    throw fail(`options must be an object${like}; got ${describe(opts)}`);
  }
  const unsupported = shape.unsupported ?? {};
  for (const key of Object.keys(opts)) {
    if (Object.hasOwn(unsupported, key)) {
      throw fail(`option '${key}' is not supported yet; ${unsupported[key]}`);
    }
    if (!shape.known.includes(key)) {
      const list = shape.known.length ? `the options are ${shape.known.join(', ')}` : 'it takes no options';
      throw fail(`unknown option '${key}'${didYouMean(key, shape.known)}; ${list}`);
    }
  }
}
