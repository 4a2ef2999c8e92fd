/** `tutti devices`: every device, available or not, why, its capabilities and its selector string. */
import { loadApi } from './api.js';
import { type Io, json, parse, table } from './io.js';

function caps(d: {
  caps: { f64: boolean; atomics: boolean; maxRange: readonly number[]; maxBufferBytes: number };
}) {
  const c = d.caps;
  return [
    c.f64 ? 'f64' : 'no f64',
    c.atomics ? 'atomics' : 'no atomics',
    `range ${c.maxRange.join('x')}`,
    `buffer ${c.maxBufferBytes}`,
  ].join(', ');
}

export async function devicesCommand(args: readonly string[], io: Io): Promise<number> {
  const { values } = parse(args, { json: { type: 'boolean' } }, false);
  const tt = await loadApi();
  const list = tt.devices();
  if (values.json) {
    json(
      io,
      list.map((d) => d.toJSON()),
    );
    return 0;
  }
  const rows = [['DEVICE', 'KIND', 'STATUS', 'NAME / REASON', 'CAPABILITIES', 'SELECTOR']];
  for (const d of list) {
    rows.push(
      d.available
        ? [d.id, d.kind, 'available', `${d.name}${d.software ? ' (software)' : ''}`, caps(d), d.selector]
        : [d.id, d.kind, 'unavailable', d.reason ?? '', '', d.selector],
    );
  }
  io.out(`${table(rows)}\n`);
  return 0;
}
