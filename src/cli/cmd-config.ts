/** `tutti config`: the effective settings and where each came from. */
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

export function configCommand(args: readonly string[], io: Io): number {
  const { values } = parse(args, { json: { type: 'boolean' } }, false);
  const rows: Row[] = SETTING_KEYS.map((key) => {
    const base = { key, env: SPECS[key].env, meaning: SPECS[key].meaning };
    try {
      const s = setting(key);
      return { ...base, value: s.value, source: s.source, origin: s.origin };
    } catch (e) {
      return { ...base, error: e instanceof Error ? e.message : String(e) };
    }
  });
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
