/**
 * The demo rows for async programs: Collatz and the transport toy, under both program types, on
 * every available device, each checked against its plain-JS reference.
 */
import { collatzReference, makeProgram, type ProgramType, runCollatz } from '../examples/programs/collatz.js';
import {
  DEFAULT_TRANSPORT,
  runTransport,
  transportReference,
  transportSpec,
} from '../examples/programs/transport.js';
import type * as tt from '../src/index.js';

export interface ProgramCell {
  readonly ok: boolean;
  readonly text: string;
}

const TYPES: readonly ProgramType[] = ['event', 'async'];
const LABEL: Record<ProgramType, string> = { event: 'EventProgram', async: 'AsyncProgram' };

async function cell(run: () => Promise<string | null>): Promise<ProgramCell> {
  try {
    await run(); // first run compiles; time the second
    const t0 = performance.now();
    const problem = await run();
    const ms = performance.now() - t0;
    return problem
      ? { ok: false, text: `FAILED (${problem})` }
      : { ok: true, text: `ok ${ms.toFixed(2)} ms` };
  } catch (e) {
    return { ok: false, text: `FAILED (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` };
  }
}

export async function programRows(devices: readonly tt.Device[]): Promise<[string, ProgramCell[]][]> {
  const rows: [string, ProgramCell[]][] = [];
  const n = 20000;
  const want = collatzReference(n);
  const p = { ...DEFAULT_TRANSPORT, n: 20000 };
  const ref = transportReference(p);
  for (const type of TYPES) {
    const cells: ProgramCell[] = [];
    for (const d of devices) {
      cells.push(
        await cell(async () => {
          const { out } = await runCollatz(type, d.id, n);
          const bad = out.findIndex((v, i) => v !== want[i]);
          return bad >= 0 ? `start ${bad + 1}: ${out[bad]} vs ${want[bad]}` : null;
        }),
      );
    }
    rows.push([`collatz ${LABEL[type]} (starts 1..${n})`, cells]);
  }
  for (const type of TYPES) {
    const program = makeProgram(transportSpec, type);
    const cells: ProgramCell[] = [];
    for (const d of devices) {
      cells.push(
        await cell(async () => {
          const r = await runTransport(program, d.id, p);
          const t = r.tally;
          if ((t[0] ?? 0) + (t[1] ?? 0) + (t[2] ?? 0) !== p.n)
            return `lost particles: ${Array.from(t).join(',')}`;
          // Exact on js; elsewhere Math.log may differ by an ulp and change a few histories.
          const tol = d.backend === 'js' ? 0 : p.n * 0.02;
          for (let k = 0; k < 4; k++) {
            if (Math.abs((t[k] ?? 0) - (ref.tally[k] ?? 0)) > tol)
              return `tally ${k}: ${t[k]} vs ${ref.tally[k]}`;
          }
          return null;
        }),
      );
    }
    rows.push([`transport ${LABEL[type]} (${p.n} particles)`, cells]);
  }
  return rows;
}
