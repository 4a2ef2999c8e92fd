/**
 * The tutti demo: every workload on every available device, each result checked against the
 * same computation hand-written in plain JS, then a table of kernel x device (ok / failed, time).
 * Run with `npm run demo`.
 */
import * as tt from '../src/index.js';
import { autodiffRows } from './autodiff.js';
import { programRows } from './programs.js';
import { jsReference, runOnce } from './run-workload.js';
import { WORKLOADS } from './workloads.js';

interface Cell {
  readonly ok: boolean;
  readonly text: string;
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

async function main(): Promise<number> {
  await tt.init();
  const all = tt.devices();
  const devices = all.filter((d) => d.available);
  console.log('tutti demo — devices:');
  for (const d of all) {
    const caps = d.available
      ? ` [${d.kind}${d.software ? ', software' : ''}${d.caps.f64 ? ', f64' : ''}]`
      : '';
    console.log(`  ${pad(d.id, 10)} ${d.available ? `${d.name}${caps}` : `unavailable: ${d.reason ?? ''}`}`);
  }
  console.log('');

  const rows: [string, Cell[]][] = [];
  let failures = 0;
  for (const w of WORKLOADS) {
    const want = jsReference(w, w.demoSize);
    const cells: Cell[] = [];
    for (const d of devices) {
      try {
        await runOnce(w, w.demoSize, d); // first run compiles; time the second
        const r = await runOnce(w, w.demoSize, d);
        const problems = Object.entries(r.outputs)
          .map(([o, got]) => {
            const ref = want[o];
            return ref ? w.check(o, got, ref) : `no reference for ${o}`;
          })
          .filter((p): p is string => p !== null);
        if (problems.length) {
          failures++;
          cells.push({ ok: false, text: `FAILED (${problems[0]})` });
        } else cells.push({ ok: true, text: `ok ${r.ms.toFixed(2)} ms` });
      } catch (e) {
        failures++;
        cells.push({
          ok: false,
          text: `FAILED (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
        });
      }
    }
    rows.push([`${w.name} (${w.describe(w.demoSize)})`, cells]);
  }
  for (const row of [...(await programRows(devices)), ...(await autodiffRows(devices))]) {
    failures += row[1].filter((c) => !c.ok).length;
    rows.push(row);
  }

  const first = Math.max(...rows.map(([n]) => n.length), 8);
  const widths = devices.map((d, c) =>
    Math.max(d.id.length, ...rows.map(([, cells]) => cells[c]?.text.length ?? 0)),
  );
  console.log(`${pad('kernel', first)} | ${devices.map((d, c) => pad(d.id, widths[c] ?? 0)).join(' | ')}`);
  console.log(`${'-'.repeat(first)}-|-${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const [name, cells] of rows) {
    console.log(`${pad(name, first)} | ${cells.map((c, i) => pad(c.text, widths[i] ?? 0)).join(' | ')}`);
  }
  const unavailable = all.filter((d) => !d.available);
  if (unavailable.length) {
    console.log(
      `\nnot run (unavailable): ${unavailable.map((d) => `${d.id} — ${d.reason ?? ''}`).join('; ')}`,
    );
  }
  console.log(failures ? `\n${failures} run(s) FAILED` : '\nall results match the plain-JS references');
  await tt.shutdown();
  return failures ? 1 : 0;
}

process.exitCode = await main();
