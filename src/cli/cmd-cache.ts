/** `tutti cache list|info|clear`. */
import { clear, info, list } from '../cache/inspect.js';
import { formatBytes, type Io, json, parse, table, UsageError } from './io.js';

const OPTIONS = { json: { type: 'boolean' }, kind: { type: 'string' } } as const;

/** A --kind that no entry has is most likely a typo: say so (an empty answer alone is silent). */
function warnUnknownKind(kind: string, io: Io): void {
  const present = Object.keys(info().kinds).sort();
  if (present.includes(kind)) return;
  io.err(
    `tutti: the cache holds no entries of kind '${kind}' (kinds present: ${present.join(', ') || 'none'})`,
  );
}

export function cacheCommand(args: readonly string[], io: Io): number {
  const { values, positionals } = parse(args, OPTIONS, true);
  const [action, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const kind = typeof values.kind === 'string' ? values.kind : undefined;
  if (kind !== undefined && (action === 'list' || action === 'clear')) warnUnknownKind(kind, io);
  switch (action) {
    case 'list': {
      const entries = list().filter((e) => kind === undefined || e.kind === kind);
      if (values.json) {
        json(
          io,
          entries.map((e) => ({ ...e, lastUsed: new Date(e.lastUsedMs).toISOString() })),
        );
        return 0;
      }
      const rows = [['KIND', 'NAME', 'KEY', 'SIZE', 'LAST USED', 'BUILT FOR']];
      for (const e of entries) {
        const what = e.parts
          ? Object.entries(e.parts)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(' ')
          : '';
        rows.push([
          e.kind,
          e.name ?? '-',
          e.key.slice(0, 12),
          formatBytes(e.bytes),
          new Date(e.lastUsedMs).toISOString(),
          what.slice(0, 80),
        ]);
      }
      io.out(entries.length === 0 ? 'the cache is empty\n' : `${table(rows)}\n`);
      return 0;
    }
    case 'info': {
      const i = info();
      if (values.json) {
        json(io, i);
        return 0;
      }
      const lines = [
        `directory: ${i.dir}${i.fallback ? ` (temporary: ${i.configuredDir} is not writable)` : ''}`,
        `entries:   ${i.entries} of ${i.maxEntries} (cacheMaxEntries)`,
        `size:      ${formatBytes(i.bytes)} of ${formatBytes(i.maxBytes)} (cacheMaxBytes)`,
        ...Object.entries(i.kinds).map(([k, v]) => `  ${k}: ${v.entries} entries, ${formatBytes(v.bytes)}`),
      ];
      io.out(`${lines.join('\n')}\n`);
      return 0;
    }
    case 'clear': {
      const r = clear(kind);
      if (values.json) json(io, r);
      else io.out(`removed ${r.removed} entries (${formatBytes(r.bytes)})\n`);
      return 0;
    }
    case undefined:
      throw new UsageError('missing action: tutti cache list|info|clear');
    default:
      throw new UsageError(`unknown cache action '${action}'; expected list, info or clear`);
  }
}
