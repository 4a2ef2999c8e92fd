/**
 * Collatz as a Harmonize program (Harmonize's own example): the number of steps each start
 * 1..n takes to reach 1, with an async function per parity. Values are u32 and wrap like `>>> 0`
 * (the plain-JS reference does the same); every start up to 1M reaches 1 that way.
 */
import * as tt from '../../src/index.js';

export const collatzSpec = tt.programSpec({
  name: 'collatz',
  state: { out: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32), n: tt.u32 },
  functions: {
    even: tt.asyncFn({ v: tt.u32, step: tt.u32, orig: tt.u32 }, ({ v, step, orig }, { out }, prog) => {
      if (v <= 1) {
        out[orig] = step;
        return;
      }
      const h = v >>> 1;
      if ((h & 1) === 0) prog.async.even(h, step + 1, orig);
      else prog.async.odd(h, step + 1, orig);
    }),
    odd: tt.asyncFn({ v: tt.u32, step: tt.u32, orig: tt.u32 }, ({ v, step, orig }, { out }, prog) => {
      if (v <= 1) {
        out[orig] = step;
        return;
      }
      prog.async.even(3 * v + 1, step + 1, orig);
    }),
  },
  makeWork: ({ next, n }, prog) => {
    const i = Atomics.add(next, 0, 1);
    if (i >= n) return false;
    if (((i + 1) & 1) === 0) prog.async.even(i + 1, 0, i);
    else prog.async.odd(i + 1, 0, i);
    return true;
  },
});

/** The plain one-kernel-per-item version: each item loops until its start reaches 1. */
export const collatzKernel = tt.kernel({ out: tt.arrayOf(tt.u32) }, (i, { out }) => {
  let v = tt.u32(i + 1);
  let s = 0;
  while (v > 1) {
    if ((v & 1) === 0) v = v >>> 1;
    else v = (3 * v + 1) >>> 0;
    s++;
  }
  out[i] = s;
});

/** The plain-JS reference. */
export function collatzReference(n: number): Uint32Array {
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let v = i + 1;
    let s = 0;
    while (v > 1) {
      v = v & 1 ? (3 * v + 1) >>> 0 : v >>> 1;
      s++;
    }
    out[i] = s;
  }
  return out;
}

export type ProgramType = 'event' | 'async';

export function makeProgram(spec: tt.ProgramSpec, type: ProgramType, tuning?: tt.ProgramTuning) {
  return type === 'event' ? new tt.EventProgram(spec, tuning) : new tt.AsyncProgram(spec, tuning);
}

/** Runs Collatz for starts 1..n on a device with a program type; returns the steps and the report. */
export async function runCollatz(
  type: ProgramType,
  device: string,
  n: number,
  tuning?: tt.ProgramTuning,
  program = makeProgram(collatzSpec, type, tuning),
): Promise<{ out: Uint32Array; report: tt.ProgramReport }> {
  const out = tt.zeros([n], tt.u32, { device });
  const next = tt.zeros([1], tt.u32, { device });
  const report = await program.run({ out, next, n }, { device });
  const host = (await out.read()) as Uint32Array;
  out.dispose();
  next.dispose();
  return { out: host, report };
}
