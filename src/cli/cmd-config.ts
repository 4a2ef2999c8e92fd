/** `tutti config`: the effective settings and where each came from. */
import { checkBackendNames } from '../config/backend-names.js';
import { ownModule } from '../config/own-module.js';
import { SETTING_KEYS, SPECS } from '../config/schema.js';
import { setting } from '../config/settings.js';
import { type Io, json, parse, table } from './io.js';

interface Row {
  readonly key: string;
  readonly value?: unknown;
  readonly source?: string;
  readonly origin?: string;
  readonly env: readonly string[];
  readonly meaning: string;
  readonly error?: string;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Backend ids are checked against the registry (loaded here only: it probes nothing). */
async function checkBackends(): Promise<string | undefined> {
  const { BACKEND_IDS } = await ownModule(() => import('../backends/registry.js'));
  try {
    checkBackendNames(BACKEND_IDS);
    return undefined;
  } catch (e) {
    return message(e);
  }
}

export async function configCommand(args: readonly string[], io: Io): Promise<number> {
  const { values } = parse(args, { json: { type: 'boolean' } }, false);
  const rows: Row[] = SETTING_KEYS.map((key) => {
    const base = { key, env: SPECS[key].env, meaning: SPECS[key].meaning };
    try {
      const s = setting(key);
      return { ...base, value: s.value, source: s.source, origin: s.origin };
    } catch (e) {
      return { ...base, error: message(e) };
    }
  });
  // a typo in the backends setting ('natve') would otherwise show here as a valid value
  const backends = rows.findIndex((r) => r.key === 'backends');
  const row = rows[backends];
  if (row && row.error === undefined) {
    const error = await checkBackends();
    if (error !== undefined) rows[backends] = { ...row, error };
  }
  const failed = rows.filter((r) => r.error !== undefined);
  if (values.json) {
    json(io, {
      settings: Object.fromEntries(rows.map((r) => [r.key, r.error ?? r.value])),
      sources: Object.fromEntries(rows.map((r) => [r.key, r.origin ?? 'error'])),
      details: rows,
    });
  } else {
    const lines = [['SETTING', 'VALUE', 'FROM']];
    for (const r of rows) lines.push([r.key, r.error ? 'ERROR' : JSON.stringify(r.value), r.origin ?? '']);
    io.out(`${table(lines)}\n`);
  }
  // A broken file fails every setting with the same message: say it once.
  for (const message of new Set(failed.map((r) => r.error))) io.err(`tutti: ${message}`);
  return failed.length > 0 ? 1 : 0;
}
