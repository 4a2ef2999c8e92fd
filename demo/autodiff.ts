/**
 * The demo rows for autodiff (examples/autodiff/): fitting a damped spring's k and c by gradient
 * descent through a 200-step simulation kernel, and Black-Scholes delta and vega from one
 * backward pass, on every available device, each checked against the known answer.
 */
import { greeks } from '../examples/autodiff/black-scholes.js';
import { fitSpring } from '../examples/autodiff/spring.js';
import type * as tt from '../src/index.js';
import type { ProgramCell } from './programs.js';

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

export async function autodiffRows(devices: readonly tt.Device[]): Promise<[string, ProgramCell[]][]> {
  const spring: ProgramCell[] = [];
  const bs: ProgramCell[] = [];
  for (const d of devices) {
    spring.push(
      await cell(async () => {
        const r = await fitSpring(d, { iterations: 60 });
        const ok = Math.abs(r.k - 4) < 0.01 && Math.abs(r.c - 0.5) < 0.01;
        return ok ? null : `fitted k=${r.k.toFixed(3)}, c=${r.c.toFixed(3)}, want 4 and 0.5`;
      }),
    );
    bs.push(
      await cell(async () => {
        const g = await greeks(d, 4096);
        return g.deltaError < 2e-3 && g.vegaError < 2e-3
          ? null
          : `delta off by ${g.deltaError}, vega by ${g.vegaError}`;
      }),
    );
  }
  return [
    ['autodiff: damped spring fit (60 gradient steps, 200-step kernel)', spring],
    ['autodiff: Black-Scholes delta+vega (4096 options)', bs],
  ];
}
